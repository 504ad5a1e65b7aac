/**
 * The order's domain events, delivered (ARCHITECTURE §4, issue 29): every move of the lifecycle writes its events in
 * its own transaction (`order_event`, once per key), and the parts of the shop that follow an order subscribe here —
 * instead of services calling each other through fields set after construction.
 *
 * - `on`: runs in the move's transaction, with its entity manager (the invoice numbered with the payment, the mail
 *   written to the outbox with the event); a handler that throws rolls the move back. Handlers run in the order
 *   they subscribed (services.ts subscribes invoices before mails, so a mail finds its invoice).
 * - `afterCommit`: runs once the move has committed (asking the payment provider: never a network call inside a
 *   transaction). A failure is reported, never undoes the move; what it should have done is retried (unsent refunds
 *   by housekeeping; a payment not cancelled goes back by itself if it is paid after all).
 */
import type { EntityManager, QueryRunner } from 'typeorm';
import type { OrderEvent, OrderEventOf, OrderEventType } from '@lumina/schema';

/** Where an event happened: the order, and who made the move (as its history names them). */
export interface EventSource {
  orderId: string;
  by: string;
}

type InTransaction<T extends OrderEventType> = (em: EntityManager, event: OrderEventOf<T>, source: EventSource) => Promise<void>;
type AfterCommit<T extends OrderEventType> = (event: OrderEventOf<T>, source: EventSource) => Promise<void>;

export class OrderEventBus {
  private readonly inTransaction = new Map<OrderEventType, InTransaction<OrderEventType>[]>();
  private readonly afterCommitted = new Map<OrderEventType, AfterCommit<OrderEventType>[]>();
  /** Events of a transaction the caller owns, delivered after commit when it commits (see `deferred`). */
  private readonly waiting = new WeakMap<QueryRunner, { events: OrderEvent[]; source: EventSource }[]>();

  constructor(private readonly onAfterCommitError: (error: unknown, event: OrderEvent, source: EventSource) => void = () => undefined) {}

  on<T extends OrderEventType>(type: T, handler: InTransaction<T>): void {
    const list = this.inTransaction.get(type) ?? [];
    list.push(handler as unknown as InTransaction<OrderEventType>);
    this.inTransaction.set(type, list);
  }

  afterCommit<T extends OrderEventType>(type: T, handler: AfterCommit<T>): void {
    const list = this.afterCommitted.get(type) ?? [];
    list.push(handler as unknown as AfterCommit<OrderEventType>);
    this.afterCommitted.set(type, list);
  }

  /** Delivers events to the in-transaction subscribers, one after another, in the move's transaction. */
  async dispatch(em: EntityManager, events: readonly OrderEvent[], source: EventSource): Promise<void> {
    for (const event of events) {
      for (const handler of this.inTransaction.get(event.type) ?? []) await handler(em, event as never, source);
    }
  }

  /** Delivers committed events to the after-commit subscribers; a failure is reported and does not stop the others. */
  async committed(events: readonly OrderEvent[], source: EventSource): Promise<void> {
    for (const event of events) {
      for (const handler of this.afterCommitted.get(event.type) ?? []) {
        await handler(event as never, source).catch((error: unknown) => this.onAfterCommitError(error, event, source));
      }
    }
  }

  /** Events of a transaction the caller owns (e.g. the checkout's): delivered after commit once it commits, never if it rolls back. */
  defer(em: EntityManager, events: readonly OrderEvent[], source: EventSource): void {
    const runner = em.queryRunner;
    if (!runner?.isTransactionActive) {
      void this.committed(events, source);
      return;
    }
    const list = this.waiting.get(runner) ?? [];
    list.push({ events: [...events], source });
    this.waiting.set(runner, list);
  }

  /** Follows the data source's transactions for `defer` (registered once, in services.ts). */
  transactionSubscriber() {
    return {
      afterTransactionCommit: (event: { queryRunner: QueryRunner }) => {
        const runner = event.queryRunner;
        if (runner.isTransactionActive) return;
        const list = this.waiting.get(runner);
        if (!list) return;
        this.waiting.delete(runner);
        // Not awaited: the committing connection goes back to the pool before the provider is asked.
        for (const { events, source } of list) void this.committed(events, source);
      },
      afterTransactionRollback: (event: { queryRunner: QueryRunner }) => {
        if (!event.queryRunner.isTransactionActive) this.waiting.delete(event.queryRunner);
      },
    };
  }
}
