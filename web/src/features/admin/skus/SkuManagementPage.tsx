import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { AdminFabricSkuDocument, AdminSkusBrandDocument } from '../../../gql/admin';
import { adminSkus } from '../../../i18n/admin-skus';
import { useSessionExpiry, useStaffCan } from '../shared/staff';
import { secondaryButton } from '../shared/ui';
import { FabricOverview } from './FabricOverview';
import { SkuDetail, type SkuDetailState } from './SkuDetail';
import { SkuFormDialog } from './SkuFormDialog';
import { SkuImportDialog } from './SkuImportDialog';
import { SkuSearch } from './SkuSearch';
import { SkuSettingsDialog } from './SkuSettingsDialog';
import { Tabs } from './Tabs';

const t = adminSkus;

/** The server-made CSV of every SKU (SPEC §9 columns, file name fabric-sku-export-{YYYY-MM-DD}.csv). */
export const SKU_EXPORT_URL = '/admin/fabric-sku/export.csv';

type TabKey = 'overview' | 'search' | 'detail';
const TAB_KEYS: readonly TabKey[] = ['overview', 'search', 'detail'];

/** The page's title, also the tab's. */
function useTitle(): string {
  const brand = useQuery(AdminSkusBrandDocument).data?.shop.brand.name;
  const title = brand ? t.title(brand) : t.titleFallback;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}

/** The tab and the selected SKU live in the URL (?tab=detail&sku=LUM-LD-0101): a reload keeps them. */
function useSelection() {
  const [params, setParams] = useSearchParams();
  const tab = TAB_KEYS.find((key) => key === params.get('tab')) ?? 'overview';
  const sku = params.get('sku')?.trim() || null;
  const select = (next: TabKey) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  const open = (internalSku: string) => setParams({ tab: 'detail', sku: internalSku });
  return { tab, sku, select, open };
}

/**
 * Fabric SKU management for the staff (SPEC §2 "Admin SKU management"): three tabs — Fabric Overview,
 * SKU Search, Detailed View — 'Export CSV' (all SKUs, made by the server) and 'Settings' for the SKU in
 * Detailed View.
 */
export default function SkuManagementPage() {
  const title = useTitle();
  const { tab, sku, select, open } = useSelection();
  const canCreate = useStaffCan('Mutation.fabricSkuCreate');
  const canEdit = useStaffCan('Mutation.fabricSkuUpdate');
  const canImport = useStaffCan('Mutation.fabricSkuImport');
  const canOpenProducts = useStaffCan('Query.staffProduct');

  const detail = useQuery(AdminFabricSkuDocument, { variables: { internalSku: sku ?? '' }, skip: !sku });
  useSessionExpiry(detail.error);
  let state: SkuDetailState;
  if (!sku) state = { kind: 'none' };
  else if (detail.data) state = detail.data.fabricSku ? { kind: 'found', fabric: detail.data.fabricSku } : { kind: 'notFound', internalSku: sku };
  else if (detail.error) state = { kind: 'failed', error: detail.error, retry: () => void detail.refetch() };
  else state = { kind: 'loading' };

  const onOpen = (internalSku: string) => {
    open(internalSku);
    // The detail panel is shown by the same click; move focus to it so keyboard users land on the SKU.
    requestAnimationFrame(() => document.getElementById('sku-panel-detail')?.focus());
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-8 md:py-10">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-3xl leading-tight font-semibold md:text-4xl">{title}</h1>
          <p className="mt-2 text-ink-soft">{t.intro}</p>
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <a href={SKU_EXPORT_URL} download className={secondaryButton} aria-describedby="sku-export-hint">
            {t.exportCsv}
          </a>
          <span id="sku-export-hint" className="sr-only">
            {t.exportCsvHint}
          </span>
          {canCreate && <SkuFormDialog onCreated={onOpen} />}
          {canImport && <SkuImportDialog />}
          {canEdit && state.kind === 'found' && <SkuFormDialog key={state.fabric.internalSku} fabric={state.fabric} />}
          <SkuSettingsDialog fabric={state.kind === 'found' ? state.fabric : null} />
        </div>
      </div>

      <div className="mt-8">
        <Tabs<TabKey>
          label={t.tabs.label}
          idPrefix="sku"
          selected={tab}
          onSelect={select}
          tabs={[
            { key: 'overview', label: t.tabs.overview, panel: <FabricOverview onOpen={onOpen} /> },
            { key: 'search', label: t.tabs.search, panel: <SkuSearch onOpen={onOpen} /> },
            { key: 'detail', label: t.tabs.detail, panel: <SkuDetail state={state} productsHref={canOpenProducts ? (id) => `/admin/producten?product=${encodeURIComponent(id)}` : undefined} /> },
          ]}
        />
      </div>
    </div>
  );
}
