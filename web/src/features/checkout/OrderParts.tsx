import type { ReactNode } from 'react';
import { checkoutTexts } from '../../i18n/checkout';

const t = checkoutTexts.summary;

interface LineProps {
  name: string;
  /** The line total, formatted. */
  total: string;
  quantity: number;
  /** The configuration in Dutch summary lines ('Afmetingen: 150 × 180 cm', …). */
  summary: readonly string[];
  /** The product picture (the checkout shows it; a placed order has none). */
  image?: string | null;
}

/** One blind of the checkout summary or of a placed order: name, total, quantity and its configuration. */
export function OrderLine({ name, total, quantity, summary, image }: LineProps) {
  return (
    <li className="flex gap-3 py-4">
      {image !== undefined &&
        (image ? (
          <img src={image} width={72} height={54} alt="" className="h-[54px] w-[72px] shrink-0 rounded-lg bg-sand object-cover" />
        ) : (
          <span aria-hidden="true" className="h-[54px] w-[72px] shrink-0 rounded-lg bg-sand" />
        ))}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-sans text-base leading-snug font-semibold">{name}</h3>
          <p className="shrink-0 font-semibold tabular-nums">{total}</p>
        </div>
        <p className="mt-0.5 text-sm text-ink-soft">{t.quantity(quantity)}</p>
        {summary.length > 0 && (
          <ul className="mt-1 space-y-0.5 text-sm text-ink-soft">
            {summary.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

interface TotalsProps {
  subtotal: string;
  shipping: { cents: number; formatted: string };
  /** Said under the shipping when it is not free (what is missing for free shipping). */
  shippingNote?: ReactNode;
  total: string;
  /** data-testid of the total, for the browser tests. */
  totalTestId: string;
  /** 'Inclusief € x btw (21%)'. */
  vat: string;
}

/** Subtotal, shipping ('Gratis' at 0), the total to pay and the VAT in it. */
export function OrderTotals({ subtotal, shipping, shippingNote, total, totalTestId, vat }: TotalsProps) {
  return (
    <>
      <dl className="mt-2 space-y-2 border-t border-line pt-4">
        <div className="flex justify-between gap-4">
          <dt>{t.subtotal}</dt>
          <dd className="tabular-nums">{subtotal}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt>{t.shipping}</dt>
          <dd data-testid="order-shipping" className="tabular-nums">
            {shipping.cents === 0 ? <span className="font-medium text-success">{t.free}</span> : shipping.formatted}
          </dd>
          {shipping.cents > 0 && shippingNote && <dd className="basis-full text-sm text-ink-soft">{shippingNote}</dd>}
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="text-lg font-semibold">{t.total}</dt>
          <dd data-testid={totalTestId} className="text-2xl font-semibold tabular-nums">
            {total}
          </dd>
        </div>
      </dl>
      <p className="text-right text-sm text-ink-soft">{vat}</p>
    </>
  );
}
