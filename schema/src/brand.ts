/**
 * The brand and the names of the cookies the shop sets: needed at build time by the web app (the logo,
 * the prerendered landing page, the cookie policy) and at run time by the server (the shop facts, the
 * cookies themselves), so they live in the shared contract, once.
 */
export const BRAND = { name: 'Lumina', slug: 'lumina' } as const;

/** The shop's time zone (the atelier in Ghent): its calendar days, delivery dates, invoice dates and promotion periods. */
export const SHOP_TIME_ZONE = 'Europe/Brussels';

export const COOKIES = {
  /** The visitor's cart token. */
  cart: `${BRAND.slug}_cart`,
  /** A staff member's session token. */
  staff: `${BRAND.slug}_staff`,
} as const;
