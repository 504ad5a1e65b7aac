import { Router } from 'express';
import type { Services } from '../services';
import { cartRoutes } from './cart.routes';
import { catalogRoutes } from './catalog.routes';
import { fabricCollectionRoutes } from './fabric-collection.routes';
import { fabricSkuRoutes } from './fabric-sku.routes';
import { orderRoutes } from './order.routes';
import { invoiceRoutes } from '../invoices/invoice.routes';
import { productImageRoutes } from '../product-images/product-image.routes';

/** SPEC §7 compatibility paths, each a thin call into the same services the resolvers use. */
export function restRoutes(services: Services): Router {
  const router = Router();
  router.use(cartRoutes(services));
  router.use(catalogRoutes(services));
  router.use(fabricCollectionRoutes(services));
  router.use(fabricSkuRoutes(services));
  router.use(orderRoutes(services));
  router.use(invoiceRoutes(services));
  router.use(productImageRoutes(services));
  return router;
}
