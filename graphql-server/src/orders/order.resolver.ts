import { Arg, Authorized, Ctx, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../http/context';
import { PageType, type PageResult } from '../shop/page';
import { STAFF } from '../staff/access';
import { Order, OrderStatus } from './order.entity';

@ObjectType({ description: 'A page of orders, newest first.' })
export class OrderPage extends PageType(Order) {}

@Resolver(() => Order)
export class OrderResolver {
  @Authorized(STAFF)
  @Query(() => OrderPage, {
    description:
      'Orders (staff), newest first; search matches customer name, order id, or an item\'s fabric or manufacturer code, case-insensitively.',
  })
  orders(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('status', () => OrderStatus, { nullable: true }) status?: OrderStatus | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25).' }) limit?: number | null,
    @Arg('offset', () => Int, { nullable: true, description: 'Number of matches to skip (default 0).' }) offset?: number | null,
  ): Promise<PageResult<Order>> {
    return ctx.services.orders.list({ search, status, limit, offset });
  }

  @Authorized(STAFF)
  @Query(() => Order, { nullable: true, description: 'An order by its number (staff); null when unknown.' })
  order(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Order | null> {
    return ctx.services.orders.byId(id);
  }
}
