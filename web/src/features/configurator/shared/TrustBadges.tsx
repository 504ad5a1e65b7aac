import type { ConfiguratorShopFragment } from '../../../gql/configurator';
import { configuratorTexts } from '../../../i18n/configurator';

const t = configuratorTexts.trust;

interface TrustBadgesProps {
  shop: ConfiguratorShopFragment;
  /** The product's lead time (its delivery estimate), so the badge and 'Verwachte levering' agree. */
  deliveryWorkingDays: number;
  warrantyYears?: number;
}

/** The trust badges under a configurator (SPEC §2): warranty, free advice, the product's delivery time, free shipping. */
export function TrustBadges({ shop, deliveryWorkingDays, warrantyYears }: TrustBadgesProps) {
  const items = [
    t.warranty(warrantyYears ?? shop.warranty.generalYears),
    t.advice,
    t.delivery(deliveryWorkingDays),
    t.shipping(shop.delivery.freeShippingThreshold.formatted),
  ];
  return (
    <ul aria-label={t.label} className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2 rounded-xl border border-line bg-card px-4 py-3 text-sm font-medium">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false" className="shrink-0 text-accent">
            <path d="M5 12.5l4.2 4.2L19 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  );
}
