import { Router } from 'express';
import { texts } from '@lumina/schema';
import { fabricatorExport, fabricatorExportCsv } from '../orders/fabricator-export';
import { attachment } from '../exports/csv';
import type { Services } from '../services';
import { requireRole, staffMay, staffOf } from '../staff/access';
import { mayUse } from '../staff/permissions';
import { handle } from './http-error';
import { queryInt, queryString } from './query';
import { restOrder } from './shapes';

/**
 * GET /api/orders answers the SPEC §3 array, newest first. Optional `search`, `status`, `limit` (default and
 * maximum 100) and `offset` narrow it; `X-Total-Count` carries the number of matches over all pages.
 */
export function orderRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/orders',
    requireRole('GET /api/orders'),
    handle(async (req, res) => {
      const { orders, totalCount } = await services.orders.window({
        search: queryString(req.query.search),
        searchManufacturerCodes: staffMay(res, 'OrderItem.manufacturerCode'),
        status: queryString(req.query.status),
        limit: queryInt(req.query.limit),
        offset: queryInt(req.query.offset),
      });
      res.setHeader('X-Total-Count', String(totalCount));
      const role = staffOf(res)!.role;
      res.json(orders.map((order) => restOrder(order, (field) => mayUse(role, field))));
    }),
  );

  // 'Export Data': the fabricator export of one order, CSV for the atelier and JSON for machines.
  router.get(
    /^\/admin\/orders\/([^/]+)\/fabricator-export\.(csv|json)$/,
    requireRole('GET /admin/orders/:id/fabricator-export'),
    handle(async (req, res) => {
      // Express has decoded the captured id already.
      const [id, format] = [String(req.params[0]), String(req.params[1])];
      const order = await services.orders.byId(id);
      if (!order) return void res.status(404).json({ message: texts.orders.notFound });
      const fileName = `fabricator-export-${order.id}.${format}`;
      res.setHeader('Content-Disposition', attachment(fileName));
      if (format === 'csv') {
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        return void res.send(fabricatorExportCsv(order));
      }
      res.json(fabricatorExport(order));
    }),
  );

  return router;
}
