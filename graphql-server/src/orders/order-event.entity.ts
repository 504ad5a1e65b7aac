import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { describeEvent, type OrderEvent as DomainEvent, type OrderEventType as DomainEventType } from '@lumina/schema';
import { graphqlEnum } from '../api/graphql-enum';
import { StaffOnly } from '../staff/staff-only';

/** Every kind of event an order's moves emit (schema/src/order-lifecycle.ts), for integrators reading the history. */
export const OrderEventKind = graphqlEnum('OrderEventKind', 'What happened to an order (its lifecycle\'s domain events).', {
  ORDER_PLACED: ['OrderPlaced', 'The checkout placed it.'],
  STATUS_CHANGED: ['StatusChanged', 'Its status changed.'],
  ORDER_SHIPPED: ['OrderShipped', 'It left with a carrier (carrier and track-and-trace code).'],
  ORDER_CANCELLED: ['OrderCancelled', 'It was cancelled: by staff (with the refund of all it held), or by the shop because it stayed unpaid.'],
  PAYMENT_REMINDER_DUE: ['PaymentReminderDue', 'Unpaid after a day: one reminder to pay went out.'],
  PAYMENT_RECEIVED: ['PaymentReceived', 'The payment that made it paid came in (the invoice is issued with it).'],
  PAYMENT_FAILED: ['PaymentFailed', "The shopper's payment failed, was canceled or expired; they can pay again."],
  PAYMENT_RETURNED: ['PaymentReturned', 'A payment came in that was not wanted (the order was cancelled, or paid already): it is refunded automatically.'],
  PAYMENT_OBSOLETE: ['PaymentObsolete', 'An open payment at the provider was no longer wanted and was cancelled there where possible.'],
  REFUND_REQUESTED: ['RefundRequested', 'A refund was asked (by staff, automatically, or made at the provider); pending until settled.'],
  REFUND_SETTLED: ['RefundSettled', 'The provider refunded it (a credit note is issued where it credits the invoice).'],
  REFUND_FAILED: ['RefundFailed', 'The provider could not refund it; the amount is free again.'],
  CHARGEBACK_RECEIVED: ['ChargebackReceived', "The customer's bank took (part of) a payment back."],
  CHARGEBACK_REVERSED: ['ChargebackReversed', 'The bank reversed a chargeback: the money came back.'],
} satisfies Record<string, readonly [DomainEventType, string]>);

/** One event of an order, as it was recorded in the move's transaction: its history in words. */
@StaffOnly()
@ObjectType('OrderEvent', { description: "One thing that happened to an order (a domain event of its lifecycle), with who or what made it happen and when. Staff only." })
@Entity('order_event')
export class OrderEventRecord {
  @Field(() => ID, { description: 'Event id (rises with time).' })
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'text', name: 'order_id' })
  orderId: string;

  @Field(() => OrderEventKind, { description: 'What kind of event.' })
  @Column({ type: 'text' })
  type: DomainEventType;

  @Column({ type: 'jsonb' })
  data: DomainEvent;

  @Field(() => String, { description: 'Who or what: a staff name, "Mollie" or "Testbetaling" (the provider), "Webshop" (the checkout, the shop\'s clock).' })
  @Column({ type: 'text' })
  actor: string;

  @Field(() => Date, { description: 'When.' })
  @Column({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field(() => String, { description: 'What happened, in Dutch, e.g. "Terugbetaling van € 136,82 uitgevoerd".' })
  get description(): string {
    return describeEvent(this.data);
  }
}
