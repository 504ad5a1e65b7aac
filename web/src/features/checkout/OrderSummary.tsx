import { useCart } from '../../components/cart-context';
import type { CheckoutSummaryCartFragment } from '../../gql/checkout';
import { checkoutTexts } from '../../i18n/checkout';
import { OrderTotals } from '../../components/OrderTotals';
import { OrderLine } from './OrderParts';

const t = checkoutTexts.summary;

interface Props {
  cart: CheckoutSummaryCartFragment;
  /** The shop facts' free-shipping threshold. */
  freeShippingThreshold: { cents: number; formatted: string };
  vatPercent: number;
}

/**
 * The order summary of the checkout: each line with its configuration, subtotal, shipping ('Gratis' or the
 * amount and what is still missing for free shipping), the total the shopper pays with the VAT in it, and
 * the estimated delivery day. Every amount is the server's (Cart.totals): this only formats.
 */
export function OrderSummary({ cart, freeShippingThreshold, vatPercent }: Props) {
  const { openCart } = useCart();
  const { totals } = cart;
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl border border-line bg-card p-5 md:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="summary-title" className="text-2xl font-semibold">
          {t.heading}
        </h2>
        <button type="button" onClick={openCart} className="shrink-0 text-sm font-medium text-accent underline underline-offset-2 hover:text-accent-hover">
          {t.edit}
        </button>
      </div>
      <ul aria-label={t.linesLabel} className="mt-3 divide-y divide-line">
        {cart.lines.map((line) => (
          <OrderLine
            key={line.id}
            name={line.product.name}
            total={line.total.formatted}
            quantity={line.quantity}
            summary={line.summary}
            image={line.product.images[0] ?? null}
          />
        ))}
      </ul>
      <OrderTotals
        subtotal={totals.subtotal.formatted}
        discount={{ label: cart.discountCode ?? null, ...totals.discount }}
        shipping={totals.shipping}
        toFreeShipping={totals.toFreeShipping.cents > 0 ? { missing: totals.toFreeShipping.formatted, threshold: freeShippingThreshold.formatted } : null}
        total={totals.total.formatted}
        totalTestId="checkout-total"
        vat={{ amount: totals.vat.formatted, percent: vatPercent }}
      />
      {/* A kept code that takes nothing off now: the order is refused while it is there (remove it in the cart). */}
      {cart.discountCodeProblem && <p className="mt-3 text-sm font-medium text-danger">{cart.discountCodeProblem}</p>}
      {cart.deliveryEstimate && (
        <div className="mt-4 flex gap-3 rounded-xl bg-sand/60 p-3">
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="mt-0.5 shrink-0">
            <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7z" />
            <circle cx="7" cy="17.5" r="1.5" />
            <circle cx="17" cy="17.5" r="1.5" />
          </svg>
          <div>
            <p className="font-semibold">{t.delivery(cart.deliveryEstimate.label)}</p>
            <p className="text-sm text-ink-soft">{t.deliveryHint(cart.deliveryEstimate.workingDays)}</p>
          </div>
        </div>
      )}
    </section>
  );
}
