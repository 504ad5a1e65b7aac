/**
 * An order's statuses (ARCHITECTURE §4) and each status's name as staff and customers read it (SPEC §2, §4;
 * cancelled is not in the spec's list). Which status may follow which, who may move it and what each move emits is
 * the order lifecycle's table (order-lifecycle.ts).
 */

/** GraphQL name → stored value. */
export const ORDER_STATUS = {
  NEW: 'new',
  PROCESSING: 'processing',
  PRODUCTION: 'production',
  SHIPPED: 'shipped',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
} as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];

/** A status's name as it is shown, by its GraphQL name (what a client holds). */
export const ORDER_STATUS_LABEL: Readonly<Record<OrderStatusName, string>> = {
  NEW: 'Nieuw',
  PROCESSING: 'In Behandeling',
  PRODUCTION: 'Productie',
  SHIPPED: 'Verzonden',
  COMPLETED: 'Voltooid',
  CANCELLED: 'Geannuleerd',
};

const NAME_OF = Object.fromEntries(Object.entries(ORDER_STATUS).map(([name, value]) => [value, name])) as Record<OrderStatus, OrderStatusName>;

/** A stored status's name as it is shown. */
export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABEL[NAME_OF[status]];
}

/** What staff enter when an order ships, at most this long (characters). */
export const SHIPMENT_MAX_LENGTH = { carrier: 60, trackingCode: 100 } as const;

/** The longest reason staff give for a refund (characters). */
export const REFUND_REASON_MAX_LENGTH = 500;
