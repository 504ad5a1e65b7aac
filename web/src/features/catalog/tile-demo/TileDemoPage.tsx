import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { CheckIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/Skeleton';
import { TileDemoPageDocument, type TileDemoTileFragment } from '../../../gql/catalog';
import { catalogBrowse } from '../../../i18n/catalog-browse';
import { useDocumentTitle } from '../../../lib/page-head';
import { LoadError } from '../browse-shared/LoadError';

const t = catalogBrowse.tileDemo;

/** SPEC §9: the tile picture is 260 px high. */
const tileHeight = 'h-[260px]';

/** Only a product with configurator rules has a page of its own (today: the white one). */
const pagePath = (tile: TileDemoTileFragment) => (tile.configurator ? `/product/${tile.slug}` : null);

/**
 * A window with daylight behind a half-lowered blind of the tile's fabric, drawn translucent so the window
 * shows through (decorative: the button names the product).
 */
function TranslucentWindow({ hex }: { hex: string }) {
  return (
    <span aria-hidden="true" className={`relative block ${tileHeight} overflow-hidden bg-linear-to-b from-[#cfe0ea] to-[#f3eee2]`}>
      <span className="absolute inset-x-8 top-8 bottom-10 rounded-sm border-[6px] border-[#fbf8f2]">
        <span className="absolute inset-y-0 left-1/2 w-1.5 -translate-x-1/2 bg-[#fbf8f2]" />
        <span className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 bg-[#fbf8f2]" />
      </span>
      <span className="absolute inset-x-6 top-7 h-[62%] shadow-md" style={{ backgroundColor: hex, opacity: 0.78 }} />
      <span className="absolute inset-x-5 top-4 h-4 rounded-full bg-[#e8e3da] shadow-sm" />
      <span className="absolute inset-x-6 top-[calc(1.75rem+62%)] h-1.5 rounded-full bg-[#b9b2a6]" />
      <span className="absolute right-4 bottom-0 left-4 h-6 bg-[#cdb998]" />
    </span>
  );
}

/**
 * /product-tile-demo (SPEC §2 Tile demo): three translucent tiles (white, grey, beige). A click selects a tile;
 * only the white one has a product page and opens it. For the others the page says, politely, that they
 * are selected but have no page yet.
 */
export default function TileDemoPage() {
  useDocumentTitle(t.title);
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(TileDemoPageDocument);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const tiles = data?.products.nodes;
  const selected = tiles?.find((tile) => tile.id === selectedId) ?? null;

  const choose = (tile: TileDemoTileFragment) => {
    setSelectedId(tile.id);
    const path = pagePath(tile);
    if (path) navigate(path);
  };

  return (
    <div className="mx-auto max-w-6xl px-5 py-10 md:px-8 md:py-14">
      <h1 className="text-3xl leading-tight font-semibold md:text-5xl">{t.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-soft">{t.intro}</p>

      <div className="mt-10">
        {error && !data ? (
          <LoadError onRetry={() => void refetch().catch(() => undefined)} />
        ) : !tiles ? (
          <div role="status" className="grid gap-6 md:grid-cols-3">
            <span className="sr-only">{catalogBrowse.common.loading}</span>
            {[0, 1, 2].map((i) => (
              <span key={i} aria-hidden="true" className="overflow-hidden rounded-2xl border border-line bg-card">
                <Skeleton className={tileHeight} />
                <span className="block space-y-3 p-5">
                  <Skeleton className="h-6 w-3/4 rounded-md" />
                  <Skeleton className="h-5 w-1/3 rounded" />
                </span>
              </span>
            ))}
          </div>
        ) : tiles.length === 0 ? (
          <p className="rounded-2xl border border-line bg-card p-8 text-center text-ink-soft">{t.empty}</p>
        ) : (
          <div role="group" aria-label={t.groupLabel} className="grid gap-6 md:grid-cols-3">
            {tiles.map((tile) => {
              const pressed = tile.id === selectedId;
              return (
                <button
                  key={tile.id}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => choose(tile)}
                  className={`group overflow-hidden rounded-2xl border-2 bg-card/70 text-left shadow-sm backdrop-blur transition-shadow hover:shadow-md ${
                    pressed ? 'border-accent' : 'border-line'
                  }`}
                >
                  <TranslucentWindow hex={tile.colors[0]?.hex ?? '#f5f3ee'} />
                  <span className="flex items-start justify-between gap-3 p-5">
                    <span>
                      <span className="block text-lg leading-snug font-semibold">{tile.name}</span>
                      <span className="mt-1 block font-semibold tabular-nums text-ink-soft">{tile.configurator ? t.fromPrice(tile.price.formatted) : tile.price.formatted}</span>
                    </span>
                    {pressed && (
                      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent px-3 py-1 text-sm font-semibold text-on-accent">
                        <CheckIcon size={16} />
                        {t.selected}
                      </span>
                    )}
                  </span>
                </button>
              );
            })}
          </div>
        )}
      </div>

      <div role="status" className="mt-8 min-h-12">
        {selected &&
          (pagePath(selected) ? (
            <p className="text-ink-soft">{t.opening(selected.name)}</p>
          ) : (
            <div className="rounded-2xl border border-line bg-card p-5">
              <p>{t.noPage(selected.name)}</p>
              <Link to="/contact" className="mt-3 inline-block font-semibold text-accent underline underline-offset-4 hover:text-accent-hover">
                {t.contact}
              </Link>
            </div>
          ))}
      </div>
    </div>
  );
}
