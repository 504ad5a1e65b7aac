import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { PriceBreakdown as EnginePriceBreakdown } from '@lumina/schema';
import { Money } from '../api/money.type';
import { DeliveryEstimate } from '../delivery/delivery-estimate.type';
import { Totals } from '../api/totals.type';
import { UserErrorType, type UserError } from '../api/user-error';
import { CartLine } from './cart-line.entity';
import { CartErrorCode } from './cart-error-code';
import type { CartView } from './cart.service';
import { MadeToMeasure } from './made-to-measure.type';

export const CartUserError = UserErrorType('CartUserError', CartErrorCode, 'A refused cart change or price quote, with a Dutch message for shoppers.');
export type CartUserError = UserError<CartErrorCode>;

@InputType({ description: 'One option choice: `value` for SINGLE and TEXT groups, `values` for MULTIPLE groups.' })
export class ConfigurationOptionInput {
  @Field(() => String, { description: 'Option group key, e.g. "controlType" (see Product.configurator.optionGroups).' }) key: string;
  @Field(() => String, { nullable: true, description: 'The chosen value, or the text.' }) value?: string | null;
  @Field(() => [String], { nullable: true, description: 'The chosen values of a MULTIPLE group.' }) values?: string[] | null;
}

@InputType({ description: "A shopper's configuration: whole dimensions in the unit of the product's rules (cm or mm) and option choices." })
export class ConfigurationInput {
  @Field(() => Float, { nullable: true, description: 'Width in the rules\' unit; a whole number (a fraction is refused with NOT_AN_INTEGER).' })
  width?: number | null;
  @Field(() => Float, { nullable: true, description: 'Height in the rules\' unit; a whole number.' }) height?: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Chain-operated blinds: the height of the blind\'s top above the floor in cm. Optional up to 250 cm blind height (the chain is then at most 100 cm); with it the chain loop ends at least 150 cm above the floor (EN 13120).',
  })
  mountingHeight?: number | null;
  @Field(() => [ConfigurationOptionInput], { nullable: true, description: 'One entry per option group; fixed and default values may be left out.' })
  options?: ConfigurationOptionInput[] | null;
}

@InputType({ description: 'A product to put in a cart, with its configuration. The server prices it; send no price.' })
export class CartLineAddInput {
  @Field(() => ID, { description: 'Product.id.' }) productId: string;
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'How many, 1–99 (default 1).' }) quantity?: number | null;
  @Field(() => ConfigurationInput, { nullable: true, description: 'Required for a product with configurator rules; optional whole-cm sizes otherwise.' })
  configuration?: ConfigurationInput | null;
  @Field(() => String, { nullable: true, description: 'One of Product.colors[].name, e.g. "Wit".' }) selectedColor?: string | null;
  @Field(() => String, { nullable: true, description: 'One of Product.lightFilter.' }) selectedLightFilter?: string | null;
}

@InputType({ description: 'A new configuration for a cart line (cartLineReplace).' })
export class CartLineReplaceInput extends CartLineAddInput {
  @Field(() => Int, { nullable: true, description: 'How many, 1–99; left out, the line keeps its quantity.' })
  declare quantity?: number | null;
}

@InputType({ description: 'A new cart, optionally with its first lines.' })
export class CartCreateInput {
  @Field(() => [CartLineAddInput], { nullable: true, description: 'Lines to start with; if any is refused, no cart is created.' })
  lines?: CartLineAddInput[] | null;
}

@InputType({ description: 'A new quantity for a cart line.' })
export class CartLineUpdateInput {
  @Field(() => Int, { description: 'The new quantity, up to 99; 0 or below removes the line.' }) quantity: number;
}

@ObjectType({ description: 'A promotion the cart gets: what it is called and what it takes off (lines and shipping).' })
export class CartDiscount {
  @Field(() => String, { description: 'Its name, e.g. "Nieuwsbrief december".' }) name: string;
  @Field(() => String, { nullable: true, description: 'The code the shopper entered; null for a sale.' }) code: string | null;
  @Field(() => Money, { description: 'What it takes off, VAT included (shipping too, for a free-shipping code).' }) amount: Money;
}

@ObjectType({ description: 'A shopping cart. Its id is a secret: whoever has it can read and change the cart.' })
export class Cart {
  @Field(() => ID, {
    description:
      'Opaque secret that identifies the cart (256 random bits; the server stores only its hash). Pass it as cartId when you do not use the browser cookie. Keep it private.',
  })
  id: string;

  @Field(() => [CartLine], { description: 'Lines in the order they were added.' }) lines: CartLine[];
  @Field(() => Int, { description: 'Sum of the quantities (the header badge).' }) itemCount: number;
  @Field(() => Totals, { description: 'What an order of this cart costs now: subtotal, shipping, total, the VAT in it, and what is missing for free shipping.' })
  totals: Totals;
  @Field(() => DeliveryEstimate, { nullable: true, description: 'Expected delivery when ordered now: the longest lead time of its products; null when empty.' })
  deliveryEstimate: DeliveryEstimate | null;
  @Field(() => String, { nullable: true, description: 'The discount code entered (cartDiscountCodeApply), in capitals; null without one.' })
  discountCode: string | null;
  @Field(() => [CartDiscount], { description: 'What the entered code takes off now; empty without one, or while it does not apply (discountCodeProblem says why).' })
  discounts: CartDiscount[];
  @Field(() => String, { nullable: true, description: 'Why the entered code takes nothing off now, in Dutch (e.g. the minimum order amount is no longer reached); null otherwise. An order is refused while it is there.' })
  discountCodeProblem: string | null;

  @Field(() => Money, { description: 'Sum of the line totals, VAT included.', deprecationReason: 'Use totals.subtotal.' })
  get total(): Money {
    return this.totals.subtotal;
  }

  @Field(() => Money, { description: 'Shipping an order of this cart pays now.', deprecationReason: 'Use totals.shipping.' })
  get shipping(): Money {
    return this.totals.shipping;
  }

  @Field(() => Money, { description: 'What an order of this cart costs now, shipping included.', deprecationReason: 'Use totals.total.' })
  get totalWithShipping(): Money {
    return this.totals.total;
  }

  static of(view: CartView): Cart {
    return Object.assign(new Cart(), {
      id: view.token,
      lines: view.lines,
      itemCount: view.itemCount,
      totals: Totals.of(view.totals),
      deliveryEstimate: view.delivery ? DeliveryEstimate.of(view.delivery) : null,
      discountCode: view.discountCode,
      discounts: view.discounts.map((d) => ({ name: d.name, code: d.code, amount: Money.of(d.amountCents) })),
      discountCodeProblem: view.discountRefusal?.message ?? null,
    });
  }
}

@ObjectType({ description: 'The cart after a change, or what was wrong with the change (then nothing changed).' })
export class CartPayload {
  @Field(() => Cart, { nullable: true, description: 'The cart as it is now; null when there is no cart (unknown cartId, or no cart yet).' })
  cart: Cart | null;
  @Field(() => CartLine, {
    nullable: true,
    description: 'The line this change added, raised or replaced, with the price the server charges; null for other changes and when refused.',
  })
  line: CartLine | null;
  @Field(() => [CartUserError], { description: 'Empty when the change was made.' }) userErrors: CartUserError[];
}

@ObjectType({ description: 'One line of a price breakdown.' })
export class PriceLine {
  @Field(() => String, { description: '"area" (fabric by the m²), "base", "minimum" (top-up to the minimum price) or an option group key.' })
  key: string;
  @Field(() => String, { description: 'What to show (Dutch), e.g. "Kettingsysteem: Metalen ketting".' }) label: string;
  @Field(() => Money, { description: 'Its share of the total; the lines add up to the total exactly.' }) amount: Money;
}

@ObjectType({ description: 'How the price of a configuration is made up.' })
export class PriceBreakdown {
  @Field(() => [PriceLine], { description: 'Base or area price, then the surcharges, then any top-up to the minimum.' }) lines: PriceLine[];
  @Field(() => Float, { nullable: true, description: 'Area in m² (two decimals) when priced per m²; null otherwise.' }) areaM2: number | null;
  @Field(() => Money, { description: 'The unit price, VAT included: what the cart charges for one blind.' }) total: Money;
  @Field(() => Money, { description: 'The VAT contained in the total.' }) vat: Money;
  @Field(() => Boolean, { description: 'True when the minimum price applied.' }) minimumApplied: boolean;

  static of(b: EnginePriceBreakdown): PriceBreakdown {
    return Object.assign(new PriceBreakdown(), {
      lines: b.lines.map((l) => ({ key: l.key, label: l.label, amount: Money.of(l.cents) })),
      areaM2: b.areaM2,
      total: Money.of(b.totalCents),
      vat: Money.of(b.vatCents),
      minimumApplied: b.minimumApplied,
    });
  }
}

@ObjectType({ description: 'The price of a configuration, or what is wrong with it.' })
export class PriceQuote {
  @Field(() => PriceBreakdown, { nullable: true, description: 'The price, when the configuration is complete and valid; null otherwise.' })
  price: PriceBreakdown | null;
  @Field(() => MadeToMeasure, { nullable: true, description: 'What the atelier would make (fabrication size, chain), when priced and made to measure.' })
  madeToMeasure: MadeToMeasure | null;
  @Field(() => [CartUserError], { description: 'What is wrong, per field (paths start at productId or configuration); empty when priced.' })
  userErrors: CartUserError[];
}

/** GraphQL's option list -> the engine's option record. */
export function optionsRecord(options: ConfigurationOptionInput[] | null | undefined): Record<string, unknown> {
  // No prototype: a key such as "__proto__" or "constructor" is a key like any other, so the engine refuses it as unknown.
  const record = Object.create(null) as Record<string, unknown>;
  for (const o of options ?? []) record[o.key] = o.values ?? o.value ?? null;
  return record;
}
