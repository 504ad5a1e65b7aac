/**
 * Money is integer euro cents everywhere. Formatting happens only at the edges:
 * `formatEuro` for people (nl-BE, "€ 34,95" with a no-break space) and
 * `centsToDecimalString` for the legacy REST shape ("34.95").
 */
export type Cents = number;

/** The shop's one currency (ISO 4217). */
export const CURRENCY = 'EUR' as const;

const euro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: CURRENCY });

/** "€ 34,95" (nl-BE, no-break space between sign and amount). */
export function formatEuro(cents: Cents): string {
  return euro.format(cents / 100).replace(/\s/u, '\u00a0');
}

/** 3495 -> "34.95" (the REST layer's numeric string). */
export function centsToDecimalString(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * numerator / denominator as a whole number, rounded half up (away from zero for a negative result): the one
 * rounding of money in the shop (ARCHITECTURE §2: exact until the end, rounded once).
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  // Half up: floor((2n + d) / 2d).
  const rounded = Number((2n * n + d) / (2n * d));
  return negative && rounded !== 0 ? -rounded : rounded;
}

/** 3495 -> 34.95 (legacy JSON numbers such as a cart line's totalPrice). */
export function centsToNumber(cents: Cents): number {
  return Number(centsToDecimalString(cents));
}
