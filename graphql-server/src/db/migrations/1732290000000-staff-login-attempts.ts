import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Failed staff sign-ins, so that the rate limit holds across server processes (ARCHITECTURE §5, §10). */
export class StaffLoginAttempts1732290000000 implements MigrationInterface {
  name = 'StaffLoginAttempts1732290000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_login_failure (
        id          bigserial PRIMARY KEY,
        email       text NOT NULL,
        ip          text NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX staff_login_failure_email_idx ON staff_login_failure (email, created_at)`);
    await q.query(`CREATE INDEX staff_login_failure_ip_idx ON staff_login_failure (ip, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS staff_login_failure`);
  }
}
