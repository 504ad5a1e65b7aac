/**
 * Housekeeping: removes what the shop no longer needs, in small batches so that it never holds long locks —
 * carts idle for 60 days (their lines go with them), expired staff sessions, and rate-limit windows that have
 * ended (failed sign-ins past their window among them). The numbers are in GUARDRAILS.housekeeping. It is also the
 * shop's clock for orders (issue 29): one reminder to pay a day after an unpaid order was placed, the order cancelled
 * after a week unpaid, and refunds that could not be sent to the provider sent again. And the stored picture files no
 * picture names, an hour after they were written (ProductImageService.sweep). And it folds the order counts' rows
 * (migration OrderCounts1732575000000) into one per status and attention.
 * One process at a time does it (an advisory lock), however many servers run.
 */
import type { DataSource } from 'typeorm';
import { GUARDRAILS } from '../guardrails';
import type { OrderLifecycle } from '../orders/order-lifecycle.service';
import type { PaymentService } from '../payments/payment.service';
import type { ProductImageService } from '../product-images/product-image.service';

const LOCK_KEY = 424243;

export interface HousekeepingReport {
  carts: number;
  sessions: number;
  rateLimits: number;
  /** Unpaid orders reminded, and cancelled for staying unpaid. */
  reminded: number;
  cancelled: number;
  /** Refunds sent to the provider again. */
  refundsSent: number;
  /** Picture files removed because no picture names them. */
  mediaFiles: number;
  /** Rows of the order counts folded away (each key's changes summed into one row; the totals stay the same). */
  orderCountRows: number;
}

export interface HousekeepingOrders {
  lifecycle: Pick<OrderLifecycle, 'sweepUnpaid'>;
  payments: Pick<PaymentService, 'retryUnsentRefunds'>;
}

/** What housekeeping tidies besides the database's own rows: the stored picture files. */
export interface HousekeepingFiles {
  media: Pick<ProductImageService, 'sweep'>;
}

export class Housekeeping {
  constructor(
    private readonly ds: DataSource,
    private readonly orders: HousekeepingOrders,
    private readonly files: HousekeepingFiles,
  ) {}

  /** One round; null when another process holds the lock. */
  async run(now: Date = new Date()): Promise<HousekeepingReport | null> {
    const { batchSize, cartIdleDays } = GUARDRAILS.housekeeping;
    const runner = this.ds.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [LOCK_KEY])) as [{ locked: boolean }];
      if (!locked) return null;
      try {
        const idleSince = new Date(now.getTime() - cartIdleDays * 24 * 3600_000);
        const batches = async (sql: string, params: unknown[]) => {
          let total = 0;
          for (;;) {
            const [rows] = (await runner.query(sql, [...params, batchSize])) as [unknown[], number];
            total += rows.length;
            if (rows.length < batchSize) return total;
          }
        };
        const unpaid = await this.orders.lifecycle.sweepUnpaid();
        const refundsSent = await this.orders.payments.retryUnsentRefunds();
        return {
          ...unpaid,
          refundsSent,
          mediaFiles: await this.files.media.sweep(now),
          orderCountRows: Number(((await runner.query('SELECT order_count_fold() AS folded')) as [{ folded: string }])[0].folded),
          carts: await batches(
            `DELETE FROM cart WHERE id IN (SELECT id FROM cart WHERE updated_at < $1 ORDER BY updated_at LIMIT $2) RETURNING id`,
            [idleSince],
          ),
          sessions: await batches(
            `DELETE FROM staff_session WHERE token_hash IN (SELECT token_hash FROM staff_session WHERE expires_at < $1 LIMIT $2) RETURNING token_hash`,
            [now],
          ),
          rateLimits: await batches(
            `DELETE FROM rate_limit WHERE key IN (SELECT key FROM rate_limit WHERE expire < $1 LIMIT $2) RETURNING key`,
            [now.getTime()],
          ),
        };
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  /** Runs every GUARDRAILS.housekeeping.intervalMinutes until stopped; a failed round is logged and retried next time. */
  schedule(onRound: (report: HousekeepingReport | null, error?: unknown) => void): () => void {
    const tick = () => {
      this.run().then(
        (report) => onRound(report),
        (error: unknown) => onRound(null, error),
      );
    };
    const first = setTimeout(tick, 60_000);
    const every = setInterval(tick, GUARDRAILS.housekeeping.intervalMinutes * 60_000);
    first.unref();
    every.unref();
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }
}
