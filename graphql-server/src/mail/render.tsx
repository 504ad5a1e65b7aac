/**
 * A mail from its template and data: the subject, the HTML (React Email) and the plain-text version made from
 * that HTML. The same function renders a mail when it is sent and when staff read it in the admin.
 */
import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import { formatEuro } from '@lumina/schema';
import type { MailData, MailTemplate } from './mail-draft';
import { mailTexts as t } from './texts';
import { ContactMessageReceived } from './templates/contact-message-received';
import { OrderReceived } from './templates/order-received';
import { OrderShipped } from './templates/order-shipped';
import { PaymentReceived } from './templates/payment-received';
import { SampleRequestReceived } from './templates/sample-request-received';
import { ShopOrderPaid } from './templates/shop-order-paid';
import { OrderCancelled, PaymentFailed, PaymentReminder, PaymentReturned, RefundSettled, ShopOrderAttention } from './templates/order-money';

interface TemplateSpec<K extends MailTemplate> {
  subject: (data: MailData[K]) => string;
  body: (data: MailData[K]) => ReactElement;
}

const TEMPLATES: { [K in MailTemplate]: TemplateSpec<K> } = {
  'order-received': { subject: (d) => t.orderReceived.subject(d.order.id), body: (d) => <OrderReceived {...d} /> },
  'payment-received': { subject: (d) => t.paymentReceived.subject(d.order.id), body: (d) => <PaymentReceived {...d} /> },
  'order-shipped': { subject: (d) => t.orderShipped.subject(d.order.id), body: (d) => <OrderShipped {...d} /> },
  'sample-request-received': { subject: () => t.sampleRequest.subject, body: (d) => <SampleRequestReceived {...d} /> },
  'contact-message-received': { subject: () => t.contactMessage.subject, body: () => <ContactMessageReceived /> },
  'shop-order-paid': { subject: (d) => t.shopOrderPaid.subject(d.order.id, formatEuro(d.order.totalCents)), body: (d) => <ShopOrderPaid {...d} /> },
  'payment-failed': { subject: (d) => t.paymentFailed.subject(d.order.id), body: (d) => <PaymentFailed {...d} /> },
  'payment-reminder': { subject: (d) => t.paymentReminder.subject(d.order.id), body: (d) => <PaymentReminder {...d} /> },
  'order-cancelled': { subject: (d) => t.orderCancelled.subject(d.order.id), body: (d) => <OrderCancelled {...d} /> },
  'payment-returned': { subject: (d) => t.paymentReturned.subject(d.order.id), body: (d) => <PaymentReturned {...d} /> },
  'refund-settled': { subject: (d) => t.refundSettled.subject(d.order.id), body: (d) => <RefundSettled {...d} /> },
  'shop-order-attention': { subject: (d) => t.shopOrderAttention.subject(d.kind, d.order.id, formatEuro(d.amountCents)), body: (d) => <ShopOrderAttention {...d} /> },
};

export function mailSubject<K extends MailTemplate>(template: K, data: MailData[K]): string {
  return TEMPLATES[template].subject(data);
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export async function renderMail<K extends MailTemplate>(template: K, data: MailData[K]): Promise<RenderedMail> {
  const spec = TEMPLATES[template];
  const html = await render(spec.body(data));
  return { subject: spec.subject(data), html, text: toPlainText(html) };
}
