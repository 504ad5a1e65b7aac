import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Product } from './product.entity';
import type { RequestContext } from '../http/context';

@Resolver(() => Product)
export class CatalogResolver {
  @Query(() => [Product], { description: 'Published products, optionally by category and search term.' })
  products(
    @Ctx() ctx: RequestContext,
    @Arg('category', () => String, { nullable: true }) category?: string | null,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('listing', () => String, { nullable: true, description: 'lichtdoorlatend, verduisterend, tile-demo or overview' })
    listing?: string | null,
  ): Promise<Product[]> {
    return ctx.services.catalog.list({ category, search, listing });
  }

  @Query(() => Product, { nullable: true, description: 'A product by numeric id or by slug; null when unknown.' })
  product(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Product | null> {
    return ctx.services.catalog.byKey(id);
  }
}
