/**
 * For search engines (issue 22): /sitemap.xml lists the public pages and every published product at its canonical
 * address, read from the database each time (an unpublished product is gone at once); /robots.txt keeps them off the
 * staff screens, order and payment pages and the API, and names the sitemap. Addresses are absolute, at
 * the shop's own address (services' shopUrl: PUBLIC_BASE_URL, or in development the address the server listens on),
 * whatever Host a request names: both answers may be kept by any cache for an hour, and are the same for everyone.
 *
 * Each address says when it last changed (<lastmod>, issue 31 item 9), from what changed it: a product's page when the
 * product last changed (product.updated_at, which the database keeps) or a review of it was moderated; a page that
 * shows the catalogue when any product or fabric last changed, or the shop was built if that is later; every other
 * page when the shop was built (its words are the code's). Never the time of the request: a date that moves without
 * the page is one a search engine learns to ignore.
 */
import { Router } from 'express';
import { CATALOGUE_PAGES, PRIVATE_PATHS, productPath, PUBLIC_PAGES } from '@lumina/schema';
import type { Services } from '../services';
import { handle } from '../rest/http-error';

/** Search engines may keep them an hour. */
const CACHE = 'public, max-age=3600';

export interface SeoOptions {
  /** When the shop's pages were built (the web build's index.html); without it a page that is only code has no lastmod. */
  builtAt?: Date;
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** W3C Datetime to the second, in UTC ("2026-03-01T09:30:00Z"), as sitemaps take it. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The later of two dates, either of which may be unknown. */
const later = (a: Date | null | undefined, b: Date | null | undefined): Date | undefined => (a && b ? (a > b ? a : b) : (a ?? b ?? undefined));

const url = (loc: string, lastmod: Date | undefined) =>
  `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</url>`;

export function seoRoutes(services: Services, options: SeoOptions = {}): Router {
  const router = Router();
  const base = services.shopUrl;
  const catalogue = new Set<string>(CATALOGUE_PAGES);

  router.get(
    '/sitemap.xml',
    handle(async (_req, res) => {
      const products = (await services.ds.query(
        `SELECT p.id, p.slug, p.configurator IS NOT NULL AS "madeToMeasure",
                GREATEST(p.updated_at, (SELECT max(r.moderated_at) FROM review r WHERE r.product_id = p.id)) AS "changedAt"
           FROM product p WHERE p.is_published ORDER BY p.sort_order, p.id`,
      )) as { id: number; slug: string; madeToMeasure: boolean; changedAt: Date }[];
      // Any product, published or not (unpublishing one changes the lists too), and the fabrics the collection shows.
      const [{ catalogueChangedAt }] = (await services.ds.query(
        `SELECT GREATEST(
           (SELECT max(updated_at) FROM product),
           (SELECT max(changed_at) FROM fabric_sku_change),
           (SELECT max(changed_at) FROM fabric_sku_setting_change)
         ) AS "catalogueChangedAt"`,
      )) as [{ catalogueChangedAt: Date | null }];
      const urls = [
        ...PUBLIC_PAGES.map((path) => url(base + path, catalogue.has(path) ? later(options.builtAt, catalogueChangedAt) : options.builtAt)),
        ...products.map((product) => url(base + productPath(product), product.changedAt)),
      ];
      res.setHeader('Cache-Control', CACHE);
      res.type('application/xml').send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
    }),
  );

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.type('text/plain').send(['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n'));
  });

  return router;
}
