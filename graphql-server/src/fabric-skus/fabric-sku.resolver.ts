import { Arg, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { graphqlEnum } from '../api/graphql-enum';
import { UserErrorType, type UserError } from '../api/user-error';
import { staffName } from '../staff/access';
import { FabricSkuSettingChange } from './fabric-sku-setting-change.entity';
import type { FabricSkuErrorCode } from './fabric-sku.service';
import type { RequestContext } from '../http/context';
import { ConnectionType, type ConnectionData } from '../api/connection';
import { FabricSku } from './fabric-sku.entity';

export const FabricSkuConnection = ConnectionType('FabricSku', FabricSku, 'A page of fabric SKUs, in SKU order.');

export const FabricSkuErrorCodeEnum = graphqlEnum('FabricSkuErrorCode', 'Why a fabric SKU change was refused.', {
  NOT_FOUND: 'No fabric SKU has this internal SKU.',
  NOTHING_TO_CHANGE: 'Neither visibleOnFrontend nor sampleAvailable was given.',
});

export const FabricSkuUserError = UserErrorType('FabricSkuUserError', FabricSkuErrorCodeEnum, 'A refused fabric SKU change, with a Dutch message.');

@InputType({ description: 'Settings of a fabric SKU to change; leave out what stays.' })
export class FabricSkuSettingsInput {
  @Field(() => ID, { description: 'Internal SKU, any case.' }) internalSku: string;
  @Field(() => Boolean, { nullable: true, description: 'Live on the shop (true) or hidden (false).' }) visibleOnFrontend?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether a free colour sample can be sent.' }) sampleAvailable?: boolean | null;
}

@ObjectType({ description: 'The fabric SKU after a change, or why it was refused (then nothing changed).' })
export class FabricSkuPayload {
  @Field(() => FabricSku, { nullable: true, description: 'The SKU as it is now; null when unknown.' }) fabricSku: FabricSku | null;
  @Field(() => [FabricSkuUserError], { description: 'Empty when the change was made.' }) userErrors: UserError<FabricSkuErrorCode>[];
}

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

  @FieldResolver(() => [FabricSkuSettingChange], { description: 'Changes of its settings (Live/Hidden, sample available), oldest first, with who and when.' })
  settingsHistory(@Ctx() ctx: RequestContext, @Root() sku: FabricSku): Promise<FabricSkuSettingChange[]> {
    return ctx.services.fabricSkus.history(sku.internalSku);
  }

  @Mutation(() => FabricSkuPayload, {
    description: 'Staff \'Settings\': sets Live/Hidden and sample-available of a fabric SKU; each real change is recorded with who and when. A hidden fabric leaves the fabric collection. Staff only.',
  })
  fabricSkuSettingsUpdate(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => FabricSkuSettingsInput, { description: 'The SKU and what to change.' }) input: FabricSkuSettingsInput,
  ): Promise<FabricSkuPayload> {
    return ctx.services.fabricSkus.updateSettings(input.internalSku, input, staffName(ctx.res));
  }
}
