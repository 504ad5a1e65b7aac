/**
 * The two countries the shop delivers to and their postcodes: what a checkout accepts (the form's rule in
 * forms/checkout.ts) and how an order writes it.
 */

export const DELIVERY_COUNTRIES = ['BE', 'NL'] as const;

export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

const POSTCODES: Record<DeliveryCountry, { pattern: RegExp; format: (m: RegExpMatchArray) => string }> = {
  // Belgium: 4 digits, 1000–9999.
  BE: { pattern: /^([1-9]\d{3})$/, format: (m) => m[1]! },
  // The Netherlands: 4 digits (not starting with 0) and 2 letters, written "1016 BS".
  NL: { pattern: /^([1-9]\d{3}) ?([A-Za-z]{2})$/, format: (m) => `${m[1]} ${m[2]!.toUpperCase()}` },
};

/** The postcode as the country writes it ("1016 BS", "9000"), or null when it is not one of that country. */
export function normalisePostcode(country: DeliveryCountry, postcode: string): string | null {
  const match = postcode.trim().match(POSTCODES[country].pattern);
  return match ? POSTCODES[country].format(match) : null;
}
