import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, OneToMany, PrimaryColumn, UpdateDateColumn } from 'typeorm';

import { Money } from '../shop/money.type';
import { OrderItem } from './order-item.entity';

export enum OrderStatus {
  NEW = 'new',
  PROCESSING = 'processing',
  PRODUCTION = 'production',
  SHIPPED = 'shipped',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
}
registerEnumType(OrderStatus, { name: 'OrderStatus' });

@ObjectType({ description: 'A placed order with the data the atelier needs to make it.' })
@Entity('customer_order')
export class Order {
  @Field(() => ID, { description: 'Order number, e.g. "LUM-2025-00042".' })
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Field(() => OrderStatus)
  @Column({ type: 'text', default: OrderStatus.NEW })
  status: OrderStatus;

  @Field(() => String)
  @Column({ type: 'text', name: 'customer_name' })
  customerName: string;

  @Field(() => String)
  @Column({ type: 'text', name: 'customer_email' })
  customerEmail: string;

  @Field(() => String)
  @Column({ type: 'text', name: 'customer_phone', default: '' })
  customerPhone: string;

  @Field(() => String)
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

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', name: 'payment_method', nullable: true })
  paymentMethod: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', name: 'production_notes', nullable: true })
  productionNotes: string | null;

  @Field(() => Boolean, { description: 'Ready for the fabricator export.' })
  @Column({ type: 'boolean', name: 'fabricator_export_ready', default: false })
  fabricatorExportReady: boolean;

  /** Idempotency key of the checkout attempt that placed it. */
  @Column({ type: 'text', name: 'checkout_token', nullable: true, unique: true })
  checkoutToken: string | null;

  @Field(() => [OrderItem])
  @OneToMany(() => OrderItem, (item) => item.order, { cascade: true })
  items: OrderItem[];

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}


