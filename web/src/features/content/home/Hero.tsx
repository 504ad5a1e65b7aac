import { Link } from 'react-router-dom';
import type { HeroShopFragment } from '../../../gql/graphql';
import { nl } from '../../../i18n/nl';
import { formatEuro } from '../../../lib/format';
import { ArrowRight } from './icons';

const t = nl.home.hero;

function Pending({ width = 'w-40' }: { width?: string }) {
  return <span className={`inline-block h-4 ${width} animate-pulse rounded bg-sand align-middle motion-reduce:animate-none`} />;
}

interface LineCardProps {
  to: string;
  image: string;
  alt: string;
  eyebrow: string;
  title: string;
  text: string;
  facts: string | null | undefined;
  fromCents: number | null;
  cta: string;
  loading: boolean;
}

/** A whole-card link: the title's link stretches over the card, so there is one tab stop per card. */
function LineCard({ to, image, alt, eyebrow, title, text, facts, fromCents, cta, loading }: LineCardProps) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-3xl border border-line bg-card shadow-sm transition-shadow hover:shadow-md focus-within:ring-3 focus-within:ring-focus">
      <img
        src={image}
        width={960}
        height={720}
        alt={alt}
        fetchPriority="high"
        className="aspect-[4/3] h-auto w-full bg-sand object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6 md:p-8">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
        <h2 className="text-2xl font-semibold md:text-3xl">
          <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </h2>
        <p className="text-ink-soft">{text}</p>
        <p className="flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium">
          {loading ? <Pending /> : facts && <span>{facts}</span>}
          {fromCents !== null && (
            <span className="rounded-full bg-sand px-3 py-0.5 tabular-nums">{t.fromPrice(formatEuro(fromCents))}</span>
          )}
        </p>
        <span className="mt-auto inline-flex items-center gap-2 pt-2 font-semibold text-accent group-hover:text-accent-hover" aria-hidden="true">
          {cta}
          <ArrowRight />
        </span>
      </div>
    </li>
  );
}

interface HeroProps {
  shop: HeroShopFragment | undefined;
  /** The lowest price of each line's products (the server's; null until known). */
  factoryFromCents: number | null;
  atelierFromCents: number | null;
  loading: boolean;
}

/** Hero: the promise, then the two lines (premium -> /rolgordijnen, atelier -> /atelier). */
export function Hero({ shop, factoryFromCents, atelierFromCents, loading }: HeroProps) {
  return (
    <section aria-labelledby="home-title" className="mx-auto max-w-6xl px-5 pt-10 pb-14 md:px-8 md:pt-16 lg:pb-20">
      <div className="max-w-3xl">
        <h1 id="home-title" className="text-4xl leading-tight font-semibold md:text-5xl lg:text-6xl">
          {t.heading}
        </h1>
        <p className="mt-5 min-h-14 text-lg text-ink-soft md:text-xl">
          {shop ? t.intro(shop.contact.address.city, shop.brand.foundedYear) : loading ? <Pending width="w-64" /> : t.introFallback}
        </p>
      </div>
      <ul aria-label={t.cardsLabel} className="mt-10 grid gap-6 md:grid-cols-2 lg:gap-8">
        <LineCard
          to="/rolgordijnen"
          image="/images/home/premium-rolgordijnen.svg"
          alt={t.premium.alt}
          eyebrow={t.premium.eyebrow}
          title={t.premium.title}
          text={t.premium.text}
          facts={shop && t.premium.delivery(shop.delivery.factoryLineWorkingDays)}
          fromCents={factoryFromCents}
          cta={t.premium.cta}
          loading={loading}
        />
        <LineCard
          to="/atelier"
          image="/images/home/atelier.svg"
          alt={t.atelier.alt}
          eyebrow={t.atelier.eyebrow}
          title={t.atelier.title}
          text={t.atelier.text}
          facts={shop && t.atelier.delivery(shop.delivery.atelierMinWorkingDays, shop.delivery.atelierMaxWorkingDays)}
          fromCents={atelierFromCents}
          cta={t.atelier.cta}
          loading={loading}
        />
      </ul>
    </section>
  );
}
