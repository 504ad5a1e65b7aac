/**
 * Opt-in count of the SQL statements each HTTP request sends to PostgreSQL (SQL_STATEMENT_COUNT=1; `npm run bench`
 * sets it), answered in the `X-SQL-Statements` header. Every statement goes through pg's Client#query (TypeORM's
 * driver, its transactions' BEGIN/COMMIT, raw pool queries), so that one method is counted, per request by
 * AsyncLocalStorage; work outside a request (housekeeping, the mail queue) is not counted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import pg from 'pg';

export const STATEMENT_HEADER = 'X-SQL-Statements';

const requests = new AsyncLocalStorage<{ statements: number }>();
let installed = false;

function install() {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    const count = requests.getStore();
    if (count) count.statements++;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** The listener as is, or (enabled, by default when SQL_STATEMENT_COUNT=1) counting each request's statements. */
export function countStatements<L extends RequestListener>(listener: L, enabled = process.env.SQL_STATEMENT_COUNT === '1'): L {
  if (!enabled) return listener;
  install();
  const counted = (req: IncomingMessage, res: ServerResponse) => {
    const count = { statements: 0 };
    const writeHead = res.writeHead;
    // The header goes out with the status line, so it is set when that is written, after the answer's work.
    res.writeHead = function writeHeadWithCount(this: ServerResponse, ...args: unknown[]) {
      if (!this.headersSent) this.setHeader(STATEMENT_HEADER, String(count.statements));
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.writeHead;
    requests.run(count, () => listener(req, res));
  };
  return counted as L;
}
