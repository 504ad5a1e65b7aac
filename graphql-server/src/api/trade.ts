/**
 * The trade's words as GraphQL enums (docs/GLOSSARY.md): the names and values come from schema/src/trade.ts; the
 * Dutch words SPEC §3 fixes for REST and the fabricator export are written there too (MONTAGE_WORD,
 * CONTROL_SIDE_WORD), never here.
 */
import { CASSETTE_TYPE, CHAIN_MATERIAL, CONTROL_SIDE, MOUNTING, PAYMENT_STATUS } from '@lumina/schema';
import { graphqlEnum, graphqlEnumOf, type ValueOf } from './graphql-enum';

export const Mounting = graphqlEnumOf('Mounting', 'How the blind hangs (Dutch: montage).', MOUNTING, {
  INSIDE_RECESS: 'Inside the window recess (in de dag); the atelier deducts for clearance (REST and the fabricator export: "in-de-dag").',
  OUTSIDE_FRAME: 'On the frame or the wall (op de dag), made to the exact size (REST and the fabricator export: "op-de-dag").',
});
export type Mounting = ValueOf<typeof Mounting>;

export const ControlSide = graphqlEnumOf('ControlSide', 'The side the chain hangs, seen from inside the room (Dutch: bedieningszijde).', CONTROL_SIDE, {
  LEFT: 'Left (the fabricator export: "links").',
  RIGHT: 'Right (the fabricator export: "rechts").',
});
export type ControlSide = ValueOf<typeof ControlSide>;

export const CassetteType = graphqlEnumOf('CassetteType', 'How much of the roll a cover hides.', CASSETTE_TYPE, {
  OPEN: 'Open system: the roll is visible (REST: "open").',
  HALF_CASSETTE: 'Half cassette: a cover over the front of the roll (REST: "half-cassette").',
  FULL_CASSETTE: 'Full cassette: the roll is enclosed (REST: "full-cassette").',
});
export type CassetteType = ValueOf<typeof CassetteType>;

export const ChainMaterial = graphqlEnumOf('ChainMaterial', 'What a chain is made of.', CHAIN_MATERIAL, {
  PLASTIC: 'Plastic (kunststof).',
  METAL: 'Metal (metaal).',
});
export type ChainMaterial = ValueOf<typeof ChainMaterial>;

export const PaymentMethod = graphqlEnum('PaymentMethod', 'How a customer pays.', {
  PAYPAL: ['PayPal', 'PayPal.'],
  BANCONTACT: ['Bancontact', 'Bancontact (Belgium).'],
  IDEAL: ['iDEAL', 'iDEAL (the Netherlands).'],
  CREDITCARD: ['Creditcard', 'Credit card.'],
});
export type PaymentMethod = ValueOf<typeof PaymentMethod>;

export const Country = graphqlEnum('Country', 'A country the shop delivers to.', {
  BE: ['BE', 'Belgium (België).'],
  NL: ['NL', 'The Netherlands (Nederland).'],
});
export type Country = ValueOf<typeof Country>;

export const PaymentStatus = graphqlEnumOf('PaymentStatus', "Whether an order has been paid, from its payments, refunds and chargebacks as the provider reports them (the order lifecycle).", PAYMENT_STATUS, {
  AWAITING_PAYMENT: 'Not paid yet: no payment, or one the shopper has not finished.',
  PENDING: 'The shopper paid; the provider has not confirmed it yet.',
  PAID: 'The payment came in (part of it may be refunded, or a refund pending).',
  FAILED: 'The last payment failed; the shopper can pay again.',
  CANCELED: 'The last payment was canceled (by the shopper, or by the shop with the order); it can be paid again unless the order is cancelled.',
  EXPIRED: 'The last payment expired unfinished; the shopper can pay again.',
  REFUNDED: 'Paid, and refunded in full (as the provider confirmed).',
  CHARGED_BACK: "Paid, and taken back by the customer's bank (a chargeback), in full or with the rest refunded.",
});
export type PaymentStatus = ValueOf<typeof PaymentStatus>;
