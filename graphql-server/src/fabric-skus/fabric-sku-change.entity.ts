import { Field, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { StaffOnly } from '../staff/staff-only';

export const FabricSkuChangeAction = graphqlEnum('FabricSkuChangeAction', 'How a fabric SKU was changed.', {
  CREATED: ['created', 'Created (by the form or a CSV import).'],
  UPDATED: ['updated', 'Edited (by the form or a CSV import).'],
});
export type FabricSkuChangeAction = ValueOf<typeof FabricSkuChangeAction>;

@StaffOnly()
@ObjectType({ description: 'One field of a fabric SKU as it was and as it became.' })
export class FabricSkuFieldChange {
  @Field(() => String, { description: 'The field, as the input names it (e.g. "priceGroup").' }) field: string;
  @Field(() => String, { nullable: true, description: 'Its value before, as text; null when the SKU was created.' }) before: string | null;
  @Field(() => String, { description: 'Its value after, as text.' }) after: string;
}

@StaffOnly()
@ObjectType({ description: 'One change of a fabric SKU (created or edited, by the form or a CSV import), with who and when.' })
@Entity('fabric_sku_change')
export class FabricSkuChange {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'text', name: 'internal_sku' })
  internalSku: string;

  @Field(() => FabricSkuChangeAction, { description: 'Created or edited.' })
  @Column({ type: 'text' })
  action: FabricSkuChangeAction;

  @Field(() => [FabricSkuFieldChange], { description: 'The fields that changed, in the form\'s order.' })
  @Column({ type: 'jsonb' })
  fields: FabricSkuFieldChange[];

  @Field(() => String, { description: 'The staff member who changed it.' })
  @Column({ type: 'text', name: 'changed_by' })
  changedBy: string;

  @Field(() => Date, { description: 'When.' })
  @CreateDateColumn({ type: 'timestamptz', name: 'changed_at' })
  changedAt: Date;
}
