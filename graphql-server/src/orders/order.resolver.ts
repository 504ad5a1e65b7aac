import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { cartRef } from '../cart/cart.resolver';
import type { RequestContext } from '../http/context';
import { cartToken } from '../http/cookies';
import { staffName, staffOf } from '../staff/access';
import { hashToken, isWellFormedToken } from '../security/token';
import { ConnectionType, type ConnectionData } from '../api/connection';
import { OrderConfirmation } from './order-confirmation.type';
import { Order, OrderStatus } from './order.entity';
import { OrderPayload, OrderPlaceInput, OrderPlacePayload, OrderStatusChangeInput } from './order.types';

export const OrderConnection = ConnectionType('Order', Order, 'A page of orders, newest first.');

/** The order, when this visitor may see it: staff, or the visitor whose cart placed it (cookie, or `cartId`). */
export function visibleOrder(ctx: RequestContext, id: string, cartId?: string | null): Promise<Order | null> {
  const token = cartId ?? cartToken(ctx.req);
  return staffOf(ctx.res) ? ctx.services.orders.byId(id) : ctx.services.orders.placedBy(id, isWellFormedToken(token) ? hashToken(token) : null);
}

@Resolver(() => Order)
export class OrderResolver {
  @Query(() => OrderConnection, { description: 'Orders, newest first, filtered by status and a search term. Staff only.' })
  orders(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
    @Arg('search', () => String, {
      nullable: true,
      description: "Case-insensitive part of the customer name, the order id, or an item's fabric or manufacturer code; blank means no filter.",
    })
    search?: string | null,
    @Arg('status', () => OrderStatus, { nullable: true, description: 'Only orders in this status.' }) status?: OrderStatus | null,
  ): Promise<ConnectionData<Order>> {
    return ctx.services.orders.page({ search, status }, { first, after });
  }

  @Query(() => Order, { nullable: true, description: 'An order by its number, any case; null when unknown. Staff only.' })
  order(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Order number, e.g. "LUM-2026-00042".' }) id: string): Promise<Order | null> {
    return ctx.services.orders.byId(id);
  }

  @Mutation(() => OrderPlacePayload, {
    description:
      'Places the order of the cart (the cookie\'s, or cartId) in one transaction: every line priced again by the server, the fabricator data copied, the cart emptied. Idempotent per attemptId: the same attempt sent again (double click, retry) answers the same order. Bad input gives userErrors and orders nothing.',
  })
  async orderPlace(@Ctx() ctx: RequestContext, @Arg('input', () => OrderPlaceInput, { description: 'The checkout attempt.' }) input: OrderPlaceInput): Promise<OrderPlacePayload> {
    const placed = await ctx.services.checkout.place(cartRef(ctx, input.cartId), input);
    return { order: placed.order ? OrderConfirmation.of(placed.order) : null, userErrors: placed.userErrors };
  }

  @Query(() => OrderConfirmation, {
    nullable: true,
    description:
      'A placed order as its customer sees it, for the confirmation page: answered only to the visitor whose cart placed it (the cart cookie, or cartId) and to staff; null otherwise, also when unknown.',
  })
  async placedOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'Order number, e.g. "LUM-2026-01042".' }) id: string,
    @Arg('cartId', () => ID, { nullable: true, description: 'Cart.id of the cart that placed it, for clients without the cart cookie.' }) cartId?: string | null,
  ): Promise<OrderConfirmation | null> {
    const order = await visibleOrder(ctx, id, cartId);
    return order ? OrderConfirmation.of(order) : null;
  }

  @Mutation(() => OrderPayload, {
    description:
      'Moves an order to another status, as the order state machine allows (Order.nextStatuses), recorded with who and when. Refused with nothing changed when the order is no longer in `from` (STALE_STATUS) or the step is not allowed (ILLEGAL_TRANSITION). Staff only.',
  })
  orderStatusChange(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => OrderStatusChangeInput, { description: 'The order, the status seen, and the new status.' }) input: OrderStatusChangeInput,
  ): Promise<OrderPayload> {
    return ctx.services.orders.changeStatus(input.orderId, input.from, input.to, staffName(ctx.res), input);
  }
}
