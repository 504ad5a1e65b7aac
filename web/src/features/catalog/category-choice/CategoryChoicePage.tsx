import { Link } from 'react-router-dom';
import { CheckIcon } from '../../../components/icons';
import { catalogBrowse } from '../../../i18n/catalog-browse';
import { useDocumentTitle } from '../../../lib/page-head';

const t = catalogBrowse.categoryChoice;

const tiles = [
  { key: 'lichtdoorlatend', to: '/rolgordijnen/lichtdoorlatend', image: '/images/products/lichtdoorlatend-wit/1.svg', ...t.lightFiltering },
  { key: 'verduisterend', to: '/rolgordijnen/verduisterend', image: '/images/products/verduisterend-wit/1.svg', ...t.blackout },
] as const;

/**
 * /rolgordijnen/soorten (SPEC §2 Category choice page): a title banner on large screens, then two tiles that
 * explain the difference between light-filtering and blackout and lead to their listings.
 */
export default function CategoryChoicePage() {
  useDocumentTitle(t.title);
  return (
    <div className="pb-14 lg:pb-20">
      {/* On a phone a plain heading; from lg the same heading sits in a full-width banner. */}
      <header className="mx-auto max-w-6xl px-5 pt-10 md:px-8 md:pt-14 lg:max-w-none lg:bg-sand lg:px-0 lg:py-16">
        <div className="lg:mx-auto lg:max-w-6xl lg:px-8">
          <h1 className="text-3xl leading-tight font-semibold md:text-4xl lg:text-5xl">{t.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-soft">{t.intro}</p>
        </div>
      </header>

      <ul aria-label={t.tilesLabel} className="mx-auto mt-8 grid max-w-6xl gap-6 px-5 md:grid-cols-2 md:px-8 lg:mt-12 lg:gap-8">
        {tiles.map((tile, i) => (
          <li
            key={tile.key}
            className="group relative flex flex-col overflow-hidden rounded-3xl border border-line bg-card shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-focus"
          >
            <img
              src={tile.image}
              width={800}
              height={600}
              alt={tile.alt}
              loading={i === 0 ? 'eager' : 'lazy'}
              className="aspect-[4/3] h-auto w-full bg-sand object-cover"
            />
            <div className="flex flex-1 flex-col gap-3 p-6 md:p-8">
              <h2 className="text-2xl font-semibold md:text-3xl">
                <Link to={tile.to} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {tile.title}
                </Link>
              </h2>
              <p className="text-ink-soft">{tile.text}</p>
              <ul className="mt-1 space-y-2">
                {tile.points.map((point) => (
                  <li key={point} className="flex items-center gap-2 font-medium">
                    <CheckIcon size={20} className="shrink-0 text-accent" />
                    {point}
                  </li>
                ))}
              </ul>
              <span
                aria-hidden="true"
                className="mt-auto inline-flex min-h-11 items-center justify-center self-stretch rounded-full bg-accent px-6 text-center font-semibold text-on-accent group-hover:bg-accent-hover sm:self-start"
              >
                {tile.cta}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
