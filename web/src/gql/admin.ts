/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The category a product card shows on the overviews (SPEC §3 Card). */
export type CardCategory =
  /** Blackout card. */
  | 'BLACKOUT'
  /** Light-filtering card. */
  | 'LIGHT_FILTERING'
  /** Screen card. */
  | 'SCREEN';

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

/** The surcharge of one choice; kind null removes it (the choice is free). */
export type ChoiceSurchargeInput = {
  /** FIXED: the amount in cents (negative for a deduction). */
  amountCents?: number | null | undefined;
  /** FACTOR: the multiplier, e.g. 1.15. */
  factor?: number | null | undefined;
  /** Key of the option group. */
  group: string;
  /** How it applies; null for none. */
  kind?: SurchargeKind | null | undefined;
  /** PERCENT_OF_AREA: the percentage, e.g. 10. */
  percent?: number | null | undefined;
  /** Value of the choice. */
  value: string;
};

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

/** Which dimension a rule is for. */
export type DimensionKey =
  /** Hoogte. */
  | 'HEIGHT'
  /** Breedte. */
  | 'WIDTH';

/** The range and step of one of the product's dimensions, in its unit. */
export type DimensionRangeInput = {
  /** Which dimension. */
  key: DimensionKey;
  /** Largest allowed value. */
  max: number;
  /** Smallest allowed value. */
  min: number;
  /** Step of the minus/plus buttons (and of the allowed values, where the rules enforce it). */
  step: number;
};

/** Unit of a dimension; a configuration sends whole numbers in it. */
export type DimensionUnit =
  /** Centimetres. */
  | 'CM'
  /** Millimetres. */
  | 'MM';

/** How a fabric SKU was changed. */
export type FabricSkuChangeAction =
  /** Created (by the form or a CSV import). */
  | 'CREATED'
  /** Edited (by the form or a CSV import). */
  | 'UPDATED';

/** Why a fabric SKU change was refused. */
export type FabricSkuErrorCode =
  /** The CSV file has no header row or no data rows. */
  | 'CSV_EMPTY'
  /** The header row lacks a column the import needs (Internal SKU). */
  | 'CSV_MISSING_COLUMN'
  /** The CSV file is larger than an import allows (bytes or rows). */
  | 'CSV_TOO_LARGE'
  /** The header row names a column the import does not know, or one twice. */
  | 'CSV_UNKNOWN_COLUMN'
  /** The CSV file cannot be read as CSV (e.g. a quote left open). */
  | 'CSV_UNREADABLE'
  /** Another fabric SKU has this internal SKU (in any case). */
  | 'DUPLICATE_SKU'
  /** A value is not one the field accepts (odd characters, not a choice, not yes/no). */
  | 'INVALID'
  /** Neither visibleOnFrontend nor sampleAvailable was given. */
  | 'NOTHING_TO_CHANGE'
  /** No fabric SKU has this internal SKU. */
  | 'NOT_FOUND'
  /** A whole number is outside its range (price group 1–8, width, lead time, warranty). */
  | 'OUT_OF_RANGE'
  /** A field that must be filled in is empty. */
  | 'REQUIRED'
  /** Some rows have errors (see rows); nothing was imported. */
  | 'ROWS_INVALID'
  /** A text is longer than its field allows. */
  | 'TOO_LONG';

/** What importing a CSV row does. */
export type FabricSkuImportAction =
  /** Creates a new fabric SKU. */
  | 'CREATE'
  /** The SKU already has these values; nothing changes. */
  | 'UNCHANGED'
  /** Changes an existing fabric SKU. */
  | 'UPDATE';

/** Every field of a fabric SKU (SPEC §3), as the staff form has it. Fields are nullable: on create an empty or missing one is answered in userErrors (REQUIRED) with its path, like every other refused field; on update a missing (null) one keeps its value. */
export type FabricSkuInput = {
  /** Cassette the fabric is made up with. */
  cassetteType?: CassetteType | null | undefined;
  /** Fabric category as the fabricator files it. */
  fabricCategory?: string | null | undefined;
  /** Name shown to staff and in the fabric collection. */
  fabricDisplayName?: string | null | undefined;
  /** The fabric line (collection), e.g. "RG-LD-VOILE"; REST calls it product_id. */
  fabricLine?: string | null | undefined;
  /** LICHTDOORLATEND, VERDUISTEREND or SCREEN (never SEMI_TRANSPARANT). */
  fabricType?: FabricType | null | undefined;
  /** Internal SKU, e.g. "LUM-LD-0101": letters, digits, ".", "_", "-". On update it names the SKU (any case) and stays as it is. */
  internalSku?: string | number | null | undefined;
  /** Supplier's lead time, in working days (0–365). */
  leadTimeDays?: number | null | undefined;
  /** The fabric maker's article code. */
  manufacturerCode?: string | null | undefined;
  /** Widest blind the fabric allows, in cm (1–1000). */
  maxWidthCm?: number | null | undefined;
  /** Price group 1–8, the fabric's while no product priced by a group is made of it; once one is, the fabric is in that product's group (FabricSku.priceGroup), which staff change at /admin/prijzen. */
  priceGroup?: number | null | undefined;
  /** Quality grade, e.g. "Comfort". */
  qualityGrade?: string | null | undefined;
  /** A free colour sample can be sent; left out means true on create and unchanged on update. */
  sampleAvailable?: boolean | null | undefined;
  /** Instructions for cutting and making up; may stay empty. */
  specialInstructions?: string | null | undefined;
  /** The supplier's code for this colour. */
  supplierCode?: string | null | undefined;
  /** Supplier's name. */
  supplierName?: string | null | undefined;
  /** Live on the shop; left out means true on create and unchanged on update. */
  visibleOnFrontend?: boolean | null | undefined;
  /** Warranty on the fabric, in months (0–600). */
  warrantyMonths?: number | null | undefined;
};

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

/** What an invoice document is. */
export type InvoiceKind =
  /** A credit note for a refund, correcting the order's invoice (numbered CN-2026-000001, …). */
  | 'CREDIT_NOTE'
  /** The invoice of a paid order (numbered 2026-000001, …). */
  | 'INVOICE';

/** Where a mail in the outbox stands. */
export type MailStatus =
  /** Every retry failed; see lastError. It is not sent again by itself. */
  | 'FAILED'
  /** No SMTP server is configured (SMTP_URL): rendered and kept here, not sent. */
  | 'KEPT'
  /** Written with its event; waiting for (or between) attempts to send it. */
  | 'PENDING'
  /** Being sent now; should its sender die, another sends it again once its lease runs out. */
  | 'SENDING'
  /** The SMTP server accepted it. */
  | 'SENT'
  /** Not sent: its mailbox had all the mails a visitor can cause in an hour or a day (lastError says which); what it reports stands. */
  | 'SUPPRESSED';

/** Which mail it is. */
export type MailTemplate =
  /** To the visitor who wrote through the contact form. */
  | 'CONTACT_MESSAGE_RECEIVED'
  /** To the customer when the order is cancelled (by staff, with its refund; or because it stayed unpaid). */
  | 'ORDER_CANCELLED'
  /** To the customer when an order is placed (with the pay link while unpaid). */
  | 'ORDER_RECEIVED'
  /** To the customer when the order is shipped (carrier and track-and-trace code). */
  | 'ORDER_SHIPPED'
  /** To the customer when their payment failed, with the link to pay again. */
  | 'PAYMENT_FAILED'
  /** To the customer when the payment came in, with the invoice attached. */
  | 'PAYMENT_RECEIVED'
  /** To the customer once, a day after an order was placed and is still unpaid. */
  | 'PAYMENT_REMINDER'
  /** To the customer when a payment came in that was not wanted (order cancelled, or paid already) and goes back. */
  | 'PAYMENT_RETURNED'
  /** To the customer when the provider refunded money, with the credit note attached. */
  | 'REFUND_SETTLED'
  /** To the shopper who asked for a colour sample. */
  | 'SAMPLE_REQUEST_RECEIVED'
  /** To the shop's inbox when a refund failed or a payment was charged back. */
  | 'SHOP_ORDER_ATTENTION'
  /** To the shop's inbox for each new paid order. */
  | 'SHOP_ORDER_PAID';

/** How the blind hangs (Dutch: montage). */
export type Mounting =
  /** Inside the window recess (in de dag); the atelier deducts for clearance (REST and the fabricator export: "in-de-dag"). */
  | 'INSIDE_RECESS'
  /** On the frame or the wall (op de dag), made to the exact size (REST and the fabricator export: "op-de-dag"). */
  | 'OUTSIDE_FRAME';

/** How a shopper answers an option group. */
export type OptionGroupKind =
  /** Any number of choices: send `values`. */
  | 'MULTIPLE'
  /** Exactly one choice: send `value`. */
  | 'SINGLE'
  /** Free text (e.g. notes, at most 1000 characters): send `value`. */
  | 'TEXT';

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

/** What happened to an order (its lifecycle's domain events). */
export type OrderEventKind =
  /** The customer's bank took (part of) a payment back. */
  | 'CHARGEBACK_RECEIVED'
  /** The bank reversed a chargeback: the money came back. */
  | 'CHARGEBACK_REVERSED'
  /** It was cancelled: by staff (with the refund of all it held), or by the shop because it stayed unpaid. */
  | 'ORDER_CANCELLED'
  /** The checkout placed it. */
  | 'ORDER_PLACED'
  /** It left with a carrier (carrier and track-and-trace code). */
  | 'ORDER_SHIPPED'
  /** The shopper's payment failed, was canceled or expired; they can pay again. */
  | 'PAYMENT_FAILED'
  /** An open payment at the provider was no longer wanted and was cancelled there where possible. */
  | 'PAYMENT_OBSOLETE'
  /** The payment that made it paid came in (the invoice is issued with it). */
  | 'PAYMENT_RECEIVED'
  /** Unpaid after a day: one reminder to pay went out. */
  | 'PAYMENT_REMINDER_DUE'
  /** A payment came in that was not wanted (the order was cancelled, or paid already): it is refunded automatically. */
  | 'PAYMENT_RETURNED'
  /** The provider could not refund it; the amount is free again. */
  | 'REFUND_FAILED'
  /** A refund was asked (by staff, automatically, or made at the provider); pending until settled. */
  | 'REFUND_REQUESTED'
  /** The provider refunded it (a credit note is issued where it credits the invoice). */
  | 'REFUND_SETTLED'
  /** Its status changed. */
  | 'STATUS_CHANGED';

/** A payment made outside the provider (e.g. a bank transfer), recorded by staff. */
export type OrderPaymentRecordInput = {
  /** Order number. */
  orderId: string | number;
};

/** A refund of part or all of what an order paid. */
export type OrderRefundInput = {
  /** Amount in cents, at least 1 and at most Order.refundable (spread over its payments, newest first). */
  amountCents: number;
  /** Order number. */
  orderId: string | number;
  /** Why, for the record; at most 500 characters. */
  reason?: string | null | undefined;
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

/** A status change as staff see it: from the status they looked at, to the one they chose. */
export type OrderStatusChangeInput = {
  /** The carrier (e.g. "bpost"); required when `to` is SHIPPED, at most 60 characters. */
  carrier?: string | null | undefined;
  /** The status the change starts from, as shown to staff; a different current status refuses the change (STALE_STATUS). */
  from: OrderStatus;
  /** Order number. */
  orderId: string | number;
  /** Why it is cancelled, kept with its refund; at most 500 characters. */
  reason?: string | null | undefined;
  /** Cancelling an order that holds money: the refund staff agreed to, which must be all it holds (Order.refundable, as they saw it); the order is cancelled when the refund is asked. Beheer only. Leave out otherwise. */
  refundCents?: number | null | undefined;
  /** The new status; one of Order.nextStatuses. */
  to: OrderStatus;
  /** The track-and-trace code; required when `to` is SHIPPED, at most 100 characters. */
  trackingCode?: string | null | undefined;
};

/** Who took a payment. */
export type PaymentProviderName =
  /** Recorded by staff by hand, e.g. a bank transfer. */
  | 'MANUAL'
  /** Mollie (Bancontact, iDEAL, card, PayPal). */
  | 'MOLLIE'
  /** The built-in test provider (no MOLLIE_API_KEY set). */
  | 'TEST';

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

/** A new rate of a price group. */
export type PriceGroupInput = {
  /** The group's version this change was made on (PriceGroup.version); refused with VERSION_CONFLICT when it changed since. */
  expectedVersion: number;
  /** The group, 1–8. */
  group: number;
  /** Price per m² in cents. */
  pricePerSquareMetreCents: number;
};

/** Why a change of prices or price rules was refused; nothing changed. */
export type PricingAdminErrorCode =
  /** A value is not of its kind (an amount, a number, a known dimension or choice). */
  | 'INVALID'
  /** The input changes nothing. */
  | 'NOTHING_TO_CHANGE'
  /** The product has no configurator rules (a fixed-price product). */
  | 'NO_RULES'
  /** A number is outside what the rules allow (see the message). */
  | 'OUT_OF_RANGE'
  /** There is no such price group (1–8). */
  | 'PRICE_GROUP_NOT_FOUND'
  /** No product has this id. */
  | 'PRODUCT_NOT_FOUND'
  /** A value the rules need is empty. */
  | 'REQUIRED'
  /** The price engine cannot price the rules (the message says which size or choice, and why). */
  | 'UNPRICEABLE'
  /** Someone else changed it since expectedVersion: reload, look again and save again. */
  | 'VERSION_CONFLICT'
  /** The product has no rules version with this number. */
  | 'VERSION_NOT_FOUND';

/** How the price starts: a price group's rate, a rate per m² of its own, or a fixed base price. */
export type PricingInput = {
  /** FIXED_BASE: the base price in cents. */
  basePriceCents?: number | null | undefined;
  /** Per m² or a fixed base. */
  mode: PricingMode;
  /** PER_SQUARE_METRE: the price group (1–8) whose rate it takes; null for a rate of its own. */
  priceGroup?: number | null | undefined;
  /** PER_SQUARE_METRE without a group: the rate in cents. */
  pricePerSquareMetreCents?: number | null | undefined;
};

/** What the price starts from. */
export type PricingMode =
  /** A fixed basePrice, whatever the size. */
  | 'FIXED_BASE'
  /** Width × height in m² × pricePerSquareMetre. */
  | 'PER_SQUARE_METRE';

/** Why a product change was refused. */
export type ProductAdminErrorCode =
  /** The colours differ from the configurator's colour choices: a colour a choice means was removed or renamed, or a colour no choice means was added. */
  | 'CONFIGURATOR_COLOUR'
  /** Two colours with one name, or a light filter or feature twice. */
  | 'DUPLICATE'
  /** A colour names a fabric SKU of another fabric type than the product. */
  | 'FABRIC_SKU_OTHER_TYPE'
  /** A value is not one the field accepts (odd characters, not a choice, a colour code that is not #rrggbb). */
  | 'INVALID'
  /** A slug or category is lower-case letters, digits and single hyphens, e.g. "lichtdoorlatend-wit". */
  | 'INVALID_SLUG'
  /** The input changes nothing. */
  | 'NOTHING_TO_CHANGE'
  /** Too many colours (30), light filters (10) or features (12), or a position outside 0–100000. */
  | 'OUT_OF_RANGE'
  /** No product has this id (the product itself, or the one to take the configurator rules from). */
  | 'PRODUCT_NOT_FOUND'
  /** A field that must be filled in is empty (name, slug, category, line, fabric type, a control, a colour and its name and code). */
  | 'REQUIRED'
  /** Another product has this slug, or had it (its old links redirect there). */
  | 'SLUG_TAKEN'
  /** A text is longer than its field allows (name 120, slug 120, description 2000, category 60, colour name 40, a light filter 60, a feature 120). */
  | 'TOO_LONG'
  /** A colour names a fabric SKU that does not exist. */
  | 'UNKNOWN_FABRIC_SKU';

/** A colour of a product: its name, swatch and fabric. */
export type ProductColorInput = {
  /** Internal SKU of an existing fabric of the product's fabric type; empty or null for none. */
  fabricSku?: string | null | undefined;
  /** Swatch colour as "#rrggbb". */
  hex?: string | null | undefined;
  /** Dutch colour name, at most 40 characters, unique within the product (any case). */
  name?: string | null | undefined;
};

/** How a blind is operated (bediening); the overview filters on it. */
export type ProductControl =
  /** By a chain (kettingbediening). */
  | 'CHAIN'
  /** By an electric motor (motorbediening). */
  | 'MOTOR';

/** A new product: every field a shopper sees (a missing one is answered in userErrors), and the product whose configurator rules and prices it starts with. It starts unpublished, last in the listings, without images. */
export type ProductCreateInput = {
  /** Card category on the overviews; on update an explicit null removes it. */
  cardCategory?: CardCategory | null | undefined;
  /** Catalogue category, like a slug, e.g. "rolgordijnen". */
  category?: string | null | undefined;
  /** Its colours, 1–30, each with a unique name, a swatch and its fabric SKU. Colours the configurator's colour choices mean must stay, and none may be added that no choice means. */
  colors?: Array<ProductColorInput> | null | undefined;
  /** How it can be operated, at least one. */
  controls?: Array<ProductControl> | null | undefined;
  /** Short description, at most 2000 characters; may be empty. */
  description?: string | null | undefined;
  /** Kind of fabric; the colours' fabric SKUs must be of it. */
  fabricType?: FabricType | null | undefined;
  /** Selling points, at most 12 of 120 characters, each once. */
  features?: Array<string> | null | undefined;
  /** Light filter choices (Lichtdoorlaatbaarheid), at most 10 of 60 characters, each once. */
  lightFilter?: Array<string> | null | undefined;
  /** The factory line or the atelier line. */
  line?: ProductLine | null | undefined;
  /** The listings that show it (none: only its own page). */
  listings?: Array<ProductListing> | null | undefined;
  /** Name as shown to shoppers, at most 120 characters. */
  name?: string | null | undefined;
  /** Id of the product (published or not) whose configurator rules, sizes and from-price the new one takes. */
  rulesFrom?: string | number | null | undefined;
  /** URL key, lower-case letters, digits and hyphens, at most 120 characters; unique, also against old slugs. */
  slug?: string | null | undefined;
  /** How much light passes; on update an explicit null removes it. */
  transparency?: Transparency | null | undefined;
};

/** A picture's new alt text. */
export type ProductImageAltInput = {
  /** What the picture shows, in Dutch, at most 250 characters; required. */
  alt: string;
  /** Image id. */
  id: string | number;
};

/** Why a change of a product's pictures was refused. */
export type ProductImageErrorCode =
  /** Every picture needs an alt text that says what it shows. */
  | 'ALT_REQUIRED'
  /** An alt text is at most 250 characters. */
  | 'ALT_TOO_LONG'
  /** No picture has this id (it may have been deleted). */
  | 'IMAGE_NOT_FOUND'
  /** A position is from 0 (the main image) to the number of pictures minus one. */
  | 'INVALID_POSITION'
  /** No product has this id. */
  | 'PRODUCT_NOT_FOUND'
  /** The file is larger than 10 MB. */
  | 'TOO_LARGE'
  /** A product has at most 12 pictures. */
  | 'TOO_MANY_IMAGES'
  /** The picture has more than 40 megapixels. */
  | 'TOO_MANY_PIXELS'
  /** The file is no JPEG, PNG or WebP picture (judged by its bytes, not its name), or it cannot be read. */
  | 'UNSUPPORTED_TYPE';

/** Where a picture goes in its product's order. */
export type ProductImageMoveInput = {
  /** Image id. */
  id: string | number;
  /** Its new position: 0 is the main image; the others shift to make room. */
  position: number;
};

/** Which of the two lines makes the product. */
export type ProductLine =
  /** Made by hand in the atelier in Ghent, custom work. */
  | 'ATELIER'
  /** Factory-made premium roller blinds, fast delivery. */
  | 'FACTORY';

/** A page of the shop that lists products. */
export type ProductListing =
  /** The light-filtering listing, /rolgordijnen/lichtdoorlatend. */
  | 'LICHTDOORLATEND'
  /** The roller blind overviews (/rolgordijnen, the atelier line page, the home page from-prices). */
  | 'OVERVIEW'
  /** The tile demo, /product-tile-demo. */
  | 'TILE_DEMO'
  /** The blackout listing, /rolgordijnen/verduisterend. */
  | 'VERDUISTEREND';

/** New price rules of a product. Dimensions and choices left out keep theirs; its groups and choices themselves do not change here. */
export type ProductRulesInput = {
  /** Ranges and steps to change. */
  dimensions?: Array<DimensionRangeInput>;
  /** The rules version this change was made on (StaffProduct.rulesVersion); refused with VERSION_CONFLICT when it is no longer the current one. */
  expectedVersion: number;
  /** The minimum price in cents; null for none. */
  minimumPriceCents?: number | null | undefined;
  /** How the price starts. */
  pricing: PricingInput;
  /** Product id. */
  productId: string | number;
  /** Surcharges to change. */
  surcharges?: Array<ChoiceSurchargeInput>;
};

/** What to change of a product; fields left out stay as they are. The result is checked as a whole, as productCreate checks a new one. */
export type ProductUpdateInput = {
  /** Card category on the overviews; on update an explicit null removes it. */
  cardCategory?: CardCategory | null | undefined;
  /** Catalogue category, like a slug, e.g. "rolgordijnen". */
  category?: string | null | undefined;
  /** Its colours, 1–30, each with a unique name, a swatch and its fabric SKU. Colours the configurator's colour choices mean must stay, and none may be added that no choice means. */
  colors?: Array<ProductColorInput> | null | undefined;
  /** How it can be operated, at least one. */
  controls?: Array<ProductControl> | null | undefined;
  /** Short description, at most 2000 characters; may be empty. */
  description?: string | null | undefined;
  /** Kind of fabric; the colours' fabric SKUs must be of it. */
  fabricType?: FabricType | null | undefined;
  /** Selling points, at most 12 of 120 characters, each once. */
  features?: Array<string> | null | undefined;
  /** Product id. */
  id: string | number;
  /** Light filter choices (Lichtdoorlaatbaarheid), at most 10 of 60 characters, each once. */
  lightFilter?: Array<string> | null | undefined;
  /** The factory line or the atelier line. */
  line?: ProductLine | null | undefined;
  /** The listings that show it (none: only its own page). */
  listings?: Array<ProductListing> | null | undefined;
  /** Name as shown to shoppers, at most 120 characters. */
  name?: string | null | undefined;
  /** Shown in the shop or not. */
  published?: boolean | null | undefined;
  /** URL key, lower-case letters, digits and hyphens, at most 120 characters; unique, also against old slugs. */
  slug?: string | null | undefined;
  /** Position within its listings, lowest first (0–100000). */
  sortOrder?: number | null | undefined;
  /** How much light passes; on update an explicit null removes it. */
  transparency?: Transparency | null | undefined;
};

/** A payment's status at its provider (Mollie's names). */
export type ProviderStatus =
  /** Authorised, not yet captured. */
  | 'AUTHORIZED'
  /** Canceled by the shopper. */
  | 'CANCELED'
  /** Expired unfinished. */
  | 'EXPIRED'
  /** Failed. */
  | 'FAILED'
  /** Created; the shopper has not finished paying. */
  | 'OPEN'
  /** Paid. */
  | 'PAID'
  /** Being processed by the provider. */
  | 'PENDING';

/** Where a refund stands: pending until the provider settles it either way. */
export type RefundStatus =
  /** Canceled at the provider before it was done; the amount is free again. */
  | 'CANCELED'
  /** The provider could not refund it; the amount is free again. */
  | 'FAILED'
  /** Asked (of the provider, or still to be sent to it): the amount is reserved, not yet refunded. */
  | 'PENDING'
  /** The provider refunded it (a manual payment's refund: staff returned it by hand). */
  | 'REFUNDED';

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

/** What made a new version of a product's rules. */
export type RulesChangeReason =
  /** Staff edited the product's price rules. */
  | 'EDIT'
  /** The rules as they were before staff first changed them. */
  | 'INITIAL'
  /** Staff changed the rate of the product's price group. */
  | 'PRICE_GROUP'
  /** Staff restored an earlier version. */
  | 'ROLLBACK';

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

/** Why a change to a staff account was refused. */
export type StaffAccountErrorCode =
  /** The account is deactivated. */
  | 'ACCOUNT_INACTIVE'
  /** A staff account with this e-mail address exists. */
  | 'EMAIL_TAKEN'
  /** A name holds a line break or a control character. */
  | 'INVALID'
  /** This is no e-mail address. */
  | 'INVALID_EMAIL'
  /** No pending invitation has this id (unknown, used, revoked or expired). */
  | 'INVITATION_NOT_FOUND'
  /** This would leave no active beheer account. */
  | 'LAST_BEHEER'
  /** The link has expired; ask beheer for a new one. */
  | 'LINK_EXPIRED'
  /** The link is unknown or used already; ask beheer for a new one. */
  | 'LINK_INVALID'
  /** The link was revoked (by beheer, or with its maker's account); ask beheer for a new one. */
  | 'LINK_REVOKED'
  /** A password has at least 12 characters. */
  | 'PASSWORD_TOO_SHORT'
  /** Too many failed tries lately; wait and try again. */
  | 'RATE_LIMITED'
  /** A field that must be filled in is empty. */
  | 'REQUIRED'
  /** No staff account has this id. */
  | 'STAFF_NOT_FOUND'
  /** A name (120), e-mail address (254) or password (1024 characters) is too long. */
  | 'TOO_LONG'
  /** The current password is not right. */
  | 'WRONG_PASSWORD';

/** A staff account. */
export type StaffAccountInput = {
  /** Staff account id. */
  id: string | number;
};

/** Why a staff sign-in was refused. */
export type StaffErrorCode =
  /** The two-factor code is wrong, used already, or too old; nor is it an unused recovery code. */
  | 'INVALID_CODE'
  /** No staff member with this e-mail address and password (the answer does not say which). */
  | 'INVALID_CREDENTIALS'
  /** Too many failed sign-ins (or two-factor codes) lately; wait and try again. */
  | 'RATE_LIMITED'
  /** E-mail address or password is empty. */
  | 'REQUIRED'
  /** No secret was proposed for this sign-in: ask staffTwoFactorSetup first. */
  | 'SETUP_NOT_STARTED'
  /** No sign-in awaits this step (none started, or its minutes have passed): start again with the password. */
  | 'SIGN_IN_EXPIRED'
  /** Two-factor sign-in is not on. */
  | 'TWO_FACTOR_OFF'
  /** Two-factor sign-in is on already. */
  | 'TWO_FACTOR_ON';

/** Whom to invite. */
export type StaffInviteInput = {
  /** E-mail address the member will sign in with. */
  email: string;
  /** Name. */
  name: string;
  /** What the member may do. */
  role: StaffRole;
};

/** A one-time link's token and the password to choose. */
export type StaffLinkAcceptInput = {
  /** The new password, at least 12 characters. */
  password: string;
  /** The token from the link. */
  token: string;
};

/** The signed-in member's current and new password. */
export type StaffPasswordChangeInput = {
  /** The current password. */
  currentPassword: string;
  /** The new password, at least 12 characters. */
  newPassword: string;
};

/** What a staff member may do. */
export type StaffRole =
  /** Orders, production states, exports, fabrics. */
  | 'ATELIER'
  /** Everything, staff accounts and the catalogue included. */
  | 'BEHEER'
  /** Orders read-only, contact messages, colour samples, reviews, mails. */
  | 'KLANTENSERVICE';

/** A staff account and its new role. */
export type StaffRoleChangeInput = {
  /** Staff account id. */
  id: string | number;
  /** The new role. */
  role: StaffRole;
};

/** Staff credentials. */
export type StaffSignInInput = {
  /** E-mail address, any case. */
  email: string;
  /** Password. */
  password: string;
};

/** What a sign-in awaits after the password. */
export type StaffSignInStep =
  /** A code from the authenticator app, or a recovery code: staffSignInTwoFactor. */
  | 'TWO_FACTOR_CODE'
  /** Setting two-factor up (beheer must have it): staffTwoFactorSetup, then staffTwoFactorSetupConfirm. */
  | 'TWO_FACTOR_SETUP';

/** A two-factor code. */
export type StaffTwoFactorCodeInput = {
  /** Six digits from the authenticator app, or a recovery code (e.g. "k7m2p-q9xra"). */
  code: string;
};

/** How a choice changes the price. */
export type SurchargeKind =
  /** The running total so far (the base and the groups before this one, in rules order) is multiplied (see factor). */
  | 'FACTOR'
  /** A fixed amount is added (see amount). */
  | 'FIXED'
  /** A percentage of the area (or base) price is added (see percent). */
  | 'PERCENT_OF_AREA';

/** How much light passes through the fabric; the blackout listing filters on the first three. */
export type Transparency =
  /** Volledig verduisterend. */
  | 'BLACKOUT'
  /** Zachte lichtdemping. */
  | 'DIMOUT'
  /** Light-filtering. */
  | 'LICHTDOORLATEND'
  /** Screen fabric. */
  | 'SCREEN'
  /** Semi-verduisterend: dempt licht effectief. */
  | 'SEMI_BLACKOUT'
  /** Semi-transparent. */
  | 'SEMI_TRANSPARANT';

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { staffMe: { email: string, name: string, role: StaffRole, can: Array<string> } | null };

export type StaffMemberFragment = { email: string, name: string, role: StaffRole, can: Array<string> };

export type StaffSignInMutationVariables = Exact<{
  input: StaffSignInInput;
}>;


export type StaffSignInMutation = { staffSignIn: { nextStep: StaffSignInStep | null, staff: { email: string, name: string, role: StaffRole, can: Array<string> } | null, userErrors: Array<{ code: StaffErrorCode, field: Array<string> | null, message: string }> } };

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
  production: boolean;
  search?: string | null | undefined;
  status?: OrderStatus | null | undefined;
  attention?: boolean | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminOrdersQuery = { orders: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, status: OrderStatus, createdAt: unknown, customerName: string, customerEmail: string, customerPhone: string, shippingAddress: string, productionNotes: string | null, fabricatorExportReady: boolean, attention: Array<string>, nextStatuses: Array<OrderStatus>, carrier: string | null, trackingCode: string | null, exportCsvUrl?: string | null, exportJsonUrl?: string | null, paymentStatus: PaymentStatus, canRecordPayment: boolean, total: { cents: number, formatted: string }, items: Array<{ id: string, productName: string, quantity: number, fabricCode: string | null, manufacturerCode?: string | null, fabricPriceGroup?: number | null, cassetteType: CassetteType | null, selectedWidth: number | null, selectedHeight: number | null, fabricationWidthMm: number | null, fabricationHeightMm: number | null, mounting: Mounting | null, controlType: string | null, controlSide: ControlSide | null, chainLengthCm: number | null, safetyDevice: ChainSafetyDevice | null, total: { cents: number, formatted: string } }>, events: Array<{ id: string, type: OrderEventKind, description: string, actor: string, createdAt: unknown }>, paid: { cents: number, formatted: string }, refunded: { cents: number, formatted: string }, refundPending: { cents: number, formatted: string }, chargedBack: { cents: number, formatted: string }, refundable: { cents: number, formatted: string }, payments: Array<{ id: string, provider: PaymentProviderName, method: string | null, status: ProviderStatus, recordedBy: string | null, createdAt: unknown, amount: { formatted: string }, refunded: { cents: number, formatted: string } }>, refunds: Array<{ id: string, status: RefundStatus, reason: string | null, failure: string | null, requestedBy: string, createdAt: unknown, settledAt: unknown, creditsInvoice: boolean, providerId: string | null, amount: { formatted: string } }>, chargebacks: Array<{ id: string, recordedAt: unknown, reversedAt: unknown, paymentId: string, amount: { formatted: string } }>, invoices: Array<{ number: string, kind: InvoiceKind, url: string, total: { formatted: string } }> } }> } };

export type AdminOrderCardFragment = { id: string, status: OrderStatus, createdAt: unknown, customerName: string, customerEmail: string, customerPhone: string, shippingAddress: string, productionNotes: string | null, fabricatorExportReady: boolean, attention: Array<string>, nextStatuses: Array<OrderStatus>, carrier: string | null, trackingCode: string | null, exportCsvUrl?: string | null, exportJsonUrl?: string | null, paymentStatus: PaymentStatus, canRecordPayment: boolean, total: { cents: number, formatted: string }, items: Array<{ id: string, productName: string, quantity: number, fabricCode: string | null, manufacturerCode?: string | null, fabricPriceGroup?: number | null, cassetteType: CassetteType | null, selectedWidth: number | null, selectedHeight: number | null, fabricationWidthMm: number | null, fabricationHeightMm: number | null, mounting: Mounting | null, controlType: string | null, controlSide: ControlSide | null, chainLengthCm: number | null, safetyDevice: ChainSafetyDevice | null, total: { cents: number, formatted: string } }>, events: Array<{ id: string, type: OrderEventKind, description: string, actor: string, createdAt: unknown }>, paid: { cents: number, formatted: string }, refunded: { cents: number, formatted: string }, refundPending: { cents: number, formatted: string }, chargedBack: { cents: number, formatted: string }, refundable: { cents: number, formatted: string }, payments: Array<{ id: string, provider: PaymentProviderName, method: string | null, status: ProviderStatus, recordedBy: string | null, createdAt: unknown, amount: { formatted: string }, refunded: { cents: number, formatted: string } }>, refunds: Array<{ id: string, status: RefundStatus, reason: string | null, failure: string | null, requestedBy: string, createdAt: unknown, settledAt: unknown, creditsInvoice: boolean, providerId: string | null, amount: { formatted: string } }>, chargebacks: Array<{ id: string, recordedAt: unknown, reversedAt: unknown, paymentId: string, amount: { formatted: string } }>, invoices: Array<{ number: string, kind: InvoiceKind, url: string, total: { formatted: string } }> };

export type AdminOrderPaymentFragment = { id: string, paymentStatus: PaymentStatus, canRecordPayment: boolean, total: { cents: number, formatted: string }, paid: { cents: number, formatted: string }, refunded: { cents: number, formatted: string }, refundPending: { cents: number, formatted: string }, chargedBack: { cents: number, formatted: string }, refundable: { cents: number, formatted: string }, payments: Array<{ id: string, provider: PaymentProviderName, method: string | null, status: ProviderStatus, recordedBy: string | null, createdAt: unknown, amount: { formatted: string }, refunded: { cents: number, formatted: string } }>, refunds: Array<{ id: string, status: RefundStatus, reason: string | null, failure: string | null, requestedBy: string, createdAt: unknown, settledAt: unknown, creditsInvoice: boolean, providerId: string | null, amount: { formatted: string } }>, chargebacks: Array<{ id: string, recordedAt: unknown, reversedAt: unknown, paymentId: string, amount: { formatted: string } }>, invoices: Array<{ number: string, kind: InvoiceKind, url: string, total: { formatted: string } }> };

export type AdminOrderItemFragment = { id: string, productName: string, quantity: number, fabricCode: string | null, manufacturerCode?: string | null, fabricPriceGroup?: number | null, cassetteType: CassetteType | null, selectedWidth: number | null, selectedHeight: number | null, fabricationWidthMm: number | null, fabricationHeightMm: number | null, mounting: Mounting | null, controlType: string | null, controlSide: ControlSide | null, chainLengthCm: number | null, safetyDevice: ChainSafetyDevice | null, total: { cents: number, formatted: string } };

export type AdminOrderStatusChangeMutationVariables = Exact<{
  production?: boolean;
  input: OrderStatusChangeInput;
}>;


export type AdminOrderStatusChangeMutation = { orderStatusChange: { order: { id: string, status: OrderStatus, createdAt: unknown, customerName: string, customerEmail: string, customerPhone: string, shippingAddress: string, productionNotes: string | null, fabricatorExportReady: boolean, attention: Array<string>, nextStatuses: Array<OrderStatus>, carrier: string | null, trackingCode: string | null, exportCsvUrl?: string | null, exportJsonUrl?: string | null, paymentStatus: PaymentStatus, canRecordPayment: boolean, total: { cents: number, formatted: string }, items: Array<{ id: string, productName: string, quantity: number, fabricCode: string | null, manufacturerCode?: string | null, fabricPriceGroup?: number | null, cassetteType: CassetteType | null, selectedWidth: number | null, selectedHeight: number | null, fabricationWidthMm: number | null, fabricationHeightMm: number | null, mounting: Mounting | null, controlType: string | null, controlSide: ControlSide | null, chainLengthCm: number | null, safetyDevice: ChainSafetyDevice | null, total: { cents: number, formatted: string } }>, events: Array<{ id: string, type: OrderEventKind, description: string, actor: string, createdAt: unknown }>, paid: { cents: number, formatted: string }, refunded: { cents: number, formatted: string }, refundPending: { cents: number, formatted: string }, chargedBack: { cents: number, formatted: string }, refundable: { cents: number, formatted: string }, payments: Array<{ id: string, provider: PaymentProviderName, method: string | null, status: ProviderStatus, recordedBy: string | null, createdAt: unknown, amount: { formatted: string }, refunded: { cents: number, formatted: string } }>, refunds: Array<{ id: string, status: RefundStatus, reason: string | null, failure: string | null, requestedBy: string, createdAt: unknown, settledAt: unknown, creditsInvoice: boolean, providerId: string | null, amount: { formatted: string } }>, chargebacks: Array<{ id: string, recordedAt: unknown, reversedAt: unknown, paymentId: string, amount: { formatted: string } }>, invoices: Array<{ number: string, kind: InvoiceKind, url: string, total: { formatted: string } }> } | null, userErrors: Array<{ code: OrderErrorCode, field: Array<string> | null, message: string }> } };

export type AdminOrderPaymentRecordMutationVariables = Exact<{
  production?: boolean;
  input: OrderPaymentRecordInput;
}>;


export type AdminOrderPaymentRecordMutation = { orderPaymentRecord: { order: { id: string, status: OrderStatus, createdAt: unknown, customerName: string, customerEmail: string, customerPhone: string, shippingAddress: string, productionNotes: string | null, fabricatorExportReady: boolean, attention: Array<string>, nextStatuses: Array<OrderStatus>, carrier: string | null, trackingCode: string | null, exportCsvUrl?: string | null, exportJsonUrl?: string | null, paymentStatus: PaymentStatus, canRecordPayment: boolean, total: { cents: number, formatted: string }, items: Array<{ id: string, productName: string, quantity: number, fabricCode: string | null, manufacturerCode?: string | null, fabricPriceGroup?: number | null, cassetteType: CassetteType | null, selectedWidth: number | null, selectedHeight: number | null, fabricationWidthMm: number | null, fabricationHeightMm: number | null, mounting: Mounting | null, controlType: string | null, controlSide: ControlSide | null, chainLengthCm: number | null, safetyDevice: ChainSafetyDevice | null, total: { cents: number, formatted: string } }>, events: Array<{ id: string, type: OrderEventKind, description: string, actor: string, createdAt: unknown }>, paid: { cents: number, formatted: string }, refunded: { cents: number, formatted: string }, refundPending: { cents: number, formatted: string }, chargedBack: { cents: number, formatted: string }, refundable: { cents: number, formatted: string }, payments: Array<{ id: string, provider: PaymentProviderName, method: string | null, status: ProviderStatus, recordedBy: string | null, createdAt: unknown, amount: { formatted: string }, refunded: { cents: number, formatted: string } }>, refunds: Array<{ id: string, status: RefundStatus, reason: string | null, failure: string | null, requestedBy: string, createdAt: unknown, settledAt: unknown, creditsInvoice: boolean, providerId: string | null, amount: { formatted: string } }>, chargebacks: Array<{ id: string, recordedAt: unknown, reversedAt: unknown, paymentId: string, amount: { formatted: string } }>, invoices: Array<{ number: string, kind: InvoiceKind, url: string, total: { formatted: string } }> } | null, userErrors: Array<{ code: OrderErrorCode, field: Array<string> | null, message: string }> } };

export type AdminOrderRefundMutationVariables = Exact<{
  production?: boolean;
  input: OrderRefundInput;
}>;


export type AdminOrderRefundMutation = { orderRefund: { order: { id: string, status: OrderStatus, createdAt: unknown, customerName: string, customerEmail: string, customerPhone: string, shippingAddress: string, productionNotes: string | null, fabricatorExportReady: boolean, attention: Array<string>, nextStatuses: Array<OrderStatus>, carrier: string | null, trackingCode: string | null, exportCsvUrl?: string | null, exportJsonUrl?: string | null, paymentStatus: PaymentStatus, canRecordPayment: boolean, total: { cents: number, formatted: string }, items: Array<{ id: string, productName: string, quantity: number, fabricCode: string | null, manufacturerCode?: string | null, fabricPriceGroup?: number | null, cassetteType: CassetteType | null, selectedWidth: number | null, selectedHeight: number | null, fabricationWidthMm: number | null, fabricationHeightMm: number | null, mounting: Mounting | null, controlType: string | null, controlSide: ControlSide | null, chainLengthCm: number | null, safetyDevice: ChainSafetyDevice | null, total: { cents: number, formatted: string } }>, events: Array<{ id: string, type: OrderEventKind, description: string, actor: string, createdAt: unknown }>, paid: { cents: number, formatted: string }, refunded: { cents: number, formatted: string }, refundPending: { cents: number, formatted: string }, chargedBack: { cents: number, formatted: string }, refundable: { cents: number, formatted: string }, payments: Array<{ id: string, provider: PaymentProviderName, method: string | null, status: ProviderStatus, recordedBy: string | null, createdAt: unknown, amount: { formatted: string }, refunded: { cents: number, formatted: string } }>, refunds: Array<{ id: string, status: RefundStatus, reason: string | null, failure: string | null, requestedBy: string, createdAt: unknown, settledAt: unknown, creditsInvoice: boolean, providerId: string | null, amount: { formatted: string } }>, chargebacks: Array<{ id: string, recordedAt: unknown, reversedAt: unknown, paymentId: string, amount: { formatted: string } }>, invoices: Array<{ number: string, kind: InvoiceKind, url: string, total: { formatted: string } }> } | null, userErrors: Array<{ code: OrderErrorCode, field: Array<string> | null, message: string }> } };

export type PricePreviewFragment = { product: { id: string, name: string }, sizes: Array<{ label: string, now: { cents: number, formatted: string } | null, after: { cents: number, formatted: string } | null }>, fromPriceNow: { formatted: string }, fromPriceAfter: { formatted: string } };

export type PriceGroupRowFragment = { group: number, version: number, updatedBy: string | null, updatedAt: unknown, pricePerSquareMetre: { cents: number, formatted: string }, products: Array<{ id: string, name: string }> };

export type AdminPriceGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPriceGroupsQuery = { priceGroups: { nodes: Array<{ group: number, version: number, updatedBy: string | null, updatedAt: unknown, pricePerSquareMetre: { cents: number, formatted: string }, products: Array<{ id: string, name: string }> }> } };

export type AdminPriceGroupPreviewQueryVariables = Exact<{
  input: PriceGroupInput;
}>;


export type AdminPriceGroupPreviewQuery = { priceGroupPreview: { products: Array<{ product: { id: string, name: string }, sizes: Array<{ label: string, now: { cents: number, formatted: string } | null, after: { cents: number, formatted: string } | null }>, fromPriceNow: { formatted: string }, fromPriceAfter: { formatted: string } }>, userErrors: Array<{ code: PricingAdminErrorCode, field: Array<string> | null, message: string }> } };

export type AdminPriceGroupUpdateMutationVariables = Exact<{
  input: PriceGroupInput;
}>;


export type AdminPriceGroupUpdateMutation = { priceGroupUpdate: { priceGroup: { group: number, version: number, updatedBy: string | null, updatedAt: unknown, pricePerSquareMetre: { cents: number, formatted: string }, products: Array<{ id: string, name: string }> } | null, userErrors: Array<{ code: PricingAdminErrorCode, field: Array<string> | null, message: string }> } };

export type AdminProductRulesQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminProductRulesQuery = { staffProduct: { id: string, rulesVersion: number, product: { id: string, name: string, price: { cents: number, formatted: string }, configurator: { pricing: { mode: PricingMode, priceGroup: number | null, pricePerSquareMetre: { cents: number } | null, basePrice: { cents: number } | null }, minimumPrice: { cents: number } | null, dimensions: Array<{ key: DimensionKey, label: string, unit: DimensionUnit, min: number, max: number, step: number }>, optionGroups: Array<{ key: string, label: string, kind: OptionGroupKind, fixedValue: string | null, choices: Array<{ value: string, label: string, surcharge: { kind: SurchargeKind, percent: number | null, factor: number | null, amount: { cents: number } | null } | null }> }> } | null }, ruleVersions: Array<{ version: number, reason: RulesChangeReason, changes: Array<string>, changedBy: string, changedAt: unknown }> } | null, priceGroups: { nodes: Array<{ group: number, pricePerSquareMetre: { formatted: string } }> } };

export type AdminProductRulesPreviewQueryVariables = Exact<{
  input: ProductRulesInput;
}>;


export type AdminProductRulesPreviewQuery = { productRulesPreview: { preview: { product: { id: string, name: string }, sizes: Array<{ label: string, now: { cents: number, formatted: string } | null, after: { cents: number, formatted: string } | null }>, fromPriceNow: { formatted: string }, fromPriceAfter: { formatted: string } } | null, userErrors: Array<{ code: PricingAdminErrorCode, field: Array<string> | null, message: string }> } };

export type AdminProductRulesUpdateMutationVariables = Exact<{
  input: ProductRulesInput;
}>;


export type AdminProductRulesUpdateMutation = { productRulesUpdate: { version: number | null, userErrors: Array<{ code: PricingAdminErrorCode, field: Array<string> | null, message: string }> } };

export type AdminProductRulesRollbackMutationVariables = Exact<{
  productId: string | number;
  version: number;
  expectedVersion: number;
}>;


export type AdminProductRulesRollbackMutation = { productRulesRollback: { version: number | null, userErrors: Array<{ code: PricingAdminErrorCode, field: Array<string> | null, message: string }> } };

export type AdminProductImagesQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminProductImagesQuery = { staffProduct: { id: string, product: { id: string, name: string, slug: string, media: Array<{ id: string, url: string, alt: string, width: number, height: number, isMain: boolean, sources: Array<{ type: string, srcSet: string }> }> } } | null };

export type AdminProductImageFragment = { id: string, url: string, alt: string, width: number, height: number, isMain: boolean, sources: Array<{ type: string, srcSet: string }> };

export type AdminProductImageAltMutationVariables = Exact<{
  input: ProductImageAltInput;
}>;


export type AdminProductImageAltMutation = { productImageAltUpdate: { images: Array<{ id: string, url: string, alt: string, width: number, height: number, isMain: boolean, sources: Array<{ type: string, srcSet: string }> }>, userErrors: Array<{ code: ProductImageErrorCode, field: Array<string> | null, message: string }> } };

export type AdminProductImageMoveMutationVariables = Exact<{
  input: ProductImageMoveInput;
}>;


export type AdminProductImageMoveMutation = { productImageMove: { images: Array<{ id: string, url: string, alt: string, width: number, height: number, isMain: boolean, sources: Array<{ type: string, srcSet: string }> }>, userErrors: Array<{ code: ProductImageErrorCode, field: Array<string> | null, message: string }> } };

export type AdminProductImageMakeMainMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminProductImageMakeMainMutation = { productImageMakeMain: { images: Array<{ id: string, url: string, alt: string, width: number, height: number, isMain: boolean, sources: Array<{ type: string, srcSet: string }> }>, userErrors: Array<{ code: ProductImageErrorCode, field: Array<string> | null, message: string }> } };

export type AdminProductImageDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminProductImageDeleteMutation = { productImageDelete: { images: Array<{ id: string, url: string, alt: string, width: number, height: number, isMain: boolean, sources: Array<{ type: string, srcSet: string }> }>, userErrors: Array<{ code: ProductImageErrorCode, field: Array<string> | null, message: string }> } };

export type AdminProductsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  category?: string | null | undefined;
  listing?: ProductListing | null | undefined;
  published?: boolean | null | undefined;
}>;


export type AdminProductsQuery = { staffProducts: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, published: boolean, sortOrder: number, product: { id: string, slug: string, name: string } } }> } };

export type AdminProductListItemFragment = { id: string, published: boolean, sortOrder: number, product: { id: string, slug: string, name: string } };

export type AdminProductChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProductChoicesQuery = { staffProductFacets: { categories: Array<string> }, staffProducts: { nodes: Array<{ id: string, product: { id: string, name: string } }> }, fabricSkus: { nodes: Array<{ internalSku: string, fabricDisplayName: string, fabricType: FabricType, visibleOnFrontend: boolean }> } };

export type AdminProductQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminProductQuery = { staffProduct: { id: string, published: boolean, sortOrder: number, oldSlugs: Array<string>, colors: Array<{ name: string, hex: string, fabricSku: string | null }>, product: { id: string, slug: string, name: string, description: string, category: string, line: ProductLine, fabricType: FabricType, cardCategory: CardCategory | null, listings: Array<ProductListing>, transparency: Transparency | null, controls: Array<ProductControl>, lightFilter: Array<string>, features: Array<string> }, history: Array<{ changes: Record<string, unknown>, changedBy: string, changedAt: unknown }> } | null };

export type AdminProductDetailFragment = { id: string, published: boolean, sortOrder: number, oldSlugs: Array<string>, colors: Array<{ name: string, hex: string, fabricSku: string | null }>, product: { id: string, slug: string, name: string, description: string, category: string, line: ProductLine, fabricType: FabricType, cardCategory: CardCategory | null, listings: Array<ProductListing>, transparency: Transparency | null, controls: Array<ProductControl>, lightFilter: Array<string>, features: Array<string> }, history: Array<{ changes: Record<string, unknown>, changedBy: string, changedAt: unknown }> };

export type AdminProductPayloadFragment = { product: { id: string, published: boolean, sortOrder: number, oldSlugs: Array<string>, colors: Array<{ name: string, hex: string, fabricSku: string | null }>, product: { id: string, slug: string, name: string, description: string, category: string, line: ProductLine, fabricType: FabricType, cardCategory: CardCategory | null, listings: Array<ProductListing>, transparency: Transparency | null, controls: Array<ProductControl>, lightFilter: Array<string>, features: Array<string> }, history: Array<{ changes: Record<string, unknown>, changedBy: string, changedAt: unknown }> } | null, userErrors: Array<{ code: ProductAdminErrorCode, field: Array<string> | null, message: string }> };

export type AdminProductUpdateMutationVariables = Exact<{
  input: ProductUpdateInput;
}>;


export type AdminProductUpdateMutation = { productUpdate: { product: { id: string, published: boolean, sortOrder: number, oldSlugs: Array<string>, colors: Array<{ name: string, hex: string, fabricSku: string | null }>, product: { id: string, slug: string, name: string, description: string, category: string, line: ProductLine, fabricType: FabricType, cardCategory: CardCategory | null, listings: Array<ProductListing>, transparency: Transparency | null, controls: Array<ProductControl>, lightFilter: Array<string>, features: Array<string> }, history: Array<{ changes: Record<string, unknown>, changedBy: string, changedAt: unknown }> } | null, userErrors: Array<{ code: ProductAdminErrorCode, field: Array<string> | null, message: string }> } };

export type AdminProductCreateMutationVariables = Exact<{
  input: ProductCreateInput;
}>;


export type AdminProductCreateMutation = { productCreate: { product: { id: string, published: boolean, sortOrder: number, oldSlugs: Array<string>, colors: Array<{ name: string, hex: string, fabricSku: string | null }>, product: { id: string, slug: string, name: string, description: string, category: string, line: ProductLine, fabricType: FabricType, cardCategory: CardCategory | null, listings: Array<ProductListing>, transparency: Transparency | null, controls: Array<ProductControl>, lightFilter: Array<string>, features: Array<string> }, history: Array<{ changes: Record<string, unknown>, changedBy: string, changedAt: unknown }> } | null, userErrors: Array<{ code: ProductAdminErrorCode, field: Array<string> | null, message: string }> } };

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


export type AdminFabricSkuQuery = { fabricSku: { fabricType: FabricType, internalSku: string, fabricDisplayName: string, fabricLine: string, priceGroup: number, maxWidthCm: number, cassetteType: CassetteType, leadTimeDays: number, supplierName: string, manufacturerCode: string, supplierCode: string, visibleOnFrontend: boolean, sampleAvailable: boolean, id: string, exportMetadata: { supplierName: string, fabricCategory: string, qualityGrade: string, warrantyMonths: number, specialInstructions: string }, settingsHistory: Array<{ setting: FabricSkuSetting, value: boolean, changedBy: string, changedAt: unknown }>, changeHistory: Array<{ action: FabricSkuChangeAction, changedBy: string, changedAt: unknown, fields: Array<{ field: string, before: string | null, after: string }> }>, usedBy: Array<{ productId: string, productName: string, productSlug: string, published: boolean, colour: string | null }> } | null };

export type AdminFabricSkuDetailFragment = { fabricType: FabricType, internalSku: string, fabricDisplayName: string, fabricLine: string, priceGroup: number, maxWidthCm: number, cassetteType: CassetteType, leadTimeDays: number, supplierName: string, manufacturerCode: string, supplierCode: string, visibleOnFrontend: boolean, sampleAvailable: boolean, id: string, exportMetadata: { supplierName: string, fabricCategory: string, qualityGrade: string, warrantyMonths: number, specialInstructions: string }, settingsHistory: Array<{ setting: FabricSkuSetting, value: boolean, changedBy: string, changedAt: unknown }>, changeHistory: Array<{ action: FabricSkuChangeAction, changedBy: string, changedAt: unknown, fields: Array<{ field: string, before: string | null, after: string }> }>, usedBy: Array<{ productId: string, productName: string, productSlug: string, published: boolean, colour: string | null }> };

export type AdminFabricSkuSettingsUpdateMutationVariables = Exact<{
  input: FabricSkuSettingsInput;
}>;


export type AdminFabricSkuSettingsUpdateMutation = { fabricSkuSettingsUpdate: { fabricSku: { fabricType: FabricType, internalSku: string, fabricDisplayName: string, fabricLine: string, priceGroup: number, maxWidthCm: number, cassetteType: CassetteType, leadTimeDays: number, supplierName: string, manufacturerCode: string, supplierCode: string, visibleOnFrontend: boolean, sampleAvailable: boolean, id: string, exportMetadata: { supplierName: string, fabricCategory: string, qualityGrade: string, warrantyMonths: number, specialInstructions: string }, settingsHistory: Array<{ setting: FabricSkuSetting, value: boolean, changedBy: string, changedAt: unknown }>, changeHistory: Array<{ action: FabricSkuChangeAction, changedBy: string, changedAt: unknown, fields: Array<{ field: string, before: string | null, after: string }> }>, usedBy: Array<{ productId: string, productName: string, productSlug: string, published: boolean, colour: string | null }> } | null, userErrors: Array<{ code: FabricSkuErrorCode, field: Array<string> | null, message: string }> } };

export type AdminFabricSkuCreateMutationVariables = Exact<{
  input: FabricSkuInput;
}>;


export type AdminFabricSkuCreateMutation = { fabricSkuCreate: { fabricSku: { fabricType: FabricType, internalSku: string, fabricDisplayName: string, fabricLine: string, priceGroup: number, maxWidthCm: number, cassetteType: CassetteType, leadTimeDays: number, supplierName: string, manufacturerCode: string, supplierCode: string, visibleOnFrontend: boolean, sampleAvailable: boolean, id: string, exportMetadata: { supplierName: string, fabricCategory: string, qualityGrade: string, warrantyMonths: number, specialInstructions: string }, settingsHistory: Array<{ setting: FabricSkuSetting, value: boolean, changedBy: string, changedAt: unknown }>, changeHistory: Array<{ action: FabricSkuChangeAction, changedBy: string, changedAt: unknown, fields: Array<{ field: string, before: string | null, after: string }> }>, usedBy: Array<{ productId: string, productName: string, productSlug: string, published: boolean, colour: string | null }> } | null, userErrors: Array<{ code: FabricSkuErrorCode, field: Array<string> | null, message: string }> } };

export type AdminFabricSkuUpdateMutationVariables = Exact<{
  input: FabricSkuInput;
}>;


export type AdminFabricSkuUpdateMutation = { fabricSkuUpdate: { fabricSku: { fabricType: FabricType, internalSku: string, fabricDisplayName: string, fabricLine: string, priceGroup: number, maxWidthCm: number, cassetteType: CassetteType, leadTimeDays: number, supplierName: string, manufacturerCode: string, supplierCode: string, visibleOnFrontend: boolean, sampleAvailable: boolean, id: string, exportMetadata: { supplierName: string, fabricCategory: string, qualityGrade: string, warrantyMonths: number, specialInstructions: string }, settingsHistory: Array<{ setting: FabricSkuSetting, value: boolean, changedBy: string, changedAt: unknown }>, changeHistory: Array<{ action: FabricSkuChangeAction, changedBy: string, changedAt: unknown, fields: Array<{ field: string, before: string | null, after: string }> }>, usedBy: Array<{ productId: string, productName: string, productSlug: string, published: boolean, colour: string | null }> } | null, userErrors: Array<{ code: FabricSkuErrorCode, field: Array<string> | null, message: string }> } };

export type AdminFabricSkuPayloadFragment = { fabricSku: { fabricType: FabricType, internalSku: string, fabricDisplayName: string, fabricLine: string, priceGroup: number, maxWidthCm: number, cassetteType: CassetteType, leadTimeDays: number, supplierName: string, manufacturerCode: string, supplierCode: string, visibleOnFrontend: boolean, sampleAvailable: boolean, id: string, exportMetadata: { supplierName: string, fabricCategory: string, qualityGrade: string, warrantyMonths: number, specialInstructions: string }, settingsHistory: Array<{ setting: FabricSkuSetting, value: boolean, changedBy: string, changedAt: unknown }>, changeHistory: Array<{ action: FabricSkuChangeAction, changedBy: string, changedAt: unknown, fields: Array<{ field: string, before: string | null, after: string }> }>, usedBy: Array<{ productId: string, productName: string, productSlug: string, published: boolean, colour: string | null }> } | null, userErrors: Array<{ code: FabricSkuErrorCode, field: Array<string> | null, message: string }> };

export type AdminFabricSkuImportPreviewQueryVariables = Exact<{
  csv: string;
}>;


export type AdminFabricSkuImportPreviewQuery = { fabricSkuImportPreview: { imported: boolean, rows: Array<{ row: number, internalSku: string, action: FabricSkuImportAction, errors: Array<{ column: string, code: FabricSkuErrorCode, message: string }> }>, userErrors: Array<{ code: FabricSkuErrorCode, field: Array<string> | null, message: string }> } };

export type AdminFabricSkuImportMutationVariables = Exact<{
  csv: string;
}>;


export type AdminFabricSkuImportMutation = { fabricSkuImport: { imported: boolean, rows: Array<{ row: number, internalSku: string, action: FabricSkuImportAction, errors: Array<{ column: string, code: FabricSkuErrorCode, message: string }> }>, userErrors: Array<{ code: FabricSkuErrorCode, field: Array<string> | null, message: string }> } };

export type AdminFabricSkuImportFragment = { imported: boolean, rows: Array<{ row: number, internalSku: string, action: FabricSkuImportAction, errors: Array<{ column: string, code: FabricSkuErrorCode, message: string }> }>, userErrors: Array<{ code: FabricSkuErrorCode, field: Array<string> | null, message: string }> };

export type StaffAccountItemFragment = { id: string, email: string, name: string, role: StaffRole, active: boolean, createdAt: unknown, lastSignedInAt: unknown, twoFactorEnabled: boolean };

export type StaffInvitationItemFragment = { id: string, email: string, name: string, role: StaffRole, invitedBy: string, createdAt: unknown, expiresAt: unknown };

export type StaffAccountErrorFragment = { code: StaffAccountErrorCode, field: Array<string> | null, message: string };

export type StaffAccountsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type StaffAccountsQuery = { staffMembers: { nodes: Array<{ id: string, email: string, name: string, role: StaffRole, active: boolean, createdAt: unknown, lastSignedInAt: unknown, twoFactorEnabled: boolean }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type StaffInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffInvitationsQuery = { staffInvitations: { nodes: Array<{ id: string, email: string, name: string, role: StaffRole, invitedBy: string, createdAt: unknown, expiresAt: unknown }> } };

export type StaffInvitationRevokeMutationVariables = Exact<{
  id: string | number;
}>;


export type StaffInvitationRevokeMutation = { staffInvitationRevoke: { invitation: { id: string } | null, userErrors: Array<{ code: StaffAccountErrorCode, field: Array<string> | null, message: string }> } };

export type StaffInviteMutationVariables = Exact<{
  input: StaffInviteInput;
}>;


export type StaffInviteMutation = { staffInvite: { link: { path: string, expiresAt: unknown } | null, userErrors: Array<{ code: StaffAccountErrorCode, field: Array<string> | null, message: string }> } };

export type StaffDeactivateMutationVariables = Exact<{
  input: StaffAccountInput;
}>;


export type StaffDeactivateMutation = { staffDeactivate: { account: { id: string, email: string, name: string, role: StaffRole, active: boolean, createdAt: unknown, lastSignedInAt: unknown, twoFactorEnabled: boolean } | null, userErrors: Array<{ code: StaffAccountErrorCode, field: Array<string> | null, message: string }> } };

export type StaffRoleChangeMutationVariables = Exact<{
  input: StaffRoleChangeInput;
}>;


export type StaffRoleChangeMutation = { staffRoleChange: { account: { id: string, email: string, name: string, role: StaffRole, active: boolean, createdAt: unknown, lastSignedInAt: unknown, twoFactorEnabled: boolean } | null, userErrors: Array<{ code: StaffAccountErrorCode, field: Array<string> | null, message: string }> } };

export type StaffPasswordResetMutationVariables = Exact<{
  input: StaffAccountInput;
}>;


export type StaffPasswordResetMutation = { staffPasswordReset: { link: { path: string, expiresAt: unknown } | null, userErrors: Array<{ code: StaffAccountErrorCode, field: Array<string> | null, message: string }> } };

export type StaffPasswordChangeMutationVariables = Exact<{
  input: StaffPasswordChangeInput;
}>;


export type StaffPasswordChangeMutation = { staffPasswordChange: { changed: boolean, userErrors: Array<{ code: StaffAccountErrorCode, field: Array<string> | null, message: string }> } };

export type StaffInvitationAcceptMutationVariables = Exact<{
  input: StaffLinkAcceptInput;
}>;


export type StaffInvitationAcceptMutation = { staffInvitationAccept: { staff: { email: string } | null, userErrors: Array<{ code: StaffAccountErrorCode, field: Array<string> | null, message: string }> } };

export type StaffPasswordResetAcceptMutationVariables = Exact<{
  input: StaffLinkAcceptInput;
}>;


export type StaffPasswordResetAcceptMutation = { staffPasswordResetAccept: { staff: { email: string } | null, userErrors: Array<{ code: StaffAccountErrorCode, field: Array<string> | null, message: string }> } };

export type TwoFactorErrorFragment = { code: StaffErrorCode, field: Array<string> | null, message: string };

export type StaffSignInTwoFactorMutationVariables = Exact<{
  input: StaffTwoFactorCodeInput;
}>;


export type StaffSignInTwoFactorMutation = { staffSignInTwoFactor: { staff: { email: string, name: string, role: StaffRole, can: Array<string> } | null, userErrors: Array<{ code: StaffErrorCode, field: Array<string> | null, message: string }> } };

export type StaffTwoFactorSetupMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffTwoFactorSetupMutation = { staffTwoFactorSetup: { setup: { secret: string, qrCode: string } | null, userErrors: Array<{ code: StaffErrorCode, field: Array<string> | null, message: string }> } };

export type StaffTwoFactorSetupConfirmMutationVariables = Exact<{
  input: StaffTwoFactorCodeInput;
}>;


export type StaffTwoFactorSetupConfirmMutation = { staffTwoFactorSetupConfirm: { recoveryCodes: Array<string>, staff: { email: string, name: string, role: StaffRole, can: Array<string> } | null, userErrors: Array<{ code: StaffErrorCode, field: Array<string> | null, message: string }> } };

export type StaffTwoFactorQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffTwoFactorQuery = { staffTwoFactor: { enabled: boolean, required: boolean, recoveryCodesLeft: number } };

export type StaffTwoFactorDisableMutationVariables = Exact<{
  input: StaffTwoFactorCodeInput;
}>;


export type StaffTwoFactorDisableMutation = { staffTwoFactorDisable: { signedOut: boolean, userErrors: Array<{ code: StaffErrorCode, field: Array<string> | null, message: string }> } };

export const StaffMemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can"}}]}}]} as unknown as DocumentNode<StaffMemberFragment, unknown>;
export const InboxContactMessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxContactMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handled"}}]}}]} as unknown as DocumentNode<InboxContactMessageFragment, unknown>;
export const InboxSampleRequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxSampleRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SampleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}}]} as unknown as DocumentNode<InboxSampleRequestFragment, unknown>;
export const InboxReviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxReview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<InboxReviewFragment, unknown>;
export const AdminMailListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMailListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminMailListItemFragment, unknown>;
export const AdminMailDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMailDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<AdminMailDetailFragment, unknown>;
export const AdminOrderItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCode"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"fabricPriceGroup"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"selectedWidth"}},{"kind":"Field","name":{"kind":"Name","value":"selectedHeight"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationWidthMm"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationHeightMm"}},{"kind":"Field","name":{"kind":"Name","value":"mounting"}},{"kind":"Field","name":{"kind":"Name","value":"controlType"}},{"kind":"Field","name":{"kind":"Name","value":"controlSide"}},{"kind":"Field","name":{"kind":"Name","value":"chainLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"safetyDevice"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]} as unknown as DocumentNode<AdminOrderItemFragment, unknown>;
export const AdminOrderPaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canRecordPayment"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargedBack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"creditsInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargebacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AdminOrderPaymentFragment, unknown>;
export const AdminOrderCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"productionNotes"}},{"kind":"Field","name":{"kind":"Name","value":"fabricatorExportReady"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"exportCsvUrl"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"exportJsonUrl"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderPayment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCode"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"fabricPriceGroup"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"selectedWidth"}},{"kind":"Field","name":{"kind":"Name","value":"selectedHeight"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationWidthMm"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationHeightMm"}},{"kind":"Field","name":{"kind":"Name","value":"mounting"}},{"kind":"Field","name":{"kind":"Name","value":"controlType"}},{"kind":"Field","name":{"kind":"Name","value":"controlSide"}},{"kind":"Field","name":{"kind":"Name","value":"chainLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"safetyDevice"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canRecordPayment"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargedBack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"creditsInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargebacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AdminOrderCardFragment, unknown>;
export const PricePreviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricePreview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPricePreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"now"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fromPriceNow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fromPriceAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]} as unknown as DocumentNode<PricePreviewFragment, unknown>;
export const PriceGroupRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceGroupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerSquareMetre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PriceGroupRowFragment, unknown>;
export const AdminProductImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}}]}}]} as unknown as DocumentNode<AdminProductImageFragment, unknown>;
export const AdminProductListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminProductListItemFragment, unknown>;
export const AdminProductDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"oldSlugs"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"fabricSku"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"cardCategory"}},{"kind":"Field","name":{"kind":"Name","value":"listings"}},{"kind":"Field","name":{"kind":"Name","value":"transparency"}},{"kind":"Field","name":{"kind":"Name","value":"controls"}},{"kind":"Field","name":{"kind":"Name","value":"lightFilter"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<AdminProductDetailFragment, unknown>;
export const AdminProductPayloadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductUpdatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"oldSlugs"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"fabricSku"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"cardCategory"}},{"kind":"Field","name":{"kind":"Name","value":"listings"}},{"kind":"Field","name":{"kind":"Name","value":"transparency"}},{"kind":"Field","name":{"kind":"Name","value":"controls"}},{"kind":"Field","name":{"kind":"Name","value":"lightFilter"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<AdminProductPayloadFragment, unknown>;
export const AdminFabricSkuCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"fabricDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricLine"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnFrontend"}},{"kind":"Field","name":{"kind":"Name","value":"sampleAvailable"}}]}}]} as unknown as DocumentNode<AdminFabricSkuCardFragment, unknown>;
export const AdminFabricSkuDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuCard"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"exportMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCategory"}},{"kind":"Field","name":{"kind":"Name","value":"qualityGrade"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialInstructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settingsHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setting"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"fabricDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricLine"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnFrontend"}},{"kind":"Field","name":{"kind":"Name","value":"sampleAvailable"}}]}}]} as unknown as DocumentNode<AdminFabricSkuDetailFragment, unknown>;
export const AdminFabricSkuPayloadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSkuPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSku"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"fabricDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricLine"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnFrontend"}},{"kind":"Field","name":{"kind":"Name","value":"sampleAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuCard"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"exportMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCategory"}},{"kind":"Field","name":{"kind":"Name","value":"qualityGrade"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialInstructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settingsHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setting"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}}]}}]}}]} as unknown as DocumentNode<AdminFabricSkuPayloadFragment, unknown>;
export const AdminFabricSkuImportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuImport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSkuImportPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminFabricSkuImportFragment, unknown>;
export const StaffAccountItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<StaffAccountItemFragment, unknown>;
export const StaffInvitationItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffInvitationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<StaffInvitationItemFragment, unknown>;
export const StaffAccountErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StaffAccountErrorFragment, unknown>;
export const TwoFactorErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<TwoFactorErrorFragment, unknown>;
export const StaffMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMember"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can"}}]}}]} as unknown as DocumentNode<StaffMeQuery, StaffMeQueryVariables>;
export const StaffSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMember"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can"}}]}}]} as unknown as DocumentNode<StaffSignInMutation, StaffSignInMutationVariables>;
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
export const AdminOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"production"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attention"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"attention"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attention"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderCard"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCode"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"fabricPriceGroup"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"selectedWidth"}},{"kind":"Field","name":{"kind":"Name","value":"selectedHeight"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationWidthMm"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationHeightMm"}},{"kind":"Field","name":{"kind":"Name","value":"mounting"}},{"kind":"Field","name":{"kind":"Name","value":"controlType"}},{"kind":"Field","name":{"kind":"Name","value":"controlSide"}},{"kind":"Field","name":{"kind":"Name","value":"chainLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"safetyDevice"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canRecordPayment"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargedBack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"creditsInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargebacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"productionNotes"}},{"kind":"Field","name":{"kind":"Name","value":"fabricatorExportReady"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"exportCsvUrl"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"exportJsonUrl"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderPayment"}}]}}]} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminOrderStatusChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminOrderStatusChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"production"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":true}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatusChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderStatusChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCode"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"fabricPriceGroup"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"selectedWidth"}},{"kind":"Field","name":{"kind":"Name","value":"selectedHeight"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationWidthMm"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationHeightMm"}},{"kind":"Field","name":{"kind":"Name","value":"mounting"}},{"kind":"Field","name":{"kind":"Name","value":"controlType"}},{"kind":"Field","name":{"kind":"Name","value":"controlSide"}},{"kind":"Field","name":{"kind":"Name","value":"chainLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"safetyDevice"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canRecordPayment"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargedBack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"creditsInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargebacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"productionNotes"}},{"kind":"Field","name":{"kind":"Name","value":"fabricatorExportReady"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"exportCsvUrl"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"exportJsonUrl"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderPayment"}}]}}]} as unknown as DocumentNode<AdminOrderStatusChangeMutation, AdminOrderStatusChangeMutationVariables>;
export const AdminOrderPaymentRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminOrderPaymentRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"production"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":true}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPaymentRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderPaymentRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCode"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"fabricPriceGroup"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"selectedWidth"}},{"kind":"Field","name":{"kind":"Name","value":"selectedHeight"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationWidthMm"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationHeightMm"}},{"kind":"Field","name":{"kind":"Name","value":"mounting"}},{"kind":"Field","name":{"kind":"Name","value":"controlType"}},{"kind":"Field","name":{"kind":"Name","value":"controlSide"}},{"kind":"Field","name":{"kind":"Name","value":"chainLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"safetyDevice"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canRecordPayment"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargedBack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"creditsInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargebacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"productionNotes"}},{"kind":"Field","name":{"kind":"Name","value":"fabricatorExportReady"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"exportCsvUrl"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"exportJsonUrl"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderPayment"}}]}}]} as unknown as DocumentNode<AdminOrderPaymentRecordMutation, AdminOrderPaymentRecordMutationVariables>;
export const AdminOrderRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminOrderRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"production"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":true}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCode"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"fabricPriceGroup"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"selectedWidth"}},{"kind":"Field","name":{"kind":"Name","value":"selectedHeight"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationWidthMm"}},{"kind":"Field","name":{"kind":"Name","value":"fabricationHeightMm"}},{"kind":"Field","name":{"kind":"Name","value":"mounting"}},{"kind":"Field","name":{"kind":"Name","value":"controlType"}},{"kind":"Field","name":{"kind":"Name","value":"controlSide"}},{"kind":"Field","name":{"kind":"Name","value":"chainLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"safetyDevice"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canRecordPayment"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargedBack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"creditsInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargebacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"productionNotes"}},{"kind":"Field","name":{"kind":"Name","value":"fabricatorExportReady"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"exportCsvUrl"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"exportJsonUrl"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"production"}}}]}]},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderPayment"}}]}}]} as unknown as DocumentNode<AdminOrderRefundMutation, AdminOrderRefundMutationVariables>;
export const AdminPriceGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPriceGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceGroupRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceGroupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerSquareMetre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminPriceGroupsQuery, AdminPriceGroupsQueryVariables>;
export const AdminPriceGroupPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPriceGroupPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroupPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PricePreview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricePreview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPricePreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"now"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fromPriceNow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fromPriceAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]} as unknown as DocumentNode<AdminPriceGroupPreviewQuery, AdminPriceGroupPreviewQueryVariables>;
export const AdminPriceGroupUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminPriceGroupUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroupUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceGroupRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceGroupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerSquareMetre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminPriceGroupUpdateMutation, AdminPriceGroupUpdateMutationVariables>;
export const AdminProductRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProductRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rulesVersion"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configurator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerSquareMetre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dimensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}}]}},{"kind":"Field","name":{"kind":"Name","value":"optionGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fixedValue"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"surcharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ruleVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerSquareMetre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductRulesQuery, AdminProductRulesQueryVariables>;
export const AdminProductRulesPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProductRulesPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductRulesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productRulesPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PricePreview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricePreview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPricePreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"now"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fromPriceNow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fromPriceAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]} as unknown as DocumentNode<AdminProductRulesPreviewQuery, AdminProductRulesPreviewQueryVariables>;
export const AdminProductRulesUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductRulesUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductRulesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productRulesUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductRulesUpdateMutation, AdminProductRulesUpdateMutationVariables>;
export const AdminProductRulesRollbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductRulesRollback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productRulesRollback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductRulesRollbackMutation, AdminProductRulesRollbackMutationVariables>;
export const AdminProductImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProductImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductImage"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}}]}}]} as unknown as DocumentNode<AdminProductImagesQuery, AdminProductImagesQueryVariables>;
export const AdminProductImageAltDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductImageAlt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImageAltInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productImageAltUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}}]}}]} as unknown as DocumentNode<AdminProductImageAltMutation, AdminProductImageAltMutationVariables>;
export const AdminProductImageMoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductImageMove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImageMoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productImageMove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}}]}}]} as unknown as DocumentNode<AdminProductImageMoveMutation, AdminProductImageMoveMutationVariables>;
export const AdminProductImageMakeMainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductImageMakeMain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productImageMakeMain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}}]}}]} as unknown as DocumentNode<AdminProductImageMakeMainMutation, AdminProductImageMakeMainMutationVariables>;
export const AdminProductImageDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductImageDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productImageDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}}]}}]} as unknown as DocumentNode<AdminProductImageDeleteMutation, AdminProductImageDeleteMutationVariables>;
export const AdminProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listing"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductListing"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"published"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"listing"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listing"}}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"Variable","name":{"kind":"Name","value":"published"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductListItem"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminProductsQuery, AdminProductsQueryVariables>;
export const AdminProductChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProductChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffProductFacets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fabricSkus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"fabricDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnFrontend"}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductChoicesQuery, AdminProductChoicesQueryVariables>;
export const AdminProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"oldSlugs"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"fabricSku"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"cardCategory"}},{"kind":"Field","name":{"kind":"Name","value":"listings"}},{"kind":"Field","name":{"kind":"Name","value":"transparency"}},{"kind":"Field","name":{"kind":"Name","value":"controls"}},{"kind":"Field","name":{"kind":"Name","value":"lightFilter"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<AdminProductQuery, AdminProductQueryVariables>;
export const AdminProductUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductPayload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"oldSlugs"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"fabricSku"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"cardCategory"}},{"kind":"Field","name":{"kind":"Name","value":"listings"}},{"kind":"Field","name":{"kind":"Name","value":"transparency"}},{"kind":"Field","name":{"kind":"Name","value":"controls"}},{"kind":"Field","name":{"kind":"Name","value":"lightFilter"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductUpdatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminProductUpdateMutation, AdminProductUpdateMutationVariables>;
export const AdminProductCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductPayload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"oldSlugs"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"fabricSku"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"cardCategory"}},{"kind":"Field","name":{"kind":"Name","value":"listings"}},{"kind":"Field","name":{"kind":"Name","value":"transparency"}},{"kind":"Field","name":{"kind":"Name","value":"controls"}},{"kind":"Field","name":{"kind":"Name","value":"lightFilter"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductUpdatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminProductCreateMutation, AdminProductCreateMutationVariables>;
export const AdminSkusBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSkusBrand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSkusBrandQuery, AdminSkusBrandQueryVariables>;
export const AdminFabricSkusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFabricSkus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSkus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"fabricDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricLine"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnFrontend"}},{"kind":"Field","name":{"kind":"Name","value":"sampleAvailable"}}]}}]} as unknown as DocumentNode<AdminFabricSkusQuery, AdminFabricSkusQueryVariables>;
export const AdminFabricSkuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFabricSku"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"internalSku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSku"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"internalSku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"internalSku"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"fabricDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricLine"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnFrontend"}},{"kind":"Field","name":{"kind":"Name","value":"sampleAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuCard"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"exportMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCategory"}},{"kind":"Field","name":{"kind":"Name","value":"qualityGrade"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialInstructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settingsHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setting"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}}]}}]}}]} as unknown as DocumentNode<AdminFabricSkuQuery, AdminFabricSkuQueryVariables>;
export const AdminFabricSkuSettingsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminFabricSkuSettingsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSkuSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSkuSettingsUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuPayload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"fabricDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricLine"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnFrontend"}},{"kind":"Field","name":{"kind":"Name","value":"sampleAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuCard"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"exportMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCategory"}},{"kind":"Field","name":{"kind":"Name","value":"qualityGrade"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialInstructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settingsHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setting"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSkuPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSku"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminFabricSkuSettingsUpdateMutation, AdminFabricSkuSettingsUpdateMutationVariables>;
export const AdminFabricSkuCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminFabricSkuCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSkuInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSkuCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuPayload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"fabricDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricLine"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnFrontend"}},{"kind":"Field","name":{"kind":"Name","value":"sampleAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuCard"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"exportMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCategory"}},{"kind":"Field","name":{"kind":"Name","value":"qualityGrade"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialInstructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settingsHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setting"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSkuPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSku"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminFabricSkuCreateMutation, AdminFabricSkuCreateMutationVariables>;
export const AdminFabricSkuUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminFabricSkuUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSkuInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSkuUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuPayload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"fabricDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricLine"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"cassetteType"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnFrontend"}},{"kind":"Field","name":{"kind":"Name","value":"sampleAvailable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSku"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuCard"}},{"kind":"Field","name":{"kind":"Name","value":"fabricType"}},{"kind":"Field","name":{"kind":"Name","value":"exportMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fabricCategory"}},{"kind":"Field","name":{"kind":"Name","value":"qualityGrade"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialInstructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settingsHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setting"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSkuPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSku"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"internalSku"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminFabricSkuUpdateMutation, AdminFabricSkuUpdateMutationVariables>;
export const AdminFabricSkuImportPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFabricSkuImportPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSkuImportPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuImport"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuImport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSkuImportPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminFabricSkuImportPreviewQuery, AdminFabricSkuImportPreviewQueryVariables>;
export const AdminFabricSkuImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminFabricSkuImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fabricSkuImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFabricSkuImport"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFabricSkuImport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FabricSkuImportPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"internalSku"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminFabricSkuImportMutation, AdminFabricSkuImportMutationVariables>;
export const StaffAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<StaffAccountsQuery, StaffAccountsQueryVariables>;
export const StaffInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffInvitationItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffInvitationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<StaffInvitationsQuery, StaffInvitationsQueryVariables>;
export const StaffInvitationRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffInvitationRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffInvitationRevoke"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StaffInvitationRevokeMutation, StaffInvitationRevokeMutationVariables>;
export const StaffInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StaffInviteMutation, StaffInviteMutationVariables>;
export const StaffDeactivateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffDeactivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffDeactivate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StaffDeactivateMutation, StaffDeactivateMutationVariables>;
export const StaffRoleChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffRoleChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRoleChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRoleChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StaffRoleChangeMutation, StaffRoleChangeMutationVariables>;
export const StaffPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StaffPasswordResetMutation, StaffPasswordResetMutationVariables>;
export const StaffPasswordChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffPasswordChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffPasswordChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffPasswordChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StaffPasswordChangeMutation, StaffPasswordChangeMutationVariables>;
export const StaffInvitationAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffInvitationAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLinkAcceptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffInvitationAccept"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StaffInvitationAcceptMutation, StaffInvitationAcceptMutationVariables>;
export const StaffPasswordResetAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffPasswordResetAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLinkAcceptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffPasswordResetAccept"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StaffPasswordResetAcceptMutation, StaffPasswordResetAcceptMutationVariables>;
export const StaffSignInTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignInTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffTwoFactorCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignInTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMember"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TwoFactorError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StaffSignInTwoFactorMutation, StaffSignInTwoFactorMutationVariables>;
export const StaffTwoFactorSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffTwoFactorSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffTwoFactorSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TwoFactorError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StaffTwoFactorSetupMutation, StaffTwoFactorSetupMutationVariables>;
export const StaffTwoFactorSetupConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffTwoFactorSetupConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffTwoFactorCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffTwoFactorSetupConfirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMember"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TwoFactorError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StaffTwoFactorSetupConfirmMutation, StaffTwoFactorSetupConfirmMutationVariables>;
export const StaffTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<StaffTwoFactorQuery, StaffTwoFactorQueryVariables>;
export const StaffTwoFactorDisableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffTwoFactorDisable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffTwoFactorCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffTwoFactorDisable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TwoFactorError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StaffTwoFactorDisableMutation, StaffTwoFactorDisableMutationVariables>;