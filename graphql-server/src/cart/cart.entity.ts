import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { CartLine } from './cart-line.entity';

/** A visitor's cart, found by the SHA-256 of the opaque token in the visitor's cookie. */
@Entity('cart')
export class Cart {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', name: 'token_hash', unique: true })
  tokenHash: string;

  @OneToMany(() => CartLine, (line) => line.cart)
  lines: CartLine[];

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
