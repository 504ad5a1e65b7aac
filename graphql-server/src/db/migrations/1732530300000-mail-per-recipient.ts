import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mails per recipient (issue 30: the shop's mail could be used as a relay). Each mail keeps the mailbox it goes to —
 * its address in lower case without a "+tag" (an+1@x.be reaches An@X.be), as the rate limits key it — so the outbox
 * counts what one mailbox got in the last hour and day from an index of those rows. A mail over the limit is written
 * 'suppressed' (with its reason in last_error) and never sent; the mails counted are those that were not.
 */
export class MailPerRecipient1732530300000 implements MigrationInterface {
  name = 'MailPerRecipient1732530300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_mail ADD COLUMN mailbox text`);
    await q.query(`UPDATE outbox_mail SET mailbox = regexp_replace(lower(trim(recipient)), '^([^@+]+)\\+[^@]*@', '\\1@')`);
    await q.query(`ALTER TABLE outbox_mail ALTER COLUMN mailbox SET NOT NULL`);
    await q.query(`ALTER TABLE outbox_mail DROP CONSTRAINT outbox_mail_status_check`);
    await q.query(`ALTER TABLE outbox_mail ADD CONSTRAINT outbox_mail_status_check CHECK (status IN ('pending', 'sending', 'sent', 'kept', 'failed', 'suppressed'))`);
    await q.query(`CREATE INDEX outbox_mail_mailbox_idx ON outbox_mail (mailbox, created_at) WHERE status <> 'suppressed'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX outbox_mail_mailbox_idx`);
    // A suppressed mail was never to be sent: it stays unsent, as a failed one.
    await q.query(`UPDATE outbox_mail SET status = 'failed' WHERE status = 'suppressed'`);
    await q.query(`ALTER TABLE outbox_mail DROP CONSTRAINT outbox_mail_status_check`);
    await q.query(`ALTER TABLE outbox_mail ADD CONSTRAINT outbox_mail_status_check CHECK (status IN ('pending', 'sending', 'sent', 'kept', 'failed'))`);
    await q.query(`ALTER TABLE outbox_mail DROP COLUMN mailbox`);
  }
}
