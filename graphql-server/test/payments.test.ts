/**
 * Money in (issue 19) with the built-in test provider, through HTTP as a shopper, the provider and staff use it:
 * an order placed is asked of the provider after it commits; the provider's page settles it and the order learns
 * the outcome only by asking the provider when the webhook names the payment. Failed → pay again → paid; ten
 * copies of one webhook change the order once; a webhook that names a payment the provider has not settled changes
 * nothing; a provider that is down leaves the order intact and unpaid, with a retry. Refunds, chargebacks and the
 * rest of an order's life: order-lifecycle.test.ts.
 */
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp } from './harness';
import { FlakyProvider, orderJourneys, PAY, PLACED } from './order-journeys';
import { visitor } from './visitor';

let app: TestApp;
let provider: FlakyProvider;
let staffCookie: string;
let journeys: ReturnType<typeof orderJourneys>;
beforeAll(async () => {
  app = await startTestApp({ services: (ds: DataSource) => ({ paymentProvider: (provider = new FlakyProvider(ds)) }) });
  staffCookie = await signInStaff(app.url, app.services);
  journeys = orderJourneys(app, () => staffCookie);
});
afterAll(async () => {
  await app?.close();
});

const placeOrder = () => journeys.placeOrder();
const settle: ReturnType<typeof orderJourneys>['settle'] = (...args) => journeys.settle(...args);
const staffOrder = (id: string) => journeys.staffOrder(id);
const webhook = (id: string) => journeys.webhook(id);

describe('paying an order on the test provider', () => {
  it('sends the shopper to the provider after the order is placed, and shows it paid once the provider says so', async () => {
    const { shopper, id, payUrl } = await placeOrder();
    expect(payUrl).toMatch(/^\/betalen\/test\/tst_[A-Za-z0-9]{16}$/);
    const page = await (await shopper.fetch(payUrl!)).text();
    expect(page).toContain('€\u00a049,90');
    expect(page).toContain(`Bestelling ${id}`);

    expect(await settle(shopper, payUrl!, 'paid')).toBe(`/bestelling/${id}`);
    expect((await shopper.gql(PLACED, { id })).data.placedOrder).toEqual({ id, status: 'NEW', paymentStatus: 'PAID', payUrl: null, canPay: false });
    const seen = await staffOrder(id);
    expect(seen.paid).toEqual({ cents: 4990 });
    expect(seen.payments).toEqual([{ id: payUrl!.split('/').pop(), provider: 'TEST', status: 'PAID', amount: { cents: 4990 }, refunded: { cents: 0 } }]);
    expect(seen.paymentHistory).toEqual([{ from: 'awaiting_payment', to: 'paid', changedBy: 'Testbetaling' }]);

    // The invoice is numbered with the payment; the mails were written with the events they report.
    const { invoices } = (await shopper.gql(`query($id: ID!) { placedOrder(id: $id) { invoices { number kind url total { cents } } } }`, { id })).data.placedOrder;
    expect(invoices).toEqual([{ number: expect.stringMatching(/^\d{4}-\d{6}$/), kind: 'INVOICE', url: `/bestelling/${id}/factuur.pdf`, total: { cents: 4990 } }]);
    const pdf = await shopper.fetch(invoices[0].url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const mails = (await app.gql(`{ mails(first: 100) { nodes { template recipient subject text attachments } } }`, {}, { cookie: staffCookie })).data.mails.nodes.filter(
      (m: { subject: string }) => m.subject.includes(id),
    );
    expect(mails.map((m: { template: string; recipient: string }) => [m.template, m.recipient]).sort()).toEqual([
      ['ORDER_RECEIVED', 'an@voorbeeld.be'],
      ['PAYMENT_RECEIVED', 'an@voorbeeld.be'],
      ['SHOP_ORDER_PAID', 'info@lumina-rolgordijnen.be'],
    ]);
    const received = mails.find((m: { template: string }) => m.template === 'PAYMENT_RECEIVED');
    expect(received.text).toContain('We hebben je betaling van €\u00a049,90 voor bestelling');
    expect(received.attachments).toEqual([`Factuur ${invoices[0].number} (pdf)`]);
  });

  it('after a failed payment the shopper pays again, with a new payment of the same amount', async () => {
    const { shopper, id, payUrl } = await placeOrder();
    await settle(shopper, payUrl!, 'failed');
    expect((await shopper.gql(PLACED, { id })).data.placedOrder).toMatchObject({ paymentStatus: 'FAILED', payUrl: null, canPay: true });

    const again = (await shopper.gql(PAY, { input: { orderId: id } })).data.orderPay;
    expect(again.userErrors).toEqual([]);
    expect(again.checkoutUrl).toMatch(/^\/betalen\/test\/tst_/);
    expect(again.checkoutUrl).not.toBe(payUrl);
    // Asked twice before paying, it answers the same open payment.
    expect((await shopper.gql(PAY, { input: { orderId: id } })).data.orderPay.checkoutUrl).toBe(again.checkoutUrl);

    await settle(shopper, again.checkoutUrl, 'paid');
    const seen = await staffOrder(id);
    expect(seen.paymentStatus).toBe('PAID');
    expect(seen.payments.map((p: any) => [p.status, p.amount.cents])).toEqual([['PAID', 4990], ['FAILED', 4990]]);
    expect(seen.paymentHistory.map((c: any) => `${c.from}>${c.to}`)).toEqual(['awaiting_payment>failed', 'failed>awaiting_payment', 'awaiting_payment>paid']);
    expect((await shopper.gql(PAY, { input: { orderId: id } })).data.orderPay.userErrors[0].code).toBe('ALREADY_PAID');
  });

  it('only the visitor whose cart placed the order can pay it', async () => {
    const { id } = await placeOrder();
    const other = (await visitor(app).gql(PAY, { input: { orderId: id } })).data.orderPay;
    expect(other).toEqual({ checkoutUrl: null, order: null, userErrors: [{ code: 'ORDER_NOT_FOUND', message: 'Deze bestelling bestaat niet.' }] });
  });
});

describe("the test provider's page", () => {
  it("takes a form posted from the shop's own page only: another site's, or a sandboxed frame's, answers 403 and changes nothing", async () => {
    const { shopper, id, payUrl } = await placeOrder();
    const press = (headers: Record<string, string>, path = payUrl!, fields: Record<string, string> = { status: 'paid' }) =>
      shopper.fetch(path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
    const refusedFrom: Record<string, string>[] = [
      { origin: 'https://kwaad.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://winkel.example', 'sec-fetch-site': 'same-site' },
      // A browser that says only where the form comes from.
      { origin: 'https://kwaad.example' },
      { origin: 'null' },
    ];
    for (const headers of refusedFrom) {
      const refused = await press(headers);
      expect([refused.status, await refused.text()], JSON.stringify(headers)).toEqual([403, 'Dit formulier werkt alleen vanaf de pagina van de winkel zelf.']);
    }
    expect((await shopper.gql(PLACED, { id })).data.placedOrder.paymentStatus).toBe('AWAITING_PAYMENT');
    // From the page itself, as the browser says it.
    const own = await press({ origin: app.url, 'sec-fetch-site': 'same-origin' });
    expect([own.status, own.headers.get('location')]).toEqual([303, `/bestelling/${id}`]);
    // The later forms (a chargeback by the bank, ...) alike.
    const later = await press({ origin: 'https://kwaad.example', 'sec-fetch-site': 'cross-site' }, `${payUrl}/terugboeking`, {});
    expect(later.status).toBe(403);
    expect((await staffOrder(id)).chargebacks).toEqual([]);
  });
});

describe('the webhook', () => {
  it('ten copies at once change the order once', async () => {
    const { id, payUrl } = await placeOrder();
    const paymentId = payUrl!.split('/').pop()!;
    await provider.settle(paymentId, 'paid');
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(paymentId)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const seen = await staffOrder(id);
    expect(seen.paymentStatus).toBe('PAID');
    expect(seen.paymentHistory).toHaveLength(1);
    // A late webhook for an older state changes nothing either.
    expect((await webhook(paymentId)).status).toBe(200);
    expect((await staffOrder(id)).paymentHistory).toHaveLength(1);
  });

  it('a webhook for a payment the provider has not settled changes nothing, and an unknown id reveals nothing', async () => {
    const { id, payUrl } = await placeOrder();
    const forged = await webhook(payUrl!.split('/').pop()!);
    expect(forged.status).toBe(200);
    expect((await staffOrder(id)).paymentStatus).toBe('AWAITING_PAYMENT');
    for (const unknown of ['tr_WDqYK6vllg', 'tst_AAAAAAAAAAAAAAAA', "'; DROP TABLE payment; --"]) {
      const res = await webhook(unknown);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('OK');
    }
  });

  it('answers 503 when the provider cannot say, so the provider tries again', async () => {
    const { id, payUrl } = await placeOrder();
    const paymentId = payUrl!.split('/').pop()!;
    await provider.settle(paymentId, 'paid');
    provider.down = true;
    try {
      const res = await webhook(paymentId);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
    } finally {
      provider.down = false;
    }
    expect((await staffOrder(id)).paymentStatus).toBe('AWAITING_PAYMENT');
    expect((await webhook(paymentId)).status).toBe(200);
    expect((await staffOrder(id)).paymentStatus).toBe('PAID');
  });
});

describe('invoices under load', () => {
  it('twenty orders paid at once get twenty invoice numbers with no gap and no repeat', async () => {
    const placed = [];
    for (let i = 0; i < 20; i++) placed.push(await placeOrder());
    const paymentIds = placed.map((p) => p.payUrl!.split('/').pop()!);
    for (const id of paymentIds) await provider.settle(id, 'paid');
    const answers = await Promise.all(paymentIds.map((id) => webhook(id)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers: string[] = [];
    for (const { shopper, id } of placed) {
      const { invoices } = (await shopper.gql(`query($id: ID!) { placedOrder(id: $id) { invoices { number } } }`, { id })).data.placedOrder;
      expect(invoices).toHaveLength(1);
      numbers.push(invoices[0].number);
    }
    const sequence = numbers.map((n) => Number(n.split('-')[1])).sort((a, b) => a - b);
    expect(new Set(sequence).size).toBe(20);
    expect(sequence.at(-1)! - sequence[0]!).toBe(19);
  });
});

describe('a provider that is down', () => {
  it('leaves the order placed and unpaid, with a clear message and a retry that works', async () => {
    provider.down = true;
    let placed: Awaited<ReturnType<typeof placeOrder>>;
    try {
      placed = await placeOrder();
      expect(placed.payUrl).toBeNull();
      const pay = (await placed.shopper.gql(PAY, { input: { orderId: placed.id } })).data.orderPay;
      expect(pay.userErrors).toEqual([{ code: 'PROVIDER_UNAVAILABLE', message: 'De betaaldienst is even niet bereikbaar. Je bestelling is bewaard; probeer zo dadelijk opnieuw te betalen.' }]);
      expect(pay.order.paymentStatus).toBe('AWAITING_PAYMENT');
    } finally {
      provider.down = false;
    }
    const retry = (await placed.shopper.gql(PAY, { input: { orderId: placed.id } })).data.orderPay;
    expect(retry.userErrors).toEqual([]);
    await settle(placed.shopper, retry.checkoutUrl, 'paid');
    expect((await staffOrder(placed.id)).payments).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('are for staff only', async () => {
    const { id } = await placeOrder();
    const res = await app.gql(`mutation($input: OrderRefundInput!) { orderRefund(input: $input) { userErrors { code } } }`, { input: { orderId: id, amountCents: 100 } });
    expect(res.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
