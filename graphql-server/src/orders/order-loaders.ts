/**
 * An order's related rows, loaded per request in batches (DataLoader): a page of orders asks for each relation once,
 * whatever the page size — the staff order list runs a fixed number of SQL statements per page (issue 29), counted
 * by X-SQL-Statements in graphql-server/test/statement-count.test.ts.
 */
import DataLoader from 'dataloader';
import type { DataSource, ObjectLiteral } from 'typeorm';
import { entityRows } from '../db/entity-rows';
import { Invoice } from '../invoices/invoice.entity';
import { Chargeback, OrderPaymentChange, Payment, Refund } from '../payments/payment.entity';
import { OrderEventRecord } from './order-event.entity';
import { OrderStatusChange } from './order-status-change.entity';

/**
 * Rows of `entity` whose `orderId` is one of the keys, in `order`, grouped by order (every key answered, [] when none):
 * one statement a batch, its rows hydrated as TypeORM's `find` would (db/entity-rows.ts) at a fraction of its cost.
 */
function byOrder<T extends ObjectLiteral & { orderId: string }>(
  ds: DataSource,
  entity: new () => T,
  order: Partial<Record<keyof T & string, 'ASC' | 'DESC'>>,
  select?: (keyof T & string)[],
) {
  const rows = entityRows(ds, entity, select);
  const orderBy = Object.entries(order)
    .map(([property, direction]) => `${rows.column(property as keyof T & string)} ${direction as string}`)
    .join(', ');
  const sql = `${rows.select} WHERE ${rows.column('orderId')} = ANY($1::text[]) ORDER BY ${orderBy}`;
  return new DataLoader<string, T[]>(async (orderIds) => {
    const found = (await ds.query(sql, [orderIds])) as Record<string, unknown>[];
    const groups = new Map<string, T[]>(orderIds.map((id) => [id, []]));
    for (const row of found) {
      const made = rows.hydrate(row);
      groups.get(made.orderId)?.push(made);
    }
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

/** The relations an order's fields read by DataLoader (each named as its Order field). */
export type OrderRelation = keyof OrderLoaders;

/** Rows a list read for its orders before their fields ran (`preloadRelations`), per DataLoader of the request. */
const settled = new WeakMap<DataLoader<string, unknown[]>, Map<string, unknown[]>>();

/**
 * An order's rows of one relation: at once when its list read them beforehand, else by the relation's DataLoader.
 * At once matters for a page of 100 orders: an order with a field still to wait for is completed by graphql-js as a
 * promise of all its ~40 fields (and its edge as one of the order), thousands of promises a page more.
 */
export function orderRelation<T>(loader: DataLoader<string, T[]>, orderId: string): T[] | Promise<T[]> {
  return (settled.get(loader as DataLoader<string, unknown[]>)?.get(orderId) as T[] | undefined) ?? loader.load(orderId);
}

/**
 * Reads these relations of these orders now, one DataLoader batch each (the statements the fields would have sent),
 * so that `orderRelation` answers them at once.
 */
export async function preloadRelations(loaders: OrderLoaders, relations: readonly OrderRelation[], orderIds: readonly string[]): Promise<void> {
  await Promise.all(
    relations.map(async (relation) => {
      const loader = loaders[relation] as DataLoader<string, unknown[]>;
      const rows = await Promise.all(orderIds.map((id) => loader.load(id)));
      let known = settled.get(loader);
      if (!known) settled.set(loader, (known = new Map()));
      orderIds.forEach((id, i) => known.set(id, rows[i]!));
    }),
  );
}
