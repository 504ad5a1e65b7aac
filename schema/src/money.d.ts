/**
 * Money is integer euro cents everywhere. Formatting happens only at the edges:
 * `formatEuro` for people (nl-BE, "€ 34,95" with a no-break space) and
 * `centsToDecimalString` for the legacy REST shape ("34.95").
 */
export type Cents = number;
/** "€ 34,95" (nl-BE, no-break space between sign and amount). */
export declare function formatEuro(cents: Cents): string;
/** 3495 -> "34.95" (the REST layer's numeric string). */
export declare function centsToDecimalString(cents: Cents): string;
/** 3495 -> 34.95 (legacy JSON numbers such as a cart line's totalPrice). */
export declare function centsToNumber(cents: Cents): number;
/** "34.95" / "34,95" / 34.95 -> 3495, or null when it is not an amount. */
export declare function parseEuroToCents(value: string | number): Cents | null;
/** Rounds a non-integer amount of cents once, half up (away from zero for negatives). */
export declare function roundHalfUp(cents: number): Cents;
/** The VAT part contained in a VAT-inclusive amount (21% in Belgium). */
export declare function vatIncluded(totalCents: Cents, ratePercent?: number): Cents;
