import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One order lifecycle (issue 29, schema/src/order-lifecycle.ts). The order row keeps its position as the lifecycle
 * derives it from the books (settled refunds, refunds still pending, chargebacks, what can be refunded, what staff
 * must look at), so a list of orders reads no other table; a refund is `pending` until the provider settles it (it
 * was `requested`), remembers whether it credits the invoice and why it failed; chargebacks are recorded as the
 * provider reports them; every event an order's moves emit is kept once (its key is unique per order), which is
 * also the order's history in words. The test provider keeps refunds and chargebacks as Mollie does.
 */
export class OrderLifecycle1732510000000 implements MigrationInterface {
  name = 'OrderLifecycle1732510000000';

  async up(q: QueryRunner): Promise<void> {
    // Payments in the order they joined the books, whatever their clock says (two in one instant stay apart).
    await q.query(`ALTER TABLE payment ADD COLUMN seq bigserial`);
    await q.query(`ALTER TABLE refund DROP CONSTRAINT IF EXISTS refund_status_check`);
    await q.query(`UPDATE refund SET status = 'pending' WHERE status = 'requested'`);
    await q.query(`
      ALTER TABLE refund
        ADD CONSTRAINT refund_status_check CHECK (status IN ('pending', 'refunded', 'failed', 'canceled')),
        ADD COLUMN credits_invoice boolean NOT NULL DEFAULT true,
        ADD COLUMN failure text,
        ADD COLUMN settled_at timestamptz,
        ADD COLUMN sending_until timestamptz`);
    // Refunds still to be sent to the provider (the process ended before it could): found by the retry.
    await q.query(`CREATE INDEX refund_unsent_idx ON refund (created_at) WHERE status = 'pending' AND provider_id IS NULL`);

    await q.query(`
      CREATE TABLE chargeback (
        id           text PRIMARY KEY,
        order_id     text NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        payment_id   text NOT NULL REFERENCES payment (id),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        reversed_at  timestamptz,
        recorded_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX chargeback_order_idx ON chargeback (order_id, recorded_at, id)`);

    await q.query(`
      CREATE TABLE order_event (
        id         bigserial PRIMARY KEY,
        order_id   text NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        type       text NOT NULL,
        key        text NOT NULL,
        data       jsonb NOT NULL,
        actor      text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (order_id, key)
      )`);

    await q.query(`ALTER TABLE customer_order DROP CONSTRAINT IF EXISTS customer_order_payment_status_check`);
    await q.query(`ALTER TABLE customer_order DROP CONSTRAINT IF EXISTS customer_order_check`);
    await q.query(`ALTER TABLE customer_order DROP CONSTRAINT IF EXISTS customer_order_refunded_cents_check`);
    await q.query(`
      ALTER TABLE customer_order
        ADD CONSTRAINT customer_order_payment_status_check
          CHECK (payment_status IN ('awaiting_payment', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back')),
        ADD COLUMN refund_pending_cents integer NOT NULL DEFAULT 0 CHECK (refund_pending_cents >= 0),
        ADD COLUMN charged_back_cents   integer NOT NULL DEFAULT 0 CHECK (charged_back_cents >= 0),
        ADD COLUMN refundable_cents     integer NOT NULL DEFAULT 0 CHECK (refundable_cents >= 0),
        ADD COLUMN attention            jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN reminded_at          timestamptz,
        ADD CONSTRAINT customer_order_refunded_cents_check CHECK (refunded_cents >= 0 AND refunded_cents + refund_pending_cents <= paid_cents)`);
    // What was counted as refunded when it was only asked is pending now.
    await q.query(`
      UPDATE customer_order o SET
        refunded_cents = coalesce((SELECT sum(amount_cents) FROM refund r WHERE r.order_id = o.id AND r.status = 'refunded'), 0),
        refund_pending_cents = coalesce((SELECT sum(amount_cents) FROM refund r WHERE r.order_id = o.id AND r.status = 'pending'), 0)`);
    await q.query(`UPDATE payment p SET refunded_cents = coalesce((SELECT sum(amount_cents) FROM refund r WHERE r.payment_id = p.id AND r.status = 'refunded'), 0)`);
    await q.query(`
      UPDATE customer_order o SET refundable_cents = coalesce((
        SELECT sum(greatest(0, p.amount_cents - coalesce((SELECT sum(r.amount_cents) FROM refund r WHERE r.payment_id = p.id AND r.status IN ('pending', 'refunded')), 0)))
        FROM payment p WHERE p.order_id = o.id AND p.status = 'paid'), 0)`);
    // Orders waiting for their payment, by age: the reminder and the cancellation of unpaid orders find them.
    await q.query(`CREATE INDEX customer_order_unpaid_idx ON customer_order (created_at) WHERE status = 'new'`);

    await q.query(`
      CREATE TABLE test_provider_refund (
        id             text PRIMARY KEY,
        payment_id     text NOT NULL REFERENCES test_provider_payment (id),
        our_refund_id  text,
        amount_cents   integer NOT NULL,
        status         text NOT NULL,
        created_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE test_provider_chargeback (
        id           text PRIMARY KEY,
        payment_id   text NOT NULL REFERENCES test_provider_payment (id),
        amount_cents integer NOT NULL,
        reversed     boolean NOT NULL DEFAULT false,
        created_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO test_provider_refund (id, payment_id, amount_cents, status)
      SELECT 're_migrated_' || id, id, refunded_cents, 'refunded' FROM test_provider_payment WHERE refunded_cents > 0`);
    await q.query(`ALTER TABLE test_provider_payment DROP COLUMN refunded_cents`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE test_provider_payment ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0`);
    await q.query(`UPDATE test_provider_payment p SET refunded_cents = coalesce((SELECT sum(amount_cents) FROM test_provider_refund r WHERE r.payment_id = p.id AND r.status <> 'failed'), 0)`);
    await q.query(`DROP TABLE test_provider_chargeback`);
    await q.query(`DROP TABLE test_provider_refund`);
    await q.query(`DROP INDEX customer_order_unpaid_idx`);
    await q.query(`UPDATE customer_order SET refunded_cents = refunded_cents + refund_pending_cents, payment_status = CASE WHEN payment_status = 'charged_back' THEN 'paid' ELSE payment_status END`);
    await q.query(`
      ALTER TABLE customer_order
        DROP CONSTRAINT customer_order_refunded_cents_check,
        DROP CONSTRAINT customer_order_payment_status_check,
        DROP COLUMN refund_pending_cents, DROP COLUMN charged_back_cents, DROP COLUMN refundable_cents, DROP COLUMN attention, DROP COLUMN reminded_at,
        ADD CONSTRAINT customer_order_payment_status_check CHECK (payment_status IN ('awaiting_payment', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded')),
        ADD CONSTRAINT customer_order_refunded_cents_check CHECK (refunded_cents >= 0 AND refunded_cents <= paid_cents)`);
    await q.query(`DROP TABLE order_event`);
    await q.query(`DROP TABLE chargeback`);
    await q.query(`DROP INDEX refund_unsent_idx`);
    await q.query(`ALTER TABLE refund DROP CONSTRAINT refund_status_check`);
    await q.query(`ALTER TABLE payment DROP COLUMN seq`);
    await q.query(`UPDATE refund SET status = 'requested' WHERE status = 'pending'`);
    await q.query(`UPDATE refund SET status = 'failed' WHERE status = 'canceled'`);
    await q.query(`
      ALTER TABLE refund
        DROP COLUMN credits_invoice, DROP COLUMN failure, DROP COLUMN settled_at, DROP COLUMN sending_until,
        ADD CONSTRAINT refund_status_check CHECK (status IN ('requested', 'refunded', 'failed'))`);
  }
}
