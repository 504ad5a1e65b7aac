/**
 * What a mail is before it is written to the outbox: its template, to whom, the data the template renders (a
 * snapshot of plain values, so the mail renders the same later) and its attachments by reference. Typed per
 * template: a draft's data is the data of its template.
 */
import type { Mounting } from '@lumina/schema';

/** One blind of an order as the mails show it. Sizes in the units the order stores them. */
export interface MailOrderLine {
  productName: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  /** The configuration as ordered (colour, options, ...), without the sizes and chain shown apart below. */
  configuration: string[];
  /** The size the customer measured, in cm; null without a size. */
  measured: { widthCm: number; heightCm: number } | null;
  /** The size the atelier cuts, in mm; null without a configurator. */
  fabrication: { widthMm: number; heightMm: number } | null;
  mounting: Mounting | null;
  /** The child-safe chain (EN 13120); null for a blind without a chain. */
  chain: { lengthCm: number; mountingHeightCm: number | null } | null;
}

/** An order as the mails show it. */
export interface MailOrder {
  id: string;
  customerName: string;
  shippingAddress: string;
  paymentMethod: string | null;
  lines: MailOrderLine[];
  subtotalCents: number;
  /** What a discount code took off the lines (issue 33), and what it is called; 0 and null without one. */
  discountCents: number;
  discountLabel: string | null;
  shippingCents: number;
  totalCents: number;
  vatCents: number;
  /** The delivery day promised when it was placed (ISO date) and its lead time; null when none was. */
  delivery: { date: string; workingDays: number } | null;
}

/** The data of each template. */
export interface MailData {
  /** To the customer when the order is placed. `payUrl`: where to pay, while the order is unpaid (else null). */
  'order-received': { order: MailOrder; payUrl: string | null };
  /** To the customer when the payment came in; the invoice is attached. */
  'payment-received': { order: MailOrder; paidCents: number; invoiceNumber: string | null };
  /** To the customer when staff move the order to shipped. */
  'order-shipped': { order: MailOrder; carrier: string; trackingCode: string };
  /**
   * To the shopper who asked for a colour sample: the colour (one of the product's) and the product, never what the
   * visitor typed (name, address), since nobody confirmed the address it goes to.
   */
  'sample-request-received': { color: string; productName: string | null };
  /** To the visitor who wrote through the contact form: received, nothing of what was typed (the address is unconfirmed). */
  'contact-message-received': Record<string, never>;
  /** To the shop's inbox (SHOP_INBOX) for each new paid order. */
  'shop-order-paid': { order: MailOrder; customerEmail: string; customerPhone: string };
  /** To the customer when the payment they were making failed: where to pay again. */
  'payment-failed': { order: MailOrder; payUrl: string };
  /** To the customer once, a day after an order was placed and is still unpaid: where to pay, and the day it is cancelled (ISO date). */
  'payment-reminder': { order: MailOrder; payUrl: string; cancelOn: string };
  /** To the customer when the order is cancelled: by staff (with what is refunded), or because it stayed unpaid. */
  'order-cancelled': { order: MailOrder; reason: 'staff' | 'unpaid'; refundCents: number };
  /** To the customer when a payment came in that was not wanted (the order was cancelled, or paid already): it goes back. */
  'payment-returned': { order: MailOrder; amountCents: number; why: 'cancelled' | 'duplicate' };
  /** To the customer when the provider has refunded money, with the credit note attached when one was issued. */
  'refund-settled': { order: MailOrder; amountCents: number; creditNoteNumber: string | null };
  /** To the shop's inbox when money needs a person: a refund the provider could not make, or a chargeback. */
  'shop-order-attention': { order: MailOrder; kind: 'refund-failed' | 'chargeback'; amountCents: number; reason: string | null };
}

export type MailTemplate = keyof MailData;

/** Something attached to a mail, named by reference and resolved when the mail is sent. */
export type AttachmentRef = { kind: 'invoice'; number: string };

/** An attachment as it is sent. */
export interface ResolvedAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Turns a reference into the file (e.g. an invoice number into its PDF); injected, so the mail module knows no invoices. */
export type AttachmentResolver = (ref: AttachmentRef) => Promise<ResolvedAttachment>;

/** The recipient of a mail to the shop itself: the outbox writes its SHOP_INBOX setting in its place. */
export const SHOP_INBOX: unique symbol = Symbol('SHOP_INBOX');

export type MailDraft<T extends MailTemplate = MailTemplate> = {
  [K in T]: {
    template: K;
    to: string | typeof SHOP_INBOX;
    data: MailData[K];
    attachments?: AttachmentRef[];
  };
}[T];
