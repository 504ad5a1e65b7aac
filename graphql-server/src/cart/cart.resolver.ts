import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { vatIncluded } from '@lumina/schema';
import type { RequestContext } from '../http/context';
import { cartToken, setCartCookie } from '../http/cookies';
import { Money } from '../shop/money.type';
import { configurationSummary, type CartResult, type CartView, type LineConfiguration } from './cart.service';
import {
  CartLineAddInput,
  CartLineUpdateInput,
  CartPayload,
  CartType,
  ConfigurationInput,
  optionsRecord,
  PriceQuote,
  priceBreakdownType,
} from './cart.types';

export function cartType(view: CartView): CartType {
  return {
    lines: view.lines.map((line) => {
      const configuration = line.configuration as LineConfiguration;
      return {
        id: String(line.id),
        product: line.product,
        quantity: line.quantity,
        configuration: {
          width: configuration.width ?? null,
          height: configuration.height ?? null,
          selectedColor: configuration.selectedColor ?? null,
          selectedLightFilter: configuration.selectedLightFilter ?? null,
          options: Object.entries(configuration.options ?? {}).map(([key, v]) => ({ key, values: Array.isArray(v) ? v : [v] })),
        },
        summary: configurationSummary(line.product, configuration),
        unitPrice: Money.of(line.unitPriceCents),
        linePrice: Money.of(line.unitPriceCents * line.quantity),
      };
    }),
    itemCount: view.itemCount,
    total: Money.of(view.totalCents),
    vat: Money.of(vatIncluded(view.totalCents)),
  };
}

function payload(result: CartResult): CartPayload {
  return { cart: cartType(result.cart), userErrors: result.userErrors };
}

@Resolver()
export class CartResolver {
  @Query(() => CartType, { description: "The visitor's cart (from the cart cookie); empty when there is none." })
  async cart(@Ctx() ctx: RequestContext): Promise<CartType> {
    const cart = await ctx.services.cart.findByToken(cartToken(ctx.req));
    return cartType(await ctx.services.cart.view(cart?.id ?? null));
  }

  @Query(() => PriceQuote, { description: 'The price of a configuration, or what is wrong with it.' })
  async priceQuote(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => ID) productId: string,
    @Arg('configuration', () => ConfigurationInput) configuration: ConfigurationInput,
  ): Promise<PriceQuote> {
    const priced = await ctx.services.cart.price({
      productId,
      width: configuration.width,
      height: configuration.height,
      options: optionsRecord(configuration.options),
    });
    if (!priced.ok) return { price: null, userErrors: priced.errors };
    return {
      price: priced.breakdown
        ? priceBreakdownType(priced.breakdown)
        : priceBreakdownType({ lines: [], areaM2: null, totalCents: priced.unitPriceCents, vatCents: vatIncluded(priced.unitPriceCents), minimumApplied: false }),
      userErrors: [],
    };
  }

  @Mutation(() => CartPayload, { description: 'Adds a configured product; the same configuration again raises the quantity.' })
  async cartLineAdd(@Ctx() ctx: RequestContext, @Arg('input', () => CartLineAddInput) input: CartLineAddInput): Promise<CartPayload> {
    const result = await ctx.services.cart.addLine(cartToken(ctx.req), {
      productId: input.productId,
      quantity: input.quantity,
      width: input.configuration?.width,
      height: input.configuration?.height,
      options: optionsRecord(input.configuration?.options),
      selectedColor: input.selectedColor,
      selectedLightFilter: input.selectedLightFilter,
    });
    if (result.newToken) setCartCookie(ctx.req, ctx.res, result.newToken);
    return payload(result);
  }

  @Mutation(() => CartPayload, { description: "Sets a line's quantity; 0 or below removes it." })
  async cartLineUpdate(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CartLineUpdateInput) input: CartLineUpdateInput,
  ): Promise<CartPayload> {
    return payload(await ctx.services.cart.updateLine(cartToken(ctx.req), id, input.quantity));
  }

  @Mutation(() => CartPayload)
  async cartLineRemove(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<CartPayload> {
    return payload(await ctx.services.cart.removeLine(cartToken(ctx.req), id));
  }

  @Mutation(() => CartPayload)
  async cartClear(@Ctx() ctx: RequestContext): Promise<CartPayload> {
    return payload(await ctx.services.cart.clear(cartToken(ctx.req)));
  }
}
