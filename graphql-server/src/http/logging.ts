/**
 * Structured logs (pino): one line per request with its id, method, path, status and duration, and the
 * operation name of a GraphQL call. Never a body, query string, cookie or header: customer names, e-mail
 * addresses, phone numbers, street addresses, passwords and tokens never reach the log (ARCHITECTURE §4a). One-time
 * staff links carry their token in the address's fragment, which no browser sends; a path that holds one anyway (an
 * older link) is logged with it hidden.
 * What must be logged from an error message is scrubbed of e-mail addresses and phone numbers first.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Logger as TypeOrmLogger } from 'typeorm';

export type { Logger };

const REDACTED = '[verborgen]';

export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'lumina' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A second line of defence: fields with these names are never written, wherever they appear.
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'email',
          '*.email',
          'phone',
          '*.phone',
          'name',
          '*.name',
          'address',
          '*.address',
          'customerName',
          'customerEmail',
          'customerPhone',
          'shippingAddress',
          'cookie',
          '*.cookie',
          'headers',
          '*.headers',
          'variables',
          '*.variables',
        ],
        censor: REDACTED,
      },
    },
    options.destination,
  );
}

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;
const PHONE = /\+?\d[\d ./()-]{6,}\d/g;

/** An error message or SQL text with e-mail addresses and phone-like numbers taken out. */
export function scrub(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(PHONE, REDACTED);
}

/** A fault for the log: its kind, code and scrubbed message and stack. */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  const code = (error as { code?: unknown }).code;
  return { type: error.name, code: typeof code === 'string' ? code : undefined, message: scrub(error.message), stack: error.stack ? scrub(error.stack) : undefined };
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** The pages of one-time staff links, whose token came in the path before issue 30 (links handed out then still do). */
const LINK_PATH = /^(\/admin\/(?:uitnodiging|wachtwoord-herstellen))\/.+$/;
/** A path segment that looks like one of our secret tokens (32 random bytes, base64url). */
const TOKEN_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{43}(?=\/|$)/g;

/** A request's path for the log: without its query string, and with anything that may be a token hidden. */
export function loggedPath(url: string): string {
  const path = url.split('?')[0]!.split('#')[0]!;
  return path.replace(LINK_PATH, `$1/${REDACTED}`).replace(TOKEN_SEGMENT, REDACTED);
}

interface LoggedRequest extends IncomingMessage {
  originalUrl?: string;
  body?: unknown;
  id?: string;
}

/**
 * Per-request logging: one line when the answer has gone out (or the connection closed first), at info, warn (4xx) or
 * error (5xx, or an error on the response); the request id is the caller's X-Request-Id when it is sane, else a new
 * one. The line pino-http wrote, written here without its two child loggers and their bindings per request: work a
 * read of the catalogue paid for nothing (issue 32, item 4).
 */
export function requestLogger(logger: Logger) {
  return (req: LoggedRequest, res: ServerResponse, next: () => void): void => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const started = Date.now();
    const done = (err?: unknown) => {
      res.removeListener('close', done);
      res.removeListener('finish', done);
      res.removeListener('error', done);
      const failed = err !== undefined || res.statusCode >= 500;
      const level = failed ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line: Record<string, unknown> = {
        req: { id, method: req.method, path: loggedPath(req.originalUrl ?? req.url ?? '') },
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - started,
      };
      if (failed) {
        line.err = describeError(err ?? new Error(`failed with status code ${res.statusCode}`));
        return void logger[level](line, 'request errored');
      }
      const body = req.body as { operationName?: unknown } | undefined;
      if (typeof body?.operationName === 'string' && body.operationName.length <= 100) line.operation = body.operationName;
      logger[level](line, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
    };
    res.on('close', done);
    res.on('finish', done);
    res.on('error', done);
    next();
  };
}

/** TypeORM's logger, into pino: the SQL text only, never its parameters (they hold customer data). */
export function sqlLogger(logger: Logger, logQueries: boolean): TypeOrmLogger {
  const log = logger.child({ component: 'database' });
  return {
    logQuery: (query) => {
      if (logQueries) log.debug({ sql: scrub(query) }, 'sql');
    },
    logQueryError: (error, query) => log.warn({ sql: scrub(query), err: describeError(error) }, 'sql failed'),
    logQuerySlow: (time, query) => log.warn({ sql: scrub(query), ms: time }, 'sql slow'),
    logSchemaBuild: (message) => log.info(message),
    logMigration: (message) => log.info(message),
    log: (level, message) => (level === 'warn' ? log.warn(scrub(String(message))) : log.info(scrub(String(message)))),
  };
}
