import { nl } from '../i18n/nl';

const t = nl.totals;

interface TotalsProps {
  subtotal: string;
  /** What a discount code takes off the lines (issue 33): its code and the amount, formatted; none without one. */
  discount?: { label: string | null; cents: number; formatted: string } | null;
  shipping: { cents: number; formatted: string };
  /** What the subtotal still lacks for free shipping and the threshold, when shipping is not free (the cart, the checkout). */
  toFreeShipping?: { missing: string; threshold: string } | null;
  total: string;
  /** data-testid of the total, for the tests. */
  totalTestId: string;
  /** The VAT contained in the total, formatted, and its rate. */
  vat: { amount: string; percent: number };
  className?: string;
}

/**
 * What an order costs, as the server adds it up (Cart.totals, an order's amounts): subtotal, shipping ('Gratis' at 0,
 * else the amount and what is missing for free shipping), the total to pay and the VAT in it. The cart panel, the
 * checkout and the confirmation show the same lines, so the cart says what the checkout will charge.
 */
export function OrderTotals({ subtotal, discount, shipping, toFreeShipping, total, totalTestId, vat, className = 'mt-2 border-t border-line pt-4' }: TotalsProps) {
  return (
    <div className={className}>
      <dl className="space-y-2">
        <div className="flex justify-between gap-4">
          <dt>{t.subtotal}</dt>
          <dd className="tabular-nums">{subtotal}</dd>
        </div>
        {discount && discount.cents > 0 && (
          <div className="flex justify-between gap-4">
            <dt>{t.discount(discount.label)}</dt>
            <dd data-testid="order-discount" className="tabular-nums">
              −{discount.formatted}
            </dd>
          </div>
        )}
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt>{t.shipping}</dt>
          <dd data-testid="order-shipping" className="tabular-nums">
            {shipping.cents === 0 ? <span className="font-medium text-success">{t.free}</span> : shipping.formatted}
          </dd>
          {shipping.cents > 0 && toFreeShipping && (
            <dd className="basis-full text-sm text-ink-soft">{t.toFreeShipping(toFreeShipping.missing, toFreeShipping.threshold)}</dd>
          )}
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="text-lg font-semibold">{t.total}</dt>
          <dd data-testid={totalTestId} className="text-2xl font-semibold tabular-nums">
            {total}
          </dd>
        </div>
      </dl>
      <p className="text-right text-sm text-ink-soft">{t.vat(vat.amount, vat.percent)}</p>
    </div>
  );
}
