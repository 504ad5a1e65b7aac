import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { REFUND_REASON_MAX_LENGTH, texts } from '@lumina/schema';
import type { RequestContext } from '../http/context';
import { staffName } from '../staff/access';
import { OrderConfirmation } from '../orders/order-confirmation.type';
import { Order } from '../orders/order.entity';
import { visibleOrder } from '../orders/order.resolver';
import { OrderPayInput, OrderPayload, OrderPayPayload, OrderPaymentRecordInput, OrderRefundInput, type OrderUserError } from '../orders/order.types';
import { PaymentStatus } from '../api/trade';
import { Money } from '../api/money.type';
import { OrderPaymentChange, Payment, Refund } from './payment.entity';
import { PAYABLE, type PaymentProblem } from './payment.service';

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
    description: 'True when the customer can (still or again) pay: not paid, not being processed, not cancelled. orderPay starts a payment.',
  })
  canPay(@Root() order: OrderConfirmation): boolean {
    return PAYABLE.includes(order.paymentStatus) && order.status !== 'cancelled';
  }

  @Mutation(() => OrderPayPayload, {
    description:
      "Pays for a placed order, again after a failed, canceled or expired payment: answers the provider's page (the open payment's, or a new one for the order's total). Only the visitor whose cart placed the order (cookie or cartId) and staff.",
  })
  async orderPay(@Ctx() ctx: RequestContext, @Arg('input', () => OrderPayInput, { description: 'The order, and the cartId for clients without the cookie.' }) input: OrderPayInput): Promise<OrderPayPayload> {
    const visible = await visibleOrder(ctx, input.orderId, input.cartId);
    if (!visible) return { order: null, checkoutUrl: null, userErrors: [{ code: 'ORDER_NOT_FOUND', field: ['input', 'orderId'], message: texts.orders.notFound }] };
    const started = await ctx.services.payments.start(visible.id);
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
  payments(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<Payment[]> {
    return ctx.services.ds.getRepository(Payment).find({ where: { orderId: order.id }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  @FieldResolver(() => [Refund], { description: 'Its refunds, newest first. Staff only.' })
  refunds(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<Refund[]> {
    return ctx.services.ds.getRepository(Refund).find({ where: { orderId: order.id }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  @FieldResolver(() => [OrderPaymentChange], { description: 'How its payment status changed, oldest first, with who or what and when. Staff only.' })
  paymentHistory(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<OrderPaymentChange[]> {
    return ctx.services.ds.getRepository(OrderPaymentChange).find({ where: { orderId: order.id }, order: { changedAt: 'ASC', id: 'ASC' } });
  }

  @FieldResolver(() => Money, {
    description:
      'The most one refund can take now (orderRefund accepts up to this): paid, not refunded or asked back, and no more than is left of one payment, since a refund goes back through a single payment. Staff only.',
  })
  async refundable(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<Money> {
    return Money.of(await ctx.services.payments.refundableCents(order.id));
  }

  @FieldResolver(() => Boolean, { description: 'True when staff can record a payment made outside the provider (not paid, not cancelled). Staff only.' })
  canRecordPayment(@Root() order: Order): boolean {
    return (PAYABLE.includes(order.paymentStatus) || order.paymentStatus === PaymentStatus.PENDING) && order.status !== 'cancelled';
  }

  @Mutation(() => OrderPayload, {
    description: 'Records a payment made outside the provider (a bank transfer) for what the order still owes, with who and when; the order is then paid. Staff only.',
  })
  async orderPaymentRecord(@Ctx() ctx: RequestContext, @Arg('input', () => OrderPaymentRecordInput, { description: 'The order.' }) input: OrderPaymentRecordInput): Promise<OrderPayload> {
    const problem = await ctx.services.payments.recordManual(input.orderId.trim().toUpperCase(), staffName(ctx.res));
    return { order: await ctx.services.orders.byId(input.orderId), userErrors: problem ? [asUserError(problem, ['input', 'orderId'])] : [] };
  }

  @Mutation(() => OrderPayload, {
    description:
      'Refunds part or all of what an order paid, through the provider that took the payment (a manual payment\'s refund is recorded only); never more than was paid and not refunded yet. Staff only.',
  })
  async orderRefund(@Ctx() ctx: RequestContext, @Arg('input', () => OrderRefundInput, { description: 'The order and the amount.' }) input: OrderRefundInput): Promise<OrderPayload> {
    const reason = input.reason?.trim().slice(0, REFUND_REASON_MAX_LENGTH) || null;
    const problem = await ctx.services.payments.refund(input.orderId.trim().toUpperCase(), input.amountCents, reason, staffName(ctx.res));
    const field = problem && ['INVALID_AMOUNT', 'AMOUNT_TOO_HIGH'].includes(problem.code) ? ['input', 'amountCents'] : ['input', 'orderId'];
    return { order: await ctx.services.orders.byId(input.orderId), userErrors: problem ? [asUserError(problem, field)] : [] };
  }
}
