import { Router } from 'express';
import type { Services } from '../services';
import { handle } from './http-error';
import { restFabricCollectionItem } from './shapes';

export function fabricCollectionRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/fabric-collection',
    handle(async (_req, res) => {
      const items = await services.fabricCollection.all();
      res.json(items.map(restFabricCollectionItem));
    }),
  );

  return router;
}
