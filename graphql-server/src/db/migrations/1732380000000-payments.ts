import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments (issue 19): an order's payments at the provider (Mollie, the built-in test provider) or recorded by
 * staff by hand (a bank transfer), each with its provider status; the order's payment status follows from them
 * (awaiting payment, pending, paid, failed, canceled, expired, refunded) with a history of every change, who or
 * what made it, and when. Refunds are reserved first and then confirmed by the provider, so two at once can never
 * exceed what was paid. An order asks the provider for one payment per attempt (`payment_attempts`, and the key of
 * a request whose answer was not stored yet, so a retry asks with the same key and gets the same payment). The
 * test provider keeps its payments in a table of its own, so every server process sees them. An order moved to
 * shipped carries its carrier and track-and-trace code.
 */
export class Payments1732380000000 implements MigrationInterface {
  name = 'Payments1732380000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customer_order DROP CONSTRAINT IF EXISTS customer_order_payment_status_check`);
    await q.query(`
      ALTER TABLE customer_order
        ADD CONSTRAINT customer_order_payment_status_check
          CHECK (payment_status IN ('awaiting_payment', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded')),
        ADD COLUMN paid_cents          integer NOT NULL DEFAULT 0 CHECK (paid_cents >= 0),
        ADD COLUMN refunded_cents      integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= paid_cents),
        ADD COLUMN paid_at             timestamptz,
        ADD COLUMN payment_attempts    integer NOT NULL DEFAULT 0,
        ADD COLUMN payment_request_key text,
        ADD COLUMN carrier             text,
        ADD COLUMN tracking_code       text`);
    await q.query(`UPDATE customer_order SET paid_cents = total_cents, paid_at = updated_at WHERE payment_status = 'paid'`);

    await q.query(`
      CREATE TABLE payment (
        id             text PRIMARY KEY,
        order_id       text NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        provider       text NOT NULL CHECK (provider IN ('mollie', 'test', 'manual')),
        method         text,
        amount_cents   integer NOT NULL CHECK (amount_cents > 0),
        status         text NOT NULL CHECK (status IN ('open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired')),
        checkout_url   text,
        refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= amount_cents),
        recorded_by    text,
        created_at     timestamptz NOT NULL DEFAULT now(),
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX payment_order_idx ON payment (order_id, created_at, id)`);

    await q.query(`
      CREATE TABLE order_payment_change (
        id          serial PRIMARY KEY,
        order_id    text NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        payment_id  text,
        from_status text NOT NULL,
        to_status   text NOT NULL,
        changed_by  text NOT NULL,
        changed_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX order_payment_change_order_idx ON order_payment_change (order_id, changed_at, id)`);

    await q.query(`
      CREATE TABLE refund (
        id            serial PRIMARY KEY,
        order_id      text NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        payment_id    text NOT NULL REFERENCES payment (id),
        amount_cents  integer NOT NULL CHECK (amount_cents > 0),
        status        text NOT NULL CHECK (status IN ('requested', 'refunded', 'failed')),
        provider_id   text,
        reason        text,
        requested_by  text NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX refund_order_idx ON refund (order_id, created_at, id)`);

    await q.query(`
      CREATE TABLE test_provider_payment (
        id              text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        order_id        text NOT NULL,
        amount_cents    integer NOT NULL,
        method          text NOT NULL,
        description     text NOT NULL,
        redirect_url    text NOT NULL,
        webhook_url     text NOT NULL,
        status          text NOT NULL,
        refunded_cents  integer NOT NULL DEFAULT 0,
        created_at      timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE test_provider_payment`);
    await q.query(`DROP TABLE refund`);
    await q.query(`DROP TABLE order_payment_change`);
    await q.query(`DROP TABLE payment`);
    await q.query(`UPDATE customer_order SET payment_status = 'awaiting_payment' WHERE payment_status <> 'paid'`);
    await q.query(`ALTER TABLE customer_order DROP CONSTRAINT customer_order_payment_status_check`);
    await q.query(`
      ALTER TABLE customer_order
        ADD CONSTRAINT customer_order_payment_status_check CHECK (payment_status IN ('awaiting_payment', 'paid')),
        DROP COLUMN paid_cents, DROP COLUMN refunded_cents, DROP COLUMN paid_at, DROP COLUMN payment_attempts,
        DROP COLUMN payment_request_key, DROP COLUMN carrier, DROP COLUMN tracking_code`);
  }
}
