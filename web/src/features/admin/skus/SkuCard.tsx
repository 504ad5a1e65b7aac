import type { AdminFabricSkuCardFragment } from '../../../gql/admin';
import { adminSkus } from '../../../i18n/admin-skus';
import { LiveBadge, SampleBadge } from './SkuBadges';

const t = adminSkus.card;

interface SkuCardProps {
  sku: AdminFabricSkuCardFragment;
  /** SKU Search also shows the manufacturer's and supplier's codes. */
  withCodes?: boolean;
  onOpen: (internalSku: string) => void;
}

/**
 * One fabric SKU as a card (SPEC §2 "Fabric Overview"): SKU, Live/Hidden, name, price group, max width with
 * cassette, lead time, supplier, sample flag. The whole card is one button: click or Enter opens it in
 * Detailed View.
 */
export function SkuCard({ sku, withCodes = false, onOpen }: SkuCardProps) {
  return (
    <button
      type="button"
      onClick={() => onOpen(sku.internalSku)}
      className="flex h-full w-full flex-col gap-2 rounded-2xl border border-line bg-card p-4 text-left shadow-sm hover:border-ink-soft hover:bg-sand/40"
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm font-semibold tracking-tight">{sku.internalSku}</span>
        <LiveBadge visible={sku.visibleOnFrontend} />
      </span>
      <span className="font-display text-lg leading-snug font-semibold">{sku.fabricDisplayName}</span>
      <span className="flex flex-col gap-0.5 text-sm text-ink-soft">
        <span>{t.priceGroup(sku.priceGroup)}</span>
        <span>{t.maxWidth(sku.maxWidthCm, adminSkus.cassette[sku.cassetteType] ?? sku.cassetteType)}</span>
        <span>{t.leadTime(sku.leadTimeDays)}</span>
        <span>{t.supplier(sku.supplierName)}</span>
        {withCodes && (
          <>
            <span>
              {t.manufacturerCode}: <span className="font-mono text-ink">{sku.manufacturerCode}</span>
            </span>
            <span>
              {t.supplierCode}: <span className="font-mono text-ink">{sku.supplierCode}</span>
            </span>
          </>
        )}
      </span>
      <span className="mt-auto pt-1">
        <SampleBadge available={sku.sampleAvailable} />
      </span>
    </button>
  );
}

/** A grid of SKU cards. */
export function SkuCardList({ skus, label, withCodes, onOpen }: { skus: readonly AdminFabricSkuCardFragment[]; label: string; withCodes?: boolean; onOpen: (internalSku: string) => void }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {skus.map((sku) => (
        <li key={sku.internalSku}>
          <SkuCard sku={sku} withCodes={withCodes} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
