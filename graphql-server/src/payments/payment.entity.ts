import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Money } from '../api/money.type';
import { REFUND_STATUS, type ProviderPaymentStatus, type RefundStatusValue } from '@lumina/schema';
import { graphqlEnum, graphqlEnumOf, type ValueOf } from '../api/graphql-enum';
import { StaffOnly } from '../staff/staff-only';

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

export const RefundStatus = graphqlEnumOf('RefundStatus', "Where a refund stands: pending until the provider settles it either way.", REFUND_STATUS, {
  PENDING: 'Asked (of the provider, or still to be sent to it): the amount is reserved, not yet refunded.',
  REFUNDED: 'The provider refunded it (a manual payment\'s refund: staff returned it by hand).',
  FAILED: 'The provider could not refund it; the amount is free again.',
  CANCELED: 'Canceled at the provider before it was done; the amount is free again.',
});

/** A refund of (part of) a payment. */
@StaffOnly()
@ObjectType('OrderRefund', { description: "A refund of (part of) an order's payment, asked by staff (or by the shop itself) and done by the provider." })
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

  @Field(() => RefundStatus, { description: 'Pending until the provider says refunded (or failed, canceled).' })
  @Column({ type: 'text' })
  status: RefundStatusValue;

  @Field(() => String, { nullable: true, description: "Why it failed, as the provider said; null otherwise." })
  @Column({ type: 'text', nullable: true })
  failure: string | null;

  @Field(() => Date, { nullable: true, description: 'When the provider settled it (refunded, failed or canceled); null while pending.' })
  @Column({ type: 'timestamptz', name: 'settled_at', nullable: true })
  settledAt: Date | null;

  @Field(() => Boolean, { description: 'Whether it credits the invoice (a credit note once refunded): false for a payment that was never a sale (it came in on a cancelled order, or twice).' })
  @Column({ type: 'boolean', name: 'credits_invoice', default: true })
  creditsInvoice: boolean;

  @Field(() => String, { nullable: true, description: "The provider's refund id (re_…); null for a manual payment's refund." })
  @Column({ type: 'text', name: 'provider_id', nullable: true })
  providerId: string | null;

  @Field(() => String, { nullable: true, description: 'Why, as staff wrote it.' })
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Field(() => String, { description: 'Who asked for it: a staff name, "Automatisch" (the shop itself), or the provider (made in its dashboard).' })
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

/** A chargeback: the shopper's bank took (part of) a payment back. */
@StaffOnly()
@ObjectType('OrderChargeback', { description: "A chargeback: the customer's bank took (part of) a payment back, as the provider reports it. Counted against what was paid." })
@Entity('chargeback')
export class Chargeback {
  @Field(() => ID, { description: "The provider's chargeback id (chb_…)." })
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text', name: 'order_id' })
  orderId: string;

  @Field(() => String, { description: 'The payment charged back.' })
  @Column({ type: 'text', name: 'payment_id' })
  paymentId: string;

  @Column({ type: 'int', name: 'amount_cents' })
  amountCents: number;

  @Field(() => Date, { nullable: true, description: 'When the bank reversed it (the money came back); null while it stands.' })
  @Column({ type: 'timestamptz', name: 'reversed_at', nullable: true })
  reversedAt: Date | null;

  @Field(() => Date, { description: 'When the shop learned of it.' })
  @Column({ type: 'timestamptz', name: 'recorded_at' })
  recordedAt: Date;

  @Field(() => Money, { description: 'Amount taken back.' })
  get amount(): Money {
    return Money.of(this.amountCents);
  }
}
