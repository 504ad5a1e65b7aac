/**
 * One writer per cart at a time, without parking pooled connections (issue 17). A write to a cart first waits
 * its turn in this process, in memory, holding nothing; only then does it open a transaction and take the
 * cart's row lock, with a short lock_timeout for a writer of another server process. So a burst on one cart
 * slows that cart only: at most one pooled connection per process works for it, a few more wait in memory, and
 * the rest are answered at once with a retryable CART_BUSY. Every cap checked under this lock (lines per cart)
 * holds under any concurrency.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { GUARDRAILS } from '../guardrails';

/** The answer when the cart is being written by too many requests at once: try again in a moment. */
export const CART_BUSY = Symbol('CART_BUSY');
export type CartBusy = typeof CART_BUSY;

/** The locked cart row, or null when no cart has this token hash (any more). */
export interface LockedCart {
  id: string;
  token_hash: string;
  discount_code: string | null;
}

/** PostgreSQL's lock_not_available: the lock_timeout passed. */
const LOCK_NOT_AVAILABLE = '55P03';

function isLockTimeout(error: unknown): boolean {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  return e?.code === LOCK_NOT_AVAILABLE || e?.driverError?.code === LOCK_NOT_AVAILABLE;
}

interface Queue {
  tail: Promise<void>;
  size: number;
}

export class CartLocks {
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly ds: DataSource,
    private readonly limits: { maxQueued: number; lockTimeoutMs: number } = GUARDRAILS.cartWrites,
  ) {}

  /** Whether as many writes to this cart wait in this process as may: another is answered CART_BUSY at once. */
  isCrowded(tokenHash: string): boolean {
    return (this.queues.get(tokenHash)?.size ?? 0) >= this.limits.maxQueued;
  }

  /**
   * Runs `work` in a transaction that holds the row lock of the cart with this token hash (null when there is
   * no such cart), after the writes before it in this process; CART_BUSY when too many already wait here or
   * another process holds the lock past the lock timeout. `before` runs first inside the same transaction
   * (e.g. a lock of its own), so it waits under the same bounded lock timeout.
   */
  async exclusive<T>(
    tokenHash: string,
    work: (em: EntityManager, cart: LockedCart | null) => Promise<T>,
    before?: (em: EntityManager) => Promise<void>,
  ): Promise<T | CartBusy> {
    let queue = this.queues.get(tokenHash);
    if (!queue) {
      queue = { tail: Promise.resolve(), size: 0 };
      this.queues.set(tokenHash, queue);
    }
    if (this.isCrowded(tokenHash)) return CART_BUSY;
    queue.size += 1;
    const previous = queue.tail;
    let release!: () => void;
    queue.tail = new Promise<void>((resolve) => (release = resolve));
    try {
      await previous;
      return await this.ds.transaction(async (em) => {
        await em.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.floor(this.limits.lockTimeoutMs))}`);
        if (before) await before(em);
        const [cart] = (await em.query('SELECT id, token_hash, discount_code FROM cart WHERE token_hash = $1 FOR UPDATE', [tokenHash])) as LockedCart[];
        // The short wait is for the cart's turn only; what the work then waits for is bounded by the statement timeout.
        await em.query('SET LOCAL lock_timeout TO DEFAULT');
        return work(em, cart ?? null);
      });
    } catch (error) {
      if (isLockTimeout(error)) return CART_BUSY;
      throw error;
    } finally {
      release();
      queue.size -= 1;
      if (queue.size === 0 && this.queues.get(tokenHash) === queue) this.queues.delete(tokenHash);
    }
  }
}
