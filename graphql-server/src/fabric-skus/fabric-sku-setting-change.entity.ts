import { Field, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { StaffOnly } from '../staff/staff-only';

export const FabricSkuSetting = graphqlEnum('FabricSkuSetting', 'A setting staff change on a fabric SKU.', {
  VISIBLE_ON_FRONTEND: ['visible_on_frontend', 'Live on the shop (true) or hidden (false): a hidden fabric is not in the fabric collection.'],
  SAMPLE_AVAILABLE: ['sample_available', 'Whether a free colour sample can be sent.'],
});
export type FabricSkuSetting = ValueOf<typeof FabricSkuSetting>;

@StaffOnly()
@ObjectType({ description: 'One change of a fabric SKU\'s settings, with who and when.' })
@Entity('fabric_sku_setting_change')
export class FabricSkuSettingChange {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'text', name: 'internal_sku' })
  internalSku: string;

  @Field(() => FabricSkuSetting, { description: 'Which setting.' })
  @Column({ type: 'text' })
  setting: FabricSkuSetting;

  @Field(() => Boolean, { description: 'Its new value.' })
  @Column({ type: 'boolean' })
  value: boolean;

  @Field(() => String, { description: 'The staff member who changed it.' })
  @Column({ type: 'text', name: 'changed_by' })
  changedBy: string;

  @Field(() => Date, { description: 'When.' })
  @CreateDateColumn({ type: 'timestamptz', name: 'changed_at' })
  changedAt: Date;
}
