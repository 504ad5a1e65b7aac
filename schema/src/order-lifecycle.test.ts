import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LIFECYCLE_DOC_MARKERS,
  lifecycleDocSection,
  attentionOf,
  decide,
  lifecycleDiagram,
  nextStatuses,
  paymentStatusOf,
  positionOf,
  statusMove,
  type Actor,
  type BookPayment,
  type DecideContext,
  type OrderBooks,
  type OrderCommand,
} from './order-lifecycle';

const PLACED_AT = new Date('2026-11-20T10:00:00Z');
const ctx = (now = new Date('2026-11-20T12:00:00Z')): DecideContext => {
  let next = 100;
  return { now, policy: { reminderAfterHours: 24, cancelAfterDays: 7 }, newRefundId: () => String(next++) };
};
/** An order of € 136,82 (the example), placed on 20 November. */
const books = (over: Partial<OrderBooks> = {}): OrderBooks => ({
  status: 'new',
  totalCents: 13682,
  placedAt: PLACED_AT,
  remindedAt: null,
  payments: [],
  refunds: [],
  chargebacks: [],
  ...over,
});
const paid = (id = 'tr_1', amountCents = 13682): BookPayment => ({ id, manual: false, amountCents, status: 'paid' });
const open = (id = 'tr_1'): BookPayment => ({ id, manual: false, amountCents: 13682, status: 'open' });
const view = (id: string, status: BookPayment['status'], extra: Partial<{ refunds: never[]; chargebacks: { id: string; amountCents: number; reversed: boolean }[] }> = {}) => ({
  id,
  amountCents: 13682,
  status,
  refunds: [],
  chargebacks: [],
  ...extra,
});

function ok(b: OrderBooks, command: OrderCommand, actor: Actor, c = ctx()) {
  const decision = decide(b, command, actor, c);
  if (!decision.ok) throw new Error(`refused: ${decision.refusal.code} ${decision.refusal.message}`);
  return decision;
}
function refusal(b: OrderBooks, command: OrderCommand, actor: Actor, c = ctx()) {
  const decision = decide(b, command, actor, c);
  if (decision.ok) throw new Error(`allowed: ${JSON.stringify(decision.events)}`);
  return decision.refusal;
}

describe('the status moves', () => {
  it('are the table: new → processing → production → shipped → completed, cancelled only before production', () => {
    expect(nextStatuses('new')).toEqual(['processing', 'cancelled']);
    expect(nextStatuses('processing')).toEqual(['production', 'cancelled']);
    expect(nextStatuses('production')).toEqual(['shipped']);
    expect(nextStatuses('shipped')).toEqual(['completed']);
    expect(nextStatuses('completed')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
    expect([statusMove('new', 'processing'), statusMove('production', 'shipped'), statusMove('production', 'cancelled')]).toEqual(['process', 'ship', null]);
  });

  it('make nothing before it is paid, nor while a chargeback stands', () => {
    expect(refusal(books(), { move: 'process' }, 'atelier').code).toBe('PAYMENT_REQUIRED');
    const chargedBack = books({ payments: [paid()], chargebacks: [{ id: 'chb_1', paymentId: 'tr_1', amountCents: 5000, reversed: false }] });
    expect(refusal(chargedBack, { move: 'process' }, 'atelier').code).toBe('CHARGEBACK_OPEN');
    expect(ok(books({ payments: [paid()] }), { move: 'process' }, 'atelier').events).toEqual([{ type: 'StatusChanged', from: 'new', to: 'processing' }]);
  });

  it('are refused to a role that may not make them, and to customer service entirely', () => {
    expect(refusal(books({ payments: [paid()] }), { move: 'process' }, 'klantenservice').code).toBe('NOT_ALLOWED');
    expect(refusal(books({ payments: [paid()] }), { move: 'refund', amountCents: 100 }, 'atelier').code).toBe('NOT_ALLOWED');
  });

  it('ship with a carrier and a track-and-trace code only', () => {
    const inProduction = books({ status: 'production', payments: [paid()] });
    expect(refusal(inProduction, { move: 'ship', carrier: ' ', trackingCode: '3S' }, 'atelier')).toMatchObject({ code: 'SHIPPING_REQUIRED', field: 'carrier' });
    expect(refusal(inProduction, { move: 'ship', carrier: 'bpost', trackingCode: 'x'.repeat(101) }, 'atelier')).toMatchObject({ code: 'TOO_LONG', field: 'trackingCode' });
    expect(ok(inProduction, { move: 'ship', carrier: ' bpost ', trackingCode: '3SLUM1' }, 'atelier').events).toEqual([
      { type: 'StatusChanged', from: 'production', to: 'shipped' },
      { type: 'OrderShipped', carrier: 'bpost', trackingCode: '3SLUM1' },
    ]);
  });
});

describe('the payment status', () => {
  it('follows the books: paid once the total came in, refunded or charged back when all of it went back', () => {
    expect(paymentStatusOf(books())).toBe('awaiting_payment');
    expect(paymentStatusOf(books({ payments: [{ ...open(), status: 'pending' }] }))).toBe('pending');
    expect(paymentStatusOf(books({ payments: [{ ...open(), status: 'failed' }] }))).toBe('failed');
    expect(paymentStatusOf(books({ payments: [paid()] }))).toBe('paid');
    const refundedHalf = { id: '1', paymentId: 'tr_1', amountCents: 6841, status: 'refunded' as const, providerId: 're_1', creditsInvoice: true };
    expect(paymentStatusOf(books({ payments: [paid()], refunds: [refundedHalf] }))).toBe('paid');
    // A pending refund is not a refund yet.
    expect(paymentStatusOf(books({ payments: [paid()], refunds: [{ ...refundedHalf, amountCents: 13682, status: 'pending' }] }))).toBe('paid');
    expect(paymentStatusOf(books({ payments: [paid()], refunds: [{ ...refundedHalf, amountCents: 13682 }] }))).toBe('refunded');
    expect(paymentStatusOf(books({ payments: [paid()], chargebacks: [{ id: 'chb_1', paymentId: 'tr_1', amountCents: 13682, reversed: false }] }))).toBe('charged_back');
    expect(paymentStatusOf(books({ payments: [paid()], chargebacks: [{ id: 'chb_1', paymentId: 'tr_1', amountCents: 13682, reversed: true }] }))).toBe('paid');
  });

  it('is what the latest provider payment says while nothing is paid (an older one ending is no news)', () => {
    const b = books({ payments: [{ ...open('tr_1'), status: 'expired' }, open('tr_2')] });
    expect(paymentStatusOf(b)).toBe('awaiting_payment');
    expect(ok(b, { move: 'providerUpdate', payment: view('tr_1', 'expired') }, 'provider').events).toEqual([]);
  });
});

describe('a cancelled order accepts no payment', () => {
  it('cancelling an unpaid order makes its open payment obsolete (cancelled at the provider)', () => {
    expect(ok(books({ payments: [open()] }), { move: 'cancel', refundCents: null }, 'atelier').events).toEqual([
      { type: 'StatusChanged', from: 'new', to: 'cancelled' },
      { type: 'OrderCancelled', reason: 'staff', refundCents: 0 },
      { type: 'PaymentObsolete', paymentId: 'tr_1' },
    ]);
  });

  it('a payment that arrives on a cancelled order goes back whole, crediting no invoice', () => {
    const after = ok(books({ status: 'cancelled', payments: [open()] }), { move: 'providerUpdate', payment: view('tr_1', 'paid') }, 'provider');
    expect(after.events).toEqual([
      { type: 'PaymentReturned', paymentId: 'tr_1', amountCents: 13682, why: 'cancelled' },
      { type: 'RefundRequested', refundId: '100', paymentId: 'tr_1', amountCents: 13682, by: 'automatic' },
    ]);
    expect(after.books.refunds).toEqual([{ id: '100', paymentId: 'tr_1', amountCents: 13682, status: 'pending', providerId: null, creditsInvoice: false }]);
    expect(positionOf(after.books)).toMatchObject({ paidCents: 13682, refundPendingCents: 13682, refundableCents: 0 });
  });
});

describe('cancelling a paid order decides the money', () => {
  const paidOrder = books({ payments: [paid()] });
  it('refunds all it holds, beheer only, with the amount staff saw', () => {
    expect(refusal(paidOrder, { move: 'cancel', refundCents: null }, 'atelier').code).toBe('NOT_ALLOWED');
    expect(refusal(paidOrder, { move: 'cancel', refundCents: null }, 'beheer')).toMatchObject({ code: 'REFUND_REQUIRED', field: 'refundCents' });
    expect(refusal(paidOrder, { move: 'cancel', refundCents: 13600 }, 'beheer').code).toBe('REFUND_MISMATCH');
    const cancelled = ok(paidOrder, { move: 'cancel', refundCents: 13682 }, 'beheer');
    expect(cancelled.events).toEqual([
      { type: 'StatusChanged', from: 'new', to: 'cancelled' },
      { type: 'OrderCancelled', reason: 'staff', refundCents: 13682 },
      { type: 'RefundRequested', refundId: '100', paymentId: 'tr_1', amountCents: 13682, by: 'staff' },
    ]);
    expect(positionOf(cancelled.books)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', refundPendingCents: 13682, refundableCents: 0 });
  });

  it('a manual payment (a bank transfer) goes back by hand: settled at once', () => {
    const manual = books({ payments: [{ id: 'man_1', manual: true, amountCents: 13682, status: 'paid' }] });
    const cancelled = ok(manual, { move: 'cancel', refundCents: 13682 }, 'beheer');
    expect(cancelled.events.slice(2)).toEqual([
      { type: 'RefundRequested', refundId: '100', paymentId: 'man_1', amountCents: 13682, by: 'staff' },
      { type: 'RefundSettled', refundId: '100', amountCents: 13682, creditsInvoice: true },
    ]);
    expect(paymentStatusOf(cancelled.books)).toBe('refunded');
  });
});

describe('a refund follows the provider', () => {
  const paidOrder = books({ payments: [paid()] });
  it('is pending when asked, refunded only when the provider says so, and free again when it fails', () => {
    const asked = ok(paidOrder, { move: 'refund', amountCents: 2500 }, 'beheer');
    expect(positionOf(asked.books)).toMatchObject({ refundedCents: 0, refundPendingCents: 2500, refundableCents: 11182 });
    const accepted = ok(asked.books, { move: 'refundSent', refundId: '100', providerId: 're_9', status: 'queued' }, 'provider');
    expect(accepted.events).toEqual([]);
    expect(accepted.books.refunds[0]).toMatchObject({ status: 'pending', providerId: 're_9' });
    const done = ok(accepted.books, { move: 'providerUpdate', payment: { ...view('tr_1', 'paid'), refunds: [{ providerId: 're_9', refundId: '100', amountCents: 2500, status: 'refunded' }] } }, 'provider');
    expect(done.events).toEqual([{ type: 'RefundSettled', refundId: '100', amountCents: 2500, creditsInvoice: true }]);
    expect(positionOf(done.books)).toMatchObject({ refundedCents: 2500, refundPendingCents: 0, refundableCents: 11182 });

    const failed = ok(accepted.books, { move: 'providerUpdate', payment: { ...view('tr_1', 'paid'), refunds: [{ providerId: 're_9', refundId: '100', amountCents: 2500, status: 'failed' }] } }, 'provider');
    expect(failed.events).toEqual([{ type: 'RefundFailed', refundId: '100', amountCents: 2500, status: 'failed', reason: null }]);
    expect(positionOf(failed.books)).toMatchObject({ refundedCents: 0, refundPendingCents: 0, refundableCents: 13682 });
    expect(attentionOf(failed.books)).toEqual([{ code: 'REFUND_FAILED', message: 'De terugbetaling van €\u00a025,00 is mislukt; het bedrag kan opnieuw terugbetaald worden.' }]);
  });

  it('never more than is left, over every payment, newest first', () => {
    const twice = books({ payments: [{ id: 'man_1', manual: true, amountCents: 13682, status: 'paid' }, paid('tr_2')] });
    expect(refusal(twice, { move: 'refund', amountCents: 27365 }, 'beheer')).toMatchObject({ code: 'AMOUNT_TOO_HIGH', message: 'Je kunt hoogstens €\u00a0273,64 terugbetalen.' });
    expect(refusal(twice, { move: 'refund', amountCents: 0 }, 'beheer').code).toBe('INVALID_AMOUNT');
    // € 150,00: € 136,82 from the newest (the card payment), € 13,18 from the transfer, recorded as returned by hand.
    expect(ok(twice, { move: 'refund', amountCents: 15000 }, 'beheer').books.refunds.map((r) => [r.paymentId, r.amountCents, r.status])).toEqual([
      ['tr_2', 13682, 'pending'],
      ['man_1', 1318, 'refunded'],
    ]);
  });

  it('one made at the provider (its dashboard) joins the books', () => {
    const made = ok(paidOrder, { move: 'providerUpdate', payment: { ...view('tr_1', 'paid'), refunds: [{ providerId: 're_5', refundId: null, amountCents: 1000, status: 'refunded' }] } }, 'provider');
    expect(made.events).toEqual([
      { type: 'RefundRequested', refundId: '100', paymentId: 'tr_1', amountCents: 1000, by: 'provider' },
      { type: 'RefundSettled', refundId: '100', amountCents: 1000, creditsInvoice: true },
    ]);
  });
});

describe('one order, one settled payment', () => {
  it('a manual payment records what is due and makes the open provider payment obsolete', () => {
    const recorded = ok(books({ payments: [open()] }), { move: 'recordPayment', paymentId: 'man_1' }, 'atelier');
    expect(recorded.events).toEqual([
      { type: 'PaymentReceived', paymentId: 'man_1', amountCents: 13682, manual: true },
      { type: 'PaymentObsolete', paymentId: 'tr_1' },
    ]);
    expect(refusal(recorded.books, { move: 'recordPayment', paymentId: 'man_2' }, 'atelier').code).toBe('ALREADY_PAID');
  });

  it('a second payment that arrives anyway goes back whole (the issue: € 209,60 paid for a € 104,80 order)', () => {
    const manual = books({ totalCents: 10480, payments: [{ id: 'man_1', manual: true, amountCents: 10480, status: 'paid' }, { ...open('tr_1'), amountCents: 10480 }] });
    const second = ok(manual, { move: 'providerUpdate', payment: { ...view('tr_1', 'paid'), amountCents: 10480 } }, 'provider');
    expect(second.events).toEqual([
      { type: 'PaymentReturned', paymentId: 'tr_1', amountCents: 10480, why: 'duplicate' },
      { type: 'RefundRequested', refundId: '100', paymentId: 'tr_1', amountCents: 10480, by: 'automatic' },
    ]);
    expect(positionOf(second.books)).toMatchObject({ paidCents: 20960, refundPendingCents: 10480, refundableCents: 10480, paymentStatus: 'paid' });
  });

  it('a replayed webhook changes nothing', () => {
    const once = ok(books({ payments: [open()] }), { move: 'providerUpdate', payment: view('tr_1', 'paid') }, 'provider');
    expect(once.events).toEqual([{ type: 'PaymentReceived', paymentId: 'tr_1', amountCents: 13682, manual: false }]);
    expect(ok(once.books, { move: 'providerUpdate', payment: view('tr_1', 'paid') }, 'provider').events).toEqual([]);
    // An older status reported late never goes back.
    expect(ok(once.books, { move: 'providerUpdate', payment: view('tr_1', 'open') }, 'provider').books).toEqual(once.books);
  });
});

describe('chargebacks', () => {
  it('count against what was paid, flag the order, and a reversal gives it back', () => {
    const paidOrder = books({ payments: [paid()] });
    const charged = ok(paidOrder, { move: 'providerUpdate', payment: { ...view('tr_1', 'paid'), chargebacks: [{ id: 'chb_1', amountCents: 13682, reversed: false }] } }, 'provider');
    expect(charged.events).toEqual([{ type: 'ChargebackReceived', chargebackId: 'chb_1', paymentId: 'tr_1', amountCents: 13682 }]);
    expect(positionOf(charged.books)).toMatchObject({ paymentStatus: 'charged_back', chargedBackCents: 13682, refundableCents: 0 });
    expect(attentionOf(charged.books).map((a) => a.code)).toEqual(['CHARGEBACK']);
    const reversed = ok(charged.books, { move: 'providerUpdate', payment: { ...view('tr_1', 'paid'), chargebacks: [{ id: 'chb_1', amountCents: 13682, reversed: true }] } }, 'provider');
    expect(reversed.events).toEqual([{ type: 'ChargebackReversed', chargebackId: 'chb_1', amountCents: 13682 }]);
    expect(positionOf(reversed.books).paymentStatus).toBe('paid');
  });
});

describe("the shop's clock", () => {
  it('reminds once after 24 hours, and cancels after 7 days, only while unpaid', () => {
    const at = (hours: number) => ctx(new Date(PLACED_AT.getTime() + hours * 3_600_000));
    expect(refusal(books(), { move: 'remind' }, 'housekeeping', at(23)).code).toBe('NOT_DUE');
    const reminded = ok(books(), { move: 'remind' }, 'housekeeping', at(24));
    expect(reminded.events).toEqual([{ type: 'PaymentReminderDue' }]);
    expect(refusal(reminded.books, { move: 'remind' }, 'housekeeping', at(30)).code).toBe('NOT_DUE');
    expect(refusal(books(), { move: 'expire' }, 'housekeeping', at(7 * 24 - 1)).code).toBe('NOT_DUE');
    expect(ok(books({ payments: [open()] }), { move: 'expire' }, 'housekeeping', at(7 * 24)).events).toEqual([
      { type: 'StatusChanged', from: 'new', to: 'cancelled' },
      { type: 'OrderCancelled', reason: 'unpaid', refundCents: 0 },
      { type: 'PaymentObsolete', paymentId: 'tr_1' },
    ]);
    // A payment being processed, or paid, is never expired; staff cannot make the clock's moves.
    expect(refusal(books({ payments: [{ ...open(), status: 'pending' }] }), { move: 'expire' }, 'housekeeping', at(200)).code).toBe('NOT_DUE');
    expect(refusal(books({ payments: [paid()] }), { move: 'remind' }, 'housekeeping', at(30)).code).toBe('NOT_DUE');
    expect(refusal(books(), { move: 'expire' }, 'beheer', at(200)).code).toBe('NOT_ALLOWED');
  });
});

describe('the picture', () => {
  it('is generated from the table: every status move with who and when', () => {
    const diagram = lifecycleDiagram();
    expect(diagram.split('\n').slice(0, 3)).toEqual([
      'stateDiagram-v2',
      '  [*] --> new: place (shopper)',
      '  new --> processing: process (beheer, atelier) if paid, no chargeback',
    ]);
    expect(diagram).toContain('  new --> cancelled: expire (housekeeping) if unpaid for cancelAfterDays, nothing pending');
  });

  it('docs/ORDER-LIFECYCLE.md shows the table as it is (run "npm run codegen" when this fails)', () => {
    const page = fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'ORDER-LIFECYCLE.md'), 'utf8');
    const generated = page.slice(page.indexOf(LIFECYCLE_DOC_MARKERS.start) + LIFECYCLE_DOC_MARKERS.start.length + 1, page.indexOf(LIFECYCLE_DOC_MARKERS.end));
    expect(generated).toBe(`${lifecycleDocSection()}\n`);
  });
});
