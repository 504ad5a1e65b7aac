import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Money } from '../shop/money.type';

@ObjectType({ description: 'A fabric in the public fabric collection.' })
@Entity('fabric_collection_item')
export class FabricCollectionItem {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Field(() => String)
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { description: 'Image URL (local SVG swatch).' })
  @Column({ type: 'text' })
  image: string;

  @Field(() => String, { description: 'lichtdoorlatend, verduisterend or screen.' })
  @Column({ type: 'text', name: 'fabric_type' })
  fabricType: string;

  @Field(() => Int, { description: 'Price group 1–8.' })
  @Column({ type: 'int', name: 'price_group' })
  priceGroup: number;

  @Field(() => String, { description: 'Colour family, e.g. "Wit", "Grijs".' })
  @Column({ type: 'text', name: 'color_tag' })
  colorTag: string;

  @Field(() => String, { description: 'Material, e.g. "Polyester".' })
  @Column({ type: 'text' })
  material: string;

  @Column({ type: 'int', name: 'base_price_cents' })
  basePriceCents: number;

  @Field(() => Money, { description: 'From-price of a blind in this fabric.' })
  get basePrice(): Money {
    return Money.of(this.basePriceCents);
  }

  /** Supplier code for staff; not shown in the shop view. */
  @Column({ type: 'text', name: 'internal_code' })
  internalCode: string;

  @Field(() => Int, { nullable: true, description: 'Shop product that configures a blind in this fabric.' })
  @Column({ type: 'int', name: 'product_id', nullable: true })
  productId: number | null;
}
