import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: two-factor sign-in for staff, and invitations that die with their sender.
 * - staff_user: the TOTP secret (AES-256-GCM with STAFF_2FA_KEY, never in plain text), the last time step a code
 *   was accepted for (a code works once), and since when two-factor is on.
 * - staff_recovery_code: ten one-time codes per account, kept only as a keyed hash.
 * - staff_session: a row that awaits the second step of a sign-in (a code, or setting two-factor up) is no
 *   session yet; it lives minutes and may carry the secret proposed while setting up.
 * - staff_link: an id to name it by (the list of pending invitations, revoking one), who made it (the link dies
 *   when they are deactivated), and when it was revoked. Links made before this have their maker matched by
 *   name or e-mail address where exactly one account fits.
 * Sessions of beheer accounts end: beheer sets two-factor up at the next sign-in.
 */
export class StaffTwoFactor1732530000000 implements MigrationInterface {
  name = 'StaffTwoFactor1732530000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE staff_user
        ADD COLUMN two_factor_secret     text,
        ADD COLUMN two_factor_last_step  bigint,
        ADD COLUMN two_factor_enabled_at timestamptz`);
    await q.query(`
      CREATE TABLE staff_recovery_code (
        staff_user_id integer NOT NULL REFERENCES staff_user (id) ON DELETE CASCADE,
        code_hash     text NOT NULL,
        used_at       timestamptz,
        PRIMARY KEY (staff_user_id, code_hash)
      )`);
    await q.query(`
      ALTER TABLE staff_session
        ADD COLUMN awaiting        text CHECK (awaiting IN ('two-factor-code', 'two-factor-setup')),
        ADD COLUMN proposed_secret text`);
    await q.query(`
      ALTER TABLE staff_link
        ADD COLUMN id            integer GENERATED ALWAYS AS IDENTITY UNIQUE,
        ADD COLUMN created_by_id integer REFERENCES staff_user (id) ON DELETE SET NULL,
        ADD COLUMN revoked_at    timestamptz`);
    await q.query(`
      UPDATE staff_link l SET created_by_id = m.id
        FROM (SELECT l2.token_hash, min(u.id) AS id FROM staff_link l2 JOIN staff_user u ON l2.created_by IN (u.name, u.email)
              GROUP BY l2.token_hash HAVING count(*) = 1) m
       WHERE l.token_hash = m.token_hash`);
    await q.query(`CREATE INDEX staff_link_created_by_idx ON staff_link (created_by_id) WHERE used_at IS NULL AND revoked_at IS NULL`);
    await q.query(`DELETE FROM staff_session s USING staff_user u WHERE s.staff_user_id = u.id AND u.role = 'beheer'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE staff_link DROP COLUMN revoked_at, DROP COLUMN created_by_id, DROP COLUMN id`);
    await q.query(`DELETE FROM staff_session WHERE awaiting IS NOT NULL`);
    await q.query(`ALTER TABLE staff_session DROP COLUMN proposed_secret, DROP COLUMN awaiting`);
    await q.query(`DROP TABLE staff_recovery_code`);
    await q.query(`ALTER TABLE staff_user DROP COLUMN two_factor_enabled_at, DROP COLUMN two_factor_last_step, DROP COLUMN two_factor_secret`);
  }
}
