import { Field, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { OrderStatus } from './order-status';
import { StaffOnly } from '../staff/staff-only';

@StaffOnly()
@ObjectType({ description: 'One step in an order\'s history: its placement (from null) or a status change, with who and when.' })
@Entity('order_status_change')
export class OrderStatusChange {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'text', name: 'order_id' })
  orderId: string;

  @Field(() => OrderStatus, { nullable: true, description: 'Status before; null for the placement of the order.' })
  @Column({ type: 'text', name: 'from_status', nullable: true })
  from: OrderStatus | null;

  @Field(() => OrderStatus, { description: 'Status after.' })
  @Column({ type: 'text', name: 'to_status' })
  to: OrderStatus;

  @Field(() => String, { description: 'Who made the change: the staff member\'s name, or "Webshop" for the placement.' })
  @Column({ type: 'text', name: 'changed_by' })
  changedBy: string;

  @Field(() => Date, { description: 'When.' })
  @CreateDateColumn({ type: 'timestamptz', name: 'changed_at' })
  changedAt: Date;
}
