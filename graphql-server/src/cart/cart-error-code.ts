import { CONFIGURATION_ERROR_CODES } from '@lumina/schema';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';

export const CartErrorCode = graphqlEnum('CartErrorCode', 'Why a cart change or a price quote was refused.', {
  CART_NOT_FOUND: 'The cartId matches no cart (unknown, malformed or expired). Nothing was changed; create a cart with cartCreate.',
  PRODUCT_NOT_FOUND: 'The productId matches no published product.',
  LINE_NOT_FOUND: 'The line id is not a line of this cart.',
  INVALID_QUANTITY: 'The quantity is not a whole number from 1 to 99, or would exceed 99 for one configuration.',
  CART_FULL: 'The cart already holds 50 different lines (or cartCreate was given more than 50).',
  CART_BUSY: 'Too many changes to this cart at once; nothing was changed. Retry in a moment (REST answers 409 with Retry-After).',
  REQUIRED: 'A dimension or a required option is missing.',
  NOT_A_NUMBER: 'A dimension is not a number.',
  NOT_AN_INTEGER: 'A dimension is not a whole number of its unit.',
  OUT_OF_RANGE: "A dimension is outside the product's limits (the message is the product's own text).",
  UNKNOWN_OPTION: 'An option key the product does not have.',
  INVALID_CHOICE: 'A value the option, colour or light filter does not offer (or not with the other choices).',
  TOO_LONG: 'A text option is longer than allowed.',
  DISCOUNT_CODE_UNKNOWN: 'No promotion has this discount code.',
  DISCOUNT_CODE_UNAVAILABLE: 'The discount code has not begun, has ended or is paused.',
  DISCOUNT_CODE_USED_UP: 'The discount code has no use or budget left.',
  DISCOUNT_CODE_NOT_APPLICABLE: 'The discount code is for none of the products in the cart (or gives free shipping where shipping is free already).',
  DISCOUNT_CODE_MINIMUM_NOT_REACHED: "The cart's lines do not reach the discount code's minimum order amount (the message says how much is missing).",
  UNPRICEABLE: "The product's price rules price this configuration at nothing or less, or beyond what the shop can store; the shop has to correct them (the message asks the shopper to get in touch).",
});
export type CartErrorCode = ValueOf<typeof CartErrorCode>;

// Every configuration error of the price engine is a cart error code (checked when the module loads).
for (const code of CONFIGURATION_ERROR_CODES) {
  if (!Object.values(CartErrorCode).includes(code)) throw new Error(`CartErrorCode lacks the engine's ${code}`);
}
