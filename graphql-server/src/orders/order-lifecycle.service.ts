/**
 * The one service that moves orders (issue 29): every change of an order's status or money goes through `move`,
 * which locks the order's row, loads its books (payments, refunds, chargebacks), asks the lifecycle
 * (schema/src/order-lifecycle.ts) whether the move is allowed and what it leads to, writes the books back with the
 * order's position (what lists read), its history and its events — once per key — and delivers the events to their
 * subscribers (order-events.ts): in the transaction, then after it commits. Two moves on one order wait for each
 * other at the row lock; a webhook sent ten times applies once.
 */
import type { DataSource, EntityManager } from 'typeorm';
import {
  attentionOf,
  decide,
  eventKey,
  orderStatusLabel,
  paymentStatusOf,
  positionOf,
  texts,
  type Actor,
  type BookChargeback,
  type BookPayment,
  type BookRefund,
  type OrderBooks,
  type OrderCommand,
  type OrderEvent,
  type OrderStatus,
  type ProviderPaymentStatus,
  type Refusal,
  type RefundStatusValue,
  type UnpaidPolicy,
} from '@lumina/schema';
import type { OrderEventBus } from './order-events';

/** Who makes a move: the lifecycle's actor, and the name the order's history gives them. */
export interface Who {
  actor: Actor;
  name: string;
}

/** The shop's clock making its rounds (reminders, unpaid orders, refunds to send). */
export const HOUSEKEEPING: Who = { actor: 'housekeeping', name: 'Webshop' };
/** The visitor who placed (or pays for) the order. */
export const SHOPPER: Who = { actor: 'shopper', name: texts.checkout.placedBy };
/** Who asked a refund the shop asks by itself (a payment on a cancelled order, a payment made twice). */
const AUTOMATIC = 'Automatisch';

export type MoveResult = { ok: true; events: OrderEvent[] } | { ok: false; refusal: Refusal | { code: 'ORDER_NOT_FOUND' | 'STALE_STATUS'; message: string; field?: string } };

export interface MoveDetails {
  /** A provider payment the books see for the first time or again: who took it, how, and its page while open. */
  payment?: { provider: 'mollie' | 'test'; method: string | null; checkoutUrl: string | null };
  /** Why staff refund (orderRefund, cancelling). */
  reason?: string | null;
  /** More writes in the move's transaction, once it is allowed (the payment request's bookkeeping). */
  also?: (em: EntityManager) => Promise<void>;
  /** The caller's own transaction (the checkout's): the move commits or rolls back with it. */
  em?: EntityManager;
  /** The status the caller saw: refused (STALE_STATUS) when the order is in another one now. */
  expectStatus?: OrderStatus;
}

export interface LifecycleOptions {
  policy: UnpaidPolicy;
  /** The clock (reminders and cancelling unpaid orders); tests set it. */
  now?: () => Date;
}

interface OrderRow {
  id: string;
  status: OrderStatus;
  total_cents: number;
  created_at: Date;
  reminded_at: Date | null;
  payment_status: string;
}
interface PaymentRow {
  id: string;
  provider: string;
  amount_cents: number;
  status: ProviderPaymentStatus;
}
interface RefundRow {
  id: number;
  payment_id: string;
  amount_cents: number;
  status: RefundStatusValue;
  provider_id: string | null;
  credits_invoice: boolean;
}
interface ChargebackRow {
  id: string;
  payment_id: string;
  amount_cents: number;
  reversed_at: Date | null;
}

/** Unpaid orders looked at per housekeeping round (the rest at the next). */
const SWEEP_BATCH = 200;

export class OrderLifecycle {
  private readonly now: () => Date;

  constructor(
    private readonly ds: DataSource,
    private readonly bus: OrderEventBus,
    private readonly options: LifecycleOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The order's books under its row lock (the caller's transaction); null when there is no such order. */
  async books(em: EntityManager, orderId: string): Promise<OrderBooks | null> {
    const [order] = (await em.query('SELECT id, status, total_cents, created_at, reminded_at, payment_status FROM customer_order WHERE id = $1 FOR UPDATE', [
      orderId,
    ])) as OrderRow[];
    if (!order) return null;
    // One after the other: a transaction is one connection, which runs one statement at a time.
    const payments = (await em.query('SELECT id, provider, amount_cents, status FROM payment WHERE order_id = $1 ORDER BY seq', [orderId])) as PaymentRow[];
    const refunds = (await em.query('SELECT id, payment_id, amount_cents, status, provider_id, credits_invoice FROM refund WHERE order_id = $1 ORDER BY id', [
      orderId,
    ])) as RefundRow[];
    const chargebacks = (await em.query('SELECT id, payment_id, amount_cents, reversed_at FROM chargeback WHERE order_id = $1 ORDER BY recorded_at, id', [
      orderId,
    ])) as ChargebackRow[];
    return {
      status: order.status,
      totalCents: order.total_cents,
      placedAt: order.created_at,
      remindedAt: order.reminded_at,
      payments: payments.map((p): BookPayment => ({ id: p.id, manual: p.provider === 'manual', amountCents: p.amount_cents, status: p.status })),
      refunds: refunds.map(
        (r): BookRefund => ({ id: String(r.id), paymentId: r.payment_id, amountCents: r.amount_cents, status: r.status, providerId: r.provider_id, creditsInvoice: r.credits_invoice }),
      ),
      chargebacks: chargebacks.map((c): BookChargeback => ({ id: c.id, paymentId: c.payment_id, amountCents: c.amount_cents, reversed: c.reversed_at !== null })),
    };
  }

  /** Whether `who` may make `command` now, asked inside the caller's transaction under the order's lock (changes nothing). */
  async check(em: EntityManager, orderId: string, command: OrderCommand, who: Who): Promise<MoveResult> {
    const books = await this.books(em, orderId);
    if (!books) return { ok: false, refusal: { code: 'ORDER_NOT_FOUND', message: texts.orders.notFound } };
    const decision = decide(books, command, who.actor, { now: this.now(), policy: this.options.policy, newRefundId: () => 'check' });
    return decision.ok ? { ok: true, events: decision.events } : { ok: false, refusal: decision.refusal };
  }

  /** Makes a move on an order; see the file comment. The events that were new (a replayed fact emits none). */
  async move(orderId: string, command: OrderCommand, who: Who, details: MoveDetails = {}): Promise<MoveResult> {
    const run = async (em: EntityManager) => this.moveIn(em, orderId, command, who, details);
    if (details.em) {
      const { result, fresh } = await run(details.em);
      if (fresh.length) this.bus.defer(details.em, fresh, { orderId, by: who.name });
      return result;
    }
    const { result, fresh } = await this.ds.transaction(run);
    if (fresh.length) await this.bus.committed(fresh, { orderId, by: who.name });
    return result;
  }

  private async moveIn(em: EntityManager, orderId: string, command: OrderCommand, who: Who, details: MoveDetails) {
    const before = await this.books(em, orderId);
    if (!before) return { result: { ok: false, refusal: { code: 'ORDER_NOT_FOUND', message: texts.orders.notFound } } as MoveResult, fresh: [] as OrderEvent[] };
    if (details.expectStatus && details.expectStatus !== before.status) {
      const refusal = { code: 'STALE_STATUS' as const, message: texts.orders.stale(orderStatusLabel(before.status)), field: 'from' };
      return { result: { ok: false, refusal } as MoveResult, fresh: [] as OrderEvent[] };
    }
    const ids = await this.refundIds(em, before, command);
    const decision = decide(before, command, who.actor, {
      now: this.now(),
      policy: this.options.policy,
      newRefundId: () => {
        const id = ids.shift();
        if (id === undefined) throw new Error(`No refund id reserved for ${command.move}`);
        return id;
      },
    });
    if (!decision.ok) return { result: { ok: false, refusal: decision.refusal } as MoveResult, fresh: [] as OrderEvent[] };
    // Every row the move writes is dated by the lifecycle's clock (the shop's time, as the invoices are).
    const at = this.now();
    await this.write(em, orderId, before, decision.books, decision.events, command, who, details, at);
    const fresh = await this.record(em, orderId, decision.events, who, at);
    await this.bus.dispatch(em, fresh, { orderId, by: who.name });
    await details.also?.(em);
    return { result: { ok: true, events: fresh } as MoveResult, fresh };
  }

  /** Ids for the refunds a move may create, reserved from the refund sequence (a move creates at most one per payment). */
  private async refundIds(em: EntityManager, books: OrderBooks, command: OrderCommand): Promise<string[]> {
    const count =
      command.move === 'providerUpdate' ? books.payments.length + command.payment.refunds.length + 1 : command.move === 'cancel' || command.move === 'refund' ? books.payments.length : 0;
    if (count === 0) return [];
    const rows = (await em.query(`SELECT nextval('refund_id_seq')::text AS id FROM generate_series(1, $1)`, [count])) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /** Writes what changed in the books, the order's position and its history. */
  private async write(em: EntityManager, orderId: string, before: OrderBooks, after: OrderBooks, events: OrderEvent[], command: OrderCommand, who: Who, details: MoveDetails, at: Date) {
    for (const payment of after.payments) {
      const old = before.payments.find((p) => p.id === payment.id);
      if (!old) {
        await em.query(
          `INSERT INTO payment (id, order_id, provider, method, amount_cents, status, checkout_url, recorded_by, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
          [
            payment.id,
            orderId,
            payment.manual ? 'manual' : (details.payment?.provider ?? 'mollie'),
            payment.manual ? null : (details.payment?.method ?? null),
            payment.amountCents,
            payment.status,
            payment.status === 'open' ? (details.payment?.checkoutUrl ?? null) : null,
            payment.manual ? who.name : null,
            at,
          ],
        );
      } else if (old.status !== payment.status) {
        await em.query(`UPDATE payment SET status = $2, checkout_url = CASE WHEN $2 = 'open' THEN checkout_url END, updated_at = $3 WHERE id = $1`, [
          payment.id,
          payment.status,
          at,
        ]);
      }
    }

    const failures = new Map(events.flatMap((e) => (e.type === 'RefundFailed' ? [[e.refundId, e.reason] as const] : [])));
    const touched = new Set<string>();
    for (const refund of after.refunds) {
      const old = before.refunds.find((r) => r.id === refund.id);
      const settledAt = refund.status === 'pending' ? null : at;
      if (!old) {
        const automatic = events.some((e) => e.type === 'RefundRequested' && e.refundId === refund.id && e.by === 'automatic');
        await em.query(
          `INSERT INTO refund (id, order_id, payment_id, amount_cents, status, provider_id, reason, requested_by, credits_invoice, failure, settled_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
          [
            Number(refund.id),
            orderId,
            refund.paymentId,
            refund.amountCents,
            refund.status,
            refund.providerId,
            automatic ? null : (details.reason ?? null),
            automatic ? AUTOMATIC : who.name,
            refund.creditsInvoice,
            failures.get(refund.id) ?? null,
            settledAt,
            at,
          ],
        );
        touched.add(refund.paymentId);
      } else if (old.status !== refund.status || old.providerId !== refund.providerId) {
        await em.query(`UPDATE refund SET status = $2, provider_id = $3, failure = coalesce($4, failure), settled_at = $5, updated_at = $6 WHERE id = $1`, [
          Number(refund.id),
          refund.status,
          refund.providerId,
          failures.get(refund.id) ?? null,
          settledAt,
          at,
        ]);
        touched.add(refund.paymentId);
      }
    }
    for (const paymentId of touched) {
      await em.query(`UPDATE payment SET refunded_cents = (SELECT coalesce(sum(amount_cents), 0) FROM refund WHERE payment_id = $1 AND status = 'refunded') WHERE id = $1`, [paymentId]);
    }

    for (const chargeback of after.chargebacks) {
      const old = before.chargebacks.find((c) => c.id === chargeback.id);
      if (!old) {
        await em.query(`INSERT INTO chargeback (id, order_id, payment_id, amount_cents, reversed_at, recorded_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
          chargeback.id,
          orderId,
          chargeback.paymentId,
          chargeback.amountCents,
          chargeback.reversed ? at : null,
          at,
        ]);
      } else if (chargeback.reversed && !old.reversed) {
        await em.query(`UPDATE chargeback SET reversed_at = $2 WHERE id = $1`, [chargeback.id, at]);
      }
    }

    const was = positionOf(before);
    const position = positionOf(after);
    const shipped = events.find((e) => e.type === 'OrderShipped');
    await em.query(
      `UPDATE customer_order SET status = $2, payment_status = $3, paid_cents = $4, refunded_cents = $5, refund_pending_cents = $6, charged_back_cents = $7,
         refundable_cents = $8, attention = $9::jsonb, reminded_at = $10,
         paid_at = CASE WHEN $11 THEN $14 ELSE paid_at END,
         carrier = coalesce($12, carrier), tracking_code = coalesce($13, tracking_code), updated_at = $14
       WHERE id = $1`,
      [
        orderId,
        after.status,
        position.paymentStatus,
        position.paidCents,
        position.refundedCents,
        position.refundPendingCents,
        position.chargedBackCents,
        position.refundableCents,
        JSON.stringify(attentionOf(after)),
        after.remindedAt,
        position.paymentStatus === 'paid' && was.paymentStatus !== 'paid' && was.paidCents < before.totalCents,
        shipped?.carrier ?? null,
        shipped?.trackingCode ?? null,
        at,
      ],
    );

    // The history as the API has always shown it: status changes, and payment status changes.
    if (command.move === 'place') {
      await em.query('INSERT INTO order_status_change (order_id, from_status, to_status, changed_by, changed_at) VALUES ($1, NULL, $2, $3, $4)', [orderId, after.status, who.name, at]);
    }
    for (const event of events) {
      if (event.type === 'StatusChanged') {
        await em.query('INSERT INTO order_status_change (order_id, from_status, to_status, changed_by, changed_at) VALUES ($1, $2, $3, $4, $5)', [
          orderId,
          event.from,
          event.to,
          who.name,
          at,
        ]);
      }
    }
    const paymentStatusBefore = paymentStatusOf(before);
    if (position.paymentStatus !== paymentStatusBefore) {
      const cause = command.move === 'providerUpdate' ? command.payment.id : command.move === 'recordPayment' ? command.paymentId : null;
      await em.query('INSERT INTO order_payment_change (order_id, payment_id, from_status, to_status, changed_by, changed_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        orderId,
        cause,
        paymentStatusBefore,
        position.paymentStatus,
        who.name,
        at,
      ]);
    }
  }

  /** Keeps the events, once per key; the ones that were new (a fact reported again is no event). */
  private async record(em: EntityManager, orderId: string, events: OrderEvent[], who: Who, at: Date): Promise<OrderEvent[]> {
    if (events.length === 0) return [];
    const keys = events.map(eventKey);
    const rows = (await em.query(
      `INSERT INTO order_event (order_id, type, key, data, actor, created_at)
       SELECT $1, e.type, e.key, e.data, $2, $6 FROM unnest($3::text[], $4::text[], $5::jsonb[]) WITH ORDINALITY AS e(type, key, data, n)
       ORDER BY e.n
       ON CONFLICT (order_id, key) DO NOTHING RETURNING key`,
      [orderId, who.name, events.map((e) => e.type), keys, events.map((e) => JSON.stringify(e)), at],
    )) as { key: string }[];
    const fresh = new Set(rows.map((r) => r.key));
    return events.filter((e, i) => fresh.has(keys[i]!) && keys.indexOf(keys[i]!) === i);
  }

  /**
   * One round of the shop's clock over unpaid orders: one reminder after `reminderAfterHours`, cancelled after
   * `cancelAfterDays` (each a move that may be refused, e.g. because it was paid meanwhile: then nothing happens).
   */
  async sweepUnpaid(): Promise<{ reminded: number; cancelled: number }> {
    const now = this.now();
    const { reminderAfterHours, cancelAfterDays } = this.options.policy;
    // Due a reminder (not yet sent) or due to be cancelled; a move refused (paid meanwhile) changes nothing.
    const rows = (await this.ds.query(
      `SELECT id FROM customer_order
       WHERE status = 'new' AND payment_status IN ('awaiting_payment', 'failed', 'canceled', 'expired') AND created_at <= $1
         AND (reminded_at IS NULL OR created_at <= $2)
       ORDER BY created_at LIMIT ${SWEEP_BATCH}`,
      [new Date(now.getTime() - reminderAfterHours * 3_600_000), new Date(now.getTime() - cancelAfterDays * 24 * 3_600_000)],
    )) as { id: string }[];
    let reminded = 0;
    let cancelled = 0;
    for (const { id } of rows) {
      const expired = await this.move(id, { move: 'expire' }, HOUSEKEEPING);
      if (expired.ok) {
        cancelled += 1;
        continue;
      }
      const reminder = await this.move(id, { move: 'remind' }, HOUSEKEEPING);
      if (reminder.ok && reminder.events.length) reminded += 1;
    }
    return { reminded, cancelled };
  }
}
