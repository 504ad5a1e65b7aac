/**
 * The one module that turns numbers into text for people (nl-BE). Money is integer euro cents and is
 * formatted by the shared schema package, so client and server print "€ 34,95" identically.
 */
import { formatEuro } from '@lumina/schema';

export { formatEuro };

const longDate = new Intl.DateTimeFormat('nl-BE', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('nl-BE', { day: '2-digit', month: '2-digit', year: 'numeric' });
const integer = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 });

/** 12 juli 2025 */
export function formatDateLong(date: Date | string): string {
  return longDate.format(typeof date === 'string' ? new Date(date) : date);
}

/** 12/07/2025 */
export function formatDateShort(date: Date | string): string {
  return shortDate.format(typeof date === 'string' ? new Date(date) : date);
}

/** 1.421 */
export function formatInteger(value: number): string {
  return integer.format(value);
}

/** The lowest amount of a list of prices in cents, or null for an empty list. */
export function lowestCents(prices: readonly number[]): number | null {
  return prices.length === 0 ? null : Math.min(...prices);
}
