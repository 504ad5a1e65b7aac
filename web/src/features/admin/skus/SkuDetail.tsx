import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FIELD_TEXTS } from '@lumina/schema';
import type { AdminFabricSkuDetailFragment } from '../../../gql/admin';
import { adminSkus } from '../../../i18n/admin-skus';
import { formatStaffDateTime, isoOf } from '../../../lib/format';
import { EmptyState, LoadError } from '../shared/ui';
import { LiveBadge, SampleBadge } from './SkuBadges';

const t = adminSkus.detail;

/** A form field's label ("priceGroup" → "Prijsgroep"), as the form and its messages name it. */
const labelOf = (field: string) => (FIELD_TEXTS as Record<string, { label: string } | undefined>)[field]?.label ?? field;

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-card p-5">
      <h3 id={id} className="font-sans text-base font-semibold">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** What the detail query has: nothing selected, loading, failed, unknown SKU, or the SKU. */
export type SkuDetailState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown; retry: () => void }
  | { kind: 'notFound'; internalSku: string }
  | { kind: 'found'; fabric: AdminFabricSkuDetailFragment };

/**
 * Detailed View (SPEC §2): product information, manufacturing details, export metadata, availability badges
 * the products made in it (each a link to it when `productsHref` is given: the role may open products) and the
 * history of the settings; a prompt when no fabric is selected; a failure is said, not swallowed.
 */
export function SkuDetail({ state, productsHref }: { state: SkuDetailState; productsHref?: (productId: string) => string }) {
  if (state.kind === 'none') {
    return (
      <EmptyState>
        <p>{t.prompt}</p>
      </EmptyState>
    );
  }
  if (state.kind === 'loading') {
    return (
      <p role="status" className="py-6 text-ink-soft">
        {t.loading}
      </p>
    );
  }
  if (state.kind === 'failed') return <LoadError error={state.error} message={t.failed} onRetry={state.retry} />;
  if (state.kind === 'notFound') {
    return (
      <EmptyState>
        <p role="alert">{t.notFound(state.internalSku)}</p>
      </EmptyState>
    );
  }

  const { fabric } = state;
  const meta = fabric.exportMetadata;
  const prefix = `sku-${fabric.internalSku}`;
  return (
    <article aria-labelledby={`${prefix}-title`}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-sm font-semibold">{fabric.internalSku}</p>
          <h2 id={`${prefix}-title`} className="text-2xl font-semibold md:text-3xl">
            {fabric.fabricDisplayName}
          </h2>
        </div>
      </header>

      <div className="mt-5 grid gap-4 md:grid-cols-2">
        <Section id={`${prefix}-product`} title={t.productHeading}>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Fact label={t.internalSku}>{fabric.internalSku}</Fact>
            <Fact label={t.productId}>{fabric.fabricLine}</Fact>
            <Fact label={t.name}>{fabric.fabricDisplayName}</Fact>
            <Fact label={t.fabricType}>{adminSkus.fabricTypes[fabric.fabricType] ?? fabric.fabricType}</Fact>
            <Fact label={t.priceGroup}>{fabric.priceGroup}</Fact>
          </dl>
        </Section>

        <Section id={`${prefix}-manufacturing`} title={t.manufacturingHeading}>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Fact label={t.manufacturerCode}>{fabric.manufacturerCode}</Fact>
            <Fact label={t.supplierCode}>{fabric.supplierCode}</Fact>
            <Fact label={t.supplier}>{fabric.supplierName}</Fact>
            <Fact label={t.maxWidth}>{t.cm(fabric.maxWidthCm)}</Fact>
            <Fact label={t.cassette}>{adminSkus.cassette[fabric.cassetteType] ?? fabric.cassetteType}</Fact>
            <Fact label={t.leadTime}>{t.days(fabric.leadTimeDays)}</Fact>
          </dl>
        </Section>

        <Section id={`${prefix}-export`} title={t.exportHeading}>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Fact label={t.supplier}>{meta.supplierName}</Fact>
            <Fact label={t.fabricCategory}>{meta.fabricCategory}</Fact>
            <Fact label={t.qualityGrade}>{meta.qualityGrade}</Fact>
            <Fact label={t.warranty}>{t.months(meta.warrantyMonths)}</Fact>
            <Fact label={t.specialInstructions} wide>
              {meta.specialInstructions || t.none}
            </Fact>
          </dl>
        </Section>

        <Section id={`${prefix}-availability`} title={t.availabilityHeading}>
          <ul className="space-y-3">
            <li className="flex flex-wrap items-center gap-2">
              <LiveBadge visible={fabric.visibleOnFrontend} />
              <span className="text-sm text-ink-soft">{t.visibleText(fabric.visibleOnFrontend)}</span>
            </li>
            <li className="flex flex-wrap items-center gap-2">
              <SampleBadge available={fabric.sampleAvailable} />
              <span className="text-sm text-ink-soft">{t.sampleText(fabric.sampleAvailable)}</span>
            </li>
          </ul>
        </Section>
      </div>

      <div className="mt-4 grid gap-4">
        <Section id={`${prefix}-used`} title={t.usedByHeading}>
          {fabric.usedBy.length === 0 ? (
            <p className="text-ink-soft">{t.notUsed}</p>
          ) : (
            <ul className="space-y-1">
              {fabric.usedBy.map((use) => (
                <li key={`${use.productId}-${use.colour ?? ''}`} className="break-words">
                  {productsHref ? (
                    <Link to={productsHref(use.productId)} className="font-medium underline underline-offset-2">
                      {use.productName}
                    </Link>
                  ) : (
                    <span className="font-medium">{use.productName}</span>
                  )}{' '}
                  <span className="text-ink-soft">
                    (/{use.productSlug}, {t.usedFor(use.colour)}
                    {use.published ? '' : `, ${t.unpublished}`})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section id={`${prefix}-history`} title={t.historyHeading}>
          {fabric.settingsHistory.length === 0 ? (
            <p className="text-ink-soft">{t.noHistory}</p>
          ) : (
            <ol className="space-y-2">
              {fabric.settingsHistory.map((change, index) => (
                <li key={`${isoOf(change.changedAt)}-${change.setting}-${index}`} className="text-sm">
                  <span className="font-medium">{t.change(adminSkus.settingNames[change.setting], adminSkus.settingValues[change.setting](change.value))}</span>{' '}
                  <span className="text-ink-soft">
                    {t.by(change.changedBy)} <time dateTime={isoOf(change.changedAt)}>{formatStaffDateTime(change.changedAt)}</time>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Section>
        <Section id={`${prefix}-changes`} title={t.changesHeading}>
          {fabric.changeHistory.length === 0 ? (
            <p className="text-ink-soft">{t.noChanges}</p>
          ) : (
            <ol className="space-y-3">
              {fabric.changeHistory.map((change, index) => (
                <li key={`${isoOf(change.changedAt)}-${index}`} className="text-sm">
                  <span className="font-medium">{t.changeActions[change.action]}</span>{' '}
                  <span className="text-ink-soft">
                    {t.by(change.changedBy)} <time dateTime={isoOf(change.changedAt)}>{formatStaffDateTime(change.changedAt)}</time>
                  </span>
                  <ul className="mt-1 list-disc pl-5 break-words">
                    {change.fields.map((field) => (
                      <li key={field.field}>{t.fieldChange(labelOf(field.field), field.before, field.after)}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>
    </article>
  );
}
