import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, OneToMany, PrimaryColumn, UpdateDateColumn } from 'typeorm';

import { Money } from '../shop/money.type';
import { PaymentMethod } from '../shop/trade';
import { graphqlEnum, type ValueOf } from '../shop/graphql-enum';
import { OrderItem } from './order-item.entity';

export const OrderStatus = graphqlEnum('OrderStatus', 'Where an order stands: new -> processing -> production -> shipped -> completed, or cancelled.', {
  NEW: ['new', 'Placed, not yet looked at.'],
  PROCESSING: ['processing', 'Being checked and prepared for the atelier.'],
  PRODUCTION: ['production', 'Being made in the atelier.'],
  SHIPPED: ['shipped', 'On its way to the customer.'],
  COMPLETED: ['completed', 'Delivered (and installed where ordered).'],
  CANCELLED: ['cancelled', 'Cancelled; will not be made.'],
});
export type OrderStatus = ValueOf<typeof OrderStatus>;

@ObjectType({ description: 'A placed order with the data the atelier needs to make it. Staff only: it holds personal data.' })
@Entity('customer_order')
export class Order {
  @Field(() => ID, { description: 'Order number, e.g. "LUM-2025-00042".' })
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

  @Field(() => String, { description: 'Delivery address on one line, country last.' })
  @Column({ type: 'text', name: 'shipping_address' })
  shippingAddress: string;

  @Column({ type: 'int', name: 'total_cents' })
  totalCents: number;

  @Column({ type: 'int', name: 'vat_cents' })
  vatCents: number;

  @Field(() => Money, { description: 'Order total, VAT included.' })
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

  @Field(() => String, { nullable: true, description: 'Notes for the atelier; null when none.' })
  @Column({ type: 'text', name: 'production_notes', nullable: true })
  productionNotes: string | null;

  @Field(() => Boolean, { description: 'True when the order is ready for the fabricator export.' })
  @Column({ type: 'boolean', name: 'fabricator_export_ready', default: false })
  fabricatorExportReady: boolean;

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
