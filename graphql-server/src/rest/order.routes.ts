import { Router } from 'express';
import type { Services } from '../services';
import { MAX_PAGE_SIZE } from '../shop/page';
import { requireStaff } from '../staff/access';
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
    requireStaff,
    handle(async (req, res) => {
      const page = await services.orders.list({
        search: queryString(req.query.search),
        status: queryString(req.query.status),
        limit: queryInt(req.query.limit) ?? MAX_PAGE_SIZE,
        offset: queryInt(req.query.offset),
      });
      res.setHeader('X-Total-Count', String(page.totalCount));
      res.json(page.items.map(restOrder));
    }),
  );

  return router;
}
