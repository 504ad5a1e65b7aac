import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({ description: 'A free colour sample a shopper asked for (Gratis kleurstaal aanvragen). Staff only: it holds personal data.' })
@Entity('sample_request')
export class SampleRequest {
  @Field(() => ID, { description: 'Sample request id; what sampleRequestMarkHandled takes.' })
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Field(() => ID, { nullable: true, description: 'Product.id it was asked for from; null when none was given or that product no longer exists.' })
  @Column({ type: 'int', name: 'product_id', nullable: true })
  productId: number | null;

  @Field(() => String, { description: 'Colour name, e.g. "Grijs"; spelt as the product\'s colors[].name when a product was given.' })
  @Column({ type: 'text' })
  color: string;

  @Field(() => String, { description: 'Name of the shopper.' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { description: 'Postal address to send the sample to; may hold line breaks.' })
  @Column({ type: 'text' })
  address: string;

  @Field(() => String, { description: 'E-mail address of the shopper.' })
  @Column({ type: 'text' })
  email: string;

  @Field(() => Date, { description: 'When it was received.' })
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When staff marked it handled (the sample was sent); null while open.' })
  @Column({ type: 'timestamptz', name: 'handled_at', nullable: true })
  handledAt: Date | null;
}
