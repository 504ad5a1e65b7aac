import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Order } from './order.entity';
import { Money } from '../api/money.type';
import { ChainSafetyDevice } from '../cart/made-to-measure.type';
import { CassetteType, ControlSide, Mounting } from '../api/trade';
import { OptionGroupRole } from '../catalog/configurator.types';
import { StaffOnly } from '../staff/staff-only';

@StaffOnly()
@ObjectType({ description: 'One option the customer chose for a blind, as ordered: its label and value in words, read from the product\'s rules when ordered.' })
export class OrderItemOption {
  @Field(() => String, { description: 'The option group\'s key in the product\'s rules, e.g. "chainColor".' }) key: string;
  @Field(() => OptionGroupRole, { nullable: true, description: 'What the option means in the trade; null for one without a role (system type, accessories, a note).' })
  role: OptionGroupRole | null;
  @Field(() => String, { description: 'The option\'s label, e.g. "Kettingkleur".' }) label: string;
  @Field(() => String, { description: 'What was chosen, in words, e.g. "Wit" (several joined by commas; a note as written).' }) value: string;
  @Field(() => [String], { description: 'The chosen values as the rules hold them, e.g. ["white"]: for machines, never to show.' }) codes: string[];
}

@StaffOnly()
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

  /** Its share of the order's discount (issue 33), spread over the items by largest remainder. */
  @Column({ type: 'int', name: 'discount_cents', default: 0 })
  discountCents: number;

  @Field(() => Money, { description: 'Its share of the order\'s discount, VAT included; 0 without one. total − discount is what was paid for it.' })
  get discount(): Money {
    return Money.of(this.discountCents);
  }

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

  @Field(() => String, { nullable: true, description: 'Internal SKU of the fabric, e.g. "LUM-LD-0101" (see fabricSku); null when the product names no fabric SKU.' })
  @Column({ type: 'text', name: 'fabric_code', nullable: true })
  fabricCode: string | null;

  @Field(() => String, { nullable: true, description: 'The fabric maker\'s article code; null without a fabric SKU, and (with a FORBIDDEN error) for a role that may not see supplier data.' })
  @Column({ type: 'text', name: 'manufacturer_code', nullable: true })
  manufacturerCode: string | null;

  @Field(() => Int, { nullable: true, description: 'Price group of the fabric, 1–8; null without a fabric SKU, and (with a FORBIDDEN error) for a role that may not see supplier data.' })
  @Column({ type: 'int', name: 'fabric_price_group', nullable: true })
  fabricPriceGroup: number | null;

  @Field(() => CassetteType, { nullable: true, description: 'Cassette of the blind: the one chosen, else the fabric\'s; null when neither says.' })
  @Column({ type: 'text', name: 'cassette_type', nullable: true })
  cassetteType: CassetteType | null;

  @Field(() => Int, { nullable: true, description: 'Width as the customer measured it, in cm; null when no size was given.' })
  @Column({ type: 'int', name: 'selected_width', nullable: true })
  selectedWidth: number | null;

  @Field(() => Int, { nullable: true, description: 'Height as the customer measured it, in cm; null when no size was given.' })
  @Column({ type: 'int', name: 'selected_height', nullable: true })
  selectedHeight: number | null;

  @Field(() => Int, { nullable: true, description: 'Width the atelier cuts, in mm (the measured width less the mounting\'s deduction); null without a configurator.' })
  @Column({ type: 'int', name: 'fabrication_width_mm', nullable: true })
  fabricationWidthMm: number | null;

  @Field(() => Int, { nullable: true, description: 'Height the atelier cuts, in mm; null without a configurator.' })
  @Column({ type: 'int', name: 'fabrication_height_mm', nullable: true })
  fabricationHeightMm: number | null;

  @Field(() => Mounting, { nullable: true, description: 'How the blind hangs (the fabricator export: montage); null when the product has no mounting choice or size.' })
  @Column({ type: 'text', nullable: true })
  mounting: Mounting | null;

  @Field(() => String, {
    nullable: true,
    description: 'The chain system chosen, as its option value, e.g. "metal-chain" or "plastic-white" (the fabricator export: bediening); null without a chain.',
  })
  @Column({ type: 'text', name: 'control_type', nullable: true })
  controlType: string | null;

  @Field(() => ControlSide, { nullable: true, description: 'The side the chain hangs (the fabricator export: bedieningszijde); null without a chain.' })
  @Column({ type: 'text', name: 'control_side', nullable: true })
  controlSide: ControlSide | null;

  @Field(() => Int, { nullable: true, description: 'Length of the chain loop in cm (EN 13120); null without a chain.' })
  @Column({ type: 'int', name: 'chain_length_cm', nullable: true })
  chainLengthCm: number | null;

  @Field(() => ChainSafetyDevice, { nullable: true, description: 'The chain\'s safety device (EN 13120); null without a chain.' })
  @Column({ type: 'text', name: 'safety_device', nullable: true })
  safetyDevice: ChainSafetyDevice | null;

  @Field(() => Int, { nullable: true, description: 'Height of the blind\'s top above the floor in cm, as the customer gave it; null when not given.' })
  @Column({ type: 'int', name: 'mounting_height_cm', nullable: true })
  mountingHeightCm: number | null;

  @Field(() => [OrderItemOption], {
    description:
      'Every option the customer chose, in the rules\' order, with its label and value in words (chain system and colour, side, mounting, cassette, bottom bar, colours, accessories, a note): copied when ordered, never re-read from the catalogue. Empty for a product without options.',
  })
  @Column({ type: 'jsonb', default: () => "'[]'" })
  options: OrderItemOption[];

  @Field(() => [String], { description: 'Dutch summary lines of the configuration as ordered, e.g. "Afmetingen: 150 × 180 cm".' })
  @Column({ type: 'jsonb', default: () => "'[]'" })
  summary: string[];

  /** Everything the fabricator needs to make this blind is there. */
  get hasFabricatorData(): boolean {
    return [this.fabricCode, this.manufacturerCode, this.fabricPriceGroup, this.cassetteType, this.selectedWidth, this.selectedHeight, this.mounting, this.controlType, this.controlSide].every(
      (value) => value !== null && value !== undefined && value !== '',
    );
  }
}
