import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { texts } from '@lumina/schema';
import { Product, ProductControl, ProductLine, ProductListing, ProductSort, Transparency } from './product.entity';
import { Money } from '../api/money.type';
import { estimateDelivery, leadTimeWorkingDays, now } from '../delivery/delivery-date';
import { DeliveryEstimate } from '../delivery/delivery-estimate.type';
import { FabricType } from './fabric-type';
import { ProductFabric } from './product-fabric.type';
import { filterValues, MAX_FILTER_VALUES } from '../search/filter-list';
import type { RequestContext } from '../http/context';
import { ConnectionType, type ConnectionData } from '../api/connection';
import { InputError } from '../api/input-error';

export const ProductConnection = ConnectionType('Product', Product, 'A page of published products, in listing order (position, then id).');

@Resolver(() => Product)
export class CatalogResolver {
  @Query(() => ProductConnection, {
    description:
      'Published products, filtered and sorted (default: popularity). Filters combine with AND; within one list filter any value matches. An empty list is no filter.',
  })
  products(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
    @Arg('category', () => String, { nullable: true, description: 'Catalogue category, case-insensitive, e.g. "rolgordijnen".' })
    category?: string | null,
    @Arg('listing', () => ProductListing, { nullable: true, description: 'Only products shown on this listing.' })
    listing?: ProductListing | null,
    @Arg('line', () => ProductLine, { nullable: true, description: 'Only products of this line.' }) line?: ProductLine | null,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Part of the name, description or fabric type, case- and accent-insensitive ("verduisterend" finds "Verduisterénd"); blank means no filter.',
    })
    search?: string | null,
    @Arg('colors', () => [String], { nullable: true, description: `Colour names (e.g. "Wit", "Grijs"), case- and accent-insensitive; a product in any of them matches. At most ${MAX_FILTER_VALUES}.` })
    colors?: string[] | null,
    @Arg('transparencies', () => [Transparency], { nullable: true, description: 'Only products with one of these transparencies (e.g. the blackout levels).' })
    transparencies?: Transparency[] | null,
    @Arg('fabricTypes', () => [FabricType], { nullable: true, description: 'Only products of one of these fabric types.' })
    fabricTypes?: FabricType[] | null,
    @Arg('controls', () => [ProductControl], { nullable: true, description: 'Only products that can be operated in one of these ways.' })
    controls?: ProductControl[] | null,
    @Arg('sort', () => ProductSort, { nullable: true, defaultValue: ProductSort.POPULARITY, description: 'Order (default POPULARITY). A cursor only continues the sort it came from.' })
    sort?: ProductSort | null,
  ): Promise<ConnectionData<Product>> {
    return ctx.services.catalog.page(
      { category, listing, line, search, colors: filterValues(colors, 'colors'), transparencies, fabricTypes, controls },
      { first, after },
      sort ?? ProductSort.POPULARITY,
    );
  }

  @Query(() => Money, {
    nullable: true,
    description:
      'The lowest price of all published products that match (the "vanaf" price of a listing, a line or a category), however many there are; null when none match.',
  })
  async lowestPrice(
    @Ctx() ctx: RequestContext,
    @Arg('category', () => String, { nullable: true, description: 'Catalogue category, case-insensitive, e.g. "rolgordijnen".' }) category?: string | null,
    @Arg('listing', () => ProductListing, { nullable: true, description: 'Only products shown on this listing.' }) listing?: ProductListing | null,
    @Arg('line', () => ProductLine, { nullable: true, description: 'Only products of this line.' }) line?: ProductLine | null,
  ): Promise<Money | null> {
    const cents = await ctx.services.catalog.lowestPriceCents({ category, listing, line });
    return cents === null ? null : Money.of(cents);
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

  @FieldResolver(() => DeliveryEstimate, {
    description: 'Estimated delivery when ordered now: the lead time of its line in Belgian working days, counted from today in Brussels.',
  })
  deliveryEstimate(@Root() product: Product): DeliveryEstimate {
    return DeliveryEstimate.of(estimateDelivery(now(), leadTimeWorkingDays(product)));
  }

  @FieldResolver(() => [ProductFabric], {
    description:
      'The fabric each colour is made in, as the fabric collection names it (one query per product: ask for it on one product, not on a list); empty when the atelier chooses it.',
  })
  fabrics(@Ctx() ctx: RequestContext, @Root() product: Product): Promise<ProductFabric[]> {
    return ctx.services.catalog.fabricsOf(product);
  }
}
