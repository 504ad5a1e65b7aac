import type { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { keysetPage, MAX_PAGE_SIZE, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../shop/connection';
import { likeContains } from '../shop/like';
import { FabricSku } from './fabric-sku.entity';

export interface FabricSkuFilter {
  /** Case-insensitive part of the internal SKU, fabric line (product id) or manufacturer code. Blank means all. */
  search?: string | null;
}

const MAX_SKU_LENGTH = 64;
const SKU_ORDER: KeysetKey[] = [{ expr: 's.internal_sku', type: 'text' }];

export class FabricSkuService {
  private readonly skus: Repository<FabricSku>;

  constructor(ds: DataSource) {
    this.skus = ds.getRepository(FabricSku);
  }

  private query(filter: FabricSkuFilter): SelectQueryBuilder<FabricSku> {
    const qb = this.skus.createQueryBuilder('s');
    const search = filter.search?.trim();
    if (search) {
      qb.where(
        `(lower(s.internal_sku) LIKE :term ESCAPE '\\' OR lower(s.product_id) LIKE :term ESCAPE '\\' OR lower(s.manufacturer_code) LIKE :term ESCAPE '\\')`,
        { term: likeContains(search) },
      );
    }
    return qb;
  }

  /** One page of SKUs in SKU order, filtered by the search term. */
  page(filter: FabricSkuFilter, args: ConnectionArgs): Promise<ConnectionData<FabricSku>> {
    return keysetPage(this.query(filter), SKU_ORDER, 'ASC', args);
  }

  /** The first 100 matches in SKU order (the REST search). */
  async search(term: string): Promise<FabricSku[]> {
    return (await this.page({ search: term }, { first: MAX_PAGE_SIZE })).nodes;
  }

  /** Every SKU, in SKU order (the staff overview and its CSV export). */
  all(): Promise<FabricSku[]> {
    return this.query({}).orderBy('s.internal_sku', 'ASC').getMany();
  }

  /** By internal SKU, case-insensitively ("lum-ld-0101" finds "LUM-LD-0101"); null when unknown. */
  async bySku(internalSku: string): Promise<FabricSku | null> {
    const sku = internalSku.trim();
    if (!sku || sku.length > MAX_SKU_LENGTH) return null;
    return this.skus.createQueryBuilder('s').where('lower(s.internal_sku) = lower(:sku)', { sku }).getOne();
  }
}
