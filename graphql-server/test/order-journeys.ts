/**
 * An order's journey as the shop's people and its payment provider make it, over HTTP: a shopper places and pays
 * (the test provider's page), the provider reports (its webhook), staff read and act (GraphQL as staff). Shared by
 * the payment and lifecycle tests.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ProviderRefused, ProviderUnavailable, type PaymentRequest, type ProviderPayment, type ProviderRefund, type RefundRequest } from '../src/payments/provider';
import { TestPaymentProvider } from '../src/payments/test-provider';
import type { TestApp } from './harness';
import { visitor, type Visitor } from './visitor';

/** The test provider, switched off and on by a test (as a provider that is down would be), its payments cancelable or not. */
export class FlakyProvider extends TestPaymentProvider {
  down = false;
  /** The next refund is made at the provider, but its answer never arrives (a timeout after the fact). */
  loseNextRefundAnswer = false;
  /** Open payments can be canceled by the shop (the test provider's way); false: as Mollie's Bancontact or iDEAL once started. */
  cancelable = true;
  override async createPayment(request: PaymentRequest): Promise<ProviderPayment> {
    if (this.down) throw new ProviderUnavailable('Mollie answered 503');
    return super.createPayment(request);
  }
  override async getPayment(id: string): Promise<ProviderPayment | null> {
    if (this.down) throw new ProviderUnavailable('Mollie answered 503');
    const payment = await super.getPayment(id);
    return payment && { ...payment, cancelable: payment.cancelable && this.cancelable };
  }
  override async createRefund(request: RefundRequest): Promise<ProviderRefund> {
    if (this.down) throw new ProviderUnavailable('Mollie did not answer');
    const refund = await super.createRefund(request);
    if (this.loseNextRefundAnswer) {
      this.loseNextRefundAnswer = false;
      throw new ProviderUnavailable('Mollie did not answer in time');
    }
    return refund;
  }
  override async cancelPayment(id: string): Promise<ProviderPayment | null> {
    if (!this.cancelable) throw new ProviderRefused('The payment cannot be canceled.', 422);
    return super.cancelPayment(id);
  }
}

const ADD = `mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) { cart { id } userErrors { code message } } }`;
const PLACE = `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { id total { cents } paymentStatus payUrl canPay } userErrors { code message } } }`;
export const PLACED = `query($id: ID!) { placedOrder(id: $id) { id status paymentStatus payUrl canPay } }`;
export const PAY = `mutation($input: OrderPayInput!) { orderPay(input: $input) { checkoutUrl order { paymentStatus paymentMethod } userErrors { code message } } }`;
const STAFF_ORDER = `query($id: ID!) { order(id: $id) { status paymentStatus paid { cents } refunded { cents } refundPending { cents } chargedBack { cents } refundable { cents }
  attention canRecordPayment nextStatuses
  payments { id provider status amount { cents } refunded { cents } }
  refunds { id status amount { cents } requestedBy providerId creditsInvoice failure }
  chargebacks { id amount { cents } reversedAt }
  paymentHistory { from to changedBy }
  events { type description actor }
  invoices { number kind total { cents } } } }`;
const REFUND = `mutation($input: OrderRefundInput!) { orderRefund(input: $input) { order { paymentStatus refunded { cents } refundPending { cents } } userErrors { code field message } } }`;
const CHANGE = `mutation($input: OrderStatusChangeInput!) { orderStatusChange(input: $input) { order { status paymentStatus refundPending { cents } } userErrors { code field message } } }`;
const RECORD = `mutation($input: OrderPaymentRecordInput!) { orderPaymentRecord(input: $input) { order { paymentStatus paid { cents } } userErrors { code message } } }`;

export interface PlacedOrder {
  shopper: Visitor;
  id: string;
  payUrl: string | null;
}

export function orderJourneys(app: TestApp, staffCookie: () => string) {
  const asStaff = (cookie?: string) => ({ cookie: cookie ?? staffCookie() });

  /** A shopper with one fixed-price blind (€ 29,95 + € 19,95 shipping below € 375 = € 49,90) ordered by Bancontact. */
  async function placeOrder(): Promise<PlacedOrder> {
    const shopper = visitor(app);
    const productId = await app.productId('translucent-grijs');
    const added = await shopper.gql(ADD, { input: { productId, quantity: 1, selectedColor: 'Grijs' } });
    expect(added.data.cartLineAdd.userErrors).toEqual([]);
    const customer = { name: 'An Peeters', email: 'an@voorbeeld.be', phone: '', street: 'Kouter 14', postcode: '9000', city: 'Gent', country: 'BE' };
    const placed = await shopper.gql(PLACE, { input: { attemptId: randomUUID(), customer, paymentMethod: 'BANCONTACT', acceptNoWithdrawal: true } });
    expect(placed.data.orderPlace.userErrors).toEqual([]);
    const order = placed.data.orderPlace.order;
    return { shopper, id: order.id, payUrl: order.payUrl };
  }

  /** A form post on the test provider's pages, as a browser's would be; where it sends the browser next. */
  async function post(by: Visitor, path: string, fields: Record<string, string> = {}) {
    const res = await by.fetch(path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status, `${path} ${JSON.stringify(fields)}`).toBe(303);
    return res.headers.get('location');
  }

  /** The shopper chooses an outcome on the test provider's page. */
  async function settle(shopper: Visitor, payUrl: string, status: string) {
    const page = await shopper.fetch(payUrl);
    expect(page.status).toBe(200);
    return post(shopper, payUrl, { status });
  }

  const paymentPath = (paymentId: string) => `/betalen/test/${paymentId}`;

  return {
    placeOrder,
    settle,
    /** Places an order and pays it on the provider's page. */
    async paidOrder(): Promise<PlacedOrder & { paymentId: string }> {
      const placed = await placeOrder();
      await settle(placed.shopper, placed.payUrl!, 'paid');
      return { ...placed, paymentId: placed.payUrl!.split('/').pop()! };
    },
    async staffOrder(id: string) {
      const { data, errors } = await app.gql(STAFF_ORDER, { id }, asStaff());
      expect(errors).toBeUndefined();
      return data.order;
    },
    async refund(id: string, amountCents: number, cookie?: string) {
      return (await app.gql(REFUND, { input: { orderId: id, amountCents, reason: 'Kras op de cassette' } }, asStaff(cookie))).data.orderRefund;
    },
    async changeStatus(input: Record<string, unknown>, cookie?: string) {
      return (await app.gql(CHANGE, { input }, asStaff(cookie))).data.orderStatusChange;
    },
    async recordPayment(id: string) {
      return (await app.gql(RECORD, { input: { orderId: id } }, asStaff())).data.orderPaymentRecord;
    },
    webhook: (id: string) => app.fetch('/webhooks/mollie', { method: 'POST', body: new URLSearchParams({ id }), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    /** At the provider, later: a refund settled or failed (its page, as Mollie's dashboard; then the webhook). */
    settleRefund: (paymentId: string, providerRefundId: string, status: 'refunded' | 'failed') =>
      post(visitor(app), `${paymentPath(paymentId)}/terugbetaling/${providerRefundId}`, { status }),
    /** At the provider, later: the shopper's bank takes back what remains of the payment. */
    chargeback: (paymentId: string) => post(visitor(app), `${paymentPath(paymentId)}/terugboeking`),
    /** The mails written about an order, as staff read them. */
    async mails(id: string): Promise<{ template: string; recipient: string; subject: string; text: string; attachments: string[] }[]> {
      const { data } = await app.gql(`{ mails(first: 100) { nodes { template recipient subject text attachments } } }`, {}, asStaff());
      return data.mails.nodes.filter((m: { subject: string }) => m.subject.includes(id));
    },
  };
}
