/**
 * Sends one mail of the outbox without holding a transaction. The sender takes a lease on the mail in one
 * statement (the mail becomes 'sending' until the lease runs out), then renders it, makes its attachments and
 * talks to the SMTP server with no transaction open and no row locked, and marks it sent. A second sender of the
 * same mail meanwhile finds it sending and leaves it (MailBusy), or later finds it sent. A failed send gives the
 * lease back: the mail is pending again, or failed on the last attempt. Should the process die mid-send, its lease
 * runs out and the next sender takes the mail and sends it again — only that one mail, once for that crash, and
 * with the same Message-ID, so it is recognisably the same. With no SMTP server (SMTP_URL unset) the mail is
 * rendered and kept for the admin.
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
  /** How long a sender holds a mail it took (its lease), in seconds: longer than the longest send (MAIL_LEASE_SECONDS). */
  leaseSeconds: number;
}

/** A mail this sender holds the lease on. `attempts` (this attempt's number) tells its lease from a later sender's. */
interface TakenMail {
  id: number;
  template: MailTemplate;
  recipient: string;
  data: MailData[MailTemplate];
  attachments: AttachmentRef[];
  message_id: string;
  attempts: number;
}

const MAX_ERROR_LENGTH = 1000;

export class MailSender {
  constructor(
    private readonly ds: DataSource,
    private readonly options: MailSenderOptions,
  ) {}

  /**
   * Sends (or keeps) mail `mailId` unless that was done before; MailBusy while another sender holds it. A failure
   * is recorded on the mail (last error; on the `lastAttempt` the mail is marked failed) and thrown, for the queue
   * to retry.
   */
  async deliver(mailId: number, { lastAttempt }: { lastAttempt: boolean }): Promise<Delivery> {
    const mail = await this.take(mailId);
    if (typeof mail === 'string') return mail;
    try {
      const rendered = await renderMail(mail.template, mail.data as never);
      const { transport } = this.options;
      if (!transport) {
        await this.ds.query(
          `UPDATE outbox_mail SET status = 'kept', lease_expires_at = NULL, last_error = NULL WHERE id = $1 AND status = 'sending' AND attempts = $2`,
          [mail.id, mail.attempts],
        );
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
    } catch (error) {
      await this.giveBack(mail, error, lastAttempt);
      throw error;
    }
    // The SMTP server accepted it: it is sent, whoever holds it now (a sender that took it when this one's lease
    // ran out finds it sent, or sends it once more). Should this fail, the lease runs out and the mail is sent again.
    await this.ds.query(`UPDATE outbox_mail SET status = 'sent', sent_at = now(), lease_expires_at = NULL, last_error = NULL WHERE id = $1 AND status <> 'sent'`, [
      mail.id,
    ]);
    return 'sent';
  }

  /**
   * Takes the lease on a mail that is pending, or whose sender's lease ran out (it died mid-send): one statement,
   * no transaction held. Not taken: why (MailBusy while another sender holds it).
   */
  private async take(mailId: number): Promise<TakenMail | 'done-before' | 'missing'> {
    // An UPDATE answers [rows, row count].
    const [taken]: [TakenMail[], number] = await this.ds.query(
      `UPDATE outbox_mail SET status = 'sending', lease_expires_at = now() + make_interval(secs => $2), attempts = attempts + 1
       WHERE id = $1 AND (status = 'pending' OR (status = 'sending' AND lease_expires_at < now()))
       RETURNING id, template, recipient, data, attachments, message_id, attempts`,
      [mailId, this.options.leaseSeconds],
    );
    if (taken[0]) return taken[0];
    const [row]: { status: string }[] = await this.ds.query(`SELECT status FROM outbox_mail WHERE id = $1`, [mailId]);
    if (!row) return 'missing';
    // Sending: another sender holds it. Pending: another sender gave it back just now; its job sends it later.
    if (row.status === 'sending' || row.status === 'pending') throw new MailBusy(mailId);
    return 'done-before';
  }

  /**
   * Gives the lease back after a failed attempt: pending again (failed on the last attempt), with the error. Only
   * this sender's lease: a later sender that took the mail when this lease ran out keeps it. Should this fail, the
   * lease runs out and the mail is taken again.
   */
  private async giveBack(mail: TakenMail, error: unknown, lastAttempt: boolean): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    await this.ds
      .query(
        `UPDATE outbox_mail SET status = CASE WHEN $3 THEN 'failed' ELSE 'pending' END, lease_expires_at = NULL, last_error = $2
         WHERE id = $1 AND status = 'sending' AND attempts = $4`,
        [mail.id, message, lastAttempt, mail.attempts],
      )
      .catch(() => undefined);
  }
}
