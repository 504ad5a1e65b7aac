import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';

export const ReviewStatus = graphqlEnum('ReviewStatus', 'Where a review stands: only approved reviews are ever shown to shoppers.', {
  PENDING: ['pending', 'Sent by a shopper, waiting for staff.'],
  APPROVED: ['approved', 'Approved by staff: shown on the product page.'],
  REJECTED: ['rejected', 'Rejected by staff: never shown.'],
});
export type ReviewStatus = ValueOf<typeof ReviewStatus>;

@ObjectType({ description: 'A customer review of a product. Shoppers only ever see approved ones.' })
@Entity('review')
export class Review {
  @Field(() => ID, { description: 'Review id.' })
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Field(() => ID, { description: 'Product.id of the product reviewed.' })
  @Column({ type: 'int', name: 'product_id' })
  productId: number;

  @Field(() => String, { description: 'The name the reviewer gave, as typed (plain text; render it as text, never as HTML).' })
  @Column({ type: 'text', name: 'customer_name' })
  customerName: string;

  @Field(() => String, { description: 'Initials shown in the avatar, e.g. "JD".' })
  get initials(): string {
    return this.customerName
      .split(/\s+/)
      .filter(Boolean)
      .map((part) => [...part][0]!.toUpperCase())
      .slice(0, 2)
      .join('');
  }

  @Field(() => Int, { description: '1 to 5 stars.' })
  @Column({ type: 'smallint' })
  rating: number;

  @Field(() => String, { description: 'The review text (plain text; line breaks kept; render it as text, never as HTML).' })
  @Column({ type: 'text' })
  comment: string;

  @Field(() => ReviewStatus, { description: 'Pending until staff approve or reject it.' })
  @Column({ type: 'text', default: ReviewStatus.PENDING })
  status: ReviewStatus;

  @Column({ type: 'timestamptz', name: 'moderated_at', nullable: true })
  moderatedAt: Date | null;

  @Field(() => Date, { name: 'date', description: 'When it was written (ISO 8601).' })
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
