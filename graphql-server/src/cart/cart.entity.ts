import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { CartLine } from './cart-line.entity';

/**
 * A visitor's cart as stored. The database key is internal; the cart is found only by the SHA-256 of its
 * secret token (the browser's cookie, an integrator's `Cart.id`).
 */
@Entity('cart')
export class CartEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', name: 'token_hash', unique: true })
  tokenHash: string;

  /** The discount code its shopper entered (issue 33), in capitals; null without one. */
  @Column({ type: 'text', name: 'discount_code', nullable: true })
  discountCode: string | null;

  @OneToMany(() => CartLine, (line) => line.cart)
  lines: CartLine[];

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
