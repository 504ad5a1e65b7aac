import type { DataSource, Repository } from 'typeorm';
import { Product } from './product.entity';
import { likeContains } from '../shop/like';

export interface ProductFilter {
  category?: string | null;
  search?: string | null;
  listing?: string | null;
  /** Staff and seed checks may include unpublished products; the shop never does. */
  includeUnpublished?: boolean;
}


export class CatalogService {
  private readonly products: Repository<Product>;

  constructor(ds: DataSource) {
    this.products = ds.getRepository(Product);
  }

  async list(filter: ProductFilter = {}): Promise<Product[]> {
    const qb = this.products.createQueryBuilder('p');
    if (!filter.includeUnpublished) qb.andWhere('p.is_published = true');
    const category = filter.category?.trim();
    if (category) qb.andWhere('lower(p.category) = lower(:category)', { category });
    const listing = filter.listing?.trim();
    if (listing) qb.andWhere('p.listings @> ARRAY[:listing]::text[]', { listing });
    const search = filter.search?.trim();
    if (search) {
      qb.andWhere(
        `(lower(p.name) LIKE :term ESCAPE '\\' OR lower(p.description) LIKE :term ESCAPE '\\' OR lower(p.stofsoort) LIKE :term ESCAPE '\\')`,
        { term: likeContains(search) },
      );
    }
    return qb.orderBy('p.sort_order', 'ASC').addOrderBy('p.id', 'ASC').getMany();
  }

  /** By numeric id or by slug ("lichtdoorlatend-wit"); null when unknown. */
  async byKey(key: string, options: { includeUnpublished?: boolean } = {}): Promise<Product | null> {
    const trimmed = key.trim();
    let product: Product | null = null;
    if (/^\d{1,9}$/.test(trimmed)) product = await this.products.findOneBy({ id: Number(trimmed) });
    else if (/^[a-z0-9-]{1,120}$/i.test(trimmed)) product = await this.products.findOneBy({ slug: trimmed.toLowerCase() });
    if (product && !product.isPublished && !options.includeUnpublished) return null;
    return product;
  }
}
