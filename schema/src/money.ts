/**
 * Money is integer euro cents everywhere. Formatting happens only at the edges:
 * `formatEuro` for people (nl-BE, "€ 34,95" with a no-break space) and
 * `centsToDecimalString` for the legacy REST shape ("34.95").
 */
export type Cents = number;

const euro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

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

/** 3495 -> 34.95 (legacy JSON numbers such as a cart line's totalPrice). */
export function centsToNumber(cents: Cents): number {
  return Number(centsToDecimalString(cents));
}

/** "34.95" / "34,95" / 34.95 -> 3495, or null when it is not an amount. */
export function parseEuroToCents(value: string | number): Cents | null {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** Rounds a non-integer amount of cents once, half up (away from zero for negatives). */
export function roundHalfUp(cents: number): Cents {
  const rounded = Math.sign(cents) * Math.floor(Math.abs(cents) + 0.5 + 1e-9);
  return rounded === 0 ? 0 : rounded;
}

/** The VAT part contained in a VAT-inclusive amount (21% in Belgium). */
export function vatIncluded(totalCents: Cents, ratePercent = 21): Cents {
  return roundHalfUp((totalCents * ratePercent) / (100 + ratePercent));
}
