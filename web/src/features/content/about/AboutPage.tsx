import { content } from '../../../i18n/content';
import { useDocumentTitle } from '../../../lib/page-head';
import { Reveal } from '../../../components/Reveal';
import { CardGrid } from '../shared/CardGrid';
import { CtaBand } from '../shared/CtaBand';
import { decadesSince, useContentFacts } from '../shared/facts';
import { PageLoadError, PageLoading } from '../shared/PageStates';
import { MeasuringTile, SwatchesTile, WindowTile, WorkbenchTile } from './illustrations';
import { valueIcons } from './value-icons';

const t = content.about;

/** About (/about, /over-ons): hero, story, timeline, four values, illustration tiles, call to action. */
export default function AboutPage() {
  useDocumentTitle(t.title);
  const { facts, error, retry } = useContentFacts();
  if (!facts) return error ? <PageLoadError title={t.title} onRetry={retry} /> : <PageLoading />;

  const city = facts.address.city;
  return (
    <>
      <section aria-labelledby="about-title" className="mx-auto grid max-w-6xl gap-10 px-5 pt-10 pb-14 md:px-8 md:pt-16 lg:grid-cols-2 lg:items-center lg:pb-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t.eyebrow}</p>
          <h1 id="about-title" className="mt-3 text-4xl leading-tight font-semibold md:text-5xl">
            {t.heading(facts.brand, city)}
          </h1>
          <p className="mt-5 text-lg text-ink-soft md:text-xl">{t.intro(facts.brand, facts.foundedYear, city)}</p>
        </div>
        <ul aria-label={t.tilesLabel} className="grid grid-cols-2 gap-4">
          <li><WorkbenchTile /></li>
          <li className="translate-y-6"><SwatchesTile /></li>
          <li><MeasuringTile /></li>
          <li className="translate-y-6"><WindowTile /></li>
        </ul>
      </section>

      <Reveal aria-labelledby="story-title" className="border-y border-line bg-card">
        <div className="mx-auto grid max-w-6xl gap-8 px-5 py-14 md:px-8 lg:grid-cols-[1fr_1.4fr] lg:py-20">
          <div>
            <h2 id="story-title" className="text-3xl font-semibold md:text-4xl">
              {t.storyHeading}
            </h2>
            <p className="mt-4 font-display text-2xl text-accent md:text-3xl">{t.storyLead(decadesSince(facts.foundedYear))}</p>
          </div>
          <div className="space-y-4 text-lg leading-relaxed text-ink-soft">
            {t.story(facts.foundedYear, city).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Reveal>

      <Reveal aria-labelledby="timeline-title" className="mx-auto max-w-6xl px-5 py-14 md:px-8 lg:py-20">
        <h2 id="timeline-title" className="text-3xl font-semibold md:text-4xl">
          {t.timelineHeading}
        </h2>
        <ol className="mt-10 grid gap-8 border-l-2 border-line pl-6 md:grid-cols-4 md:gap-6 md:border-t-2 md:border-l-0 md:pt-8 md:pl-0">
          {t.timeline(facts.foundedYear).map((item) => (
            <li key={item.year} className="relative">
              <span
                className="absolute top-1.5 -left-[1.95rem] size-3.5 rounded-full border-2 border-page bg-accent md:-top-[2.45rem] md:left-0"
                aria-hidden="true"
              />
              <p className="font-display text-3xl font-semibold text-accent tabular-nums">{item.year}</p>
              <h3 className="mt-1 text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 text-ink-soft">{item.text}</p>
            </li>
          ))}
        </ol>
      </Reveal>

      <Reveal aria-labelledby="values-title" className="mx-auto max-w-6xl px-5 pb-14 md:px-8 lg:pb-20">
        <h2 id="values-title" className="text-3xl font-semibold md:text-4xl">
          {t.valuesHeading}
        </h2>
        <CardGrid columns={4} cards={t.values.map((value, i) => ({ key: value.title, icon: valueIcons[i], ...value }))} />
      </Reveal>

      <CtaBand id="about-cta" heading={t.ctaHeading} text={t.ctaText} cta={t.cta} />
    </>
  );
}
