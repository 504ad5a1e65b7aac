import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { REVIEW_MAX_LENGTH as L, REVIEW_RATING } from '@lumina/schema';
import { ConnectionType } from '../api/connection';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { UserErrorType, type UserError } from '../api/user-error';
import { Review } from './review.entity';

export const ReviewErrorCode = graphqlEnum('ReviewErrorCode', 'Why a review was refused, or could not be moderated.', {
  REQUIRED: 'The name or the review text is empty.',
  TOO_LONG: `The name (${L.name}) or the review text (${L.comment} characters) is too long.`,
  INVALID: 'The name or the text holds control characters, or the name a line break.',
  RATING_OUT_OF_RANGE: `The rating is not a whole number of stars from ${REVIEW_RATING.min} to ${REVIEW_RATING.max}.`,
  PRODUCT_NOT_FOUND: 'No published product has this id.',
  RATE_LIMITED: 'Too many reviews from this client address in the last hour; try again later.',
  REVIEW_NOT_FOUND: 'No review has this id (moderation).',
});
export type ReviewErrorCode = ValueOf<typeof ReviewErrorCode>;

export const ReviewUserError = UserErrorType('ReviewUserError', ReviewErrorCode, 'A refused review or moderation, with a Dutch message.');
export type ReviewUserError = UserError<ReviewErrorCode>;

@InputType({ description: 'A review as a shopper writes it; the server trims and checks it. It is shown once staff approve it.' })
export class ReviewCreateInput {
  @Field(() => ID, { description: 'Product.id of the product reviewed.' }) productId: string;
  @Field(() => String, { description: `The reviewer's name as it will be shown, at most ${L.name} characters.` }) name: string;
  @Field(() => Int, { description: `Stars, ${REVIEW_RATING.min} to ${REVIEW_RATING.max}.` }) rating: number;
  @Field(() => String, { description: `The review, at most ${L.comment} characters; plain text.` }) comment: string;
}

@ObjectType({ description: 'The stored review (pending), or what was wrong (then nothing was stored).' })
export class ReviewPayload {
  @Field(() => Review, { nullable: true, description: 'The review; null when there are user errors.' }) review: Review | null;
  @Field(() => [ReviewUserError], { description: 'Empty when it succeeded.' }) userErrors: ReviewUserError[];
}

@ObjectType({ description: 'The approved reviews of a product, summed up.' })
export class ReviewSummary {
  @Field(() => Int, { description: 'Number of approved reviews.' }) count: number;
  @Field(() => Float, { nullable: true, description: 'Average rating of the approved reviews, to one decimal; null when there are none.' })
  averageRating: number | null;
}

export const ReviewConnection = ConnectionType('Review', Review, 'A page of reviews, newest first.');
