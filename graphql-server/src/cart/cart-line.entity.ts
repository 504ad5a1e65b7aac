import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Cart } from './cart.entity';
import { Product } from '../catalog/product.entity';

/** One configured product in a cart. Lines with different configurations are never merged. */
@Entity('cart_line')
export class CartLine {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @ManyToOne('Cart', 'lines', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'cart_id' })
  cart: Cart;

  @Column({ type: 'uuid', name: 'cart_id' })
  cartId: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: Product;

  @Column({ type: 'int', name: 'product_id' })
  productId: number;

  @Column({ type: 'int' })
  quantity: number;

  /** The shopper's choices (dimensions, options, colour, light filter, metadata). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  configuration: Record<string, unknown>;

  /** Canonical JSON of the configuration: the same configuration added twice raises the quantity. */
  @Column({ type: 'text', name: 'configuration_key' })
  configurationKey: string;

  /** Unit price computed by the server's price engine when the line was last changed. */
  @Column({ type: 'int', name: 'unit_price_cents' })
  unitPriceCents: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
