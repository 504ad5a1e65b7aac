import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../http/context';
import { ConnectionType, type ConnectionData } from '../shop/connection';
import { Order, OrderStatus } from './order.entity';

export const OrderConnection = ConnectionType('Order', Order, 'A page of orders, newest first.');

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
}
