import { Router } from 'express';
import { texts } from '@lumina/schema';
import type { Services } from '../services';
import { requireRole } from '../staff/access';
import { handle } from './http-error';
import { queryString } from './query';
import { restFabricSkuDetail, restFabricSkuListEntry, restFabricSkuSearchResult } from './shapes';

/** Staff SKU database (SPEC §7). `/all`, `/export.csv` and `/search` are registered before `/:internalSku` so they win. */
export function fabricSkuRoutes(services: Services): Router {
  const router = Router();
  router.use('/admin/fabric-sku', requireRole('GET /admin/fabric-sku'));

  router.get(
    '/admin/fabric-sku/all',
    handle(async (_req, res) => {
      const fabrics = await services.fabricSkus.all();
      res.json({ success: true, fabrics: fabrics.map(restFabricSkuListEntry) });
    }),
  );

  // 'Export CSV' (SPEC §9): every SKU, made on the server, as a download named for today (Brussels).
  router.get(
    '/admin/fabric-sku/export.csv',
    handle(async (_req, res) => {
      const file = await services.fabricSkus.exportCsv(new Date());
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', file.disposition);
      res.send(file.csv);
    }),
  );

  router.get(
    '/admin/fabric-sku/search',
    handle(async (req, res) => {
      const q = queryString(req.query.q)?.trim();
      // SPEC §5: a blank query clears the results without asking the database.
      if (!q) return void res.json({ success: true, results: [] });
      res.json({ success: true, results: (await services.fabricSkus.search(q)).map(restFabricSkuSearchResult) });
    }),
  );

  router.get(
    '/admin/fabric-sku/:internalSku',
    handle(async (req, res) => {
      const fabric = await services.fabricSkus.bySku(String(req.params.internalSku));
      if (!fabric) return void res.status(404).json({ success: false, message: texts.rest.fabricNotFound });
      res.json({ success: true, fabric: restFabricSkuDetail(fabric) });
    }),
  );

  return router;
}
