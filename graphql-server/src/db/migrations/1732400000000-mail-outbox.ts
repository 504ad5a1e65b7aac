import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail outbox (issue 19, ARCHITECTURE §4 "Mail out"): every mail a customer or the shop's inbox gets is
 * written here in the same transaction as the event it reports, then sent by the job queue (pg-boss, in its own
 * schema `pgboss`, made by pg-boss itself at start). A row keeps what is needed to render the mail again (its
 * template and data), the attachments by reference (resolved when sending, e.g. `{ kind: 'invoice', number }`),
 * a Message-ID made when the row is written (a resend after a crash mid-send is recognisably the same mail), the
 * id of its one job in the queue (queueing it twice is a no-op), and where it stands: pending, then sent; kept
 * when no SMTP server is configured (staff read it in the admin); failed when every retry failed.
 */
export class MailOutbox1732400000000 implements MigrationInterface {
  name = 'MailOutbox1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_mail (
        id          serial PRIMARY KEY,
        template    text NOT NULL,
        recipient   text NOT NULL,
        subject     text NOT NULL,
        data        jsonb NOT NULL,
        attachments jsonb NOT NULL DEFAULT '[]',
        message_id  text NOT NULL UNIQUE,
        job_id      uuid NOT NULL UNIQUE,
        status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'kept', 'failed')),
        attempts    integer NOT NULL DEFAULT 0,
        last_error  text,
        created_at  timestamptz NOT NULL DEFAULT now(),
        sent_at     timestamptz
      )`);
    // The staff list, newest first; and the sweep that queues what is still pending.
    await q.query(`CREATE INDEX outbox_mail_keyset_idx ON outbox_mail (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX outbox_mail_pending_idx ON outbox_mail (created_at, id) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS outbox_mail`);
  }
}
