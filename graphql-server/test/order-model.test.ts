/**
 * The order lifecycle, model-based (issue 29): fast-check drives random sequences of everything that can happen to
 * orders — placed; paid, failed, canceled or expired at the provider; webhooks replayed, several at once; a payment
 * asked again (another method); cancelled by each role with or without the refund; moved along; a bank transfer
 * recorded; refunds asked and then settled or failed at the provider, or not answered and sent again; chargebacks
 * and their reversal; the provider unable to cancel; the clock running past the reminder and the cancellation of
 * unpaid orders — against the real services on PostgreSQL with the built-in test provider, and checks after every
 * step that the books hold:
 *
 *   paid − refunded − charged back ≥ 0; refunded ≤ paid; the order row says what its payments, refunds and
 *   chargebacks say; production or later ⇒ paid (a provider payment or a recorded transfer); a cancelled order's
 *   balance settles to 0 (or staff are told why not); at most one invoice, of the order's total; credit notes =
 *   settled refunds of invoiced money; invoice and credit-note numbers consecutive without gaps; each mail once
 *   for the event it reports; no event applied twice.
 *
 * Seeded and replayable: ORDER_MODEL_SEED=<seed> (the seed of a failure is printed by fast-check with its path).
 */
import type { DataSource } from 'typeorm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, type OrderStatus } from '@lumina/schema';
import { PaymentMethod } from '../src/api/trade';
import type { Who } from '../src/orders/order-lifecycle.service';
import { SHOPPER } from '../src/orders/order-lifecycle.service';
import { startTestApp, type TestApp } from './harness';
import { FlakyProvider } from './order-journeys';

let app: TestApp;
let provider: FlakyProvider;
/** The shop's clock runs this far ahead of real time; it only ever moves forward. */
let aheadMs = 0;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  app = await startTestApp({ services: (ds: DataSource) => ({ paymentProvider: (provider = new FlakyProvider(ds)), now: () => new Date(Date.now() + aheadMs) }) });
});
afterAll(async () => {
  await app?.close();
});

const STAFF: Record<'beheer' | 'atelier' | 'klantenservice', Who> = {
  beheer: { actor: 'beheer', name: 'Model Beheer' },
  atelier: { actor: 'atelier', name: 'Model Atelier' },
  klantenservice: { actor: 'klantenservice', name: 'Model Klantenservice' },
};
type Role = keyof typeof STAFF;

interface Model {
  orders: string[];
}
interface Real {
  steps: number;
}

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => app.ds.query(sql, params) as Promise<T[]>;
const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await q<T>(sql, params))[0]!;
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

async function orderRow(id: string) {
  return one<{ status: OrderStatus; total_cents: number; refundable_cents: number }>('SELECT status, total_cents, refundable_cents FROM customer_order WHERE id = $1', [id]);
}
const webhook = (paymentId: string) => app.services.payments.handleWebhook(paymentId).catch(() => 'unavailable');

/* ----------------------------------------------------------------------------------------------- */
/* Commands                                                                                          */

abstract class OnOrder implements fc.AsyncCommand<Model, Real> {
  constructor(readonly which: number) {}
  check(m: Readonly<Model>) {
    return m.orders.length > 0;
  }
  protected order(m: Model) {
    return pick(m.orders, this.which);
  }
  async run(m: Model, r: Real) {
    const id = this.order(m);
    await this.act(id);
    r.steps += 1;
    await checkBooks(m.orders);
  }
  abstract act(id: string): Promise<void>;
  abstract toString(): string;
}

let attempts = 0;

class Place implements fc.AsyncCommand<Model, Real> {
  /** `paid`: the shopper pays at once on the provider's page (the common way). */
  constructor(
    readonly quantity: number,
    readonly method: PaymentMethod,
    readonly paid = false,
  ) {}
  check(m: Readonly<Model>) {
    return m.orders.length < 6;
  }
  async run(m: Model, r: Real) {
    const productId = await app.productId('translucent-grijs');
    const { cart } = await app.services.cart.create([{ productId, quantity: this.quantity, selectedColor: 'Grijs' }]);
    const placed = await app.services.checkout.place(
      { cartId: cart!.token },
      {
        attemptId: `model-attempt-${process.pid}-${(attempts += 1)}`,
        customer: { name: 'Model Klant', email: 'model@voorbeeld.be', phone: '', street: 'Kouter 14', postcode: '9000', city: 'Gent', country: 'BE' },
        paymentMethod: this.method,
        acceptNoWithdrawal: true,
      },
      '127.0.0.1',
    );
    expect(placed.userErrors).toEqual([]);
    const id = placed.order!.id;
    m.orders.push(id);
    if (this.paid) {
      const [open] = await q<{ id: string }>(`SELECT id FROM test_provider_payment WHERE order_id = $1 AND status = 'open'`, [id]);
      await provider.settle(open!.id, 'paid');
      await webhook(open!.id);
    }
    r.steps += 1;
    await checkBooks(m.orders);
  }
  toString() {
    return `place(${this.quantity}, ${this.method}${this.paid ? ', paid' : ''})`;
  }
}

/** The shopper ends the open payment on the provider's page; the provider calls the webhook. */
class Outcome extends OnOrder {
  constructor(which: number, readonly outcome: 'paid' | 'failed' | 'canceled' | 'expired') {
    super(which);
  }
  async act(id: string) {
    const [open] = await q<{ id: string }>(`SELECT id FROM test_provider_payment WHERE order_id = $1 AND status = 'open' ORDER BY created_at DESC LIMIT 1`, [id]);
    if (!open) return;
    await provider.settle(open.id, this.outcome);
    await webhook(open.id);
  }
  toString() {
    return `outcome(#${this.which}, ${this.outcome})`;
  }
}

/** A webhook for one of the order's payments, replayed several times at once. */
class Replay extends OnOrder {
  constructor(which: number, readonly payment: number, readonly copies: number) {
    super(which);
  }
  async act(id: string) {
    const payments = await q<{ id: string }>(`SELECT id FROM test_provider_payment WHERE order_id = $1 ORDER BY created_at`, [id]);
    if (!payments.length) return;
    const paymentId = pick(payments, this.payment).id;
    await Promise.all(Array.from({ length: this.copies }, () => webhook(paymentId)));
  }
  toString() {
    return `replay(#${this.which}, payment ${this.payment}, ×${this.copies})`;
  }
}

class PayAgain extends OnOrder {
  constructor(which: number, readonly method: PaymentMethod | null) {
    super(which);
  }
  async act(id: string) {
    await app.services.payments.start(id, SHOPPER, this.method);
  }
  toString() {
    return `payAgain(#${this.which}, ${this.method ?? 'same'})`;
  }
}

/** Staff change the status: the next one, or cancel — with the refund staff saw, a wrong one, or none. */
class ChangeStatus extends OnOrder {
  constructor(which: number, readonly role: Role, readonly to: 'next' | 'cancel', readonly refund: 'right' | 'none' | 'wrong', readonly stale: boolean) {
    super(which);
  }
  async act(id: string) {
    const order = await orderRow(id);
    const nexts: Record<OrderStatus, OrderStatus | null> = { new: 'processing', processing: 'production', production: 'shipped', shipped: 'completed', completed: null, cancelled: null };
    const to = this.to === 'cancel' ? ORDER_STATUS.CANCELLED : nexts[order.status];
    if (!to) return;
    const from = this.stale ? (order.status === 'new' ? 'processing' : 'new') : order.status;
    const refundCents = this.refund === 'right' ? order.refundable_cents : this.refund === 'wrong' ? order.refundable_cents + 1 : null;
    await app.services.orders.changeStatus(id, from, to, STAFF[this.role], { carrier: 'bpost', trackingCode: '3SLUM0001', refundCents, reason: 'Model' });
  }
  toString() {
    return `changeStatus(#${this.which}, ${this.role}, ${this.to}, refund ${this.refund}${this.stale ? ', stale' : ''})`;
  }
}

class RecordTransfer extends OnOrder {
  constructor(which: number, readonly role: Role) {
    super(which);
  }
  async act(id: string) {
    await app.services.payments.recordManual(id, STAFF[this.role]);
  }
  toString() {
    return `recordTransfer(#${this.which}, ${this.role})`;
  }
}

/** Staff refund a share of what can be refunded (sometimes more than can be); the provider may be down meanwhile. */
class Refund extends OnOrder {
  constructor(which: number, readonly role: Role, readonly share: number, readonly providerDown: boolean) {
    super(which);
  }
  async act(id: string) {
    const { refundable_cents: refundable } = await orderRow(id);
    const amount = Math.max(1, Math.round(refundable * this.share));
    provider.down = this.providerDown;
    try {
      await app.services.payments.refund(id, amount, 'Model', STAFF[this.role]);
    } finally {
      provider.down = false;
    }
  }
  toString() {
    return `refund(#${this.which}, ${this.role}, ${this.share}${this.providerDown ? ', provider down' : ''})`;
  }
}

/** The provider settles or fails one of the order's pending refunds (days later), and calls the webhook. */
class SettleRefund extends OnOrder {
  constructor(which: number, readonly refund: number, readonly outcome: 'refunded' | 'failed') {
    super(which);
  }
  async act(id: string) {
    const pending = await q<{ id: string; payment_id: string }>(
      `SELECT r.id, r.payment_id FROM test_provider_refund r JOIN test_provider_payment p ON p.id = r.payment_id WHERE p.order_id = $1 AND r.status = 'pending' ORDER BY r.created_at`,
      [id],
    );
    if (!pending.length) return;
    const refund = pick(pending, this.refund);
    await provider.settleRefund(refund.payment_id, refund.id, this.outcome);
    await webhook(refund.payment_id);
  }
  toString() {
    return `settleRefund(#${this.which}, ${this.refund}, ${this.outcome})`;
  }
}

class Chargeback extends OnOrder {
  constructor(which: number, readonly reverse: boolean) {
    super(which);
  }
  async act(id: string) {
    const [paid] = await q<{ id: string }>(`SELECT id FROM test_provider_payment WHERE order_id = $1 AND status = 'paid' ORDER BY created_at DESC LIMIT 1`, [id]);
    if (!paid) return;
    if (this.reverse) {
      const [standing] = await q<{ id: string }>(`SELECT id FROM test_provider_chargeback WHERE payment_id = $1 AND NOT reversed`, [paid.id]);
      if (!standing || !(await provider.reverseChargeback(paid.id, standing.id))) return;
    } else if (!(await provider.chargeback(paid.id))) return;
    await webhook(paid.id);
  }
  toString() {
    return `chargeback(#${this.which}${this.reverse ? ', reversed' : ''})`;
  }
}

/** Housekeeping sends refunds left unsent (made old enough to be sent again). */
class RetryRefunds extends OnOrder {
  async act(id: string) {
    await q(`UPDATE refund SET created_at = created_at - interval '2 minutes' WHERE order_id = $1 AND status = 'pending' AND provider_id IS NULL`, [id]);
    await app.services.payments.retryUnsentRefunds();
  }
  toString() {
    return `retryRefunds(#${this.which})`;
  }
}

/** Whether the provider can cancel open payments (the test provider can; Mollie's Bancontact or iDEAL cannot). */
class Cancelable implements fc.AsyncCommand<Model, Real> {
  constructor(readonly cancelable: boolean) {}
  check() {
    return true;
  }
  async run() {
    provider.cancelable = this.cancelable;
  }
  toString() {
    return `cancelable(${this.cancelable})`;
  }
}

/** The clock runs on (hours), and the shop's housekeeping makes its round over unpaid orders. */
class Clock implements fc.AsyncCommand<Model, Real> {
  constructor(readonly hours: number) {}
  check() {
    return true;
  }
  async run(m: Model, r: Real) {
    aheadMs += this.hours * HOUR_MS;
    await app.services.lifecycle.sweepUnpaid();
    r.steps += 1;
    await checkBooks(m.orders);
  }
  toString() {
    return `clock(+${this.hours} h)`;
  }
}

const which = fc.nat({ max: 5 });
const role = fc.constantFrom<Role>('beheer', 'beheer', 'atelier', 'atelier', 'klantenservice');
const method = fc.constantFrom(...(Object.values(PaymentMethod) as PaymentMethod[]));
const refund = fc
  .tuple(which, fc.constantFrom<Role>('beheer', 'beheer', 'beheer', 'atelier'), fc.constantFrom(0.25, 0.5, 1, 1.2), fc.constantFrom(false, false, true))
  .map(([w, r, s, d]) => new Refund(w, r, s, d));
const settleRefund = fc
  .tuple(which, fc.nat(), fc.constantFrom('refunded', 'failed') as fc.Arbitrary<'refunded' | 'failed'>)
  .map(([w, i, o]) => new SettleRefund(w, i, o));
const changeStatus = fc
  .tuple(
    which,
    role,
    fc.constantFrom('next', 'next', 'next', 'cancel') as fc.Arbitrary<'next' | 'cancel'>,
    fc.constantFrom('right', 'right', 'none', 'wrong') as fc.Arbitrary<'right' | 'none' | 'wrong'>,
    fc.constantFrom(false, false, false, true),
  )
  .map(([w, r, t, f, s]) => new ChangeStatus(w, r, t, f, s));
/** Each command's arbitrary; one listed twice is drawn twice as often (an order takes several status moves to ship). */
const commands = [
  fc.tuple(fc.integer({ min: 1, max: 3 }), method, fc.boolean()).map(([n, m, p]) => new Place(n, m, p)),
  fc.tuple(which, fc.constantFrom('paid', 'paid', 'failed', 'canceled', 'expired') as fc.Arbitrary<'paid' | 'failed' | 'canceled' | 'expired'>).map(([w, o]) => new Outcome(w, o)),
  fc.tuple(which, fc.nat(), fc.integer({ min: 1, max: 3 })).map(([w, p, c]) => new Replay(w, p, c)),
  fc.tuple(which, fc.option(method, { nil: null })).map(([w, m]) => new PayAgain(w, m)),
  changeStatus,
  changeStatus,
  fc.tuple(which, role).map(([w, r]) => new RecordTransfer(w, r)),
  refund,
  refund,
  settleRefund,
  settleRefund,
  fc.tuple(which, fc.boolean()).map(([w, r]) => new Chargeback(w, r)),
  which.map((w) => new RetryRefunds(w)),
  fc.boolean().map((c) => new Cancelable(c)),
  fc.constantFrom(2, 25, 7 * 24).map((h) => new Clock(h)),
];

/* ----------------------------------------------------------------------------------------------- */
/* The invariants                                                                                    */

interface Books {
  id: string;
  status: OrderStatus;
  total_cents: number;
  payment_status: string;
  paid_cents: number;
  refunded_cents: number;
  refund_pending_cents: number;
  charged_back_cents: number;
  refundable_cents: number;
  attention: unknown[];
  payments_paid: number;
  refunds_done: number;
  refunds_pending: number;
  refunds_failed: number;
  chargebacks: number;
  open_payments: number;
  payments_refundable: number;
  invoices: number;
  invoice_total: number | null;
  credited: number;
  credit_notes: number;
  crediting_refunds_done: number;
  crediting_refunds_count: number;
}

async function checkBooks(orders: string[]): Promise<void> {
  const rows = await q<Books>(
    `SELECT o.id, o.status, o.total_cents, o.payment_status, o.paid_cents, o.refunded_cents, o.refund_pending_cents, o.charged_back_cents, o.refundable_cents, o.attention,
       coalesce((SELECT sum(amount_cents) FROM payment WHERE order_id = o.id AND status = 'paid'), 0)::int AS payments_paid,
       coalesce((SELECT sum(amount_cents) FROM refund WHERE order_id = o.id AND status = 'refunded'), 0)::int AS refunds_done,
       coalesce((SELECT sum(amount_cents) FROM refund WHERE order_id = o.id AND status = 'pending'), 0)::int AS refunds_pending,
       (SELECT count(*) FROM refund WHERE order_id = o.id AND status IN ('failed', 'canceled'))::int AS refunds_failed,
       coalesce((SELECT sum(amount_cents) FROM chargeback WHERE order_id = o.id AND reversed_at IS NULL), 0)::int AS chargebacks,
       (SELECT count(*) FROM payment WHERE order_id = o.id AND provider <> 'manual' AND status IN ('open', 'pending', 'authorized'))::int AS open_payments,
       -- What each paid payment can still give back: a refund goes back through one payment.
       coalesce((SELECT sum(greatest(0, p.amount_cents
           - coalesce((SELECT sum(r.amount_cents) FROM refund r WHERE r.payment_id = p.id AND r.status IN ('pending', 'refunded')), 0)
           - coalesce((SELECT sum(c.amount_cents) FROM chargeback c WHERE c.payment_id = p.id AND c.reversed_at IS NULL), 0)))
         FROM payment p WHERE p.order_id = o.id AND p.status = 'paid'), 0)::int AS payments_refundable,
       (SELECT count(*) FROM invoice WHERE order_id = o.id AND kind = 'invoice')::int AS invoices,
       (SELECT max(total_cents) FROM invoice WHERE order_id = o.id AND kind = 'invoice')::int AS invoice_total,
       coalesce((SELECT sum(total_cents) FROM invoice WHERE order_id = o.id AND kind = 'credit_note'), 0)::int AS credited,
       (SELECT count(*) FROM invoice WHERE order_id = o.id AND kind = 'credit_note')::int AS credit_notes,
       coalesce((SELECT sum(amount_cents) FROM refund WHERE order_id = o.id AND status = 'refunded' AND credits_invoice), 0)::int AS crediting_refunds_done,
       (SELECT count(*) FROM refund WHERE order_id = o.id AND status = 'refunded' AND credits_invoice)::int AS crediting_refunds_count
     FROM customer_order o WHERE o.id = ANY($1)`,
    [orders],
  );
  for (const o of rows) {
    const at = `${o.id} (${o.status}, ${o.payment_status})`;
    try {
      await checkOrder(o, at);
    } catch (error) {
      // What the order's rows were, to read a failure by.
      const rowsOf = async (table: string) => q(`SELECT * FROM ${table} WHERE order_id = $1`, [o.id]);
      const detail = { payments: await rowsOf('payment'), refunds: await rowsOf('refund'), chargebacks: await rowsOf('chargeback'), events: (await rowsOf('order_event')).map((e) => e.data) };
      throw new Error(`${(error as Error).message}\n${JSON.stringify(detail, null, 1)}`, { cause: error });
    }
  }
  await checkNumbersAndMails(orders);
}

async function checkOrder(o: Books, at: string): Promise<void> {
  {
    // The order row says what its rows say.
    expect({ paid: o.paid_cents, refunded: o.refunded_cents, pending: o.refund_pending_cents, chargedBack: o.charged_back_cents }, at).toEqual({
      paid: o.payments_paid,
      refunded: o.refunds_done,
      pending: o.refunds_pending,
      chargedBack: o.chargebacks,
    });
    expect(o.paid_cents - o.refunded_cents - o.charged_back_cents, `${at}: paid − refunded − charged back`).toBeGreaterThanOrEqual(0);
    expect(o.refunded_cents, `${at}: refunded ≤ paid`).toBeLessThanOrEqual(o.paid_cents);
    expect(o.refundable_cents, `${at}: refundable`).toBe(o.payments_refundable);
    if (['production', 'shipped', 'completed'].includes(o.status)) expect(o.paid_cents, `${at}: made only once paid`).toBeGreaterThanOrEqual(o.total_cents);
    // A cancelled order keeps nothing — unless a refund failed at the provider, and then staff are told.
    if (o.status === 'cancelled' && o.refunds_failed === 0) expect(o.refundable_cents, `${at}: a cancelled order keeps nothing`).toBe(0);
    if (o.status === 'cancelled' && o.refundable_cents > 0) expect(o.attention, `${at}: staff are told what a cancelled order still holds`).not.toEqual([]);
    expect(o.invoices, `${at}: one invoice at most`).toBeLessThanOrEqual(1);
    if (o.invoices) expect(o.invoice_total, `${at}: the invoice is the order's total`).toBe(o.total_cents);
    expect(o.credited, `${at}: credit notes are the settled refunds of invoiced money`).toBe(Math.min(o.crediting_refunds_done, o.invoice_total ?? 0));
    expect(o.credit_notes, `${at}: a credit note per settled refund at most`).toBeLessThanOrEqual(o.crediting_refunds_count);
  }
}

async function checkNumbersAndMails(orders: string[]): Promise<void> {
  // Numbers: each series of each year counts 1, 2, 3, … without a gap or a repeat.
  const series = await q<{ kind: string; year: number; n: number; max: number; distinct: number }>(
    `SELECT kind, year, count(*)::int AS n, max(sequence)::int AS max, count(DISTINCT sequence)::int AS distinct FROM invoice GROUP BY kind, year`,
  );
  for (const s of series) expect({ ...s }, `${s.kind} ${s.year}`).toEqual({ ...s, max: s.n, distinct: s.n });

  // Each mail once, for the event it reports; no event twice (its key is unique per order, so count them by kind).
  const counts = await q<{ order_id: string; template: string; mails: number; events: number }>(
    `WITH pairs(template, event, filter) AS (VALUES
        ('order-received', 'OrderPlaced', NULL), ('payment-received', 'PaymentReceived', NULL), ('shop-order-paid', 'PaymentReceived', NULL),
        ('payment-failed', 'PaymentFailed', 'failed'), ('payment-reminder', 'PaymentReminderDue', NULL), ('order-cancelled', 'OrderCancelled', NULL),
        ('payment-returned', 'PaymentReturned', NULL), ('refund-settled', 'RefundSettled', NULL), ('order-shipped', 'OrderShipped', NULL))
     SELECT o.id AS order_id, p.template,
       (SELECT count(*) FROM outbox_mail m WHERE m.template = p.template AND m.data->'order'->>'id' = o.id)::int AS mails,
       (SELECT count(*) FROM order_event e WHERE e.order_id = o.id AND e.type = p.event AND (p.filter IS NULL OR e.data->>'status' = p.filter))::int AS events
     FROM customer_order o, pairs p WHERE o.id = ANY($1)`,
    [orders],
  );
  for (const c of counts) expect(c.mails, `${c.order_id}: ${c.template} mails for ${c.events} events`).toBe(c.events);
  const attention = await q<{ order_id: string; mails: number; events: number }>(
    `SELECT o.id AS order_id,
       (SELECT count(*) FROM outbox_mail m WHERE m.template = 'shop-order-attention' AND m.data->'order'->>'id' = o.id)::int AS mails,
       (SELECT count(*) FROM order_event e WHERE e.order_id = o.id AND e.type IN ('RefundFailed', 'ChargebackReceived'))::int AS events
     FROM customer_order o WHERE o.id = ANY($1)`,
    [orders],
  );
  for (const c of attention) expect(c.mails, `${c.order_id}: attention mails`).toBe(c.events);
  const history = await q<{ id: string; changes: number; events: number }>(
    `SELECT o.id, (SELECT count(*) FROM order_status_change c WHERE c.order_id = o.id)::int AS changes,
       (SELECT count(*) FROM order_event e WHERE e.order_id = o.id AND e.type IN ('OrderPlaced', 'StatusChanged'))::int AS events
     FROM customer_order o WHERE o.id = ANY($1)`,
    [orders],
  );
  for (const h of history) expect(h.changes, `${h.id}: a status change recorded once per event`).toBe(h.events);
}

/* ----------------------------------------------------------------------------------------------- */

describe('the order lifecycle, model-based', () => {
  it('keeps the books right over random sequences of every move (at least 500 steps)', async () => {
    const seed = Number(process.env.ORDER_MODEL_SEED ?? 20261127);
    let steps = 0;
    await fc.assert(
      // Each run starts with a provider that can cancel open payments (the test provider) or cannot (Mollie's methods).
      fc.asyncProperty(fc.boolean(), fc.commands(commands, { maxCommands: 100, size: 'max' }), async (cancelable, cmds) => {
        const real: Real = { steps: 0 };
        provider.cancelable = cancelable;
        await fc.asyncModelRun(() => ({ model: { orders: [] }, real }), cmds);
        steps += real.steps;
      }),
      { seed, numRuns: 30, endOnFailure: true },
    );
    if (process.env.ORDER_MODEL_DEBUG) console.log(`order model: ${steps} steps`);
    expect(steps).toBeGreaterThanOrEqual(500);
    // The walk went everywhere that matters (a generator that stopped reaching a path would fail here).
    const seen = await q<{ type: string }>(`SELECT DISTINCT type FROM order_event WHERE actor LIKE 'Model%' OR order_id IN (SELECT id FROM customer_order WHERE customer_name = 'Model Klant')`);
    expect(seen.map((e) => e.type).sort()).toEqual(
      expect.arrayContaining([
        'ChargebackReceived',
        'ChargebackReversed',
        'OrderCancelled',
        'OrderShipped',
        'PaymentFailed',
        'PaymentObsolete',
        'PaymentReceived',
        'PaymentReminderDue',
        'PaymentReturned',
        'RefundFailed',
        'RefundRequested',
        'RefundSettled',
      ]),
    );
  }, 180_000);
});
