/** The shop's order numbers, LUM-{year}-{five digits}: the year of placement in Belgium, then the sequence's number. */
export function orderNumber(sequence: number, placedAt: Date): string {
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Brussels' }).format(placedAt);
  return `LUM-${year}-${String(sequence).padStart(5, '0')}`;
}
