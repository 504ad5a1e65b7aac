/**
 * The API's OrderStatus enum, declared from the domain's state machine (schema/src/order-status.ts), which holds
 * the statuses, the transitions and the labels.
 */
import { ORDER_STATUS, type OrderStatus as OrderStatusValue } from '@lumina/schema';
import { graphqlEnumOf } from '../api/graphql-enum';

export const OrderStatus = graphqlEnumOf('OrderStatus', 'Where an order stands: new -> processing -> production -> shipped -> completed, or cancelled before production.', ORDER_STATUS, {
  NEW: 'Placed, not yet looked at.',
  PROCESSING: 'Being checked and prepared for the atelier.',
  PRODUCTION: 'Being made in the atelier.',
  SHIPPED: 'On its way to the customer.',
  COMPLETED: 'Delivered (and installed where ordered).',
  CANCELLED: 'Cancelled; will not be made.',
});
export type OrderStatus = OrderStatusValue;
