import { useId, useState } from 'react';
import type { DeliveryPanelShopFragment } from '../../../gql/catalog';
import { catalogProductDetail } from '../../../i18n/catalog-product-detail';
import { formatEuro } from '../../../lib/format';

const t = catalogProductDetail.delivery;

/** SPEC §2: the collapsible delivery panel, closed at first; every number from the shop facts. */
export function DeliveryPanel({ shop }: { shop: DeliveryPanelShopFragment }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { delivery } = shop;
  const items = [
    [t.timeTitle, t.time(delivery.atelierMinWorkingDays, delivery.atelierMaxWorkingDays)],
    [t.shippingTitle, t.shipping(formatEuro(delivery.freeShippingThreshold.cents))],
    [t.trackTitle, t.track],
    [t.qualityTitle, t.quality],
  ] as const;
  return (
    <section className="mt-10 rounded-2xl border border-line bg-card">
      <h2 className="text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-12 w-full items-center justify-between gap-4 rounded-2xl px-5 py-3 text-left"
        >
          {t.title}
          <span aria-hidden="true" className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
      </h2>
      <div id={`${id}-panel`} hidden={!open} className="border-t border-line px-5 py-4">
        <dl className="grid gap-4 sm:grid-cols-2">
          {items.map(([title, text]) => (
            <div key={title}>
              <dt className="font-semibold">{title}</dt>
              <dd className="mt-1 text-ink-soft">{text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
