import type { DataSource } from 'typeorm';
import { CatalogService } from './catalog/catalog.service';

/** Every service, created once per process over one data source. */
export function createServices(ds: DataSource) {
  return {
    ds,
    catalog: new CatalogService(ds),
  };
}

export type Services = ReturnType<typeof createServices>;
