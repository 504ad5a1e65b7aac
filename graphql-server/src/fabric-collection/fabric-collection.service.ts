import type { DataSource, Repository } from 'typeorm';
import { assertPriceGroup, parseFabricType } from '../shop/fabric-type';
import { FabricCollectionItem } from './fabric-collection-item.entity';

export enum FabricCollectionSort {
  NAME = 'name',
  PRICE_GROUP = 'price_group',
}

export interface FabricCollectionFilter {
  /** lichtdoorlatend, verduisterend or screen (case and surrounding spaces ignored). */
  fabricType?: string | null;
  /** 1–8. */
  priceGroup?: number | null;
  sort?: FabricCollectionSort | null;
}

export class FabricCollectionService {
  private readonly items: Repository<FabricCollectionItem>;

  constructor(ds: DataSource) {
    this.items = ds.getRepository(FabricCollectionItem);
  }

  /** The public fabric collection, filtered and sorted by name (default) or by price group, then name. */
  async list(filter: FabricCollectionFilter = {}): Promise<FabricCollectionItem[]> {
    const qb = this.items.createQueryBuilder('f');
    if (filter.fabricType != null && filter.fabricType.trim() !== '') {
      qb.andWhere('f.fabric_type = :fabricType', { fabricType: parseFabricType(filter.fabricType) });
    }
    if (filter.priceGroup != null) {
      qb.andWhere('f.price_group = :priceGroup', { priceGroup: assertPriceGroup(filter.priceGroup) });
    }
    if (filter.sort === FabricCollectionSort.PRICE_GROUP) qb.orderBy('f.price_group', 'ASC').addOrderBy('f.name', 'ASC');
    else qb.orderBy('f.name', 'ASC');
    return qb.addOrderBy('f.id', 'ASC').getMany();
  }
}
