/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How much of the roll a cover hides. */
export type CassetteType =
  /** Full cassette: the roll is enclosed (REST: "full-cassette"). */
  | 'FULL_CASSETTE'
  /** Half cassette: a cover over the front of the roll (REST: "half-cassette"). */
  | 'HALF_CASSETTE'
  /** Open system: the roll is visible (REST: "open"). */
  | 'OPEN';

/** The safety device that makes a chain child-safe (EN 13120). */
export type ChainSafetyDevice =
  /** A chain tensioner: the loop is fixed to the wall or frame, so it cannot form a free loop. */
  | 'KETTINGSPANNER';

/** Why a contact message was refused. */
export type ContactErrorCode =
  /** A field holds control characters, or a line break where one line is expected. */
  | 'INVALID'
  /** The e-mail address is not one a mail client would accept. */
  | 'INVALID_EMAIL'
  /** The phone number holds more than digits, spaces, + ( ) . / -. */
  | 'INVALID_PHONE'
  /** No contact message has this id (contactMessageMarkHandled). */
  | 'NOT_FOUND'
  /** Too many messages from this e-mail address in the last hour; try again later. */
  | 'RATE_LIMITED'
  /** A required field (name, email, subject, message) is empty. */
  | 'REQUIRED'
  /** A field is longer than allowed (name 120, email 254, phone 40, subject 200, message 5000 characters). */
  | 'TOO_LONG';

/** The side the chain hangs, seen from inside the room (Dutch: bedieningszijde). */
export type ControlSide =
  /** Left (the fabricator export: "links"). */
  | 'LEFT'
  /** Right (the fabricator export: "rechts"). */
  | 'RIGHT';

/** Why a fabric SKU change was refused. */
export type FabricSkuErrorCode =
  /** Neither visibleOnFrontend nor sampleAvailable was given. */
  | 'NOTHING_TO_CHANGE'
  /** No fabric SKU has this internal SKU. */
  | 'NOT_FOUND';

/** A setting staff change on a fabric SKU. */
export type FabricSkuSetting =
  /** Whether a free colour sample can be sent. */
  | 'SAMPLE_AVAILABLE'
  /** Live on the shop (true) or hidden (false): a hidden fabric is not in the fabric collection. */
  | 'VISIBLE_ON_FRONTEND';

/** Settings of a fabric SKU to change; leave out what stays. */
export type FabricSkuSettingsInput = {
  /** Internal SKU, any case. */
  internalSku: string | number;
  /** Whether a free colour sample can be sent. */
  sampleAvailable?: boolean | null | undefined;
  /** Live on the shop (true) or hidden (false). */
  visibleOnFrontend?: boolean | null | undefined;
};

/** The kind of fabric (stofsoort): how much light it lets through. */
export type FabricType =
  /** Light-filtering: soft daylight and privacy by day (REST: "lichtdoorlatend"). */
  | 'LICHTDOORLATEND'
  /** Screen: sun-shading mesh that keeps the view outside (REST: "screen"). */
  | 'SCREEN'
  /** Semi-transparent: between light-filtering and sheer (REST: "semi-transparant"). Products only. */
  | 'SEMI_TRANSPARANT'
  /** Blackout: keeps the light out, for bedrooms (REST: "verduisterend"). */
  | 'VERDUISTEREND';

/** Where a mail in the outbox stands. */
export type MailStatus =
  /** Every retry failed; see lastError. It is not sent again by itself. */
  | 'FAILED'
  /** No SMTP server is configured (SMTP_URL): rendered and kept here, not sent. */
  | 'KEPT'
  /** Written with its event; waiting for (or between) attempts to send it. */
  | 'PENDING'
  /** The SMTP server accepted it. */
  | 'SENT';

/** Which mail it is. */
export type MailTemplate =
  /** To the visitor who wrote through the contact form. */
  | 'CONTACT_MESSAGE_RECEIVED'
  /** To the customer when an order is placed (with the pay link while unpaid). */
  | 'ORDER_RECEIVED'
  /** To the customer when the order is shipped (carrier and track-and-trace code). */
  | 'ORDER_SHIPPED'
  /** To the customer when the payment came in, with the invoice attached. */
  | 'PAYMENT_RECEIVED'
  /** To the shopper who asked for a colour sample. */
  | 'SAMPLE_REQUEST_RECEIVED'
  /** To the shop's inbox for each new paid order. */
  | 'SHOP_ORDER_PAID';

/** How the blind hangs (Dutch: montage). */
export type Mounting =
  /** Inside the window recess (in de dag); the atelier deducts for clearance (REST and the fabricator export: "in-de-dag"). */
  | 'INSIDE_RECESS'
  /** On the frame or the wall (op de dag), made to the exact size (REST and the fabricator export: "op-de-dag"). */
  | 'OUTSIDE_FRAME';

/** Why an order could not be placed, or its status not changed. */
export type OrderErrorCode =
  /** The order is paid (or its payment is being processed); nothing to pay. */
  | 'ALREADY_PAID'
  /** The refund is more than what was paid and not refunded yet (or than one payment can still refund). */
  | 'AMOUNT_TOO_HIGH'
  /** The cart is being changed or ordered by too many requests at once; nothing was ordered. Retry with the same attemptId in a moment. */
  | 'CART_BUSY'
  /** The cart has no lines. */
  | 'CART_EMPTY'
  /** No cart: the cartId is unknown, or the browser has no cart cookie. */
  | 'CART_NOT_FOUND'
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
  /** A required field (name, email, street, postcode, city) is empty. */
  | 'REQUIRED'
  /** An order moved to shipped needs its carrier and track-and-trace code. */
  | 'SHIPPING_REQUIRED'
  /** The order is no longer in the status the change started from (someone changed it meanwhile); nothing changed. */
  | 'STALE_STATUS'
  /** A field is longer than allowed (name 120, email 254, phone 40, street 200, city 100, notes 1000 characters). */
  | 'TOO_LONG'
  /** acceptNoWithdrawal is not true: made-to-measure goods have no 14-day right of withdrawal, and the customer must acknowledge it. */
  | 'WITHDRAWAL_NOT_ACCEPTED';

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

/** A status change as staff see it: from the status they looked at, to the one they chose. */
export type OrderStatusChangeInput = {
  /** The carrier (e.g. "bpost"); required when `to` is SHIPPED, at most 60 characters. */
  carrier?: string | null | undefined;
  /** The status the change starts from, as shown to staff; a different current status refuses the change (STALE_STATUS). */
  from: OrderStatus;
  /** Order number. */
  orderId: string | number;
  /** The new status; one of Order.nextStatuses. */
  to: OrderStatus;
  /** The track-and-trace code; required when `to` is SHIPPED, at most 100 characters. */
  trackingCode?: string | null | undefined;
};

/** Why a review was refused, or could not be moderated. */
export type ReviewErrorCode =
  /** The name or the text holds control characters, or the name a line break. */
  | 'INVALID'
  /** No published product has this id. */
  | 'PRODUCT_NOT_FOUND'
  /** Too many reviews from this client address in the last hour; try again later. */
  | 'RATE_LIMITED'
  /** The rating is not a whole number of stars from 1 to 5. */
  | 'RATING_OUT_OF_RANGE'
  /** The name or the review text is empty. */
  | 'REQUIRED'
  /** No review has this id (moderation). */
  | 'REVIEW_NOT_FOUND'
  /** The name (80) or the review text (2000 characters) is too long. */
  | 'TOO_LONG';

/** Where a review stands: only approved reviews are ever shown to shoppers. */
export type ReviewStatus =
  /** Approved by staff: shown on the product page. */
  | 'APPROVED'
  /** Sent by a shopper, waiting for staff. */
  | 'PENDING'
  /** Rejected by staff: never shown. */
  | 'REJECTED';

/** Why a colour sample request was refused, or could not be marked handled. */
export type SampleRequestErrorCode =
  /** A field holds control characters, or a line break where one line is expected (only the address may have several lines). */
  | 'INVALID'
  /** The colour is not one of the product's colours. */
  | 'INVALID_CHOICE'
  /** The e-mail address is not one a mail client would accept. */
  | 'INVALID_EMAIL'
  /** No sample request has this id (sampleRequestMarkHandled). */
  | 'NOT_FOUND'
  /** Too many sample requests from this e-mail address or this client address in the last hour; try again later. */
  | 'RATE_LIMITED'
  /** A required field (color, name, address, email) is empty. */
  | 'REQUIRED'
  /** A field is longer than allowed (colour 50, name 100, address 300, email 254 characters). */
  | 'TOO_LONG'
  /** No published product has this productId. */
  | 'UNKNOWN_PRODUCT';

/** Why a staff sign-in was refused. */
export type StaffErrorCode =
  /** No staff member with this e-mail address and password (the answer does not say which). */
  | 'INVALID_CREDENTIALS'
  /** Too many failed sign-ins lately; wait and try again. */
  | 'RATE_LIMITED'
  /** E-mail address or password is empty. */
  | 'REQUIRED';

/** Staff credentials. */
export type StaffSignInInput = {
  /** E-mail address, any case. */
  email: string;
  /** Password. */
  password: string;
};

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { staffMe: { email: string, name: string } | null };

export type StaffMemberFragment = { email: string, name: string };

export type StaffSignInMutationVariables = Exact<{
  input: StaffSignInInput;
}>;


export type StaffSignInMutation = { staffSignIn: { staff: { email: string, name: string } | null, userErrors: Array<{ code: StaffErrorCode, field: Array<string> | null, message: string }> } };

export type StaffSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffSignOutMutation = { staffSignOut: { signedOut: boolean } };

export type InboxContactMessagesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type InboxContactMessagesQuery = { contactMessages: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, name: string, email: string, phone: string | null, subject: string, message: string, createdAt: unknown, handled: boolean } }> } };

export type InboxContactMessageFragment = { id: string, name: string, email: string, phone: string | null, subject: string, message: string, createdAt: unknown, handled: boolean };

export type InboxContactMessageMarkHandledMutationVariables = Exact<{
  id: string | number;
}>;


export type InboxContactMessageMarkHandledMutation = { contactMessageMarkHandled: { contactMessage: { id: string, name: string, email: string, phone: string | null, subject: string, message: string, createdAt: unknown, handled: boolean } | null, userErrors: Array<{ code: ContactErrorCode, field: Array<string> | null, message: string }> } };

export type InboxSampleRequestsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type InboxSampleRequestsQuery = { sampleRequests: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, color: string, productId: string | null, name: string, address: string, email: string, createdAt: unknown, handledAt: unknown } }> } };

export type InboxSampleRequestFragment = { id: string, color: string, productId: string | null, name: string, address: string, email: string, createdAt: unknown, handledAt: unknown };

export type InboxSampleRequestMarkHandledMutationVariables = Exact<{
  id: string | number;
}>;


export type InboxSampleRequestMarkHandledMutation = { sampleRequestMarkHandled: { sampleRequest: { id: string, color: string, productId: string | null, name: string, address: string, email: string, createdAt: unknown, handledAt: unknown } | null, userErrors: Array<{ code: SampleRequestErrorCode, field: Array<string> | null, message: string }> } };

export type InboxPendingReviewsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type InboxPendingReviewsQuery = { reviewsForModeration: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, productId: string, customerName: string, rating: number, comment: string, date: unknown, status: ReviewStatus } }> } };

export type InboxReviewFragment = { id: string, productId: string, customerName: string, rating: number, comment: string, date: unknown, status: ReviewStatus };

export type InboxReviewApproveMutationVariables = Exact<{
  id: string | number;
}>;


export type InboxReviewApproveMutation = { reviewApprove: { review: { id: string, productId: string, customerName: string, rating: number, comment: string, date: unknown, status: ReviewStatus } | null, userErrors: Array<{ code: ReviewErrorCode, field: Array<string> | null, message: string }> } };

export type InboxReviewRejectMutationVariables = Exact<{
  id: string | number;
}>;


export type InboxReviewRejectMutation = { reviewReject: { review: { id: string, productId: string, customerName: string, rating: number, comment: string, date: unknown, status: ReviewStatus } | null, userErrors: Array<{ code: ReviewErrorCode, field: Array<string> | null, message: string }> } };

export type InboxProductNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxProductNamesQuery = { products: { nodes: Array<{ id: string, name: string }> } };

export type AdminMailsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type AdminMailsQuery = { mails: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, template: MailTemplate, recipient: string, subject: string, status: MailStatus, createdAt: unknown } }> } };

export type AdminMailListItemFragment = { id: string, template: MailTemplate, recipient: string, subject: string, status: MailStatus, createdAt: unknown };

export type AdminMailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminMailQuery = { mail: { id: string, template: MailTemplate, recipient: string, subject: string, status: MailStatus, createdAt: unknown, sentAt: unknown, attempts: number, lastError: string | null, messageId: string, attachments: Array<string>, html: string, text: string } | null };

export type AdminMailDetailFragment = { id: string, template: MailTemplate, recipient: string, subject: string, status: MailStatus, createdAt: unknown, sentAt: unknown, attempts: number, lastError: string | null, messageId: string, attachments: Array<string>, html: string, text: string };

export type AdminOrdersBrandQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOrdersBrandQuery = { shop: { brand: { name: string } } };

export type AdminOrdersQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: OrderStatus | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminOrdersQuery = { orders: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, status: OrderStatus, createdAt: unknown, customerName: string, customerEmail: string, customerPhone: string, shippingAddress: string, productionNotes: string | null, fabricatorExportReady: boolean, nextStatuses: Array<OrderStatus>, exportCsvUrl: string, exportJsonUrl: string, total: { cents: number, formatted: string }, items: Array<{ id: string, productName: string, quantity: number, fabricCode: string | null, manufacturerCode: string | null, fabricPriceGroup: number | null, cassetteType: CassetteType | null, selectedWidth: number | null, selectedHeight: number | null, fabricationWidthMm: number | null, fabricationHeightMm: number | null, mounting: Mounting | null, controlType: string | null, controlSide: ControlSide | null, chainLengthCm: number | null, safetyDevice: ChainSafetyDevice | null, total: { cents: number, formatted: string } }>, statusHistory: Array<{ from: OrderStatus | null, to: OrderStatus, changedBy: string, changedAt: unknown }> } }> } };

export type AdminOrderCardFragment = { id: string, status: OrderStatus, createdAt: unknown, customerName: string, customerEmail: string, customerPhone: string, shippingAddress: string, productionNotes: string | null, fabricatorExportReady: boolean, nextStatuses: Array<OrderStatus>, exportCsvUrl: string, exportJsonUrl: string, total: { cents: number, formatted: string }, items: Array<{ id: string, productName: string, quantity: number, fabricCode: string | null, manufacturerCode: string | null, fabricPriceGroup: number | null, cassetteType: CassetteType | null, selectedWidth: number | null, selectedHeight: number | null, fabricationWidthMm: number | null, fabricationHeightMm: number | null, mounting: Mounting | null, controlType: string | null, controlSide: ControlSide | null, chainLengthCm: number | null, safetyDevice: ChainSafetyDevice | null, total: { cents: number, formatted: string } }>, statusHistory: Array<{ from: OrderStatus | null, to: OrderStatus, changedBy: string, changedAt: unknown }> };

export type AdminOrderItemFragment = { id: string, productName: string, quantity: number, fabricCode: string | null, manufacturerCode: string | null, fabricPriceGroup: number | null, cassetteType: CassetteType | null, selectedWidth: number | null, selectedHeight: number | null, fabricationWidthMm: number | null, fabricationHeightMm: number | null, mounting: Mounting | null, controlType: string | null, controlSide: ControlSide | null, chainLengthCm: number | null, safetyDevice: ChainSafetyDevice | null, total: { cents: number, formatted: string } };

export type AdminOrderStatusChangeMutationVariables = Exact<{
  input: OrderStatusChangeInput;
}>;


export type AdminOrderStatusChangeMutation = { orderStatusChange: { order: { id: string, status: OrderStatus, createdAt: unknown, customerName: string, customerEmail: string, customerPhone: string, shippingAddress: string, productionNotes: string | null, fabricatorExportReady: boolean, nextStatuses: Array<OrderStatus>, exportCsvUrl: string, exportJsonUrl: string, total: { cents: number, formatted: string }, items: Array<{ id: string, productName: string, quantity: number, fabricCode: string | null, manufacturerCode: string | null, fabricPriceGroup: number | null, cassetteType: CassetteType | null, selectedWidth: number | null, selectedHeight: number | null, fabricationWidthMm: number | null, fabricationHeightMm: number | null, mounting: Mounting | null, controlType: string | null, controlSide: ControlSide | null, chainLengthCm: number | null, safetyDevice: ChainSafetyDevice | null, total: { cents: number, formatted: string } }>, statusHistory: Array<{ from: OrderStatus | null, to: OrderStatus, changedBy: string, changedAt: unknown }> } | null, userErrors: Array<{ code: OrderErrorCode, field: Array<string> | null, message: string }> } };

export type AdminSkusBrandQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSkusBrandQuery = { shop: { brand: { name: string } } };

export type AdminFabricSkusQueryVariables = Exact<{
  search?: string | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminFabricSkusQuery = { fabricSkus: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ internalSku: string, fabricDisplayName: string, fabricLine: string, priceGroup: number, maxWidthCm: number, cassetteType: CassetteType, leadTimeDays: number, supplierName: string, manufacturerCode: string, supplierCode: string, visibleOnFrontend: boolean, sampleAvailable: boolean, id: string }> } };

export type AdminFabricSkuCardFragment = { internalSku: string, fabricDisplayName: string, fabricLine: string, priceGroup: number, maxWidthCm: number, cassetteType: CassetteType, leadTimeDays: number, supplierName: string, manufacturerCode: string, supplierCode: string, visibleOnFrontend: boolean, sampleAvailable: boolean, id: string };

export type AdminFabricSkuQueryVariables = Exact<{
  internalSku: string | number;
}>;


export type AdminFabricSkuQuery = { fabricSku: { fabricType: FabricType, internalSku: string, fabricDisplayName: string, fabricLine: string, priceGroup: number, maxWidthCm: number, cassetteType: CassetteType, leadTimeDays: number, supplierName: string, manufacturerCode: string, supplierCode: string, visibleOnFrontend: boolean, sampleAvailable: boolean, id: string, exportMetadata: { supplierName: string, fabricCategory: string, qualityGrade: string, warrantyMonths: number, specialInstructions: string }, settingsHistory: Array<{ setting: FabricSkuSetting, value: boolean, changedBy: string, changedAt: unknown }> } | null };

export type AdminFabricSkuDetailFragment = { fabricType: FabricType, internalSku: string, fabricDisplayName: string, fabricLine: string, priceGroup: number, maxWidthCm: number, cassetteType: CassetteType, leadTimeDays: number, supplierName: string, manufacturerCode: string, supplierCode: string, visibleOnFrontend: boolean, sampleAvailable: boolean, id: string, exportMetadata: { supplierName: string, fabricCategory: string, qualityGrade: string, warrantyMonths: number, specialInstructions: string }, settingsHistory: Array<{ setting: FabricSkuSetting, value: boolean, changedBy: string, changedAt: unknown }> };

export type AdminFabricSkuSettingsUpdateMutationVariables = Exact<{
  input: FabricSkuSettingsInput;
}>;


export type AdminFabricSkuSettingsUpdateMutation = { fabricSkuSettingsUpdate: { fabricSku: { fabricType: FabricType, internalSku: string, fabricDisplayName: string, fabricLine: string, priceGroup: number, maxWidthCm: number, cassetteType: CassetteType, leadTimeDays: number, supplierName: string, manufacturerCode: string, supplierCode: string, visibleOnFrontend: boolean, sampleAvailable: boolean, id: string, exportMetadata: { supplierName: string, fabricCategory: string, qualityGrade: string, warrantyMonths: number, specialInstructions: string }, settingsHistory: Array<{ setting: FabricSkuSetting, value: boolean, changedBy: string, changedAt: unknown }> } | null, userErrors: Array<{ code: FabricSkuErrorCode, field: Array<string> | null, message: string }> } };

export const StaffMemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<StaffMemberFragment, unknown>;
export const InboxContactMessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxContactMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handled"}}]}}]} as unknown as DocumentNode<InboxContactMessageFragment, unknown>;
export const InboxSampleRequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxSampleRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SampleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}}]} as unknown as DocumentNode<InboxSampleRequestFragment, unknown>;
export const InboxReviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxReview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<InboxReviewFragment, unknown>;
export const AdminMailListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMailListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminMailListItemFragment, unknown>;
export const AdminMailDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMailDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<AdminMailDetailFragment, unknown>;
export const AdminOrderItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCode"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"fabricPriceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"selectedWidth"}},{"kind":"Field","name":{"kind":"Name","value":"selectedHeight"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationWidthMm"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationHeightMm"}},{"kind":"Field","name":{"kind":"Name","value":"mounting"}},{"kind":"Field","name":{"kind":"Name","value":"controlType"}},{"kind":"Field","name":{"kind":"Name","value":"controlSide"}},{"kind":"Field","name":{"kind":"Name","value":"chainLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"safetyDevice"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]} as unknown as DocumentNode<AdminOrderItemFragment, unknown>;
export const AdminOrderCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"productionNotes"}},{"kind":"Field","name":{"kind":"Name","value":"fabricatorExportReady"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"exportCsvUrl"}},{"kind":"Field","name":{"kind":"Name","value":"exportJsonUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCode"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"fabricPriceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"selectedWidth"}},{"kind":"Field","name":{"kind":"Name","value":"selectedHeight"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationWidthMm"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationHeightMm"}},{"kind":"Field","name":{"kind":"Name","value":"mounting"}},{"kind":"Field","name":{"kind":"Name","value":"controlType"}},{"kind":"Field","name":{"kind":"Name","value":"controlSide"}},{"kind":"Field","name":{"kind":"Name","value":"chainLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"safetyDevice"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]} as unknown as DocumentNode<AdminOrderCardFragment, unknown>;
export const AdminFabricSkuCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"fabricDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricLine"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnFrontend"}},{"kind":"Field","name":{"kind":"Name","value":"sampleAvailable"}}]}}]} as unknown as DocumentNode<AdminFabricSkuCardFragment, unknown>;
export const AdminFabricSkuDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuCard"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"exportMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCategory"}},{"kind":"Field","name":{"kind":"Name","value":"qualityGrade"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialInstructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settingsHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setting"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"fabricDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricLine"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnFrontend"}},{"kind":"Field","name":{"kind":"Name","value":"sampleAvailable"}}]}}]} as unknown as DocumentNode<AdminFabricSkuDetailFragment, unknown>;
export const StaffMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMember"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<StaffMeQuery, StaffMeQueryVariables>;
export const StaffSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMember"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<StaffSignInMutation, StaffSignInMutationVariables>;
export const StaffSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}}]}}]}}]} as unknown as DocumentNode<StaffSignOutMutation, StaffSignOutMutationVariables>;
export const InboxContactMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxContactMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxContactMessage"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxContactMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handled"}}]}}]} as unknown as DocumentNode<InboxContactMessagesQuery, InboxContactMessagesQueryVariables>;
export const InboxContactMessageMarkHandledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboxContactMessageMarkHandled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessageMarkHandled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxContactMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxContactMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handled"}}]}}]} as unknown as DocumentNode<InboxContactMessageMarkHandledMutation, InboxContactMessageMarkHandledMutationVariables>;
export const InboxSampleRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxSampleRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampleRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxSampleRequest"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxSampleRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SampleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}}]} as unknown as DocumentNode<InboxSampleRequestsQuery, InboxSampleRequestsQueryVariables>;
export const InboxSampleRequestMarkHandledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboxSampleRequestMarkHandled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampleRequestMarkHandled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxSampleRequest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxSampleRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SampleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}}]} as unknown as DocumentNode<InboxSampleRequestMarkHandledMutation, InboxSampleRequestMarkHandledMutationVariables>;
export const InboxPendingReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxPendingReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewsForModeration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxReview"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxReview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<InboxPendingReviewsQuery, InboxPendingReviewsQueryVariables>;
export const InboxReviewApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboxReviewApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewApprove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxReview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxReview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<InboxReviewApproveMutation, InboxReviewApproveMutationVariables>;
export const InboxReviewRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboxReviewReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewReject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxReview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxReview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<InboxReviewRejectMutation, InboxReviewRejectMutationVariables>;
export const InboxProductNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxProductNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<InboxProductNamesQuery, InboxProductNamesQueryVariables>;
export const AdminMailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMailListItem"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMailListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminMailsQuery, AdminMailsQueryVariables>;
export const AdminMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMailDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMailDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<AdminMailQuery, AdminMailQueryVariables>;
export const AdminOrdersBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrdersBrand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOrdersBrandQuery, AdminOrdersBrandQueryVariables>;
export const AdminOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderCard"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCode"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"fabricPriceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"selectedWidth"}},{"kind":"Field","name":{"kind":"Name","value":"selectedHeight"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationWidthMm"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationHeightMm"}},{"kind":"Field","name":{"kind":"Name","value":"mounting"}},{"kind":"Field","name":{"kind":"Name","value":"controlType"}},{"kind":"Field","name":{"kind":"Name","value":"controlSide"}},{"kind":"Field","name":{"kind":"Name","value":"chainLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"safetyDevice"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"productionNotes"}},{"kind":"Field","name":{"kind":"Name","value":"fabricatorExportReady"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"exportCsvUrl"}},{"kind":"Field","name":{"kind":"Name","value":"exportJsonUrl"}}]}}]} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminOrderStatusChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminOrderStatusChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatusChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderStatusChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCode"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"fabricPriceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"selectedWidth"}},{"kind":"Field","name":{"kind":"Name","value":"selectedHeight"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationWidthMm"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationHeightMm"}},{"kind":"Field","name":{"kind":"Name","value":"mounting"}},{"kind":"Field","name":{"kind":"Name","value":"controlType"}},{"kind":"Field","name":{"kind":"Name","value":"controlSide"}},{"kind":"Field","name":{"kind":"Name","value":"chainLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"safetyDevice"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"productionNotes"}},{"kind":"Field","name":{"kind":"Name","value":"fabricatorExportReady"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"exportCsvUrl"}},{"kind":"Field","name":{"kind":"Name","value":"exportJsonUrl"}}]}}]} as unknown as DocumentNode<AdminOrderStatusChangeMutation, AdminOrderStatusChangeMutationVariables>;
export const AdminSkusBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSkusBrand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSkusBrandQuery, AdminSkusBrandQueryVariables>;
export const AdminFabricSkusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFabricSkus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSkus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"fabricDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricLine"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnFrontend"}},{"kind":"Field","name":{"kind":"Name","value":"sampleAvailable"}}]}}]} as unknown as DocumentNode<AdminFabricSkusQuery, AdminFabricSkusQueryVariables>;
export const AdminFabricSkuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFabricSku"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"internalSku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSku"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"internalSku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"internalSku"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"fabricDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricLine"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnFrontend"}},{"kind":"Field","name":{"kind":"Name","value":"sampleAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuCard"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"exportMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCategory"}},{"kind":"Field","name":{"kind":"Name","value":"qualityGrade"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialInstructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settingsHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setting"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<AdminFabricSkuQuery, AdminFabricSkuQueryVariables>;
export const AdminFabricSkuSettingsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminFabricSkuSettingsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSkuSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSkuSettingsUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSku"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"fabricDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricLine"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnFrontend"}},{"kind":"Field","name":{"kind":"Name","value":"sampleAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuCard"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"exportMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCategory"}},{"kind":"Field","name":{"kind":"Name","value":"qualityGrade"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialInstructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settingsHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setting"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<AdminFabricSkuSettingsUpdateMutation, AdminFabricSkuSettingsUpdateMutationVariables>;