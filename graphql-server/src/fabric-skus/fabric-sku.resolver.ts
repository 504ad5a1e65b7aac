import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../http/context';
import { ConnectionType, type ConnectionData } from '../shop/connection';
import { FabricSku } from './fabric-sku.entity';

export const FabricSkuConnection = ConnectionType('FabricSku', FabricSku, 'A page of fabric SKUs, in SKU order.');

@Resolver(() => FabricSku)
export class FabricSkuResolver {
  @Query(() => FabricSkuConnection, { description: 'Fabric SKUs in SKU order, filtered by a search term. Staff only.' })
  fabricSkus(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Case-insensitive part of the internal SKU, fabric line or manufacturer code; blank means no filter.',
    })
    search?: string | null,
  ): Promise<ConnectionData<FabricSku>> {
    return ctx.services.fabricSkus.page({ search }, { first, after });
  }

  @Query(() => FabricSku, { nullable: true, description: 'A fabric SKU by internal SKU, any case; null when unknown. Staff only.' })
  fabricSku(
    @Ctx() ctx: RequestContext,
    @Arg('internalSku', () => ID, { description: 'Internal SKU, e.g. "LUM-LD-0101".' }) internalSku: string,
  ): Promise<FabricSku | null> {
    return ctx.services.fabricSkus.bySku(internalSku);
  }
}
