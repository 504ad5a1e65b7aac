import type { HowWeWorkShopFragment } from '../../../gql/graphql';
import { Reveal } from '../../../components/Reveal';
import { nl } from '../../../i18n/nl';

const t = nl.home.how;

/** The four steps: advice, measuring on site, production in the atelier, delivery or installation. */
export function HowWeWork({ shop }: { shop: HowWeWorkShopFragment | undefined }) {
  const steps = [
    { title: t.steps.advice.title, text: t.steps.advice.text },
    { title: t.steps.measure.title, text: t.steps.measure.text },
    {
      title: t.steps.production.title,
      text: shop ? t.steps.production.text(shop.contact.address.city) : t.steps.production.textFallback,
    },
    {
      title: t.steps.delivery.title,
      text: shop
        ? t.steps.delivery.text(
            shop.delivery.factoryLineWorkingDays,
            shop.delivery.atelierMinWorkingDays,
            shop.delivery.atelierMaxWorkingDays,
          )
        : t.steps.delivery.textFallback,
    },
  ];
  return (
    <Reveal aria-labelledby="how-title" className="border-y border-line bg-card">
      <div className="mx-auto max-w-6xl px-5 py-14 md:px-8 lg:py-20">
        <h2 id="how-title" className="text-3xl font-semibold md:text-4xl">
          {t.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-ink-soft">{t.intro}</p>
        <ol className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {steps.map((step, i) => (
            <li key={step.title} className="relative flex gap-4 lg:flex-col">
              <span
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent font-display text-xl font-semibold text-on-accent"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-xl font-semibold">
                  <span className="sr-only">{t.stepLabel(i + 1)}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-ink-soft">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Reveal>
  );
}
