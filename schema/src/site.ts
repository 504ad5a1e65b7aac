/**
 * What search engines are told about the shop (issue 22): the public pages that are the same for everyone (the
 * sitemap lists them beside every published product), the paths they should leave alone, and a product's one
 * canonical address.
 */

/** The public pages, each at its one address (aliases such as /over-ons are left out). */
export const PUBLIC_PAGES = [
  '/',
  '/rolgordijnen',
  '/rolgordijnen/soorten',
  '/rolgordijnen/lichtdoorlatend',
  '/rolgordijnen/verduisterend',
  '/products',
  '/fabric-collection',
  '/roller-blinds-atelier',
  '/about',
  '/contact',
  '/meetinstructies',
  '/montage',
  '/shipping',
  '/warranty',
  '/returns',
  '/algemene-voorwaarden',
  '/privacybeleid',
  '/cookiebeleid',
] as const;

/**
 * Paths for no index: the staff screens, an order's and a payment's page, the API. The checkout is not among them:
 * its page holds nothing of the visitor's until the browser asks for the cart, so it may be crawled and shared.
 */
export const PRIVATE_PATHS = ['/admin', '/bestelling/', '/betalen/', '/api/', '/graphql'] as const;

/** A product's canonical address: its configurator (/product/{slug}) when it is made to measure, else /products/{id}. */
export function productPath(product: { id: string | number; slug: string; madeToMeasure: boolean }): string {
  return product.madeToMeasure ? `/product/${encodeURIComponent(product.slug)}` : `/products/${encodeURIComponent(String(product.id))}`;
}
