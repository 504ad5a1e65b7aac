/**
 * The trade's words as GraphQL enums (docs/GLOSSARY.md): the names and values come from schema/src/trade.ts; the
 * Dutch words SPEC §3 fixes for REST and the fabricator export are written there too (MONTAGE_WORD,
 * CONTROL_SIDE_WORD), never here.
 */
import { CASSETTE_TYPE, CHAIN_MATERIAL, CONTROL_SIDE, MOUNTING } from '@lumina/schema';
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

export const PaymentStatus = graphqlEnum('PaymentStatus', 'Whether an order has been paid, from its payments at the provider (or recorded by staff).', {
  AWAITING_PAYMENT: ['awaiting_payment', 'Not paid yet: no payment, or one the shopper has not finished.'],
  PENDING: ['pending', 'The shopper paid; the provider has not confirmed it yet.'],
  PAID: ['paid', 'The payment came in.'],
  FAILED: ['failed', 'The last payment failed; the shopper can pay again.'],
  CANCELED: ['canceled', 'The shopper canceled the last payment; they can pay again.'],
  EXPIRED: ['expired', 'The last payment expired unfinished; the shopper can pay again.'],
  REFUNDED: ['refunded', 'Paid, and refunded in full.'],
});
export type PaymentStatus = ValueOf<typeof PaymentStatus>;
