import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({ description: 'A message sent through the contact form. Staff only: it holds personal data.' })
@Entity('contact_message')
export class ContactMessage {
  @Field(() => ID, { description: 'Message id.' })
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Field(() => String, { description: 'Name of the sender.' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { description: 'E-mail address to answer to.' })
  @Column({ type: 'text' })
  email: string;

  @Field(() => String, { nullable: true, description: 'Phone number; null when not given.' })
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Field(() => String, { description: 'Subject line.' })
  @Column({ type: 'text' })
  subject: string;

  @Field(() => String, { description: 'The message text; may hold line breaks.' })
  @Column({ type: 'text' })
  message: string;

  @Field(() => Boolean, { description: 'True once staff have answered it.' })
  @Column({ type: 'boolean', default: false })
  handled: boolean;

  @Field(() => Date, { description: 'When it was received.' })
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
