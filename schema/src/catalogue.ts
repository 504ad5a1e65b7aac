/** The catalogue's closed sets that rules elsewhere depend on (GraphQL name → stored value). */

/** Which of the two lines makes a product; each has its own lead time (the shop facts' delivery terms). */
export const PRODUCT_LINE = { FACTORY: 'factory', ATELIER: 'atelier' } as const;
export type ProductLine = (typeof PRODUCT_LINE)[keyof typeof PRODUCT_LINE];

/** The kind of fabric a product is made of (stofsoort); fabric SKUs have all but semi-transparant. */
export const FABRIC_TYPE = { LICHTDOORLATEND: 'lichtdoorlatend', VERDUISTEREND: 'verduisterend', SEMI_TRANSPARANT: 'semi-transparant', SCREEN: 'screen' } as const;

/** The category a product card shows on the overviews. */
export const CARD_CATEGORY = { BLACKOUT: 'blackout', LIGHT_FILTERING: 'light-filtering', SCREEN: 'screen' } as const;

/** The pages of the shop that list products. */
export const PRODUCT_LISTING = { OVERVIEW: 'overview', LICHTDOORLATEND: 'lichtdoorlatend', VERDUISTEREND: 'verduisterend', TILE_DEMO: 'tile-demo' } as const;

/** How much light passes through a product's fabric, as the shop writes it. */
export const TRANSPARENCY = {
  BLACKOUT: 'Blackout',
  SEMI_BLACKOUT: 'Semi-blackout',
  DIMOUT: 'Dimout',
  LICHTDOORLATEND: 'Lichtdoorlatend',
  SEMI_TRANSPARANT: 'Semi-transparant',
  SCREEN: 'Screen',
} as const;

/** How a blind is operated (bediening). */
export const PRODUCT_CONTROL = { CHAIN: 'chain', MOTOR: 'motor' } as const;
