import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from '../catalog/product.entity';
import { FabricType } from '../catalog/fabric-type';

@ObjectType({ description: 'A product made of a fabric of the collection, in one of its colours.' })
export class FabricProductChoice {
  @Field(() => Product, { description: 'The published product whose configurator makes a blind of this fabric.' })
  product: Product;

  @Field(() => String, {
    description: 'The colour of the product made of this fabric (one of Product.colors); its configurator opens with it chosen from /product/{slug}?kleur={color}.',
  })
  color: string;
}

@ObjectType({ description: 'A fabric in the public fabric collection (/fabric-collection).' })
@Entity('fabric_collection_item')
export class FabricCollectionItem {
  @Field(() => ID, { description: 'Fabric id in the collection.' })
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Field(() => String, { description: 'Name, e.g. "Blackout Comfort – Zand".' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { description: 'Swatch image URL (an SVG served by the shop).' })
  @Column({ type: 'text' })
  image: string;

  @Field(() => FabricType, { description: 'Kind of fabric.' })
  @Column({ type: 'text', name: 'fabric_type' })
  fabricType: FabricType;

  /**
   * One price group per product, read from one place (issue 31): `fabric_price_group`, migration
   * OnePriceGroup1732560001000, kept in this column by the database with every change (FabricGroupKept1732580000000).
   */
  @Field(() => Int, {
    nullable: true,
    description:
      "Price group 1–8 (a higher group costs more per m²), as the SKU database shows it too: that of the product made of this fabric (madeAs.product.configurator.pricing.priceGroup, the group the price engine charges; its rate is that product's configurator.pricing.pricePerSquareMetre); for a fabric no product priced by a group is made of, its SKU's group; null without either. The lowest price a shopper can pay for a blind of it is madeAs.product.price.",
  })
  @Column({ type: 'int', name: 'price_group', nullable: true, insert: false, update: false })
  priceGroup: number | null;

  @Field(() => String, { description: 'Colour family for the colour filter, e.g. "Wit", "Grijs".' })
  @Column({ type: 'text', name: 'color_tag' })
  colorTag: string;

  @Field(() => String, { description: 'Material for the material filter, e.g. "Polyester".' })
  @Column({ type: 'text' })
  material: string;

  /** The fabric's internal SKU, for staff; not part of the shop's view. */
  @Column({ type: 'text', name: 'internal_code' })
  internalCode: string;

  /** Filled by the service (FabricCollectionService.withProducts). */
  @Field(() => FabricProductChoice, {
    nullable: true,
    description: 'The published product made of this fabric (by its fabric SKUs) and the colour it is made in; null when no product is: the fabric is then available as a sample only.',
  })
  madeAs: FabricProductChoice | null;

  @Field(() => ID, { nullable: true, description: 'Product.id of madeAs.product: the published product made of this fabric; null when none (sample only).' })
  get productId(): number | null {
    return this.madeAs?.product.id ?? null;
  }

  /** Filled by the service from the fabric's SKU (FabricCollectionService.withProducts). */
  @Field(() => Boolean, { description: 'A free colour sample of this fabric can be asked for (the fabric SKU\'s sampleAvailable).' })
  sampleAvailable: boolean;
}
