import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@ObjectType({ description: 'Metadata the fabricator export carries for a fabric.' })
export class FabricExportMetadata {
  @Field(() => String)
  supplierName: string;

  @Field(() => String)
  fabricCategory: string;

  @Field(() => String)
  qualityGrade: string;

  @Field(() => Int)
  warrantyMonths: number;

  @Field(() => String)
  specialInstructions: string;
}

@ObjectType({ description: 'A fabric SKU in the internal fabric database.' })
@Entity('fabric_sku')
export class FabricSku {
  @Field(() => ID, { description: 'Internal SKU, e.g. "LUM-LD-0101".' })
  @PrimaryColumn({ type: 'text', name: 'internal_sku' })
  internalSku: string;

  @Field(() => String, { description: 'Product id the fabric belongs to (shop product or fabric line).' })
  @Column({ type: 'text', name: 'product_id' })
  productId: string;

  @Field(() => String)
  @Column({ type: 'text', name: 'display_name' })
  fabricDisplayName: string;

  @Field(() => String, { description: 'lichtdoorlatend, verduisterend or screen.' })
  @Column({ type: 'text', name: 'fabric_type' })
  fabricType: string;

  @Field(() => Int, { description: 'Price group 1–8.' })
  @Column({ type: 'int', name: 'price_group' })
  priceGroup: number;

  @Field(() => String)
  @Column({ type: 'text', name: 'manufacturer_code' })
  manufacturerCode: string;

  @Field(() => String)
  @Column({ type: 'text', name: 'supplier_code' })
  supplierCode: string;

  @Field(() => String)
  @Column({ type: 'text', name: 'supplier_name' })
  supplierName: string;

  @Field(() => Int)
  @Column({ type: 'int', name: 'max_width_cm' })
  maxWidthCm: number;

  @Field(() => String, { description: 'open, half or full cassette.' })
  @Column({ type: 'text', name: 'cassette_type' })
  cassetteType: string;

  @Field(() => Int)
  @Column({ type: 'int', name: 'lead_time_days' })
  leadTimeDays: number;

  @Field(() => Boolean, { description: 'Live on the shop (true) or hidden.' })
  @Column({ type: 'boolean', name: 'visible_on_frontend' })
  visibleOnFrontend: boolean;

  @Field(() => Boolean)
  @Column({ type: 'boolean', name: 'sample_available' })
  sampleAvailable: boolean;

  @Column({ type: 'text', name: 'fabric_category' })
  fabricCategory: string;

  @Column({ type: 'text', name: 'quality_grade' })
  qualityGrade: string;

  @Column({ type: 'int', name: 'warranty_months' })
  warrantyMonths: number;

  @Column({ type: 'text', name: 'special_instructions', default: '' })
  specialInstructions: string;

  @Field(() => FabricExportMetadata)
  get exportMetadata(): FabricExportMetadata {
    return Object.assign(new FabricExportMetadata(), {
      supplierName: this.supplierName,
      fabricCategory: this.fabricCategory,
      qualityGrade: this.qualityGrade,
      warrantyMonths: this.warrantyMonths,
      specialInstructions: this.specialInstructions,
    });
  }

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
