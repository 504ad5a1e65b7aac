/**
 * Money in (ARCHITECTURE §4, issue 19). An order's payment is asked of the provider after the order has committed —
 * never a network call inside a transaction — and its status comes only from asking the provider when its webhook
 * names a payment, so a forged webhook can change nothing. Every change happens under the order's row lock, in one
 * transaction with its history entry (and, when the order becomes paid, its invoice and mails through the hooks):
 * ten copies of one webhook change the order once, and an older status never overwrites a newer one.
 *
 * Refunds are reserved under the lock before the provider is asked (two at once can never exceed what was paid),
 * then confirmed or released. A manual payment (a bank transfer) is recorded by staff with who and when.
 */
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { texts } from '@lumina/schema';
import { PaymentMethod, PaymentStatus } from '../api/trade';
import { ProviderRefused, ProviderUnavailable, type PaymentProvider, type ProviderMethod, type ProviderPayment, type ProviderPaymentStatus, type ProviderRefund } from './provider';

/** What the shop does when an order's money changes: its invoice and mails (wired in services.ts). */
export interface PaymentHooks {
  /** In the transaction that makes the order paid. */
  paid?(em: EntityManager, orderId: string): Promise<void>;
  /** In the transaction that confirms a refund. */
  refunded?(em: EntityManager, orderId: string, refund: { id: number; amountCents: number }): Promise<void>;
}

export interface PaymentOptions {
  /** The shop's public address (PUBLIC_BASE_URL) for the provider's redirect and webhook; null → paths on this host. */
  publicBaseUrl: string | null;
}

export type PaymentErrorCode = 'ORDER_NOT_FOUND' | 'ALREADY_PAID' | 'NOT_PAYABLE' | 'PROVIDER_UNAVAILABLE' | 'PROVIDER_REFUSED' | 'INVALID_AMOUNT' | 'AMOUNT_TOO_HIGH';

export interface PaymentProblem {
  code: PaymentErrorCode;
  message: string;
}

/** The result of asking for a payment: where to send the shopper, or why not. */
export type StartResult = { checkoutUrl: string | null; problem: null } | { checkoutUrl: null; problem: PaymentProblem };

const METHOD: Record<PaymentMethod, ProviderMethod> = {
  [PaymentMethod.BANCONTACT]: 'bancontact',
  [PaymentMethod.IDEAL]: 'ideal',
  [PaymentMethod.CREDITCARD]: 'creditcard',
  [PaymentMethod.PAYPAL]: 'paypal',
};

/** How far a payment has come: a status only ever moves forward; the last four end it. */
const RANK: Record<ProviderPaymentStatus, number> = { open: 0, pending: 1, authorized: 2, paid: 3, failed: 3, canceled: 3, expired: 3 };

/** The order's payment status while nothing is paid, from its latest payment. */
const UNPAID_STATUS: Record<ProviderPaymentStatus, PaymentStatus> = {
  open: PaymentStatus.AWAITING_PAYMENT,
  pending: PaymentStatus.PENDING,
  authorized: PaymentStatus.PENDING,
  paid: PaymentStatus.PAID,
  failed: PaymentStatus.FAILED,
  canceled: PaymentStatus.CANCELED,
  expired: PaymentStatus.EXPIRED,
};

/** Statuses after which the shopper may start a new payment. */
export const PAYABLE: readonly PaymentStatus[] = [PaymentStatus.AWAITING_PAYMENT, PaymentStatus.FAILED, PaymentStatus.CANCELED, PaymentStatus.EXPIRED];

interface OrderRow {
  id: string;
  status: string;
  total_cents: number;
  payment_method: PaymentMethod | null;
  payment_status: PaymentStatus;
  paid_cents: number;
  refunded_cents: number;
  payment_attempts: number;
  payment_request_key: string | null;
}

interface PaymentRow {
  id: string;
  provider: 'mollie' | 'test' | 'manual';
  amount_cents: number;
  status: ProviderPaymentStatus;
  checkout_url: string | null;
  refunded_cents: number;
}

const lockOrder = async (em: EntityManager, id: string) =>
  ((await em.query('SELECT * FROM customer_order WHERE id = $1 FOR UPDATE', [id])) as OrderRow[])[0] ?? null;

export class PaymentService {
  /** The invoice and mails of a paid or refunded order (wired in services.ts). */
  hooks: PaymentHooks = {};

  constructor(
    private readonly ds: DataSource,
    readonly provider: PaymentProvider,
    private readonly options: PaymentOptions,
  ) {}

  /** Who a status change is attributed to when the provider made it. */
  private get providerName(): string {
    return this.provider.name === 'mollie' ? 'Mollie' : texts.payments.testProvider;
  }

  private url(path: string): string {
    return `${this.options.publicBaseUrl ?? ''}${path}`;
  }

  /**
   * Asks the provider for a payment of the order's total, unless it is paid or one is open (then that one's page):
   * the key of the request is stored first, so a retry after a timeout asks with the same key and gets the same
   * payment. Nothing is changed when the provider fails; the shopper can try again.
   */
  async start(orderId: string): Promise<StartResult> {
    const decided = await this.ds.transaction(async (em) => {
      const order = await lockOrder(em, orderId);
      if (!order) return { problem: { code: 'ORDER_NOT_FOUND', message: texts.orders.notFound } as PaymentProblem };
      if (!PAYABLE.includes(order.payment_status)) return { problem: { code: 'ALREADY_PAID', message: texts.payments.alreadyPaid } as PaymentProblem };
      if (order.status === 'cancelled' || !order.payment_method) return { problem: { code: 'NOT_PAYABLE', message: texts.payments.notPayable } as PaymentProblem };
      const [open] = (await em.query(
        `SELECT * FROM payment WHERE order_id = $1 AND status = 'open' AND checkout_url IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
        [orderId],
      )) as PaymentRow[];
      if (open) return { open };
      const key = order.payment_request_key ?? `${order.id}-${order.payment_attempts + 1}`;
      if (!order.payment_request_key) await em.query('UPDATE customer_order SET payment_request_key = $2 WHERE id = $1', [orderId, key]);
      return { ask: { key, order } };
    });
    if ('problem' in decided) return { checkoutUrl: null, problem: decided.problem! };
    if ('open' in decided) return { checkoutUrl: decided.open!.checkout_url, problem: null };
    const { key, order } = decided.ask!;

    let payment: ProviderPayment;
    try {
      payment = await this.provider.createPayment({
        orderId: order.id,
        amountCents: order.total_cents,
        method: METHOD[order.payment_method!],
        description: texts.payments.description(order.id),
        redirectUrl: this.url(`/bestelling/${encodeURIComponent(order.id)}`),
        webhookUrl: this.url('/webhooks/mollie'),
        idempotencyKey: key,
      });
    } catch (error) {
      if (error instanceof ProviderUnavailable) return { checkoutUrl: null, problem: { code: 'PROVIDER_UNAVAILABLE', message: texts.payments.unavailable } };
      if (error instanceof ProviderRefused) return { checkoutUrl: null, problem: { code: 'PROVIDER_REFUSED', message: texts.payments.refused } };
      throw error;
    }

    await this.ds.transaction(async (em) => {
      await lockOrder(em, order.id);
      await em.query(
        `INSERT INTO payment (id, order_id, provider, method, amount_cents, status, checkout_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [payment.id, order.id, this.provider.name, METHOD[order.payment_method!], payment.amountCents, payment.status, payment.checkoutUrl],
      );
      await em.query(
        'UPDATE customer_order SET payment_attempts = payment_attempts + 1, payment_request_key = NULL WHERE id = $1 AND payment_request_key = $2',
        [order.id, key],
      );
      // A payment that was already decided (a retry found it paid) is applied as a webhook would; a new open one
      // makes a failed order await its payment again.
      if (payment.status !== 'open') await this.apply(em, payment);
      else await this.settleOrder(em, order.id, payment.id, this.providerName);
    });
    return { checkoutUrl: payment.checkoutUrl, problem: null };
  }

  /**
   * The provider's webhook named `id`: ask the provider what became of it and apply that. 'unknown' when the
   * provider or the shop does not know it (the webhook answers 200 all the same, revealing nothing); throws
   * ProviderUnavailable when the provider cannot say (the webhook answers 503 so the provider retries).
   */
  async handleWebhook(id: string): Promise<'applied' | 'unchanged' | 'unknown'> {
    if (!/^[A-Za-z0-9_]{1,64}$/.test(id)) return 'unknown';
    const payment = await this.provider.getPayment(id);
    if (!payment?.orderId) return 'unknown';
    return this.ds.transaction(async (em) => ((await lockOrder(em, payment.orderId!)) ? this.apply(em, payment) : 'unknown'));
  }

  /** Applies the provider's view of a payment to its order, whose row the caller has locked. */
  private async apply(em: EntityManager, payment: ProviderPayment): Promise<'applied' | 'unchanged'> {
    const [local] = (await em.query('SELECT * FROM payment WHERE id = $1 FOR UPDATE', [payment.id])) as PaymentRow[];
    if (!local) {
      await em.query(
        `INSERT INTO payment (id, order_id, provider, amount_cents, status, checkout_url, refunded_cents) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [payment.id, payment.orderId, this.provider.name, payment.amountCents, payment.status, payment.checkoutUrl, payment.amountRefundedCents],
      );
    } else {
      if (RANK[payment.status] <= RANK[local.status]) return 'unchanged';
      await em.query('UPDATE payment SET status = $2, checkout_url = $3, updated_at = now() WHERE id = $1', [payment.id, payment.status, payment.checkoutUrl]);
    }
    return (await this.settleOrder(em, payment.orderId!, payment.id, this.providerName)) ? 'applied' : 'unchanged';
  }

  /**
   * The order's payment status from its payments: paid once what came in covers the total (refunded when all of it
   * went back), else the latest payment's state. Records a change with its history entry; runs the paid hook when
   * the order has just become paid. True when the order's status changed.
   */
  private async settleOrder(em: EntityManager, orderId: string, paymentId: string | null, changedBy: string): Promise<boolean> {
    const order = (await em.query('SELECT * FROM customer_order WHERE id = $1', [orderId]))[0] as OrderRow;
    const payments = (await em.query('SELECT * FROM payment WHERE order_id = $1 ORDER BY created_at DESC, id DESC', [orderId])) as PaymentRow[];
    const paidCents = payments.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amount_cents, 0);
    // Refunded: what the provider confirmed (a refund still asked counts as reserved, not as refunded).
    const [{ cents: refundedCents }] = (await em.query(`SELECT COALESCE(sum(amount_cents), 0)::int AS cents FROM refund WHERE order_id = $1 AND status = 'refunded'`, [orderId])) as [
      { cents: number },
    ];
    const latest = payments.find((p) => p.provider !== 'manual');
    const next: PaymentStatus =
      paidCents >= order.total_cents
        ? refundedCents >= paidCents
          ? PaymentStatus.REFUNDED
          : PaymentStatus.PAID
        : latest
          ? UNPAID_STATUS[latest.status] === PaymentStatus.PAID
            ? PaymentStatus.AWAITING_PAYMENT
            : UNPAID_STATUS[latest.status]
          : PaymentStatus.AWAITING_PAYMENT;
    const becamePaid = next === PaymentStatus.PAID && order.payment_status !== PaymentStatus.PAID && order.payment_status !== PaymentStatus.REFUNDED;
    if (next === order.payment_status && paidCents === order.paid_cents) return false;
    await em.query(
      `UPDATE customer_order SET payment_status = $2, paid_cents = $3, paid_at = CASE WHEN $4 THEN now() ELSE paid_at END, updated_at = now() WHERE id = $1`,
      [orderId, next, paidCents, becamePaid],
    );
    if (next !== order.payment_status) {
      await em.query('INSERT INTO order_payment_change (order_id, payment_id, from_status, to_status, changed_by) VALUES ($1, $2, $3, $4, $5)', [
        orderId,
        paymentId,
        order.payment_status,
        next,
        changedBy,
      ]);
    }
    if (becamePaid) await this.hooks.paid?.(em, orderId);
    return true;
  }

  /** Staff record a payment made outside the provider (a bank transfer) for what is still due, with who and when. */
  async recordManual(orderId: string, staff: string): Promise<PaymentProblem | null> {
    return this.ds.transaction(async (em) => {
      const order = await lockOrder(em, orderId);
      if (!order) return { code: 'ORDER_NOT_FOUND', message: texts.orders.notFound };
      if (!PAYABLE.includes(order.payment_status) && order.payment_status !== PaymentStatus.PENDING) return { code: 'ALREADY_PAID', message: texts.payments.alreadyPaid };
      if (order.status === 'cancelled') return { code: 'NOT_PAYABLE', message: texts.payments.notPayable };
      const id = `man_${randomBytes(8).toString('hex')}`;
      await em.query(`INSERT INTO payment (id, order_id, provider, amount_cents, status, recorded_by) VALUES ($1, $2, 'manual', $3, 'paid', $4)`, [
        id,
        orderId,
        order.total_cents - order.paid_cents,
        staff,
      ]);
      await this.settleOrder(em, orderId, id, staff);
      return null;
    });
  }

  /**
   * Refunds `amountCents` of a paid order through the provider that took the payment (a manual payment's refund is
   * recorded only: the money goes back by hand). Never more than what came in and was not refunded yet.
   */
  async refund(orderId: string, amountCents: number, reason: string | null, staff: string): Promise<PaymentProblem | null> {
    if (!Number.isInteger(amountCents) || amountCents <= 0) return { code: 'INVALID_AMOUNT', message: texts.payments.invalidAmount };
    const reserved = await this.ds.transaction(async (em) => {
      const order = await lockOrder(em, orderId);
      if (!order) return { code: 'ORDER_NOT_FOUND', message: texts.orders.notFound } as PaymentProblem;
      const refundable = order.paid_cents - order.refunded_cents;
      if (amountCents > refundable) return { code: 'AMOUNT_TOO_HIGH', message: texts.payments.amountTooHigh(refundable) } as PaymentProblem;
      const [payment] = (await em.query(
        `SELECT * FROM payment WHERE order_id = $1 AND status = 'paid' AND amount_cents - refunded_cents >= $2 ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
        [orderId, amountCents],
      )) as PaymentRow[];
      if (!payment) return { code: 'AMOUNT_TOO_HIGH', message: texts.payments.onePaymentOnly } as PaymentProblem;
      await em.query('UPDATE payment SET refunded_cents = refunded_cents + $2, updated_at = now() WHERE id = $1', [payment.id, amountCents]);
      await em.query('UPDATE customer_order SET refunded_cents = refunded_cents + $2, updated_at = now() WHERE id = $1', [orderId, amountCents]);
      const [{ id }] = (await em.query(
        `INSERT INTO refund (order_id, payment_id, amount_cents, status, reason, requested_by) VALUES ($1, $2, $3, 'requested', $4, $5) RETURNING id`,
        [orderId, payment.id, amountCents, reason, staff],
      )) as [{ id: number }];
      if (payment.provider === 'manual') {
        await this.confirmRefund(em, orderId, id, amountCents, null, staff);
        return null;
      }
      return { refundId: id, paymentId: payment.id };
    });
    if (reserved === null || 'code' in reserved) return reserved;

    let refund: ProviderRefund;
    try {
      refund = await this.provider.createRefund({
        paymentId: reserved.paymentId,
        amountCents,
        description: texts.payments.refundDescription(orderId),
        idempotencyKey: `refund-${reserved.refundId}`,
      });
    } catch (error) {
      // No answer is no "no": the provider may still make it. The reservation stays (status requested), so neither
      // a second refund here nor a webhook can count that money twice; staff check it at the provider.
      if (error instanceof ProviderUnavailable) return { code: 'PROVIDER_UNAVAILABLE', message: texts.payments.refundUnavailable };
      // A refusal is a "no": the amount is free again.
      await this.ds.transaction(async (em) => {
        await lockOrder(em, orderId);
        await em.query(`UPDATE refund SET status = 'failed', updated_at = now() WHERE id = $1`, [reserved.refundId]);
        await em.query('UPDATE payment SET refunded_cents = refunded_cents - $2, updated_at = now() WHERE id = $1', [reserved.paymentId, amountCents]);
        await em.query('UPDATE customer_order SET refunded_cents = refunded_cents - $2, updated_at = now() WHERE id = $1', [orderId, amountCents]);
      });
      if (error instanceof ProviderRefused) return { code: 'PROVIDER_REFUSED', message: texts.payments.refundRefused(error.message) };
      throw error;
    }
    await this.ds.transaction(async (em) => {
      await lockOrder(em, orderId);
      await this.confirmRefund(em, orderId, reserved.refundId, amountCents, refund.id, staff);
    });
    return null;
  }

  private async confirmRefund(em: EntityManager, orderId: string, refundId: number, amountCents: number, providerId: string | null, staff: string) {
    await em.query(`UPDATE refund SET status = 'refunded', provider_id = $2, updated_at = now() WHERE id = $1`, [refundId, providerId]);
    await this.settleOrder(em, orderId, null, staff);
    await this.hooks.refunded?.(em, orderId, { id: refundId, amountCents });
  }

  /**
   * The most one refund of the order can take now (what `refund` accepts): what came in and is neither refunded nor
   * asked back, and no more than is left of a single paid payment, since a refund goes back through one payment.
   */
  async refundableCents(orderId: string): Promise<number> {
    const [row] = (await this.ds.query(
      `SELECT GREATEST(0, LEAST(o.paid_cents - o.refunded_cents,
         coalesce((SELECT max(p.amount_cents - p.refunded_cents) FROM payment p WHERE p.order_id = o.id AND p.status = 'paid'), 0)))::int AS cents
       FROM customer_order o WHERE o.id = $1`,
      [orderId],
    )) as { cents: number }[];
    return row?.cents ?? 0;
  }

  /** Where the shopper can pay now (an open payment's page), or null. */
  async openCheckoutUrl(orderId: string): Promise<string | null> {
    const [row] = (await this.ds.query(
      `SELECT checkout_url FROM payment WHERE order_id = $1 AND status = 'open' AND checkout_url IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
      [orderId],
    )) as { checkout_url: string }[];
    return row?.checkout_url ?? null;
  }
}
