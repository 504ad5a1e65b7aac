import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({ description: 'A customer review of a product.' })
@Entity('review')
export class Review {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int', name: 'product_id' })
  productId: number;

  @Field(() => String)
  @Column({ type: 'text', name: 'customer_name' })
  customerName: string;

  @Field(() => String, { description: 'Initials shown in the avatar, e.g. "JD".' })
  get initials(): string {
    return this.customerName
      .split(/\s+/)
      .filter(Boolean)
      .map((part) => part[0]!.toUpperCase())
      .slice(0, 2)
      .join('');
  }

  @Field(() => Int, { description: '1 to 5 stars.' })
  @Column({ type: 'smallint' })
  rating: number;

  @Field(() => String)
  @Column({ type: 'text' })
  comment: string;

  @Column({ type: 'boolean', default: false })
  published: boolean;

  @Field(() => Date, { name: 'date' })
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
