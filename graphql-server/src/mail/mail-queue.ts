/**
 * The mail queue: pg-boss on the shop's own PostgreSQL (its tables in the schema `pgboss`, which it makes and
 * migrates itself at start). Every process queues the mails its transactions commit (one job per mail, with the
 * mail's own job id, so queueing twice is a no-op); processes that work (MAIL_WORKER) fetch the jobs — each job
 * by one worker across all processes (SKIP LOCKED) — and send them through MailSender, which holds no transaction
 * while it sends: it takes a lease on the mail (MAIL_LEASE_SECONDS). A failed send is retried with exponential
 * backoff, then the mail is marked failed. A job whose worker died is retried after it expires, and finds the
 * dead worker's lease run out. Workers also sweep the outbox for mails still to send that have no live job —
 * pending ones whose process ended between the commit and the queueing (or that were written while no queue ran),
 * and ones whose sender died mid-send and whose job is over — and queue them.
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
  /** A job still active after this long is taken as dead (its worker died) and retried: longer than a batch can take, and than a lease. */
  expireInSeconds: number;
  /** How long a sender holds a mail it is sending (its lease); a dead sender's mail is taken again after it. */
  leaseSeconds: number;
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

/** SMTP gives up after 15 s connecting, 15 s waiting for the greeting, 30 s of silence. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
/** What a send may spend rendering the mail and making its attachments (an invoice PDF takes well under a second). */
const RENDER_SECONDS = 30;

/**
 * How long a sender holds a mail (its lease): twice the longest send — connecting, the greeting, a silence of the
 * SMTP server, and the rendering (15 + 15 + 30 + 30 s) — because the socket timeout bounds each silence, not the
 * whole conversation, and a sender that overruns its lease may see the mail sent a second time by another. A dead
 * sender's mail waits for the lease to run out, but its job is retried only after expireInSeconds (600 s) anyway,
 * so the long lease costs no time; being shorter than that, the retried job finds the lease run out.
 */
export const MAIL_LEASE_SECONDS =
  2 * ((SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout) / 1000 + RENDER_SECONDS);

/**
 * A mail takes at most about a minute (SMTP_TIMEOUTS), a batch of five five minutes, so a job is taken as dead
 * after ten. Ten retries from 30 s, doubling: about half a day before a mail is marked failed.
 */
export const MAIL_QUEUE_TIMING: MailQueueTiming = {
  batchSize: 5,
  pollingIntervalSeconds: 2,
  expireInSeconds: 600,
  leaseSeconds: MAIL_LEASE_SECONDS,
  retryLimit: 10,
  retryDelaySeconds: 30,
  maintenanceIntervalSeconds: 60,
  sweepIntervalSeconds: 60,
  stopTimeoutSeconds: 15,
};

/** pg-boss's schema in the shop's database. */
const BOSS_SCHEMA = 'pgboss';
/** Mails queued per sweep (the rest at the next). */
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
      schema: BOSS_SCHEMA,
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
      const sender = new MailSender(ds, { transport, resolveAttachment: options.resolveAttachment, leaseSeconds: timing.leaseSeconds });
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

  /**
   * Queues every mail still to send — pending, or sending by a sender whose lease ran out (it died) — that has no
   * live job: queueing one with a job already queued or running is a no-op. A mail whose job is over (its last
   * retry failed while the dead sender's lease ran) gets a new job id, since pg-boss ignores a job id it still
   * keeps, even a finished one. How many mails were looked at.
   */
  async sweep(): Promise<number> {
    const rows: { id: number; job_id: string }[] = await this.ds.query(
      `WITH due AS (
         SELECT id, job_id FROM outbox_mail
         WHERE status IN ('pending', 'sending') AND (status = 'pending' OR lease_expires_at < now())
         ORDER BY created_at, id LIMIT ${SWEEP_BATCH}
       ), renewed AS (
         UPDATE outbox_mail m SET job_id = gen_random_uuid()
         FROM due
         WHERE m.id = due.id
           AND EXISTS (SELECT 1 FROM ${BOSS_SCHEMA}.job j WHERE j.name = $1 AND j.id = m.job_id AND j.state > 'active')
         RETURNING m.id, m.job_id
       )
       SELECT due.id, coalesce(renewed.job_id, due.job_id) AS job_id FROM due LEFT JOIN renewed ON renewed.id = due.id`,
      [MAIL_QUEUE],
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
