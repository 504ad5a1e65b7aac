import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ConfiguratorRules } from '@lumina/schema';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { Money } from '../api/money.type';
import { UserErrorType, type UserError } from '../api/user-error';
import { ConfiguratorRulesType, configuratorRulesType, DimensionKey, PricingMode, SurchargeKind } from '../catalog/configurator.types';
import { Product } from '../catalog/product.entity';
import { StaffOnly } from '../staff/staff-only';
import { ChangeRecord } from '../api/change-record';

export const PricingAdminErrorCode = graphqlEnum('PricingAdminErrorCode', 'Why a change of prices or price rules was refused; nothing changed.', {
  PRODUCT_NOT_FOUND: 'No product has this id.',
  NO_RULES: 'The product has no configurator rules (a fixed-price product).',
  PRICE_GROUP_NOT_FOUND: 'There is no such price group (1–8).',
  VERSION_NOT_FOUND: 'The product (or price group) has no version with this number.',
  REQUIRED: 'A value the rules need is empty.',
  INVALID: 'A value is not of its kind (an amount, a number, a known dimension or choice).',
  OUT_OF_RANGE: 'A number is outside what the rules allow (see the message).',
  UNPRICEABLE: 'The price engine cannot price the rules (the message says which size or choice, and why).',
  VERSION_CONFLICT: 'Someone else changed it since expectedVersion: reload, look again and save again.',
  NOTHING_TO_CHANGE: 'The input changes nothing.',
});
export type PricingAdminErrorCode = ValueOf<typeof PricingAdminErrorCode>;

export const PricingAdminUserError = UserErrorType('PricingAdminUserError', PricingAdminErrorCode, 'A refused change of prices or price rules, with a Dutch message.');
export type PricingAdminUserError = UserError<PricingAdminErrorCode>;

export const RulesChangeReason = graphqlEnum('RulesChangeReason', 'What made a new version of a product\'s price rules or of a price group.', {
  INITIAL: ['initial', 'The rules (or the group\'s rate) as they were before staff first changed them.'],
  EDIT: ['edit', 'Staff edited the product\'s price rules (or the group\'s rate).'],
  PRICE_GROUP: ['price-group', 'Staff changed (or rolled back) the rate of the product\'s price group.'],
  ROLLBACK: ['rollback', 'Staff restored an earlier version.'],
});
export type RulesChangeReason = ValueOf<typeof RulesChangeReason>;

/**
 * One of the eight price groups: a rate per m² every product in it is priced at. A product's group is the one its
 * rules name (`Pricing.priceGroup`, what the price engine charges); the SKU card and the fabric collection read it
 * there too. Its cards' from-price is each product's own lowest price, computed from its rules (issue 31).
 */
@StaffOnly()
@ObjectType({ description: "A price group (1–8): the rate per m² of every product in it. Each product's from-price is its own lowest price (Product.price), computed from its rules." })
@Entity('price_group')
export class PriceGroup {
  @Field(() => Int, { description: 'Its number, 1–8.' })
  @PrimaryColumn({ type: 'int', name: 'price_group' })
  group: number;

  @Column({ type: 'int', name: 'cents_per_square_metre' })
  centsPerSquareMetre: number;

  @Field(() => Int, { description: 'Its version; a change sends it as expectedVersion, and is refused when someone changed the group since.' })
  @Column({ type: 'int' })
  version: number;

  @Field(() => String, { nullable: true, description: 'Who changed it last; null while it is as seeded.' })
  @Column({ type: 'text', name: 'updated_by', nullable: true })
  updatedBy: string | null;

  @Field(() => Date, { description: 'When it was changed last (or seeded).' })
  @Column({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;

  @Field(() => Money, { description: 'Price per m², VAT included.' })
  get pricePerSquareMetre(): Money {
    return Money.of(this.centsPerSquareMetre);
  }
}

/**
 * What every version of a price's history says (a product's rules, a price group's rate): why it was made, what changed
 * (old → new, in Dutch), who made it and when. The columns of both history tables.
 */
@ObjectType({ description: 'A version of a price\'s history (a base of ProductRuleVersion and PriceGroupVersion; never answered itself).' })
abstract class PriceVersion extends ChangeRecord {
  @Field(() => Int, { description: 'Its number; 1 for the prices as they were before the first change.' })
  @PrimaryColumn({ type: 'int' })
  version: number;

  @Field(() => RulesChangeReason, { description: 'What made it.' })
  @Column({ type: 'text' })
  reason: RulesChangeReason;
}

/**
 * One version of a price group: its rate as it was made, why, by whom, when and what changed. A group has no from-price
 * of its own (issue 31): each of its products' is the lowest price its rules make, kept with the product's versions.
 */
@StaffOnly()
@ObjectType({ description: 'A numbered version of a price group\'s rate: who made it, when, why and what changed (old → new); any earlier one can be restored.' })
@Entity('price_group_version')
export class PriceGroupVersion extends PriceVersion {
  @PrimaryColumn({ type: 'int', name: 'price_group' })
  group: number;

  @Column({ type: 'int', name: 'cents_per_square_metre' })
  centsPerSquareMetre: number;

  @Field(() => Money, { description: 'Its price per m², VAT included.' })
  get pricePerSquareMetre(): Money {
    return Money.of(this.centsPerSquareMetre);
  }
}

/** One version of a product's rules: the rules and from-price as they were made, why, by whom, when and what changed. */
@StaffOnly()
@ObjectType({ description: 'A numbered version of a product\'s price rules: who made it, when, why and what changed; any earlier one can be restored.' })
@Entity('product_rule_version')
export class ProductRuleVersion extends PriceVersion {
  @PrimaryColumn({ type: 'int', name: 'product_id' })
  productId: number;

  @Column({ type: 'jsonb' })
  rules: ConfiguratorRules;

  @Column({ type: 'int', name: 'from_price_cents' })
  fromPriceCents: number;

  @Field(() => ConfiguratorRulesType, { description: 'The rules of this version.' })
  get configurator(): ConfiguratorRulesType {
    return configuratorRulesType(this.rules);
  }

  @Field(() => Money, { description: 'The from-price of this version: the lowest price its rules let a shopper pay.' })
  get fromPrice(): Money {
    return Money.of(this.fromPriceCents);
  }
}

@InputType({ description: 'How the price starts: a price group\'s rate, a rate per m² of its own, or a fixed base price.' })
export class PricingInput {
  @Field(() => PricingMode, { description: 'Per m² or a fixed base.' }) mode: PricingMode;
  @Field(() => Int, { nullable: true, description: 'PER_SQUARE_METRE: the price group (1–8) whose rate it takes; null for a rate of its own.' })
  priceGroup?: number | null;
  @Field(() => Int, { nullable: true, description: 'PER_SQUARE_METRE without a group: the rate in cents.' }) pricePerSquareMetreCents?: number | null;
  @Field(() => Int, { nullable: true, description: 'FIXED_BASE: the base price in cents.' }) basePriceCents?: number | null;
}

@InputType({ description: 'The range and step of one of the product\'s dimensions, in its unit.' })
export class DimensionRangeInput {
  @Field(() => DimensionKey, { description: 'Which dimension.' }) key: DimensionKey;
  @Field(() => Int, { description: 'Smallest allowed value.' }) min: number;
  @Field(() => Int, { description: 'Largest allowed value.' }) max: number;
  @Field(() => Int, { description: 'Step of the minus/plus buttons (and of the allowed values, where the rules enforce it).' }) step: number;
}

@InputType({ description: 'The surcharge of one choice; kind null removes it (the choice is free).' })
export class ChoiceSurchargeInput {
  @Field(() => String, { description: 'Key of the option group.' }) group: string;
  @Field(() => String, { description: 'Value of the choice.' }) value: string;
  @Field(() => SurchargeKind, { nullable: true, description: 'How it applies; null for none.' }) kind?: SurchargeKind | null;
  @Field(() => Int, { nullable: true, description: 'FIXED: the amount in cents (negative for a deduction).' }) amountCents?: number | null;
  @Field(() => Number, { nullable: true, description: 'PERCENT_OF_AREA: the percentage, e.g. 10.' }) percent?: number | null;
  @Field(() => Number, { nullable: true, description: 'FACTOR: the multiplier, e.g. 1.15.' }) factor?: number | null;
}

@InputType({ description: 'New price rules of a product. Dimensions and choices left out keep theirs; its groups and choices themselves do not change here.' })
export class ProductRulesInput {
  @Field(() => ID, { description: 'Product id.' }) productId: string;
  @Field(() => Int, { description: 'The rules version this change was made on (StaffProduct.rulesVersion); refused with VERSION_CONFLICT when it is no longer the current one.' })
  expectedVersion: number;
  @Field(() => PricingInput, { description: 'How the price starts.' }) pricing: PricingInput;
  @Field(() => Int, { nullable: true, description: 'The minimum price in cents; null for none.' }) minimumPriceCents?: number | null;
  @Field(() => [DimensionRangeInput], { defaultValue: [], description: 'Ranges and steps to change.' }) dimensions: DimensionRangeInput[];
  @Field(() => [ChoiceSurchargeInput], { defaultValue: [], description: 'Surcharges to change.' }) surcharges: ChoiceSurchargeInput[];
}

@InputType({ description: 'A new rate of a price group.' })
export class PriceGroupInput {
  @Field(() => Int, { description: 'The group, 1–8.' }) group: number;
  @Field(() => Int, { description: 'The group\'s version this change was made on (PriceGroup.version); refused with VERSION_CONFLICT when it changed since.' })
  expectedVersion: number;
  @Field(() => Int, { description: 'Price per m² in cents.' }) pricePerSquareMetreCents: number;
}

@ObjectType({ description: 'The price of one reference size now and after a proposed change.' })
export class ReferenceSizePrice {
  @Field(() => String, { description: 'The size, e.g. "40 × 100 cm".' }) label: string;
  @Field(() => Int, { description: 'Width in the rules\' unit.' }) width: number;
  @Field(() => Int, { description: 'Height in the rules\' unit.' }) height: number;
  @Field(() => Money, { nullable: true, description: 'Its price with the current rules; null when they do not offer this size.' }) now: Money | null;
  @Field(() => Money, { nullable: true, description: 'Its price after the change; null when the new rules cannot price it (see problems).' }) after: Money | null;
}

@StaffOnly()
@ObjectType({ description: 'What a proposed change does to one product: its three reference sizes (smallest, middle, largest) now and after.' })
export class ProductPricePreview {
  @Field(() => Product, { description: 'The product.' }) product: Product;
  @Field(() => [ReferenceSizePrice], { description: 'Smallest allowed, 100 × 160 cm brought into range, largest allowed; with each group\'s default or first choice.' })
  sizes: ReferenceSizePrice[];
  @Field(() => Money, { description: 'The from-price of its cards now: the lowest price a shopper can pay (smallest size, cheapest choices), as the price engine computes it.' })
  fromPriceNow: Money;
  @Field(() => Money, { description: 'The from-price after the change, computed from the new rules the same way.' }) fromPriceAfter: Money;
}

@ObjectType({ description: 'A product\'s price rules after a change (or as previewed), or why they were refused (then nothing changed).' })
export class ProductRulesPayload {
  @Field(() => ProductPricePreview, { nullable: true, description: 'The product\'s reference prices before and after; null when the input was refused.' })
  preview: ProductPricePreview | null;
  @Field(() => Int, { nullable: true, description: 'The product\'s current rules version after a change (the expectedVersion of the next); null when nothing was saved.' })
  version: number | null;
  @Field(() => [PricingAdminUserError], { description: 'Empty when the change was made (or the preview is valid).' }) userErrors: PricingAdminUserError[];
}

@ObjectType({ description: 'A price group after a change (or as previewed) with every product in it, or why it was refused (then nothing changed).' })
export class PriceGroupPayload {
  @Field(() => PriceGroup, { nullable: true, description: 'The group as it is now; null when unknown.' }) priceGroup: PriceGroup | null;
  @Field(() => [ProductPricePreview], { description: 'Every product in the group: its reference prices now and after.' }) products: ProductPricePreview[];
  @Field(() => [PricingAdminUserError], { description: 'Empty when the change was made (or the preview is valid).' }) userErrors: PricingAdminUserError[];
}
