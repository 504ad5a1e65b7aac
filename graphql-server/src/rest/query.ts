/** A single query-string value; repeated (`?q=a&q=b`) or nested parameters count as absent. */
export function queryString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** An optional non-negative integer query parameter; anything else is left to the service to reject. */
export function queryInt(value: unknown): number | undefined {
  const text = queryString(value)?.trim();
  if (text === undefined || text === '') return undefined;
  return /^-?\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}
