import { In, type DataSource, type Repository } from 'typeorm';
import { likeContains } from '../shop/like';
import { InputError } from '../shop/input-error';
import { pageWindow, toPage, type PageInput, type PageResult } from '../shop/page';
import { OrderItem } from './order-item.entity';
import { Order, OrderStatus } from './order.entity';

export interface OrderFilter extends PageInput {
  /** Case-insensitive part of the customer name, order id, or an item's fabric or manufacturer code. */
  search?: string | null;
  status?: OrderStatus | string | null;
}

const ORDER_STATUSES = Object.values(OrderStatus) as string[];
const MAX_ORDER_ID_LENGTH = 64;

export function parseOrderStatus(value: string): OrderStatus {
  const normalised = value.trim().toLowerCase();
  if (!ORDER_STATUSES.includes(normalised)) {
    throw new InputError(`Onbekende status "${value}"; kies uit ${ORDER_STATUSES.join(', ')}`, 'status');
  }
  return normalised as OrderStatus;
}

export class OrderService {
  private readonly orders: Repository<Order>;
  private readonly orderItems: Repository<OrderItem>;

  constructor(ds: DataSource) {
    this.orders = ds.getRepository(Order);
    this.orderItems = ds.getRepository(OrderItem);
  }

  /** One page of orders, newest first, with their items. */
  async list(filter: OrderFilter = {}): Promise<PageResult<Order>> {
    const window = pageWindow(filter);
    const qb = this.orders.createQueryBuilder('o');
    if (filter.status != null && String(filter.status).trim() !== '') {
      qb.andWhere('o.status = :status', { status: parseOrderStatus(String(filter.status)) });
    }
    const search = filter.search?.trim();
    if (search) {
      qb.andWhere(
        `(lower(o.customer_name) LIKE :term ESCAPE '\\' OR lower(o.id) LIKE :term ESCAPE '\\' OR EXISTS (
            SELECT 1 FROM order_item i WHERE i.order_id = o.id
            AND (lower(i.fabric_code) LIKE :term ESCAPE '\\' OR lower(i.manufacturer_code) LIKE :term ESCAPE '\\')))`,
        { term: likeContains(search) },
      );
    }
    const [orders, total] = await qb
      .orderBy('o.created_at', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .offset(window.offset)
      .limit(window.limit)
      .getManyAndCount();
    await this.attachItems(orders);
    return toPage(orders, total, window);
  }

  /** By order number, case-insensitively; null when unknown. */
  async byId(id: string): Promise<Order | null> {
    const key = id.trim();
    if (!key || key.length > MAX_ORDER_ID_LENGTH) return null;
    const order = await this.orders.createQueryBuilder('o').where('o.id = :id', { id: key.toUpperCase() }).getOne();
    if (order) await this.attachItems([order]);
    return order;
  }

  /** Loads the items of all given orders in one query (no query per order). */
  private async attachItems(orders: Order[]): Promise<void> {
    if (orders.length === 0) return;
    const items = await this.orderItems.find({ where: { orderId: In(orders.map((o) => o.id)) }, order: { id: 'ASC' } });
    for (const order of orders) order.items = items.filter((item) => item.orderId === order.id);
  }
}
