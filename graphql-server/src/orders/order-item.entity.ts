import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Order } from './order.entity';
import { Money } from '../shop/money.type';
import { Bedieningszijde, CassetteType, Montage } from '../shop/trade';

@ObjectType({ description: 'One made-to-measure blind in an order, with its fabricator data. Copied when ordered, never re-read from the catalogue.' })
@Entity('order_item')
export class OrderItem {
  @Field(() => ID, { description: 'Item id.' })
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @ManyToOne('Order', 'items', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Order;

  @Column({ type: 'text', name: 'order_id' })
  orderId: string;

  @Field(() => ID, { nullable: true, description: 'Product.id it was ordered from; null when that product no longer exists.' })
  @Column({ type: 'int', name: 'product_id', nullable: true })
  productId: number | null;

  @Field(() => String, { description: 'Product name as ordered.' })
  @Column({ type: 'text', name: 'product_name' })
  productName: string;

  @Field(() => Int, { description: 'How many blinds of this configuration.' })
  @Column({ type: 'int' })
  quantity: number;

  @Column({ type: 'int', name: 'unit_price_cents' })
  unitPriceCents: number;

  @Column({ type: 'int', name: 'total_cents' })
  totalCents: number;

  @Field(() => Money, { description: 'Price of one blind, as sold (VAT included).' })
  get unitPrice(): Money {
    return Money.of(this.unitPriceCents);
  }

  @Field(() => Money, { description: 'unitPrice × quantity, as sold (VAT included).' })
  get total(): Money {
    return Money.of(this.totalCents);
  }

  @Field(() => GraphQLJSONObject, { description: 'The configuration as ordered (copied, never re-read from the catalogue).' })
  @Column({ type: 'jsonb', default: () => "'{}'" })
  configuration: Record<string, unknown>;

  @Field(() => String, { description: 'Internal SKU of the fabric, e.g. "LUM-LD-0101" (see fabricSku).' })
  @Column({ type: 'text', name: 'fabric_code' })
  fabricCode: string;

  @Field(() => String, { description: 'The fabric maker\'s article code.' })
  @Column({ type: 'text', name: 'manufacturer_code' })
  manufacturerCode: string;

  @Field(() => Int, { description: 'Price group of the fabric, 1–8.' })
  @Column({ type: 'int', name: 'fabric_price_group' })
  fabricPriceGroup: number;

  @Field(() => CassetteType, { description: 'Cassette of the blind.' })
  @Column({ type: 'text', name: 'cassette_type' })
  cassetteType: CassetteType;

  @Field(() => Int, { description: 'Width as the customer measured it, in cm.' })
  @Column({ type: 'int', name: 'selected_width' })
  selectedWidth: number;

  @Field(() => Int, { description: 'Height as the customer measured it, in cm.' })
  @Column({ type: 'int', name: 'selected_height' })
  selectedHeight: number;

  @Field(() => Montage, { description: 'How the blind hangs.' })
  @Column({ type: 'text' })
  montage: Montage;

  @Field(() => String, { description: 'Control (bediening): the chain system\'s value, e.g. "metal-chain" or "plastic-white".' })
  @Column({ type: 'text' })
  bediening: string;

  @Field(() => Bedieningszijde, { description: 'Side of the control.' })
  @Column({ type: 'text' })
  bedieningszijde: Bedieningszijde;
}
