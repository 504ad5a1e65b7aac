import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionType, type ConnectionData } from '../api/connection';
import type { RequestContext } from '../http/context';
import { staffName } from '../staff/access';
import { ProductUpdateInput, ProductUpdatePayload, StaffProduct } from './product-admin.types';

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
  ): Promise<ConnectionData<StaffProduct>> {
    return ctx.services.productAdmin.page({ search, published }, { first, after });
  }

  @Query(() => StaffProduct, { nullable: true, description: 'One product as staff manage it, published or not; null when unknown. Staff (beheer) only.' })
  staffProduct(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Product id.' }) id: string): Promise<StaffProduct | null> {
    return ctx.services.productAdmin.byId(id);
  }

  @Mutation(() => ProductUpdatePayload, {
    description:
      'Changes what a shopper sees of a product (name, slug, description, published, position), recorded with who, when and before → after; a new slug keeps the old one as a redirect. Staff (beheer) only.',
  })
  productUpdate(@Ctx() ctx: RequestContext, @Arg('input', () => ProductUpdateInput, { description: 'The product and what to change.' }) input: ProductUpdateInput): Promise<ProductUpdatePayload> {
    return ctx.services.productAdmin.update(input, staffName(ctx.res));
  }
}
