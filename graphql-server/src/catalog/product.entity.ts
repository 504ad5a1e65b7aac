import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CARD_CATEGORY, PRODUCT_CONTROL, PRODUCT_LINE, PRODUCT_LISTING, TRANSPARENCY, type ConfiguratorRules, type DimensionRule } from '@lumina/schema';
import { Money } from '../api/money.type';
import { FabricType } from './fabric-type';
import { graphqlEnum, graphqlEnumOf, type ValueOf } from '../api/graphql-enum';
import { ConfiguratorRulesType, configuratorRulesType, DimensionRuleType } from './configurator.types';

export const ProductLine = graphqlEnumOf('ProductLine', 'Which of the two lines makes the product.', PRODUCT_LINE, {
  FACTORY: 'Factory-made premium roller blinds, fast delivery.',
  ATELIER: 'Made by hand in the atelier in Ghent, custom work.',
});
export type ProductLine = ValueOf<typeof ProductLine>;

export const CardCategory = graphqlEnumOf('CardCategory', 'The category a product card shows on the overviews (SPEC §3 Card).', CARD_CATEGORY, {
  BLACKOUT: 'Blackout card.',
  LIGHT_FILTERING: 'Light-filtering card.',
  SCREEN: 'Screen card.',
});
export type CardCategory = ValueOf<typeof CardCategory>;

export const ProductListing = graphqlEnumOf('ProductListing', 'A page of the shop that lists products.', PRODUCT_LISTING, {
  OVERVIEW: 'The roller blind overviews (/rolgordijnen, the atelier line page, the home page from-prices).',
  LICHTDOORLATEND: 'The light-filtering listing, /rolgordijnen/lichtdoorlatend.',
  VERDUISTEREND: 'The blackout listing, /rolgordijnen/verduisterend.',
  TILE_DEMO: 'The tile demo, /product-tile-demo.',
});
export type ProductListing = ValueOf<typeof ProductListing>;

export const Transparency = graphqlEnumOf('Transparency', 'How much light passes through the fabric; the blackout listing filters on the first three.', TRANSPARENCY, {
  BLACKOUT: 'Volledig verduisterend.',
  SEMI_BLACKOUT: 'Semi-verduisterend: dempt licht effectief.',
  DIMOUT: 'Zachte lichtdemping.',
  LICHTDOORLATEND: 'Light-filtering.',
  SEMI_TRANSPARANT: 'Semi-transparent.',
  SCREEN: 'Screen fabric.',
});
export type Transparency = ValueOf<typeof Transparency>;

export const ProductControl = graphqlEnumOf('ProductControl', 'How a blind is operated (bediening); the overview filters on it.', PRODUCT_CONTROL, {
  CHAIN: 'By a chain (kettingbediening).',
  MOTOR: 'By an electric motor (motorbediening).',
});
export type ProductControl = ValueOf<typeof ProductControl>;

export const ProductSort = graphqlEnum('ProductSort', 'Order of a product list.', {
  POPULARITY: ['popularity', 'The shop\'s own order (position, then id): "Populariteit".'],
  PRICE_ASC: ['price-asc', 'Lowest price first, then id: "Prijs Laag–Hoog".'],
  PRICE_DESC: ['price-desc', 'Highest price first, then highest id: "Prijs Hoog–Laag".'],
});
export type ProductSort = ValueOf<typeof ProductSort>;

@ObjectType({ description: 'A colour a product comes in.' })
export class ProductColor {
  @Field(() => String, { description: 'Dutch colour name, e.g. "Wit"; what a cart line\'s selectedColor takes.' })
  name: string;

  @Field(() => String, { description: 'Hex colour for swatches, e.g. "#f4f1ea".' })
  hex: string;
}

/**
 * The configurator's GraphQL objects, made once per rules object (rules are replaced, never changed in place): a
 * product of the prepared catalogue (prepared-catalogue.ts) answers every request with the same tree.
 */
const configurators = new WeakMap<ConfiguratorRules, ConfiguratorRulesType>();

@ObjectType({ description: 'A roller blind (or fabric) as the shop sells it. Only published products are ever answered.' })
@Entity('product')
export class Product {
  @Field(() => ID, { description: 'Stable product id; what productId takes everywhere (cart lines, price quotes).' })
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Field(() => String, { description: 'Stable URL key, e.g. "lichtdoorlatend-wit" for /product/lichtdoorlatend-wit; find a product with product(slug:).' })
  @Column({ type: 'text', unique: true })
  slug: string;

  @Field(() => String, { description: 'Name as shown to shoppers (Dutch).' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { description: 'Short description for cards and the product page (Dutch).' })
  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'int', name: 'price_cents' })
  priceCents: number;

  @Field(() => Money, {
    description:
      'Price, VAT included. Made to measure (with a configurator): the lowest price a shopper can pay, the "vanaf" price — its smallest size with its cheapest choices, as the price engine computes it from the rules (a priceQuote of that configuration answers the same amount), kept up to date with every change of the rules; never the rate per m², which is configurator.pricing.pricePerSquareMetre. Fixed price: the unit price.',
  })
  get price(): Money {
    return Money.of(this.priceCents);
  }

  @Field(() => String, { description: 'Catalogue category, e.g. "rolgordijnen" (filter products with category:).' })
  @Index()
  @Column({ type: 'text' })
  category: string;

  @Field(() => FabricType, { description: 'Kind of fabric (REST: stofsoort).' })
  @Column({ type: 'text', name: 'fabric_type' })
  fabricType: FabricType;

  @Field(() => ProductLine, { description: 'The factory line or the atelier line.' })
  @Column({ type: 'text', default: ProductLine.FACTORY })
  line: ProductLine;

  @Field(() => CardCategory, { nullable: true, description: 'Category of its card on the overviews; null when it has no overview card.' })
  @Column({ type: 'text', name: 'card_category', nullable: true })
  cardCategory: CardCategory | null;

  @Field(() => [ProductListing], { description: 'The listings that show it (filter products with listing:).' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  listings: ProductListing[];

  @Field(() => Transparency, { nullable: true, description: 'How much light passes through; null when not stated.' })
  @Column({ type: 'text', nullable: true })
  transparency: Transparency | null;

  @Field(() => [ProductControl], { description: 'How it can be operated (filter products with controls:).' })
  @Column({ type: 'text', array: true, default: () => "'{chain}'" })
  controls: ProductControl[];

  @Field(() => [String], { description: 'One URL per picture, main image first (an SVG drawing, or an uploaded photo\'s WebP of at most 960 px); `media` has their alt texts, sizes and AVIF/WebP srcsets.' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  images: string[];

  @Field(() => [String], { description: 'Selling points for the card and the product page (Dutch).' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  features: string[];

  @Field(() => [ProductColor], { description: 'Colours it comes in; a cart line\'s selectedColor is one of their names.' })
  @Column({ type: 'jsonb', default: () => "'[]'" })
  colors: ProductColor[];

  @Field(() => [String], { description: 'Light filter choices (Lichtdoorlaatbaarheid); a cart line\'s selectedLightFilter is one of them.' })
  @Column({ type: 'text', array: true, name: 'light_filter', default: () => "'{}'" })
  lightFilter: string[];

  /** The fabric SKU each colour is made in (colour name → internal SKU; "" for the product's only fabric). Staff data. */
  @Column({ type: 'jsonb', name: 'fabric_skus', default: () => "'{}'" })
  fabricSkus: Record<string, string>;

  @Column({ type: 'boolean', name: 'is_published', default: true })
  isPublished: boolean;

  @Field(() => Int, { description: 'Position within its listings, lowest first (the "popularity" order).' })
  @Column({ type: 'int', name: 'sort_order', default: 0 })
  sortOrder: number;

  /** Configurator rules as stored (jsonb); GraphQL serves them typed as `configurator`. */
  @Column({ type: 'jsonb', name: 'configurator', nullable: true })
  rules: ConfiguratorRules | null;

  @Field(() => ConfiguratorRulesType, {
    nullable: true,
    description:
      'How the product is made to measure and priced (dimensions, option groups, pricing); null for a fixed-price product. A product with rules cannot be added to a cart without a valid configuration.',
  })
  get configurator(): ConfiguratorRulesType | null {
    if (!this.rules) return null;
    let made = configurators.get(this.rules);
    if (!made) {
      made = configuratorRulesType(this.rules);
      configurators.set(this.rules, made);
    }
    return made;
  }

  /** The sizes a fixed-price product takes (jsonb, the configurator's dimension rules); null when it takes none. */
  @Column({ type: 'jsonb', name: 'size_rules', nullable: true })
  sizeRules: DimensionRule[] | null;

  @Field(() => [DimensionRuleType], {
    description:
      "The sizes a fixed-price product takes, each optional for the shopper and checked against its rule in quotes, carts and orders; empty when it takes none. A made-to-measure product's sizes are configurator.dimensions.",
  })
  get sizes(): DimensionRuleType[] {
    return (this.sizeRules ?? []).map((d) => ({ ...d }));
  }

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
