/**
 * The amounts an invoice prints, from the VAT-inclusive prices the shop sells at (SPEC §9), in integer cents with the
 * domain's functions (schema/src/vat.ts, totals.ts): no floating point anywhere.
 *
 * The rounding, and where its cents go:
 * - The document's VAT is the VAT contained in its total, `vatIncluded(total)`, rounded once, half up: for an
 *   invoice exactly the order's `vat` (the one definition of totals.ts), and its total incl. VAT is the order's total.
 * - Each line first gets the VAT of one unit, `vatIncluded(unit price)`, times its quantity, so that quantity × unit
 *   price excl. VAT is the line's amount excl. VAT to the cent.
 * - Those line amounts can add up to a few cents more or less than the document's VAT (at most half a cent a unit).
 *   The difference is moved one cent at a time to the line whose VAT is furthest from its exact share
 *   (incl. × 21 / 121) in the direction needed, lines of quantity 1 (shipping among them) first, so a line with a
 *   quantity keeps unit × quantity = amount whenever another line can take the cent. A cent only ever moves a line
 *   towards its exact share, never a whole cent past it, so a line's VAT stays within half a cent a unit of its
 *   exact share (under a cent for a single unit). Only when no line of quantity 1 can take a cent does a line with
 *   a quantity take it; its unit price excl. VAT is then its amount ÷ quantity, rounded half up.
 * - A line with a discount (issue 33) is invoiced at what was paid for it (unit price × quantity − discount), and its
 *   VAT is first the VAT contained in that amount, rounded once; the correction below treats it as any other line.
 * - Every line, every total and the VAT breakdown satisfy excl. + VAT = incl. exactly: excl. is always incl. − VAT.
 */
import { VAT_PERCENT, divideHalfUp, lineTotalCents, vatIncluded, type Cents, type PricedQuantity } from '@lumina/schema';
import type { InvoiceDocument, InvoiceLine } from './invoice.entity';

/** A line to invoice: what it says, and its VAT-inclusive unit price and quantity, less its discount (if any). */
export interface LineToInvoice extends PricedQuantity {
  description: string;
  details: string[];
  /** What a promotion took off this line (issue 33): its amount is unit price × quantity − discount. */
  discountCents?: Cents;
}

/** The lines with their VAT and amounts excl. VAT; the lines' VAT adds up to the VAT contained in their sum. */
export function invoiceLines(lines: readonly LineToInvoice[], ratePercent: number = VAT_PERCENT): InvoiceLine[] {
  const incl = lines.map((line) => lineTotalCents(line) - (line.discountCents ?? 0));
  const targetVat = vatIncluded(incl.reduce((sum, cents) => sum + cents, 0), ratePercent);
  // A discounted line has no one unit price as paid: its VAT is that contained in what was paid for it.
  const vat = lines.map((line, i) => (line.discountCents ? vatIncluded(incl[i]!, ratePercent) : vatIncluded(line.unitPriceCents, ratePercent) * line.quantity));
  // How far each line's VAT is from its exact share, in 1/(100 + rate) cents: vat − incl × rate / (100 + rate).
  const scale = 100 + ratePercent;
  const error = (i: number) => vat[i]! * scale - incl[i]! * ratePercent;

  let difference = targetVat - vat.reduce((sum, cents) => sum + cents, 0);
  while (difference !== 0) {
    const step = Math.sign(difference);
    // A line may take a cent towards its exact share only (never a whole cent past it).
    const candidates = lines.map((_, i) => i).filter((i) => (step > 0 ? error(i) < 0 : error(i) > 0));
    // Never empty: while the lines' VAT is a cent or more short (over), some line is below (above) its exact share.
    const singles = candidates.filter((i) => lines[i]!.quantity === 1);
    const pool = singles.length > 0 ? singles : candidates;
    const chosen = pool.reduce((best, i) => (Math.abs(error(i)) > Math.abs(error(best)) ? i : best));
    vat[chosen]! += step;
    difference -= step;
  }

  return lines.map((line, i) => pricedLine(line, incl[i]!, vat[i]!, ratePercent));
}

/** A line of these amounts: excl. = incl. − VAT; the unit price excl. VAT is the amount ÷ quantity, rounded half up. */
export function pricedLine(
  line: Pick<LineToInvoice, 'description' | 'details' | 'quantity'>,
  amountInclCents: Cents,
  vatCents: Cents,
  ratePercent: number = VAT_PERCENT,
): InvoiceLine {
  const amountExclCents = amountInclCents - vatCents;
  return {
    description: line.description,
    details: line.details,
    quantity: line.quantity,
    unitPriceExclCents: line.quantity === 0 ? 0 : divideHalfUp(BigInt(amountExclCents), BigInt(line.quantity)),
    amountExclCents,
    vatPercent: ratePercent,
    vatCents,
    amountInclCents,
  };
}

/** The document's totals and VAT breakdown (one rate: the shop's) from its lines. */
export function invoiceTotals(lines: readonly InvoiceLine[]): Pick<InvoiceDocument, 'totals' | 'vatBreakdown'> {
  const inclCents = lines.reduce((sum, line) => sum + line.amountInclCents, 0);
  const vatCents = lines.reduce((sum, line) => sum + line.vatCents, 0);
  const exclCents = inclCents - vatCents;
  const rates = [...new Set(lines.map((line) => line.vatPercent))];
  return {
    totals: { exclCents, vatCents, inclCents },
    vatBreakdown: rates.map((vatPercent) => {
      const atRate = lines.filter((line) => line.vatPercent === vatPercent);
      return {
        vatPercent,
        baseCents: atRate.reduce((sum, line) => sum + line.amountExclCents, 0),
        vatCents: atRate.reduce((sum, line) => sum + line.vatCents, 0),
      };
    }),
  };
}
