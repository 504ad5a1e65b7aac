/**
 * The shop on Mollie (issue 19): an order placed with MOLLIE_API_KEY set is asked of Mollie (here the fake of its
 * documented Payments API v2, mollie-fake.ts) after it commits; the shopper is sent to Mollie's checkout page;
 * Mollie's webhook names the payment and the shop fetches it to learn its status. A payment that expired is paid
 * again with a new one; a refund goes through Mollie; Mollie failing leaves the order placed and unpaid.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMollieProvider } from '../src/payments/mollie-provider';
import { signInStaff, startTestApp, type TestApp } from './harness';
import { startMollieFake, type MollieFake } from './mollie-fake';
import { visitor } from './visitor';

let fake: MollieFake;
let app: TestApp;
let staffCookie: string;
beforeAll(async () => {
  fake = await startMollieFake();
  app = await startTestApp({
    services: () => ({
      paymentProvider: createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.apiEndpoint }),
      publicBaseUrl: 'https://www.lumina-rolgordijnen.be',
    }),
  });
  staffCookie = await signInStaff(app.url, app.services);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const PLACE = `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { id payUrl paymentStatus } userErrors { code message } } }`;
const PAY = `mutation($input: OrderPayInput!) { orderPay(input: $input) { checkoutUrl userErrors { code } } }`;
const STAFF_ORDER = `query($id: ID!) { order(id: $id) { paymentStatus paid { cents } refunded { cents } payments { id provider method status } } }`;
const staffOrder = async (id: string) => (await app.gql(STAFF_ORDER, { id }, { cookie: staffCookie })).data.order;
const webhook = (id: string) => app.fetch('/webhooks/mollie', { method: 'POST', body: new URLSearchParams({ id }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** One translucent blind of € 29,95 + € 19,95 shipping = € 49,90, by iDEAL, to the Netherlands. */
async function placeOrder() {
  const shopper = visitor(app);
  const added = await shopper.gql(`mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) { userErrors { code } } }`, {
    input: { productId: await app.productId('translucent-grijs'), quantity: 1, selectedColor: 'Grijs' },
  });
  expect(added.data.cartLineAdd.userErrors).toEqual([]);
  const customer = { name: 'Sanne de Vries', email: 'sanne@voorbeeld.nl', street: 'Prinsengracht 1', postcode: '1015 DK', city: 'Amsterdam', country: 'NL' };
  const placed = (await shopper.gql(PLACE, { input: { attemptId: randomUUID(), customer, paymentMethod: 'IDEAL', acceptNoWithdrawal: true } })).data.orderPlace;
  expect(placed.userErrors).toEqual([]);
  return { shopper, order: placed.order };
}

describe('paying through Mollie', () => {
  it('asks Mollie for the total after the order commits and marks the order paid when the fetched payment says so', async () => {
    const from = fake.requests.length;
    const { order } = await placeOrder();
    const created = fake.requests.slice(from).find((r) => r.method === 'POST' && r.path === '/v2/payments')!;
    expect(created.body).toMatchObject({
      amount: { currency: 'EUR', value: '49.90' },
      method: 'ideal',
      description: `Bestelling ${order.id}`,
      redirectUrl: `https://www.lumina-rolgordijnen.be/bestelling/${order.id}`,
      webhookUrl: 'https://www.lumina-rolgordijnen.be/webhooks/mollie',
      metadata: { orderId: order.id },
    });
    expect(created.headers['idempotency-key']).toBe(`${order.id}-1`);
    expect(order.payUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+\//);

    const [{ id }] = (await staffOrder(order.id)).payments;
    expect((await webhook(id)).status).toBe(200);
    expect((await staffOrder(order.id)).paymentStatus).toBe('AWAITING_PAYMENT');
    fake.setStatus(id, 'paid');
    expect((await webhook(id)).status).toBe(200);
    expect(await staffOrder(order.id)).toEqual({ paymentStatus: 'PAID', paid: { cents: 4990 }, refunded: { cents: 0 }, payments: [{ id, provider: 'MOLLIE', method: 'ideal', status: 'PAID' }] });
  });

  it('after an expired payment the shopper pays again with a new Mollie payment, and a refund goes through Mollie', async () => {
    const { shopper, order } = await placeOrder();
    const [{ id: first }] = (await staffOrder(order.id)).payments;
    fake.setStatus(first, 'expired');
    await webhook(first);
    expect((await staffOrder(order.id)).paymentStatus).toBe('EXPIRED');

    const again = (await shopper.gql(PAY, { input: { orderId: order.id } })).data.orderPay;
    expect(again.userErrors).toEqual([]);
    const second = (await staffOrder(order.id)).payments[0].id;
    expect(second).not.toBe(first);
    fake.setStatus(second, 'paid');
    await webhook(second);

    const refund = await app.gql(`mutation($input: OrderRefundInput!) { orderRefund(input: $input) { order { refunded { cents } } userErrors { code } } }`, { input: { orderId: order.id, amountCents: 1250 } }, { cookie: staffCookie });
    expect(refund.data.orderRefund).toEqual({ order: { refunded: { cents: 1250 } }, userErrors: [] });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v2/payments/${second}/refunds`, body: { amount: { currency: 'EUR', value: '12.50' } } });
  });

  it('Mollie answering 5xx leaves the order placed and unpaid; the webhook answers 503 so Mollie retries', async () => {
    // The client tries three times (one idempotency key); all three fail.
    fake.failNext(3, { status: 503 });
    const { shopper, order } = await placeOrder();
    expect(order).toMatchObject({ payUrl: null, paymentStatus: 'AWAITING_PAYMENT' });
    expect((await staffOrder(order.id)).payments).toEqual([]);
    const pay = (await shopper.gql(PAY, { input: { orderId: order.id } })).data.orderPay;
    expect(pay.userErrors).toEqual([]);
    expect(pay.checkoutUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+\//);
    const [{ id }] = (await staffOrder(order.id)).payments;
    fake.setStatus(id, 'paid');
    fake.failNext(3, { status: 502 });
    expect((await webhook(id)).status).toBe(503);
    expect((await staffOrder(order.id)).paymentStatus).toBe('AWAITING_PAYMENT');
    expect((await webhook(id)).status).toBe(200);
    expect((await staffOrder(order.id)).paymentStatus).toBe('PAID');
  });
});
