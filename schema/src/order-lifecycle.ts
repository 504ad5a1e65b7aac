/**
 * One order lifecycle (ARCHITECTURE §4 "One order lifecycle"; issue 29): which combinations of an order's status,
 * its payments, refunds and chargebacks are legal, who may move them, and what each move emits — one table, pure,
 * with no I/O. The server loads an order's books under its row lock, asks `decide`, and writes back the books and
 * the events it answers in the same transaction; invoices, mails and the provider's work subscribe to the events.
 * Nothing else decides: the staff screens ask the server which moves are open (nextStatuses, canPay, ...), and the
 * server answers from this file.
 *
 * The books follow the money, as the payment provider reports it (Vendure's OrderProcess/PaymentProcess, Saleor's
 * order events — and past them): a payment counts once the provider says `paid`; a refund is `pending` (reserved,
 * not yet refunded) until the provider says `refunded`, and released when it says `failed` or `canceled`; a
 * chargeback is counted against what was paid. A payment that arrives on a cancelled order, or on an order already
 * paid, goes back by itself. An order is made (production) only once it is paid.
 */
import { formatEuro, type Cents } from './money';
import { ORDER_STATUS, orderStatusLabel, SHIPMENT_MAX_LENGTH, type OrderStatus } from './order-status';

/* ----------------------------------------------------------------------------------------------- */
/* Who acts                                                                                         */

/** Who makes a move: the shopper, the payment provider (its webhook), a staff member by role, or the shop's clock. */
export const ACTORS = ['shopper', 'provider', 'beheer', 'atelier', 'klantenservice', 'housekeeping'] as const;
export type Actor = (typeof ACTORS)[number];
/** The staff roles, as actors (the server's StaffRole values are these). */
export type StaffActor = Extract<Actor, 'beheer' | 'atelier' | 'klantenservice'>;

/* ----------------------------------------------------------------------------------------------- */
/* The books                                                                                        */

/** A payment's status as the provider names it (Mollie's Payments API v2). */
export type ProviderPaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';
/** A refund's status as the provider names it (Mollie's Refunds API). */
export type ProviderRefundStatus = 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';

/** An order's payment status as the API names it (GraphQL name → stored value): derived from its books, never set. */
export const PAYMENT_STATUS = {
  AWAITING_PAYMENT: 'awaiting_payment',
  PENDING: 'pending',
  PAID: 'paid',
  FAILED: 'failed',
  CANCELED: 'canceled',
  EXPIRED: 'expired',
  REFUNDED: 'refunded',
  CHARGED_BACK: 'charged_back',
} as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** A refund's status in the books: reserved and asked (`pending`) until the provider settles it either way. */
export const REFUND_STATUS = { PENDING: 'pending', REFUNDED: 'refunded', FAILED: 'failed', CANCELED: 'canceled' } as const;
export type RefundStatusValue = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

export interface BookPayment {
  id: string;
  /** At the provider, or recorded by staff by hand (a bank transfer). */
  manual: boolean;
  amountCents: Cents;
  status: ProviderPaymentStatus;
}

export interface BookRefund {
  id: string;
  paymentId: string;
  amountCents: Cents;
  status: RefundStatusValue;
  /** The provider's id once it accepted the refund; null while it is still to be sent (or for a manual payment's). */
  providerId: string | null;
  /** Whether a settled refund credits the invoice (a credit note): not for money that was never a sale. */
  creditsInvoice: boolean;
}

export interface BookChargeback {
  id: string;
  paymentId: string;
  amountCents: Cents;
  reversed: boolean;
}

/** Everything the lifecycle decides on: an order's status and its money, oldest entries first. */
export interface OrderBooks {
  status: OrderStatus;
  totalCents: Cents;
  placedAt: Date;
  remindedAt: Date | null;
  payments: readonly BookPayment[];
  refunds: readonly BookRefund[];
  chargebacks: readonly BookChargeback[];
}

/** The shop's policy for unpaid orders (from the shop's facts). */
export interface UnpaidPolicy {
  /** One reminder mail this long after the order was placed while it is unpaid. */
  reminderAfterHours: number;
  /** Cancelled (with a mail) this long after it was placed while it is still unpaid. */
  cancelAfterDays: number;
}

/* ----------------------------------------------------------------------------------------------- */
/* What the books say                                                                               */

/** The order's money and state at a glance: what the order row stores, so a list needs no other table. */
export interface OrderPosition {
  status: OrderStatus;
  paymentStatus: PaymentStatusValue;
  totalCents: Cents;
  /** Payments the provider (or staff) settled as paid. */
  paidCents: Cents;
  /** Refunds the provider settled. */
  refundedCents: Cents;
  /** Refunds asked and not yet settled (reserved). */
  refundPendingCents: Cents;
  /** Chargebacks not reversed. */
  chargedBackCents: Cents;
  /** What staff can still refund: paid, neither refunded, reserved nor charged back. */
  refundableCents: Cents;
  /** A provider payment that may still become paid (open, pending, authorized). */
  openPayment: boolean;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const PAYMENT_UNSETTLED: readonly ProviderPaymentStatus[] = ['open', 'pending', 'authorized'];
const PAYMENT_ENDED_UNPAID: readonly ProviderPaymentStatus[] = ['failed', 'canceled', 'expired'];

/** What one paid payment can still give back. */
function refundableOf(books: OrderBooks, payment: BookPayment): Cents {
  if (payment.status !== 'paid') return 0;
  const refunded = sum(books.refunds.filter((r) => r.paymentId === payment.id && (r.status === 'pending' || r.status === 'refunded')).map((r) => r.amountCents));
  const chargedBack = sum(books.chargebacks.filter((c) => c.paymentId === payment.id && !c.reversed).map((c) => c.amountCents));
  return Math.max(0, payment.amountCents - refunded - chargedBack);
}

/** The payment status an order shows, from its books. */
export function paymentStatusOf(books: OrderBooks): PaymentStatusValue {
  const paid = sum(books.payments.filter((p) => p.status === 'paid').map((p) => p.amountCents));
  const refunded = sum(books.refunds.filter((r) => r.status === 'refunded').map((r) => r.amountCents));
  const chargedBack = sum(books.chargebacks.filter((c) => !c.reversed).map((c) => c.amountCents));
  if (paid > 0 && paid >= books.totalCents) {
    if (refunded + chargedBack < paid) return 'paid';
    return chargedBack > 0 ? 'charged_back' : 'refunded';
  }
  // Not (fully) paid: what became of the latest payment at the provider.
  const latest = [...books.payments].reverse().find((p) => !p.manual);
  if (!latest || latest.status === 'open' || latest.status === 'paid') return 'awaiting_payment';
  if (latest.status === 'pending' || latest.status === 'authorized') return 'pending';
  return latest.status;
}

export function positionOf(books: OrderBooks): OrderPosition {
  const paidCents = sum(books.payments.filter((p) => p.status === 'paid').map((p) => p.amountCents));
  return {
    status: books.status,
    paymentStatus: paymentStatusOf(books),
    totalCents: books.totalCents,
    paidCents,
    refundedCents: sum(books.refunds.filter((r) => r.status === 'refunded').map((r) => r.amountCents)),
    refundPendingCents: sum(books.refunds.filter((r) => r.status === 'pending').map((r) => r.amountCents)),
    chargedBackCents: sum(books.chargebacks.filter((c) => !c.reversed).map((c) => c.amountCents)),
    refundableCents: sum(books.payments.map((p) => refundableOf(books, p))),
    openPayment: books.payments.some((p) => !p.manual && PAYMENT_UNSETTLED.includes(p.status)),
  };
}

/** What staff must look at, in Dutch: a chargeback, a refund that failed, money a cancelled order still holds. */
export interface Attention {
  code: 'CHARGEBACK' | 'REFUND_FAILED' | 'MONEY_HELD';
  message: string;
}

export function attentionOf(books: OrderBooks): Attention[] {
  const notes: Attention[] = [];
  const chargedBack = sum(books.chargebacks.filter((c) => !c.reversed).map((c) => c.amountCents));
  if (chargedBack > 0) notes.push({ code: 'CHARGEBACK', message: TEXT.attention.chargeback(chargedBack) });
  // A failed refund stays to be seen until a later refund (asked or done) follows it.
  const lastFailed = books.refunds.findLastIndex((r) => r.status === 'failed' || r.status === 'canceled');
  const later = books.refunds.slice(lastFailed + 1).some((r) => r.status === 'pending' || r.status === 'refunded');
  if (lastFailed >= 0 && !later) notes.push({ code: 'REFUND_FAILED', message: TEXT.attention.refundFailed(books.refunds[lastFailed]!.amountCents) });
  // A cancelled order keeps nothing: what it still holds, neither refunded nor asked back, is for staff to return.
  const position = positionOf(books);
  if (books.status === 'cancelled' && position.refundableCents > 0 && !notes.some((n) => n.code === 'REFUND_FAILED')) {
    notes.push({ code: 'MONEY_HELD', message: TEXT.attention.moneyHeld(position.refundableCents) });
  }
  return notes;
}

/* ----------------------------------------------------------------------------------------------- */
/* Events                                                                                           */

export type OrderEvent =
  | { type: 'OrderPlaced' }
  | { type: 'StatusChanged'; from: OrderStatus; to: OrderStatus }
  | { type: 'OrderShipped'; carrier: string; trackingCode: string }
  | { type: 'OrderCancelled'; reason: 'staff' | 'unpaid'; refundCents: Cents }
  | { type: 'PaymentReminderDue' }
  | { type: 'PaymentReceived'; paymentId: string; amountCents: Cents; manual: boolean }
  | { type: 'PaymentFailed'; paymentId: string; status: 'failed' | 'canceled' | 'expired' }
  | { type: 'PaymentReturned'; paymentId: string; amountCents: Cents; why: 'cancelled' | 'duplicate' }
  | { type: 'PaymentObsolete'; paymentId: string }
  | { type: 'RefundRequested'; refundId: string; paymentId: string; amountCents: Cents; by: 'staff' | 'automatic' | 'provider' }
  | { type: 'RefundSettled'; refundId: string; amountCents: Cents; creditsInvoice: boolean }
  | { type: 'RefundFailed'; refundId: string; amountCents: Cents; status: 'failed' | 'canceled'; reason: string | null }
  | { type: 'ChargebackReceived'; chargebackId: string; paymentId: string; amountCents: Cents }
  | { type: 'ChargebackReversed'; chargebackId: string; amountCents: Cents };
export type OrderEventType = OrderEvent['type'];
export type OrderEventOf<T extends OrderEventType> = Extract<OrderEvent, { type: T }>;

/** What the event says of its subject: the same fact reported twice has the same key, and is applied once. */
export function eventKey(event: OrderEvent): string {
  switch (event.type) {
    case 'StatusChanged':
      return `${event.type}:${event.to}`;
    case 'PaymentReceived':
    case 'PaymentFailed':
    case 'PaymentReturned':
    case 'PaymentObsolete':
      return `${event.type}:${event.paymentId}`;
    case 'RefundRequested':
    case 'RefundSettled':
    case 'RefundFailed':
      return `${event.type}:${event.refundId}`;
    case 'ChargebackReceived':
    case 'ChargebackReversed':
      return `${event.type}:${event.chargebackId}`;
    default:
      return event.type;
  }
}

/** An event in words, for the order's history in the staff screens (Dutch). */
export function describeEvent(event: OrderEvent): string {
  const e = TEXT.events;
  switch (event.type) {
    case 'OrderPlaced':
      return e.placed;
    case 'StatusChanged':
      return e.statusChanged(orderStatusLabel(event.from), orderStatusLabel(event.to));
    case 'OrderShipped':
      return e.shipped(event.carrier, event.trackingCode);
    case 'OrderCancelled':
      return e.cancelled(event.reason, event.refundCents);
    case 'PaymentReminderDue':
      return e.reminder;
    case 'PaymentReceived':
      return e.paid(event.amountCents, event.manual);
    case 'PaymentFailed':
      return e.paymentEnded[event.status];
    case 'PaymentReturned':
      return e.returned(event.amountCents, event.why);
    case 'PaymentObsolete':
      return e.obsolete(event.paymentId);
    case 'RefundRequested':
      return e.refundRequested(event.amountCents, event.by);
    case 'RefundSettled':
      return e.refundSettled(event.amountCents);
    case 'RefundFailed':
      return e.refundFailed(event.amountCents, event.reason);
    case 'ChargebackReceived':
      return e.chargeback(event.amountCents);
    case 'ChargebackReversed':
      return e.chargebackReversed(event.amountCents);
  }
}

/* ----------------------------------------------------------------------------------------------- */
/* Commands, refusals and the table of moves                                                        */

/** The provider's view of one payment, as its webhook leads the shop to fetch it. */
export interface ProviderPaymentView {
  id: string;
  amountCents: Cents;
  status: ProviderPaymentStatus;
  refunds: readonly { providerId: string; refundId: string | null; amountCents: Cents; status: ProviderRefundStatus }[];
  chargebacks: readonly { id: string; amountCents: Cents; reversed: boolean }[];
}

export type OrderCommand =
  | { move: 'place' }
  | { move: 'pay' }
  | { move: 'providerUpdate'; payment: ProviderPaymentView }
  | { move: 'recordPayment'; paymentId: string }
  | { move: 'process' }
  | { move: 'produce' }
  | { move: 'ship'; carrier: string; trackingCode: string }
  | { move: 'complete' }
  | { move: 'cancel'; refundCents: Cents | null }
  | { move: 'expire' }
  | { move: 'remind' }
  | { move: 'refund'; amountCents: Cents }
  | { move: 'refundSent'; refundId: string; providerId: string; status: ProviderRefundStatus }
  | { move: 'refundRefused'; refundId: string; reason: string };
export type MoveName = OrderCommand['move'];

export type RefusalCode =
  | 'NOT_ALLOWED'
  | 'ILLEGAL_TRANSITION'
  | 'PAYMENT_REQUIRED'
  | 'CHARGEBACK_OPEN'
  | 'SHIPPING_REQUIRED'
  | 'TOO_LONG'
  | 'ALREADY_PAID'
  | 'NOT_PAYABLE'
  | 'REFUND_REQUIRED'
  | 'REFUND_MISMATCH'
  | 'INVALID_AMOUNT'
  | 'AMOUNT_TOO_HIGH'
  | 'NOT_DUE'
  | 'UNKNOWN_REFUND';

export interface Refusal {
  code: RefusalCode;
  message: string;
  /** The input field it concerns (as the API names it), when one. */
  field?: 'to' | 'carrier' | 'trackingCode' | 'amountCents' | 'refundCents';
}

interface MoveSpec {
  /** Who may make it. */
  by: readonly Actor[];
  /** The statuses it may be made in. */
  from: readonly OrderStatus[];
  /** The status it leads to; none when the status stays. */
  to?: OrderStatus;
  /** What it is, for the docs. */
  does: string;
  /** Its condition beyond who and from where, for the docs; the check itself is in `decide`. */
  when?: string;
  /** The events it may emit. */
  emits: readonly OrderEventType[];
}

const { NEW, PROCESSING, PRODUCTION, SHIPPED, COMPLETED, CANCELLED } = ORDER_STATUS;
const ALL: readonly OrderStatus[] = [NEW, PROCESSING, PRODUCTION, SHIPPED, COMPLETED, CANCELLED];
const STAFF_MAKERS: readonly Actor[] = ['beheer', 'atelier'];

/**
 * The table: every move an order can make. A status move (`to`) is what 'Status Wijzigen' offers; the others change
 * the order's money or tell its customer. Made-to-measure work cannot be undone, so an order is cancelled only
 * before production and never goes back.
 */
export const ORDER_MOVES: { readonly [M in MoveName]: MoveSpec } = {
  place: { by: ['shopper'], from: [], to: NEW, does: 'The checkout places the order from the cart.', emits: ['OrderPlaced'] },
  pay: {
    by: ['shopper', 'beheer', 'atelier', 'klantenservice'],
    from: [NEW],
    does: 'A payment is asked of the provider (again, after one failed, was canceled or expired; the method may change).',
    when: 'nothing paid or pending',
    emits: [],
  },
  providerUpdate: {
    by: ['provider'],
    from: ALL,
    does: "The provider's webhook named a payment; the shop fetched it, with its refunds and chargebacks.",
    emits: ['PaymentReceived', 'PaymentFailed', 'PaymentReturned', 'PaymentObsolete', 'RefundRequested', 'RefundSettled', 'RefundFailed', 'ChargebackReceived', 'ChargebackReversed'],
  },
  recordPayment: {
    by: STAFF_MAKERS,
    from: [NEW, PROCESSING, PRODUCTION, SHIPPED],
    does: 'Staff record a payment made outside the provider (a bank transfer) for what is due; open provider payments are cancelled.',
    when: 'something is due',
    emits: ['PaymentReceived', 'PaymentObsolete'],
  },
  process: { by: STAFF_MAKERS, from: [NEW], to: PROCESSING, does: 'Staff check the order.', when: 'paid, no chargeback', emits: ['StatusChanged'] },
  produce: { by: STAFF_MAKERS, from: [PROCESSING], to: PRODUCTION, does: 'The atelier makes it.', when: 'paid, no chargeback', emits: ['StatusChanged'] },
  ship: { by: STAFF_MAKERS, from: [PRODUCTION], to: SHIPPED, does: 'It leaves with a carrier.', when: 'carrier and track-and-trace code', emits: ['StatusChanged', 'OrderShipped'] },
  complete: { by: STAFF_MAKERS, from: [SHIPPED], to: COMPLETED, does: 'Delivered (and installed where ordered).', emits: ['StatusChanged'] },
  cancel: {
    by: STAFF_MAKERS,
    from: [NEW, PROCESSING],
    to: CANCELLED,
    does: 'Staff cancel it: what it holds is refunded (all of it, beheer only), open provider payments are cancelled.',
    when: 'the refund of all it holds is asked with it',
    emits: ['StatusChanged', 'OrderCancelled', 'RefundRequested', 'PaymentObsolete'],
  },
  expire: {
    by: ['housekeeping'],
    from: [NEW],
    to: CANCELLED,
    does: 'An order left unpaid is cancelled, with a mail; its open payment is cancelled.',
    when: 'unpaid for cancelAfterDays, nothing pending',
    emits: ['StatusChanged', 'OrderCancelled', 'PaymentObsolete'],
  },
  remind: { by: ['housekeeping'], from: [NEW], does: 'One reminder mail to pay.', when: 'unpaid for reminderAfterHours, not reminded', emits: ['PaymentReminderDue'] },
  refund: {
    by: ['beheer'],
    from: ALL,
    does: 'Staff refund part or all of what came in (spread over the payments, newest first); pending until the provider settles it.',
    when: '0 < amount ≤ refundable',
    emits: ['RefundRequested'],
  },
  refundSent: { by: ['provider'], from: ALL, does: 'The provider accepted a refund (it is still pending until it says refunded).', emits: ['RefundSettled', 'RefundFailed'] },
  refundRefused: { by: ['provider'], from: ALL, does: 'The provider refused a refund: the amount is free again.', emits: ['RefundFailed'] },
};

/** The statuses an order in `status` may move to (a status move's `to`). */
export function nextStatuses(status: OrderStatus): OrderStatus[] {
  const next: OrderStatus[] = [];
  for (const spec of Object.values(ORDER_MOVES)) {
    if (spec.to && spec.from.includes(status) && spec.by.some((a) => a !== 'housekeeping') && !next.includes(spec.to)) next.push(spec.to);
  }
  return next;
}

/** The staff move that leads from `from` to `to`; null when none does. */
export function statusMove(from: OrderStatus, to: OrderStatus): 'process' | 'produce' | 'ship' | 'complete' | 'cancel' | null {
  for (const name of ['process', 'produce', 'ship', 'complete', 'cancel'] as const) {
    const spec = ORDER_MOVES[name];
    if (spec.to === to && spec.from.includes(from)) return name;
  }
  return null;
}

/** Statuses in which staff have checked the order, so its data may go to the fabricator. */
export function mayExport(status: OrderStatus): boolean {
  return status === PROCESSING || status === PRODUCTION || status === SHIPPED || status === COMPLETED;
}

const PAYABLE: readonly PaymentStatusValue[] = ['awaiting_payment', 'failed', 'canceled', 'expired'];

/** Whether the shopper may start a payment now (orderPay), from the order row alone. */
export function canPay(position: Pick<OrderPosition, 'status' | 'paymentStatus'>): boolean {
  return position.status === NEW && PAYABLE.includes(position.paymentStatus);
}

/** What a manual payment would record: the total less what came in and stayed (a chargeback is owed again). */
export function dueCents(position: Pick<OrderPosition, 'totalCents' | 'paidCents' | 'chargedBackCents'>): Cents {
  return Math.max(0, position.totalCents - (position.paidCents - position.chargedBackCents));
}

/** Whether staff may record a payment made outside the provider now, from the order row alone. */
export function canRecordPayment(position: Pick<OrderPosition, 'status' | 'totalCents' | 'paidCents' | 'chargedBackCents'>): boolean {
  return ORDER_MOVES.recordPayment.from.includes(position.status) && dueCents(position) > 0;
}

/** Money is in for making the order: paid in full, nothing charged back. */
const paidForMaking = (p: OrderPosition) => p.paymentStatus === 'paid' && p.chargedBackCents === 0;

/* ----------------------------------------------------------------------------------------------- */
/* Deciding                                                                                         */

export interface DecideContext {
  now: Date;
  policy: UnpaidPolicy;
  /** A new refund's id (the server reserves them from its sequence). */
  newRefundId: () => string;
}

export type Decision = { ok: true; books: OrderBooks; events: OrderEvent[] } | { ok: false; refusal: Refusal };

const refuse = (code: RefusalCode, message: string, field?: Refusal['field']): Decision => ({ ok: false, refusal: { code, message, ...(field ? { field } : {}) } });

/** How far a payment has come: its status only ever moves forward; the last four end it. */
const RANK: Record<ProviderPaymentStatus, number> = { open: 0, pending: 1, authorized: 2, paid: 3, failed: 3, canceled: 3, expired: 3 };

const HOUR_MS = 3_600_000;

/**
 * Whether `actor` may make `command` on an order with these books, and if so the books after it and the events it
 * emits. Pure: the same books, command and context always give the same answer.
 */
export function decide(books: OrderBooks, command: OrderCommand, actor: Actor, ctx: DecideContext): Decision {
  const spec = ORDER_MOVES[command.move];
  if (!spec.by.includes(actor)) return refuse('NOT_ALLOWED', TEXT.refusals.notAllowed);
  if (command.move !== 'place' && !spec.from.includes(books.status)) {
    return spec.to
      ? refuse('ILLEGAL_TRANSITION', TEXT.refusals.illegal(orderStatusLabel(books.status), orderStatusLabel(spec.to)), 'to')
      : refuse(command.move === 'pay' ? 'NOT_PAYABLE' : 'ILLEGAL_TRANSITION', command.move === 'pay' ? TEXT.refusals.notPayable : TEXT.refusals.notNow(orderStatusLabel(books.status)));
  }
  const position = positionOf(books);
  const moveTo = (to: OrderStatus, extra: OrderEvent[] = [], next: Partial<OrderBooks> = {}): Decision => ({
    ok: true,
    books: { ...books, ...next, status: to },
    events: [{ type: 'StatusChanged', from: books.status, to }, ...extra],
  });

  switch (command.move) {
    case 'place':
      return { ok: true, books: { ...books, status: NEW }, events: [{ type: 'OrderPlaced' }] };

    case 'pay':
      if (!canPay(position)) return refuse(position.paymentStatus === 'pending' || position.paidCents > 0 ? 'ALREADY_PAID' : 'NOT_PAYABLE', position.paidCents > 0 || position.paymentStatus === 'pending' ? TEXT.refusals.alreadyPaid : TEXT.refusals.notPayable);
      return { ok: true, books, events: [] };

    case 'process':
    case 'produce':
      if (!paidForMaking(position)) {
        return position.chargedBackCents > 0 ? refuse('CHARGEBACK_OPEN', TEXT.refusals.chargebackOpen, 'to') : refuse('PAYMENT_REQUIRED', TEXT.refusals.paymentRequired, 'to');
      }
      return moveTo(spec.to!);

    case 'ship': {
      const carrier = command.carrier.trim();
      const trackingCode = command.trackingCode.trim();
      if (!carrier || !trackingCode) return refuse('SHIPPING_REQUIRED', TEXT.refusals.shippingRequired, carrier ? 'trackingCode' : 'carrier');
      for (const [name, value] of [['carrier', carrier], ['trackingCode', trackingCode]] as const) {
        if (value.length > SHIPMENT_MAX_LENGTH[name]) return refuse('TOO_LONG', TEXT.refusals.tooLong(SHIPMENT_MAX_LENGTH[name]), name);
      }
      return moveTo(SHIPPED, [{ type: 'OrderShipped', carrier, trackingCode }]);
    }

    case 'complete':
      return moveTo(COMPLETED);

    case 'cancel': {
      const held = position.refundableCents;
      if (held > 0) {
        // The money is decided with the cancellation: all the order holds goes back, and only beheer returns money.
        if (actor !== 'beheer') return refuse('NOT_ALLOWED', TEXT.refusals.refundByBeheer(held));
        if (command.refundCents === null) return refuse('REFUND_REQUIRED', TEXT.refusals.refundRequired(held), 'refundCents');
        if (command.refundCents !== held) return refuse('REFUND_MISMATCH', TEXT.refusals.refundMismatch(held), 'refundCents');
      } else if (command.refundCents !== null && command.refundCents !== 0) {
        return refuse('REFUND_MISMATCH', TEXT.refusals.refundMismatch(0), 'refundCents');
      }
      const refunded = spreadRefund(books, held, ctx, 'staff', true);
      const obsolete = obsoletePayments(books);
      return moveTo(CANCELLED, [{ type: 'OrderCancelled', reason: 'staff', refundCents: held }, ...refunded.events, ...obsolete], { refunds: [...books.refunds, ...refunded.refunds] });
    }

    case 'expire': {
      const due = books.placedAt.getTime() + ctx.policy.cancelAfterDays * 24 * HOUR_MS <= ctx.now.getTime();
      if (!due || !canPay(position) || position.paidCents > 0) return refuse('NOT_DUE', TEXT.refusals.notDue);
      return moveTo(CANCELLED, [{ type: 'OrderCancelled', reason: 'unpaid', refundCents: 0 }, ...obsoletePayments(books)]);
    }

    case 'remind': {
      const due = books.placedAt.getTime() + ctx.policy.reminderAfterHours * HOUR_MS <= ctx.now.getTime();
      // An order already due to be cancelled gets no reminder first.
      const expiring = books.placedAt.getTime() + ctx.policy.cancelAfterDays * 24 * HOUR_MS <= ctx.now.getTime();
      if (!due || expiring || books.remindedAt || !canPay(position)) return refuse('NOT_DUE', TEXT.refusals.notDue);
      return { ok: true, books: { ...books, remindedAt: ctx.now }, events: [{ type: 'PaymentReminderDue' }] };
    }

    case 'recordPayment': {
      const due = dueCents(position);
      if (due <= 0) return refuse('ALREADY_PAID', TEXT.refusals.alreadyPaid);
      const payment: BookPayment = { id: command.paymentId, manual: true, amountCents: due, status: 'paid' };
      const next = { ...books, payments: [...books.payments, payment] };
      return { ok: true, books: next, events: [...(receipts(books, next, payment) ?? []), ...obsoletePayments(next)] };
    }

    case 'refund': {
      const amount = command.amountCents;
      if (!Number.isSafeInteger(amount) || amount <= 0) return refuse('INVALID_AMOUNT', TEXT.refusals.invalidAmount, 'amountCents');
      if (amount > position.refundableCents) return refuse('AMOUNT_TOO_HIGH', TEXT.refusals.amountTooHigh(position.refundableCents), 'amountCents');
      const spread = spreadRefund(books, amount, ctx, 'staff', true);
      return { ok: true, books: { ...books, refunds: [...books.refunds, ...spread.refunds] }, events: spread.events };
    }

    case 'refundSent':
    case 'refundRefused': {
      const refund = books.refunds.find((r) => r.id === command.refundId);
      if (!refund) return refuse('UNKNOWN_REFUND', TEXT.refusals.unknownRefund);
      if (refund.status !== 'pending') return { ok: true, books, events: [] };
      const status: ProviderRefundStatus = command.move === 'refundRefused' ? 'failed' : command.status;
      const providerId = command.move === 'refundSent' ? command.providerId : refund.providerId;
      return settleRefund(books, refund, status, providerId, command.move === 'refundRefused' ? command.reason : null);
    }

    case 'providerUpdate':
      return providerUpdate(books, command.payment, ctx);
  }
}

/** New refunds of `amount`, taken from the paid payments newest first (a refund goes back through one payment). */
function spreadRefund(books: OrderBooks, amount: Cents, ctx: DecideContext, by: 'staff' | 'automatic', creditsInvoice: boolean) {
  const refunds: BookRefund[] = [];
  const events: OrderEvent[] = [];
  let left = amount;
  for (const payment of [...books.payments].reverse()) {
    if (left === 0) break;
    const take = Math.min(left, refundableOf(books, payment));
    if (take <= 0) continue;
    const refund = newRefund(ctx, payment, take, creditsInvoice);
    refunds.push(refund);
    events.push({ type: 'RefundRequested', refundId: refund.id, paymentId: payment.id, amountCents: take, by });
    if (refund.status === 'refunded') events.push({ type: 'RefundSettled', refundId: refund.id, amountCents: take, creditsInvoice });
    left -= take;
  }
  return { refunds, events };
}

function newRefund(ctx: DecideContext, payment: BookPayment, amountCents: Cents, creditsInvoice: boolean): BookRefund {
  // A manual payment's money goes back by hand, as staff record it: settled at once.
  return { id: ctx.newRefundId(), paymentId: payment.id, amountCents, status: payment.manual ? 'refunded' : 'pending', providerId: null, creditsInvoice };
}


/** Open provider payments the order no longer wants: cancelled at the provider where it still can. */
function obsoletePayments(books: OrderBooks): OrderEvent[] {
  return books.payments.filter((p) => !p.manual && PAYMENT_UNSETTLED.includes(p.status)).map((p) => ({ type: 'PaymentObsolete', paymentId: p.id }));
}

/**
 * What a payment that became paid means: the order is paid now (PaymentReceived), or the money was not wanted — the
 * order is cancelled, or another payment paid it already — and goes back by itself (PaymentReturned and a refund that
 * credits no invoice).
 */
function receipts(before: OrderBooks, after: OrderBooks, payment: BookPayment): OrderEvent[] | null {
  if (after.status === CANCELLED) return null;
  // Staff record only what is due (after a chargeback, what was taken back): never a payment too many.
  if (positionOf(before).paidCents < after.totalCents || payment.manual) {
    return positionOf(after).paidCents >= after.totalCents ? [{ type: 'PaymentReceived', paymentId: payment.id, amountCents: payment.amountCents, manual: payment.manual }] : [];
  }
  return null;
}

function settleRefund(books: OrderBooks, refund: BookRefund, status: ProviderRefundStatus, providerId: string | null, reason: string | null): Decision {
  const settled: RefundStatusValue = status === 'refunded' ? 'refunded' : status === 'failed' || status === 'canceled' ? status : 'pending';
  const next = { ...refund, status: settled, providerId };
  const books2 = { ...books, refunds: books.refunds.map((r) => (r.id === refund.id ? next : r)) };
  const events: OrderEvent[] = [];
  if (settled === 'refunded') events.push({ type: 'RefundSettled', refundId: refund.id, amountCents: refund.amountCents, creditsInvoice: refund.creditsInvoice });
  if (settled === 'failed' || settled === 'canceled') events.push({ type: 'RefundFailed', refundId: refund.id, amountCents: refund.amountCents, status: settled, reason });
  return { ok: true, books: books2, events };
}

function providerUpdate(books: OrderBooks, view: ProviderPaymentView, ctx: DecideContext): Decision {
  const events: OrderEvent[] = [];
  let next: OrderBooks = books;
  const known = books.payments.find((p) => p.id === view.id);
  if (known?.manual) return { ok: true, books, events };
  const payment: BookPayment = known && RANK[view.status] <= RANK[known.status] ? known : { id: view.id, manual: false, amountCents: known?.amountCents ?? view.amountCents, status: view.status };
  if (payment !== known) {
    next = { ...next, payments: known ? next.payments.map((p) => (p.id === view.id ? payment : p)) : [...next.payments, payment] };
    const latest = [...next.payments].reverse().find((p) => !p.manual)!;
    if (payment.status === 'paid') {
      const received = receipts(books, next, payment);
      if (received) events.push(...received);
      else {
        // Paid on a cancelled order, or paid twice: the whole payment goes back, crediting no invoice.
        const why = next.status === CANCELLED ? 'cancelled' : 'duplicate';
        const refund = newRefund(ctx, payment, payment.amountCents, false);
        next = { ...next, refunds: [...next.refunds, refund] };
        events.push({ type: 'PaymentReturned', paymentId: payment.id, amountCents: payment.amountCents, why });
        events.push({ type: 'RefundRequested', refundId: refund.id, paymentId: payment.id, amountCents: payment.amountCents, by: 'automatic' });
      }
    } else if (PAYMENT_ENDED_UNPAID.includes(payment.status)) {
      // Told only of the payment the shopper is on (an older one ending meanwhile is no news), and only while unpaid.
      if (latest.id === payment.id && positionOf(next).paidCents < next.totalCents && next.status !== CANCELLED) {
        events.push({ type: 'PaymentFailed', paymentId: payment.id, status: payment.status as 'failed' | 'canceled' | 'expired' });
      }
    } else if (!known) {
      // A payment opened after the order was cancelled or paid (asked just before) is not wanted; one opened anew
      // (another method) replaces the open one before it: one order, one open payment.
      const unwanted = next.status === CANCELLED || positionOf(books).paidCents >= books.totalCents;
      const replaced = books.payments.filter((p) => !p.manual && PAYMENT_UNSETTLED.includes(p.status));
      for (const p of unwanted ? [payment] : replaced) events.push({ type: 'PaymentObsolete', paymentId: p.id });
    }
  }

  // Refunds: the provider settles ours; one made at the provider (its dashboard) is taken into the books.
  for (const seen of view.refunds) {
    const ours = next.refunds.find((r) => (seen.refundId !== null && r.id === seen.refundId) || r.providerId === seen.providerId);
    if (ours) {
      if (ours.status !== 'pending') continue;
      const settled = settleRefund(next, ours, seen.status, seen.providerId, null) as Extract<Decision, { ok: true }>;
      next = settled.books;
      events.push(...settled.events);
    } else {
      const refund: BookRefund = { id: ctx.newRefundId(), paymentId: view.id, amountCents: seen.amountCents, status: 'pending', providerId: seen.providerId, creditsInvoice: true };
      next = { ...next, refunds: [...next.refunds, refund] };
      events.push({ type: 'RefundRequested', refundId: refund.id, paymentId: view.id, amountCents: seen.amountCents, by: 'provider' });
      const settled = settleRefund(next, refund, seen.status, seen.providerId, null) as Extract<Decision, { ok: true }>;
      next = settled.books;
      events.push(...settled.events);
    }
  }

  // Chargebacks: counted against what was paid; a reversal gives it back.
  for (const seen of view.chargebacks) {
    const ours = next.chargebacks.find((c) => c.id === seen.id);
    if (!ours) {
      next = { ...next, chargebacks: [...next.chargebacks, { id: seen.id, paymentId: view.id, amountCents: seen.amountCents, reversed: seen.reversed }] };
      events.push({ type: 'ChargebackReceived', chargebackId: seen.id, paymentId: view.id, amountCents: seen.amountCents });
      if (seen.reversed) events.push({ type: 'ChargebackReversed', chargebackId: seen.id, amountCents: seen.amountCents });
    } else if (seen.reversed && !ours.reversed) {
      next = { ...next, chargebacks: next.chargebacks.map((c) => (c.id === seen.id ? { ...c, reversed: true } : c)) };
      events.push({ type: 'ChargebackReversed', chargebackId: seen.id, amountCents: seen.amountCents });
    }
  }
  return { ok: true, books: next, events };
}

/* ----------------------------------------------------------------------------------------------- */
/* The picture                                                                                      */

/** The status moves as a Mermaid state diagram, generated from the table (docs/ORDER-LIFECYCLE.md). */
export function lifecycleDiagram(): string {
  const lines = ['stateDiagram-v2', `  [*] --> ${NEW}: place (shopper)`];
  for (const [name, spec] of Object.entries(ORDER_MOVES) as [MoveName, MoveSpec][]) {
    if (!spec.to || name === 'place') continue;
    for (const from of spec.from) lines.push(`  ${from} --> ${spec.to}: ${name} (${spec.by.join(', ')})${spec.when ? ` if ${spec.when}` : ''}`);
  }
  lines.push(`  ${COMPLETED} --> [*]`, `  ${CANCELLED} --> [*]`);
  return lines.join('\n');
}

/** Every move as a Markdown table, generated from the table (docs/ORDER-LIFECYCLE.md). */
export function lifecycleTable(): string {
  const rows = (Object.entries(ORDER_MOVES) as [MoveName, MoveSpec][]).map(
    ([name, spec]) =>
      `| \`${name}\` | ${spec.by.join(', ')} | ${spec.from.length ? spec.from.join(', ') : '—'} | ${spec.to ?? '(stays)'} | ${spec.when ?? '—'} | ${spec.emits.length ? spec.emits.join(', ') : '—'} | ${spec.does} |`,
  );
  return ['| Move | By | From | To | When | Emits | What |', '|---|---|---|---|---|---|---|', ...rows].join('\n');
}

/** Where docs/ORDER-LIFECYCLE.md holds the generated part (scripts/lifecycle-doc.mjs writes it; a test checks it). */
export const LIFECYCLE_DOC_MARKERS = {
  start: '<!-- generated from schema/src/order-lifecycle.ts by npm run codegen: do not edit below -->',
  end: '<!-- end of the generated part -->',
};

/** The generated part of docs/ORDER-LIFECYCLE.md: the state diagram and the table of every move. */
export function lifecycleDocSection(): string {
  return ['## The status moves', '', '```mermaid', lifecycleDiagram(), '```', '', '## Every move', '', lifecycleTable(), ''].join('\n');
}

/* ----------------------------------------------------------------------------------------------- */

const TEXT = {
  refusals: {
    notAllowed: 'Je rol mag dit niet doen.',
    illegal: (from: string, to: string) => `Een bestelling met status "${from}" kan niet naar "${to}".`,
    notNow: (status: string) => `Dit kan niet bij een bestelling met status "${status}".`,
    paymentRequired: 'Deze bestelling is nog niet betaald. Registreer eerst de betaling (bv. een overschrijving) voor de productie begint.',
    chargebackOpen: 'Op deze bestelling staat een terugboeking (chargeback). Regel eerst de betaling met de klant.',
    shippingRequired: 'Vul de vervoerder en de track-and-tracecode in voor je de bestelling verzendt.',
    tooLong: (max: number) => `Hoogstens ${max} tekens.`,
    alreadyPaid: 'Deze bestelling is al betaald.',
    notPayable: 'Deze bestelling kan niet (meer) betaald worden.',
    refundByBeheer: (held: Cents) => `Deze bestelling is betaald (${formatEuro(held)}). Alleen beheer kan ze annuleren, met de terugbetaling.`,
    refundRequired: (held: Cents) => `Deze bestelling is betaald: annuleer ze met de terugbetaling van ${formatEuro(held)}.`,
    refundMismatch: (held: Cents) => `Het bedrag is intussen gewijzigd: terug te betalen is nu ${formatEuro(held)}. Bekijk de bestelling opnieuw.`,
    invalidAmount: 'Geef een bedrag groter dan € 0,00 in.',
    amountTooHigh: (refundable: Cents) => `Je kunt hoogstens ${formatEuro(refundable)} terugbetalen.`,
    notDue: 'Dit is (nog) niet aan de orde.',
    unknownRefund: 'Deze terugbetaling hoort niet bij deze bestelling.',
  },
  attention: {
    chargeback: (cents: Cents) => `Terugboeking (chargeback) van ${formatEuro(cents)}: neem contact op met de klant.`,
    refundFailed: (cents: Cents) => `De terugbetaling van ${formatEuro(cents)} is mislukt; het bedrag kan opnieuw terugbetaald worden.`,
    moneyHeld: (cents: Cents) => `Geannuleerd, maar ${formatEuro(cents)} is nog niet terugbetaald en ook niet gevraagd: betaal het terug.`,
  },
  events: {
    placed: 'Bestelling geplaatst',
    statusChanged: (from: string, to: string) => `Status: ${from} → ${to}`,
    shipped: (carrier: string, code: string) => `Verzonden met ${carrier} (${code})`,
    cancelled: (reason: 'staff' | 'unpaid', refund: Cents) =>
      reason === 'unpaid' ? 'Geannuleerd: niet betaald binnen de termijn' : `Geannuleerd${refund > 0 ? `, ${formatEuro(refund)} wordt terugbetaald` : ''}`,
    reminder: 'Herinnering om te betalen verstuurd',
    paid: (cents: Cents, manual: boolean) => `Betaling van ${formatEuro(cents)} ontvangen${manual ? ' (overschrijving)' : ''}`,
    paymentEnded: { failed: 'Betaling mislukt', canceled: 'Betaling geannuleerd door de klant', expired: 'Betaling verlopen' },
    returned: (cents: Cents, why: 'cancelled' | 'duplicate') =>
      `Betaling van ${formatEuro(cents)} kwam binnen ${why === 'cancelled' ? 'na de annulering' : 'terwijl de bestelling al betaald was'}: wordt automatisch terugbetaald`,
    obsolete: (id: string) => `Open betaling ${id} niet meer nodig: geannuleerd bij de betaaldienst`,
    refundRequested: (cents: Cents, by: 'staff' | 'automatic' | 'provider') =>
      `Terugbetaling van ${formatEuro(cents)} gevraagd${by === 'automatic' ? ' (automatisch)' : by === 'provider' ? ' (bij de betaaldienst)' : ''}`,
    refundSettled: (cents: Cents) => `Terugbetaling van ${formatEuro(cents)} uitgevoerd`,
    refundFailed: (cents: Cents, reason: string | null) => `Terugbetaling van ${formatEuro(cents)} mislukt${reason ? `: ${reason}` : ''}`,
    chargeback: (cents: Cents) => `Terugboeking (chargeback) van ${formatEuro(cents)}`,
    chargebackReversed: (cents: Cents) => `Terugboeking van ${formatEuro(cents)} teruggedraaid`,
  },
};
