import type { BenefitsShopFragment } from '../../../gql/graphql';
import { Reveal } from '../../../components/Reveal';
import { nl } from '../../../i18n/nl';
import { benefitIcons } from './icons';

const t = nl.home.benefits;

/** Four benefit blocks; the warranty years come from the shop facts. */
export function Benefits({ shop }: { shop: BenefitsShopFragment | undefined }) {
  const blocks = [
    { icon: benefitIcons.madeToMeasure, title: t.madeToMeasure.title, text: t.madeToMeasure.text },
    { icon: benefitIcons.freeAdvice, title: t.freeAdvice.title, text: t.freeAdvice.text },
    {
      icon: benefitIcons.warranty,
      title: t.warranty.title,
      text: shop ? t.warranty.text(shop.warranty.generalYears) : t.warranty.textFallback,
    },
    { icon: benefitIcons.prices, title: t.prices.title, text: t.prices.text },
  ];
  return (
    <Reveal aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-5 py-14 md:px-8 lg:py-20">
      <h2 id="benefits-title" className="text-3xl font-semibold md:text-4xl">
        {t.heading}
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {blocks.map((block) => (
          <li key={block.title} className="rounded-2xl bg-sand p-6">
            <span className="text-accent">{block.icon}</span>
            <h3 className="mt-4 text-xl font-semibold">{block.title}</h3>
            <p className="mt-2 text-ink-soft">{block.text}</p>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
