/**
 * The trade's words for how a blind is made and hung (SPEC §3 Order, fabricator data), as closed sets. The
 * stored values are the spec's Dutch strings, which the REST layer writes as they are.
 */
import { graphqlEnum, type ValueOf } from './graphql-enum';

export const Montage = graphqlEnum('Montage', 'How the blind hangs.', {
  IN_DE_DAG: ['in-de-dag', 'In de dag: inside the window recess; the atelier deducts for clearance (REST: "in-de-dag").'],
  OP_DE_DAG: ['op-de-dag', 'Op de dag: on the frame or the wall, made to the exact size (REST: "op-de-dag").'],
});
export type Montage = ValueOf<typeof Montage>;

export const Bedieningszijde = graphqlEnum('Bedieningszijde', 'The side the chain hangs, seen from inside the room.', {
  LINKS: ['links', 'Left (REST: "links").'],
  RECHTS: ['rechts', 'Right (REST: "rechts").'],
});
export type Bedieningszijde = ValueOf<typeof Bedieningszijde>;

export const CassetteType = graphqlEnum('CassetteType', 'How much of the roll a cover hides.', {
  OPEN: ['open', 'Open system: the roll is visible (REST: "open").'],
  HALF_CASSETTE: ['half-cassette', 'Half cassette: a cover over the front of the roll (REST: "half-cassette").'],
  FULL_CASSETTE: ['full-cassette', 'Full cassette: the roll is enclosed (REST: "full-cassette").'],
});
export type CassetteType = ValueOf<typeof CassetteType>;

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

export const PaymentStatus = graphqlEnum('PaymentStatus', 'Whether an order has been paid.', {
  AWAITING_PAYMENT: ['awaiting_payment', 'The choice of payment method is recorded; the payment has not come in yet.'],
  PAID: ['paid', 'The payment came in.'],
});
export type PaymentStatus = ValueOf<typeof PaymentStatus>;
