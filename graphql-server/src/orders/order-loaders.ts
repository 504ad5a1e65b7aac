/**
 * An order's related rows, loaded per request in batches (DataLoader): a page of orders asks for each relation once,
 * whatever the page size — the staff order list runs a fixed number of SQL statements per page (issue 29), counted
 * by X-SQL-Statements in graphql-server/test/statement-count.test.ts.
 */
import DataLoader from 'dataloader';
import { In, type DataSource, type ObjectLiteral } from 'typeorm';
import { Invoice } from '../invoices/invoice.entity';
import { Chargeback, OrderPaymentChange, Payment, Refund } from '../payments/payment.entity';
import { OrderEventRecord } from './order-event.entity';
import { OrderStatusChange } from './order-status-change.entity';

/** Rows of `entity` whose `orderId` is one of the keys, in `order`, grouped by order (every key answered, [] when none). */
function byOrder<T extends ObjectLiteral & { orderId: string }>(ds: DataSource, entity: new () => T, order: Record<string, 'ASC' | 'DESC'>, select?: (keyof T & string)[]) {
  return new DataLoader<string, T[]>(async (orderIds) => {
    const rows = await ds.getRepository(entity).find({ where: { orderId: In([...orderIds]) } as never, order: order as never, ...(select ? { select: Object.fromEntries(select.map((column) => [column, true])) as never } : {}) });
    const groups = new Map<string, T[]>(orderIds.map((id) => [id, []]));
    for (const row of rows) groups.get(row.orderId)?.push(row);
    return orderIds.map((id) => groups.get(id)!);
  });
}

export function orderLoaders(ds: DataSource) {
  return {
    /** Newest first. */
    payments: byOrder(ds, Payment, { createdAt: 'DESC', id: 'DESC' }),
    /** Newest first. */
    refunds: byOrder(ds, Refund, { createdAt: 'DESC', id: 'DESC' }),
    /** Oldest first. */
    chargebacks: byOrder(ds, Chargeback, { recordedAt: 'ASC', id: 'ASC' }),
    /** Oldest first: the placement, then every status change. */
    statusHistory: byOrder(ds, OrderStatusChange, { changedAt: 'ASC', id: 'ASC' }),
    /** Oldest first. */
    paymentHistory: byOrder(ds, OrderPaymentChange, { changedAt: 'ASC', id: 'ASC' }),
    /** Oldest first. */
    events: byOrder(ds, OrderEventRecord, { id: 'ASC' }),
    /** In the order they were issued; what a link to each shows (not the document itself). */
    invoices: byOrder(ds, Invoice, { id: 'ASC' }, ['id', 'orderId', 'number', 'kind', 'issuedOn', 'totalCents']),
  };
}

export type OrderLoaders = ReturnType<typeof orderLoaders>;
