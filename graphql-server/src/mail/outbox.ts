/**
 * The transactional outbox (ARCHITECTURE §4 "Mail out"): a mail is written in the transaction of the event it
 * reports, so the two commit or roll back together; once that transaction commits, a job for the mail is queued
 * (mail-queue.ts). Should the queueing fail or the process end between the commit and the queueing, the mail
 * is still in the outbox, pending, and the queue's sweep finds it.
 *
 * The shop sends one mailbox only so many of the mails a visitor can cause (issue 30: an order placed, or a form sent,
 * with anyone's address in it): past GUARDRAILS.mail an hour or a day, such a mail is written 'suppressed', with the
 * reason, and never queued. Staff see it in /admin/e-mails; the order or message it reports stands.
 */
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { texts } from '@lumina/schema';
import { GUARDRAILS } from '../guardrails';
import { mailboxOf } from '../ratelimit/rate-limits';
import { shopFacts } from '../shop/facts';
import { SHOP_INBOX, type MailDraft, type MailTemplate } from './mail-draft';
import { MailStatus, OutboxMail } from './outbox-mail.entity';
import { mailSubject } from './render';

/** Queues the jobs of mails that were committed (their job ids); set while a mail queue runs in this process. */
export type QueueJobs = (jobs: { jobId: string; mailId: number }[]) => Promise<void>;

/** The domain of the shop's mailbox, where every Message-ID is made. */
const MESSAGE_ID_DOMAIN = shopFacts.contact.email.split('@')[1]!;

export interface OutboxOptions {
  /** Where mails to the shop itself go (SHOP_INBOX); default the shop's e-mail address from the facts. */
  shopInbox?: string;
  /** Mails a visitor can cause, per mailbox, an hour and a day; GUARDRAILS.mail when left out. */
  perRecipient?: { perHour: number; perDay: number };
}

/**
 * The mails a visitor can cause without paying: an order anyone may place (received, a payment that failed, the
 * reminder and cancellation of an order left unpaid) and the forms anyone may send. Mails about money that moved
 * (paid, shipped, refunded, returned) are not counted and always go.
 */
const VISITOR_CAUSED: ReadonlySet<MailTemplate> = new Set([
  'order-received',
  'payment-failed',
  'payment-reminder',
  'order-cancelled',
  'contact-message-received',
  'sample-request-received',
]);

export class Outbox {
  readonly shopInbox: string;
  private readonly perRecipient: { perHour: number; perDay: number };
  private queue: QueueJobs | null = null;
  /** Mails written in a transaction that has not committed yet, by the query runner that holds it. */
  private readonly waiting = new WeakMap<QueryRunner, { jobId: string; mailId: number }[]>();

  constructor(ds: DataSource, options: OutboxOptions = {}) {
    this.shopInbox = options.shopInbox ?? shopFacts.contact.email;
    this.perRecipient = options.perRecipient ?? { perHour: GUARDRAILS.mail.perRecipientPerHour, perDay: GUARDRAILS.mail.perRecipientPerDay };
    ds.subscribers.push(this.subscriber());
  }

  /** Where committed mails are queued from now on (null: nowhere; the sweep of a later queue finds them). */
  connect(queue: QueueJobs | null): void {
    this.queue = queue;
  }

  /**
   * Writes the mail with `em` (the caller's transaction: it commits or rolls back with the event); its job is
   * queued when that transaction commits, and never when it rolls back. A mail over its mailbox's limit is written
   * suppressed and not queued.
   */
  async enqueue(em: EntityManager, mail: MailDraft): Promise<void> {
    const jobId = randomUUID();
    const recipient = mail.to === SHOP_INBOX ? this.shopInbox : mail.to;
    const mailbox = mailboxOf(recipient);
    const suppressed = mail.to !== SHOP_INBOX && VISITOR_CAUSED.has(mail.template) ? await this.overLimit(em, mailbox) : null;
    const row = em.create(OutboxMail, {
      template: mail.template,
      recipient,
      mailbox,
      subject: mailSubject(mail.template, mail.data as never),
      data: mail.data,
      attachments: mail.attachments ?? [],
      messageId: `<${jobId}@${MESSAGE_ID_DOMAIN}>`,
      jobId,
      ...(suppressed ? { status: MailStatus.SUPPRESSED, lastError: suppressed } : {}),
    });
    const { identifiers } = await em.insert(OutboxMail, row);
    if (suppressed) return;
    const job = { jobId, mailId: Number(identifiers[0]!.id) };
    const runner = em.queryRunner;
    if (runner?.isTransactionActive) {
      const list = this.waiting.get(runner) ?? [];
      list.push(job);
      this.waiting.set(runner, list);
    } else {
      // Written outside a transaction: committed already.
      await this.queueNow([job]);
    }
  }

  /**
   * Why a mail a visitor can cause may not go to `mailbox` now (its mailbox had its limit this hour or day), or null.
   * Mails to one mailbox are counted one transaction at a time (an advisory lock held to its end), so a burst of
   * orders to one address cannot slip past the count together.
   */
  private async overLimit(em: EntityManager, mailbox: string): Promise<string | null> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('outbox-mailbox:' || $1))`, [mailbox]);
    const [counted] = (await em.query(
      `SELECT count(*) FILTER (WHERE created_at > now() - interval '1 hour')::int AS hour, count(*)::int AS day
         FROM outbox_mail
        WHERE mailbox = $1 AND created_at > now() - interval '1 day' AND status <> 'suppressed' AND template = ANY($2::text[])`,
      [mailbox, [...VISITOR_CAUSED]],
    )) as [{ hour: number; day: number }];
    const { perHour, perDay } = this.perRecipient;
    if (counted.hour >= perHour) return texts.mail.suppressed(perHour, 'hour');
    if (counted.day >= perDay) return texts.mail.suppressed(perDay, 'day');
    return null;
  }

  private async queueNow(jobs: { jobId: string; mailId: number }[]): Promise<void> {
    if (!this.queue || jobs.length === 0) return;
    // A failure here loses nothing (the mail is in the outbox, pending; the sweep queues it), and must not
    // turn a committed event into an error for its caller.
    await this.queue(jobs).catch(() => undefined);
  }

  /** Follows the transactions of the data source: queues a transaction's mails when it commits, forgets them when it rolls back. */
  private subscriber(): EntitySubscriberInterface {
    return {
      afterTransactionCommit: async (event: TransactionCommitEvent) => {
        const runner = event.queryRunner;
        // A savepoint released inside the transaction is not the commit.
        if (runner.isTransactionActive) return;
        const jobs = this.waiting.get(runner);
        if (!jobs) return;
        this.waiting.delete(runner);
        await this.queueNow(jobs);
      },
      afterTransactionRollback: (event: TransactionRollbackEvent) => {
        // Rolled back to a savepoint, the transaction goes on: a mail written inside it is gone, and its job
        // (queued at the commit) finds no mail and does nothing.
        if (!event.queryRunner.isTransactionActive) this.waiting.delete(event.queryRunner);
      },
    };
  }
}
