import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { canPay, REFUND_REASON_MAX_LENGTH, texts } from '@lumina/schema';
import type { RequestContext } from '../http/context';
import { staffWho } from '../staff/access';
import { OrderConfirmation } from '../orders/order-confirmation.type';
import { Order } from '../orders/order.entity';
import { OrderEventRecord } from '../orders/order-event.entity';
import { SHOPPER } from '../orders/order-lifecycle.service';
import { viewerOf } from '../orders/order.resolver';
import { orderRelation } from '../orders/order-loaders';
import { OrderPayInput, OrderPayload, OrderPayPayload, OrderPaymentRecordInput, OrderRefundInput, type OrderUserError } from '../orders/order.types';
import { Chargeback, OrderPaymentChange, Payment, Refund } from './payment.entity';
import type { PaymentProblem } from './payment.service';

const asUserError = (problem: PaymentProblem, field: string[] | null): OrderUserError => ({ code: problem.code, field, message: problem.message });

@Resolver(() => OrderConfirmation)
export class OrderConfirmationPaymentResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: "The provider's page where the customer can finish paying now (an open payment); null when there is none.",
  })
  payUrl(@Ctx() ctx: RequestContext, @Root() order: OrderConfirmation): Promise<string | null> {
    return ctx.services.payments.openCheckoutUrl(order.id);
  }

  @FieldResolver(() => Boolean, {
    description:
      'True when the customer can (still or again) pay: not paid, not being processed, not cancelled. orderPay starts a payment (with another method if they choose).',
  })
  canPay(@Root() order: OrderConfirmation): boolean {
    return canPay(order);
  }

  @Mutation(() => OrderPayPayload, {
    description:
      "Pays for a placed order, again after a failed, canceled or expired payment, with the method chosen at checkout or another: answers the provider's page (the open payment's, or a new one for the order's total). Only the visitor whose cart placed the order (cookie or cartId) and staff.",
  })
  async orderPay(@Ctx() ctx: RequestContext, @Arg('input', () => OrderPayInput, { description: 'The order, and the cartId for clients without the cookie.' }) input: OrderPayInput): Promise<OrderPayPayload> {
    const visible = await ctx.services.orders.visibleTo(input.orderId, viewerOf(ctx, input.cartId));
    if (!visible) return { order: null, checkoutUrl: null, userErrors: [{ code: 'ORDER_NOT_FOUND', field: ['input', 'orderId'], message: texts.orders.notFound }] };
    const started = await ctx.services.payments.start(visible.id, staffWho(ctx.res) ?? SHOPPER, input.paymentMethod ?? null);
    const order = await ctx.services.orders.byId(visible.id);
    return {
      order: order ? OrderConfirmation.of(order) : null,
      checkoutUrl: started.checkoutUrl,
      userErrors: started.problem ? [asUserError(started.problem, null)] : [],
    };
  }
}

@Resolver(() => Order)
export class OrderPaymentResolver {
  @FieldResolver(() => [Payment], { description: 'Its payments, newest first: at the provider, or recorded by staff. Staff only.' })
  payments(@Ctx() ctx: RequestContext, @Root() order: Order): Payment[] | Promise<Payment[]> {
    return orderRelation(ctx.loaders.payments, order.id);
  }

  @FieldResolver(() => [Refund], { description: 'Its refunds, newest first (pending until the provider settles them). Staff only.' })
  refunds(@Ctx() ctx: RequestContext, @Root() order: Order): Refund[] | Promise<Refund[]> {
    return orderRelation(ctx.loaders.refunds, order.id);
  }

  @FieldResolver(() => [Chargeback], { description: "Its chargebacks (the customer's bank took money back), oldest first. Staff only." })
  chargebacks(@Ctx() ctx: RequestContext, @Root() order: Order): Chargeback[] | Promise<Chargeback[]> {
    return orderRelation(ctx.loaders.chargebacks, order.id);
  }

  @FieldResolver(() => [OrderPaymentChange], { description: 'How its payment status changed, oldest first, with who or what and when. Staff only.' })
  paymentHistory(@Ctx() ctx: RequestContext, @Root() order: Order): OrderPaymentChange[] | Promise<OrderPaymentChange[]> {
    return orderRelation(ctx.loaders.paymentHistory, order.id);
  }

  @FieldResolver(() => [OrderEventRecord], { description: 'Everything that happened to it, oldest first, in words: its history. Staff only.' })
  events(@Ctx() ctx: RequestContext, @Root() order: Order): OrderEventRecord[] | Promise<OrderEventRecord[]> {
    return orderRelation(ctx.loaders.events, order.id);
  }

  @Mutation(() => OrderPayload, {
    description:
      'Records a payment made outside the provider (a bank transfer) for what the order owes, with who and when; the order is then paid and its open provider payment cancelled. Staff only.',
  })
  async orderPaymentRecord(@Ctx() ctx: RequestContext, @Arg('input', () => OrderPaymentRecordInput, { description: 'The order.' }) input: OrderPaymentRecordInput): Promise<OrderPayload> {
    const problem = await ctx.services.payments.recordManual(input.orderId.trim().toUpperCase(), staffWho(ctx.res)!);
    return { order: await ctx.services.orders.byId(input.orderId), userErrors: problem ? [asUserError(problem, ['input', 'orderId'])] : [] };
  }

  @Mutation(() => OrderPayload, {
    description:
      "Refunds part or all of what an order took in (Order.refundable), spread over its payments newest first, through the provider that took each (a manual payment's refund is recorded only). Pending until the provider settles it. Staff only.",
  })
  async orderRefund(@Ctx() ctx: RequestContext, @Arg('input', () => OrderRefundInput, { description: 'The order and the amount.' }) input: OrderRefundInput): Promise<OrderPayload> {
    const reason = input.reason?.trim().slice(0, REFUND_REASON_MAX_LENGTH) || null;
    const problem = await ctx.services.payments.refund(input.orderId.trim().toUpperCase(), input.amountCents, reason, staffWho(ctx.res)!);
    const field = problem && ['INVALID_AMOUNT', 'AMOUNT_TOO_HIGH'].includes(problem.code) ? ['input', 'amountCents'] : ['input', 'orderId'];
    return { order: await ctx.services.orders.byId(input.orderId), userErrors: problem ? [asUserError(problem, field)] : [] };
  }
}
