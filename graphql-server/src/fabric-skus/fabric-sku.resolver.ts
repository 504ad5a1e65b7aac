import { Arg, Authorized, Ctx, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../http/context';
import { PageType, type PageResult } from '../shop/page';
import { STAFF } from '../staff/access';
import { FabricSku } from './fabric-sku.entity';

@ObjectType({ description: 'A page of fabric SKUs.' })
export class FabricSkuPage extends PageType(FabricSku) {}

@Resolver(() => FabricSku)
export class FabricSkuResolver {
  @Authorized(STAFF)
  @Query(() => FabricSkuPage, {
    description: 'Fabric SKUs (staff), in SKU order; search matches internal SKU, product id or manufacturer code, case-insensitively.',
  })
  fabricSkus(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25).' }) limit?: number | null,
    @Arg('offset', () => Int, { nullable: true, description: 'Number of matches to skip (default 0).' }) offset?: number | null,
  ): Promise<PageResult<FabricSku>> {
    return ctx.services.fabricSkus.list({ search, limit, offset });
  }

  @Authorized(STAFF)
  @Query(() => FabricSku, { nullable: true, description: 'A fabric SKU by internal SKU (staff); null when unknown.' })
  fabricSku(@Ctx() ctx: RequestContext, @Arg('internalSku', () => ID) internalSku: string): Promise<FabricSku | null> {
    return ctx.services.fabricSkus.bySku(internalSku);
  }
}
