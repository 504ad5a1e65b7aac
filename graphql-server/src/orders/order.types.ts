import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { CHECKOUT_MAX_LENGTH as L, SHIPMENT_MAX_LENGTH } from '@lumina/schema';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { Country, PaymentMethod } from '../api/trade';
import { UserErrorType, type UserError } from '../api/user-error';
import { OrderConfirmation } from './order-confirmation.type';
import { Order } from './order.entity';
import { OrderStatus } from './order-status';

export const OrderErrorCode = graphqlEnum('OrderErrorCode', 'Why an order could not be placed, or its status not changed.', {
  REQUIRED: 'A required field (name, email, street, postcode, city) is empty.',
  TOO_LONG: `A field is longer than allowed (name ${L.name}, email ${L.email}, phone ${L.phone}, street ${L.street}, city ${L.city}, notes ${L.notes}; a shipment's carrier ${SHIPMENT_MAX_LENGTH.carrier} and trackingCode ${SHIPMENT_MAX_LENGTH.trackingCode} characters).`,
  INVALID: 'A field holds control characters or a line break where one line is expected, or the attemptId is not 16–100 letters, digits, "-" or "_", or belongs to another cart.',
  INVALID_EMAIL: 'The e-mail address is not one a mail client would accept.',
  INVALID_PHONE: 'The phone number holds more than digits, spaces, + ( ) . / -.',
  INVALID_POSTCODE: 'The postcode does not fit the country: Belgium 4 digits (1000–9999), the Netherlands 4 digits and 2 letters ("1016 BS").',
  WITHDRAWAL_NOT_ACCEPTED: 'acceptNoWithdrawal is not true: made-to-measure goods have no 14-day right of withdrawal, and the customer must acknowledge it.',
  CART_NOT_FOUND: 'No cart: the cartId is unknown, or the browser has no cart cookie.',
  CART_EMPTY: 'The cart has no lines.',
  CART_BUSY: 'The cart is being changed or ordered by too many requests at once; nothing was ordered. Retry with the same attemptId in a moment.',
  DISCOUNT_CODE_REFUSED: "The cart's discount code does not apply now (ended, used up, below its minimum, ...; the message says why); nothing was ordered. Remove it (cartDiscountCodeRemove) or change the cart, and order again.",
  PRICE_CHANGED: 'expectedTotalCents differs from the total the server computes now; the cart now holds the new prices. Show them and let the customer order again.',
  LINE_UNAVAILABLE: 'A line can no longer be made as configured (the product or an option is gone); field names the line index.',
  ORDER_NOT_FOUND: 'No order has this id (orderStatusChange).',
  ILLEGAL_TRANSITION: 'The order state machine does not allow this change from the current status (see Order.nextStatuses).',
  STALE_STATUS: 'The order is no longer in the status the change started from (someone changed it meanwhile); nothing changed.',
  PAYMENT_REQUIRED: 'Production cannot start before the order is paid: record a payment made outside the provider first (orderPaymentRecord).',
  CHARGEBACK_OPEN: "The order's payment was (partly) charged back; it is not made before that is settled with the customer.",
  NOT_ALLOWED: "The staff member's role may not make this move (e.g. only beheer cancels an order that holds money, since cancelling refunds it).",
  REFUND_REQUIRED: 'Cancelling an order that holds money refunds all of it: send refundCents equal to Order.refundable.',
  REFUND_MISMATCH: 'refundCents is not what the order holds now (Order.refundable changed meanwhile); nothing changed.',
  SHIPPING_REQUIRED: 'An order moved to shipped needs its carrier and track-and-trace code.',
  ALREADY_PAID: 'The order is paid (or its payment is being processed); nothing to pay.',
  NOT_PAYABLE: 'The order cannot be paid: it is cancelled or has no payment method.',
  PROVIDER_UNAVAILABLE: 'The payment provider could not be reached or failed; nothing changed. Try again in a moment.',
  PROVIDER_REFUSED: 'The payment provider refused the request; the message says why.',
  INVALID_AMOUNT: 'The amount is not a whole number of cents above 0.',
  AMOUNT_TOO_HIGH: 'The refund is more than the order can still refund (Order.refundable).',
  RATE_LIMITED: 'This client address placed as many orders as it may in the last hour (ORDER_LIMIT_PER_CLIENT_HOUR, 10 by default); nothing was ordered. A retry of an attempt that placed its order still answers that order.',
});
export type OrderErrorCode = ValueOf<typeof OrderErrorCode>;

export const OrderUserError = UserErrorType('OrderUserError', OrderErrorCode, 'A refused order placement or status change, with a Dutch message.');
export type OrderUserError = UserError<OrderErrorCode>;

@InputType({ description: 'The customer and the delivery address; the server trims and checks every field.' })
export class CheckoutCustomerInput {
  @Field(() => String, { description: `Full name, at most ${L.name} characters.` }) name: string;
  @Field(() => String, { description: `E-mail address for the confirmation, at most ${L.email} characters.` }) email: string;
  @Field(() => String, { nullable: true, description: `Phone number for delivery, optional, at most ${L.phone} characters.` }) phone?: string | null;
  @Field(() => String, { description: `Street and house number (and box), at most ${L.street} characters.` }) street: string;
  @Field(() => String, { description: 'Postcode: Belgium 4 digits (e.g. "9000"), the Netherlands 4 digits and 2 letters (e.g. "1016 BS", space optional).' })
  postcode: string;
  @Field(() => String, { description: `Town or city, at most ${L.city} characters.` }) city: string;
  @Field(() => Country, { description: 'Belgium or the Netherlands.' }) country: Country;
}

@InputType({ description: 'One checkout attempt: who orders, where it goes, how they pay.' })
export class OrderPlaceInput {
  @Field(() => String, {
    description:
      'A random id the client makes once per checkout attempt (e.g. crypto.randomUUID()), 16–100 letters, digits, "-" or "_". Send the same id again on a retry or double click: it answers the same order and never makes a second one.',
  })
  attemptId: string;
  @Field(() => ID, { nullable: true, description: 'Cart.id, for clients without the cart cookie; browsers leave it out.' }) cartId?: string | null;
  @Field(() => CheckoutCustomerInput, { description: 'Customer and delivery address.' }) customer: CheckoutCustomerInput;
  @Field(() => PaymentMethod, { description: 'How the customer pays (PayPal, Bancontact, iDEAL, Creditcard).' }) paymentMethod: PaymentMethod;
  @Field(() => Boolean, { description: 'Must be true: the customer acknowledges that made-to-measure goods have no 14-day right of withdrawal.' })
  acceptNoWithdrawal: boolean;
  @Field(() => Int, {
    nullable: true,
    description: 'The total (with shipping) in cents the customer saw; when the server\'s total differs, nothing is ordered and PRICE_CHANGED answers.',
  })
  expectedTotalCents?: number | null;
  @Field(() => String, { nullable: true, description: `A remark for the atelier, optional, at most ${L.notes} characters; may hold line breaks.` }) notes?: string | null;
}

@ObjectType({ description: 'The placed order as its customer sees it (the cart is then empty), or why nothing was ordered.' })
export class OrderPlacePayload {
  @Field(() => OrderConfirmation, { nullable: true, description: 'The order; null when there are user errors.' }) order: OrderConfirmation | null;
  @Field(() => [OrderUserError], { description: 'Empty when the order was placed.' }) userErrors: OrderUserError[];
}

@InputType({ description: 'A status change as staff see it: from the status they looked at, to the one they chose.' })
export class OrderStatusChangeInput {
  @Field(() => ID, { description: 'Order number.' }) orderId: string;
  @Field(() => OrderStatus, { description: 'The status the change starts from, as shown to staff; a different current status refuses the change (STALE_STATUS).' })
  from: OrderStatus;
  @Field(() => OrderStatus, { description: 'The new status; one of Order.nextStatuses.' }) to: OrderStatus;
  @Field(() => String, { nullable: true, description: 'The carrier (e.g. "bpost"); required when `to` is SHIPPED, at most 60 characters.' }) carrier?: string | null;
  @Field(() => String, { nullable: true, description: 'The track-and-trace code; required when `to` is SHIPPED, at most 100 characters.' }) trackingCode?: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Cancelling an order that holds money: the refund staff agreed to, which must be all it holds (Order.refundable, as they saw it); the order is cancelled when the refund is asked. Beheer only. Leave out otherwise.',
  })
  refundCents?: number | null;
  @Field(() => String, { nullable: true, description: 'Why it is cancelled, kept with its refund; at most 500 characters.' }) reason?: string | null;
}

@InputType({ description: 'Pay (again) for a placed order: its customer, with the cart cookie or the cartId that placed it.' })
export class OrderPayInput {
  @Field(() => ID, { description: 'Order number.' }) orderId: string;
  @Field(() => ID, { nullable: true, description: 'Cart.id of the cart that placed it, for clients without the cart cookie.' }) cartId?: string | null;
  @Field(() => PaymentMethod, { nullable: true, description: 'Pay with another method than chosen at checkout; left out: the same method.' })
  paymentMethod?: PaymentMethod | null;
}

@ObjectType({ description: 'Where to pay the order now, or why not.' })
export class OrderPayPayload {
  @Field(() => OrderConfirmation, { nullable: true, description: 'The order as its customer sees it; null when unknown to this visitor.' }) order: OrderConfirmation | null;
  @Field(() => String, { nullable: true, description: "The provider's payment page to send the customer to; null when there is nothing to pay or the provider failed." })
  checkoutUrl: string | null;
  @Field(() => [OrderUserError], { description: 'Empty when there is a page to pay on.' }) userErrors: OrderUserError[];
}

@InputType({ description: 'A payment made outside the provider (e.g. a bank transfer), recorded by staff.' })
export class OrderPaymentRecordInput {
  @Field(() => ID, { description: 'Order number.' }) orderId: string;
}

@InputType({ description: 'A refund of part or all of what an order paid.' })
export class OrderRefundInput {
  @Field(() => ID, { description: 'Order number.' }) orderId: string;
  @Field(() => Int, { description: 'Amount in cents, at least 1 and at most Order.refundable (spread over its payments, newest first).' }) amountCents: number;
  @Field(() => String, { nullable: true, description: 'Why, for the record; at most 500 characters.' }) reason?: string | null;
}

@ObjectType({ description: 'The order after a staff action, or why it was refused (then nothing changed and `order` shows the current state when it exists).' })
export class OrderPayload {
  @Field(() => Order, { nullable: true, description: 'The order as it is now; null when unknown.' }) order: Order | null;
  @Field(() => [OrderUserError], { description: 'Empty when the change was made.' }) userErrors: OrderUserError[];
}
