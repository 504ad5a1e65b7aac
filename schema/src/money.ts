/**
 * Money is integer euro cents everywhere. Formatting happens only at the edges:
 * `formatEuro` for people (nl-BE, "€ 34,95" with a no-break space) and
 * `centsToDecimalString` for the legacy REST shape ("34.95").
 */
export type Cents = number;

/**
 * The most cents one amount may come to: 2^31 − 1 (€ 21.474.836,47), the top of PostgreSQL's `integer`, the type of
 * every money column the shop stores (a cart line's unit price, an order's lines and totals, an invoice). A price
 * beyond it could be quoted but never stored, so the engine quotes none (`quote`) and the rules check refuses rules
 * that could make one (rules-check.ts).
 */
export const MAX_STORED_CENTS = 2_147_483_647;

/** Whether an amount of either sign fits the shop's money columns (not when it is no number at all). */
export function fitsStoredCents(cents: Cents): boolean {
  return Math.abs(cents) <= MAX_STORED_CENTS;
}

/** The shop's one currency (ISO 4217). */
export const CURRENCY = 'EUR' as const;

let euro: Intl.NumberFormat | undefined;

/**
 * "€ 34,95", "€ 1.234,50", "€ -3,00" (nl-BE, no-break space between sign and amount). Whole cents, the shop's
 * only kind, are written out here: creating the first Intl.NumberFormat loads the locale's data, ~30 ms of a
 * phone's start-up (120 ms under a 4× slowdown), and the browser's ICU could also differ from the server's. Any
 * other number goes to Intl, created on first need.
 */
export function formatEuro(cents: Cents): string {
  if (Number.isInteger(cents) && Math.abs(cents) < 1e15) {
    const abs = Math.abs(cents);
    const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/gu, '.');
    return `€\u00a0${cents < 0 || Object.is(cents, -0) ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')}`;
  }
  euro ??= new Intl.NumberFormat('nl-BE', { style: 'currency', currency: CURRENCY });
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
