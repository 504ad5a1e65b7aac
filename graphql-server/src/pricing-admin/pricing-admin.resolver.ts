import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ConnectionType, type ConnectionData } from '../api/connection';
import type { RequestContext } from '../http/context';
import { Product } from '../catalog/product.entity';
import { StaffProduct } from '../product-admin/product-admin.types';
import { staffName } from '../staff/access';
import { PriceGroup, PriceGroupInput, PriceGroupPayload, PriceGroupVersion, ProductRuleVersion, ProductRulesInput, ProductRulesPayload } from './pricing-admin.types';

const PriceGroupConnection = ConnectionType('PriceGroup', PriceGroup, 'A page of the price groups, 1 first.');

@Resolver(() => PriceGroup)
export class PriceGroupResolver {
  @Query(() => PriceGroupConnection, { description: 'The eight price groups, 1 first (one page of the default size holds them all). Staff (beheer) only.' })
  priceGroups(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
  ): Promise<ConnectionData<PriceGroup>> {
    return ctx.services.pricingAdmin.groups({ first, after });
  }

  @Query(() => PriceGroup, { nullable: true, description: 'One price group with its history; null when there is no such group. Staff (beheer) only.' })
  priceGroup(@Ctx() ctx: RequestContext, @Arg('group', () => Int, { description: 'Its number, 1–8.' }) group: number): Promise<PriceGroup | null> {
    return ctx.services.pricingAdmin.priceGroup(group);
  }

  @FieldResolver(() => [PriceGroupVersion], { description: 'Every version of its rate and from-price, newest first (who, when, old → new); the current one while it was never changed.' })
  versions(@Ctx() ctx: RequestContext, @Root() group: PriceGroup): Promise<PriceGroupVersion[]> {
    return ctx.services.pricingAdmin.groupVersions(group);
  }

  @FieldResolver(() => [Product], { description: 'The products priced by its rate, published or not, in listing order.' })
  products(@Ctx() ctx: RequestContext, @Root() group: PriceGroup): Promise<Product[]> {
    return ctx.services.pricingAdmin.productsInGroup(group.group);
  }

  @Query(() => PriceGroupPayload, {
    description: 'What a new rate and from-price of a price group would do: each of its products\' three reference sizes now and after, or why it would be refused. Changes nothing. Staff (beheer) only.',
  })
  priceGroupPreview(@Ctx() ctx: RequestContext, @Arg('input', () => PriceGroupInput, { description: 'The group and its proposed rate.' }) input: PriceGroupInput): Promise<PriceGroupPayload> {
    return ctx.services.pricingAdmin.groupPreview(input);
  }

  @Mutation(() => PriceGroupPayload, {
    description:
      'Sets a price group\'s rate per m² and from-price, and writes them into every product of the group in one transaction, each as a new version of its rules: new quotes and carts use it at once, and a cart line priced before is priced again at checkout (PRICE_CHANGED). Staff (beheer) only.',
  })
  priceGroupUpdate(@Ctx() ctx: RequestContext, @Arg('input', () => PriceGroupInput, { description: 'The group, its new rate and the version it was read at.' }) input: PriceGroupInput): Promise<PriceGroupPayload> {
    return ctx.services.pricingAdmin.groupUpdate(input, staffName(ctx.res));
  }

  @Mutation(() => PriceGroupPayload, {
    description:
      'Restores an earlier version of a price group\'s rate and from-price as its next version, as priceGroupUpdate would set them: every product of the group follows at once, each as a new version of its rules. Staff (beheer) only.',
  })
  priceGroupRollback(
    @Ctx() ctx: RequestContext,
    @Arg('group', () => Int, { description: 'The group, 1–8.' }) group: number,
    @Arg('version', () => Int, { description: 'The version to restore (PriceGroup.versions).' }) version: number,
    @Arg('expectedVersion', () => Int, { description: 'The group\'s current version as read (PriceGroup.version).' }) expectedVersion: number,
  ): Promise<PriceGroupPayload> {
    return ctx.services.pricingAdmin.groupRollback(group, version, expectedVersion, staffName(ctx.res));
  }
}

@Resolver(() => StaffProduct)
export class ProductRulesResolver {
  @FieldResolver(() => Int, { description: 'The number of its current rules version (1 until staff first change them); what productRulesUpdate takes as expectedVersion.' })
  rulesVersion(@Ctx() ctx: RequestContext, @Root() product: StaffProduct): Promise<number> {
    return ctx.services.pricingAdmin.currentVersion(Number(product.id));
  }

  @FieldResolver(() => [ProductRuleVersion], { description: 'Every version of its price rules, newest first; empty for a fixed-price product.' })
  ruleVersions(@Ctx() ctx: RequestContext, @Root() product: StaffProduct): Promise<ProductRuleVersion[]> {
    return ctx.services.pricingAdmin.versions(product.product);
  }

  @Query(() => ProductRulesPayload, {
    description: 'What new price rules would do to a product: its three reference sizes now and after, or why the rules would be refused (the engine\'s reason included). Changes nothing. Staff (beheer) only.',
  })
  productRulesPreview(@Ctx() ctx: RequestContext, @Arg('input', () => ProductRulesInput, { description: 'The product and its proposed rules.' }) input: ProductRulesInput): Promise<ProductRulesPayload> {
    return ctx.services.pricingAdmin.preview(input);
  }

  @Mutation(() => ProductRulesPayload, {
    description:
      'Saves a product\'s price rules as a new version (who, when, what), refused with the reason when the engine cannot price them or someone saved since expectedVersion. New quotes and carts use them at once. Staff (beheer) only.',
  })
  productRulesUpdate(@Ctx() ctx: RequestContext, @Arg('input', () => ProductRulesInput, { description: 'The product and its new rules.' }) input: ProductRulesInput): Promise<ProductRulesPayload> {
    return ctx.services.pricingAdmin.update(input, staffName(ctx.res));
  }

  @Mutation(() => ProductRulesPayload, { description: 'Restores an earlier version of a product\'s price rules as a new version, so it prices as it did then. Staff (beheer) only.' })
  productRulesRollback(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => ID, { description: 'Product id.' }) productId: string,
    @Arg('version', () => Int, { description: 'The version to restore.' }) version: number,
    @Arg('expectedVersion', () => Int, { description: 'The product\'s current version as read (StaffProduct.rulesVersion).' }) expectedVersion: number,
  ): Promise<ProductRulesPayload> {
    return ctx.services.pricingAdmin.rollback(productId, version, expectedVersion, staffName(ctx.res));
  }
}
