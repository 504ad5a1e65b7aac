/**
 * The mail queue: pg-boss on the shop's own PostgreSQL (its tables in the schema `pgboss`, which it makes and
 * migrates itself at start). Every process queues the mails its transactions commit (one job per mail, with the
 * mail's own job id, so queueing twice is a no-op); processes that work (MAIL_WORKER) fetch the jobs — each job
 * by one worker across all processes (SKIP LOCKED) — and send them through MailSender. A failed send is retried
 * with exponential backoff, then the mail is marked failed. A job whose worker died is retried after it expires.
 * Workers also sweep the outbox for pending mails that have no job (their process ended between the commit and
 * the queueing, or no queue ran when they were written) and queue them.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import { describeError, scrub, type Logger } from '../http/logging';
import type { AttachmentResolver } from './mail-draft';
import type { Outbox } from './outbox';
import { MailBusy, MailSender } from './sender';

export const MAIL_QUEUE = 'mail';

export interface MailQueueTiming {
  /** Jobs one worker fetches at a time (sent one after the other). */
  batchSize: number;
  /** How often an idle worker asks for jobs. */
  pollingIntervalSeconds: number;
  /** A job still active after this long is taken as dead (its worker died) and retried: longer than a batch can take. */
  expireInSeconds: number;
  /** Retries after the first attempt, before the mail is marked failed. */
  retryLimit: number;
  /** The first retry's delay; each next one doubles (with jitter). */
  retryDelaySeconds: number;
  /** How often pg-boss looks for expired jobs (one process at a time). */
  maintenanceIntervalSeconds: number;
  /** How often a worker queues pending mails that have no job. */
  sweepIntervalSeconds: number;
  /** How long stopping waits for the mail being sent. */
  stopTimeoutSeconds: number;
}

/**
 * SMTP gives up after 15 s connecting, 15 s greeting, 30 s of silence: a mail takes at most about a minute, a
 * batch of five five minutes, so a job is taken as dead after ten. Ten retries from 30 s, doubling: about half
 * a day before a mail is marked failed.
 */
export const MAIL_QUEUE_TIMING: MailQueueTiming = {
  batchSize: 5,
  pollingIntervalSeconds: 2,
  expireInSeconds: 600,
  retryLimit: 10,
  retryDelaySeconds: 30,
  maintenanceIntervalSeconds: 60,
  sweepIntervalSeconds: 60,
  stopTimeoutSeconds: 15,
};

const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
/** Pending mails queued per sweep (the rest at the next). */
const SWEEP_BATCH = 500;

export interface MailQueueOptions {
  /** The shop's database; pg-boss keeps its jobs there, in the schema `pgboss`. */
  databaseUrl: string;
  /** SMTP_URL, e.g. smtp://mailpit:1025; unset: mails are rendered and kept, not sent. */
  smtpUrl?: string | null;
  /** Fetch and send mails in this process (MAIL_WORKER); false: only queue the ones this process writes. */
  work: boolean;
  resolveAttachment: AttachmentResolver;
  logger: Logger;
  timing?: Partial<MailQueueTiming>;
}

interface MailJob {
  mailId: number;
}

export class MailQueue {
  private sweepTimer: NodeJS.Timeout | undefined;
  private stopping: Promise<void> | undefined;

  private constructor(
    private readonly ds: DataSource,
    private readonly outbox: Outbox,
    private readonly boss: PgBoss,
    private readonly transport: Transporter | null,
    private readonly logger: Logger,
  ) {}

  /** Starts pg-boss (making its schema the first time), connects the outbox to it and, with `work`, starts sending. */
  static async start(ds: DataSource, outbox: Outbox, options: MailQueueOptions): Promise<MailQueue> {
    const timing = { ...MAIL_QUEUE_TIMING, ...options.timing };
    const log = options.logger.child({ component: 'mail' });
    const boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: 'pgboss',
      application_name: 'lumina-mail',
      max: 3,
      migrate: true,
      // Only workers look after expired jobs; nothing here is scheduled by cron.
      supervise: options.work,
      schedule: false,
      maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds,
    });
    boss.on('error', (error) => log.warn({ err: describeError(error) }, 'mail queue error'));
    await boss.start();
    const queueOptions = {
      name: MAIL_QUEUE,
      policy: 'standard' as const,
      retryLimit: timing.retryLimit,
      retryDelay: timing.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: timing.expireInSeconds,
    };
    await boss.createQueue(MAIL_QUEUE, queueOptions);
    await boss.updateQueue(MAIL_QUEUE, queueOptions);

    const transport = options.work && options.smtpUrl ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }) : null;
    const queue = new MailQueue(ds, outbox, boss, transport, log);
    outbox.connect((jobs) => queue.queue(jobs));
    if (options.work) {
      const sender = new MailSender(ds, { transport, resolveAttachment: options.resolveAttachment, holdSeconds: 2 * SMTP_TIMEOUTS.socketTimeout / 1000 + 30 });
      await boss.work<MailJob>(
        MAIL_QUEUE,
        { batchSize: timing.batchSize, pollingIntervalSeconds: timing.pollingIntervalSeconds, includeMetadata: true },
        (jobs) => queue.handle(sender, jobs),
      );
      await queue.sweep();
      queue.sweepTimer = setInterval(() => void queue.sweep().catch((error: unknown) => log.warn({ err: describeError(error) }, 'mail sweep failed')), timing.sweepIntervalSeconds * 1000);
      queue.sweepTimer.unref();
    }
    return queue;
  }

  private async queue(jobs: { jobId: string; mailId: number }[]): Promise<void> {
    await this.boss.insert(jobs.map((job) => ({ id: job.jobId, name: MAIL_QUEUE, data: { mailId: job.mailId } })));
  }

  /** Sends a batch one mail after the other; a mail that fails is failed on its own (retried later), the rest complete. */
  private async handle(sender: MailSender, jobs: PgBoss.JobWithMetadata<MailJob>[]): Promise<void> {
    for (const job of jobs) {
      const { mailId } = job.data;
      try {
        const delivery = await sender.deliver(mailId, { lastAttempt: job.retryCount >= job.retryLimit });
        this.logger.info({ mailId, delivery, attempt: job.retryCount + 1 }, 'mail');
      } catch (error) {
        if (!(error instanceof MailBusy)) this.logger.warn({ mailId, attempt: job.retryCount + 1, err: describeError(error) }, 'mail not sent');
        await this.boss.fail(MAIL_QUEUE, job.id, { message: scrub(error instanceof Error ? error.message : String(error)) });
      }
    }
  }

  /** Queues every pending mail that has no job yet; how many were looked at. */
  async sweep(): Promise<number> {
    const rows: { id: number; job_id: string }[] = await this.ds.query(
      `SELECT id, job_id FROM outbox_mail WHERE status = 'pending' ORDER BY created_at, id LIMIT ${SWEEP_BATCH}`,
    );
    if (rows.length > 0) await this.queue(rows.map((r) => ({ jobId: r.job_id, mailId: r.id })));
    return rows.length;
  }

  /** Stops fetching, waits a little for the mail being sent, and closes pg-boss's connections and the SMTP transport. */
  stop(timeoutSeconds = MAIL_QUEUE_TIMING.stopTimeoutSeconds): Promise<void> {
    this.stopping ??= (async () => {
      clearInterval(this.sweepTimer);
      this.outbox.connect(null);
      await this.boss.stop({ graceful: true, close: true, wait: true, timeout: timeoutSeconds * 1000 });
      this.transport?.close();
    })();
    return this.stopping;
  }
}
