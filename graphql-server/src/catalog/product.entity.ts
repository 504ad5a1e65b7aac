import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ConfiguratorRules } from '@lumina/schema';
import { Money } from '../shop/money.type';
import { ConfiguratorRulesType, configuratorRulesType } from './configurator.types';

export enum ProductLine {
  FACTORY = 'factory',
  ATELIER = 'atelier',
}
registerEnumType(ProductLine, {
  name: 'ProductLine',
  description: 'Factory-made premium line (fast delivery) or the in-house atelier line.',
});

export enum CardCategory {
  BLACKOUT = 'blackout',
  LIGHT_FILTERING = 'light-filtering',
  SCREEN = 'screen',
}
registerEnumType(CardCategory, { name: 'CardCategory' });

@ObjectType()
export class ProductColor {
  @Field(() => String, { description: 'Dutch colour name, e.g. "Wit".' })
  name: string;

  @Field(() => String, { description: 'Hex colour used for swatches, e.g. "#f4f1ea".' })
  hex: string;
}

@ObjectType({ description: 'A roller blind (or fabric) as the shop sells it.' })
@Entity('product')
export class Product {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Field(() => String, { nullable: true, description: 'Stable URL key, e.g. "lichtdoorlatend-wit" for /product/lichtdoorlatend-wit.' })
  @Column({ type: 'text', nullable: true, unique: true })
  slug: string | null;

  @Field(() => String)
  @Column({ type: 'text' })
  name: string;

  @Field(() => String)
  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'int', name: 'price_cents' })
  priceCents: number;

  @Field(() => Money, { description: 'Price (from-price for made-to-measure products), VAT included.' })
  get price(): Money {
    return Money.of(this.priceCents);
  }

  @Field(() => String, { description: 'Catalogue category, e.g. "rolgordijnen".' })
  @Index()
  @Column({ type: 'text' })
  category: string;

  @Field(() => String, { description: 'Fabric kind: "verduisterend", "lichtdoorlatend", "semi-transparant", "screen".' })
  @Column({ type: 'text' })
  stofsoort: string;

  @Field(() => ProductLine)
  @Column({ type: 'text', default: ProductLine.FACTORY })
  line: ProductLine;

  @Field(() => CardCategory, { nullable: true, description: 'Card category on the overviews.' })
  @Column({ type: 'text', name: 'card_category', nullable: true })
  cardCategory: CardCategory | null;

  @Field(() => [String], { description: 'Listings that show it: "overview", "lichtdoorlatend", "verduisterend", "tile-demo".' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  listings: string[];

  @Field(() => String, { nullable: true, description: 'Light transmission: Blackout, Semi-blackout, Dimout, Lichtdoorlatend, Semi-transparant.' })
  @Column({ type: 'text', nullable: true })
  transparency: string | null;

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  images: string[];

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  features: string[];

  @Field(() => [ProductColor])
  @Column({ type: 'jsonb', default: () => "'[]'" })
  colors: ProductColor[];

  @Field(() => [String], { description: 'Light filter choices (Lichtdoorlaatbaarheid).' })
  @Column({ type: 'text', array: true, name: 'light_filter', default: () => "'{}'" })
  lightFilter: string[];

  @Field(() => Boolean)
  @Column({ type: 'boolean', name: 'is_published', default: true })
  isPublished: boolean;

  @Field(() => Number, { description: 'Display order within its listing (popularity).' })
  @Column({ type: 'int', name: 'sort_order', default: 0 })
  sortOrder: number;

  /** Configurator rules as stored (jsonb); GraphQL serves them typed as `configurator`. */
  @Column({ type: 'jsonb', name: 'configurator', nullable: true })
  rules: ConfiguratorRules | null;

  @Field(() => ConfiguratorRulesType, {
    nullable: true,
    description: 'Configurator rules (dimensions, option groups, pricing) when the product is made to measure.',
  })
  get configurator(): ConfiguratorRulesType | null {
    return this.rules ? configuratorRulesType(this.rules) : null;
  }

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
