import type { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { orderStatusLabel, REFUND_REASON_MAX_LENGTH, statusMove, texts, type OrderCommand } from '@lumina/schema';
import { keysetPage, keysetPageFoundOnce, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../api/connection';
import { InputError } from '../api/input-error';
import { likeContains } from '../search/like';
import { entityRows } from '../db/entity-rows';
import { pageWindow, type PageInput } from '../api/page';
import { OrderItem } from './order-item.entity';
import { Order, OrderStatus } from './order.entity';
import type { OrderUserError } from './order.types';
import type { OrderLifecycle, Who } from './order-lifecycle.service';

export type OrderChangeResult = { order: Order | null; userErrors: OrderUserError[] };

export interface OrderFilter {
  /**
   * Case-insensitive part of the customer name, order id, or an item's fabric code — and its manufacturer code when
   * `searchManufacturerCodes` (the caller may read them: a search must not tell what the answer hides).
   */
  search?: string | null;
  searchManufacturerCodes?: boolean;
  /** An OrderStatus, or (REST) its name in any case. */
  status?: OrderStatus | string | null;
  /** Only orders staff must look at (Order.attention not empty). */
  attention?: boolean | null;
}

const ORDER_STATUSES = Object.values(OrderStatus) as string[];
const MAX_ORDER_ID_LENGTH = 64;
/** Newest first; the order number breaks ties. */
const NEWEST_FIRST: KeysetKey[] = [
  { expr: 'o.created_at', type: 'timestamptz' },
  { expr: 'o.id', type: 'text' },
];

export function parseOrderStatus(value: string): OrderStatus {
  const normalised = value.trim().toLowerCase();
  if (!ORDER_STATUSES.includes(normalised)) throw new InputError(texts.input.orderStatus(value, ORDER_STATUSES), 'status');
  return normalised as OrderStatus;
}

/** A staff status change: from the status they saw to the one they chose, with what that move needs. */
export interface StatusChangeInput {
  carrier?: string | null;
  trackingCode?: string | null;
  /** Cancelling an order that holds money: the refund agreed to (all it holds). */
  refundCents?: number | null;
  reason?: string | null;
}

/** Who reads an order: staff, or the visitor whose cart placed it (by the hash of its token). */
export type OrderViewer = { staff: true } | { staff: false; cartTokenHash: string | null };

export class OrderService {
  private readonly orders: Repository<Order>;

  constructor(
    private readonly ds: DataSource,
    private readonly lifecycle: OrderLifecycle,
  ) {
    this.orders = ds.getRepository(Order);
  }

  private query(filter: OrderFilter): SelectQueryBuilder<Order> {
    const qb = this.orders.createQueryBuilder('o');
    if (filter.status != null && String(filter.status).trim() !== '') {
      qb.andWhere('o.status = :status', { status: parseOrderStatus(String(filter.status)) });
    }
    if (filter.attention) qb.andWhere(`o.attention <> '[]'::jsonb`);
    const search = filter.search?.trim();
    if (search) {
      // Each part answered by its trigram indexes (migration SearchIndexes1732500000000), OR-ed as bitmaps: the items'
      // matches are read once, as an array of order ids (an EXISTS per order would be a filter on every order).
      const manufacturerCode = filter.searchManufacturerCodes ? ` OR lower(i.manufacturer_code) LIKE :term ESCAPE '\\'` : '';
      qb.andWhere(
        `(lower(o.customer_name) LIKE :term ESCAPE '\\' OR lower(o.id) LIKE :term ESCAPE '\\' OR o.id = ANY(ARRAY(
            SELECT i.order_id FROM order_item i
            WHERE lower(i.fabric_code) LIKE :term ESCAPE '\\'${manufacturerCode})))`,
        { term: likeContains(search) },
      );
    }
    return qb;
  }

  /** One page of orders, newest first, with their items. */
  async page(filter: OrderFilter, args: ConnectionArgs): Promise<ConnectionData<Order>> {
    const page = filter.search?.trim()
      ? await keysetPageFoundOnce(this.query(filter), NEWEST_FIRST, 'DESC', args, entityRows(this.ds, Order), 'id')
      : await keysetPage(this.query(filter), NEWEST_FIRST, 'DESC', args, () => this.count(filter));
    await this.attachItems(page.nodes);
    return page;
  }

  /** A window of orders by limit/offset, newest first, with their items and the number of matches (REST). */
  async window(filter: OrderFilter & PageInput): Promise<{ orders: Order[]; totalCount: number }> {
    const { limit, offset } = pageWindow(filter);
    const qb = this.query(filter);
    for (const key of NEWEST_FIRST) qb.addOrderBy(key.expr, 'DESC');
    const [orders, totalCount] = await Promise.all([qb.offset(offset).limit(limit).getMany(), this.count(filter)]);
    await this.attachItems(orders);
    return { orders, totalCount };
  }

  /**
   * How many orders match: without a search, the sum of the counts the database keeps per status and attention with
   * every change (migration OrderCounts1732575000000) — exact, and a few rows instead of every order; a search counts
   * its matches.
   */
  async count(filter: OrderFilter): Promise<number> {
    if (filter.search?.trim()) return this.query(filter).getCount();
    const status = filter.status != null && String(filter.status).trim() !== '' ? parseOrderStatus(String(filter.status)) : null;
    const [{ orders }] = (await this.ds.query(
      `SELECT coalesce(sum(orders), 0)::int AS orders FROM order_count WHERE ($1::text IS NULL OR status = $1) AND (attention OR NOT $2)`,
      [status, filter.attention === true],
    )) as [{ orders: number }];
    return orders;
  }

  /** By order number, case-insensitively; null when unknown. */
  async byId(id: string): Promise<Order | null> {
    const key = id.trim();
    if (!key || key.length > MAX_ORDER_ID_LENGTH) return null;
    const order = await this.orders.createQueryBuilder('o').where('o.id = :id', { id: key.toUpperCase() }).getOne();
    if (order) await this.attachItems([order]);
    return order;
  }

  /** Whether an order was placed by this checkout attempt from the cart with this token hash. */
  async placedBy(attemptId: string, cartTokenHash: string): Promise<boolean> {
    return this.orders.exists({ where: { checkoutToken: attemptId, cartTokenHash } });
  }

  /** The order, when this viewer may see it: staff, or the visitor whose cart placed it; null otherwise (also when unknown). */
  async visibleTo(id: string, viewer: OrderViewer): Promise<Order | null> {
    if (viewer.staff) return this.byId(id);
    if (!viewer.cartTokenHash) return null;
    const order = await this.byId(id);
    return order && order.cartTokenHash === viewer.cartTokenHash ? order : null;
  }

  /**
   * A staff status change from the status they saw to one the lifecycle allows (schema/src/order-lifecycle.ts):
   * refused with nothing changed when the order is in another status now (someone else changed it), the move is
   * not allowed from there or for their role, or its condition is not met (paid, a shipment, the refund of all it
   * holds when cancelling). Each change is recorded with who and when.
   */
  async changeStatus(id: string, from: OrderStatus, to: OrderStatus, who: Who, input: StatusChangeInput = {}): Promise<OrderChangeResult> {
    const key = id.trim().toUpperCase();
    const move = statusMove(from, to);
    const command: OrderCommand | null =
      move === 'ship'
        ? { move, carrier: input.carrier ?? '', trackingCode: input.trackingCode ?? '' }
        : move === 'cancel'
          ? { move, refundCents: input.refundCents ?? null }
          : move
            ? { move }
            : null;
    const result = command
      ? await this.lifecycle.move(key, command, who, { expectStatus: from, reason: input.reason?.trim().slice(0, REFUND_REASON_MAX_LENGTH) || null })
      : ({ ok: false, refusal: { code: 'ILLEGAL_TRANSITION', message: texts.orders.illegalTransition(orderStatusLabel(from), orderStatusLabel(to)), field: 'to' } } as const);
    const order = await this.byId(key);
    if (result.ok) return { order, userErrors: [] };
    const { code, message, field } = result.refusal;
    return { order, userErrors: [{ code: code as OrderUserError['code'], field: code === 'ORDER_NOT_FOUND' ? ['input', 'orderId'] : field ? ['input', field] : null, message }] };
  }

  /**
   * Loads the items of all given orders in one query (no query per order), hydrated as `find` would at a fraction of
   * its cost (db/entity-rows.ts); their other relations load by request (order-loaders.ts).
   */
  private async attachItems(orders: Order[]): Promise<void> {
    if (orders.length === 0) return;
    const rows = entityRows(this.ds, OrderItem);
    const found = (await this.ds.query(`${rows.select} WHERE ${rows.column('orderId')} = ANY($1::text[]) ORDER BY ${rows.column('id')} ASC`, [
      orders.map((o) => o.id),
    ])) as Record<string, unknown>[];
    const byOrder = new Map<string, OrderItem[]>(orders.map((order) => [order.id, []]));
    for (const row of found) {
      const item = rows.hydrate(row);
      byOrder.get(item.orderId)?.push(item);
    }
    for (const order of orders) order.items = byOrder.get(order.id) ?? [];
  }
}
