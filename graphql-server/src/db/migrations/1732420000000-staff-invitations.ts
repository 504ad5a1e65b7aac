import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts run by beheer (issue 20): a one-time link to create an account (an invitation) or to choose a new
 * password (a reset), stored only as the SHA-256 of its token, with its expiry and when it was used; and when each
 * member last signed in, for the list of staff.
 */
export class StaffInvitations1732420000000 implements MigrationInterface {
  name = 'StaffInvitations1732420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_link (
        token_hash    text PRIMARY KEY,
        kind          text NOT NULL CHECK (kind IN ('invitation', 'password-reset')),
        email         text NOT NULL,
        name          text NOT NULL,
        role          text NOT NULL CHECK (role IN ('beheer', 'atelier', 'klantenservice')),
        staff_user_id integer REFERENCES staff_user (id) ON DELETE CASCADE,
        created_by    text NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        expires_at    timestamptz NOT NULL,
        used_at       timestamptz
      )`);
    await q.query(`CREATE INDEX staff_link_user_idx ON staff_link (staff_user_id)`);
    await q.query(`ALTER TABLE staff_user ADD COLUMN last_signed_in_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE staff_user DROP COLUMN last_signed_in_at`);
    await q.query(`DROP TABLE staff_link`);
  }
}
