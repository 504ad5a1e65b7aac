/**
 * One builder per mail: the event's entities in, a draft for `Outbox.enqueue` out (written in the event's own
 * transaction). The data is a snapshot of plain values, so a mail renders the same however the order changes
 * later. Orders must come with their items.
 */
import { texts } from '@lumina/schema';
import { PaymentStatus } from '../api/trade';
import type { ContactMessage } from '../contact/contact-message.entity';
import type { OrderItem } from '../orders/order-item.entity';
import type { Order } from '../orders/order.entity';
import type { SampleRequest } from '../samples/sample-request.entity';
import { SHOP_INBOX, type MailDraft, type MailOrder, type MailOrderLine } from './mail-draft';

/** The summary lines the mail shows in its own words (measured size, fabrication size, chain) are left out of the configuration. */
function line(item: OrderItem): MailOrderLine {
  const measured = item.selectedWidth !== null && item.selectedHeight !== null ? { widthCm: item.selectedWidth, heightCm: item.selectedHeight } : null;
  const fabrication =
    item.fabricationWidthMm !== null && item.fabricationHeightMm !== null ? { widthMm: item.fabricationWidthMm, heightMm: item.fabricationHeightMm } : null;
  const chain = item.chainLengthCm !== null ? { lengthCm: item.chainLengthCm, mountingHeightCm: item.mountingHeightCm } : null;
  const shownApart = new Set([
    ...(measured ? [texts.cartSummary.dimensions(measured.widthCm, measured.heightCm, 'cm')] : []),
    ...(fabrication ? [texts.cartSummary.fabrication(fabrication.widthMm, fabrication.heightMm)] : []),
    ...(chain ? [texts.cartSummary.chain(chain.lengthCm)] : []),
    ...(chain?.mountingHeightCm != null ? [texts.cartSummary.mountingHeight(chain.mountingHeightCm)] : []),
  ]);
  return {
    productName: item.productName,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    totalCents: item.totalCents,
    configuration: (item.summary ?? []).filter((s) => !shownApart.has(s)),
    measured,
    fabrication,
    mounting: item.mounting,
    chain,
  };
}

/** An order as the mails show it (its items in the order they were placed). */
export function mailOrder(order: Order): MailOrder {
  if (!order.items) throw new Error(`mailOrder: order ${order.id} was loaded without its items`);
  return {
    id: order.id,
    customerName: order.customerName,
    shippingAddress: order.shippingAddress,
    paymentMethod: order.paymentMethod,
    lines: [...order.items].sort((a, b) => a.id - b.id).map(line),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    discountLabel: order.discountLabel,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    vatCents: order.vatCents,
    delivery: order.deliveryDate && order.deliveryWorkingDays !== null ? { date: order.deliveryDate, workingDays: order.deliveryWorkingDays } : null,
  };
}

/**
 * "Je bestelling … is ontvangen", to the customer, in the transaction that places the order. `payUrl`: where
 * the customer pays (again), e.g. the order's confirmation page; shown while the order is not paid.
 */
export function orderReceivedMail(order: Order, payUrl: string): MailDraft<'order-received'> {
  const paid = order.paymentStatus === PaymentStatus.PAID;
  return { template: 'order-received', to: order.customerEmail, data: { order: mailOrder(order), payUrl: paid ? null : payUrl } };
}

/**
 * "Betaling ontvangen …", to the customer, in the transaction that marks the order paid, with the invoice
 * attached (by its number; the PDF is made when the mail is sent). `invoiceNumber` null: no invoice attached.
 */
export function paymentReceivedMail(order: Order, invoiceNumber: string | null): MailDraft<'payment-received'> {
  return {
    template: 'payment-received',
    to: order.customerEmail,
    data: { order: mailOrder(order), paidCents: order.totalCents, invoiceNumber },
    attachments: invoiceNumber ? [{ kind: 'invoice', number: invoiceNumber }] : [],
  };
}

/** "Je bestelling … is verzonden", to the customer, in the transaction that moves the order to shipped. */
export function orderShippedMail(order: Order, shipment: { carrier: string; trackingCode: string }): MailDraft<'order-shipped'> {
  return { template: 'order-shipped', to: order.customerEmail, data: { order: mailOrder(order), carrier: shipment.carrier, trackingCode: shipment.trackingCode } };
}

/** "Nieuwe betaalde bestelling …", to the shop's inbox (SHOP_INBOX), in the transaction that marks the order paid. */
export function shopOrderPaidMail(order: Order): MailDraft<'shop-order-paid'> {
  return { template: 'shop-order-paid', to: SHOP_INBOX, data: { order: mailOrder(order), customerEmail: order.customerEmail, customerPhone: order.customerPhone } };
}

/** "Je betaling … is mislukt", to the customer, with the link to pay again. */
export function paymentFailedMail(order: Order, payUrl: string): MailDraft<'payment-failed'> {
  return { template: 'payment-failed', to: order.customerEmail, data: { order: mailOrder(order), payUrl } };
}

/** The one reminder to pay, to the customer; `cancelOn`: the day the order is cancelled if still unpaid (ISO date). */
export function paymentReminderMail(order: Order, payUrl: string, cancelOn: string): MailDraft<'payment-reminder'> {
  return { template: 'payment-reminder', to: order.customerEmail, data: { order: mailOrder(order), payUrl, cancelOn } };
}

/** "Je bestelling … is geannuleerd", to the customer, with what is refunded. */
export function orderCancelledMail(order: Order, reason: 'staff' | 'unpaid', refundCents: number): MailDraft<'order-cancelled'> {
  return { template: 'order-cancelled', to: order.customerEmail, data: { order: mailOrder(order), reason, refundCents } };
}

/** A payment that was not wanted goes back, to the customer. */
export function paymentReturnedMail(order: Order, amountCents: number, why: 'cancelled' | 'duplicate'): MailDraft<'payment-returned'> {
  return { template: 'payment-returned', to: order.customerEmail, data: { order: mailOrder(order), amountCents, why } };
}

/** A refund done, to the customer, with its credit note attached (by number) when one was issued. */
export function refundSettledMail(order: Order, amountCents: number, creditNoteNumber: string | null): MailDraft<'refund-settled'> {
  return {
    template: 'refund-settled',
    to: order.customerEmail,
    data: { order: mailOrder(order), amountCents, creditNoteNumber },
    attachments: creditNoteNumber ? [{ kind: 'invoice', number: creditNoteNumber }] : [],
  };
}

/** To the shop's inbox when money needs a person: a refund that failed, or a chargeback. */
export function shopOrderAttentionMail(order: Order, kind: 'refund-failed' | 'chargeback', amountCents: number, reason: string | null): MailDraft<'shop-order-attention'> {
  return { template: 'shop-order-attention', to: SHOP_INBOX, data: { order: mailOrder(order), kind, amountCents, reason } };
}

/** To the shopper who asked for a colour sample; `productName` of the product asked from, null when none. */
export function sampleRequestReceivedMail(request: SampleRequest, productName: string | null): MailDraft<'sample-request-received'> {
  return { template: 'sample-request-received', to: request.email, data: { color: request.color, productName } };
}

/**
 * To the visitor who wrote through the contact form: that it arrived, and nothing of what they typed. The address is
 * whatever was typed, so a shop-branded mail quoting the form's text would carry anyone's words to anyone (issue 30).
 */
export function contactMessageReceivedMail(message: ContactMessage): MailDraft<'contact-message-received'> {
  return { template: 'contact-message-received', to: message.email, data: {} };
}
