/**
 * A promotion's limits hold whatever happens at once (issue 33, item 4): an order that uses a promotion claims it in
 * the transaction that places the order. The claim counts the promotion up in one conditional UPDATE — only while it
 * runs (not paused, not ended, within its period), has a use left and its budget holds this discount — so of twenty
 * checkouts after the last use, exactly one gets it: the others wait on the row's lock and then find no use left.
 * Under that lock it counts the customer's earlier uses (by e-mail address, whatever its case), so one customer's two
 * checkouts at once are counted one after the other too. A refused claim has changed the promotion's row: the caller
 * rolls its transaction back (and nothing is ordered). The database's CHECKs hold the same limits should anything
 * else ever write these columns.
 */
import type { EntityManager } from 'typeorm';
import { texts } from '@lumina/schema';

/** Why a claim was refused. */
export type ClaimRefusal =
  /** Paused, ended, not yet begun or gone. */
  | 'UNAVAILABLE'
  /** No use left. */
  | 'USED_UP'
  /** What is left of its budget is less than this discount. */
  | 'BUDGET_SPENT'
  /** This customer has used it as often as it allows. */
  | 'CUSTOMER_LIMIT';

export interface Claim {
  promotionId: number;
  orderId: string;
  customerEmail: string;
  /** What it takes off this order, goods and shipping. */
  discountCents: number;
  /** The moment the order is placed. */
  at: Date;
}

/** Claims one use of the promotion for the order, in `em`'s transaction; null when claimed, else why not. */
export async function claimPromotionUse(em: EntityManager, claim: Claim): Promise<ClaimRefusal | null> {
  const counted = (await em.query(
    `UPDATE promotion SET uses = uses + 1, discount_given_cents = discount_given_cents + $2
      WHERE id = $1 AND NOT paused AND ended_at IS NULL AND starts_at <= $3 AND ends_at > $3
        AND (usage_limit IS NULL OR uses < usage_limit)
        AND (budget_cents IS NULL OR discount_given_cents + $2 <= budget_cents)
      RETURNING usage_limit_per_customer AS "perCustomer"`,
    [claim.promotionId, claim.discountCents, claim.at],
  )) as [{ perCustomer: number | null }[], number];
  const [row] = counted[0];
  if (!row) return whyNot(em, claim);
  if (row.perCustomer !== null) {
    const [{ used }] = (await em.query(`SELECT count(*)::int AS used FROM promotion_use WHERE promotion_id = $1 AND lower(customer_email) = lower($2)`, [
      claim.promotionId,
      claim.customerEmail,
    ])) as [{ used: number }];
    if (used >= row.perCustomer) return 'CUSTOMER_LIMIT';
  }
  await em.query(`INSERT INTO promotion_use (promotion_id, order_id, customer_email, discount_cents, used_at) VALUES ($1, $2, $3, $4, $5)`, [
    claim.promotionId,
    claim.orderId,
    claim.customerEmail,
    claim.discountCents,
    claim.at,
  ]);
  return null;
}

/** Why the conditional UPDATE counted nothing, read after it. */
async function whyNot(em: EntityManager, claim: Claim): Promise<ClaimRefusal> {
  const [p] = (await em.query(
    `SELECT NOT paused AND ended_at IS NULL AND starts_at <= $2 AND ends_at > $2 AS runs,
            usage_limit IS NOT NULL AND uses >= usage_limit AS "usedUp"
       FROM promotion WHERE id = $1`,
    [claim.promotionId, claim.at],
  )) as { runs: boolean; usedUp: boolean }[];
  if (!p || !p.runs) return 'UNAVAILABLE';
  return p.usedUp ? 'USED_UP' : 'BUDGET_SPENT';
}

/** What the shopper is told when the code's claim was refused at checkout, in Dutch. */
export function claimRefusalText(refusal: ClaimRefusal, code: string): string {
  const t = texts.promotions.code;
  return refusal === 'UNAVAILABLE' ? t.expired(code) : refusal === 'CUSTOMER_LIMIT' ? t.customerLimit(code) : t.usedUp(code);
}
