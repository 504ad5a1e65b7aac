import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../http/context';
import { Product } from '../catalog/product.entity';
import type { ConnectionData } from '../api/connection';
import { Review, ReviewStatus } from './review.entity';
import { ReviewConnection, ReviewCreateInput, ReviewPayload, ReviewSummary } from './review.types';

const FIRST = { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' } as const;
const AFTER = { nullable: true, description: 'endCursor of the previous page.' } as const;

@Resolver(() => Review)
export class ReviewResolver {
  @Query(() => ReviewConnection, { description: 'The approved reviews of a product, newest first. An unknown product has none.' })
  reviews(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => ID, { description: 'Product.id.' }) productId: string,
    @Arg('first', () => Int, FIRST) first?: number | null,
    @Arg('after', () => String, AFTER) after?: string | null,
  ): Promise<ConnectionData<Review>> {
    return ctx.services.reviews.approved(productId, { first, after });
  }

  @Query(() => ReviewConnection, { description: 'Reviews in one status (default PENDING), oldest first: the moderation queue. Staff only.' })
  reviewsForModeration(
    @Ctx() ctx: RequestContext,
    @Arg('status', () => ReviewStatus, { nullable: true, defaultValue: ReviewStatus.PENDING, description: 'Which reviews (default PENDING).' })
    status?: ReviewStatus | null,
    @Arg('first', () => Int, FIRST) first?: number | null,
    @Arg('after', () => String, AFTER) after?: string | null,
  ): Promise<ConnectionData<Review>> {
    return ctx.services.reviews.byStatus(status ?? ReviewStatus.PENDING, { first, after });
  }

  @Mutation(() => ReviewPayload, {
    description:
      'Sends a review; it is stored as PENDING and shown once staff approve it. Bad input gives userErrors and stores nothing. At most five an hour per client address.',
  })
  reviewCreate(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ReviewCreateInput, { description: 'The review.' }) input: ReviewCreateInput,
  ): Promise<ReviewPayload> {
    return ctx.services.reviews.create(input, ctx.clientAddress);
  }

  @Mutation(() => ReviewPayload, { description: 'Approves a review: it is shown on its product page. Staff only.' })
  reviewApprove(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Review id.' }) id: string): Promise<ReviewPayload> {
    return ctx.services.reviews.moderate(id, ReviewStatus.APPROVED);
  }

  @Mutation(() => ReviewPayload, { description: 'Rejects a review: it is never shown (an approved one is taken down). Staff only.' })
  reviewReject(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Review id.' }) id: string): Promise<ReviewPayload> {
    return ctx.services.reviews.moderate(id, ReviewStatus.REJECTED);
  }
}

@Resolver(() => Product)
export class ProductReviewsResolver {
  @FieldResolver(() => ReviewSummary, { description: 'Count and average of its approved reviews (one query per product: ask for it on one product, not on a list).' })
  reviewSummary(@Ctx() ctx: RequestContext, @Root() product: Product): Promise<ReviewSummary> {
    return ctx.services.reviews.summary(product.id);
  }
}
