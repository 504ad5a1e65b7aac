/**
 * Whether an error means "the database cannot be reached or does not answer" (down, hung, restarting, out of
 * connections) rather than a fault in a query. Those become a fast 503 with Retry-After, never a 500.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL SQLSTATEs: query_canceled (statement timeout), shutdown, cannot connect now, too many connections. */
const SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '53400']);
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /query read timeout/i,
  /not queryable/i,
  /connection (?:is )?closed/i,
  /terminating connection/i,
  /the database system is (?:starting up|shutting down)/i,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; originalError?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATES.has(e.code) || e.code.startsWith('08'))) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  return [e.driverError, e.cause, e.originalError].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
