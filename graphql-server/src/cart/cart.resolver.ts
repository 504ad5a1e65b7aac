import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../http/context';
import { cartToken, setCartCookie } from '../http/cookies';
import { takeWrites } from '../graphql/guards';
import { MAX_LINES, type CartRef, type CartResult } from './cart.service';
import type { LineInput } from './configuration';
import {
  Cart,
  CartCreateInput,
  CartLineAddInput,
  CartLineReplaceInput,
  CartLineUpdateInput,
  CartPayload,
  ConfigurationInput,
  optionsRecord,
  PriceBreakdown,
  PriceQuote,
} from './cart.types';
import { MadeToMeasure } from './made-to-measure.type';

const CART_ID_DESCRIPTION = 'Cart.id of the cart to use; without it, the cart of the browser cookie.';

export function cartRef(ctx: RequestContext, cartId: string | null | undefined): CartRef {
  return cartId != null ? { cartId } : { cookieToken: cartToken(ctx.req) };
}

function configurationInput(configuration: ConfigurationInput): NonNullable<LineInput['configuration']> {
  return {
    width: configuration.width,
    height: configuration.height,
    mountingHeight: configuration.mountingHeight,
    options: optionsRecord(configuration.options),
  };
}

function lineInput(input: CartLineAddInput): LineInput {
  return {
    productId: input.productId,
    quantity: input.quantity,
    configuration: input.configuration ? configurationInput(input.configuration) : null,
    selectedColor: input.selectedColor,
    selectedLightFilter: input.selectedLightFilter,
  };
}

function payload(result: CartResult): CartPayload {
  const line = result.lineId === undefined ? null : (result.cart?.lines.find((l) => l.id === result.lineId) ?? null);
  return { cart: result.cart ? Cart.of(result.cart) : null, line, userErrors: result.userErrors };
}

@Resolver()
export class CartResolver {
  @Query(() => Cart, {
    nullable: true,
    description:
      'A cart: by id, or else the cart of the browser cookie (null when the browser has none yet). An id that matches no cart is an error with code CART_NOT_FOUND.',
  })
  async cart(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { nullable: true, description: 'Cart.id.' }) id?: string | null): Promise<Cart | null> {
    const result = await ctx.services.cart.get(cartRef(ctx, id));
    const [error] = result.userErrors;
    if (error) throw new GraphQLError(error.message, { extensions: { code: error.code, field: error.field } });
    return result.cart ? Cart.of(result.cart) : null;
  }

  @Query(() => PriceQuote, { description: 'The price of a configuration of a product, or what is wrong with it. The cart charges exactly this price.' })
  async priceQuote(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => ID, { description: 'Product.id.' }) productId: string,
    @Arg('configuration', () => ConfigurationInput, { description: 'The shopper\'s dimensions and option choices.' }) configuration: ConfigurationInput,
  ): Promise<PriceQuote> {
    const priced = await ctx.services.cart.price({ productId, configuration: configurationInput(configuration) });
    return priced.ok
      ? { price: PriceBreakdown.of(priced.breakdown), madeToMeasure: priced.made ? MadeToMeasure.of(priced.made) : null, userErrors: [] }
      : { price: null, madeToMeasure: null, userErrors: priced.errors };
  }

  @Mutation(() => CartPayload, {
    description: 'Creates a new cart, optionally with lines, and answers its id. No cookie is set: pass the id as cartId from then on.',
  })
  async cartCreate(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CartCreateInput, { nullable: true, description: 'The first lines, if any.' }) input?: CartCreateInput | null,
  ): Promise<CartPayload> {
    const lines = input?.lines ?? [];
    // The request took one write; each further line it makes is one more (a longer list is refused unread).
    if (lines.length <= MAX_LINES) await takeWrites(ctx, lines.length - 1);
    return payload(await ctx.services.cart.create(lines.map(lineInput)));
  }

  @Mutation(() => CartPayload, {
    description:
      'Adds a configured product, priced by the server; the same configuration again raises the quantity. Without cartId and cookie, a cart is created and its cookie set.',
  })
  async cartLineAdd(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CartLineAddInput, { description: 'The product and its configuration.' }) input: CartLineAddInput,
    @Arg('cartId', () => ID, { nullable: true, description: CART_ID_DESCRIPTION }) cartId?: string | null,
  ): Promise<CartPayload> {
    const result = await ctx.services.cart.addLine(cartRef(ctx, cartId), lineInput(input));
    if (result.newToken) setCartCookie(ctx.req, ctx.res, result.newToken);
    return payload(result);
  }

  @Mutation(() => CartPayload, { description: "Sets a line's quantity; 0 or below removes the line." })
  async cartLineUpdate(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'CartLine.id.' }) id: string,
    @Arg('input', () => CartLineUpdateInput, { description: 'The new quantity.' }) input: CartLineUpdateInput,
    @Arg('cartId', () => ID, { nullable: true, description: CART_ID_DESCRIPTION }) cartId?: string | null,
  ): Promise<CartPayload> {
    return payload(await ctx.services.cart.updateLine(cartRef(ctx, cartId), id, input.quantity));
  }

  @Mutation(() => CartPayload, {
    description:
      "Replaces a line by a new configuration (a configurator's 'Wijzigen'), priced by the server, in one step: the line keeps its quantity unless the input gives one. A refused input changes nothing.",
  })
  async cartLineReplace(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'CartLine.id of the line to replace.' }) id: string,
    @Arg('input', () => CartLineReplaceInput, { description: 'The product and its new configuration.' }) input: CartLineReplaceInput,
    @Arg('cartId', () => ID, { nullable: true, description: CART_ID_DESCRIPTION }) cartId?: string | null,
  ): Promise<CartPayload> {
    return payload(await ctx.services.cart.replaceLine(cartRef(ctx, cartId), id, lineInput(input)));
  }

  @Mutation(() => CartPayload, {
    description:
      'Enters a discount code (issue 33): kept on the cart when it takes something off its lines now (Cart.discounts, totals.discount), else refused with a Dutch message and the reason as code (DISCOUNT_CODE_UNKNOWN, _UNAVAILABLE, _USED_UP, _NOT_APPLICABLE, _MINIMUM_NOT_REACHED); a refused code changes nothing. One code per cart: a new one replaces it.',
  })
  async cartDiscountCodeApply(
    @Ctx() ctx: RequestContext,
    @Arg('code', () => String, { description: 'The code as the shopper typed it (any case).' }) code: string,
    @Arg('cartId', () => ID, { nullable: true, description: CART_ID_DESCRIPTION }) cartId?: string | null,
  ): Promise<CartPayload> {
    return payload(await ctx.services.cart.applyDiscountCode(cartRef(ctx, cartId), code));
  }

  @Mutation(() => CartPayload, { description: 'Takes the entered discount code off the cart.' })
  async cartDiscountCodeRemove(
    @Ctx() ctx: RequestContext,
    @Arg('cartId', () => ID, { nullable: true, description: CART_ID_DESCRIPTION }) cartId?: string | null,
  ): Promise<CartPayload> {
    return payload(await ctx.services.cart.removeDiscountCode(cartRef(ctx, cartId)));
  }

  @Mutation(() => CartPayload, { description: 'Removes a line.' })
  async cartLineRemove(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'CartLine.id.' }) id: string,
    @Arg('cartId', () => ID, { nullable: true, description: CART_ID_DESCRIPTION }) cartId?: string | null,
  ): Promise<CartPayload> {
    return payload(await ctx.services.cart.removeLine(cartRef(ctx, cartId), id));
  }

  @Mutation(() => CartPayload, { description: 'Removes every line; the cart (and its id) stays.' })
  async cartClear(
    @Ctx() ctx: RequestContext,
    @Arg('cartId', () => ID, { nullable: true, description: CART_ID_DESCRIPTION }) cartId?: string | null,
  ): Promise<CartPayload> {
    return payload(await ctx.services.cart.clear(cartRef(ctx, cartId)));
  }
}
