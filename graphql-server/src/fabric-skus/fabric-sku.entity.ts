import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, UpdateDateColumn, VirtualColumn } from 'typeorm';
import { FabricType } from '../catalog/fabric-type';
import { CassetteType } from '../api/trade';
import { StaffOnly } from '../staff/staff-only';

@StaffOnly()
@ObjectType({ description: 'Metadata the fabricator export carries for a fabric.' })
export class FabricExportMetadata {
  @Field(() => String, { description: 'Supplier\'s name.' })
  supplierName: string;

  @Field(() => String, { description: 'Fabric category as the fabricator files it, e.g. "Verduisterend – velours".' })
  fabricCategory: string;

  @Field(() => String, { description: 'Quality grade, e.g. "Comfort" or "Premium".' })
  qualityGrade: string;

  @Field(() => Int, { description: 'Warranty on the fabric, in months.' })
  warrantyMonths: number;

  @Field(() => String, { description: 'Instructions for cutting and making up; empty when none.' })
  specialInstructions: string;
}

@StaffOnly()
@ObjectType({ description: 'A fabric SKU in the internal fabric database. Staff only.' })
@Entity('fabric_sku')
export class FabricSku {
  @Field(() => ID, { description: 'Internal SKU, e.g. "LUM-LD-0101".' })
  @PrimaryColumn({ type: 'text', name: 'internal_sku' })
  internalSku: string;

  /** SPEC §3 product_id: the fabric line in the suppliers' catalogue (not a shop Product). */
  @Field(() => String, {
    name: 'fabricLine',
    description: 'The fabric line (collection) the SKU belongs to, e.g. "RG-LD-VOILE"; REST calls it product_id. Not a shop Product id.',
  })
  @Column({ type: 'text', name: 'product_id' })
  productId: string;

  @Field(() => String, { description: 'Name shown to staff and in the fabric collection, e.g. "Basic Voile – Wit".' })
  @Column({ type: 'text', name: 'display_name' })
  fabricDisplayName: string;

  @Field(() => FabricType, { description: 'Kind of fabric (never SEMI_TRANSPARANT for a SKU).' })
  @Column({ type: 'text', name: 'fabric_type' })
  fabricType: FabricType;

  /**
   * The group staff gave the fabric (the SKU form, a CSV import): the fabric's group while no product is made of it.
   * Once one is, the fabric is priced in that product's group, and `priceGroup` says so.
   */
  @Column({ type: 'int', name: 'price_group' })
  ownPriceGroup: number;

  /** One price group per product, read from one place (issue 31): `fabric_price_group`, migration OnePriceGroup1732560001000. */
  @Field(() => Int, {
    description:
      "The price group (1–8) a blind of this fabric is priced in, the same on every screen: that of the published product made of it (its configurator.pricing.priceGroup, what the price engine charges; staff set it at /admin/prijzen); for a fabric no product priced by a group is made of, the group given to the SKU (priceGroup of fabricSkuCreate/fabricSkuUpdate, the CSV import).",
  })
  @VirtualColumn({ type: 'int', query: (alias) => `SELECT fabric_price_group(${alias}.internal_sku)` })
  priceGroup: number;

  @Field(() => String, { description: 'The fabric maker\'s article code.' })
  @Column({ type: 'text', name: 'manufacturer_code' })
  manufacturerCode: string;

  @Field(() => String, { description: 'The supplier\'s code for this colour.' })
  @Column({ type: 'text', name: 'supplier_code' })
  supplierCode: string;

  @Field(() => String, { description: 'Supplier\'s name.' })
  @Column({ type: 'text', name: 'supplier_name' })
  supplierName: string;

  @Field(() => Int, { description: 'Widest blind the fabric allows, in cm.' })
  @Column({ type: 'int', name: 'max_width_cm' })
  maxWidthCm: number;

  @Field(() => CassetteType, { description: 'Cassette the fabric is made up with.' })
  @Column({ type: 'text', name: 'cassette_type' })
  cassetteType: CassetteType;

  @Field(() => Int, { description: 'Supplier\'s lead time, in working days.' })
  @Column({ type: 'int', name: 'lead_time_days' })
  leadTimeDays: number;

  @Field(() => Boolean, { description: 'Live on the shop (true) or hidden.' })
  @Column({ type: 'boolean', name: 'visible_on_frontend' })
  visibleOnFrontend: boolean;

  @Field(() => Boolean, { description: 'True when a free colour sample can be sent.' })
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

  @Field(() => FabricExportMetadata, { description: 'What the fabricator export carries for this fabric.' })
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
