/** Reviews (issue 9): sent by shoppers, stored as pending, shown only once staff approve them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp } from './harness';

let app: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  app = await startTestApp();
  staff = { cookie: await signInStaff(app.url, app.services) };
});
afterAll(async () => {
  await app?.close();
});

const CREATE = `mutation($input: ReviewCreateInput!) {
  reviewCreate(input: $input) { review { id productId customerName initials rating comment status date } userErrors { code field message } }
}`;
const REVIEWS = `query($productId: ID!, $first: Int, $after: String) {
  reviews(productId: $productId, first: $first, after: $after) { totalCount nodes { id customerName rating comment date } pageInfo { hasNextPage endCursor } }
  product(id: $productId) { reviewSummary { count averageRating } }
}`;

async function shown(productId: string, first = 100) {
  const { data, errors } = await app.gql(REVIEWS, { productId, first });
  expect(errors).toBeUndefined();
  return data as { reviews: { totalCount: number; nodes: any[] }; product: { reviewSummary: { count: number; averageRating: number | null } } };
}

const count = async (sql: string, params: unknown[] = []) => Number((await app.ds.query(sql, params))[0].n);

describe('reviews', () => {
  it('shows the approved sample reviews newest first, with the average to one decimal', async () => {
    const id = await app.productId('translucent-grijs');
    const { reviews, product } = await shown(id);
    expect(reviews.totalCount).toBe(5);
    expect(product.reviewSummary).toEqual({ count: 5, averageRating: 4.2 });
    const dates = reviews.nodes.map((r) => Date.parse(r.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const firstFour = await shown(id, 4);
    expect(firstFour.reviews.nodes).toHaveLength(4);
    // The pending sample review of translucent-beige is not shown.
    const beige = await shown(await app.productId('translucent-beige'));
    expect(beige.reviews.nodes.map((r) => r.customerName)).toEqual(['Koen Maes']);
    expect(beige.product.reviewSummary).toEqual({ count: 1, averageRating: 5 });
  });

  it('answers no reviews and no average for a product without any, and none for an unknown product', async () => {
    const { reviews, product } = await shown(await app.productId('screen-bronze-roller-blind'));
    expect(reviews.totalCount).toBe(0);
    expect(product.reviewSummary).toEqual({ count: 0, averageRating: null });
    const unknown = await app.gql(`{ reviews(productId: "999999") { totalCount } }`);
    expect(unknown.data.reviews.totalCount).toBe(0);
  });

  it('stores a sent review as pending, trimmed and as plain text; it shows only once staff approve it', async () => {
    const productId = await app.productId('screen-bronze-roller-blind');
    const comment = '<img src=x onerror=alert(1)> Mooi!\nTweede regel.';
    const { data } = await app.gql(CREATE, { input: { productId, name: '  Ine  Van Damme ', rating: 4, comment: `  ${comment}  ` } });
    expect(data.reviewCreate.userErrors).toEqual([]);
    const review = data.reviewCreate.review;
    expect(review).toMatchObject({ productId, customerName: 'Ine  Van Damme', initials: 'IV', rating: 4, comment, status: 'PENDING' });
    expect((await shown(productId)).reviews.totalCount).toBe(0);

    const queue = await app.gql(`{ reviewsForModeration(first: 100) { nodes { id status } } }`, {}, staff);
    expect(queue.data.reviewsForModeration.nodes).toContainEqual({ id: review.id, status: 'PENDING' });

    const approve = await app.gql(`mutation($id: ID!) { reviewApprove(id: $id) { review { id status } userErrors { code } } }`, { id: review.id }, staff);
    expect(approve.data.reviewApprove).toEqual({ review: { id: review.id, status: 'APPROVED' }, userErrors: [] });
    const after = await shown(productId);
    expect(after.reviews.nodes.map((r) => r.comment)).toEqual([comment]);
    expect(after.product.reviewSummary).toEqual({ count: 1, averageRating: 4 });

    const reject = await app.gql(`mutation($id: ID!) { reviewReject(id: $id) { review { status } userErrors { code } } }`, { id: review.id }, staff);
    expect(reject.data.reviewReject).toEqual({ review: { status: 'REJECTED' }, userErrors: [] });
    expect((await shown(productId)).reviews.totalCount).toBe(0);
  });

  it('refuses bad input with Dutch user errors under their fields and stores nothing', async () => {
    const productId = await app.productId('lichtdoorlatend-wit');
    const before = await count('SELECT count(*)::int AS n FROM review');
    const cases: [Record<string, unknown>, string, string[] | null][] = [
      [{ productId, name: ' ', rating: 5, comment: 'Goed' }, 'REQUIRED', ['input', 'name']],
      [{ productId, name: 'An', rating: 5, comment: '   ' }, 'REQUIRED', ['input', 'comment']],
      [{ productId, name: 'An', rating: 0, comment: 'Goed' }, 'RATING_OUT_OF_RANGE', ['input', 'rating']],
      [{ productId, name: 'An', rating: 6, comment: 'Goed' }, 'RATING_OUT_OF_RANGE', ['input', 'rating']],
      [{ productId, name: 'x'.repeat(81), rating: 5, comment: 'Goed' }, 'TOO_LONG', ['input', 'name']],
      [{ productId, name: 'An', rating: 5, comment: 'x'.repeat(2001) }, 'TOO_LONG', ['input', 'comment']],
      [{ productId, name: 'An\nPeeters', rating: 5, comment: 'Goed' }, 'INVALID', ['input', 'name']],
      [{ productId, name: 'An', rating: 5, comment: 'Goed\u0007' }, 'INVALID', ['input', 'comment']],
      [{ productId: '999999', name: 'An', rating: 5, comment: 'Goed' }, 'PRODUCT_NOT_FOUND', ['input', 'productId']],
      [{ productId: 'abc', name: 'An', rating: 5, comment: 'Goed' }, 'PRODUCT_NOT_FOUND', ['input', 'productId']],
      [{ productId: await app.productId('verduisterend-zwart'), name: 'An', rating: 5, comment: 'Goed' }, 'PRODUCT_NOT_FOUND', ['input', 'productId']],
    ];
    for (const [input, code, field] of cases) {
      const { data, errors } = await app.gql(CREATE, { input });
      expect(errors, JSON.stringify(input).slice(0, 80)).toBeUndefined();
      expect(data.reviewCreate.review).toBeNull();
      expect(data.reviewCreate.userErrors).toContainEqual({ code, field, message: expect.stringMatching(/\S/) });
    }
    const { data } = await app.gql(CREATE, { input: { productId, name: '', rating: 0, comment: '' } });
    expect(data.reviewCreate.userErrors.map((e: any) => e.message)).toEqual([
      'Vul je naam in.',
      'Kies een waardering van 1 tot 5 sterren.',
      'Schrijf je beoordeling.',
    ]);
    expect(await count('SELECT count(*)::int AS n FROM review')).toBe(before);
  });

  it('takes at most five reviews an hour from one client address', async () => {
    const productId = await app.productId('blackout-grey-roller-blind');
    await app.ds.query(`DELETE FROM rate_limit WHERE key LIKE 'reviews%'`); // earlier tests in this file sent some
    const send = (i: number) => app.gql(CREATE, { input: { productId, name: `Klant ${i}`, rating: 3, comment: 'Prima' } });
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(send));
    const refused = results.filter((r) => r.data.reviewCreate.userErrors[0]?.code === 'RATE_LIMITED');
    expect(results.length - refused.length).toBe(5);
    expect(refused[0]!.data.reviewCreate.userErrors[0]).toMatchObject({ field: null, message: expect.stringContaining('Probeer het later opnieuw') });
    expect(await count(`SELECT count(*)::int AS n FROM review WHERE product_id = $1`, [Number(productId)])).toBe(5);
  });

  it('lets only staff moderate, and answers an unknown review with REVIEW_NOT_FOUND', async () => {
    const anonymous = await app.gql(`mutation { reviewApprove(id: "1") { review { id } } }`);
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const queue = await app.gql(`{ reviewsForModeration { totalCount } }`);
    expect(queue.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const unknown = await app.gql(`mutation { reviewApprove(id: "999999") { review { id } userErrors { code field } } }`, {}, staff);
    expect(unknown.data.reviewApprove).toEqual({ review: null, userErrors: [{ code: 'REVIEW_NOT_FOUND', field: ['id'] }] });
  });
});
