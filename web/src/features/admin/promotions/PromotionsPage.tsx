import { useEffect, useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { PromotionEndDocument, PromotionHistoryDocument, PromotionPauseDocument, PromotionsDocument, type PromotionItemFragment, type PromotionStatus } from '../../../gql/admin';
import { adminShell } from '../../../i18n/admin-shell';
import { adminPromotions } from '../../../i18n/admin-promotions';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { endSessionIfExpired, useSessionExpiry } from '../shared/staff';
import { AdminPageHeading, Badge, type BadgeTone, dangerButton, EmptyState, LoadError, LoadMoreButton, type Notice, NoticeLines, secondaryButton, StaffTime } from '../shared/ui';
import { PromotionDialog } from './PromotionDialog';

const t = adminPromotions;


const TONE: Record<PromotionStatus, BadgeTone> = { ACTIVE: 'done', SCHEDULED: 'open', PAUSED: 'warning', USED_UP: 'neutral', ENDED: 'neutral' };

function effectText(p: PromotionItemFragment): string {
  if (p.percentOff != null) return t.effect.percent(p.percentOff);
  if (p.amountOff) return t.effect.amount(p.amountOff.formatted);
  return t.effect.freeShipping;
}

function scopeText(p: PromotionItemFragment): string {
  const d = t.details;
  const parts = [
    p.scope.fabricTypes.length ? d.fabricTypes(p.scope.fabricTypes.map((type) => t.fabricTypeNames[type]).join(', ')) : null,
    p.scope.priceGroups.length ? d.priceGroups(p.scope.priceGroups.join(', ')) : null,
    p.scope.productIds.length ? d.products(p.scope.productIds.length) : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join('; ') : d.wholeOrder;
}

function limitsText(p: PromotionItemFragment): string {
  const d = t.details;
  const parts = [
    p.usageLimit != null ? d.usageLimit(p.usageLimit) : null,
    p.usageLimitPerCustomer != null ? d.perCustomer(p.usageLimitPerCustomer) : null,
    p.budget ? d.budget(p.budget.formatted) : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(', ') : d.noLimits;
}

/** 'Geschiedenis': every change, newest first, read when opened (and again after each change to the promotion). */
function PromotionHistory({ id, version }: { id: string; version: number }) {
  const [load, { data, error, loading }] = useLazyQuery(PromotionHistoryDocument, { fetchPolicy: 'network-only' });
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) void load({ variables: { id } });
  }, [open, id, version, load]);
  const history = data?.promotion?.history ?? [];
  return (
    <details className="mt-3 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-ink">{t.history.summary}</summary>
      {error ? (
        <p role="alert" className="text-danger">
          {t.history.failed}
        </p>
      ) : loading && !data ? (
        <p role="status">{t.history.loading}</p>
      ) : (
        <ol className="mt-2 grid gap-2">
          {history.map((change, index) => (
            <li key={index} className="rounded-xl bg-sand p-3">
              <p className="text-ink-soft">
                <StaffTime value={change.changedAt} /> {t.history.by(change.changedBy)}
              </p>
              <ul className="mt-1 list-disc pl-5 text-ink">
                {change.changes.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

/** One promotion: its state, what it gives to what, when, its limits and uses; change, pause or end it; its history. */
function PromotionEntry({ promotion: p, onNotice }: { promotion: PromotionItemFragment; onNotice: (notice: Notice) => void }) {
  const client = useApolloClient();
  const [pause, pausing] = useMutation(PromotionPauseDocument);
  const [end] = useMutation(PromotionEndDocument);
  const open = p.status !== 'ENDED';
  const d = t.details;

  const onPause = async () => {
    const paused = p.status !== 'PAUSED';
    try {
      const { data } = await pause({ variables: { id: p.id, paused, expectedVersion: p.version } });
      const errors = data?.promotionPause.userErrors ?? [];
      if (errors.length) onNotice({ text: errors.map((e) => e.message).join(' '), error: true });
      else onNotice({ text: paused ? t.paused(p.name) : t.resumed(p.name) });
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) onNotice({ text: t.failed, error: true });
    }
  };

  return (
    <li className="rounded-2xl border border-line bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-ink">{p.name}</h2>
          <p className="text-sm break-words text-ink-soft">{p.code ? t.code(p.code) : t.automatic}</p>
          {!p.code && p.status !== 'ENDED' && <p className="mt-1 text-sm font-medium text-danger">{t.automaticNotYet}</p>}
        </div>
        <Badge tone={TONE[p.status]}>{t.status[p.status]}</Badge>
      </div>
      <dl className="mt-2 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-ink-soft">{d.effect}</dt>
        <dd className="text-ink">{effectText(p)}</dd>
        <dt className="font-medium text-ink-soft">{d.scope}</dt>
        <dd className="text-ink">{scopeText(p)}</dd>
        <dt className="font-medium text-ink-soft">{d.period}</dt>
        <dd className="text-ink">
          <StaffTime value={p.startsAt} /> – <StaffTime value={p.endsAt} />
        </dd>
        {p.minimumOrder.cents > 0 && (
          <>
            <dt className="font-medium text-ink-soft">{d.minimumOrder}</dt>
            <dd className="text-ink">{p.minimumOrder.formatted}</dd>
          </>
        )}
        <dt className="font-medium text-ink-soft">{d.limits}</dt>
        <dd className="text-ink">{limitsText(p)}</dd>
        <dt className="font-medium text-ink-soft">{d.uses}</dt>
        <dd className="text-ink">{d.usesValue(p.uses, p.discountGiven.formatted, p.revenue.formatted)}</dd>
      </dl>
      {open && (
        <div className="mt-3 flex flex-wrap gap-3">
          <PromotionDialog promotion={p} onDone={(text) => onNotice({ text })} />
          <button
            type="button"
            className={secondaryButton}
            disabled={pausing.loading}
            aria-label={p.status === 'PAUSED' ? t.resumeLabel(p.name) : t.pauseLabel(p.name)}
            onClick={() => void onPause()}
          >
            {p.status === 'PAUSED' ? t.resume : t.pause}
          </button>
          <ConfirmDialog
            trigger={
              <button type="button" className={dangerButton} aria-label={t.end.label(p.name)}>
                {t.end.button}
              </button>
            }
            texts={{ title: t.end.title(p.name), description: t.end.description, close: t.close, cancel: t.cancel, submit: t.end.confirm, sending: t.form.sending, failed: t.failed }}
            run={async () => {
              const { data } = await end({ variables: { id: p.id, expectedVersion: p.version } });
              const errors = data?.promotionEnd.userErrors ?? [];
              return errors.length ? errors.map((e) => e.message).join(' ') : null;
            }}
            onDone={() => onNotice({ text: t.end.done(p.name) })}
          />
        </div>
      )}
      <PromotionHistory id={p.id} version={p.version} />
    </li>
  );
}

/**
 * /admin/acties (beheer only, issue 33): every promotion, newest first, with its state, effect, scope, period, limits
 * and uses; 'Nieuwe actie', and per promotion 'Wijzigen', 'Pauzeren'/'Hervatten', 'Beëindigen' and its history.
 */
export default function PromotionsPage() {
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(PromotionsDocument, { notifyOnNetworkStatusChange: true });
  useSessionExpiry(error);
  const [notice, setNotice] = useState<Notice | null>(null);
  const promotions = data?.promotions.nodes ?? [];
  const pageInfo = data?.promotions.pageInfo;
  const loadMore = () =>
    fetchMore({
      variables: { after: pageInfo?.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        promotions: { ...fetchMoreResult.promotions, nodes: [...previous.promotions.nodes, ...fetchMoreResult.promotions.nodes] },
      }),
    });
  const onNotice = (next: Notice) => {
    setNotice(next);
    void refetch();
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-8">
      <AdminPageHeading title={t.title} intro={t.intro} actions={<PromotionDialog promotion={null} onDone={(text) => onNotice({ text })} />} />
      <NoticeLines notice={notice} />
      <div className="mt-6">
        {error && !data ? (
          <LoadError error={error} message={t.loadFailed} onRetry={() => void refetch()} />
        ) : !data ? (
          <p role="status">{adminShell.loading}</p>
        ) : promotions.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : (
          <ul aria-label={t.listLabel} className="grid gap-3 md:grid-cols-2">
            {promotions.map((promotion) => (
              <PromotionEntry key={promotion.id} promotion={promotion} onNotice={onNotice} />
            ))}
          </ul>
        )}
        {pageInfo?.hasNextPage && <LoadMoreButton loading={networkStatus === NetworkStatus.fetchMore} onClick={() => void loadMore()} />}
      </div>
    </div>
  );
}
