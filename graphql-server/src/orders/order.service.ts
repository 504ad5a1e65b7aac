import { In, type DataSource, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { isLegalTransition, orderStatusLabel, SHIPMENT_MAX_LENGTH, texts } from '@lumina/schema';
import { keysetPage, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../api/connection';
import { InputError } from '../api/input-error';
import { likeContains } from '../search/like';
import { pageWindow, type PageInput } from '../api/page';
import { OrderItem } from './order-item.entity';
import { OrderStatusChange } from './order-status-change.entity';
import { Order, OrderStatus } from './order.entity';
import type { OrderUserError } from './order.types';

export type OrderChangeResult = { order: Order | null; userErrors: OrderUserError[] };

export interface OrderFilter {
  /** Case-insensitive part of the customer name, order id, or an item's fabric or manufacturer code. */
  search?: string | null;
  /** An OrderStatus, or (REST) its name in any case. */
  status?: OrderStatus | string | null;
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

/** The carrier and track-and-trace code staff enter when an order ships. */
export interface ShippingInput {
  carrier?: string | null;
  trackingCode?: string | null;
}

/** What else happens when an order changes (its mails; wired in services.ts), in the change's transaction. */
export interface OrderHooks {
  shipped?(em: EntityManager, orderId: string): Promise<void>;
}

export class OrderService {
  private readonly orders: Repository<Order>;
  private readonly orderItems: Repository<OrderItem>;
  hooks: OrderHooks = {};

  constructor(ds: DataSource) {
    this.orders = ds.getRepository(Order);
    this.orderItems = ds.getRepository(OrderItem);
  }

  private query(filter: OrderFilter): SelectQueryBuilder<Order> {
    const qb = this.orders.createQueryBuilder('o');
    if (filter.status != null && String(filter.status).trim() !== '') {
      qb.andWhere('o.status = :status', { status: parseOrderStatus(String(filter.status)) });
    }
    const search = filter.search?.trim();
    if (search) {
      // Each part answered by its trigram indexes (migration SearchIndexes1732500000000), OR-ed as bitmaps: the items'
      // matches are read once, as an array of order ids (an EXISTS per order would be a filter on every order).
      qb.andWhere(
        `(lower(o.customer_name) LIKE :term ESCAPE '\\' OR lower(o.id) LIKE :term ESCAPE '\\' OR o.id = ANY(ARRAY(
            SELECT i.order_id FROM order_item i
            WHERE lower(i.fabric_code) LIKE :term ESCAPE '\\' OR lower(i.manufacturer_code) LIKE :term ESCAPE '\\')))`,
        { term: likeContains(search) },
      );
    }
    return qb;
  }

  /** One page of orders, newest first, with their items. */
  async page(filter: OrderFilter, args: ConnectionArgs): Promise<ConnectionData<Order>> {
    const page = await keysetPage(this.query(filter), NEWEST_FIRST, 'DESC', args);
    await this.attachItems(page.nodes);
    return page;
  }

  /** A window of orders by limit/offset, newest first, with their items and the number of matches (REST). */
  async window(filter: OrderFilter & PageInput): Promise<{ orders: Order[]; totalCount: number }> {
    const { limit, offset } = pageWindow(filter);
    const qb = this.query(filter);
    for (const key of NEWEST_FIRST) qb.addOrderBy(key.expr, 'DESC');
    const [orders, totalCount] = await qb.offset(offset).limit(limit).getManyAndCount();
    await this.attachItems(orders);
    return { orders, totalCount };
  }

  /** By order number, case-insensitively; null when unknown. */
  async byId(id: string): Promise<Order | null> {
    const key = id.trim();
    if (!key || key.length > MAX_ORDER_ID_LENGTH) return null;
    const order = await this.orders.createQueryBuilder('o').where('o.id = :id', { id: key.toUpperCase() }).getOne();
    if (order) await this.attachItems([order]);
    return order;
  }

  /** The order placed from the cart with this token hash, or null (also when it is another visitor's). */
  async placedBy(id: string, cartTokenHash: string | null): Promise<Order | null> {
    if (!cartTokenHash) return null;
    const order = await this.byId(id);
    return order && order.cartTokenHash === cartTokenHash ? order : null;
  }

  /**
   * A staff status change from the status they saw to one the state machine allows. The row is locked, so two
   * staff members clicking at once cannot both apply a change: the second sees a different status and is
   * refused (STALE_STATUS) with nothing changed. Each change is recorded with who and when.
   */
  async changeStatus(id: string, from: OrderStatus, to: OrderStatus, changedBy: string, shipping: ShippingInput = {}): Promise<OrderChangeResult> {
    const key = id.trim().toUpperCase();
    const carrier = shipping.carrier?.trim() ?? '';
    const trackingCode = shipping.trackingCode?.trim() ?? '';
    const result = await this.orders.manager.transaction(async (em): Promise<OrderUserError | null> => {
      const [row] = (await em.query('SELECT status, payment_status FROM customer_order WHERE id = $1 FOR UPDATE', [key])) as { status: OrderStatus; payment_status: string }[];
      if (!row) return { code: 'ORDER_NOT_FOUND', field: ['input', 'orderId'], message: texts.orders.notFound };
      if (row.status !== from) return { code: 'STALE_STATUS', field: ['input', 'from'], message: texts.orders.stale(orderStatusLabel(row.status)) };
      if (!isLegalTransition(from, to)) return { code: 'ILLEGAL_TRANSITION', field: ['input', 'to'], message: texts.orders.illegalTransition(orderStatusLabel(from), orderStatusLabel(to)) };
      // Made to measure cannot be undone: nothing is made before the money is in (ARCHITECTURE §4).
      if (to === OrderStatus.PROCESSING && row.payment_status !== 'paid') return { code: 'PAYMENT_REQUIRED', field: ['input', 'to'], message: texts.orders.paymentRequired };
      if (to === OrderStatus.SHIPPED) {
        if (!carrier || !trackingCode) return { code: 'SHIPPING_REQUIRED', field: ['input', carrier ? 'trackingCode' : 'carrier'], message: texts.orders.shippingRequired };
        for (const [name, value] of [['carrier', carrier], ['trackingCode', trackingCode]] as const) {
          const max = SHIPMENT_MAX_LENGTH[name];
          if (value.length > max) return { code: 'TOO_LONG', field: ['input', name], message: texts.orders.shipmentTooLong(max) };
        }
        await em.query('UPDATE customer_order SET carrier = $2, tracking_code = $3 WHERE id = $1', [key, carrier, trackingCode]);
      }
      await em.query('UPDATE customer_order SET status = $2, updated_at = now() WHERE id = $1', [key, to]);
      await em.getRepository(OrderStatusChange).insert({ orderId: key, from, to, changedBy });
      if (to === OrderStatus.SHIPPED) await this.hooks.shipped?.(em, key);
      return null;
    });
    const order = await this.byId(key);
    return { order, userErrors: result ? [result] : [] };
  }

  /** Loads the items and histories of all given orders in two queries (no query per order). */
  private async attachItems(orders: Order[]): Promise<void> {
    if (orders.length === 0) return;
    const ids = orders.map((o) => o.id);
    const [items, history] = await Promise.all([
      this.orderItems.find({ where: { orderId: In(ids) }, order: { id: 'ASC' } }),
      this.orders.manager.getRepository(OrderStatusChange).find({ where: { orderId: In(ids) }, order: { changedAt: 'ASC', id: 'ASC' } }),
    ]);
    for (const order of orders) {
      order.items = items.filter((item) => item.orderId === order.id);
      order.statusHistory = history.filter((change) => change.orderId === order.id);
    }
  }
}
