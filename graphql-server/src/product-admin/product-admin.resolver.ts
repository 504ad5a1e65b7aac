import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ConnectionType, type ConnectionData } from '../api/connection';
import type { RequestContext } from '../http/context';
import { ProductListing } from '../catalog/product.entity';
import { FabricSku } from '../fabric-skus/fabric-sku.entity';
import { staffName } from '../staff/access';
import { FabricSkuUse, ProductCreateInput, StaffProductFacets, ProductUpdateInput, ProductUpdatePayload, StaffProduct } from './product-admin.types';

const StaffProductConnection = ConnectionType('StaffProduct', StaffProduct, 'A page of products as staff manage them, in listing order.');

@Resolver(() => StaffProduct)
export class ProductAdminResolver {
  @Query(() => StaffProductConnection, { description: 'Every product, published or not, in listing order, with its history. Staff (beheer) only.' })
  staffProducts(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
    @Arg('search', () => String, { nullable: true, description: 'Part of the name or slug, case- and accent-insensitive.' }) search?: string | null,
    @Arg('published', () => Boolean, { nullable: true, description: 'Only published (true) or unpublished (false) products.' }) published?: boolean | null,
    @Arg('category', () => String, { nullable: true, description: 'Only products of this category (any case), see staffProductCategories.' }) category?: string | null,
    @Arg('listing', () => ProductListing, { nullable: true, description: 'Only products this listing shows.' }) listing?: ProductListing | null,
  ): Promise<ConnectionData<StaffProduct>> {
    return ctx.services.productAdmin.page({ search, published, category, listing }, { first, after });
  }

  @Query(() => StaffProductFacets, { description: 'What the staff product list can be filtered on. Staff (beheer) only.' })
  async staffProductFacets(@Ctx() ctx: RequestContext): Promise<StaffProductFacets> {
    return { categories: await ctx.services.productAdmin.categories() };
  }

  @Query(() => StaffProduct, { nullable: true, description: 'One product as staff manage it, published or not; null when unknown. Staff (beheer) only.' })
  staffProduct(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Product id.' }) id: string): Promise<StaffProduct | null> {
    return ctx.services.productAdmin.byId(id);
  }

  @Mutation(() => ProductUpdatePayload, {
    description:
      "Staff 'Nieuw product': a product with every field a shopper sees and the configurator rules, sizes and from-price of an existing product (rulesFrom); it starts unpublished, last in the listings. Recorded with who and when. Staff (beheer) only.",
  })
  productCreate(@Ctx() ctx: RequestContext, @Arg('input', () => ProductCreateInput, { description: 'The new product.' }) input: ProductCreateInput): Promise<ProductUpdatePayload> {
    return ctx.services.productAdmin.create(input, staffName(ctx.res));
  }

  @Mutation(() => ProductUpdatePayload, {
    description:
      'Changes what a shopper sees of a product (every field, its colours with their fabric SKUs, published, position), checked as a whole and recorded with who, when and before → after; a new slug keeps the old one as a redirect. Staff (beheer) only.',
  })
  productUpdate(@Ctx() ctx: RequestContext, @Arg('input', () => ProductUpdateInput, { description: 'The product and what to change.' }) input: ProductUpdateInput): Promise<ProductUpdatePayload> {
    return ctx.services.productAdmin.update(input, staffName(ctx.res));
  }
}

@Resolver(() => FabricSku)
export class FabricSkuUseResolver {
  @FieldResolver(() => [FabricSkuUse], { description: 'The products (published or not) made in this fabric, each with the colour it is for.' })
  usedBy(@Ctx() ctx: RequestContext, @Root() sku: FabricSku): Promise<FabricSkuUse[]> {
    return ctx.services.productAdmin.usesOf(sku.internalSku);
  }
}
