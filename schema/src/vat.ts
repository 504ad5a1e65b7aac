/**
 * Value-added tax: the one rate (SPEC §9, prices include 21% VAT) and the one way to find the VAT inside a
 * VAT-inclusive amount. Exact integer arithmetic, rounded once, half up: no floating point anywhere.
 */
import { divideHalfUp, type Cents } from './money';

/** Belgian standard VAT rate, in percent. Every price in the shop includes it. */
export const VAT_PERCENT = 21;

/** The VAT part contained in a VAT-inclusive amount: total × rate / (100 + rate), rounded half up. */
export function vatIncluded(totalCents: Cents, ratePercent: number = VAT_PERCENT): Cents {
  if (!Number.isSafeInteger(totalCents)) throw new RangeError(`Not a whole number of cents: ${totalCents}`);
  if (!Number.isInteger(ratePercent) || ratePercent < 0) throw new RangeError(`Not a VAT percentage: ${ratePercent}`);
  return divideHalfUp(BigInt(totalCents) * BigInt(ratePercent), BigInt(100 + ratePercent));
}
