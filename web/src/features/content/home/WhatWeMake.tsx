import { Link } from 'react-router-dom';
import { Reveal } from '../../../components/Reveal';
import { nl } from '../../../i18n/nl';
import { formatEuro } from '../../../lib/format';
import { ArrowRight, categoryIcons } from './icons';

const t = nl.home.make;

/**
 * 'What we make': roller blinds (a link) and the six categories that are coming soon. The latter are
 * plain list items — no link, no button, nothing to click — marked 'Binnenkort'.
 */
export function WhatWeMake({ fromCents: from }: { fromCents: number | null }) {
  return (
    <Reveal aria-labelledby="make-title" className="mx-auto max-w-6xl px-5 py-14 md:px-8 lg:py-20">
      <h2 id="make-title" className="text-3xl font-semibold md:text-4xl">
        {t.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-ink-soft">{t.intro}</p>
      <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5 lg:gap-5">
        <li className="group relative col-span-2 flex flex-col overflow-hidden rounded-2xl border border-line bg-card md:col-span-3 md:flex-row lg:col-span-2 lg:row-span-2 lg:flex-col focus-within:ring-3 focus-within:ring-focus">
          <img
            src="/images/products/lichtdoorlatend-wit/1.svg"
            width={800}
            height={600}
            alt={nl.home.make.rollerBlindsAlt}
            loading="lazy"
            className="aspect-[4/3] h-auto w-full bg-sand object-cover md:w-1/2 lg:w-full"
          />
          <div className="flex flex-1 flex-col gap-2 p-5 md:p-6">
            <h3 className="text-2xl font-semibold">
              <Link to="/rolgordijnen" className="after:absolute after:inset-0 focus-visible:outline-none">
                {t.rollerBlinds}
              </Link>
            </h3>
            <p className="text-ink-soft">{t.rollerBlindsText}</p>
            {from !== null && (
              <p className="text-sm font-medium tabular-nums">{nl.home.hero.fromPrice(formatEuro(from))}</p>
            )}
            <span className="mt-auto inline-flex items-center gap-2 pt-2 font-semibold text-accent group-hover:text-accent-hover" aria-hidden="true">
              {t.cta}
              <ArrowRight />
            </span>
          </div>
        </li>
        {t.soon.map((name, i) => (
          <li
            key={name}
            className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-line bg-page p-4 text-ink-soft md:p-5"
          >
            <span className="text-ink-soft">{categoryIcons[i]}</span>
            <h3 className="font-sans text-base leading-snug font-semibold text-ink">{name}</h3>
            <span className="mt-auto rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold tracking-wide text-ink uppercase">
              {t.comingSoon}
            </span>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
