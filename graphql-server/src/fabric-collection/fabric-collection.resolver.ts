import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../http/context';
import { ConnectionType, type ConnectionData } from '../shop/connection';
import { FabricType } from '../shop/fabric-type';
import { FabricCollectionItem } from './fabric-collection-item.entity';
import { FabricCollectionSort } from './fabric-collection.service';

export const FabricCollectionItemConnection = ConnectionType('FabricCollectionItem', FabricCollectionItem, 'A page of the fabric collection.');

@Resolver(() => FabricCollectionItem)
export class FabricCollectionResolver {
  @Query(() => FabricCollectionItemConnection, { description: 'The public fabric collection, filtered by fabric type and price group.' })
  fabricCollection(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page (with the same sort and filters).' })
    after?: string | null,
    @Arg('fabricType', () => FabricType, { nullable: true, description: 'Only fabrics of this type.' }) fabricType?: FabricType | null,
    @Arg('priceGroup', () => Int, { nullable: true, description: 'Only this price group, 1–8.' }) priceGroup?: number | null,
    @Arg('sort', () => FabricCollectionSort, { nullable: true, defaultValue: FabricCollectionSort.NAME, description: 'Order (default NAME).' })
    sort?: FabricCollectionSort | null,
  ): Promise<ConnectionData<FabricCollectionItem>> {
    return ctx.services.fabricCollection.page({ fabricType, priceGroup }, sort ?? FabricCollectionSort.NAME, { first, after });
  }
}
