import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { cartRef } from '../cart/cart.resolver';
import type { RequestContext } from '../http/context';
import { cartToken } from '../http/cookies';
import { staffMay, staffOf, staffWho } from '../staff/access';
import { hashToken, isWellFormedToken } from '../security/token';
import { ConnectionType, nodeFieldsAsked, type ConnectionData } from '../api/connection';
import { orderRelation, preloadRelations, type OrderRelation } from './order-loaders';
import { OrderConfirmation } from './order-confirmation.type';
import { Order, OrderStatus } from './order.entity';
import { OrderStatusChange } from './order-status-change.entity';
import type { OrderViewer } from './order.service';
import { OrderPayload, OrderPlaceInput, OrderPlacePayload, OrderStatusChangeInput } from './order.types';

export const OrderConnection = ConnectionType('Order', Order, 'A page of orders, newest first.');

/** Who is asking for an order: staff, or a visitor with the cart (cookie, or `cartId`) that may have placed it. */
export function viewerOf(ctx: RequestContext, cartId?: string | null): OrderViewer {
  if (staffOf(ctx.res)) return { staff: true };
  const token = cartId ?? cartToken(ctx.req);
  return { staff: false, cartTokenHash: isWellFormedToken(token) ? hashToken(token) : null };
}

@Resolver(() => Order)
export class OrderResolver {
  @FieldResolver(() => [OrderStatusChange], { description: 'Its history, oldest first: the placement, then every status change with who and when.' })
  statusHistory(@Ctx() ctx: RequestContext, @Root() order: Order): OrderStatusChange[] | Promise<OrderStatusChange[]> {
    return orderRelation(ctx.loaders.statusHistory, order.id);
  }

  @Query(() => OrderConnection, { description: 'Orders, newest first, filtered by status and a search term. Staff only.' })
  async orders(
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
    @Arg('search', () => String, {
      nullable: true,
      description:
        "Case-insensitive part of the customer name, the order id, or an item's fabric code, or its manufacturer code for a role that may read those (OrderItem.manufacturerCode); blank means no filter.",
    })
    search?: string | null,
    @Arg('status', () => OrderStatus, { nullable: true, description: 'Only orders in this status.' }) status?: OrderStatus | null,
    @Arg('attention', () => Boolean, { nullable: true, description: 'true: only orders staff must look at (Order.attention not empty).' }) attention?: boolean | null,
  ): Promise<ConnectionData<Order>> {
    const page = await ctx.services.orders.page({ search, searchManufacturerCodes: staffMay(ctx.res, 'OrderItem.manufacturerCode'), status, attention }, { first, after });
    // The relations the page's orders are asked for, read now (the same DataLoader statements): their fields then
    // answer at once instead of each order waiting on five promises (orderRelation).
    const asked = nodeFieldsAsked(info);
    const relations = (Object.keys(ctx.loaders) as OrderRelation[]).filter((relation) => asked.has(relation));
    await preloadRelations(ctx.loaders, relations, page.nodes.map((order) => order.id));
    return page;
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
    const placed = await ctx.services.checkout.place(cartRef(ctx, input.cartId), input, ctx.clientAddress);
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
    const order = await ctx.services.orders.visibleTo(id, viewerOf(ctx, cartId));
    return order ? OrderConfirmation.of(order) : null;
  }

  @Mutation(() => OrderPayload, {
    description:
      'Moves an order to another status, as the order lifecycle allows (Order.nextStatuses; docs/ORDER-LIFECYCLE.md), recorded with who and when. Refused with nothing changed when the order is no longer in `from` (STALE_STATUS), the step is not allowed (ILLEGAL_TRANSITION) or not for this role (NOT_ALLOWED), or its condition is not met (PAYMENT_REQUIRED, SHIPPING_REQUIRED, REFUND_REQUIRED, ...). Cancelling an order that holds money refunds all of it (refundCents). Staff only.',
  })
  orderStatusChange(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => OrderStatusChangeInput, { description: 'The order, the status seen, and the new status.' }) input: OrderStatusChangeInput,
  ): Promise<OrderPayload> {
    return ctx.services.orders.changeStatus(input.orderId, input.from, input.to, staffWho(ctx.res)!, input);
  }
}
