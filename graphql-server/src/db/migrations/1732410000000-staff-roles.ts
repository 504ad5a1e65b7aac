import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff roles (issue 20, ARCHITECTURE §5): beheer (everything, staff accounts and the catalogue included), atelier
 * (orders, production, exports, fabrics), klantenservice (orders read-only, messages, samples, reviews, mails). The
 * accounts that exist are beheer, as the first account always was. A deactivated account signs in no more and its
 * sessions end at once.
 */
export class StaffRoles1732410000000 implements MigrationInterface {
  name = 'StaffRoles1732410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE staff_user
        ADD COLUMN role           text NOT NULL DEFAULT 'beheer' CHECK (role IN ('beheer', 'atelier', 'klantenservice')),
        ADD COLUMN active         boolean NOT NULL DEFAULT true,
        ADD COLUMN deactivated_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE staff_user DROP COLUMN role, DROP COLUMN active, DROP COLUMN deactivated_at`);
  }
}
