/** Writing a review (SPEC §2 Reviews block, §5): a name, 1 to 5 stars and the review's text. */
import * as z from 'zod/mini';
import { rating, text } from './fields';
import { FIELD_TEXTS as F } from './messages';

/** Longest name and text, in characters (after trimming). */
export const REVIEW_MAX_LENGTH = { name: 80, comment: 2000 } as const;

/** The stars a review can give. */
export const REVIEW_RATING = { min: 1, max: 5 } as const;

export const reviewForm = z.object({
  name: text(F.name, REVIEW_MAX_LENGTH.name),
  rating: rating(REVIEW_RATING.min, REVIEW_RATING.max),
  comment: text(F.comment, REVIEW_MAX_LENGTH.comment, { multiLine: true }),
});

/** What the review form can refuse a field for (ReviewErrorCode holds them). */
export const REVIEW_FORM_CODES = ['REQUIRED', 'TOO_LONG', 'INVALID', 'RATING_OUT_OF_RANGE'] as const;
