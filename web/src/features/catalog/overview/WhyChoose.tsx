import type { ReactNode } from 'react';
import { LineIcon } from '../../../components/LineIcon';
import type { OverviewWhyShopFragment } from '../../../gql/catalog';
import { catalogBrowse } from '../../../i18n/catalog-browse';

const t = catalogBrowse.overview.why;

const Icon = ({ children }: { children: ReactNode }) => (
  <LineIcon grid={40} size={36}>
    {children}
  </LineIcon>
);

const icons = {
  // A workbench with a roll of fabric
  workshop: (
    <Icon>
      <path d="M5 22h30M8 22v12M32 22v12" />
      <rect x="11" y="12" width="18" height="6" rx="3" />
      <path d="M29 15h4v7" />
    </Icon>
  ),
  // A fabric swatch with a weave
  fabrics: (
    <Icon>
      <rect x="8" y="8" width="24" height="24" rx="2" />
      <path d="M8 16h24M8 24h24M16 8v24M24 8v24" strokeDasharray="2 2" />
    </Icon>
  ),
  // A delivery van
  delivery: (
    <Icon>
      <path d="M4 12h20v16H4zM24 17h7l5 6v5H24" />
      <circle cx="11" cy="29" r="3" />
      <circle cx="29" cy="29" r="3" />
    </Icon>
  ),
  // A headset
  service: (
    <Icon>
      <path d="M9 22v-3a11 11 0 0 1 22 0v3" />
      <rect x="6" y="21" width="6" height="9" rx="2" />
      <rect x="28" y="21" width="6" height="9" rx="2" />
      <path d="M31 30c0 3-3 5-8 5h-2" />
    </Icon>
  ),
};

/** 'Waarom kiezen' (SPEC §2 Dutch overview): own workshop, quality fabrics, delivery days (shop facts), real service. */
export function WhyChoose({ shop }: { shop: OverviewWhyShopFragment | undefined }) {
  const blocks = [
    { key: 'workshop', icon: icons.workshop, title: t.workshop.title, text: t.workshop.text },
    { key: 'fabrics', icon: icons.fabrics, title: t.fabrics.title, text: t.fabrics.text },
    {
      key: 'delivery',
      icon: icons.delivery,
      title: shop ? t.delivery.title(shop.delivery.factoryLineWorkingDays) : t.delivery.titleFallback,
      text: t.delivery.text,
    },
    { key: 'service', icon: icons.service, title: t.service.title, text: t.service.text },
  ];
  return (
    <section aria-labelledby="overview-why-title" className="mt-16 md:mt-20">
      <h2 id="overview-why-title" className="text-3xl font-semibold md:text-4xl">
        {shop ? t.heading(shop.brand.name) : t.headingFallback}
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {blocks.map((block) => (
          <li key={block.key} className="rounded-2xl bg-sand p-6">
            <span className="text-accent">{block.icon}</span>
            <h3 className="mt-4 text-xl font-semibold">{block.title}</h3>
            <p className="mt-2 text-ink-soft">{block.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
