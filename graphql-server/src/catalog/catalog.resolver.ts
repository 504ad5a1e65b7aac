import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { texts } from '@lumina/schema';
import { Product, ProductListing } from './product.entity';
import type { RequestContext } from '../http/context';
import { ConnectionType, type ConnectionData } from '../shop/connection';
import { InputError } from '../shop/input-error';

export const ProductConnection = ConnectionType('Product', Product, 'A page of published products, in listing order (position, then id).');

@Resolver(() => Product)
export class CatalogResolver {
  @Query(() => ProductConnection, { description: 'Published products in listing order, filtered by category, listing and search term.' })
  products(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
    @Arg('category', () => String, { nullable: true, description: 'Catalogue category, case-insensitive, e.g. "rolgordijnen".' })
    category?: string | null,
    @Arg('listing', () => ProductListing, { nullable: true, description: 'Only products shown on this listing.' })
    listing?: ProductListing | null,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Case-insensitive part of the name, description or fabric type; blank means no filter.',
    })
    search?: string | null,
  ): Promise<ConnectionData<Product>> {
    return ctx.services.catalog.page({ category, listing, search }, { first, after });
  }

  @Query(() => Product, { nullable: true, description: 'One published product, by id or by slug (give exactly one); null when unknown.' })
  product(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { nullable: true, description: 'Product id.' }) id?: string | null,
    @Arg('slug', () => String, { nullable: true, description: 'URL key, e.g. "lichtdoorlatend-wit".' }) slug?: string | null,
  ): Promise<Product | null> {
    if ((id == null) === (slug == null)) throw new InputError(texts.input.productKey, id == null ? 'id' : 'slug');
    return id != null ? ctx.services.catalog.byId(id) : ctx.services.catalog.bySlug(slug!);
  }
}
