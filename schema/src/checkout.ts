/**
 * What a checkout form accepts, for the server (which decides) and the browser (which checks first): one
 * e-mail rule, one phone rule, the field lengths, and the postcodes of the two countries the shop delivers to.
 */

/** One @, a dot in the domain, no spaces: what a mail client accepts in practice. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Digits, spaces and + ( ) . / -, at least six of them. */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,}$/;

/** Longest value of each checkout field, in characters (after trimming). */
export const CHECKOUT_MAX_LENGTH = { name: 120, email: 254, phone: 40, street: 200, postcode: 10, city: 100, notes: 1000 } as const;

export type DeliveryCountry = 'BE' | 'NL';

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
