/** The catalogue's closed sets that rules elsewhere depend on (GraphQL name → stored value). */

/** Which of the two lines makes a product; each has its own lead time (the shop facts' delivery terms). */
export const PRODUCT_LINE = { FACTORY: 'factory', ATELIER: 'atelier' } as const;
export type ProductLine = (typeof PRODUCT_LINE)[keyof typeof PRODUCT_LINE];
