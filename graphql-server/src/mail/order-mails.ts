/**
 * The mails an order's events send (issue 29), each written to the outbox in the event's own transaction (so it is
 * sent once the event has committed, and never when it rolls back; the event's key makes it once). Subscribed after
 * the invoices (services.ts), so a mail finds the invoice or credit note its event issued.
 */
import type { EntityManager } from 'typeorm';
import { Invoice } from '../invoices/invoice.entity';
import type { OrderEventBus } from '../orders/order-events';
import { Order } from '../orders/order.entity';
import {
  orderCancelledMail,
  orderReceivedMail,
  orderShippedMail,
  paymentFailedMail,
  paymentReceivedMail,
  paymentReminderMail,
  paymentReturnedMail,
  refundSettledMail,
  shopOrderAttentionMail,
  shopOrderPaidMail,
} from './builders';
import type { Outbox } from './outbox';

export interface OrderMailOptions {
  /** The shop's own address (services' shopUrl): a link in a mail is absolute, or a mail client cannot follow it. */
  shopUrl: string;
  /** How many days an unpaid order stays before it is cancelled (the reminder names the day). */
  cancelAfterDays: number;
}

/** The order with its items, as the transaction sees it. */
const orderIn = (em: EntityManager, id: string) => em.getRepository(Order).findOneOrFail({ where: { id }, relations: { items: true } });

/** The number of the document issued in this transaction for the order (its invoice, or a refund's credit note). */
async function documentNumber(em: EntityManager, orderId: string, refundId?: string): Promise<string | null> {
  const document = await em.getRepository(Invoice).findOne({ where: refundId ? { refundId: Number(refundId) } : { orderId, kind: 'invoice' } });
  return document?.number ?? null;
}

const ISO_DAY_MS = 24 * 3_600_000;

export function mailOrderEvents(bus: OrderEventBus, outbox: Outbox, { shopUrl, cancelAfterDays }: OrderMailOptions): void {
  const payUrl = (order: Order) => `${shopUrl}/bestelling/${encodeURIComponent(order.id)}`;

  bus.on('OrderPlaced', async (em, _event, { orderId }) => {
    const order = await orderIn(em, orderId);
    await outbox.enqueue(em, orderReceivedMail(order, payUrl(order)));
  });
  bus.on('PaymentReceived', async (em, _event, { orderId }) => {
    const order = await orderIn(em, orderId);
    await outbox.enqueue(em, paymentReceivedMail(order, await documentNumber(em, orderId)));
    await outbox.enqueue(em, shopOrderPaidMail(order));
  });
  bus.on('PaymentFailed', async (em, event, { orderId }) => {
    // Canceled by the shopper themselves, or expired unfinished: no news to them (the reminder follows a day later).
    if (event.status !== 'failed') return;
    const order = await orderIn(em, orderId);
    await outbox.enqueue(em, paymentFailedMail(order, payUrl(order)));
  });
  bus.on('PaymentReminderDue', async (em, _event, { orderId }) => {
    const order = await orderIn(em, orderId);
    const cancelOn = new Date(order.createdAt.getTime() + cancelAfterDays * ISO_DAY_MS).toISOString().slice(0, 10);
    await outbox.enqueue(em, paymentReminderMail(order, payUrl(order), cancelOn));
  });
  bus.on('OrderCancelled', async (em, event, { orderId }) => {
    await outbox.enqueue(em, orderCancelledMail(await orderIn(em, orderId), event.reason, event.refundCents));
  });
  bus.on('PaymentReturned', async (em, event, { orderId }) => {
    await outbox.enqueue(em, paymentReturnedMail(await orderIn(em, orderId), event.amountCents, event.why));
  });
  bus.on('RefundSettled', async (em, event, { orderId }) => {
    const creditNote = event.creditsInvoice ? await documentNumber(em, orderId, event.refundId) : null;
    await outbox.enqueue(em, refundSettledMail(await orderIn(em, orderId), event.amountCents, creditNote));
  });
  bus.on('RefundFailed', async (em, event, { orderId }) => {
    await outbox.enqueue(em, shopOrderAttentionMail(await orderIn(em, orderId), 'refund-failed', event.amountCents, event.reason));
  });
  bus.on('ChargebackReceived', async (em, event, { orderId }) => {
    await outbox.enqueue(em, shopOrderAttentionMail(await orderIn(em, orderId), 'chargeback', event.amountCents, null));
  });
  bus.on('OrderShipped', async (em, event, { orderId }) => {
    await outbox.enqueue(em, orderShippedMail(await orderIn(em, orderId), event));
  });
}
