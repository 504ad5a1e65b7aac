import type { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { Product, type ProductListing } from './product.entity';
import { keysetPage, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../shop/connection';
import { likeContains } from '../shop/like';

export interface ProductFilter {
  category?: string | null;
  search?: string | null;
  listing?: ProductListing | null;
}

/** The "popularity" order of every listing: position, then id. */
const ORDER: KeysetKey[] = [
  { expr: 'p.sort_order', type: 'int' },
  { expr: 'p.id', type: 'int' },
];

const NUMERIC_ID = /^\d{1,9}$/;
const SLUG = /^[a-z0-9-]{1,120}$/i;

/** The shop's products. Only published products ever leave this service. */
export class CatalogService {
  private readonly products: Repository<Product>;

  constructor(ds: DataSource) {
    this.products = ds.getRepository(Product);
  }

  private query(filter: ProductFilter): SelectQueryBuilder<Product> {
    const qb = this.products.createQueryBuilder('p').where('p.is_published = true');
    const category = filter.category?.trim();
    if (category) qb.andWhere('lower(p.category) = lower(:category)', { category });
    if (filter.listing) qb.andWhere('p.listings @> ARRAY[:listing]::text[]', { listing: filter.listing });
    const search = filter.search?.trim();
    if (search) {
      qb.andWhere(
        `(lower(p.name) LIKE :term ESCAPE '\\' OR lower(p.description) LIKE :term ESCAPE '\\' OR lower(p.stofsoort) LIKE :term ESCAPE '\\')`,
        { term: likeContains(search) },
      );
    }
    return qb;
  }

  /** One page of the matching products, in listing order. */
  page(filter: ProductFilter, args: ConnectionArgs): Promise<ConnectionData<Product>> {
    return keysetPage(this.query(filter), ORDER, 'ASC', args);
  }

  /** Every matching product, in listing order (the REST array). */
  list(filter: ProductFilter = {}): Promise<Product[]> {
    const qb = this.query(filter);
    for (const key of ORDER) qb.addOrderBy(key.expr, 'ASC');
    return qb.getMany();
  }

  /** By id ("12"); null when unknown, unpublished or not an id. */
  async byId(id: string): Promise<Product | null> {
    const trimmed = id.trim();
    if (!NUMERIC_ID.test(trimmed)) return null;
    return this.products.findOneBy({ id: Number(trimmed), isPublished: true });
  }

  /** By slug ("lichtdoorlatend-wit"), case-insensitively; null when unknown or unpublished. */
  async bySlug(slug: string): Promise<Product | null> {
    const trimmed = slug.trim();
    if (!SLUG.test(trimmed)) return null;
    return this.products.findOneBy({ slug: trimmed.toLowerCase(), isPublished: true });
  }

  /** By id or by slug, as the REST paths (SPEC §7) take either in one place. */
  byKey(key: string): Promise<Product | null> {
    return NUMERIC_ID.test(key.trim()) ? this.byId(key) : this.bySlug(key);
  }
}
