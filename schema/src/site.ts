/**
 * What search engines are told about the shop (issue 22): the public pages that are the same for everyone (the
 * sitemap lists them beside every published product), the paths they should leave alone, and a product's one
 * canonical address. Each page has one address (issue 31, item 9): another address of it answers with a redirect.
 */
import { BRAND } from './brand';

/** The atelier line's page (ARCHITECTURE §6): /{brand-slug}-atelier, i.e. /lumina-atelier. */
export const ATELIER_PATH = `/${BRAND.slug}-atelier` as const;

/**
 * Addresses of pages that live at another (issue 31, item 9): the English twins of Dutch pages, and the home hero's
 * /atelier. The server answers each with a 301 to the page's one address, its query string kept, before anything
 * renders (http/pages.ts); in the app the router replaces it (routes.tsx), and no link of the shop names one.
 */
export const MOVED_PAGES: Readonly<Record<string, string>> = {
  '/about': '/over-ons',
  '/roller-blinds-atelier': ATELIER_PATH,
  '/atelier': ATELIER_PATH,
};

/**
 * Where a page at `pathname` lives when that is another address, else undefined. As the router matches: whatever the
 * case, with or without a slash at the end (/About/ is /about).
 */
export function movedPage(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return Object.hasOwn(MOVED_PAGES, path) ? MOVED_PAGES[path] : undefined;
}

/** The public pages, each at its one address (the addresses of MOVED_PAGES are left out). */
export const PUBLIC_PAGES = [
  '/',
  '/rolgordijnen',
  '/rolgordijnen/soorten',
  '/rolgordijnen/lichtdoorlatend',
  '/rolgordijnen/verduisterend',
  '/products',
  '/fabric-collection',
  ATELIER_PATH,
  '/over-ons',
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

export type PublicPage = (typeof PUBLIC_PAGES)[number];

/**
 * The public pages that show the catalogue — products, their prices and pictures, fabrics: they change when it does
 * (the sitemap's lastmod). The others change only with a new release of the shop.
 */
export const CATALOGUE_PAGES: readonly PublicPage[] = [
  '/rolgordijnen',
  '/rolgordijnen/lichtdoorlatend',
  '/rolgordijnen/verduisterend',
  '/products',
  '/fabric-collection',
  ATELIER_PATH,
];

/**
 * Paths search engines are kept off (robots.txt): the staff screens, an order's and a payment's page, the API. They
 * are never shared by a cache either. The checkout is not among them: its page holds nothing of the visitor's until the
 * browser asks for the cart, so it may be crawled and shared.
 */
export const PRIVATE_PATHS = ['/admin', '/bestelling/', '/betalen/', '/api/', '/graphql'] as const;

/**
 * Pages that must not be listed in search results (`<meta name="robots" content="noindex">` and X-Robots-Tag): the
 * checkout — nothing to land on from a search — and every private path, for an engine that reaches one all the same.
 */
export const NOINDEX_PATHS = ['/checkout', ...PRIVATE_PATHS] as const;

/** Whether `pathname` is one of `paths` or below it: '/admin' covers /admin and /admin/…, '/bestelling/' what follows it. */
export function isUnder(paths: readonly string[], pathname: string): boolean {
  const path = pathname.toLowerCase();
  return paths.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`)));
}

/** A product's canonical address: its configurator (/product/{slug}) when it is made to measure, else /products/{id}. */
export function productPath(product: { id: string | number; slug: string; madeToMeasure: boolean }): string {
  return product.madeToMeasure ? `/product/${encodeURIComponent(product.slug)}` : `/products/${encodeURIComponent(String(product.id))}`;
}
