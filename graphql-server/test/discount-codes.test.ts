/**
 * A discount code from the cart to the invoice (issue 33): the shopper enters a code (refused with why when it does not
 * apply), the cart shows what it takes off, the order keeps it per item, the invoice adds up, and the code's uses are
 * counted — of five checkouts at once for its last use, one orders and four are told, with nothing of theirs ordered.
 * The arithmetic itself (percentages, the spread, VAT) is schema/src/promotions.test.ts's, with hand-worked amounts.
 */
import { randomUUID } from 'node:crypto';
import { vatIncluded } from '@lumina/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp } from './harness';
import { visitor, type Visitor } from './visitor';

let app: TestApp;
let blackout: string;
beforeAll(async () => {
  app = await startTestApp();
  blackout = await app.productId('verduisterend-wit');
});
afterAll(async () => {
  await app?.close();
});

const opts = (o: Record<string, string>) => Object.entries(o).map(([key, value]) => ({ key, value }));
const line = (width = 150) => ({
  productId: blackout,
  configuration: { width, height: 180, options: opts({ mounting: 'inside-recess', systemColor: 'white', chainType: 'metal', controlSide: 'left', cassette: 'half', bottomBar: 'standard' }) },
});
const CART = `id discountCode discountCodeProblem discounts { name code amount { cents } } totals { subtotal { cents } discount { cents } shipping { cents } total { cents } vat { cents } }`;
const ADD = `mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) { cart { ${CART} } userErrors { code message } } }`;
const APPLY = `mutation($code: String!) { cartDiscountCodeApply(code: $code) { cart { ${CART} } userErrors { code field message } } }`;
const REMOVE = `mutation { cartDiscountCodeRemove { cart { ${CART} } userErrors { code } } }`;
const PLACE = `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { id subtotal { cents } shipping { cents } total { cents } vat { cents } } userErrors { code field message } } }`;

const place = (v: Visitor, email = 'an.peeters@example.com') =>
  v.gql(PLACE, {
    input: {
      attemptId: randomUUID(),
      customer: { name: 'An Peeters', email, phone: '+32 470 12 34 56', street: 'Kouter 14', postcode: '9000', city: 'Gent', country: 'BE' },
      paymentMethod: 'BANCONTACT',
      acceptNoWithdrawal: true,
    },
  });

async function shopper(width = 150): Promise<Visitor> {
  const v = visitor(app);
  const { data } = await v.gql(ADD, { input: line(width) });
  expect(data.cartLineAdd.userErrors).toEqual([]);
  return v;
}

async function code(code: string, over: { amountOffCents?: number; percentOff?: number; minimumOrderCents?: number; usageLimit?: number; endsInDays?: number } = {}) {
  await app.ds.query(
    `INSERT INTO promotion (name, code, percent_off, amount_off_cents, minimum_order_cents, usage_limit, starts_at, ends_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, now() - interval '1 day', now() + make_interval(days => $7), 'Test')`,
    [`Actie ${code}`, code, over.percentOff ?? null, over.percentOff ? null : (over.amountOffCents ?? 1000), over.minimumOrderCents ?? 0, over.usageLimit ?? null, over.endsInDays ?? 30],
  );
}

describe('a discount code', () => {
  it('is refused with why when it does not apply, and kept on the cart when it does, which shows what it takes off', async () => {
    await code('WELKOM-10');
    await code('GROOT', { minimumOrderCents: 1_000_000 });
    const v = await shopper();
    expect((await v.gql(APPLY, { code: 'bestaat-niet' })).data.cartDiscountCodeApply.userErrors).toEqual([
      { code: 'DISCOUNT_CODE_UNKNOWN', field: ['code'], message: 'De code BESTAAT-NIET kennen we niet. Controleer of je hem juist hebt overgenomen.' },
    ]);
    const big = (await v.gql(APPLY, { code: 'groot' })).data.cartDiscountCodeApply;
    expect(big.userErrors[0]).toMatchObject({ code: 'DISCOUNT_CODE_MINIMUM_NOT_REACHED', message: expect.stringMatching(/^De code GROOT geldt vanaf een bestelling van €\u00a010\.000,00: nog €\u00a0[\d.]+,\d\d te gaan\.$/u) });
    expect(big.cart.discountCode).toBeNull();

    const applied = (await v.gql(APPLY, { code: ' welkom-10 ' })).data.cartDiscountCodeApply;
    expect(applied.userErrors).toEqual([]);
    const { totals } = applied.cart;
    expect(applied.cart.discountCode).toBe('WELKOM-10');
    expect(applied.cart.discounts).toEqual([{ name: 'Actie WELKOM-10', code: 'WELKOM-10', amount: { cents: 1000 } }]);
    expect(totals.discount.cents).toBe(1000);
    expect(totals.total.cents).toBe(totals.subtotal.cents - 1000 + totals.shipping.cents);
    expect(totals.vat.cents).toBe(vatIncluded(totals.total.cents));

    const removed = (await v.gql(REMOVE)).data.cartDiscountCodeRemove.cart;
    expect(removed).toMatchObject({ discountCode: null, discounts: [], totals: { discount: { cents: 0 }, total: { cents: totals.total.cents + 1000 } } });
  });

  it('orders at the discounted total, keeps the discount per item, counts the use, and the invoice adds up to what was paid', async () => {
    await code('TIEN', { percentOff: 10 });
    const v = await shopper();
    await v.gql(ADD, { input: line(200) });
    const cart = (await v.gql(APPLY, { code: 'tien' })).data.cartDiscountCodeApply.cart;
    const placed = (await place(v)).data.orderPlace;
    expect(placed.userErrors).toEqual([]);
    expect(placed.order.total.cents).toBe(cart.totals.total.cents);
    const [order] = await app.ds.query(`SELECT id, subtotal_cents, discount_cents, shipping_cents, total_cents, discount_label FROM customer_order WHERE id = $1`, [placed.order.id]);
    const items = (await app.ds.query(`SELECT total_cents, discount_cents FROM order_item WHERE order_id = $1 ORDER BY id`, [order.id])) as { total_cents: number; discount_cents: number }[];
    expect(order.discount_label).toBe('TIEN');
    expect(order.discount_cents).toBe(cart.totals.discount.cents);
    expect(items.reduce((sum, i) => sum + i.discount_cents, 0)).toBe(order.discount_cents);
    expect(items.every((i) => i.discount_cents > 0)).toBe(true);
    expect(order.total_cents).toBe(order.subtotal_cents - order.discount_cents + order.shipping_cents);
    const [use] = await app.ds.query(`SELECT p.id, p.uses, u.discount_cents FROM promotion p JOIN promotion_use u ON u.promotion_id = p.id WHERE p.code = 'TIEN'`);
    expect(use).toEqual({ id: use.id, uses: 1, discount_cents: order.discount_cents });
    // The promotion's report, as beheer reads it: one order, what it gave, what the order came to.
    const staff = await signInStaff(app.url, app.services);
    const report = (await app.gql(`query($id: ID!) { promotion(id: $id) { uses discountGiven { cents } revenue { cents } } }`, { id: String(use.id) }, { cookie: staff })).data.promotion;
    expect(report).toEqual({ uses: 1, discountGiven: { cents: order.discount_cents }, revenue: { cents: order.total_cents } });

    const invoice = await app.ds.transaction((em) => app.services.invoices.issueFor(em, order.id));
    expect(invoice?.totalCents).toBe(order.total_cents);
    expect(invoice?.vatCents).toBe(vatIncluded(order.total_cents));
    const lines = invoice!.document.lines;
    expect(lines.slice(0, 2).map((l) => l.amountInclCents)).toEqual(items.map((i) => i.total_cents - i.discount_cents));
    expect(lines[0]!.details.at(-1)).toMatch(/^€\u00a0[\d.]+,\d\d, korting TIEN: −€\u00a0[\d.]+,\d\d$/u);
  });

  it('refuses the order when the code no longer applies, ordering nothing and leaving the cart as it was', async () => {
    await code('KORT', { endsInDays: 1 });
    const v = await shopper();
    expect((await v.gql(APPLY, { code: 'KORT' })).data.cartDiscountCodeApply.userErrors).toEqual([]);
    await app.ds.query(`UPDATE promotion SET ended_at = now() WHERE code = 'KORT'`);
    const refused = (await place(v)).data.orderPlace;
    expect(refused).toEqual({ order: null, userErrors: [{ code: 'DISCOUNT_CODE_REFUSED', field: ['cart', 'discountCode'], message: 'De code KORT is verlopen.' }] });
    const after = (await v.gql(`{ cart { itemCount discountCode discountCodeProblem } }`)).data.cart;
    expect(after).toEqual({ itemCount: 1, discountCode: 'KORT', discountCodeProblem: 'De code KORT is verlopen.' });
  });

  it('gives its last use to one of five checkouts at once; the others are told and order nothing', async () => {
    await code('LAATSTE', { usageLimit: 1 });
    const shoppers = await Promise.all([1, 2, 3, 4, 5].map(() => shopper()));
    for (const v of shoppers) expect((await v.gql(APPLY, { code: 'LAATSTE' })).data.cartDiscountCodeApply.userErrors).toEqual([]);
    const [{ n: before }] = await app.ds.query(`SELECT count(*)::int AS n FROM customer_order`);
    const answers = await Promise.all(shoppers.map((v, i) => place(v, `klant${i}@example.be`)));
    const placed = answers.filter((a) => a.data.orderPlace.order);
    const told = answers.filter((a) => a.data.orderPlace.userErrors.length);
    expect(placed).toHaveLength(1);
    expect(told.map((a) => a.data.orderPlace.userErrors[0])).toEqual(
      Array.from({ length: 4 }, () => ({ code: 'DISCOUNT_CODE_REFUSED', field: ['cart', 'discountCode'], message: 'De code LAATSTE is opgebruikt.' })),
    );
    const [{ n: after }] = await app.ds.query(`SELECT count(*)::int AS n FROM customer_order`);
    expect(after).toBe(before + 1);
    expect((await app.ds.query(`SELECT uses FROM promotion WHERE code = 'LAATSTE'`))[0].uses).toBe(1);
  });
});
