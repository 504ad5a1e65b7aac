/**
 * What follows an order's events, in the event's own transaction (ARCHITECTURE §4: the mail is written to the outbox
 * with the event, the invoice numbered with the payment): placed → the order-received mail (with the confirmation
 * page to pay on); paid → the invoice, the payment-received mail with it attached, a note to the shop's inbox;
 * refunded → a credit note; shipped → the shipped mail with carrier and track-and-trace code.
 */
import type { EntityManager } from 'typeorm';
import type { InvoiceService } from '../invoices/invoice.service';
import { orderReceivedMail, orderShippedMail, paymentReceivedMail, shopOrderPaidMail } from '../mail/builders';
import type { Outbox } from '../mail/outbox';
import type { PaymentService } from '../payments/payment.service';
import type { CheckoutService } from './checkout.service';
import { Order } from './order.entity';
import type { OrderService } from './order.service';

interface OrderEventServices {
  checkout: CheckoutService;
  orders: OrderService;
  payments: PaymentService;
  invoices: InvoiceService;
  outbox: Outbox;
  /** The shop's public address (PUBLIC_BASE_URL) for links in mails; null → paths only. */
  publicBaseUrl: string | null;
}

/** The order with its items, as the transaction sees it. */
const orderIn = (em: EntityManager, id: string) => em.getRepository(Order).findOneOrFail({ where: { id }, relations: { items: true } });

export function wireOrderEvents({ checkout, orders, payments, invoices, outbox, publicBaseUrl }: OrderEventServices): void {
  checkout.hooks.placed = async (em, order) => {
    await outbox.enqueue(em, orderReceivedMail(order, `${publicBaseUrl ?? ''}/bestelling/${encodeURIComponent(order.id)}`));
  };
  payments.hooks.paid = async (em, orderId) => {
    const invoice = await invoices.issueFor(em, orderId);
    const order = await orderIn(em, orderId);
    await outbox.enqueue(em, paymentReceivedMail(order, invoice?.number ?? null));
    await outbox.enqueue(em, shopOrderPaidMail(order));
  };
  payments.hooks.refunded = async (em, orderId, refund) => {
    await invoices.creditNoteFor(em, orderId, { refundId: refund.id, amountCents: refund.amountCents });
  };
  orders.hooks.shipped = async (em, orderId) => {
    const order = await orderIn(em, orderId);
    await outbox.enqueue(em, orderShippedMail(order, { carrier: order.carrier ?? '', trackingCode: order.trackingCode ?? '' }));
  };
}
