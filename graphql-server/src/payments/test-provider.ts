/**
 * The built-in test provider (issue 19: works with no internet): what Mollie's test mode does, on this server.
 * A payment opens its own page, /betalen/test/{id}, where the shopper chooses paid, failed, canceled or expired;
 * the choice is stored here and then reaches the order exactly as Mollie's would: the webhook names the payment
 * and the shop asks this provider what became of it. As at Mollie, a refund starts `pending` and is settled later
 * (refunded, or failed), and a paid payment can be charged back; the same page, standing in for Mollie's dashboard,
 * settles or fails a refund and records a chargeback, each reported through the same webhook. An open payment can
 * be canceled by the shop. Everything lives in PostgreSQL (`test_provider_*`), so every server process sees it.
 */
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  ProviderRefused,
  type ProviderChargeback,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
  type RefundRequest,
} from './provider';

/** What the shopper can choose on the test page (Mollie's test mode offers the same). */
export const TEST_OUTCOMES = ['paid', 'failed', 'canceled', 'expired'] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];

export interface TestPayment {
  id: string;
  orderId: string;
  amountCents: number;
  method: string;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  status: ProviderPaymentStatus;
  refunds: ProviderRefund[];
  chargebacks: ProviderChargeback[];
  /** What can still be refunded or charged back. */
  remainingCents: number;
}

/** What the test page does to a refund or a payment after it was paid (Mollie does these in its own time). */
export const TEST_REFUND_OUTCOMES = ['refunded', 'failed'] as const;
export type TestRefundOutcome = (typeof TEST_REFUND_OUTCOMES)[number];

interface RefundRow {
  id: string;
  payment_id: string;
  our_refund_id: string | null;
  amount_cents: number;
  status: ProviderRefund['status'];
}

interface ChargebackRow {
  id: string;
  payment_id: string;
  amount_cents: number;
  reversed: boolean;
}

interface Row {
  id: string;
  order_id: string;
  amount_cents: number;
  method: string;
  description: string;
  redirect_url: string;
  webhook_url: string;
  status: ProviderPaymentStatus;
}

const TEST_ID = /^tst_[A-Za-z0-9]{16}$/;

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(private readonly ds: DataSource) {}

  private async view(row: Row): Promise<ProviderPayment> {
    const [refunds, chargebacks] = await Promise.all([
      this.ds.query('SELECT * FROM test_provider_refund WHERE payment_id = $1 ORDER BY created_at, id', [row.id]) as Promise<RefundRow[]>,
      this.ds.query('SELECT * FROM test_provider_chargeback WHERE payment_id = $1 ORDER BY created_at, id', [row.id]) as Promise<ChargebackRow[]>,
    ]);
    return {
      id: row.id,
      status: row.status,
      amountCents: row.amount_cents,
      orderId: row.order_id,
      checkoutUrl: row.status === 'open' ? `/betalen/test/${row.id}` : null,
      cancelable: row.status === 'open',
      refunds: refunds.map((r) => ({ id: r.id, status: r.status, amountCents: r.amount_cents, refundId: r.our_refund_id })),
      chargebacks: chargebacks.map((c) => ({ id: c.id, amountCents: c.amount_cents, reversed: c.reversed })),
    };
  }

  private async row(id: string): Promise<Row | null> {
    if (!TEST_ID.test(id)) return null;
    const [row] = (await this.ds.query('SELECT * FROM test_provider_payment WHERE id = $1', [id])) as Row[];
    return row ?? null;
  }

  async createPayment(request: PaymentRequest): Promise<ProviderPayment> {
    const id = `tst_${randomBytes(12).toString('base64url').replace(/[^A-Za-z0-9]/g, 'x').slice(0, 16)}`;
    await this.ds.query(
      `INSERT INTO test_provider_payment (id, idempotency_key, order_id, amount_cents, method, description, redirect_url, webhook_url, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'open') ON CONFLICT (idempotency_key) DO NOTHING`,
      [id, request.idempotencyKey, request.orderId, request.amountCents, request.method, request.description, request.redirectUrl, request.webhookUrl],
    );
    const [row] = (await this.ds.query('SELECT * FROM test_provider_payment WHERE idempotency_key = $1', [request.idempotencyKey])) as Row[];
    return this.view(row!);
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    const row = await this.row(id);
    return row ? this.view(row) : null;
  }

  /** As Mollie: pending at first, never more than remains of the payment (refunds not failed, chargebacks standing). */
  async createRefund(request: RefundRequest): Promise<ProviderRefund> {
    const id = `re_${randomBytes(8).toString('hex')}`;
    const [row] = (await this.ds.query(
      `WITH payment AS (SELECT id FROM test_provider_payment WHERE id = $2 AND status = 'paid' FOR UPDATE)
       INSERT INTO test_provider_refund (id, payment_id, our_refund_id, amount_cents, status)
       SELECT $1, payment.id, $3, $4::int, 'pending' FROM payment
       WHERE $4::int <= (SELECT amount_cents FROM test_provider_payment WHERE id = $2) - ${TAKEN_SQL('$2')}
       RETURNING id`,
      [id, request.paymentId, request.refundId, request.amountCents],
    )) as { id: string }[];
    if (!row) throw new ProviderRefused('The amount is higher than the amount that can be refunded for this payment.', 422, 'amount');
    return { id, status: 'pending', amountCents: request.amountCents, refundId: request.refundId };
  }

  async cancelPayment(id: string): Promise<ProviderPayment | null> {
    const row = await this.row(id);
    if (!row) return null;
    if (row.status !== 'open') throw new ProviderRefused('The payment cannot be canceled.', 422);
    await this.ds.query(`UPDATE test_provider_payment SET status = 'canceled' WHERE id = $1 AND status = 'open'`, [id]);
    return this.getPayment(id);
  }

  /** The payment as its test page shows it; null when unknown. */
  async payment(id: string): Promise<TestPayment | null> {
    const row = await this.row(id);
    if (!row) return null;
    const view = await this.view(row);
    const taken = [...view.refunds.filter((r) => r.status !== 'failed' && r.status !== 'canceled'), ...view.chargebacks.filter((c) => !c.reversed)];
    return {
      id: row.id,
      orderId: row.order_id,
      amountCents: row.amount_cents,
      method: row.method,
      description: row.description,
      redirectUrl: row.redirect_url,
      webhookUrl: row.webhook_url,
      status: row.status,
      refunds: view.refunds,
      chargebacks: view.chargebacks,
      remainingCents: row.status === 'paid' ? row.amount_cents - taken.reduce((sum, t) => sum + t.amountCents, 0) : 0,
    };
  }

  /** The shopper's choice on the test page; only an open payment can change. True when it changed. */
  async settle(id: string, outcome: TestOutcome): Promise<boolean> {
    // An UPDATE answers [rows, count] through TypeORM.
    const [rows] = (await this.ds.query(`UPDATE test_provider_payment SET status = $2 WHERE id = $1 AND status = 'open' RETURNING id`, [id, outcome])) as [unknown[], number];
    return rows.length > 0;
  }

  /** The test page settles a pending refund of this payment, as Mollie does days later. True when it changed. */
  async settleRefund(paymentId: string, refundId: string, outcome: TestRefundOutcome): Promise<boolean> {
    const [rows] = (await this.ds.query(`UPDATE test_provider_refund SET status = $3 WHERE id = $2 AND payment_id = $1 AND status = 'pending' RETURNING id`, [
      paymentId,
      refundId,
      outcome,
    ])) as [unknown[], number];
    return rows.length > 0;
  }

  /** The test page records a chargeback of a paid payment: all that remains of it, or `amountCents`. True when one was made. */
  async chargeback(paymentId: string, amountCents?: number): Promise<boolean> {
    const id = `chb_${randomBytes(8).toString('hex')}`;
    const rows = (await this.ds.query(
      `WITH payment AS (SELECT id, amount_cents FROM test_provider_payment WHERE id = $2 AND status = 'paid' FOR UPDATE),
            remaining AS (SELECT payment.id, payment.amount_cents - ${TAKEN_SQL('payment.id')} AS cents FROM payment)
       INSERT INTO test_provider_chargeback (id, payment_id, amount_cents)
       SELECT $1, remaining.id, coalesce($3::int, remaining.cents) FROM remaining WHERE remaining.cents > 0 AND coalesce($3::int, remaining.cents) BETWEEN 1 AND remaining.cents
       RETURNING id`,
      [id, paymentId, amountCents ?? null],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The bank gives a chargeback back. True when it changed. */
  async reverseChargeback(paymentId: string, chargebackId: string): Promise<boolean> {
    const [rows] = (await this.ds.query(`UPDATE test_provider_chargeback SET reversed = true WHERE id = $2 AND payment_id = $1 AND NOT reversed RETURNING id`, [
      paymentId,
      chargebackId,
    ])) as [unknown[], number];
    return rows.length > 0;
  }
}

/** What refunds (not failed) and standing chargebacks have taken of a payment, as SQL over its id. */
const TAKEN_SQL = (payment: string) =>
  `(coalesce((SELECT sum(amount_cents) FROM test_provider_refund WHERE payment_id = ${payment} AND status NOT IN ('failed', 'canceled')), 0)
    + coalesce((SELECT sum(amount_cents) FROM test_provider_chargeback WHERE payment_id = ${payment} AND NOT reversed), 0))`;
