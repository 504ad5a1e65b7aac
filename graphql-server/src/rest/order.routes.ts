import { Router } from 'express';
import type { Services } from '../services';
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
      const { orders, totalCount } = await services.orders.window({
        search: queryString(req.query.search),
        status: queryString(req.query.status),
        limit: queryInt(req.query.limit),
        offset: queryInt(req.query.offset),
      });
      res.setHeader('X-Total-Count', String(totalCount));
      res.json(orders.map(restOrder));
    }),
  );

  return router;
}
