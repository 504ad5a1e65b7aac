/**
 * The order state machine (ARCHITECTURE §4): the one table of which status may follow which. 'Status
 * Wijzigen' offers exactly these, and the server refuses anything else. Made-to-measure work cannot be
 * undone, so an order can be cancelled only before it goes into production, and never goes back.
 */
import { graphqlEnum, type ValueOf } from '../shop/graphql-enum';

export const OrderStatus = graphqlEnum('OrderStatus', 'Where an order stands: new -> processing -> production -> shipped -> completed, or cancelled before production.', {
  NEW: ['new', 'Placed, not yet looked at.'],
  PROCESSING: ['processing', 'Being checked and prepared for the atelier.'],
  PRODUCTION: ['production', 'Being made in the atelier.'],
  SHIPPED: ['shipped', 'On its way to the customer.'],
  COMPLETED: ['completed', 'Delivered (and installed where ordered).'],
  CANCELLED: ['cancelled', 'Cancelled; will not be made.'],
});
export type OrderStatus = ValueOf<typeof OrderStatus>;

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [OrderStatus.NEW]: [OrderStatus.PROCESSING, OrderStatus.CANCELLED],
  [OrderStatus.PROCESSING]: [OrderStatus.PRODUCTION, OrderStatus.CANCELLED],
  [OrderStatus.PRODUCTION]: [OrderStatus.SHIPPED],
  [OrderStatus.SHIPPED]: [OrderStatus.COMPLETED],
  [OrderStatus.COMPLETED]: [],
  [OrderStatus.CANCELLED]: [],
};

/** The statuses an order in `status` may move to. */
export function nextStatuses(status: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[status] ?? [];
}

export function isLegalTransition(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatuses(from).includes(to);
}
