/**
 * The Mollie adapter (ARCHITECTURE §4 "Money in", issues 19 and 29) against a local fake of Mollie's documented
 * Payments API v2 (mollie-fake.ts), through the official client: what it sends (amounts as exact decimal strings,
 * method names, URLs, order number, the shop's refund id, idempotency key, `embed=refunds,chargebacks`), what it makes
 * of Mollie's answers (statuses, refunds with their statuses, chargebacks and their reversal, whether a payment can be
 * cancelled, unknown ids), cancelling an open payment, and how it fails (5xx, no answer, no connection, a wrong key,
 * invalid input, a payment Mollie will not cancel).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMollieClient } from '@mollie/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMollieProvider } from '../src/payments/mollie-provider';
import { ProviderRefused, ProviderUnavailable, type PaymentProvider, type PaymentRequest, type ProviderMethod, type RefundRequest } from '../src/payments/provider';
import { startMollieFake, type MollieFake, type PaymentEmbed } from './mollie-fake';

let fake: MollieFake;
let mollie: PaymentProvider;

beforeAll(async () => {
  fake = await startMollieFake();
  mollie = createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.apiEndpoint });
});
afterAll(async () => {
  await fake?.close();
});

const paymentRequest = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderId: 'LUM-2026-01001',
  amountCents: 13_625,
  method: 'bancontact',
  description: 'Bestelling LUM-2026-01001',
  redirectUrl: 'https://www.lumina.example/bestelling/LUM-2026-01001',
  webhookUrl: 'https://www.lumina.example/webhooks/mollie',
  idempotencyKey: randomUUID(),
  ...overrides,
});

/** The requests the fake received since `from` (an index into fake.requests). */
const since = (from: number) => fake.requests.slice(from);

/** How the official client asks for a payment with its refunds and chargebacks: the list joined with commas, URL-encoded. */
const getPath = (id: string) => `/v2/payments/${id}?embed=refunds%2Cchargebacks`;

async function paidPayment(amountCents: number) {
  const payment = await mollie.createPayment(paymentRequest({ amountCents }));
  fake.setStatus(payment.id, 'paid');
  return payment;
}

let refundIds = 100;
const refundRequest = (paymentId: string, amountCents: number, overrides: Partial<RefundRequest> = {}): RefundRequest => ({
  paymentId,
  amountCents,
  description: 'Terugbetaling LUM-2026-01001',
  refundId: String(refundIds++),
  idempotencyKey: randomUUID(),
  ...overrides,
});

/** What the provider says is refunded of a payment (refunds Mollie settled as refunded), and what is still under way. */
async function refundsOf(paymentId: string) {
  const { refunds } = (await mollie.getPayment(paymentId))!;
  const sum = (statuses: string[]) => refunds.filter((r) => statuses.includes(r.status)).reduce((total, r) => total + r.amountCents, 0);
  return { refunds, refunded: sum(['refunded']), underWay: sum(['queued', 'pending', 'processing']) };
}

describe('creating a payment', () => {
  it("sends Mollie's exact amount in EUR, the method, description, redirect and webhook URLs, the order number and the idempotency key", async () => {
    const from = fake.requests.length;
    const request = paymentRequest();
    const payment = await mollie.createPayment(request);

    const [sent] = since(from);
    expect(sent).toMatchObject({ method: 'POST', path: '/v2/payments' });
    expect(sent!.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(sent!.headers['idempotency-key']).toBe(request.idempotencyKey);
    expect(sent!.body).toEqual({
      amount: { currency: 'EUR', value: '136.25' },
      method: 'bancontact',
      description: 'Bestelling LUM-2026-01001',
      redirectUrl: 'https://www.lumina.example/bestelling/LUM-2026-01001',
      webhookUrl: 'https://www.lumina.example/webhooks/mollie',
      metadata: { orderId: 'LUM-2026-01001' },
    });

    expect(payment).toEqual({
      id: expect.stringMatching(/^tr_[A-Za-z0-9]+$/),
      status: 'open',
      amountCents: 13_625,
      orderId: 'LUM-2026-01001',
      checkoutUrl: (fake.payment(payment.id)!._links as { checkout: { href: string } }).checkout.href,
      cancelable: false,
      refunds: [],
      chargebacks: [],
    });
    expect(payment.checkoutUrl).toMatch(/^https:\/\//);
  });

  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [1_000, '10.00'],
    [123_450, '1234.50'],
    [29_995, '299.95'],
    [99_999_999, '999999.99'],
  ])('%i cents go out as "%s" and come back as the same cents', async (amountCents, value) => {
    const from = fake.requests.length;
    const payment = await mollie.createPayment(paymentRequest({ amountCents }));
    expect((since(from)[0]!.body as { amount: unknown }).amount).toEqual({ currency: 'EUR', value });
    expect(payment.amountCents).toBe(amountCents);
  });

  it.each<ProviderMethod>(['bancontact', 'ideal', 'creditcard', 'paypal'])("asks for Mollie's method %s", async (method) => {
    const from = fake.requests.length;
    await mollie.createPayment(paymentRequest({ method }));
    expect((since(from)[0]!.body as { method: string }).method).toBe(method);
  });

  it('a retry with the same idempotency key answers the same payment and makes no second one', async () => {
    const request = paymentRequest();
    const before = fake.paymentCount;
    const first = await mollie.createPayment(request);
    const again = await mollie.createPayment(request);
    expect(again).toEqual(first);
    expect(fake.paymentCount).toBe(before + 1);

    const other = await mollie.createPayment({ ...request, idempotencyKey: randomUUID() });
    expect(other.id).not.toBe(first.id);
  });

  it('refuses an amount that is not a positive whole number of cents before asking Mollie', async () => {
    const from = fake.requests.length;
    for (const amountCents of [0, -100, 12.5, Number.NaN]) {
      await expect(mollie.createPayment(paymentRequest({ amountCents }))).rejects.toBeInstanceOf(RangeError);
    }
    expect(since(from)).toHaveLength(0);
  });

  it("Mollie's refusal of invalid input is ProviderRefused with its reason, status and field", async () => {
    const refusal = await mollie.createPayment(paymentRequest({ webhookUrl: 'http://localhost:3000/webhooks/mollie' })).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ProviderRefused);
    expect(refusal).toMatchObject({
      status: 422,
      field: 'webhookUrl',
      message: "The webhook URL is invalid because it is unreachable from Mollie's point of view",
    });

    const noDescription = await mollie.createPayment(paymentRequest({ description: '' })).catch((e: unknown) => e);
    expect(noDescription).toBeInstanceOf(ProviderRefused);
    expect(noDescription).toMatchObject({ status: 422, field: 'description' });
  });
});

describe('the fake answers as Mollie documents (so the adapter is held to the API, not to a lenient fake)', () => {
  const client = () => createMollieClient({ apiKey: fake.apiKey, apiEndpoint: fake.apiEndpoint });
  const base = { amount: { currency: 'EUR', value: '10.00' }, description: 'Bestelling', redirectUrl: 'https://www.lumina.example/' };

  it.each([
    ['a value without two decimals', { ...base, amount: { currency: 'EUR', value: '10' } }, 'amount.value'],
    ['a number instead of a string', { ...base, amount: { currency: 'EUR', value: 10 } }, 'amount.value'],
    ['another currency', { ...base, amount: { currency: 'USD', value: '10.00' } }, 'amount.currency'],
    ['no amount', { description: 'Bestelling', redirectUrl: 'https://www.lumina.example/' }, 'amount'],
    ['no description', { amount: base.amount, redirectUrl: 'https://www.lumina.example/' }, 'description'],
    ['no redirectUrl', { amount: base.amount, description: 'Bestelling' }, 'redirectUrl'],
    ['an unknown method', { ...base, method: 'bitcoin' }, 'method'],
  ])('422 on %s', async (_, parameters, field) => {
    const refusal = await client()
      .payments.create(parameters as never)
      .catch((e: unknown) => e);
    expect(refusal).toMatchObject({ statusCode: 422, field });
  });

  it('the same idempotency key with other parameters is 400', async () => {
    const idempotencyKey = randomUUID();
    await client().payments.create({ ...base, idempotencyKey } as never);
    const refusal = await client()
      .payments.create({ ...base, description: 'Andere', idempotencyKey } as never)
      .catch((e: unknown) => e);
    expect(refusal).toMatchObject({ statusCode: 400 });
  });

  it('embeds exactly what was asked (any subset), and nothing when nothing was asked', async () => {
    const payment = await paidPayment(5_000);
    await mollie.createRefund(refundRequest(payment.id, 1_000));
    fake.addChargeback(payment.id, 500);
    const get = (embed?: PaymentEmbed[]) => client().payments.get(payment.id, embed ? { embed: embed as never } : undefined);

    expect((await get())._embedded).toBeUndefined();
    expect(Object.keys((await get(['refunds']))._embedded!)).toEqual(['refunds']);
    expect(Object.keys((await get(['chargebacks']))._embedded!)).toEqual(['chargebacks']);
    const both = await get(['refunds', 'chargebacks']);
    expect(both._embedded!.refunds).toEqual([
      expect.objectContaining({ resource: 'refund', status: 'pending', amount: { value: '10.00', currency: 'EUR' }, settlementAmount: { value: '-10.00', currency: 'EUR' }, paymentId: payment.id }),
    ]);
    expect(both._embedded!.chargebacks).toEqual([
      expect.objectContaining({
        resource: 'chargeback',
        id: expect.stringMatching(/^chb_/),
        amount: { value: '5.00', currency: 'EUR' },
        settlementAmount: { value: '-5.00', currency: 'EUR' },
        createdAt: expect.any(String),
        reversedAt: null,
        paymentId: payment.id,
      }),
    ]);
    const refusal = await client()
      .payments.get(payment.id, { embed: ['refunds', 'everything'] as never })
      .catch((e: unknown) => e);
    expect(refusal).toMatchObject({ statusCode: 400 });
  });

  it('amountRefunded and amountRemaining count refunds that are not failed or canceled; amountChargedBack the chargebacks that stand', async () => {
    const payment = await paidPayment(10_000);
    const amounts = async () => {
      const { amountRefunded, amountRemaining, amountChargedBack } = await client().payments.get(payment.id);
      return { refunded: amountRefunded?.value, remaining: amountRemaining?.value, chargedBack: amountChargedBack?.value };
    };
    expect(await amounts()).toEqual({ refunded: '0.00', remaining: '100.00', chargedBack: undefined });
    const failing = await mollie.createRefund(refundRequest(payment.id, 3_000));
    const done = await mollie.createRefund(refundRequest(payment.id, 2_000));
    expect(await amounts()).toEqual({ refunded: '50.00', remaining: '50.00', chargedBack: undefined });
    fake.setRefundStatus(payment.id, failing.id, 'failed');
    fake.setRefundStatus(payment.id, done.id, 'refunded');
    expect(await amounts()).toEqual({ refunded: '20.00', remaining: '80.00', chargedBack: undefined });
    const chargeback = fake.addChargeback(payment.id, 1_500);
    expect(await amounts()).toEqual({ refunded: '20.00', remaining: '65.00', chargedBack: '15.00' });
    fake.reverseChargeback(payment.id, chargeback);
    expect(await amounts()).toEqual({ refunded: '20.00', remaining: '80.00', chargedBack: undefined });
  });

  it('a refund moves only as documented; a canceled refund is 404 on Get payment refund', async () => {
    const payment = await paidPayment(3_000);
    const refund = await mollie.createRefund(refundRequest(payment.id, 1_000));
    fake.setRefundStatus(payment.id, refund.id, 'processing');
    expect(() => fake.setRefundStatus(payment.id, refund.id, 'canceled')).toThrow(/does not go from processing to canceled/);
    expect(() => fake.setRefundStatus(payment.id, refund.id, 'pending')).toThrow(/does not go from processing to pending/);
    fake.setRefundStatus(payment.id, refund.id, 'refunded');
    expect(() => fake.setRefundStatus(payment.id, refund.id, 'failed')).toThrow(/does not go from refunded to failed/);

    const canceled = await mollie.createRefund(refundRequest(payment.id, 500));
    expect(await client().paymentRefunds.get(canceled.id, { paymentId: payment.id })).toMatchObject({ status: 'pending' });
    fake.setRefundStatus(payment.id, canceled.id, 'canceled');
    const missing = await client()
      .paymentRefunds.get(canceled.id, { paymentId: payment.id })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ statusCode: 404 });
  });

  it("isCancelable: false for the shop's methods while open, true for a bank transfer while open, omitted once final", async () => {
    const local = await startMollieFake({ methods: ['ideal', 'banktransfer'] });
    try {
      const other = createMollieClient({ apiKey: local.apiKey, apiEndpoint: local.apiEndpoint });
      const ideal = await other.payments.create({ ...base, method: 'ideal' } as never);
      const transfer = await other.payments.create({ ...base, method: 'banktransfer' } as never);
      expect([ideal.isCancelable, transfer.isCancelable]).toEqual([false, true]);
      expect(await other.payments.cancel(ideal.id).catch((e: unknown) => e)).toMatchObject({ statusCode: 422, message: 'The payment cannot be cancelled', field: undefined });
      const canceled = await other.payments.cancel(transfer.id);
      expect(canceled).toMatchObject({ status: 'canceled', canceledAt: expect.any(String) });
      expect('isCancelable' in canceled).toBe(false);
    } finally {
      await local.close();
    }
  });
});

describe('fetching a payment', () => {
  it.each(['paid', 'failed', 'expired', 'canceled'] as const)('open, then %s when the shopper or time settles it', async (status) => {
    const created = await mollie.createPayment(paymentRequest({ amountCents: 4_999 }));
    const open = await mollie.getPayment(created.id);
    expect(open).toEqual(created);
    expect(open!.checkoutUrl).not.toBeNull();

    fake.setStatus(created.id, status);
    const from = fake.requests.length;
    const settled = await mollie.getPayment(created.id);
    expect(since(from)).toMatchObject([{ method: 'GET', path: getPath(created.id) }]);
    expect(settled).toEqual({
      id: created.id,
      status,
      amountCents: 4_999,
      orderId: 'LUM-2026-01001',
      checkoutUrl: null,
      cancelable: false,
      refunds: [],
      chargebacks: [],
    });
  });

  it('an id Mollie does not know is null', async () => {
    const from = fake.requests.length;
    expect(await mollie.getPayment('tr_DoesNotExist')).toBeNull();
    expect(since(from)).toMatchObject([{ method: 'GET', path: getPath('tr_DoesNotExist') }]);
  });

  it('an id that is no Mollie payment id (a forged webhook) is null without asking Mollie', async () => {
    const from = fake.requests.length;
    for (const id of ['', 'foo', 're_4qqhO89gsT', 'tr_../../v2/refunds', 'tr_x?testmode=true', 'tr_x/refunds']) {
      expect(await mollie.getPayment(id)).toBeNull();
    }
    expect(since(from)).toHaveLength(0);
  });

  it('a payment without our order number in its metadata (made elsewhere on the same profile) has orderId null', async () => {
    const elsewhere = await createMollieClient({ apiKey: fake.apiKey, apiEndpoint: fake.apiEndpoint }).payments.create({
      amount: { currency: 'EUR', value: '10.00' },
      description: 'Made in the dashboard',
      redirectUrl: 'https://www.lumina.example/',
      metadata: { something: 'else' },
    });
    expect(await mollie.getPayment(elsewhere.id)).toMatchObject({ id: elsewhere.id, orderId: null, amountCents: 1_000 });
  });
});

describe('webhook, then fetch', () => {
  it('Mollie names the payment in the webhook (form body id=tr_…, no status); fetching it gives the status', async () => {
    // The shop's webhook on loopback, which Mollie itself would refuse as a webhookUrl (hence allowLocalWebhooks).
    const local = await startMollieFake({ allowLocalWebhooks: true });
    const provider = createMollieProvider({ apiKey: local.apiKey, apiEndpoint: local.apiEndpoint });
    const seen: { contentType?: string; body: string; status?: string }[] = [];
    const shop = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', async () => {
        const id = new URLSearchParams(body).get('id') ?? '';
        const payment = await provider.getPayment(id).catch(() => undefined);
        seen.push({ contentType: req.headers['content-type'], body, status: payment?.status });
        res.writeHead(payment === undefined ? 503 : 200).end();
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = shop.address() as AddressInfo;
      const payment = await provider.createPayment(paymentRequest({ webhookUrl: `http://127.0.0.1:${port}/webhooks/mollie` }));
      local.setStatus(payment.id, 'paid');
      expect(await local.callWebhook(payment.id)).toBe(200);
      expect(seen).toEqual([{ contentType: 'application/x-www-form-urlencoded', body: `id=${payment.id}`, status: 'paid' }]);

      local.failNext(3, { retryAfterSeconds: 0 });
      expect(await local.callWebhook(payment.id)).toBe(503); // Mollie unavailable: the webhook asks Mollie to retry
    } finally {
      await new Promise<void>((resolve) => shop.close(() => resolve()));
      await local.close();
    }
  });
});

describe('refunds', () => {
  it("refunds part, then the rest, of a paid payment with the shop's refund id in the metadata; Mollie lists them, pending", async () => {
    const payment = await paidPayment(13_625);
    const from = fake.requests.length;
    const request = refundRequest(payment.id, 5_000, { refundId: '41' });
    const partial = await mollie.createRefund(request);
    expect(partial).toEqual({ id: expect.stringMatching(/^re_/), status: 'pending', amountCents: 5_000, refundId: '41' });

    const [sent] = since(from);
    expect(sent).toMatchObject({ method: 'POST', path: `/v2/payments/${payment.id}/refunds` });
    expect(sent!.headers['idempotency-key']).toBe(request.idempotencyKey);
    expect(sent!.body).toEqual({ amount: { currency: 'EUR', value: '50.00' }, description: 'Terugbetaling LUM-2026-01001', metadata: { refundId: '41' } });
    expect(await mollie.getPayment(payment.id)).toMatchObject({ status: 'paid', refunds: [partial] });

    const rest = await mollie.createRefund(refundRequest(payment.id, 8_625, { refundId: '42' }));
    expect(rest).toMatchObject({ amountCents: 8_625, refundId: '42', status: 'pending' });
    expect(await refundsOf(payment.id)).toEqual({ refunds: [partial, rest], refunded: 0, underWay: 13_625 });
  });

  it('a full refund at once', async () => {
    const payment = await paidPayment(29_995);
    const refund = await mollie.createRefund(refundRequest(payment.id, 29_995, { description: 'Volledige terugbetaling' }));
    expect(refund.amountCents).toBe(29_995);
    expect((await refundsOf(payment.id)).underWay).toBe(29_995);
  });

  it("a refund above what remains is ProviderRefused 422 with Mollie's reason; nothing is refunded", async () => {
    const payment = await paidPayment(10_000);
    await mollie.createRefund(refundRequest(payment.id, 6_000));
    const refusal = await mollie.createRefund(refundRequest(payment.id, 4_001, { description: 'Te veel' })).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ProviderRefused);
    expect(refusal).toMatchObject({ status: 422, field: 'amount.value', message: 'The specified amount cannot be refunded' });
    const { refunds } = (await mollie.getPayment(payment.id))!;
    expect(refunds.map((r) => r.amountCents)).toEqual([6_000]);
  });

  it('a retry with the same idempotency key refunds once', async () => {
    const payment = await paidPayment(8_000);
    const request = refundRequest(payment.id, 3_000);
    const first = await mollie.createRefund(request);
    expect(await mollie.createRefund(request)).toEqual(first);
    expect((await mollie.getPayment(payment.id))!.refunds).toEqual([first]);
  });

  it('an unpaid payment cannot be refunded; an unknown one is ProviderRefused 404', async () => {
    const open = await mollie.createPayment(paymentRequest());
    await expect(mollie.createRefund(refundRequest(open.id, 100))).rejects.toMatchObject({ name: 'ProviderRefused', status: 422 });
    await expect(mollie.createRefund(refundRequest('tr_DoesNotExist', 100))).rejects.toMatchObject({ name: 'ProviderRefused', status: 404 });
  });
});

describe('a payment fetched with its refunds and chargebacks', () => {
  it('asks Mollie with embed=refunds,chargebacks, as the client sends it (comma-separated, URL-encoded)', async () => {
    const payment = await paidPayment(2_000);
    const from = fake.requests.length;
    await mollie.getPayment(payment.id);
    const [sent] = since(from);
    expect(sent).toMatchObject({ method: 'GET', path: getPath(payment.id) });
    expect(new URL(sent!.path, 'https://api.mollie.com').searchParams.get('embed')).toBe('refunds,chargebacks');
  });

  it('a refund is pending, then refunded, as Mollie moves it; refunded only then', async () => {
    const payment = await paidPayment(13_625);
    const refund = await mollie.createRefund(refundRequest(payment.id, 5_000, { refundId: '7' }));
    expect(await refundsOf(payment.id)).toEqual({ refunds: [{ id: refund.id, status: 'pending', amountCents: 5_000, refundId: '7' }], refunded: 0, underWay: 5_000 });

    fake.setRefundStatus(payment.id, refund.id, 'processing');
    expect((await mollie.getPayment(payment.id))!.refunds).toEqual([{ ...refund, status: 'processing' }]);
    fake.setRefundStatus(payment.id, refund.id, 'refunded');
    expect(await refundsOf(payment.id)).toEqual({ refunds: [{ ...refund, status: 'refunded' }], refunded: 5_000, underWay: 0 });
  });

  it('a refund that failed is reported failed, and its amount can be refunded again', async () => {
    const payment = await paidPayment(10_000);
    const refund = await mollie.createRefund(refundRequest(payment.id, 10_000, { refundId: '8' }));
    await expect(mollie.createRefund(refundRequest(payment.id, 1))).rejects.toMatchObject({ name: 'ProviderRefused', status: 422 });

    fake.setRefundStatus(payment.id, refund.id, 'failed');
    expect(await refundsOf(payment.id)).toEqual({ refunds: [{ ...refund, status: 'failed' }], refunded: 0, underWay: 0 });

    const again = await mollie.createRefund(refundRequest(payment.id, 10_000, { refundId: '9' }));
    expect((await mollie.getPayment(payment.id))!.refunds).toEqual([{ ...refund, status: 'failed' }, again]);
  });

  it('a refund canceled at Mollie is reported canceled', async () => {
    const payment = await paidPayment(4_000);
    const refund = await mollie.createRefund(refundRequest(payment.id, 4_000));
    fake.setRefundStatus(payment.id, refund.id, 'canceled');
    expect((await mollie.getPayment(payment.id))!.refunds).toEqual([{ ...refund, status: 'canceled' }]);
  });

  it("a refund made in Mollie's dashboard (no metadata of ours) has refundId null", async () => {
    const payment = await paidPayment(3_000);
    const made = await createMollieClient({ apiKey: fake.apiKey, apiEndpoint: fake.apiEndpoint }).paymentRefunds.create({
      paymentId: payment.id,
      amount: { currency: 'EUR', value: '10.00' },
    });
    expect((await mollie.getPayment(payment.id))!.refunds).toEqual([{ id: made.id, status: 'pending', amountCents: 1_000, refundId: null }]);
  });

  it('a chargeback is reported, then reversed when the bank gives the money back', async () => {
    const payment = await paidPayment(4_990);
    const chargebackId = fake.addChargeback(payment.id);
    expect((await mollie.getPayment(payment.id))!).toMatchObject({ status: 'paid', chargebacks: [{ id: chargebackId, amountCents: 4_990, reversed: false }] });

    fake.reverseChargeback(payment.id, chargebackId);
    expect((await mollie.getPayment(payment.id))!.chargebacks).toEqual([{ id: chargebackId, amountCents: 4_990, reversed: true }]);
  });

  it('a partial chargeback next to a refund', async () => {
    const payment = await paidPayment(10_000);
    const refund = await mollie.createRefund(refundRequest(payment.id, 2_500));
    const chargebackId = fake.addChargeback(payment.id, 3_000);
    expect(await mollie.getPayment(payment.id)).toMatchObject({
      refunds: [refund],
      chargebacks: [{ id: chargebackId, amountCents: 3_000, reversed: false }],
    });
  });
});

describe('cancelling a payment', () => {
  it('an open payment Mollie says is cancelable is canceled (DELETE), then fetched again', async () => {
    const payment = await mollie.createPayment(paymentRequest());
    fake.setCancelable(payment.id, true);
    expect((await mollie.getPayment(payment.id))!.cancelable).toBe(true);

    const from = fake.requests.length;
    const canceled = await mollie.cancelPayment(payment.id);
    expect(since(from)).toMatchObject([
      { method: 'DELETE', path: `/v2/payments/${payment.id}` },
      { method: 'GET', path: getPath(payment.id) },
    ]);
    expect(canceled).toEqual({ ...payment, status: 'canceled', checkoutUrl: null, cancelable: false });
    expect(fake.payment(payment.id)).toMatchObject({ status: 'canceled', canceledAt: expect.any(String) });
  });

  it("an open payment of the shop's methods is not cancelable at Mollie: ProviderRefused 422 with Mollie's reason; it stays open", async () => {
    const payment = await mollie.createPayment(paymentRequest({ method: 'ideal' }));
    expect(payment.cancelable).toBe(false);
    const refusal = await mollie.cancelPayment(payment.id).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ProviderRefused);
    expect(refusal).toMatchObject({ status: 422, message: 'The payment cannot be cancelled' });
    expect(await mollie.getPayment(payment.id)).toMatchObject({ status: 'open', cancelable: false });
  });

  it('a payment canceled already, or paid, is ProviderRefused 422', async () => {
    const payment = await mollie.createPayment(paymentRequest());
    fake.setCancelable(payment.id, true);
    await mollie.cancelPayment(payment.id);
    await expect(mollie.cancelPayment(payment.id)).rejects.toMatchObject({ name: 'ProviderRefused', status: 422 });

    const paid = await paidPayment(1_000);
    fake.setCancelable(paid.id, true);
    await expect(mollie.cancelPayment(paid.id)).rejects.toMatchObject({ name: 'ProviderRefused', status: 422 });
  });

  it('an id Mollie does not know is null; one that is no Mollie payment id is null without asking', async () => {
    const from = fake.requests.length;
    expect(await mollie.cancelPayment('tr_DoesNotExist')).toBeNull();
    expect(since(from)).toMatchObject([{ method: 'DELETE', path: '/v2/payments/tr_DoesNotExist' }]);

    const after = fake.requests.length;
    for (const id of ['', 'foo', 're_4qqhO89gsT', 'tr_../../v2/refunds']) expect(await mollie.cancelPayment(id)).toBeNull();
    expect(since(after)).toHaveLength(0);
  });

  it('5xx is ProviderUnavailable, and the payment is still open', async () => {
    const payment = await mollie.createPayment(paymentRequest());
    fake.setCancelable(payment.id, true);
    fake.failNext(3, { status: 503, retryAfterSeconds: 0 });
    await expect(mollie.cancelPayment(payment.id)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(await mollie.getPayment(payment.id)).toMatchObject({ status: 'open', cancelable: true });
  });
});

describe('when Mollie fails', () => {
  it('5xx on every attempt is ProviderUnavailable; the client tried three times with one idempotency key, and no payment was made', async () => {
    const before = fake.paymentCount;
    const from = fake.requests.length;
    const request = paymentRequest();
    fake.failNext(3, { status: 503, retryAfterSeconds: 0 });
    await expect(mollie.createPayment(request)).rejects.toBeInstanceOf(ProviderUnavailable);
    const attempts = since(from);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((r) => r.headers['idempotency-key']))).toEqual(new Set([request.idempotencyKey]));
    expect(fake.paymentCount).toBe(before);

    // Later, the same attempt again: one payment.
    const payment = await mollie.createPayment(request);
    expect(payment.status).toBe('open');
    expect(fake.paymentCount).toBe(before + 1);
  });

  it('a single 5xx is retried by the client with the same key and makes one payment', async () => {
    const before = fake.paymentCount;
    fake.failNext(1, { status: 500, retryAfterSeconds: 0 });
    const payment = await mollie.createPayment(paymentRequest());
    expect(payment.status).toBe('open');
    expect(fake.paymentCount).toBe(before + 1);
  });

  it('5xx when fetching a payment is ProviderUnavailable, never null (the webhook must answer 5xx so Mollie retries)', async () => {
    const payment = await mollie.createPayment(paymentRequest());
    fake.failNext(3, { status: 502, retryAfterSeconds: 0 });
    await expect(mollie.getPayment(payment.id)).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.failNext(3, { status: 500, retryAfterSeconds: 0 });
    await expect(mollie.createRefund(refundRequest(payment.id, 100))).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('no answer is ProviderUnavailable within the timeout; the retry with the same key finds the payment Mollie made', async () => {
    const timeoutMs = 400;
    const impatient = createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.apiEndpoint, timeoutMs });
    const request = paymentRequest();
    const before = fake.paymentCount;
    const from = fake.requests.length;
    fake.hangNext(1, { executed: true });

    const started = performance.now();
    const outcome = impatient.createPayment(request).catch((e: unknown) => e);
    await expect.poll(() => since(from).length).toBe(1); // it reached Mollie, which made the payment and never answered
    const error = await outcome;
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 5);
    expect(elapsed).toBeLessThan(timeoutMs + 1_500);
    expect(fake.paymentCount).toBe(before + 1);

    const retried = await impatient.createPayment(request);
    expect(retried).toMatchObject({ status: 'open', amountCents: request.amountCents, orderId: request.orderId });
    expect(fake.paymentCount).toBe(before + 1); // the same payment, not a second one
  });

  it('no answer to a fetch is ProviderUnavailable within the timeout', async () => {
    const impatient = createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.apiEndpoint, timeoutMs: 300 });
    const payment = await impatient.createPayment(paymentRequest());
    fake.hangNext(1);
    const started = performance.now();
    await expect(impatient.getPayment(payment.id)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(performance.now() - started).toBeLessThan(1_800);
    expect(await impatient.getPayment(payment.id)).toMatchObject({ id: payment.id, status: 'open' });
  });

  it('no connection at all is ProviderUnavailable', async () => {
    const gone = await startMollieFake();
    const endpoint = gone.apiEndpoint;
    await gone.close();
    const unreachable = createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: endpoint, timeoutMs: 5_000 });
    await expect(unreachable.createPayment(paymentRequest())).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(unreachable.getPayment('tr_WDqYK6vllg')).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it("a wrong API key is ProviderRefused 401 with Mollie's reason, for a fetch too (not null)", async () => {
    const payment = await mollie.createPayment(paymentRequest());
    const wrong = createMollieProvider({ apiKey: 'test_deliberately_invalid_key', apiEndpoint: fake.apiEndpoint });
    const refusal = await wrong.createPayment(paymentRequest()).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ProviderRefused);
    expect(refusal).toMatchObject({ status: 401, message: 'Missing authentication, or failed to authenticate' });
    await expect(wrong.getPayment(payment.id)).rejects.toMatchObject({ name: 'ProviderRefused', status: 401 });
  });

  it('a key that is no Mollie API key is refused when the provider is made', () => {
    expect(() => createMollieProvider({ apiKey: '' })).toThrow(/test_ or live_/);
    expect(() => createMollieProvider({ apiKey: 'sk_test_123' })).toThrow(/test_ or live_/);
  });
});
