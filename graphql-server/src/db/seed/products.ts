/**
 * Every product SPEC.md names, with its price (SPEC §9): the six overview cards, the light-filtering
 * listing (white published, colour variants not), the six blackout listing items (only the white one,
 * the sixth, published), the Authentics product and the tile-demo tiles.
 * Images are local SVG illustrations in the product's colours: /images/products/{slug}/{n}.svg.
 */
import type { EntityManager } from 'typeorm';
import { fabricSkuSeeds } from './fabric-skus';
import type { ConfiguratorRules } from '@lumina/schema';
import { productPriceCents } from '../../catalog/from-price';
import { CardCategory, Product, ProductLine, type ProductColor, type ProductListing, type Transparency } from '../../catalog/product.entity';
import type { FabricType } from '../../catalog/fabric-type';
import {
  authenticsRules,
  blackoutRules,
  blackoutWhiteRules,
  fixedPriceSizes,
  lightFilteringRules,
} from './configurators';

/** The blackout white configurator's product (/product/verduisterend-wit), named apart from the overview's white blackout blind. */
export const BLACKOUT_WHITE_NAME = 'Verduisterend rolgordijn Compleet – Wit';

export interface ProductSeed {
  slug: string;
  name: string;
  description: string;
  /** A fixed-price product's price; one made to measure is offered from the lowest price its rules make (issue 31). */
  priceCents?: number;
  fabricType: FabricType;
  line?: ProductLine;
  cardCategory?: CardCategory;
  listings: ProductListing[];
  transparency?: Transparency;
  features: string[];
  colors: ProductColor[];
  lightFilter: string[];
  isPublished?: boolean;
  imageCount?: number;
  configurator?: ConfiguratorRules;
  /**
   * The fabric quality it is made of (fabric-skus.ts), when not the first of its fabric type in its colour: a fabric
   * is priced in the group of the product made of it, so two products in different groups are made of two fabrics.
   */
  fabricQuality?: string;
}

export const colours = {
  wit: { name: 'Wit', hex: '#f5f3ee' },
  zwart: { name: 'Zwart', hex: '#23211f' },
  grijs: { name: 'Grijs', hex: '#9a9893' },
  beige: { name: 'Beige', hex: '#d9c8a9' },
  bruin: { name: 'Bruin', hex: '#7a5a3f' },
  blauw: { name: 'Blauw', hex: '#46627f' },
  groen: { name: 'Groen', hex: '#6f8466' },
  roze: { name: 'Roze', hex: '#dfb3b0' },
  paars: { name: 'Paars', hex: '#7b6485' },
  rood: { name: 'Rood', hex: '#a7443c' },
  geel: { name: 'Geel', hex: '#e2c15a' },
  antraciet: { name: 'Antraciet', hex: '#3c3f42' },
  taupe: { name: 'Taupe', hex: '#a39383' },
  brons: { name: 'Brons', hex: '#8c6a45' },
  offWhite: { name: 'Off White', hex: '#efe9dc' },
} satisfies Record<string, ProductColor>;

const LIGHT = ['Lichtdoorlatend', 'Semi-transparant'];
const DARK = ['Verduisterend'];
const SCREEN = ['Screen (zonwerend)'];

export const productSeeds: ProductSeed[] = [
  // The six overview cards (SPEC §2 English overview). SPEC §9's starting prices were their rates per m² (their price
  // groups' rates); a card now says the lowest price a shopper can pay (issue 31), which the rules make.
  {
    slug: 'blackout-white-roller-blind',
    name: 'Verduisterend rolgordijn – Wit',
    description: 'Volledig verduisterende stof in zuiver wit, op maat gemaakt tot op de centimeter. Ideaal voor slaapkamers.',
    fabricType: 'verduisterend',
    cardCategory: CardCategory.BLACKOUT,
    listings: ['overview'],
    transparency: 'Blackout',
    features: ['Gratis meetservice', '100% verduisterend', '5 jaar garantie'],
    colors: [colours.wit],
    lightFilter: DARK,
    configurator: blackoutRules(4),
  },
  {
    slug: 'lichtdoorlatend-wit',
    name: 'Lichtdoorlatend rolgordijn – Wit',
    description: 'Zacht gefilterd daglicht en privacy overdag. Lichte, soepele stof in wit voor woonkamer en keuken.',
    fabricType: 'lichtdoorlatend',
    cardCategory: CardCategory.LIGHT_FILTERING,
    listings: ['overview', 'lichtdoorlatend', 'tile-demo'],
    transparency: 'Lichtdoorlatend',
    features: ['Gratis meetservice', 'Premium stof', '5 jaar garantie'],
    colors: [colours.wit],
    lightFilter: LIGHT,
    imageCount: 4,
    configurator: lightFilteringRules(),
  },
  {
    slug: 'screen-grey-roller-blind',
    name: 'Screen rolgordijn – Grijs',
    description: 'Zonwerende screenstof die warmte en schittering tegenhoudt en het zicht naar buiten bewaart.',
    fabricType: 'screen',
    cardCategory: CardCategory.SCREEN,
    listings: ['overview'],
    transparency: 'Screen',
    features: ['Premium screenstof', 'Gratis meetservice', '5 jaar garantie'],
    colors: [colours.grijs],
    lightFilter: SCREEN,
    configurator: blackoutRules(6),
  },
  {
    slug: 'blackout-grey-roller-blind',
    name: 'Verduisterend rolgordijn – Grijs',
    description: 'Verduisterende stof in warm grijs: rust in de slaapkamer, strak in elk interieur.',
    fabricType: 'verduisterend',
    cardCategory: CardCategory.BLACKOUT,
    listings: ['overview'],
    transparency: 'Blackout',
    features: ['Gratis meetservice', '100% verduisterend', '5 jaar garantie'],
    colors: [colours.grijs],
    lightFilter: DARK,
    configurator: blackoutRules(5),
  },
  {
    slug: 'light-filtering-white-roller-blind',
    name: 'Lichtdoorlatend rolgordijn Basic – Wit',
    description: 'Onze voordeligste lichtdoorlatende stof: eenvoudig, licht en op maat.',
    fabricType: 'lichtdoorlatend',
    cardCategory: CardCategory.LIGHT_FILTERING,
    listings: ['overview'],
    transparency: 'Lichtdoorlatend',
    features: ['Gratis meetservice', 'Voordelig geprijsd', '5 jaar garantie'],
    colors: [colours.wit],
    lightFilter: LIGHT,
    configurator: blackoutRules(2),
    // Price group 2, as its fabric (lichtdoorlatend-wit, group 3, is made of Basic Voile).
    fabricQuality: 'Lino',
  },
  {
    slug: 'screen-bronze-roller-blind',
    name: 'Screen rolgordijn – Brons',
    description: 'Screenstof in brons met een metaalachtige glans: zonwering met karakter.',
    fabricType: 'screen',
    cardCategory: CardCategory.SCREEN,
    listings: ['overview'],
    transparency: 'Screen',
    features: ['Premium screenstof', 'Gratis meetservice', '5 jaar garantie'],
    colors: [colours.brons],
    lightFilter: SCREEN,
    configurator: blackoutRules(7),
  },

  // Light-filtering listing: colour variants, not yet published (SPEC §3 "only the first, white, is published").
  ...(
    [
      ['grijs', 3095],
      ['beige', 3195],
      ['blauw', 3295],
      ['groen', 3395],
      ['zwart', 3495],
    ] as const
  ).map(
    ([colour, priceCents]): ProductSeed => ({
      slug: `lichtdoorlatend-${colour}`,
      name: `Lichtdoorlatend rolgordijn – ${colours[colour].name}`,
      description: `Lichtdoorlatende stof in ${colours[colour].name.toLowerCase()}: zacht licht, privacy overdag.`,
      priceCents,
      fabricType: 'lichtdoorlatend',
      listings: ['lichtdoorlatend'],
      transparency: 'Lichtdoorlatend',
      features: ['Gratis meetservice', 'Premium stof'],
      colors: [colours[colour]],
      lightFilter: LIGHT,
      isPublished: false,
    }),
  ),

  // Blackout listing: six items, only the sixth (white) published (SPEC §3, §9); SPEC's 37.95 for it was a price at any
  // size, it is priced per m² now (issue 31).
  ...(
    [
      ['zwart', 3995, 'Blackout'],
      ['grijs', 3895, 'Semi-blackout'],
      ['beige', 3595, 'Dimout'],
      ['antraciet', 4195, 'Blackout'],
      ['taupe', 3395, 'Semi-blackout'],
    ] as const
  ).map(
    ([colour, priceCents, transparency]): ProductSeed => ({
      slug: `verduisterend-${colour}`,
      name: `Verduisterend rolgordijn – ${colours[colour].name}`,
      description: `Verduisterende stof in ${colours[colour].name.toLowerCase()} voor slaapkamer en thuiswerkplek.`,
      priceCents,
      fabricType: 'verduisterend',
      listings: ['verduisterend'],
      transparency,
      features: ['100% verduisterend', 'Gratis meetservice'],
      colors: [colours[colour]],
      lightFilter: DARK,
      isPublished: false,
    }),
  ),
  // Its own name (issue 31): the overview's white blackout blind above is 'Verduisterend rolgordijn – Wit'.
  {
    slug: 'verduisterend-wit',
    name: BLACKOUT_WHITE_NAME,
    description: 'Ons verduisterende rolgordijn in wit, volledig naar jouw wensen samengesteld: systeem, montage, cassette en onderlat.',
    fabricType: 'verduisterend',
    listings: ['verduisterend'],
    transparency: 'Blackout',
    features: ['100% verduisterend', 'Gratis meetservice', '8 jaar garantie'],
    colors: [colours.wit],
    lightFilter: DARK,
    imageCount: 4,
    configurator: blackoutWhiteRules(),
    // Price group 5, as its fabric (the overview's white blackout blind, group 4, is made of Blackout Basic).
    fabricQuality: 'Blackout Thermo',
  },

  // Authentics fixed product (SPEC §2, §9).
  {
    slug: 'rolgordijn-authentics-offwhite',
    name: 'Authentics – Rolgordijn semi-transparant – Off White',
    description:
      'Semi-transparant rolgordijn uit de Authentics-lijn, rechtstreeks uit de fabriek. Filtert het licht zacht en houdt inkijk tegen.',
    fabricType: 'semi-transparant',
    listings: [],
    transparency: 'Semi-transparant',
    features: ['8 jaar garantie', 'Rechtstreeks uit de fabriek', 'Minimale verkleuring'],
    colors: [colours.offWhite, colours.grijs, colours.beige, colours.zwart],
    lightFilter: ['Semi-transparant'],
    imageCount: 5,
    configurator: authenticsRules(),
  },

  // Tile demo: three translucent tiles at 29.95 (white is the light-filtering white above). Named in Dutch (issue 31);
  // their slugs stay (links and orders name them), databases seeded before are renamed by the Dutch-names migration.
  ...(['grijs', 'beige'] as const).map(
    (colour): ProductSeed => ({
      slug: `translucent-${colour}`,
      name: `Doorschijnend rolgordijn – ${colours[colour].name}`,
      description: `Doorschijnende stof in ${colours[colour].name.toLowerCase()} die het daglicht mooi verspreidt.`,
      priceCents: 2995,
      fabricType: 'lichtdoorlatend',
      listings: ['tile-demo'],
      transparency: 'Lichtdoorlatend',
      features: ['Gratis meetservice', 'Premium stof'],
      colors: [colours[colour]],
      lightFilter: LIGHT,
    }),
  ),
];

export function productImages(slug: string, count = 3): string[] {
  return Array.from({ length: count }, (_, i) => `/images/products/${slug}/${i + 1}.svg`);
}

/**
 * The fabric SKU each colour of a product is made in: the first live SKU of the product's fabric type in that
 * colour (by name, else by colour family: "Grijs" → a grey SKU). Products of a fabric the SKU database does not hold (the factory's
 * semi-transparent Authentics) name none; their orders are completed by the atelier before export.
 */
export function fabricSkusFor(seed: Pick<ProductSeed, 'fabricType' | 'colors' | 'fabricQuality'>): Record<string, string> {
  const map: Record<string, string> = {};
  for (const colour of seed.colors) {
    const live = fabricSkuSeeds.filter((s) => s.quality.fabricType === seed.fabricType && s.visible && (!seed.fabricQuality || s.quality.name === seed.fabricQuality));
    const sku = live.find((s) => s.colour.name === colour.name) ?? live.find((s) => s.colour.colorTag === colour.name);
    if (sku) map[colour.name] = sku.internalSku;
  }
  return map;
}

export async function seedProducts(em: EntityManager): Promise<void> {
  const rows = productSeeds.map((seed, index) =>
    em.create(Product, {
      slug: seed.slug,
      name: seed.name,
      description: seed.description,
      priceCents: productPriceCents(seed.configurator ?? null, seed.priceCents ?? 0),
      category: 'rolgordijnen',
      fabricType: seed.fabricType,
      line: seed.line ?? ProductLine.FACTORY,
      cardCategory: seed.cardCategory ?? null,
      listings: seed.listings,
      transparency: seed.transparency ?? null,
      images: productImages(seed.slug, seed.imageCount ?? 3),
      features: seed.features,
      colors: seed.colors,
      lightFilter: seed.lightFilter,
      isPublished: seed.isPublished ?? true,
      sortOrder: index + 1,
      rules: seed.configurator ?? null,
      sizeRules: seed.configurator ? null : fixedPriceSizes(),
      fabricSkus: fabricSkusFor(seed),
    }),
  );
  await em.save(Product, rows);
}

/** Databases seeded before products named their fabric SKUs get them (idempotent: only empty maps are filled). */
export async function backfillFabricSkus(em: EntityManager): Promise<void> {
  for (const seed of productSeeds) {
    const skus = fabricSkusFor(seed);
    if (Object.keys(skus).length === 0) continue;
    await em.query(`UPDATE product SET fabric_skus = $2::jsonb WHERE slug = $1 AND fabric_skus = '{}'::jsonb`, [seed.slug, JSON.stringify(skus)]);
  }
}
