import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { SkeletonCard } from '../../../components/Skeleton';
import { OverviewPageDocument } from '../../../gql/catalog';
import { catalogBrowse } from '../../../i18n/catalog-browse';
import { useDocumentTitle } from '../../../lib/page-head';
import { LoadError } from '../browse-shared/LoadError';
import { OverviewCard } from '../browse-shared/OverviewCard';
import { fallbackCard, OVERVIEW_CARDS, type OverviewCardProduct } from '../browse-shared/overview-cards';
import {
  FILTER_PARAM,
  matchesOverviewFilter,
  overviewFilterVariables,
  parseOverviewFilter,
  type OverviewFilter,
} from './overview-filters';
import { WhyChoose } from './WhyChoose';

const t = catalogBrowse.overview;

/** SPEC §9: six skeleton cards on the overview. */
const SKELETON_CARDS = 6;

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

const chips: readonly { key: OverviewFilter | null; label: string }[] = [
  { key: null, label: t.chips.all },
  { key: 'lichtdoorlatend', label: t.chips.lichtdoorlatend },
  { key: 'verduisterend', label: t.chips.verduisterend },
  { key: 'ketting', label: t.chips.ketting },
  { key: 'motor', label: t.chips.motor },
];

/**
 * /rolgordijnen (SPEC §2 Dutch overview): the overview's products with their from-prices, filtered on the
 * server by the chosen chip (kept in the URL: shareable, survives reload, Back undoes it). When the API has
 * no overview products at all, the six cards of the English overview stand in.
 */
export default function OverviewPage() {
  useDocumentTitle(t.title);
  const [params, setParams] = useSearchParams();
  const filter = parseOverviewFilter(params.get(FILTER_PARAM));

  const { data, previousData, error, refetch } = useQuery(OverviewPageDocument, { variables: overviewFilterVariables(filter) });

  const choose = (key: OverviewFilter | null) => {
    const next = new URLSearchParams(params);
    // A pressed chip pressed again goes back to all roller blinds.
    if (key === null || key === filter) next.delete(FILTER_PARAM);
    else next.set(FILTER_PARAM, key);
    setParams(next, { preventScrollReset: true });
  };

  let cards: OverviewCardProduct[] | null = null;
  if (data) {
    cards =
      data.overviewAll.totalCount === 0
        ? OVERVIEW_CARDS.filter((card) => matchesOverviewFilter(card, filter)).map(fallbackCard)
        : data.products.nodes;
  }

  return (
    <div className="mx-auto max-w-6xl px-5 py-10 md:px-8 md:py-14">
      <h1 className="max-w-3xl text-3xl leading-tight font-semibold md:text-5xl">{t.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-soft">{t.intro}</p>

      <div role="group" aria-label={t.filtersLabel} className="mt-8 flex flex-wrap gap-2">
        {chips.map((chip) => {
          const pressed = chip.key === filter;
          return (
            <button
              key={chip.key ?? 'all'}
              type="button"
              aria-pressed={pressed}
              onClick={() => choose(chip.key)}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
                pressed ? 'border-accent bg-accent text-on-accent hover:bg-accent-hover' : 'border-line bg-card text-ink hover:border-accent hover:bg-sand'
              }`}
            >
              {chip.label}
            </button>
          );
        })}
      </div>

      <p role="status" className="sr-only">
        {cards ? t.count(cards.length) : error ? '' : catalogBrowse.common.loading}
      </p>

      <div className="mt-8">
        {error && !data ? (
          <LoadError onRetry={() => void refetch().catch(() => undefined)} />
        ) : !cards ? (
          <ul className={gridClass} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <SkeletonCard key={i} />
            ))}
          </ul>
        ) : cards.length === 0 ? (
          <div className="rounded-2xl border border-line bg-card p-8 text-center">
            <p className="text-xl font-semibold">{t.empty}</p>
            <button
              type="button"
              onClick={() => choose(null)}
              className="mt-6 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-semibold text-on-accent hover:bg-accent-hover"
            >
              {t.showAll}
            </button>
          </div>
        ) : (
          <ul aria-label={t.listLabel} className={gridClass}>
            {cards.map((card, i) => (
              <OverviewCard key={card.id} product={card} priceLabel={t.fromPrice} cta={t.configure} eager={i < 3} />
            ))}
          </ul>
        )}
      </div>

      <WhyChoose shop={(data ?? previousData)?.shop} />
    </div>
  );
}
