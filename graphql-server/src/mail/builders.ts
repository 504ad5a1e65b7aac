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

/** To the shopper who asked for a colour sample; `productName` of the product asked from, null when none. */
export function sampleRequestReceivedMail(request: SampleRequest, productName: string | null): MailDraft<'sample-request-received'> {
  return { template: 'sample-request-received', to: request.email, data: { name: request.name, color: request.color, productName, address: request.address } };
}

/** To the visitor who wrote through the contact form. */
export function contactMessageReceivedMail(message: ContactMessage): MailDraft<'contact-message-received'> {
  return { template: 'contact-message-received', to: message.email, data: { name: message.name, subject: message.subject, message: message.message } };
}
