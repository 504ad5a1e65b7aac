import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { PriceBreakdown } from '@lumina/schema';
import { Product } from '../catalog/product.entity';
import { Money } from '../shop/money.type';
import { UserError } from '../shop/user-error.type';

@InputType({ description: 'One option choice: `value` for single choices and text, `values` for multiple choices.' })
export class ConfigurationOptionInput {
  @Field(() => String, { description: 'Option group key, e.g. "controlType".' }) key: string;
  @Field(() => String, { nullable: true }) value?: string | null;
  @Field(() => [String], { nullable: true }) values?: string[] | null;
}

@InputType({ description: 'A shopper\'s configuration: dimensions in the unit of the rules (cm or mm) and option choices.' })
export class ConfigurationInput {
  @Field(() => Float, { nullable: true }) width?: number | null;
  @Field(() => Float, { nullable: true }) height?: number | null;
  @Field(() => [ConfigurationOptionInput], { nullable: true }) options?: ConfigurationOptionInput[] | null;
}

@InputType()
export class CartLineAddInput {
  @Field(() => ID, { description: 'Product id or slug.' }) productId: string;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) quantity?: number | null;
  @Field(() => ConfigurationInput, { nullable: true }) configuration?: ConfigurationInput | null;
  @Field(() => String, { nullable: true, description: 'Colour name, e.g. "Wit".' }) selectedColor?: string | null;
  @Field(() => String, { nullable: true }) selectedLightFilter?: string | null;
}

@InputType()
export class CartLineUpdateInput {
  @Field(() => Int, { description: '0 or below removes the line.' }) quantity: number;
}

@ObjectType()
export class SelectedOption {
  @Field(() => String) key: string;
  @Field(() => [String], { description: 'Chosen values (one for single choices and text).' }) values: string[];
}

@ObjectType()
export class CartLineConfiguration {
  @Field(() => Int, { nullable: true }) width: number | null;
  @Field(() => Int, { nullable: true }) height: number | null;
  @Field(() => String, { nullable: true }) selectedColor: string | null;
  @Field(() => String, { nullable: true }) selectedLightFilter: string | null;
  @Field(() => [SelectedOption]) options: SelectedOption[];
}

@ObjectType()
export class CartLineType {
  @Field(() => ID) id: string;
  @Field(() => Product) product: Product;
  @Field(() => Int) quantity: number;
  @Field(() => CartLineConfiguration) configuration: CartLineConfiguration;
  @Field(() => [String], { description: 'Dutch summary lines of the configuration.' }) summary: string[];
  @Field(() => Money, { description: 'Unit price computed by the server.' }) unitPrice: Money;
  @Field(() => Money, { description: 'Unit price × quantity.' }) linePrice: Money;
}

@ObjectType()
export class CartType {
  @Field(() => [CartLineType]) lines: CartLineType[];
  @Field(() => Int, { description: 'Sum of the quantities.' }) itemCount: number;
  @Field(() => Money, { description: 'Sum of the line prices, VAT included.' }) total: Money;
  @Field(() => Money, { description: 'The VAT contained in the total.' }) vat: Money;
}

@ObjectType()
export class CartPayload {
  @Field(() => CartType) cart: CartType;
  @Field(() => [UserError]) userErrors: UserError[];
}

@ObjectType()
export class PriceLineType {
  @Field(() => String, { description: '"area", "base", "minimum" or an option group key.' }) key: string;
  @Field(() => String) label: string;
  @Field(() => Money) amount: Money;
}

@ObjectType()
export class PriceBreakdownType {
  @Field(() => [PriceLineType]) lines: PriceLineType[];
  @Field(() => Float, { nullable: true, description: 'm², two decimals, when priced per m².' }) areaM2: number | null;
  @Field(() => Money) total: Money;
  @Field(() => Money) vat: Money;
  @Field(() => Boolean) minimumApplied: boolean;
}

@ObjectType()
export class PriceQuote {
  @Field(() => PriceBreakdownType, { nullable: true, description: 'The price, when the configuration is complete and valid.' })
  price: PriceBreakdownType | null;
  @Field(() => [UserError]) userErrors: UserError[];
}

export function priceBreakdownType(b: PriceBreakdown): PriceBreakdownType {
  return {
    lines: b.lines.map((l) => ({ key: l.key, label: l.label, amount: Money.of(l.cents) })),
    areaM2: b.areaM2,
    total: Money.of(b.totalCents),
    vat: Money.of(b.vatCents),
    minimumApplied: b.minimumApplied,
  };
}

/** GraphQL's option list -> the engine's option record. */
export function optionsRecord(options: ConfigurationOptionInput[] | null | undefined): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const o of options ?? []) record[o.key] = o.values ?? o.value ?? null;
  return record;
}
