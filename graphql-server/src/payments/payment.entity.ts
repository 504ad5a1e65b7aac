import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Money } from '../api/money.type';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { StaffOnly } from '../staff/staff-only';
import type { ProviderPaymentStatus } from './provider';

export const PaymentProviderName = graphqlEnum('PaymentProviderName', 'Who took a payment.', {
  MOLLIE: ['mollie', 'Mollie (Bancontact, iDEAL, card, PayPal).'],
  TEST: ['test', 'The built-in test provider (no MOLLIE_API_KEY set).'],
  MANUAL: ['manual', 'Recorded by staff by hand, e.g. a bank transfer.'],
});
export type PaymentProviderName = ValueOf<typeof PaymentProviderName>;

export const ProviderStatus = graphqlEnum('ProviderStatus', "A payment's status at its provider (Mollie's names).", {
  OPEN: ['open', 'Created; the shopper has not finished paying.'],
  PENDING: ['pending', 'Being processed by the provider.'],
  AUTHORIZED: ['authorized', 'Authorised, not yet captured.'],
  PAID: ['paid', 'Paid.'],
  FAILED: ['failed', 'Failed.'],
  CANCELED: ['canceled', 'Canceled by the shopper.'],
  EXPIRED: ['expired', 'Expired unfinished.'],
});

/** One payment of an order: at the provider, or recorded by staff. */
@StaffOnly()
@ObjectType('OrderPayment', { description: 'One payment of an order, at the provider or recorded by staff.' })
@Entity('payment')
export class Payment {
  @Field(() => ID, { description: "The provider's payment id (tr_…, tst_…) or man_… for one recorded by hand." })
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text', name: 'order_id' })
  orderId: string;

  @Field(() => PaymentProviderName, { description: 'Who took it.' })
  @Column({ type: 'text' })
  provider: PaymentProviderName;

  @Field(() => String, { nullable: true, description: "The provider's method name (bancontact, ideal, creditcard, paypal); null for a manual payment." })
  @Column({ type: 'text', nullable: true })
  method: string | null;

  @Column({ type: 'int', name: 'amount_cents' })
  amountCents: number;

  @Field(() => ProviderStatus, { description: 'Its status at the provider.' })
  @Column({ type: 'text' })
  status: ProviderPaymentStatus;

  @Column({ type: 'text', name: 'checkout_url', nullable: true })
  checkoutUrl: string | null;

  @Column({ type: 'int', name: 'refunded_cents', default: 0 })
  refundedCents: number;

  @Field(() => String, { nullable: true, description: 'Who recorded a manual payment; null otherwise.' })
  @Column({ type: 'text', name: 'recorded_by', nullable: true })
  recordedBy: string | null;

  @Field(() => Date, { description: 'When it was created or recorded.' })
  @Column({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field(() => Date, { description: 'When its status last changed.' })
  @Column({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;

  @Field(() => Money, { description: 'Its amount.' })
  get amount(): Money {
    return Money.of(this.amountCents);
  }

  @Field(() => Money, { description: 'What has been refunded of it.' })
  get refunded(): Money {
    return Money.of(this.refundedCents);
  }
}

/** A change of an order's payment status, with who or what made it. */
@StaffOnly()
@ObjectType({ description: "A change of an order's payment status: from, to, who or what (the provider's webhook, staff) and when." })
@Entity('order_payment_change')
export class OrderPaymentChange {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'text', name: 'order_id' })
  orderId: string;

  @Field(() => String, { nullable: true, description: 'The payment that caused it; null for a change not tied to one payment.' })
  @Column({ type: 'text', name: 'payment_id', nullable: true })
  paymentId: string | null;

  @Field(() => String, { description: 'Payment status before (PaymentStatus value).' })
  @Column({ type: 'text', name: 'from_status' })
  from: string;

  @Field(() => String, { description: 'Payment status after (PaymentStatus value).' })
  @Column({ type: 'text', name: 'to_status' })
  to: string;

  @Field(() => String, { description: 'Who or what: a staff name, or "Mollie", "Testbetaling".' })
  @Column({ type: 'text', name: 'changed_by' })
  changedBy: string;

  @Field(() => Date, { description: 'When.' })
  @Column({ type: 'timestamptz', name: 'changed_at' })
  changedAt: Date;
}

/** A refund of (part of) a payment. */
@StaffOnly()
@ObjectType('OrderRefund', { description: 'A refund of (part of) an order\'s payment, asked by staff and done by the provider.' })
@Entity('refund')
export class Refund {
  @Field(() => ID, { description: 'Refund id.' })
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'text', name: 'order_id' })
  orderId: string;

  @Field(() => String, { description: 'The payment refunded.' })
  @Column({ type: 'text', name: 'payment_id' })
  paymentId: string;

  @Column({ type: 'int', name: 'amount_cents' })
  amountCents: number;

  @Field(() => String, { description: 'requested (at the provider), refunded, or failed.' })
  @Column({ type: 'text' })
  status: 'requested' | 'refunded' | 'failed';

  @Field(() => String, { nullable: true, description: "The provider's refund id (re_…); null for a manual payment's refund." })
  @Column({ type: 'text', name: 'provider_id', nullable: true })
  providerId: string | null;

  @Field(() => String, { nullable: true, description: 'Why, as staff wrote it.' })
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Field(() => String, { description: 'Who asked for it.' })
  @Column({ type: 'text', name: 'requested_by' })
  requestedBy: string;

  @Field(() => Date, { description: 'When.' })
  @Column({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field(() => Money, { description: 'Amount refunded.' })
  get amount(): Money {
    return Money.of(this.amountCents);
  }
}
