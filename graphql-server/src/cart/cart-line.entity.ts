import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { CartEntity } from './cart.entity';
import { Product } from '../catalog/product.entity';
import { Money } from '../api/money.type';
import { lineTotalCents, type MadeToMeasure as EngineMadeToMeasure } from '@lumina/schema';
import { fabricSkuOf, type LineConfiguration } from './configuration';
import { CartLineConfiguration } from './cart-line-configuration.type';
import { MadeToMeasure } from './made-to-measure.type';

/** One configured product in a cart. Lines with different configurations are never merged. */
@ObjectType({ description: 'One configured product in a cart, priced by the server.' })
@Entity('cart_line')
export class CartLine {
  @Field(() => ID, { description: 'Line id within its cart; what cartLineUpdate and cartLineRemove take.' })
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @ManyToOne('CartEntity', 'lines', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'cart_id' })
  cart: CartEntity;

  @Column({ type: 'uuid', name: 'cart_id' })
  cartId: string;

  @Field(() => Product, { description: 'The product, as the catalogue has it now.' })
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: Product;

  @Column({ type: 'int', name: 'product_id' })
  productId: number;

  @Field(() => Int, { description: 'How many blinds of this configuration, 1–99.' })
  @Column({ type: 'int' })
  quantity: number;

  /** The shopper's configuration, normalised by the price engine (GraphQL serves it typed as `configuration`). */
  @Column({ type: 'jsonb', name: 'configuration', default: () => "'{}'" })
  configuration: LineConfiguration;

  /** Canonical JSON of the configuration: the same configuration added twice raises the quantity. */
  @Column({ type: 'text', name: 'configuration_key' })
  configurationKey: string;

  /** Measured and fabrication size and the chain, as the engine made them with the price; null without rules. */
  @Column({ type: 'jsonb', name: 'made', nullable: true })
  made: EngineMadeToMeasure | null;

  /** Unit price computed by the server's price engine when the line was last changed. */
  @Column({ type: 'int', name: 'unit_price_cents' })
  unitPriceCents: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  /** Unit price × quantity (`lineTotalCents`, the shop's one line total). */
  get totalCents(): number {
    return lineTotalCents(this);
  }

  @Field(() => Money, { description: 'Price of one blind of this configuration, computed by the server (VAT included).' })
  get unitPrice(): Money {
    return Money.of(this.unitPriceCents);
  }

  @Field(() => Money, { description: 'unitPrice × quantity (VAT included).' })
  get total(): Money {
    return Money.of(this.totalCents);
  }

  @Field(() => CartLineConfiguration, { name: 'configuration', description: 'The configuration as the server normalised and priced it.' })
  get configurationView(): CartLineConfiguration {
    return CartLineConfiguration.of(this.configuration, this.product.rules?.dimensions[0]?.unit ?? null);
  }

  @Field(() => MadeToMeasure, {
    nullable: true,
    description: 'What the atelier makes of this line (measured and fabrication size, child-safe chain); null for a product without configurator.',
  })
  get madeToMeasure(): MadeToMeasure | null {
    return this.made ? MadeToMeasure.of(this.made) : null;
  }

  @Field(() => String, {
    nullable: true,
    description:
      "The internal fabric SKU the line is made in (the product's fabric in the chosen colour; the fabric collection's code), as the order's fabricator data will carry it; null when the atelier completes it.",
  })
  get fabricCode(): string | null {
    return fabricSkuOf(this.product, this.configuration);
  }

  /** Not stored: the cart service writes it once when it loads the line (`configurationSummary`). */
  @Field(() => [String], {
    description: 'Dutch summary lines of the configuration, e.g. "Afmetingen: 150 × 180 cm", with the fabrication size and the chain.',
  })
  summary: string[];
}
