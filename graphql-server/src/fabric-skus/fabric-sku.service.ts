import type { DataSource, Repository } from 'typeorm';
import { likeContains } from '../shop/like';
import { pageWindow, toPage, type PageInput, type PageResult } from '../shop/page';
import { FabricSku } from './fabric-sku.entity';

export interface FabricSkuFilter extends PageInput {
  /** Case-insensitive part of the internal SKU, product id or manufacturer code. Blank means all. */
  search?: string | null;
}

const MAX_SKU_LENGTH = 64;

export class FabricSkuService {
  private readonly skus: Repository<FabricSku>;

  constructor(ds: DataSource) {
    this.skus = ds.getRepository(FabricSku);
  }

  /** One page of SKUs in SKU order, filtered by the search term. */
  async list(filter: FabricSkuFilter = {}): Promise<PageResult<FabricSku>> {
    const window = pageWindow(filter);
    const qb = this.skus.createQueryBuilder('s');
    const search = filter.search?.trim();
    if (search) {
      qb.where(
        `(lower(s.internal_sku) LIKE :term ESCAPE '\\' OR lower(s.product_id) LIKE :term ESCAPE '\\' OR lower(s.manufacturer_code) LIKE :term ESCAPE '\\')`,
        { term: likeContains(search) },
      );
    }
    const [items, total] = await qb
      .orderBy('s.internal_sku', 'ASC')
      .offset(window.offset)
      .limit(window.limit)
      .getManyAndCount();
    return toPage(items, total, window);
  }

  /** Every SKU, in SKU order (the staff overview and its CSV export). */
  all(): Promise<FabricSku[]> {
    return this.skus.createQueryBuilder('s').orderBy('s.internal_sku', 'ASC').getMany();
  }

  /** By internal SKU, case-insensitively ("lum-ld-0101" finds "LUM-LD-0101"); null when unknown. */
  async bySku(internalSku: string): Promise<FabricSku | null> {
    const sku = internalSku.trim();
    if (!sku || sku.length > MAX_SKU_LENGTH) return null;
    return this.skus.createQueryBuilder('s').where('lower(s.internal_sku) = lower(:sku)', { sku }).getOne();
  }
}
