import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Order } from './order.entity';
import { Money } from '../shop/money.type';

@ObjectType({ description: 'One made-to-measure blind in an order, with its fabricator data.' })
@Entity('order_item')
export class OrderItem {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @ManyToOne('Order', 'items', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Order;

  @Column({ type: 'text', name: 'order_id' })
  orderId: string;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'int', name: 'product_id', nullable: true })
  productId: number | null;

  @Field(() => String)
  @Column({ type: 'text', name: 'product_name' })
  productName: string;

  @Field(() => Int)
  @Column({ type: 'int' })
  quantity: number;

  @Column({ type: 'int', name: 'unit_price_cents' })
  unitPriceCents: number;

  @Column({ type: 'int', name: 'total_cents' })
  totalCents: number;

  @Field(() => Money)
  get unitPrice(): Money {
    return Money.of(this.unitPriceCents);
  }

  @Field(() => Money)
  get total(): Money {
    return Money.of(this.totalCents);
  }

  @Field(() => GraphQLJSONObject, { description: 'The configuration as ordered (copied, never re-read from the catalogue).' })
  @Column({ type: 'jsonb', default: () => "'{}'" })
  configuration: Record<string, unknown>;

  @Field(() => String)
  @Column({ type: 'text', name: 'fabric_code' })
  fabricCode: string;

  @Field(() => String)
  @Column({ type: 'text', name: 'manufacturer_code' })
  manufacturerCode: string;

  @Field(() => Int)
  @Column({ type: 'int', name: 'fabric_price_group' })
  fabricPriceGroup: number;

  @Field(() => String)
  @Column({ type: 'text', name: 'cassette_type' })
  cassetteType: string;

  @Field(() => Int, { description: 'Width in cm.' })
  @Column({ type: 'int', name: 'selected_width' })
  selectedWidth: number;

  @Field(() => Int, { description: 'Height in cm.' })
  @Column({ type: 'int', name: 'selected_height' })
  selectedHeight: number;

  @Field(() => String, { description: '"in-de-dag" or "op-de-dag".' })
  @Column({ type: 'text' })
  montage: string;

  @Field(() => String, { description: 'Control type, e.g. "metal-chain".' })
  @Column({ type: 'text' })
  bediening: string;

  @Field(() => String, { description: '"links" or "rechts".' })
  @Column({ type: 'text' })
  bedieningszijde: string;
}
