import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { FabricType } from '../catalog/fabric-type';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { GraphQLJSONObject } from 'graphql-scalars';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { UserErrorType, type UserError } from '../api/user-error';
import { CardCategory, Product, ProductControl, ProductLine, ProductListing, Transparency } from '../catalog/product.entity';
import { StaffOnly } from '../staff/staff-only';

export const ProductAdminErrorCode = graphqlEnum('ProductAdminErrorCode', 'Why a product change was refused.', {
  PRODUCT_NOT_FOUND: 'No product has this id (the product itself, or the one to take the configurator rules from).',
  REQUIRED: 'A field that must be filled in is empty (name, slug, category, line, fabric type, a control, a colour and its name and code).',
  TOO_LONG: 'A text is longer than its field allows (name 120, slug 120, description 2000, category 60, colour name 40, a light filter 60, a feature 120).',
  INVALID: 'A value is not one the field accepts (odd characters, not a choice, a colour code that is not #rrggbb).',
  INVALID_SLUG: 'A slug or category is lower-case letters, digits and single hyphens, e.g. "lichtdoorlatend-wit".',
  OUT_OF_RANGE: 'Too many colours (30), light filters (10) or features (12), or a position outside 0–100000.',
  DUPLICATE: 'Two colours with one name, or a light filter or feature twice.',
  SLUG_TAKEN: 'Another product has this slug, or had it (its old links redirect there).',
  UNKNOWN_FABRIC_SKU: 'A colour names a fabric SKU that does not exist.',
  FABRIC_SKU_OTHER_TYPE: 'A colour names a fabric SKU of another fabric type than the product.',
  CONFIGURATOR_COLOUR: "The colours differ from the configurator's colour choices: a colour a choice means was removed or renamed, or a colour no choice means was added.",
  NOTHING_TO_CHANGE: 'The input changes nothing.',
});
export type ProductAdminErrorCode = ValueOf<typeof ProductAdminErrorCode>;

export const ProductAdminUserError = UserErrorType('ProductAdminUserError', ProductAdminErrorCode, 'A refused product change, with a Dutch message.');
export type ProductAdminUserError = UserError<ProductAdminErrorCode>;

/** One change of a product: what changed (before → after), who, when. */
@StaffOnly()
@ObjectType({ description: 'One change of a product by staff: the fields before and after, who and when.' })
@Entity('product_change')
export class ProductChange {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int', name: 'product_id' })
  productId: number;

  @Field(() => GraphQLJSONObject, { description: 'Each changed field: { "name": { "from": "…", "to": "…" } }.' })
  @Column({ type: 'jsonb' })
  changes: Record<string, { from: unknown; to: unknown }>;

  @Field(() => String, { description: 'Who changed it.' })
  @Column({ type: 'text', name: 'changed_by' })
  changedBy: string;

  @Field(() => Date, { description: 'When.' })
  @Column({ type: 'timestamptz', name: 'changed_at' })
  changedAt: Date;
}

@StaffOnly()
@ObjectType({ description: 'A colour of a product as staff manage it: its name, swatch and the fabric SKU it is made in.' })
export class StaffProductColor {
  @Field(() => String, { description: 'Dutch colour name, e.g. "Wit".' }) name: string;
  @Field(() => String, { description: 'Hex colour for swatches, e.g. "#f5f3ee".' }) hex: string;
  @Field(() => String, { nullable: true, description: 'The internal SKU of the fabric this colour is made in (what the fabricator export names); null when none is linked.' })
  fabricSku: string | null;
}

/** A product as staff manage it: published or not, with its history and old slugs. */
@StaffOnly()
@ObjectType({ description: 'A product as staff manage it, published or not: its shop view, its history and the old slugs that redirect to it.' })
export class StaffProduct {
  @Field(() => ID, { description: 'Product id.' }) id: string;
  @Field(() => Boolean, { description: 'Shown in the shop; an unpublished product is in no shop screen, list or sitemap, while its order lines stay.' })
  published: boolean;
  @Field(() => Int, { description: 'Position within its listings, lowest first.' }) sortOrder: number;
  @Field(() => Product, { description: 'The product as the shop shows it (its fields as they are now).' }) product: Product;
  @Field(() => [StaffProductColor], { description: 'Its colours, each with the fabric SKU it is made in.' }) colors: StaffProductColor[];
  @Field(() => [String], { description: 'Earlier slugs; their links redirect to the current one.' }) oldSlugs: string[];
  @Field(() => [ProductChange], { description: 'Its changes, newest first.' }) history: ProductChange[];
}

@StaffOnly()
@ObjectType({ description: 'What the staff product list can be filtered on.' })
export class StaffProductFacets {
  @Field(() => [String], { description: 'The categories products have, published or not, in alphabetical order.' }) categories: string[];
}

@InputType({ description: 'A colour of a product: its name, swatch and fabric.' })
export class ProductColorInput {
  @Field(() => String, { nullable: true, description: 'Dutch colour name, at most 40 characters, unique within the product (any case).' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Swatch colour as "#rrggbb".' }) hex?: string | null;
  @Field(() => String, { nullable: true, description: 'Internal SKU of an existing fabric of the product\'s fabric type; empty or null for none.' }) fabricSku?: string | null;
}

/** The fields productCreate and productUpdate share: what a shopper sees of a product. */
@InputType({ description: "Internal base of ProductUpdateInput and ProductCreateInput." })
class ProductFieldsInput {
  @Field(() => String, { nullable: true, description: 'Name as shown to shoppers, at most 120 characters.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'URL key, lower-case letters, digits and hyphens, at most 120 characters; unique, also against old slugs.' })
  slug?: string | null;
  @Field(() => String, { nullable: true, description: 'Short description, at most 2000 characters; may be empty.' }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'Catalogue category, like a slug, e.g. "rolgordijnen".' }) category?: string | null;
  @Field(() => ProductLine, { nullable: true, description: 'The factory line or the atelier line.' }) line?: ProductLine | null;
  @Field(() => FabricType, { nullable: true, description: 'Kind of fabric; the colours\' fabric SKUs must be of it.' }) fabricType?: FabricType | null;
  @Field(() => CardCategory, { nullable: true, description: 'Card category on the overviews; on update an explicit null removes it.' }) cardCategory?: CardCategory | null;
  @Field(() => [ProductListing], { nullable: true, description: 'The listings that show it (none: only its own page).' }) listings?: ProductListing[] | null;
  @Field(() => Transparency, { nullable: true, description: 'How much light passes; on update an explicit null removes it.' }) transparency?: Transparency | null;
  @Field(() => [ProductControl], { nullable: true, description: 'How it can be operated, at least one.' }) controls?: ProductControl[] | null;
  @Field(() => [ProductColorInput], {
    nullable: true,
    description: "Its colours, 1–30, each with a unique name, a swatch and its fabric SKU. Colours the configurator's colour choices mean must stay, and none may be added that no choice means.",
  })
  colors?: ProductColorInput[] | null;
  @Field(() => [String], { nullable: true, description: 'Light filter choices (Lichtdoorlaatbaarheid), at most 10 of 60 characters, each once.' }) lightFilter?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Selling points, at most 12 of 120 characters, each once.' }) features?: string[] | null;
}

@InputType({ description: 'What to change of a product; fields left out stay as they are. The result is checked as a whole, as productCreate checks a new one.' })
export class ProductUpdateInput extends ProductFieldsInput {
  @Field(() => ID, { description: 'Product id.' }) id: string;
  @Field(() => Boolean, { nullable: true, description: 'Shown in the shop or not.' }) published?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Position within its listings, lowest first (0–100000).' }) sortOrder?: number | null;
}

@InputType({
  description:
    "A new product: every field a shopper sees (a missing one is answered in userErrors), and the product whose configurator rules and prices it starts with. It starts unpublished, last in the listings, without images.",
})
export class ProductCreateInput extends ProductFieldsInput {
  @Field(() => ID, { nullable: true, description: 'Id of the product (published or not) whose configurator rules, sizes and from-price the new one takes.' })
  rulesFrom?: string | null;
}

@ObjectType({ description: 'The product after a change, or why it was refused (then nothing changed).' })
export class ProductUpdatePayload {
  @Field(() => StaffProduct, { nullable: true, description: 'The product as it is now; null when unknown or not created.' }) product: StaffProduct | null;
  @Field(() => [ProductAdminUserError], { description: 'Empty when the change was made.' }) userErrors: ProductAdminUserError[];
}

@StaffOnly()
@ObjectType({ description: 'A product that uses a fabric SKU, and for which colour.' })
export class FabricSkuUse {
  @Field(() => ID, { description: 'Product id.' }) productId: string;
  @Field(() => String, { description: 'Product name.' }) productName: string;
  @Field(() => String, { description: 'Product slug.' }) productSlug: string;
  @Field(() => Boolean, { description: 'Whether the product is in the shop.' }) published: boolean;
  @Field(() => String, { nullable: true, description: 'The colour made in this fabric; null when it is the product\'s only fabric.' }) colour: string | null;
}
