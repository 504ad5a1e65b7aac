/** Whether a failed statement broke a unique constraint (PostgreSQL 23505): a race another request won, never a 500. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { driverError?: { code?: string } }).driverError?.code === '23505';
}
