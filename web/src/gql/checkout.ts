/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The customer and the delivery address; the server trims and checks every field. */
export type CheckoutCustomerInput = {
  /** Town or city, at most 100 characters. */
  city: string;
  /** Belgium or the Netherlands. */
  country: Country;
  /** E-mail address for the confirmation, at most 254 characters. */
  email: string;
  /** Full name, at most 120 characters. */
  name: string;
  /** Phone number for delivery, optional, at most 40 characters. */
  phone?: string | null | undefined;
  /** Postcode: Belgium 4 digits (e.g. "9000"), the Netherlands 4 digits and 2 letters (e.g. "1016 BS", space optional). */
  postcode: string;
  /** Street and house number (and box), at most 200 characters. */
  street: string;
};

/** A country the shop delivers to. */
export type Country =
  /** Belgium (België). */
  | 'BE'
  /** The Netherlands (Nederland). */
  | 'NL';

/** What an invoice document is. */
export type InvoiceKind =
  /** A credit note for a refund, correcting the order's invoice (numbered CN-2026-000001, …). */
  | 'CREDIT_NOTE'
  /** The invoice of a paid order (numbered 2026-000001, …). */
  | 'INVOICE';

/** Why an order could not be placed, or its status not changed. */
export type OrderErrorCode =
  /** The order is paid (or its payment is being processed); nothing to pay. */
  | 'ALREADY_PAID'
  /** The refund is more than the order can still refund (Order.refundable). */
  | 'AMOUNT_TOO_HIGH'
  /** The cart is being changed or ordered by too many requests at once; nothing was ordered. Retry with the same attemptId in a moment. */
  | 'CART_BUSY'
  /** The cart has no lines. */
  | 'CART_EMPTY'
  /** No cart: the cartId is unknown, or the browser has no cart cookie. */
  | 'CART_NOT_FOUND'
  /** The order's payment was (partly) charged back; it is not made before that is settled with the customer. */
  | 'CHARGEBACK_OPEN'
  /** The cart's discount code does not apply now (ended, used up, below its minimum, ...; the message says why); nothing was ordered. Remove it (cartDiscountCodeRemove) or change the cart, and order again. */
  | 'DISCOUNT_CODE_REFUSED'
  /** The order state machine does not allow this change from the current status (see Order.nextStatuses). */
  | 'ILLEGAL_TRANSITION'
  /** A field holds control characters or a line break where one line is expected, or the attemptId is not 16–100 letters, digits, "-" or "_", or belongs to another cart. */
  | 'INVALID'
  /** The amount is not a whole number of cents above 0. */
  | 'INVALID_AMOUNT'
  /** The e-mail address is not one a mail client would accept. */
  | 'INVALID_EMAIL'
  /** The phone number holds more than digits, spaces, + ( ) . / -. */
  | 'INVALID_PHONE'
  /** The postcode does not fit the country: Belgium 4 digits (1000–9999), the Netherlands 4 digits and 2 letters ("1016 BS"). */
  | 'INVALID_POSTCODE'
  /** A line can no longer be made as configured (the product or an option is gone); field names the line index. */
  | 'LINE_UNAVAILABLE'
  /** The staff member's role may not make this move (e.g. only beheer cancels an order that holds money, since cancelling refunds it). */
  | 'NOT_ALLOWED'
  /** The order cannot be paid: it is cancelled or has no payment method. */
  | 'NOT_PAYABLE'
  /** No order has this id (orderStatusChange). */
  | 'ORDER_NOT_FOUND'
  /** Production cannot start before the order is paid: record a payment made outside the provider first (orderPaymentRecord). */
  | 'PAYMENT_REQUIRED'
  /** expectedTotalCents differs from the total the server computes now; the cart now holds the new prices. Show them and let the customer order again. */
  | 'PRICE_CHANGED'
  /** The payment provider refused the request; the message says why. */
  | 'PROVIDER_REFUSED'
  /** The payment provider could not be reached or failed; nothing changed. Try again in a moment. */
  | 'PROVIDER_UNAVAILABLE'
  /** This client address placed as many orders as it may in the last hour (ORDER_LIMIT_PER_CLIENT_HOUR, 10 by default); nothing was ordered. A retry of an attempt that placed its order still answers that order. */
  | 'RATE_LIMITED'
  /** refundCents is not what the order holds now (Order.refundable changed meanwhile); nothing changed. */
  | 'REFUND_MISMATCH'
  /** Cancelling an order that holds money refunds all of it: send refundCents equal to Order.refundable. */
  | 'REFUND_REQUIRED'
  /** A required field (name, email, street, postcode, city) is empty. */
  | 'REQUIRED'
  /** An order moved to shipped needs its carrier and track-and-trace code. */
  | 'SHIPPING_REQUIRED'
  /** The order is no longer in the status the change started from (someone changed it meanwhile); nothing changed. */
  | 'STALE_STATUS'
  /** A field is longer than allowed (name 120, email 254, phone 40, street 200, city 100, notes 1000; a shipment's carrier 60 and trackingCode 100 characters). */
  | 'TOO_LONG'
  /** acceptNoWithdrawal is not true: made-to-measure goods have no 14-day right of withdrawal, and the customer must acknowledge it. */
  | 'WITHDRAWAL_NOT_ACCEPTED';

/** Pay (again) for a placed order: its customer, with the cart cookie or the cartId that placed it. */
export type OrderPayInput = {
  /** Cart.id of the cart that placed it, for clients without the cart cookie. */
  cartId?: string | number | null | undefined;
  /** Order number. */
  orderId: string | number;
  /** Pay with another method than chosen at checkout; left out: the same method. */
  paymentMethod?: PaymentMethod | null | undefined;
};

/** One checkout attempt: who orders, where it goes, how they pay. */
export type OrderPlaceInput = {
  /** Must be true: the customer acknowledges that made-to-measure goods have no 14-day right of withdrawal. */
  acceptNoWithdrawal: boolean;
  /** A random id the client makes once per checkout attempt (e.g. crypto.randomUUID()), 16–100 letters, digits, "-" or "_". Send the same id again on a retry or double click: it answers the same order and never makes a second one. */
  attemptId: string;
  /** Cart.id, for clients without the cart cookie; browsers leave it out. */
  cartId?: string | number | null | undefined;
  /** Customer and delivery address. */
  customer: CheckoutCustomerInput;
  /** The total (with shipping) in cents the customer saw; when the server's total differs, nothing is ordered and PRICE_CHANGED answers. */
  expectedTotalCents?: number | null | undefined;
  /** A remark for the atelier, optional, at most 1000 characters; may hold line breaks. */
  notes?: string | null | undefined;
  /** How the customer pays (PayPal, Bancontact, iDEAL, Creditcard). */
  paymentMethod: PaymentMethod;
};

/** Where an order stands: new -> processing -> production -> shipped -> completed, or cancelled before production. */
export type OrderStatus =
  /** Cancelled; will not be made. */
  | 'CANCELLED'
  /** Delivered (and installed where ordered). */
  | 'COMPLETED'
  /** Placed, not yet looked at. */
  | 'NEW'
  /** Being checked and prepared for the atelier. */
  | 'PROCESSING'
  /** Being made in the atelier. */
  | 'PRODUCTION'
  /** On its way to the customer. */
  | 'SHIPPED';

/** How a customer pays. */
export type PaymentMethod =
  /** Bancontact (Belgium). */
  | 'BANCONTACT'
  /** Credit card. */
  | 'CREDITCARD'
  /** iDEAL (the Netherlands). */
  | 'IDEAL'
  /** PayPal. */
  | 'PAYPAL';

/** Whether an order has been paid, from its payments, refunds and chargebacks as the provider reports them (the order lifecycle). */
export type PaymentStatus =
  /** Not paid yet: no payment, or one the shopper has not finished. */
  | 'AWAITING_PAYMENT'
  /** The last payment was canceled (by the shopper, or by the shop with the order); it can be paid again unless the order is cancelled. */
  | 'CANCELED'
  /** Paid, and taken back by the customer's bank (a chargeback), in full or with the rest refunded. */
  | 'CHARGED_BACK'
  /** The last payment expired unfinished; the shopper can pay again. */
  | 'EXPIRED'
  /** The last payment failed; the shopper can pay again. */
  | 'FAILED'
  /** The payment came in (part of it may be refunded, or a refund pending). */
  | 'PAID'
  /** The shopper paid; the provider has not confirmed it yet. */
  | 'PENDING'
  /** Paid, and refunded in full (as the provider confirmed). */
  | 'REFUNDED';

export type CheckoutPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutPageQuery = { cart: { id: string, itemCount: number, discountCode: string | null, discountCodeProblem: string | null, lines: Array<{ id: string, quantity: number, summary: Array<string>, product: { id: string, name: string, images: Array<string> }, total: { formatted: string } }>, totals: { subtotal: { cents: number, formatted: string }, discount: { cents: number, formatted: string }, shipping: { cents: number, formatted: string }, total: { cents: number, formatted: string }, vat: { formatted: string }, toFreeShipping: { cents: number, formatted: string } }, deliveryEstimate: { date: string, label: string, workingDays: number } | null } | null, shop: { vatPercent: number, paymentMethods: Array<PaymentMethod>, delivery: { freeShippingThreshold: { cents: number, formatted: string } } } };

export type CheckoutSummaryCartFragment = { id: string, discountCode: string | null, discountCodeProblem: string | null, lines: Array<{ id: string, quantity: number, summary: Array<string>, product: { id: string, name: string, images: Array<string> }, total: { formatted: string } }>, totals: { subtotal: { cents: number, formatted: string }, discount: { cents: number, formatted: string }, shipping: { cents: number, formatted: string }, total: { cents: number, formatted: string }, vat: { formatted: string }, toFreeShipping: { cents: number, formatted: string } }, deliveryEstimate: { date: string, label: string, workingDays: number } | null };

export type OrderPlaceMutationVariables = Exact<{
  input: OrderPlaceInput;
}>;


export type OrderPlaceMutation = { orderPlace: { order: { id: string, payUrl: string | null } | null, userErrors: Array<{ code: OrderErrorCode, field: Array<string> | null, message: string }> } };

export type PlacedOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type PlacedOrderQuery = { placedOrder: { id: string, status: OrderStatus, createdAt: unknown, customerName: string, customerEmail: string, customerPhone: string, shippingAddress: string, country: Country | null, paymentMethod: PaymentMethod | null, paymentStatus: PaymentStatus, notes: string | null, discountLabel: string | null, payUrl: string | null, canPay: boolean, items: Array<{ id: string, productName: string, quantity: number, summary: Array<string>, total: { formatted: string } }>, subtotal: { formatted: string }, discount: { cents: number, formatted: string }, shipping: { cents: number, formatted: string }, total: { formatted: string }, vat: { formatted: string }, deliveryEstimate: { date: string, label: string } | null, refundPending: { cents: number, formatted: string }, invoices: Array<{ number: string, kind: InvoiceKind, url: string, total: { formatted: string } }> } | null, shop: { vatPercent: number, paymentMethods: Array<PaymentMethod>, contact: { email: string, phone: string } } };

export type ConfirmationPaymentMethodsFragment = { paymentMethods: Array<PaymentMethod> };

export type ConfirmationOrderFragment = { id: string, status: OrderStatus, createdAt: unknown, customerName: string, customerEmail: string, customerPhone: string, shippingAddress: string, country: Country | null, paymentMethod: PaymentMethod | null, paymentStatus: PaymentStatus, notes: string | null, discountLabel: string | null, payUrl: string | null, canPay: boolean, items: Array<{ id: string, productName: string, quantity: number, summary: Array<string>, total: { formatted: string } }>, subtotal: { formatted: string }, discount: { cents: number, formatted: string }, shipping: { cents: number, formatted: string }, total: { formatted: string }, vat: { formatted: string }, deliveryEstimate: { date: string, label: string } | null, refundPending: { cents: number, formatted: string }, invoices: Array<{ number: string, kind: InvoiceKind, url: string, total: { formatted: string } }> };

export type ConfirmationPaymentFragment = { id: string, status: OrderStatus, country: Country | null, paymentMethod: PaymentMethod | null, paymentStatus: PaymentStatus, payUrl: string | null, canPay: boolean, total: { formatted: string }, refundPending: { cents: number, formatted: string }, invoices: Array<{ number: string, kind: InvoiceKind, url: string, total: { formatted: string } }> };

export type OrderPayMutationVariables = Exact<{
  input: OrderPayInput;
}>;


export type OrderPayMutation = { orderPay: { checkoutUrl: string | null, order: { id: string, status: OrderStatus, country: Country | null, paymentMethod: PaymentMethod | null, paymentStatus: PaymentStatus, payUrl: string | null, canPay: boolean, total: { formatted: string }, refundPending: { cents: number, formatted: string }, invoices: Array<{ number: string, kind: InvoiceKind, url: string, total: { formatted: string } }> } | null, userErrors: Array<{ code: OrderErrorCode, field: Array<string> | null, message: string }> } };

export const CheckoutSummaryCartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutSummaryCart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountCodeProblem"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toFreeShipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryEstimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"workingDays"}}]}}]}}]} as unknown as DocumentNode<CheckoutSummaryCartFragment, unknown>;
export const ConfirmationPaymentMethodsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfirmationPaymentMethods"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}}]}}]} as unknown as DocumentNode<ConfirmationPaymentMethodsFragment, unknown>;
export const ConfirmationPaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfirmationPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ConfirmationPaymentFragment, unknown>;
export const ConfirmationOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfirmationOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfirmationPayment"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountLabel"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryEstimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfirmationPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ConfirmationOrderFragment, unknown>;
export const CheckoutPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutSummaryCart"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vatPercent"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeShippingThreshold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutSummaryCart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountCodeProblem"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toFreeShipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryEstimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"workingDays"}}]}}]}}]} as unknown as DocumentNode<CheckoutPageQuery, CheckoutPageQueryVariables>;
export const OrderPlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderPlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPlaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderPlace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<OrderPlaceMutation, OrderPlaceMutationVariables>;
export const PlacedOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlacedOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placedOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfirmationOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vatPercent"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfirmationPaymentMethods"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfirmationPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfirmationOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfirmationPayment"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountLabel"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryEstimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfirmationPaymentMethods"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}}]}}]} as unknown as DocumentNode<PlacedOrderQuery, PlacedOrderQueryVariables>;
export const OrderPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderPay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfirmationPayment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfirmationPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<OrderPayMutation, OrderPayMutationVariables>;