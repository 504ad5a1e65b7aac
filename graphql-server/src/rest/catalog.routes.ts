import { Router } from 'express';
import { texts } from '@lumina/schema';
import type { Services } from '../services';
import { handle, HttpError } from './http-error';
import { queryString } from './query';
import { restProduct } from './shapes';

export function catalogRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/products',
    handle(async (req, res) => {
      const products = await services.catalog.list({
        category: queryString(req.query.category),
        search: queryString(req.query.search),
      });
      res.json(products.map(restProduct));
    }),
  );

  router.get(
    '/api/products/:id',
    handle(async (req, res) => {
      const product = await services.catalog.byKey(String(req.params.id));
      if (!product) throw new HttpError(404, texts.rest.productNotFound);
      res.json(restProduct(product));
    }),
  );

  return router;
}
