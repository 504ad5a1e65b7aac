import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { GraphQLJSONObject } from 'graphql-scalars';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { UserErrorType, type UserError } from '../api/user-error';
import { Product } from '../catalog/product.entity';
import { StaffOnly } from '../staff/staff-only';

export const ProductAdminErrorCode = graphqlEnum('ProductAdminErrorCode', 'Why a product change was refused.', {
  PRODUCT_NOT_FOUND: 'No product has this id.',
  REQUIRED: 'A name or slug is empty.',
  TOO_LONG: 'A name (120), slug (120) or description (2000 characters) is too long.',
  INVALID_SLUG: 'A slug is lower-case letters, digits and single hyphens, e.g. "lichtdoorlatend-wit".',
  SLUG_TAKEN: 'Another product has this slug, or had it (its old links redirect there).',
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

/** A product as staff manage it: published or not, with its history and old slugs. */
@StaffOnly()
@ObjectType({ description: 'A product as staff manage it, published or not: its shop view, its history and the old slugs that redirect to it.' })
export class StaffProduct {
  @Field(() => ID, { description: 'Product id.' }) id: string;
  @Field(() => Boolean, { description: 'Shown in the shop; an unpublished product is in no shop screen, list or sitemap, while its order lines stay.' })
  published: boolean;
  @Field(() => Int, { description: 'Position within its listings, lowest first.' }) sortOrder: number;
  @Field(() => Product, { description: 'The product as the shop shows it (its fields as they are now).' }) product: Product;
  @Field(() => [String], { description: 'Earlier slugs; their links redirect to the current one.' }) oldSlugs: string[];
  @Field(() => [ProductChange], { description: 'Its changes, newest first.' }) history: ProductChange[];
}

@InputType({ description: 'What to change of a product; fields left out stay as they are.' })
export class ProductUpdateInput {
  @Field(() => ID, { description: 'Product id.' }) id: string;
  @Field(() => String, { nullable: true, description: 'Name as shown to shoppers, at most 120 characters.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'URL key, lower-case letters, digits and hyphens, at most 120 characters; the old one keeps redirecting.' })
  slug?: string | null;
  @Field(() => String, { nullable: true, description: 'Short description, at most 2000 characters.' }) description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Shown in the shop or not.' }) published?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Position within its listings, lowest first.' }) sortOrder?: number | null;
}

@ObjectType({ description: 'The product after a change, or why it was refused (then nothing changed).' })
export class ProductUpdatePayload {
  @Field(() => StaffProduct, { nullable: true, description: 'The product as it is now; null when unknown.' }) product: StaffProduct | null;
  @Field(() => [ProductAdminUserError], { description: 'Empty when the change was made.' }) userErrors: ProductAdminUserError[];
}
