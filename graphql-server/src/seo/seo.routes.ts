/**
 * For search engines (issue 22): /sitemap.xml lists the public pages and every published product at its canonical
 * address, read from the database each time (an unpublished product is gone at once); /robots.txt keeps them off the
 * staff screens, the checkout, order and payment pages and the API, and names the sitemap. Addresses are absolute, at
 * the shop's own address (services' shopUrl: PUBLIC_BASE_URL, or in development the address the server listens on),
 * whatever Host a request names: both answers may be kept by any cache for an hour, and are the same for everyone.
 */
import { Router } from 'express';
import { PRIVATE_PATHS, productPath, PUBLIC_PAGES } from '@lumina/schema';
import type { Services } from '../services';
import { handle } from '../rest/http-error';

/** Search engines may keep them an hour. */
const CACHE = 'public, max-age=3600';

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function seoRoutes(services: Services): Router {
  const router = Router();
  const base = services.shopUrl;

  router.get(
    '/sitemap.xml',
    handle(async (_req, res) => {
      const products = (await services.ds.query(
        `SELECT id, slug, configurator IS NOT NULL AS "madeToMeasure" FROM product WHERE is_published ORDER BY sort_order, id`,
      )) as { id: number; slug: string; madeToMeasure: boolean }[];
      const urls = [...PUBLIC_PAGES, ...products.map(productPath)].map((path) => `  <url><loc>${xmlEscape(base + path)}</loc></url>`);
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
