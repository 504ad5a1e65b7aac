import type { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { keysetPage, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../shop/connection';
import { assertPriceGroup, type FabricType } from '../shop/fabric-type';
import { graphqlEnum, type ValueOf } from '../shop/graphql-enum';
import { FabricCollectionItem } from './fabric-collection-item.entity';

export const FabricCollectionSort = graphqlEnum('FabricCollectionSort', 'Order of the fabric collection.', {
  NAME: ['name', 'By name.'],
  PRICE_GROUP: ['price_group', 'By price group, then name.'],
});
export type FabricCollectionSort = ValueOf<typeof FabricCollectionSort>;

export interface FabricCollectionFilter {
  fabricType?: FabricType | null;
  /** 1–8. */
  priceGroup?: number | null;
}

const ORDERS: Record<FabricCollectionSort, KeysetKey[]> = {
  [FabricCollectionSort.NAME]: [
    { expr: 'f.name', type: 'text' },
    { expr: 'f.id', type: 'int' },
  ],
  [FabricCollectionSort.PRICE_GROUP]: [
    { expr: 'f.price_group', type: 'int' },
    { expr: 'f.name', type: 'text' },
    { expr: 'f.id', type: 'int' },
  ],
};

export class FabricCollectionService {
  private readonly items: Repository<FabricCollectionItem>;

  constructor(ds: DataSource) {
    this.items = ds.getRepository(FabricCollectionItem);
  }

  private query(filter: FabricCollectionFilter): SelectQueryBuilder<FabricCollectionItem> {
    const qb = this.items.createQueryBuilder('f');
    if (filter.fabricType) qb.andWhere('f.fabric_type = :fabricType', { fabricType: filter.fabricType });
    if (filter.priceGroup != null) qb.andWhere('f.price_group = :priceGroup', { priceGroup: assertPriceGroup(filter.priceGroup) });
    return qb;
  }

  /** One page of the collection, by name (default) or by price group, then name. */
  page(filter: FabricCollectionFilter, sort: FabricCollectionSort, args: ConnectionArgs): Promise<ConnectionData<FabricCollectionItem>> {
    return keysetPage(this.query(filter), ORDERS[sort], 'ASC', args);
  }

  /** The whole collection by name (the REST array). */
  all(): Promise<FabricCollectionItem[]> {
    const qb = this.query({});
    for (const key of ORDERS[FabricCollectionSort.NAME]) qb.addOrderBy(key.expr, 'ASC');
    return qb.getMany();
  }
}
