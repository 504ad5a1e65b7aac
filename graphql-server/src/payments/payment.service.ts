/**
 * Money in and out through the payment provider (ARCHITECTURE §4, issues 19 and 29). This service talks to the
 * provider; what the answers mean for an order is the lifecycle's to decide (orders/order-lifecycle.service.ts).
 *
 * - A payment is asked of the provider after the order has committed — never a network call inside a transaction —
 *   with the key of the request stored first, so a retry after a timeout gets the same payment.
 * - A webhook only names a payment: the shop fetches it, with its refunds and chargebacks, and the lifecycle applies
 *   that (a forged webhook changes nothing; ten copies change the order once).
 * - A refund is reserved by the lifecycle (pending) and then sent here, after its commit; the provider's answer —
 *   accepted, refused — and later its webhook settle it. A refund that could not be sent (no answer, the process
 *   ended) is sent again by housekeeping, after asking the provider whether it already has it.
 * - A provider payment the order no longer wants (the order was cancelled or paid otherwise) is cancelled at the
 *   provider where it can be; if it is paid after all, the lifecycle sends it back.
 */
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { texts, type ProviderPaymentView } from '@lumina/schema';
import { PaymentMethod } from '../api/trade';
import type { OrderEventBus } from '../orders/order-events';
import type { OrderLifecycle, Who } from '../orders/order-lifecycle.service';
import { ProviderRefused, ProviderUnavailable, type PaymentProvider, type ProviderMethod, type ProviderPayment } from './provider';

export interface PaymentOptions {
  /** The shop's public address (PUBLIC_BASE_URL) for the provider's redirect and webhook; null → paths on this host. */
  publicBaseUrl: string | null;
}

export type PaymentErrorCode =
  | 'ORDER_NOT_FOUND'
  | 'ALREADY_PAID'
  | 'NOT_PAYABLE'
  | 'NOT_ALLOWED'
  | 'PROVIDER_UNAVAILABLE'
  | 'PROVIDER_REFUSED'
  | 'INVALID_AMOUNT'
  | 'AMOUNT_TOO_HIGH';

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

/** How long one sender may hold a refund to send it (the provider's call is bounded by its own timeout, 10 s). */
const REFUND_SEND_LEASE_SECONDS = 60;
/** A refund still unsent this long after it was asked is sent again by housekeeping. */
const REFUND_RETRY_AFTER_SECONDS = 60;

interface OrderRow {
  id: string;
  total_cents: number;
  payment_method: PaymentMethod | null;
  payment_attempts: number;
  payment_request_key: string | null;
}

const asProblem = (refusal: { code: string; message: string }): PaymentProblem => ({ code: refusal.code as PaymentErrorCode, message: refusal.message });

export class PaymentService {
  constructor(
    private readonly ds: DataSource,
    readonly provider: PaymentProvider,
    private readonly lifecycle: OrderLifecycle,
    bus: OrderEventBus,
    private readonly options: PaymentOptions,
  ) {
    bus.afterCommit('RefundRequested', (event) => this.sendRefund(event.refundId).then(() => undefined));
    bus.afterCommit('PaymentObsolete', (event) => this.cancelAtProvider(event.paymentId));
  }

  /** Who the provider's answers are attributed to in an order's history. */
  private get providerWho(): Who {
    return { actor: 'provider', name: this.provider.name === 'mollie' ? 'Mollie' : texts.payments.testProvider };
  }

  private url(path: string): string {
    return `${this.options.publicBaseUrl ?? ''}${path}`;
  }

  /** The provider's view as the lifecycle reads it. */
  private view(payment: ProviderPayment): ProviderPaymentView {
    return {
      id: payment.id,
      amountCents: payment.amountCents,
      status: payment.status,
      refunds: payment.refunds.map((r) => ({ providerId: r.id, refundId: r.refundId, amountCents: r.amountCents, status: r.status })),
      chargebacks: payment.chargebacks,
    };
  }

  /** Applies what the provider says of a payment to its order. */
  private apply(payment: ProviderPayment) {
    return this.lifecycle.move(payment.orderId!, { move: 'providerUpdate', payment: this.view(payment) }, this.providerWho, {
      payment: { provider: this.provider.name, method: null, checkoutUrl: payment.checkoutUrl },
    });
  }

  /**
   * Asks the provider for a payment of the order's total — with another method when `method` is given — unless the
   * lifecycle says it cannot be paid now, or one is open with that method (then that one's page). Nothing is changed
   * when the provider fails; the shopper can try again.
   */
  async start(orderId: string, who: Who, method: PaymentMethod | null = null): Promise<StartResult> {
    const decided = await this.ds.transaction(async (em) => {
      const allowed = await this.lifecycle.check(em, orderId, { move: 'pay' }, who);
      if (!allowed.ok) return { problem: asProblem(allowed.refusal) };
      const [order] = (await em.query('SELECT id, total_cents, payment_method, payment_attempts, payment_request_key FROM customer_order WHERE id = $1', [orderId])) as OrderRow[];
      if (method && method !== order!.payment_method) {
        await em.query('UPDATE customer_order SET payment_method = $2, payment_request_key = NULL, updated_at = now() WHERE id = $1', [orderId, method]);
        order!.payment_method = method;
        order!.payment_request_key = null;
      }
      if (!order!.payment_method) return { problem: { code: 'NOT_PAYABLE', message: texts.payments.notPayable } as PaymentProblem };
      const [open] = (await em.query(
        `SELECT checkout_url FROM payment WHERE order_id = $1 AND status = 'open' AND checkout_url IS NOT NULL AND method = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
        [orderId, METHOD[order!.payment_method]],
      )) as { checkout_url: string }[];
      if (open) return { open: open.checkout_url };
      const key = order!.payment_request_key ?? `${order!.id}-${order!.payment_attempts + 1}`;
      if (!order!.payment_request_key) await em.query('UPDATE customer_order SET payment_request_key = $2 WHERE id = $1', [orderId, key]);
      return { ask: { key, order: order! } };
    });
    if ('problem' in decided) return { checkoutUrl: null, problem: decided.problem! };
    if ('open' in decided) return { checkoutUrl: decided.open!, problem: null };
    const { key, order } = decided.ask!;
    const providerMethod = METHOD[order.payment_method!];

    let payment: ProviderPayment;
    try {
      payment = await this.provider.createPayment({
        orderId: order.id,
        amountCents: order.total_cents,
        method: providerMethod,
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

    // The payment joins the order's books as the provider has it (a retry may find it decided already); the
    // request's key is used up with it.
    await this.lifecycle.move(order.id, { move: 'providerUpdate', payment: this.view(payment) }, this.providerWho, {
      payment: { provider: this.provider.name, method: providerMethod, checkoutUrl: payment.checkoutUrl },
      also: async (em) => {
        await em.query(
          'UPDATE customer_order SET payment_attempts = payment_attempts + 1, payment_request_key = NULL WHERE id = $1 AND payment_request_key = $2',
          [order.id, key],
        );
      },
    });
    return { checkoutUrl: payment.status === 'open' ? payment.checkoutUrl : null, problem: null };
  }

  /**
   * The provider's webhook named `id`: fetch it and apply it. 'unknown' when the provider or the shop does not know
   * it (the webhook answers 200 all the same, revealing nothing); throws ProviderUnavailable when the provider cannot
   * say (the webhook answers 503 so the provider retries).
   */
  async handleWebhook(id: string): Promise<'applied' | 'unchanged' | 'unknown'> {
    if (!/^[A-Za-z0-9_]{1,64}$/.test(id)) return 'unknown';
    const payment = await this.provider.getPayment(id);
    if (!payment?.orderId) return 'unknown';
    const result = await this.apply(payment);
    if (!result.ok) return 'unknown';
    return result.events.length ? 'applied' : 'unchanged';
  }

  /** Staff record a payment made outside the provider (a bank transfer) for what is due, with who and when. */
  async recordManual(orderId: string, staff: Who): Promise<PaymentProblem | null> {
    const result = await this.lifecycle.move(orderId, { move: 'recordPayment', paymentId: `man_${randomBytes(8).toString('hex')}` }, staff);
    return result.ok ? null : asProblem(result.refusal);
  }

  /**
   * Staff refund `amountCents` of what the order took in (spread over its payments, newest first), through the
   * provider that took each (a manual payment's refund is recorded: the money goes back by hand). Pending until the
   * provider settles it; the provider's refusal, or its silence, is answered here.
   */
  async refund(orderId: string, amountCents: number, reason: string | null, staff: Who): Promise<PaymentProblem | null> {
    const result = await this.lifecycle.move(orderId, { move: 'refund', amountCents }, staff, { reason });
    if (!result.ok) return asProblem(result.refusal);
    return this.sentOutcome(result.events.flatMap((e) => (e.type === 'RefundRequested' ? [e.refundId] : [])));
  }

  /** What the provider answered to refunds just asked (they were sent after their move committed). */
  private async sentOutcome(refundIds: string[]): Promise<PaymentProblem | null> {
    if (refundIds.length === 0) return null;
    const rows = (await this.ds.query('SELECT status, provider_id, failure FROM refund WHERE id = ANY($1::int[])', [refundIds.map(Number)])) as {
      status: string;
      provider_id: string | null;
      failure: string | null;
    }[];
    const refused = rows.find((r) => r.status === 'failed' && r.failure);
    if (refused) return { code: 'PROVIDER_REFUSED', message: texts.payments.refundRefused(refused.failure!) };
    if (rows.some((r) => r.status === 'pending' && r.provider_id === null)) return { code: 'PROVIDER_UNAVAILABLE', message: texts.payments.refundUnavailable };
    return null;
  }

  /**
   * Sends one pending refund to the provider, unless it was sent already or another process is sending it (a lease
   * on the row, one statement). Before sending again it asks the provider whether it has the refund already (a
   * first attempt may have reached it without its answer reaching us), and applies that instead.
   */
  async sendRefund(refundId: string): Promise<'sent' | 'refused' | 'unavailable' | 'nothing'> {
    // An UPDATE answers [rows, count] through TypeORM.
    const [[claimed]] = (await this.ds.query(
      `UPDATE refund r SET sending_until = now() + ($2::int * interval '1 second')
       FROM payment p
       WHERE r.id = $1 AND p.id = r.payment_id AND r.status = 'pending' AND r.provider_id IS NULL AND p.provider <> 'manual'
         AND (r.sending_until IS NULL OR r.sending_until < now())
       RETURNING r.order_id, r.payment_id, r.amount_cents, r.created_at < now() - ($3::int * interval '1 second') AS retry`,
      [Number(refundId), REFUND_SEND_LEASE_SECONDS, REFUND_RETRY_AFTER_SECONDS],
    )) as [{ order_id: string; payment_id: string; amount_cents: number; retry: boolean }[], number];
    if (!claimed) return 'nothing';
    try {
      // A refund sent again: the first attempt may have reached the provider without its answer reaching us.
      const known = claimed.retry ? await this.provider.getPayment(claimed.payment_id) : null;
      if (known?.refunds.some((r) => r.refundId === refundId)) {
        await this.apply(known);
        return 'sent';
      }
      const refund = await this.provider.createRefund({
        paymentId: claimed.payment_id,
        amountCents: claimed.amount_cents,
        description: texts.payments.refundDescription(claimed.order_id),
        refundId,
        idempotencyKey: `refund-${refundId}`,
      });
      await this.lifecycle.move(claimed.order_id, { move: 'refundSent', refundId, providerId: refund.id, status: refund.status }, this.providerWho);
      return 'sent';
    } catch (error) {
      if (error instanceof ProviderRefused) {
        await this.lifecycle.move(claimed.order_id, { move: 'refundRefused', refundId, reason: error.message }, this.providerWho);
        return 'refused';
      }
      // No answer: the lease is given back, and housekeeping sends it again (asking the provider first).
      if (error instanceof ProviderUnavailable) {
        await this.ds.query('UPDATE refund SET sending_until = NULL WHERE id = $1', [Number(refundId)]);
        return 'unavailable';
      }
      throw error;
    }
  }

  /** Refunds asked but never sent (the provider did not answer, or the process ended first): sent again. */
  async retryUnsentRefunds(): Promise<number> {
    const rows = (await this.ds.query(
      `SELECT id::text FROM refund WHERE status = 'pending' AND provider_id IS NULL AND created_at < now() - ($1::int * interval '1 second')
         AND (sending_until IS NULL OR sending_until < now()) ORDER BY created_at LIMIT 100`,
      [REFUND_RETRY_AFTER_SECONDS],
    )) as { id: string }[];
    let sent = 0;
    for (const { id } of rows) if ((await this.sendRefund(id)) === 'sent') sent += 1;
    return sent;
  }

  /** An open payment the order no longer wants: cancelled at the provider when it still can be, and the result applied. */
  private async cancelAtProvider(paymentId: string): Promise<void> {
    const payment = await this.provider.getPayment(paymentId);
    if (!payment?.orderId) return;
    if (!payment.cancelable) {
      // Not cancelable (most methods, once the shopper is on it): it ends by itself, or is paid and sent back.
      await this.apply(payment);
      return;
    }
    const after = await this.provider.cancelPayment(paymentId).catch((error: unknown) => {
      if (error instanceof ProviderRefused) return this.provider.getPayment(paymentId);
      throw error;
    });
    if (after?.orderId) await this.apply(after);
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
