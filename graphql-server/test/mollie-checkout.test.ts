/**
 * The shop on Mollie (issues 19 and 29): an order placed with MOLLIE_API_KEY set is asked of Mollie (here the fake of
 * its documented Payments API v2, mollie-fake.ts) after it commits; the shopper is sent to Mollie's checkout page;
 * Mollie's webhook names the payment and the shop fetches it, with its refunds and chargebacks, to learn what became
 * of it. A payment that expired is paid again with a new one; Mollie failing leaves the order placed and unpaid.
 * The money rules through Mollie: a refund is pending until Mollie says refunded (then a credit note), a failed refund
 * frees its amount again and asks staff to look, a chargeback counts against what was paid, and an open payment the
 * order no longer needs is cancelled at Mollie when Mollie allows it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMollieProvider } from '../src/payments/mollie-provider';
import { signInStaff, startTestApp, type TestApp } from './harness';
import { startMollieFake, type MollieFake } from './mollie-fake';
import { visitor } from './visitor';

const PUBLIC_BASE_URL = 'https://www.lumina-rolgordijnen.be';

let fake: MollieFake;
let app: TestApp;
let staffCookie: string;
beforeAll(async () => {
  // Mollie calls the public webhook URL; here the test app on loopback stands in for that host.
  fake = await startMollieFake({ webhookTarget: (url) => url.replace(PUBLIC_BASE_URL, app.url) });
  app = await startTestApp({
    services: () => ({
      paymentProvider: createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.apiEndpoint }),
      publicBaseUrl: PUBLIC_BASE_URL,
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
const REFUND = `mutation($input: OrderRefundInput!) { orderRefund(input: $input) { order { refunded { cents } refundPending { cents } } userErrors { code message } } }`;
const refund = async (orderId: string, amountCents: number) => (await app.gql(REFUND, { input: { orderId, amountCents } }, { cookie: staffCookie })).data.orderRefund;
/** The order's money as staff see it. */
const MONEY = `query($id: ID!) { order(id: $id) {
  paymentStatus paid { cents } refunded { cents } refundPending { cents } chargedBack { cents } refundable { cents } attention
  refunds { id paymentId status providerId failure settledAt amount { cents } }
  chargebacks { id paymentId reversedAt amount { cents } }
  invoices { number kind total { cents } }
} }`;
const money = async (id: string) => {
  const result = await app.gql(MONEY, { id }, { cookie: staffCookie });
  expect(result.errors).toBeUndefined();
  return result.data.order;
};
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

    // Asked of Mollie, and pending until Mollie says it is refunded.
    expect(await refund(order.id, 1250)).toEqual({ order: { refunded: { cents: 0 }, refundPending: { cents: 1250 } }, userErrors: [] });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v2/payments/${second}/refunds`,
      body: { amount: { currency: 'EUR', value: '12.50' }, metadata: { refundId: expect.stringMatching(/^\d+$/) } },
    });
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

/** An order placed and paid through Mollie: the shopper pays, Mollie calls the webhook. */
async function paidOrder() {
  const { order } = await placeOrder();
  const [{ id: paymentId }] = (await staffOrder(order.id)).payments;
  fake.setStatus(paymentId, 'paid');
  expect(await fake.callWebhook(paymentId)).toBe(200);
  expect(await money(order.id)).toMatchObject({ paymentStatus: 'PAID', paid: { cents: 4990 }, refundable: { cents: 4990 } });
  return { orderId: order.id as string, paymentId: paymentId as string };
}

describe('the money rules through Mollie', () => {
  it('a refund is pending until Mollie says refunded (then a credit note); a failed refund frees its amount and asks staff to look', async () => {
    const { orderId, paymentId } = await paidOrder();

    // Staff refund part of it: asked of Mollie with the shop's refund id, pending; nothing refunded, no credit note.
    expect(await refund(orderId, 1000)).toEqual({ order: { refunded: { cents: 0 }, refundPending: { cents: 1000 } }, userErrors: [] });
    let now = await money(orderId);
    expect(now).toMatchObject({ paymentStatus: 'PAID', refunded: { cents: 0 }, refundPending: { cents: 1000 }, refundable: { cents: 3990 }, attention: [] });
    expect(now.refunds).toEqual([{ id: expect.any(String), paymentId, status: 'PENDING', providerId: expect.stringMatching(/^re_/), failure: null, settledAt: null, amount: { cents: 1000 } }]);
    expect(now.invoices).toEqual([{ number: expect.any(String), kind: 'INVOICE', total: { cents: 4990 } }]);
    const [first] = now.refunds;
    const atMollie = (fake.payment(paymentId, { embed: ['refunds'] })!._embedded as { refunds: { id: string; metadata: unknown; status: string }[] }).refunds;
    expect(atMollie).toEqual([expect.objectContaining({ id: first.providerId, status: 'pending', metadata: { refundId: first.id } })]);

    // The webhook for a refund still pending changes nothing.
    expect(await fake.callWebhook(paymentId)).toBe(200);
    expect(await money(orderId)).toMatchObject({ refunded: { cents: 0 }, refundPending: { cents: 1000 } });

    // Mollie refunds it and calls the payment's webhook: refunded, and a credit note for it.
    fake.setRefundStatus(paymentId, first.providerId, 'refunded');
    expect(await fake.callWebhook(paymentId)).toBe(200);
    now = await money(orderId);
    expect(now).toMatchObject({ paymentStatus: 'PAID', refunded: { cents: 1000 }, refundPending: { cents: 0 }, refundable: { cents: 3990 }, attention: [] });
    expect(now.refunds).toEqual([expect.objectContaining({ id: first.id, status: 'REFUNDED', settledAt: expect.any(String) })]);
    expect(now.invoices).toEqual([
      { number: expect.any(String), kind: 'INVOICE', total: { cents: 4990 } },
      { number: expect.stringMatching(/^CN-/), kind: 'CREDIT_NOTE', total: { cents: 1000 } },
    ]);
    // Mollie calling again (it retries) changes nothing: one credit note.
    expect(await fake.callWebhook(paymentId)).toBe(200);
    expect((await money(orderId)).invoices).toHaveLength(2);

    // Another refund fails at Mollie: its amount can be refunded again, and staff are told.
    expect((await refund(orderId, 500)).userErrors).toEqual([]);
    expect(await money(orderId)).toMatchObject({ refundPending: { cents: 500 }, refundable: { cents: 3490 } });
    const second = (await money(orderId)).refunds.find((r: { status: string }) => r.status === 'PENDING');
    fake.setRefundStatus(paymentId, second.providerId, 'failed');
    expect(await fake.callWebhook(paymentId)).toBe(200);
    now = await money(orderId);
    expect(now).toMatchObject({ paymentStatus: 'PAID', refunded: { cents: 1000 }, refundPending: { cents: 0 }, refundable: { cents: 3990 } });
    expect(now.refunds.find((r: { id: string }) => r.id === second.id)).toMatchObject({ status: 'FAILED', settledAt: expect.any(String) });
    expect(now.attention).toHaveLength(1);
    expect(now.attention[0]).toMatch(/5,00/);
    expect(now.invoices).toHaveLength(2); // no credit note for a refund that failed
  });

  it('a chargeback counts against what was paid and asks staff to look; all of it charged back is CHARGED_BACK; a reversal undoes it', async () => {
    const { orderId, paymentId } = await paidOrder();

    const chargebackId = fake.addChargeback(paymentId); // all of it
    expect(await fake.callWebhook(paymentId)).toBe(200);
    let now = await money(orderId);
    expect(now).toMatchObject({ paymentStatus: 'CHARGED_BACK', paid: { cents: 4990 }, chargedBack: { cents: 4990 }, refundable: { cents: 0 }, refunded: { cents: 0 } });
    expect(now.chargebacks).toEqual([{ id: chargebackId, paymentId, reversedAt: null, amount: { cents: 4990 } }]);
    expect(now.attention).toHaveLength(1);
    expect(now.attention[0]).toMatch(/49,90/);
    // Nothing is left to refund.
    expect((await refund(orderId, 100)).userErrors).toEqual([expect.objectContaining({ code: 'AMOUNT_TOO_HIGH' })]);

    // The same webhook again records it once.
    expect(await fake.callWebhook(paymentId)).toBe(200);
    expect((await money(orderId)).chargebacks).toHaveLength(1);

    // The bank reverses it: the money is back.
    fake.reverseChargeback(paymentId, chargebackId);
    expect(await fake.callWebhook(paymentId)).toBe(200);
    now = await money(orderId);
    expect(now).toMatchObject({ paymentStatus: 'PAID', chargedBack: { cents: 0 }, refundable: { cents: 4990 }, attention: [] });
    expect(now.chargebacks).toEqual([{ id: chargebackId, paymentId, reversedAt: expect.any(String), amount: { cents: 4990 } }]);
  });

  it('a partial chargeback: the order stays PAID, with the chargeback shown and the rest refundable', async () => {
    const { orderId, paymentId } = await paidOrder();
    fake.addChargeback(paymentId, 990);
    expect(await fake.callWebhook(paymentId)).toBe(200);
    const now = await money(orderId);
    expect(now).toMatchObject({ paymentStatus: 'PAID', chargedBack: { cents: 990 }, refundable: { cents: 4000 } });
    expect(now.chargebacks).toHaveLength(1);
    expect(now.attention).toHaveLength(1);
  });

  it("an open payment the order no longer needs is cancelled at Mollie when Mollie allows it; one it will not cancel, paid after all, goes back", async () => {
    const RECORD = `mutation($input: OrderPaymentRecordInput!) { orderPaymentRecord(input: $input) { userErrors { code } } }`;
    const record = async (orderId: string) => (await app.gql(RECORD, { input: { orderId } }, { cookie: staffCookie })).data.orderPaymentRecord;

    // Cancelable at Mollie: staff record a bank transfer, and the open Mollie payment is cancelled (DELETE).
    const { order: one } = await placeOrder();
    const [{ id: cancelable }] = (await staffOrder(one.id)).payments;
    fake.setCancelable(cancelable, true);
    let from = fake.requests.length;
    expect(await record(one.id)).toEqual({ userErrors: [] });
    expect(fake.requests.slice(from).filter((r) => r.method === 'DELETE')).toMatchObject([{ path: `/v2/payments/${cancelable}` }]);
    expect(fake.payment(cancelable)).toMatchObject({ status: 'canceled' });
    let now = await money(one.id);
    expect(now).toMatchObject({ paymentStatus: 'PAID', refunds: [] });
    expect((await staffOrder(one.id)).payments).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: cancelable, provider: 'MOLLIE', status: 'CANCELED' }), expect.objectContaining({ provider: 'MANUAL', status: 'PAID' })]),
    );

    // Not cancelable (iDEAL, as Mollie has it): nothing is deleted; paid after all, it goes back by itself, crediting no invoice.
    const { order: two } = await placeOrder();
    const [{ id: stays }] = (await staffOrder(two.id)).payments;
    from = fake.requests.length;
    expect(await record(two.id)).toEqual({ userErrors: [] });
    expect(fake.requests.slice(from).filter((r) => r.method === 'DELETE')).toEqual([]);
    expect(fake.payment(stays)).toMatchObject({ status: 'open', isCancelable: false });
    fake.setStatus(stays, 'paid');
    expect(await fake.callWebhook(stays)).toBe(200);
    now = await money(two.id);
    expect(now.refunds).toEqual([expect.objectContaining({ paymentId: stays, status: 'PENDING', providerId: expect.stringMatching(/^re_/), amount: { cents: 4990 } })]);
    expect(now).toMatchObject({ paymentStatus: 'PAID', refundPending: { cents: 4990 } });
    fake.setRefundStatus(stays, now.refunds[0].providerId, 'refunded');
    expect(await fake.callWebhook(stays)).toBe(200);
    now = await money(two.id);
    expect(now).toMatchObject({ paymentStatus: 'PAID', refundPending: { cents: 0 } });
    expect(now.invoices.map((i: { kind: string }) => i.kind)).toEqual(['INVOICE']);
  });
});
