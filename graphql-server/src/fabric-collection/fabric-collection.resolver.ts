import { Arg, Ctx, Int, Query, Resolver, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../http/context';
import { FabricCollectionItem } from './fabric-collection-item.entity';
import { FabricCollectionSort } from './fabric-collection.service';

registerEnumType(FabricCollectionSort, {
  name: 'FabricCollectionSort',
  description: 'Order of the fabric collection: by name, or by price group (then name).',
});

@Resolver(() => FabricCollectionItem)
export class FabricCollectionResolver {
  @Query(() => [FabricCollectionItem], { description: 'The public fabric collection, optionally filtered by fabric type and price group.' })
  fabricCollection(
    @Ctx() ctx: RequestContext,
    @Arg('fabricType', () => String, { nullable: true, description: 'lichtdoorlatend, verduisterend or screen.' })
    fabricType?: string | null,
    @Arg('priceGroup', () => Int, { nullable: true, description: 'Price group 1–8.' }) priceGroup?: number | null,
    @Arg('sort', () => FabricCollectionSort, { nullable: true, defaultValue: FabricCollectionSort.NAME })
    sort?: FabricCollectionSort | null,
  ): Promise<FabricCollectionItem[]> {
    return ctx.services.fabricCollection.list({ fabricType, priceGroup, sort });
  }
}
