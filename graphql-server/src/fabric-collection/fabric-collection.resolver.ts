import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../http/context';
import { ConnectionType, type ConnectionData } from '../api/connection';
import { FabricType } from '../catalog/fabric-type';
import { filterValues, MAX_FILTER_VALUES } from '../search/filter-list';
import { FabricCollectionItem } from './fabric-collection-item.entity';
import { FabricCollectionSort, type FabricCollectionFacetsData } from './fabric-collection.service';

export const FabricCollectionItemConnection = ConnectionType('FabricCollectionItem', FabricCollectionItem, 'A page of the fabric collection.');

@ObjectType({ description: 'Every value the fabric collection holds, for its filters (derived from the data, sorted).' })
export class FabricCollectionFacets implements FabricCollectionFacetsData {
  @Field(() => [FabricType], { description: 'Fabric types in use.' }) fabricTypes: FabricType[];
  @Field(() => [Int], { description: 'Price groups in use (1–8).' }) priceGroups: number[];
  @Field(() => [String], { description: 'Colour families in use, e.g. "Grijs".' }) colors: string[];
  @Field(() => [String], { description: 'Materials in use, e.g. "Polyester".' }) materials: string[];
}

@Resolver(() => FabricCollectionItem)
export class FabricCollectionResolver {
  @Query(() => FabricCollectionItemConnection, {
    description: 'The public fabric collection, filtered and sorted. Filters combine with AND; within one list any value matches; an empty list is no filter.',
  })
  fabricCollection(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page (with the same sort and filters).' })
    after?: string | null,
    @Arg('fabricTypes', () => [FabricType], { nullable: true, description: 'Only fabrics of one of these types.' }) fabricTypes?: FabricType[] | null,
    @Arg('priceGroups', () => [Int], { nullable: true, description: 'Only these price groups, each 1–8.' }) priceGroups?: number[] | null,
    @Arg('colors', () => [String], { nullable: true, description: `Only these colour families (see fabricCollectionFacets), case- and accent-insensitive. At most ${MAX_FILTER_VALUES}.` })
    colors?: string[] | null,
    @Arg('materials', () => [String], { nullable: true, description: `Only these materials (see fabricCollectionFacets), case- and accent-insensitive. At most ${MAX_FILTER_VALUES}.` })
    materials?: string[] | null,
    @Arg('sort', () => FabricCollectionSort, { nullable: true, defaultValue: FabricCollectionSort.NAME, description: 'Order (default NAME).' })
    sort?: FabricCollectionSort | null,
  ): Promise<ConnectionData<FabricCollectionItem>> {
    return ctx.services.fabricCollection.page(
      { fabricTypes, priceGroups, colors: filterValues(colors, 'colors'), materials: filterValues(materials, 'materials') },
      sort ?? FabricCollectionSort.NAME,
      { first, after },
    );
  }

  @Query(() => FabricCollectionFacets, { description: 'The values the fabric collection\'s filters can take: only what the collection holds.' })
  fabricCollectionFacets(@Ctx() ctx: RequestContext): Promise<FabricCollectionFacetsData> {
    return ctx.services.fabricCollection.facets();
  }
}
