import { In, type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { keysetPage, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../api/connection';
import { assertPriceGroup, type FabricType } from '../catalog/fabric-type';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { fold } from '../search/fold';
import { some } from '../search/filter-list';
import { Product } from '../catalog/product.entity';
import { FabricCollectionItem } from './fabric-collection-item.entity';

export const FabricCollectionSort = graphqlEnum('FabricCollectionSort', 'Order of the fabric collection.', {
  NAME: ['name', 'By name.'],
  PRICE_GROUP: ['price_group', 'By price group, then name.'],
});
export type FabricCollectionSort = ValueOf<typeof FabricCollectionSort>;

export interface FabricCollectionFilter {
  fabricTypes?: readonly FabricType[] | null;
  /** Each 1–8. */
  priceGroups?: readonly number[] | null;
  /** Colour families (color_tag), case- and accent-insensitive. */
  colors?: readonly string[] | null;
  /** Materials, case- and accent-insensitive. */
  materials?: readonly string[] | null;
}

/** What the collection holds, for the filters: every value in use, sorted. */
export interface FabricCollectionFacetsData {
  fabricTypes: FabricType[];
  priceGroups: number[];
  colors: string[];
  materials: string[];
}

/** A fabric's price group (the product made of it decides; kept by the database, migration FabricGroupKept1732580000000). */
const PRICE_GROUP = 'f.price_group';

const ORDERS: Record<FabricCollectionSort, KeysetKey[]> = {
  [FabricCollectionSort.NAME]: [
    { expr: 'f.name', type: 'text' },
    { expr: 'f.id', type: 'int' },
  ],
  // A fabric whose product has a rate of its own has no group: last.
  [FabricCollectionSort.PRICE_GROUP]: [
    { expr: `coalesce(${PRICE_GROUP}, 2147483647)`, type: 'int' },
    { expr: 'f.name', type: 'text' },
    { expr: 'f.id', type: 'int' },
  ],
};

/** The collection shows a fabric only while its SKU is live (visible_on_frontend); one without a SKU stays. */
const LIVE = 'NOT EXISTS (SELECT 1 FROM fabric_sku s WHERE s.internal_sku = f.internal_code AND NOT s.visible_on_frontend)';

/**
 * For each fabric code: whether its SKU offers a sample, and the published product made of it (`fabric_product`:
 * product.fabric_skus maps a colour to the SKU, "" is a product's only fabric; of several, a made-to-measure one
 * first, then the shop's own order — migration OnePriceGroup1732560001000) with that colour. The same function gives
 * the fabric its price group (`fabric_price_group`), so a fabric opens the product whose group and price it shows.
 */
const MADE_AS = `
  SELECT c.code, coalesce(s.sample_available, false) AS "sampleAvailable", m.id AS "productId",
    (SELECT e.key FROM jsonb_each_text(m.fabric_skus) e WHERE e.value = c.code ORDER BY e.key LIMIT 1) AS colour
  FROM unnest($1::text[]) AS c(code)
  LEFT JOIN fabric_sku s ON s.internal_sku = c.code
  LEFT JOIN product m ON m.id = fabric_product(c.code)`;


interface MadeAsRow {
  code: string;
  sampleAvailable: boolean;
  productId: number | null;
  colour: string | null;
}

export class FabricCollectionService {
  private readonly items: Repository<FabricCollectionItem>;
  private readonly products: Repository<Product>;

  constructor(ds: DataSource) {
    this.items = ds.getRepository(FabricCollectionItem);
    this.products = ds.getRepository(Product);
  }

  /** Fills each fabric's product (and colour) and sample availability: two queries for a whole page. */
  private async withProducts(items: FabricCollectionItem[]): Promise<FabricCollectionItem[]> {
    const rows = (await this.items.query(MADE_AS, [items.map((f) => f.internalCode)])) as MadeAsRow[];
    const ids = [...new Set(rows.flatMap((r) => (r.productId === null ? [] : [r.productId])))];
    const products = new Map((ids.length ? await this.products.findBy({ id: In(ids) }) : []).map((p) => [p.id, p]));
    const byCode = new Map(rows.map((r) => [r.code, r]));
    for (const item of items) {
      const row = byCode.get(item.internalCode);
      const product = row?.productId == null ? undefined : products.get(row.productId);
      // A product's only fabric ("") is made in its only colour.
      const color = row?.colour || (product?.colors.length === 1 ? product.colors[0]!.name : null);
      item.sampleAvailable = row?.sampleAvailable ?? false;
      item.madeAs = product && color ? { product, color } : null;
    }
    return items;
  }

  private query(filter: FabricCollectionFilter): SelectQueryBuilder<FabricCollectionItem> {
    // A fabric staff set to Hidden in the SKU database is not in the collection.
    const qb = this.items.createQueryBuilder('f').where(LIVE);
    if (some(filter.fabricTypes)) qb.andWhere('f.fabric_type = ANY(:fabricTypes)', { fabricTypes: [...filter.fabricTypes] });
    if (some(filter.priceGroups)) qb.andWhere(`${PRICE_GROUP} = ANY(:priceGroups)`, { priceGroups: filter.priceGroups.map(assertPriceGroup) });
    if (some(filter.colors)) qb.andWhere('shop_fold(f.color_tag) = ANY(:colors)', { colors: filter.colors.map(fold) });
    if (some(filter.materials)) qb.andWhere('shop_fold(f.material) = ANY(:materials)', { materials: filter.materials.map(fold) });
    return qb;
  }

  /** Every fabric type, price group, colour and material in use (the filters offer only what exists). */
  async facets(): Promise<FabricCollectionFacetsData> {
    const [row] = (await this.items.query(`
      SELECT
        coalesce(array_agg(DISTINCT fabric_type ORDER BY fabric_type), '{}') AS "fabricTypes",
        coalesce(array_agg(DISTINCT price_group ORDER BY price_group) FILTER (WHERE price_group IS NOT NULL), '{}') AS "priceGroups",
        coalesce(array_agg(DISTINCT color_tag ORDER BY color_tag), '{}') AS "colors",
        coalesce(array_agg(DISTINCT material ORDER BY material), '{}') AS "materials"
      FROM fabric_collection_item f WHERE ${LIVE}`)) as [FabricCollectionFacetsData];
    return row;
  }

  /** One page of the collection, by name (default) or by price group, then name. */
  async page(filter: FabricCollectionFilter, sort: FabricCollectionSort, args: ConnectionArgs): Promise<ConnectionData<FabricCollectionItem>> {
    const page = await keysetPage(this.query(filter), ORDERS[sort], 'ASC', args);
    await this.withProducts(page.nodes);
    return page;
  }

  /** The whole collection by name, each with the product made of it (the REST array). */
  async all(): Promise<FabricCollectionItem[]> {
    const qb = this.query({});
    for (const key of ORDERS[FabricCollectionSort.NAME]) qb.addOrderBy(key.expr, 'ASC');
    return this.withProducts(await qb.getMany());
  }
}
