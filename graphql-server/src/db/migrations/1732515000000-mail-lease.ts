import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail without a held transaction: a sender no longer keeps the mail's row locked (FOR UPDATE in an open
 * transaction) while it renders the mail, makes its invoice PDFs and talks to the SMTP server. It takes a lease
 * instead, in one statement: the mail becomes 'sending' until `lease_expires_at`, and is marked sent (or put back
 * to pending, or failed) when the send is over. A sender that dies mid-send leaves its lease to expire, and the
 * next sender takes the mail again. A mail is 'sending' exactly while it has a lease (a CHECK keeps the two
 * together). The sweep's index now holds the mails still to send, pending or sending, so the sweep finds the
 * pending ones and the expired leases among few rows.
 */
export class MailLease1732515000000 implements MigrationInterface {
  name = 'MailLease1732515000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_mail DROP CONSTRAINT outbox_mail_status_check`);
    await q.query(`ALTER TABLE outbox_mail ADD COLUMN lease_expires_at timestamptz`);
    await q.query(`
      ALTER TABLE outbox_mail
        ADD CONSTRAINT outbox_mail_status_check CHECK (status IN ('pending', 'sending', 'sent', 'kept', 'failed')),
        ADD CONSTRAINT outbox_mail_lease_check CHECK ((status = 'sending') = (lease_expires_at IS NOT NULL))`);
    await q.query(`DROP INDEX outbox_mail_pending_idx`);
    await q.query(`CREATE INDEX outbox_mail_unsent_idx ON outbox_mail (created_at, id) WHERE status IN ('pending', 'sending')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX outbox_mail_unsent_idx`);
    // A lease still held is given up: the mail is pending again, and sent by the row lock of old.
    await q.query(`UPDATE outbox_mail SET status = 'pending', lease_expires_at = NULL WHERE status = 'sending'`);
    await q.query(`ALTER TABLE outbox_mail DROP CONSTRAINT outbox_mail_lease_check, DROP CONSTRAINT outbox_mail_status_check`);
    await q.query(`ALTER TABLE outbox_mail DROP COLUMN lease_expires_at`);
    await q.query(`ALTER TABLE outbox_mail ADD CONSTRAINT outbox_mail_status_check CHECK (status IN ('pending', 'sent', 'kept', 'failed'))`);
    await q.query(`CREATE INDEX outbox_mail_pending_idx ON outbox_mail (created_at, id) WHERE status = 'pending'`);
  }
}
