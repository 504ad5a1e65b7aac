/**
 * The built-in test provider (issue 19: works with no internet): what Mollie's test mode does, on this server.
 * A payment opens its own page, /betalen/test/{id}, where the shopper chooses paid, failed, canceled or expired;
 * the choice is stored here and then reaches the order exactly as Mollie's would: the webhook names the payment
 * and the shop asks this provider what became of it. Payments live in PostgreSQL (`test_provider_payment`), so
 * every server process sees them.
 */
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  ProviderRefused,
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
  refunded_cents: number;
}

const TEST_ID = /^tst_[A-Za-z0-9]{16}$/;

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(private readonly ds: DataSource) {}

  private view(row: Row): ProviderPayment {
    return {
      id: row.id,
      status: row.status,
      amountCents: row.amount_cents,
      orderId: row.order_id,
      checkoutUrl: row.status === 'open' ? `/betalen/test/${row.id}` : null,
      amountRefundedCents: row.refunded_cents,
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

  async createRefund(request: RefundRequest): Promise<ProviderRefund> {
    const [row] = (await this.ds.query(
      `UPDATE test_provider_payment SET refunded_cents = refunded_cents + $2
       WHERE id = $1 AND status = 'paid' AND refunded_cents + $2 <= amount_cents RETURNING id`,
      [request.paymentId, request.amountCents],
    )) as { id: string }[];
    if (!row) throw new ProviderRefused('The amount is higher than the amount that can be refunded for this payment.', 422, 'amount');
    return { id: `re_${randomBytes(8).toString('hex')}`, status: 'pending', amountCents: request.amountCents };
  }

  /** The payment as its test page shows it; null when unknown. */
  async payment(id: string): Promise<TestPayment | null> {
    const row = await this.row(id);
    return row
      ? { id: row.id, orderId: row.order_id, amountCents: row.amount_cents, method: row.method, description: row.description, redirectUrl: row.redirect_url, webhookUrl: row.webhook_url, status: row.status }
      : null;
  }

  /** The shopper's choice on the test page; only an open payment can change. True when it changed. */
  async settle(id: string, outcome: TestOutcome): Promise<boolean> {
    const rows = (await this.ds.query(`UPDATE test_provider_payment SET status = $2 WHERE id = $1 AND status = 'open' RETURNING id`, [id, outcome])) as unknown[];
    return rows.length > 0;
  }
}
