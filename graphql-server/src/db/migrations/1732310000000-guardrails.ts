import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guardrails (issue 8): the rate limits' table (rate-limiter-flexible's layout: key, points, expiry in epoch
 * milliseconds), which replaces the list of failed staff sign-ins; indexes for the housekeeping job, which
 * removes idle carts, expired sessions and expired limits in small batches.
 */
export class Guardrails1732310000000 implements MigrationInterface {
  name = 'Guardrails1732310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limit (
        key     varchar(255) PRIMARY KEY,
        points  integer NOT NULL DEFAULT 0,
        expire  bigint
      )`);
    await q.query(`CREATE INDEX rate_limit_expire_idx ON rate_limit (expire)`);
    await q.query(`DROP TABLE IF EXISTS staff_login_failure`);
    await q.query(`CREATE INDEX cart_updated_idx ON cart (updated_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS cart_updated_idx`);
    await q.query(`
      CREATE TABLE staff_login_failure (
        id          bigserial PRIMARY KEY,
        email       text NOT NULL,
        ip          text NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX staff_login_failure_email_idx ON staff_login_failure (email, created_at)`);
    await q.query(`CREATE INDEX staff_login_failure_ip_idx ON staff_login_failure (ip, created_at)`);
    await q.query(`DROP TABLE IF EXISTS rate_limit`);
  }
}
