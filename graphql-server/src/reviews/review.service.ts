/**
 * Reviews (SPEC §2 Reviews block, §5): a shopper writes one, it waits for staff, and only approved reviews
 * are ever shown, newest first. Bad input gets Dutch user errors and stores nothing.
 */
import type { DataSource, Repository } from 'typeorm';
import { parseForm, REVIEW_FORM_CODES, reviewForm, texts } from '@lumina/schema';
import type { CatalogService } from '../catalog/catalog.service';
import { personKey, type RateLimits } from '../ratelimit/rate-limits';
import { inputErrors } from '../api/user-error';
import { keysetPage, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../api/connection';
import { Review, ReviewStatus } from './review.entity';
import type { ReviewUserError } from './review.types';

export interface ReviewDraft {
  productId: string;
  name?: string | null;
  rating?: number | null;
  comment?: string | null;
}

export type ReviewResult = { review: Review; userErrors: [] } | { review: null; userErrors: ReviewUserError[] };

const NEWEST_FIRST: KeysetKey[] = [
  { expr: 'r.created_at', type: 'timestamptz' },
  { expr: 'r.id', type: 'int' },
];

export class ReviewService {
  private readonly reviews: Repository<Review>;

  constructor(
    ds: DataSource,
    private readonly catalog: CatalogService,
    private readonly limits: RateLimits,
  ) {
    this.reviews = ds.getRepository(Review);
  }

  /** Stores a valid review (the review form's rules, schema/src/forms) as pending; otherwise answers the user errors and stores nothing. */
  async create(draft: ReviewDraft, clientAddress: string): Promise<ReviewResult> {
    const form = parseForm(reviewForm, REVIEW_FORM_CODES, draft);
    const userErrors: ReviewUserError[] = form.ok ? [] : inputErrors(form.errors);
    const product = await this.catalog.byId(draft.productId);
    if (!product) userErrors.unshift({ code: 'PRODUCT_NOT_FOUND', field: ['input', 'productId'], message: texts.review.productNotFound });
    if (!form.ok || !product) return { review: null, userErrors };
    const taken = await this.limits.reviews.take(personKey(clientAddress));
    if (!taken.ok) return { review: null, userErrors: [{ code: 'RATE_LIMITED', field: null, message: texts.review.rateLimited }] };
    const { name, rating, comment } = form.values;
    const review = await this.reviews.save(this.reviews.create({ productId: product.id, customerName: name, comment, rating, status: ReviewStatus.PENDING }));
    return { review, userErrors: [] };
  }

  /** Approved reviews of a product, newest first. An unknown product has none. */
  approved(productId: string, args: ConnectionArgs): Promise<ConnectionData<Review>> {
    const id = /^\d{1,9}$/.test(productId.trim()) ? Number(productId.trim()) : -1;
    const qb = this.reviews
      .createQueryBuilder('r')
      .where('r.product_id = :id', { id })
      .andWhere('r.status = :status', { status: ReviewStatus.APPROVED });
    return keysetPage(qb, NEWEST_FIRST, 'DESC', args);
  }

  /** Count and average (one decimal) of a product's approved reviews. */
  async summary(productId: number): Promise<{ count: number; averageRating: number | null }> {
    const [row] = (await this.reviews.query(
      `SELECT count(*)::int AS count, round(avg(rating)::numeric, 1)::float8 AS average
         FROM review WHERE product_id = $1 AND status = $2`,
      [productId, ReviewStatus.APPROVED],
    )) as [{ count: number; average: number | null }];
    return { count: row.count, averageRating: row.average };
  }

  /** Reviews in one status, oldest first (the queue staff work through). */
  byStatus(status: ReviewStatus, args: ConnectionArgs): Promise<ConnectionData<Review>> {
    const qb = this.reviews.createQueryBuilder('r').where('r.status = :status', { status });
    return keysetPage(qb, [...NEWEST_FIRST], 'ASC', args);
  }

  /** Approves or rejects a review (again allowed: staff may take an approved review down). */
  async moderate(id: string, status: ReviewStatus): Promise<ReviewResult> {
    const key = /^\d{1,9}$/.test(id.trim()) ? Number(id.trim()) : null;
    const review = key == null ? null : await this.reviews.findOneBy({ id: key });
    if (!review) return { review: null, userErrors: [{ code: 'REVIEW_NOT_FOUND', field: ['id'], message: texts.review.notFound }] };
    review.status = status;
    review.moderatedAt = new Date();
    return { review: await this.reviews.save(review), userErrors: [] };
  }
}
