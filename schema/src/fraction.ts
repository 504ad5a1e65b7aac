/**
 * Exact fractions (BigInt), so that 34.95 × 1.5 × 2.0 never becomes 104.84999: the price engine's arithmetic
 * (price-engine.ts), and the rules check's (rules-check.ts) when it looks for the lowest and highest price a rule
 * set can make. Denominators are always positive.
 */
import { divideHalfUp, type Cents } from './money';

export interface Fraction {
  n: bigint;
  d: bigint;
}
export const frac = (n: bigint | number, d: bigint | number = 1n): Fraction => ({ n: BigInt(n), d: BigInt(d) });
/** a + b; over the larger denominator when it is a multiple of the other (the shop's are powers of ten), so long sums stay short. */
export function add(a: Fraction, b: Fraction): Fraction {
  if (a.d % b.d === 0n) return { n: a.n + b.n * (a.d / b.d), d: a.d };
  if (b.d % a.d === 0n) return { n: b.n + a.n * (b.d / a.d), d: b.d };
  return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}
export const sub = (a: Fraction, b: Fraction): Fraction => add(a, { n: -b.n, d: b.d });
export const mul = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });
export const lessThan = (a: Fraction, b: Fraction): boolean => a.n * b.d < b.n * a.d;
export const abs = (a: Fraction): Fraction => (a.n < 0n ? { n: -a.n, d: a.d } : a);

/** A decimal such as 1.15 or 12.5 as an exact fraction. */
export function decimal(value: number): Fraction {
  const text = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`Not a plain decimal: ${text}`);
  const [whole, fraction = ''] = text.split('.');
  return frac(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

/** Half up (away from zero for negative amounts), once. */
export function roundCents(f: Fraction): Cents {
  return divideHalfUp(f.n, f.d);
}
