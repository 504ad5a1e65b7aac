import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ConnectionType, type ConnectionData } from '../api/connection';
import { Money } from '../api/money.type';
import type { RequestContext } from '../http/context';
import { staffName } from '../staff/access';
import { promotionStatus } from './promotion.service';
import { Promotion, PromotionChange, PromotionInput, PromotionPayload, PromotionPreviewPayload, PromotionStatus } from './promotion.types';

const PromotionConnection = ConnectionType('Promotion', Promotion, 'A page of the promotions, newest first.');

@Resolver(() => Promotion)
export class PromotionResolver {
  @Query(() => PromotionConnection, { description: 'Every promotion, newest first. Staff (beheer) only.' })
  promotions(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
  ): Promise<ConnectionData<Promotion>> {
    return ctx.services.promotions.list({ first, after });
  }

  @Query(() => Promotion, { nullable: true, description: 'One promotion; null when there is no such promotion. Staff (beheer) only.' })
  promotion(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Its id.' }) id: string): Promise<Promotion | null> {
    return ctx.services.promotions.byId(id);
  }

  @Query(() => PromotionPreviewPayload, {
    description: 'What a promotion as filled in would do to example carts (published products it touches, one blind each at its middle reference size, and two together), or why it would be refused. Changes nothing. Staff (beheer) only.',
  })
  promotionPreview(@Ctx() ctx: RequestContext, @Arg('input', () => PromotionInput, { description: 'The promotion as filled in.' }) input: PromotionInput): Promise<PromotionPreviewPayload> {
    return ctx.services.promotions.preview(input);
  }

  @FieldResolver(() => PromotionStatus, { description: 'Where it stands now: scheduled, active, paused, used up or ended.' })
  status(@Root() promotion: Promotion): PromotionStatus {
    return promotionStatus(promotion);
  }

  @FieldResolver(() => Money, { description: 'What the orders that used it came to (their totals, VAT included, as charged), leaving out those cancelled since.' })
  revenue(@Ctx() ctx: RequestContext, @Root() promotion: Promotion): Promise<Money> {
    return ctx.services.promotions.revenue(promotion).then((cents) => Money.of(cents));
  }

  @FieldResolver(() => [PromotionChange], { description: 'Every change made to it, newest first: who, when and what (old → new).' })
  history(@Ctx() ctx: RequestContext, @Root() promotion: Promotion): Promise<PromotionChange[]> {
    return ctx.services.promotions.history(promotion);
  }

  @Mutation(() => PromotionPayload, { description: 'Makes a promotion: a code the shopper enters, or (without a code) an automatic sale. Staff (beheer) only.' })
  promotionCreate(@Ctx() ctx: RequestContext, @Arg('input', () => PromotionInput, { description: 'The promotion.' }) input: PromotionInput): Promise<PromotionPayload> {
    return ctx.services.promotions.create(input, staffName(ctx.res));
  }

  @Mutation(() => PromotionPayload, {
    description: 'Changes a promotion that has not ended; orders placed with it keep what it gave them. Refused when someone changed it since expectedVersion. Staff (beheer) only.',
  })
  promotionUpdate(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'Its id.' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'Its version as read (Promotion.version).' }) expectedVersion: number,
    @Arg('input', () => PromotionInput, { description: 'The promotion as it should be.' }) input: PromotionInput,
  ): Promise<PromotionPayload> {
    return ctx.services.promotions.update(id, expectedVersion, input, staffName(ctx.res));
  }

  @Mutation(() => PromotionPayload, { description: 'Pauses a promotion (it applies to nothing) or resumes it. Staff (beheer) only.' })
  promotionPause(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'Its id.' }) id: string,
    @Arg('paused', () => Boolean, { description: 'True to pause, false to resume.' }) paused: boolean,
    @Arg('expectedVersion', () => Int, { description: 'Its version as read (Promotion.version).' }) expectedVersion: number,
  ): Promise<PromotionPayload> {
    return ctx.services.promotions.pause(id, paused, expectedVersion, staffName(ctx.res));
  }

  @Mutation(() => PromotionPayload, { description: 'Ends a promotion now, before its end; it then stays as it is. Staff (beheer) only.' })
  promotionEnd(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'Its id.' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'Its version as read (Promotion.version).' }) expectedVersion: number,
  ): Promise<PromotionPayload> {
    return ctx.services.promotions.end(id, expectedVersion, staffName(ctx.res));
  }
}
