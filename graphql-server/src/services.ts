import type { DataSource } from 'typeorm';
import { CatalogService } from './catalog/catalog.service';
import { CartService } from './cart/cart.service';
import { StaffService } from './staff/staff.service';
import { ContactService } from './contact/contact.service';
import { FabricCollectionService } from './fabric-collection/fabric-collection.service';
import { FabricSkuService } from './fabric-skus/fabric-sku.service';
import { OrderService } from './orders/order.service';

/** Every service, created once per process over one data source. */
export function createServices(ds: DataSource) {
  const catalog = new CatalogService(ds);
  return {
    ds,
    catalog,
    cart: new CartService(ds, catalog),
    staff: new StaffService(ds),
    fabricSkus: new FabricSkuService(ds),
    fabricCollection: new FabricCollectionService(ds),
    orders: new OrderService(ds),
    contact: new ContactService(ds),
  };
}

export type Services = ReturnType<typeof createServices>;
