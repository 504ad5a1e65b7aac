/**
 * A promotion's limits under concurrency (issue 33, item 4): its last use, claimed by twenty transactions at once,
 * goes to exactly one; a budget never goes below zero; one customer's checkouts at once are held to the limit per
 * customer. Each claim runs in its own transaction, as the placing of an order will; a refused one is rolled back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPromotionUse, type Claim, type ClaimRefusal } from '../src/promotions/promotion-claims';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
let orderIds: string[] = [];
beforeAll(async () => {
  app = await startTestApp();
  // Twenty orders to claim for: copies of a seeded one under new numbers.
  const [{ id }] = await app.ds.query(`SELECT id FROM customer_order ORDER BY id LIMIT 1`);
  const rows = (await app.ds.query(
    `INSERT INTO customer_order
     SELECT (jsonb_populate_record(o, jsonb_build_object('id', 'LUM-2098-' || lpad(g::text, 5, '0'), 'checkout_token', null, 'payment_request_key', null))).*
       FROM customer_order o, generate_series(1, 20) g WHERE o.id = $1
     RETURNING id`,
    [id],
  )) as { id: string }[];
  orderIds = rows.map((r) => r.id);
});
afterAll(async () => {
  await app?.close();
});

async function promotion(limits: { usageLimit?: number; perCustomer?: number; budgetCents?: number; paused?: boolean }): Promise<number> {
  const [{ id }] = await app.ds.query(
    `INSERT INTO promotion (name, code, amount_off_cents, starts_at, ends_at, usage_limit, usage_limit_per_customer, budget_cents, paused, created_by)
     VALUES ('Test', NULL, 1000, now() - interval '1 day', now() + interval '1 day', $1, $2, $3, $4, 'Test') RETURNING id`,
    [limits.usageLimit ?? null, limits.perCustomer ?? null, limits.budgetCents ?? null, limits.paused ?? false],
  );
  return id as number;
}

/** Every claim at once, each in its own transaction, rolled back when refused. */
async function claimAll(claims: Omit<Claim, 'at'>[]): Promise<(ClaimRefusal | null)[]> {
  const at = new Date();
  return Promise.all(
    claims.map((claim) =>
      app.ds
        .transaction(async (em) => {
          const refusal = await claimPromotionUse(em, { ...claim, at });
          if (refusal) throw new Refused(refusal);
          return null;
        })
        .catch((error: unknown) => {
          if (error instanceof Refused) return error.refusal;
          throw error;
        }),
    ),
  );
}

class Refused extends Error {
  constructor(readonly refusal: ClaimRefusal) {
    super(refusal);
  }
}

const state = async (id: number) =>
  (await app.ds.query(`SELECT uses, discount_given_cents::int AS given, (SELECT count(*)::int FROM promotion_use WHERE promotion_id = $1) AS rows FROM promotion WHERE id = $1`, [id]))[0];

describe('claiming a promotion', () => {
  it('gives its last use to exactly one of twenty checkouts at once', async () => {
    const id = await promotion({ usageLimit: 1 });
    const results = await claimAll(orderIds.map((orderId, i) => ({ promotionId: id, orderId, customerEmail: `klant${i}@example.be`, discountCents: 1000 })));
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => r === 'USED_UP')).toHaveLength(19);
    expect(await state(id)).toEqual({ uses: 1, given: 1000, rows: 1 });
  });

  it('never lets its budget go below zero: € 25,00 holds two discounts of € 10,00, not a third', async () => {
    const id = await promotion({ budgetCents: 2500 });
    const results = await claimAll(orderIds.slice(0, 5).map((orderId, i) => ({ promotionId: id, orderId, customerEmail: `klant${i}@example.be`, discountCents: 1000 })));
    expect(results.filter((r) => r === null)).toHaveLength(2);
    expect(results.filter((r) => r === 'BUDGET_SPENT')).toHaveLength(3);
    expect(await state(id)).toEqual({ uses: 2, given: 2000, rows: 2 });
  });

  it('holds one customer to the limit per customer, whatever the case of the address, and not another', async () => {
    const id = await promotion({ perCustomer: 1 });
    const same = ['an@example.be', 'AN@example.be', 'An@Example.be', 'an@example.be', 'an@EXAMPLE.be'];
    const results = await claimAll(orderIds.slice(0, 5).map((orderId, i) => ({ promotionId: id, orderId, customerEmail: same[i]!, discountCents: 1000 })));
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => r === 'CUSTOMER_LIMIT')).toHaveLength(4);
    expect(await claimAll([{ promotionId: id, orderId: orderIds[5]!, customerEmail: 'bert@example.be', discountCents: 1000 }])).toEqual([null]);
    expect(await state(id)).toEqual({ uses: 2, given: 2000, rows: 2 });
  });

  it('is refused while paused or outside its period, and counts nothing', async () => {
    const paused = await promotion({ paused: true });
    expect(await claimAll([{ promotionId: paused, orderId: orderIds[0]!, customerEmail: 'an@example.be', discountCents: 1000 }])).toEqual(['UNAVAILABLE']);
    expect(await state(paused)).toEqual({ uses: 0, given: 0, rows: 0 });
    const running = await promotion({});
    // Two days on, its period (until tomorrow) is over.
    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(await app.ds.transaction((em) => claimPromotionUse(em, { promotionId: running, orderId: orderIds[0]!, customerEmail: 'an@example.be', discountCents: 1000, at: later }))).toBe('UNAVAILABLE');
    expect(await state(running)).toEqual({ uses: 0, given: 0, rows: 0 });
  });
});
