// The five requests of the API benchmark, shared by the bench (scripts/bench/api.mjs) and the floor server
// (scripts/bench/floor-server.mjs), which answers exactly these.
export const PRODUCTS = '{ products(first: 100) { nodes { id slug name description price { cents formatted } images category } } }';

export const PRODUCT =
  'query($slug: String!) { product(slug: $slug) { id slug name price { cents formatted } configurator { layout ' +
  'dimensions { key label unit min max step errorText } pricing { mode } minimumPrice { cents formatted } ' +
  'optionGroups { key label role kind required choices { value label availableWhen { group values } } } } } }';

export const PRICE_QUOTE =
  'query($p: ID!, $c: ConfigurationInput!) { priceQuote(productId: $p, configuration: $c) { price { total { cents formatted } } userErrors { code message } } }';

export const CART_LINE_ADD =
  'mutation($cartId: ID!, $i: CartLineAddInput!) { cartLineAdd(cartId: $cartId, input: $i) { cart { itemCount } line { id quantity unitPrice { cents } } userErrors { code message } } }';

export const PRODUCT_SLUG = 'lichtdoorlatend-wit';
export const QUOTE_SLUG = 'blackout-white-roller-blind';
/** Options of the blackout configurator; the width varies per add (40 configurations of up to 99 each per cart). */
export const BLACKOUT_OPTIONS = [
  { key: 'controlType', value: 'metal-chain' },
  { key: 'bottomBar', value: 'covered-both' },
  { key: 'controlSide', value: 'left' },
  { key: 'profileColor', value: 'white' },
  { key: 'mounting', value: 'inside-recess' },
];
export const addWidth = (n) => 40 + (n % 40) * 5;
