/**
 * The transactional outbox (ARCHITECTURE §4 "Mail out"): a mail is written in the transaction of the event it
 * reports, so the two commit or roll back together; once that transaction commits, a job for the mail is queued
 * (mail-queue.ts). Should the queueing fail or the process end between the commit and the queueing, the mail
 * is still in the outbox, pending, and the queue's sweep finds it.
 */
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { shopFacts } from '../shop/facts';
import { SHOP_INBOX, type MailDraft } from './mail-draft';
import { OutboxMail } from './outbox-mail.entity';
import { mailSubject } from './render';

/** Queues the jobs of mails that were committed (their job ids); set while a mail queue runs in this process. */
export type QueueJobs = (jobs: { jobId: string; mailId: number }[]) => Promise<void>;

/** The domain of the shop's mailbox, where every Message-ID is made. */
const MESSAGE_ID_DOMAIN = shopFacts.contact.email.split('@')[1]!;

export interface OutboxOptions {
  /** Where mails to the shop itself go (SHOP_INBOX); default the shop's e-mail address from the facts. */
  shopInbox?: string;
}

export class Outbox {
  readonly shopInbox: string;
  private queue: QueueJobs | null = null;
  /** Mails written in a transaction that has not committed yet, by the query runner that holds it. */
  private readonly waiting = new WeakMap<QueryRunner, { jobId: string; mailId: number }[]>();

  constructor(ds: DataSource, options: OutboxOptions = {}) {
    this.shopInbox = options.shopInbox ?? shopFacts.contact.email;
    ds.subscribers.push(this.subscriber());
  }

  /** Where committed mails are queued from now on (null: nowhere; the sweep of a later queue finds them). */
  connect(queue: QueueJobs | null): void {
    this.queue = queue;
  }

  /**
   * Writes the mail with `em` (the caller's transaction: it commits or rolls back with the event); its job is
   * queued when that transaction commits, and never when it rolls back.
   */
  async enqueue(em: EntityManager, mail: MailDraft): Promise<void> {
    const jobId = randomUUID();
    const row = em.create(OutboxMail, {
      template: mail.template,
      recipient: mail.to === SHOP_INBOX ? this.shopInbox : mail.to,
      subject: mailSubject(mail.template, mail.data as never),
      data: mail.data,
      attachments: mail.attachments ?? [],
      messageId: `<${jobId}@${MESSAGE_ID_DOMAIN}>`,
      jobId,
    });
    const { identifiers } = await em.insert(OutboxMail, row);
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
