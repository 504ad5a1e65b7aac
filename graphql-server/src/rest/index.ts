import { Router } from 'express';
import type { Services } from '../services';
import { catalogRoutes } from './catalog.routes';

/** SPEC §7 compatibility paths, each a thin call into the same services the resolvers use. */
export function restRoutes(services: Services): Router {
  const router = Router();
  router.use(catalogRoutes(services));
  return router;
}
