/**
 * The HTTP app: security headers, request logs, the GraphQL endpoint (and GraphiQL), the REST compatibility
 * paths, health and readiness, the built shop, and one error handler. Every guardrail is set here or in the
 * modules it names; docs/RELIABILITY.md lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import { expressMiddleware } from '@as-integrations/express5';
import { texts } from '@lumina/schema';
import { isDatabaseUnavailable } from '../db/availability';
import { GUARDRAILS } from '../guardrails';
import { createGraphQLServer } from '../graphql/server';
import { restRoutes } from '../rest';
import { paymentRoutes } from '../payments/payment.routes';
import { seoRoutes } from '../seo/seo.routes';
import { HttpError } from '../rest/http-error';
import { MediaUnavailable } from '../product-images/media-storage';
import type { Services } from '../services';
import { InputError } from '../api/input-error';
import { loadStaff, staffOf } from '../staff/access';
import { personKey, type Taken } from '../ratelimit/rate-limits';
import { orderLoaders } from '../orders/order-loaders';
import type { RequestContext } from './context';
import { edgeCheck } from './edge';
import { sameOriginOnly } from './origin';
import { readTemplate, shopPages } from './pages';
import { graphiqlPage, wantsGraphiql } from './graphiql';
import { createLogger, describeError, requestLogger, type Logger } from './logging';
import { AnswerCache } from './answer-cache';

export interface AppOptions {
  services: Services;
  webDist?: string;
  /** The web's server build (web/dist-ssr): shop pages rendered on the server. Without it they render in the browser. */
  ssrDist?: string;
  /** pino logger; a silent one when left out. */
  logger?: Logger;
  /** Express "trust proxy" (TRUST_PROXY): who may say the client address and protocol. Default: loopback. */
  trustProxy?: boolean | number | string[] | string;
  /** Introspection and GraphiQL (GRAPHQL_INTROSPECTION). Default on. */
  introspection?: boolean;
  /** Internal error details in answers (EXPOSE_ERRORS, set by npm run dev only). Default off. */
  exposeErrors?: boolean;
  /** The catalogue's answers kept for anonymous visitors (http/answer-cache.ts). Default on; the tests' harness turns it off. */
  keepAnswers?: boolean;
  /**
   * The published catalogue held in the process as one prepared value for the public reads (catalog/prepared-catalogue.ts).
   * Default on; the tests' harness turns it off (tests that write the catalogue in SQL would not be told).
   */
  prepareCatalogue?: boolean;
}

/** One Content-Security-Policy for every page of the shop (the SPA, index.html, the prerendered pages). */
export const SHOP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
};

/** GraphiQL is one self-contained page (inline scripts, Monaco's workers); it gets a policy of its own. */
const GRAPHIQL_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'";

const HSTS = 'max-age=31536000; includeSubDomains';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The staff REST paths: where a staff member is looked up, and each GET is one of their reads. */
const STAFF_READ_PATHS = ['/api/orders', '/admin/fabric-sku', '/admin/orders'];

function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'onbekend';
}

function requestId(req: Request): string {
  return String((req as Request & { id?: unknown }).id ?? '');
}

function unavailable(res: express.Response): void {
  res.setHeader('Retry-After', String(GUARDRAILS.retryAfterSeconds));
  res.status(503).json({ message: texts.rest.unavailable });
}

/**
 * A middleware that only sets the same headers on every answer (helmet, with a policy of fixed directives), worked out
 * once: the headers it sets are set, without its dozen middlewares per request (issue 32, item 4).
 */
function headersOnce(middleware: RequestHandler): RequestHandler {
  const headers: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  let called = false;
  const recorder = { setHeader: (name: string, value: string) => headers.push([name, value]), removeHeader: (name: string) => removed.push(name) };
  void middleware({} as Request, recorder as unknown as express.Response, () => (called = true));
  if (!called) throw new Error('the headers middleware did not answer at once: it cannot be worked out once');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * req.secure, without asking the trust-proxy rules when no proxy said a protocol: then it is the socket's own (what
 * Express answers too), and most requests say none.
 */
function secure(req: Request): boolean {
  return req.headers['x-forwarded-proto'] === undefined ? (req.socket as { encrypted?: boolean }).encrypted === true : req.secure;
}

/** The paths that answer JSON through Express (res.json, res.send): their headers are all set before they go out. */
const API_PATHS = /^\/(graphql|api)(\/|\?|$)/;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

/**
 * compression, without its work on an API answer to a request that accepts no encoding (an API client that asks for
 * none): compression never compresses those, and only adds the Vary header it gives every answer it could compress,
 * which is added here alike (issue 32, item 4).
 */
function compressWhereAccepted(): RequestHandler {
  const compress = compression();
  return (req, res, next) => {
    if (req.headers['accept-encoding'] !== undefined || !API_PATHS.test(req.url)) return compress(req, res, next);
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadWithVary(this: express.Response, ...args: unknown[]) {
      res.writeHead = writeHead;
      if (compression.filter(req, res) && !NO_TRANSFORM.test(String(res.getHeader('Cache-Control') ?? ''))) res.vary('Accept-Encoding');
      return (writeHead as (...a: unknown[]) => express.Response).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}

/**
 * Handlers run in order as one layer, as Express runs its layers (an error, or a promise that fails, goes to the error
 * handler): a request to a path with several of them passes Express's router once instead of once per handler.
 */
function inOrder(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let at = 0;
    const step = (err?: unknown): void => {
      const handler = handlers[at++];
      if (err !== undefined || !handler) return next(err);
      try {
        const ran: unknown = handler(req, res, step);
        if (ran instanceof Promise) ran.catch((error: unknown) => next(error ?? new Error('a handler failed without a reason')));
      } catch (error) {
        next(error);
      }
    };
    step();
  };
}

export async function createApp(options: AppOptions): Promise<{ app: Express; stop: () => Promise<void> }> {
  const { services } = options;
  const logger = options.logger ?? createLogger({ level: 'silent' });
  const exposeErrors = options.exposeErrors ?? false;
  const webDist = options.webDist;
  const indexHtml = webDist ? path.join(webDist, 'index.html') : undefined;
  const template = webDist && indexHtml && fs.existsSync(indexHtml) ? readTemplate(webDist) : undefined;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 'loopback');

  // What every answer passes, as one layer: its log line, helmet's headers (worked out once), HSTS, compression.
  app.use(
    inOrder(
      requestLogger(logger),
      headersOnce(helmet({
      // The page template's one inline script (the theme, before the first paint) is allowed by its hash.
      contentSecurityPolicy: { useDefaults: false, directives: { ...SHOP_CSP_DIRECTIVES, scriptSrc: [...SHOP_CSP_DIRECTIVES.scriptSrc, ...(template?.scriptHashes ?? [])] } },
      // HSTS only where it means something: on answers that went out over https.
      strictTransportSecurity: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      })),
      (req, res, next) => {
        if (secure(req)) res.setHeader('Strict-Transport-Security', HSTS);
        next();
      },
      compressWhereAccepted(),
    ),
  );

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true });
  });
  app.get('/readyz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout exceeded when trying to connect')), GUARDRAILS.database.readinessTimeoutMs).unref(),
    );
    Promise.race([services.ds.query('SELECT 1'), timeout]).then(
      () => res.json({ ok: true, database: 'ok' }),
      () => {
        res.setHeader('Retry-After', String(GUARDRAILS.retryAfterSeconds));
        res.status(503).json({ ok: false, database: 'unavailable' });
      },
    );
  });

  // The same staff changes clear the prepared catalogue, in every process.
  const forgetCatalogue = options.prepareCatalogue === false ? undefined : services.catalog.prepare(services.changes);
  const answers = options.keepAnswers === false ? undefined : new AnswerCache();
  // The same staff changes as the shared pages clear the kept answers, in every process.
  const forgetAnswers = answers ? services.changes.subscribe('pages', () => answers.clear()) : undefined;
  const apollo = await createGraphQLServer({ log: logger, exposeErrors, introspection: options.introspection ?? true, keepAnswers: answers !== undefined });
  // A staff change to what the shop shows clears its shared pages in every process (changes/writes.ts decides which).
  const pages = template ? await shopPages({ template, ssrDist: options.ssrDist, apollo, services, logger }) : undefined;

  app.use(express.json({ limit: GUARDRAILS.maxBodyBytes }));
  // The GraphQL endpoint, as one layer: every string and list that enters checked once before any resolver
  // (http/edge.ts); the staff member looked up; GraphiQL for a browser; never stored; a kept answer for an anonymous
  // visitor; Apollo. (Mutations and staff reads count against their limits in graphql/guards.ts.)
  app.use(
    '/graphql',
    inOrder(
      edgeCheck('graphql'),
      loadStaff(services.staff),
      (req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/' || !wantsGraphiql(req) || options.introspection === false) return next();
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Content-Security-Policy', GRAPHIQL_CSP);
        res.type('html').send(graphiqlPage());
      },
      (_req, res, next) => {
        res.setHeader('Cache-Control', 'no-store');
        next();
      },
      ...(answers ? [answers.graphql()] : []),
      expressMiddleware(apollo, {
        context: async ({ req, res }): Promise<RequestContext> => ({
          req,
          res,
          services,
          requestId: requestId(req),
          clientAddress: clientAddress(req),
          loaders: orderLoaders(services.ds),
        }),
      }),
    ),
  );
  // Under /admin every path: a staff screen's address with a NUL in it is no screen (the app shell would answer 200).
  app.use(['/api', '/admin', '/bestelling', '/betalen', '/webhooks', '/media'], edgeCheck('rest'));

  // Only the paths that can need a staff member look one up (a static page never waits on the database).
  app.use(STAFF_READ_PATHS, loadStaff(services.staff));

  /** A rate limit in front of paths: `take` takes the request's points, or answers null when the request does not count. */
  const limit =
    (take: (req: Request, res: express.Response) => Promise<Taken> | null): RequestHandler =>
    (req, res, next) => {
      const taking = take(req, res);
      if (!taking) return next();
      taking.then((taken) => {
        if (taken.ok) return next();
        res.setHeader('Retry-After', String(taken.retryAfterSeconds));
        res.status(429).json({ message: texts.rest.tooManyRequests(taken.retryAfterSeconds) });
      }, next);
    };
  // The general write limit, per client address; GraphQL counts each mutation itself (graphql/guards.ts). The test
  // payment page's buttons are writes too, and only the shop's own page may press them.
  const writeLimit = limit((req) => (WRITE_METHODS.has(req.method) && req.path !== '/graphql' ? services.limits.writes.take(clientAddress(req)) : null));
  app.post('/betalen/*path', sameOriginOnly(services.publicBaseUrl));
  app.use(['/api', '/admin/fabric-sku', '/admin/products', '/betalen'], writeLimit);
  // Staff reads, per staff member and client address; GraphQL counts each staff root field itself (graphql/guards.ts).
  app.use(
    STAFF_READ_PATHS,
    limit((req, res) => {
      const staff = staffOf(res);
      return staff && req.method === 'GET' ? services.limits.takeStaffReads(staff.id, clientAddress(req), 1) : null;
    }),
  );
  // The payment provider's webhook, per client address: each call makes the shop ask the provider.
  app.use('/webhooks', limit((req) => (req.method === 'POST' ? services.limits.webhook.take(personKey(clientAddress(req))) : null)));

  if (answers) app.get(['/api/products', '/api/products/:id'], answers.rest());
  app.use(restRoutes(services));
  app.use(paymentRoutes(services));
  // The sitemap dates the pages that are only code by the web build that made them.
  app.use(seoRoutes(services, { builtAt: template ? fs.statSync(indexHtml!).mtime : undefined }));

  // Unknown API paths answer JSON, never the shop's HTML.
  app.use(['/api', '/admin/fabric-sku', '/admin/orders'], (_req, res) => {
    res.status(404).json({ message: texts.rest.notFound });
  });

  if (webDist && template) {
    app.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }));
    app.use('/images', express.static(path.join(webDist, 'images'), { maxAge: '30d', index: false, fallthrough: false }));
    app.use(express.static(webDist, { index: false, maxAge: '1d', setHeaders: (res, file) => file.endsWith('.html') && res.setHeader('Cache-Control', 'no-cache') }));
    // Every other path is a page: rendered on the server (http/pages.ts), or the app shell for staff screens.
    app.get(/.*/, pages!.handler);
  } else {
    app.get('/', (_req, res) => {
      res.status(503).type('text').send(texts.rest.notBuilt);
    });
  }

  const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof HttpError) {
      if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      return void res.status(err.status).json(err.details ? { message: err.message, errors: err.details } : { message: err.message });
    }
    if (err instanceof InputError) return void res.status(400).json({ message: err.message });
    if (isDatabaseUnavailable(err)) return void unavailable(res);
    if (err instanceof MediaUnavailable) {
      // The picture may be there in a moment: never kept by a browser or a CDN.
      logger.warn({ requestId: requestId(req), err: describeError(err) }, 'media storage unavailable');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Retry-After', String(GUARDRAILS.retryAfterSeconds));
      return void res.status(503).json({ message: texts.productImages.storageUnavailable });
    }
    if (err?.type === 'entity.too.large') return void res.status(413).json({ message: texts.rest.tooLarge });
    if (err?.type === 'entity.parse.failed') return void res.status(400).json({ message: texts.rest.invalidJson });
    const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) return void res.status(status).json({ message: err.message ?? texts.rest.badRequest });
    const id = requestId(req);
    logger.error({ requestId: id, err: describeError(err) }, 'request fault');
    res.status(500).json(exposeErrors ? { message: String(err?.message ?? err), requestId: id } : { message: texts.rest.internalWithId(id), requestId: id });
  };
  app.use(errorHandler);

  return {
    app,
    stop: () => {
      pages?.stop();
      forgetAnswers?.();
      forgetCatalogue?.();
      return apollo.stop();
    },
  };
}
