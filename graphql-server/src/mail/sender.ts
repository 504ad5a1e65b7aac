/**
 * Sends one mail of the outbox, never twice: the row is locked (FOR UPDATE NOWAIT) and checked while it is
 * sent, and marked sent in the same transaction, so a second sender of the same mail waits its turn and then
 * finds it sent. Should the process die between the SMTP server's answer and the commit, the transaction rolls
 * back and the mail is sent again later — only that one mail, and with the same Message-ID, so it is
 * recognisably the same. With no SMTP server (SMTP_URL unset) the mail is rendered and kept for the admin.
 */
import type { Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import { shopFacts } from '../shop/facts';
import type { AttachmentRef, AttachmentResolver, MailData, MailTemplate } from './mail-draft';
import { renderMail } from './render';

/** What became of a mail: sent now, kept (no SMTP server), or nothing to do (already done, or rolled back with its event). */
export type Delivery = 'sent' | 'kept' | 'done-before' | 'missing';

/** Another sender holds the mail right now; try again later. */
export class MailBusy extends Error {
  constructor(mailId: number) {
    super(`mail ${mailId} is being sent by another worker`);
    this.name = 'MailBusy';
  }
}

export interface MailSenderOptions {
  /** The SMTP transport; null: keep mails (rendered, not sent). */
  transport: Transporter | null;
  resolveAttachment: AttachmentResolver;
  /** How long a send may hold its row locked (the SMTP conversation and attachments), in seconds. */
  holdSeconds: number;
}

interface LockedRow {
  id: number;
  template: MailTemplate;
  recipient: string;
  data: MailData[MailTemplate];
  attachments: AttachmentRef[];
  message_id: string;
  status: string;
}

const LOCK_NOT_AVAILABLE = '55P03';
const MAX_ERROR_LENGTH = 1000;

function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

export class MailSender {
  constructor(
    private readonly ds: DataSource,
    private readonly options: MailSenderOptions,
  ) {}

  /**
   * Sends (or keeps) mail `mailId` unless that was done before. A failure is recorded on the mail (attempts, last
   * error; on the `lastAttempt` the mail is marked failed) and thrown, for the queue to retry.
   */
  async deliver(mailId: number, { lastAttempt }: { lastAttempt: boolean }): Promise<Delivery> {
    const runner = this.ds.createQueryRunner();
    await runner.connect();
    let failure: unknown;
    try {
      await runner.startTransaction();
      // The row stays locked while the SMTP server is talked to: longer than the pool's short idle limit.
      await runner.query(`SET LOCAL idle_in_transaction_session_timeout = ${Math.round(this.options.holdSeconds * 1000)}`);
      let rows: LockedRow[];
      try {
        rows = await runner.query(
          `SELECT id, template, recipient, data, attachments, message_id, status FROM outbox_mail WHERE id = $1 FOR UPDATE NOWAIT`,
          [mailId],
        );
      } catch (error) {
        if (sqlState(error) === LOCK_NOT_AVAILABLE) throw new MailBusy(mailId);
        throw error;
      }
      const mail = rows[0];
      if (!mail || mail.status !== 'pending') {
        await runner.commitTransaction();
        return mail ? 'done-before' : 'missing';
      }
      const rendered = await renderMail(mail.template, mail.data as never);
      const { transport } = this.options;
      if (!transport) {
        await runner.query(`UPDATE outbox_mail SET status = 'kept', attempts = attempts + 1, last_error = NULL WHERE id = $1`, [mailId]);
        await runner.commitTransaction();
        return 'kept';
      }
      const attachments = await Promise.all(mail.attachments.map((ref) => this.options.resolveAttachment(ref)));
      const replyTo = mail.template === 'shop-order-paid' ? (mail.data as MailData['shop-order-paid']).customerEmail : undefined;
      await transport.sendMail({
        from: { name: shopFacts.brand.name, address: shopFacts.contact.email },
        to: mail.recipient,
        replyTo,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId: mail.message_id,
        headers: { 'Auto-Submitted': 'auto-generated' },
        attachments: attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
      await runner.query(`UPDATE outbox_mail SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [mailId]);
      await runner.commitTransaction();
      return 'sent';
    } catch (error) {
      failure = error;
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    } finally {
      await runner.release();
    }
    if (!(failure instanceof MailBusy)) await this.recordFailure(mailId, failure, lastAttempt);
    throw failure;
  }

  private async recordFailure(mailId: number, error: unknown, lastAttempt: boolean): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    await this.ds
      .query(
        `UPDATE outbox_mail SET attempts = attempts + 1, last_error = $2, status = CASE WHEN $3 THEN 'failed' ELSE status END WHERE id = $1 AND status = 'pending'`,
        [mailId, message, lastAttempt],
      )
      .catch(() => undefined);
  }
}
