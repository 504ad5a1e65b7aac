import { canRecordPayment, mayExport, nextStatuses, type Attention } from '@lumina/schema';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, OneToMany, PrimaryColumn, UpdateDateColumn } from 'typeorm';

import { DeliveryEstimate } from '../delivery/delivery-estimate.type';
import { Money } from '../api/money.type';
import { Country, PaymentMethod, PaymentStatus } from '../api/trade';
import { OrderItem } from './order-item.entity';
import { OrderStatus } from './order-status';
import { StaffOnly } from '../staff/staff-only';

export { OrderStatus } from './order-status';

@StaffOnly()
@ObjectType({ description: 'A placed order with the data the atelier needs to make it. Staff only: its customer sees it as an OrderConfirmation.' })
@Entity('customer_order')
export class Order {
  @Field(() => ID, { description: 'Order number, e.g. "LUM-2026-01042".' })
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Field(() => OrderStatus, { description: 'Where the order stands.' })
  @Column({ type: 'text', default: OrderStatus.NEW })
  status: OrderStatus;

  @Field(() => String, { description: 'Customer\'s full name.' })
  @Column({ type: 'text', name: 'customer_name' })
  customerName: string;

  @Field(() => String, { description: 'Customer\'s e-mail address.' })
  @Column({ type: 'text', name: 'customer_email' })
  customerEmail: string;

  @Field(() => String, { description: 'Customer\'s phone number; empty when not given.' })
  @Column({ type: 'text', name: 'customer_phone', default: '' })
  customerPhone: string;

  @Field(() => String, { description: 'Delivery address on one line, country last, e.g. "Kouter 14, 9000 Gent, België".' })
  @Column({ type: 'text', name: 'shipping_address' })
  shippingAddress: string;

  /** The delivery address as given at checkout, a line each: street, postcode and town, country; null for older orders. */
  @Column({ type: 'text', array: true, name: 'shipping_address_lines', nullable: true })
  shippingAddressLines: string[] | null;

  @Field(() => Country, { nullable: true, description: 'Country of the delivery address; null for orders from before the checkout recorded it.' })
  @Column({ type: 'text', nullable: true })
  country: Country | null;

  /** SHA-256 of the token of the cart that placed it: that visitor may read the confirmation. */
  @Column({ type: 'text', name: 'cart_token_hash', nullable: true })
  cartTokenHash: string | null;

  @Column({ type: 'int', name: 'subtotal_cents' })
  subtotalCents: number;

  @Column({ type: 'int', name: 'shipping_cents', default: 0 })
  shippingCents: number;

  @Column({ type: 'int', name: 'total_cents' })
  totalCents: number;

  @Column({ type: 'int', name: 'vat_cents' })
  vatCents: number;

  /** What promotions took off its goods (issue 33): the sum of its items' discounts. */
  @Column({ type: 'int', name: 'discount_cents', default: 0 })
  discountCents: number;

  /** What the invoice and the mails call that discount: the code, or the sale's name; null without one. */
  @Field(() => String, { nullable: true, description: 'What the discount is called on the invoice and in the mails: the code entered, e.g. "WELKOM-10"; null without a discount.' })
  @Column({ type: 'text', name: 'discount_label', nullable: true })
  discountLabel: string | null;

  @Field(() => Money, { description: 'Sum of the items, VAT included.' })
  get subtotal(): Money {
    return Money.of(this.subtotalCents);
  }

  @Field(() => Money, { description: 'Shipping as charged (0 at or above the free-shipping threshold), VAT included.' })
  get shipping(): Money {
    return Money.of(this.shippingCents);
  }

  @Field(() => Money, { description: 'What promotions took off the items (a code; issue 33), VAT included; 0 without one. A free-shipping code shows in shipping instead.' })
  get discount(): Money {
    return Money.of(this.discountCents);
  }

  @Field(() => Money, { description: 'Order total: subtotal minus discount plus shipping, VAT included.' })
  get total(): Money {
    return Money.of(this.totalCents);
  }

  @Field(() => Money, { description: 'The VAT contained in the total, as sold.' })
  get vat(): Money {
    return Money.of(this.vatCents);
  }

  @Field(() => PaymentMethod, { nullable: true, description: 'How the customer pays; null when not recorded.' })
  @Column({ type: 'text', name: 'payment_method', nullable: true })
  paymentMethod: PaymentMethod | null;

  @Field(() => PaymentStatus, { description: 'Whether the payment has come in.' })
  @Column({ type: 'text', name: 'payment_status', default: PaymentStatus.AWAITING_PAYMENT })
  paymentStatus: PaymentStatus;

  @Column({ type: 'int', name: 'paid_cents', default: 0 })
  paidCents: number;

  /** Refunds the provider settled. */
  @Column({ type: 'int', name: 'refunded_cents', default: 0 })
  refundedCents: number;

  /** Refunds asked and not yet settled by the provider. */
  @Column({ type: 'int', name: 'refund_pending_cents', default: 0 })
  refundPendingCents: number;

  /** Chargebacks that stand. */
  @Column({ type: 'int', name: 'charged_back_cents', default: 0 })
  chargedBackCents: number;

  /** What staff can still refund (the lifecycle's position, kept on the row). */
  @Column({ type: 'int', name: 'refundable_cents', default: 0 })
  refundableCents: number;

  /** What staff must look at, as the lifecycle says it (a chargeback, a failed refund, money a cancelled order holds). */
  @Column({ type: 'jsonb', name: 'attention', default: () => "'[]'" })
  attentionNotes: Attention[];

  /** When the one reminder to pay went out; null when none did. */
  @Column({ type: 'timestamptz', name: 'reminded_at', nullable: true })
  remindedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the payment came in; null while unpaid.' })
  @Column({ type: 'timestamptz', name: 'paid_at', nullable: true })
  paidAt: Date | null;

  /** Payments asked of the provider so far; the next request's idempotency key counts on from here. */
  @Column({ type: 'int', name: 'payment_attempts', default: 0 })
  paymentAttempts: number;

  /** The key of a payment request whose answer was not stored yet: a retry asks with the same key. */
  @Column({ type: 'text', name: 'payment_request_key', nullable: true })
  paymentRequestKey: string | null;

  @Field(() => Money, { description: 'What came in (0 while unpaid).' })
  get paid(): Money {
    return Money.of(this.paidCents);
  }

  @Field(() => Money, { description: 'What the provider has refunded of it (a refund still pending is not counted here).' })
  get refunded(): Money {
    return Money.of(this.refundedCents);
  }

  @Field(() => Money, { description: 'Refunds asked and not yet settled by the provider: reserved, not yet refunded.' })
  get refundPending(): Money {
    return Money.of(this.refundPendingCents);
  }

  @Field(() => Money, { description: "What the customer's bank took back (chargebacks that stand)." })
  get chargedBack(): Money {
    return Money.of(this.chargedBackCents);
  }

  @Field(() => Money, {
    description:
      'What staff can refund now (orderRefund accepts up to this; cancelling refunds all of it): paid, and neither refunded, pending nor charged back, over all its payments. Staff only.',
  })
  get refundable(): Money {
    return Money.of(this.refundableCents);
  }

  @Field(() => [String], { description: 'What staff must look at, in Dutch: a chargeback, a refund that failed, money a cancelled order still holds. Empty when nothing. Staff only.' })
  get attention(): string[] {
    return (this.attentionNotes ?? []).map((note) => note.message);
  }

  @Field(() => Boolean, { description: 'True when staff can record a payment made outside the provider: something is due and the order is not cancelled or completed. Staff only.' })
  get canRecordPayment(): boolean {
    return canRecordPayment(this);
  }

  @Field(() => String, { nullable: true, description: 'The carrier, entered when the order was shipped; null before.' })
  @Column({ type: 'text', nullable: true })
  carrier: string | null;

  @Field(() => String, { nullable: true, description: 'The track-and-trace code, entered when the order was shipped; null before.' })
  @Column({ type: 'text', name: 'tracking_code', nullable: true })
  trackingCode: string | null;

  @Field(() => String, { nullable: true, description: 'Notes for the atelier (the customer\'s remark); null when none.' })
  @Column({ type: 'text', name: 'production_notes', nullable: true })
  productionNotes: string | null;

  @Column({ type: 'date', name: 'delivery_date', nullable: true })
  deliveryDate: string | null;

  @Column({ type: 'int', name: 'delivery_working_days', nullable: true })
  deliveryWorkingDays: number | null;

  @Field(() => DeliveryEstimate, { nullable: true, description: 'The delivery day promised when it was placed; null for orders from before the checkout.' })
  get deliveryEstimate(): DeliveryEstimate | null {
    if (!this.deliveryDate || this.deliveryWorkingDays === null) return null;
    return DeliveryEstimate.of({ date: this.deliveryDate, workingDays: this.deliveryWorkingDays });
  }

  @Field(() => Boolean, {
    description:
      'True when the order can go to the fabricator: staff have checked it (processing or later, not cancelled) and every item carries complete fabricator data (fabric and manufacturer code, price group, cassette, sizes, montage, bediening and side).',
  })
  get fabricatorExportReady(): boolean {
    return mayExport(this.status) && (this.items ?? []).length > 0 && this.items.every((item) => item.hasFabricatorData);
  }

  @Field(() => [OrderStatus], { description: 'The statuses it may move to now (the order lifecycle); empty when finished. A move may still be refused for its condition (paid, a shipment, a refund) or the role.' })
  get nextStatuses(): OrderStatus[] {
    return nextStatuses(this.status);
  }


  @Field(() => String, {
    nullable: true,
    description: 'Path of the fabricator export as CSV (for the atelier). Staff only; null, with a FORBIDDEN error, for a role that may not export (staffMe.can).',
  })
  get exportCsvUrl(): string {
    return `/admin/orders/${encodeURIComponent(this.id)}/fabricator-export.csv`;
  }

  @Field(() => String, {
    nullable: true,
    description: 'Path of the fabricator export as JSON (for machines). Staff only; null, with a FORBIDDEN error, for a role that may not export (staffMe.can).',
  })
  get exportJsonUrl(): string {
    return `/admin/orders/${encodeURIComponent(this.id)}/fabricator-export.json`;
  }

  /** Idempotency key of the checkout attempt that placed it. */
  @Column({ type: 'text', name: 'checkout_token', nullable: true, unique: true })
  checkoutToken: string | null;

  @Field(() => [OrderItem], { description: 'The blinds ordered, with their fabricator data.' })
  @OneToMany(() => OrderItem, (item) => item.order, { cascade: true })
  items: OrderItem[];

  @Field(() => Date, { description: 'When it was placed.' })
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
