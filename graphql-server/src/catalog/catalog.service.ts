import { In, type DataSource, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { Product, ProductSort, type ProductControl, type ProductLine, type ProductListing, type Transparency } from './product.entity';
import { keysetPage, memoryPage, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../api/connection';
import type { FabricType } from './fabric-type';
import type { ProductFabric } from './product-fabric.type';
import { fold, foldedContains } from '../search/fold';
import { some } from '../search/filter-list';
import { GUARDRAILS } from '../guardrails';
import type { ChangeFeed } from '../changes/change-feed';
import { PreparedCatalogue, type CatalogueSnapshot } from './prepared-catalogue';

export interface ProductFilter {
  category?: string | null;
  search?: string | null;
  listing?: ProductListing | null;
  line?: ProductLine | null;
  /** Any of these colour names (case- and accent-insensitive). */
  colors?: readonly string[] | null;
  transparencies?: readonly Transparency[] | null;
  fabricTypes?: readonly FabricType[] | null;
  controls?: readonly ProductControl[] | null;
}

/** A sort key, in SQL and of a product held in memory (the prepared catalogue). */
type ProductKey = KeysetKey & { of: (p: Product) => number };
const SORT_ORDER: ProductKey = { expr: 'p.sort_order', type: 'int', of: (p) => p.sortOrder };
const PRICE: ProductKey = { expr: 'p.price_cents', type: 'int', of: (p) => p.priceCents };
const ID: ProductKey = { expr: 'p.id', type: 'int', of: (p) => p.id };

/** Each sort as keyset keys (the last unique) and their direction. */
const ORDERS: Record<ProductSort, { keys: ProductKey[]; direction: 'ASC' | 'DESC' }> = {
  [ProductSort.POPULARITY]: { keys: [SORT_ORDER, ID], direction: 'ASC' },
  [ProductSort.PRICE_ASC]: { keys: [PRICE, ID], direction: 'ASC' },
  [ProductSort.PRICE_DESC]: { keys: [PRICE, ID], direction: 'DESC' },
};

/**
 * What a filter asks of a product, as SQL conditions beside "published", one per filter given. None: the filter leaves
 * every published product in, which the prepared catalogue answers by itself.
 */
function conditions(filter: ProductFilter): [string, Record<string, unknown>][] {
  const out: [string, Record<string, unknown>][] = [];
  const category = filter.category?.trim();
  if (category) out.push(['lower(p.category) = lower(:category)', { category }]);
  if (filter.listing) out.push(['p.listings @> ARRAY[:listing]::text[]', { listing: filter.listing }]);
  if (filter.line) out.push(['p.line = :line', { line: filter.line }]);
  if (some(filter.colors)) {
    out.push([
      `EXISTS (SELECT 1 FROM jsonb_array_elements(p.colors) AS c WHERE shop_fold(c->>'name') = ANY(:colors))`,
      { colors: filter.colors.map((c) => fold(c.trim())) },
    ]);
  }
  if (some(filter.transparencies)) out.push(['p.transparency = ANY(:transparencies)', { transparencies: [...filter.transparencies] }]);
  if (some(filter.fabricTypes)) out.push(['p.fabric_type = ANY(:fabricTypes)', { fabricTypes: [...filter.fabricTypes] }]);
  if (some(filter.controls)) out.push(['p.controls && CAST(:controls AS text[])', { controls: [...filter.controls] }]);
  const search = filter.search?.trim();
  if (search) {
    out.push([
      `(shop_fold(p.name) LIKE :term ESCAPE '\\' OR shop_fold(p.description) LIKE :term ESCAPE '\\' OR shop_fold(p.fabric_type) LIKE :term ESCAPE '\\')`,
      { term: foldedContains(search) },
    ]);
  }
  return out;
}

const unfiltered = (filter: ProductFilter): boolean => conditions(filter).length === 0;

const NUMERIC_ID = /^\d{1,9}$/;

/** A product id as a number ("12" → 12), or null when it cannot be one. */
export function productIdOf(id: unknown): number | null {
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : '';
  return NUMERIC_ID.test(text) ? Number(text) : null;
}
const SLUG = /^[a-z0-9-]{1,120}$/i;

/** The shop's products. Only published products ever leave this service. */
export class CatalogService {
  private readonly products: Repository<Product>;
  private prepared: PreparedCatalogue | undefined;

  constructor(ds: DataSource) {
    this.products = ds.getRepository(Product);
  }

  /**
   * From now on the public reads of the catalogue as it is are answered from the published catalogue held in this
   * process (prepared-catalogue.ts), cleared whenever `changes` says what the shop shows changed (in any process).
   * Answers the stop.
   */
  prepare(changes: ChangeFeed): () => void {
    const prepared = new PreparedCatalogue({
      load: (limit) => this.products.find({ where: { isPublished: true }, order: { sortOrder: 'ASC', id: 'ASC' }, take: limit }),
      seconds: GUARDRAILS.catalogue.seconds,
      maxProducts: GUARDRAILS.catalogue.maxProducts,
    });
    this.prepared = prepared;
    const unsubscribe = changes.subscribe('pages', () => prepared.clear());
    return () => {
      unsubscribe();
      if (this.prepared === prepared) this.prepared = undefined;
    };
  }

  /** The prepared catalogue, when this process holds one (null: query). */
  private held(): Promise<CatalogueSnapshot | null> {
    return this.prepared ? this.prepared.get() : Promise.resolve(null);
  }

  private query(filter: ProductFilter): SelectQueryBuilder<Product> {
    const qb = this.products.createQueryBuilder('p').where('p.is_published = true');
    for (const [condition, parameters] of conditions(filter)) qb.andWhere(condition, parameters);
    return qb;
  }

  /** One page of the matching products, in the given order (default: popularity). */
  async page(filter: ProductFilter, args: ConnectionArgs, sort: ProductSort = ProductSort.POPULARITY): Promise<ConnectionData<Product>> {
    const { keys, direction } = ORDERS[sort];
    const held = unfiltered(filter) ? await this.held() : null;
    return held ? memoryPage(held.products, keys, direction, args) : keysetPage(this.query(filter), keys, direction, args);
  }

  /** The lowest price of all matching products (a listing's "vanaf" price), in cents; null when none match. */
  async lowestPriceCents(filter: ProductFilter): Promise<number | null> {
    const row = await this.query(filter).select('min(p.price_cents)::int', 'cents').getRawOne<{ cents: number | null }>();
    return row?.cents ?? null;
  }

  /** Every matching product, in listing order (the REST array). */
  async list(filter: ProductFilter = {}): Promise<Product[]> {
    const held = unfiltered(filter) ? await this.held() : null;
    if (held) return [...held.products];
    const qb = this.query(filter);
    const { keys, direction } = ORDERS[ProductSort.POPULARITY];
    for (const key of keys) qb.addOrderBy(key.expr, direction);
    return qb.getMany();
  }

  /** By id ("12"); null when unknown, unpublished or not an id. */
  async byId(id: string): Promise<Product | null> {
    const trimmed = id.trim();
    return NUMERIC_ID.test(trimmed) ? this.published(Number(trimmed)) : null;
  }

  /** A published product by its id; null when unknown or unpublished. */
  async published(id: number): Promise<Product | null> {
    const held = await this.held();
    if (held) return held.byId.get(id) ?? null;
    return this.products.findOneBy({ id, isPublished: true });
  }

  /**
   * Published products by id, in one query (ids that are unknown or unpublished are missing from the map).
   * Inside a transaction pass its manager: a second pool connection per transaction can exhaust the pool.
   */
  async byIds(ids: readonly number[], em?: EntityManager): Promise<Map<number, Product>> {
    if (ids.length === 0) return new Map();
    const repo = em ? em.getRepository(Product) : this.products;
    const found = await repo.findBy({ id: In([...new Set(ids)]), isPublished: true });
    return new Map(found.map((p) => [p.id, p]));
  }

  /**
   * By slug ("lichtdoorlatend-wit"), case-insensitively, or by a slug it had (staff renamed it: the old link
   * keeps working, and the product answers with its current slug); null when unknown or unpublished.
   */
  async bySlug(slug: string): Promise<Product | null> {
    const trimmed = slug.trim().toLowerCase();
    if (!SLUG.test(trimmed)) return null;
    const held = await this.held();
    const product = held ? held.bySlug.get(trimmed) : await this.products.findOneBy({ slug: trimmed, isPublished: true });
    if (product) return product;
    const [redirect] = (await this.products.manager.query('SELECT product_id FROM product_slug_redirect WHERE slug = $1', [trimmed])) as { product_id: number }[];
    return redirect ? this.published(redirect.product_id) : null;
  }

  /**
   * The fabric each colour of a product is made in (its fabric SKUs), by the name the fabric collection gives it, in
   * the order of the product's colours; a SKU the database does not hold is left out.
   */
  async fabricsOf(product: Product): Promise<ProductFabric[]> {
    const skus = Object.entries(product.fabricSkus ?? {});
    if (skus.length === 0) return [];
    const rows = (await this.products.manager.query(
      `SELECT s.internal_sku AS sku, coalesce(c.name, s.display_name) AS name
       FROM fabric_sku s LEFT JOIN fabric_collection_item c ON c.internal_code = s.internal_sku
       WHERE s.internal_sku = ANY($1)`,
      [skus.map(([, sku]) => sku)],
    )) as { sku: string; name: string }[];
    const names = new Map(rows.map((r) => [r.sku, r.name]));
    const order = (colour: string) => product.colors.findIndex((c) => c.name === colour);
    return skus
      .filter(([, sku]) => names.has(sku))
      .sort(([a], [b]) => order(a) - order(b))
      .map(([colour, sku]) => ({ color: colour === '' ? null : colour, name: names.get(sku)! }));
  }

  /** By id or by slug, as the REST paths (SPEC §7) take either in one place. */
  byKey(key: string): Promise<Product | null> {
    return NUMERIC_ID.test(key.trim()) ? this.byId(key) : this.bySlug(key);
  }
}
