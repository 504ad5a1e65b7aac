import type { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { keysetPage, MAX_PAGE_SIZE, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../api/connection';
import { likeContains } from '../search/like';
import { texts } from '@lumina/schema';
import { attachment, toCsv } from '../exports/csv';
import type { UserError } from '../api/user-error';
import { FabricSku } from './fabric-sku.entity';
import { FabricSkuSetting, FabricSkuSettingChange } from './fabric-sku-setting-change.entity';

export type FabricSkuErrorCode = 'NOT_FOUND' | 'NOTHING_TO_CHANGE';
export type FabricSkuResult = { fabricSku: FabricSku | null; userErrors: UserError<FabricSkuErrorCode>[] };

export interface FabricSkuSettings {
  visibleOnFrontend?: boolean | null;
  sampleAvailable?: boolean | null;
}

/** SPEC §2/§9 'Export CSV': these columns, this file name. */
export const SKU_CSV_COLUMNS = ['Internal SKU', 'Display Name', 'Product ID', 'Price Group', 'Max Width', 'Cassette Type', 'Supplier', 'Lead Time'] as const;

export function skuCsvFileName(today: Date): string {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' }).format(today);
  return `fabric-sku-export-${date}.csv`;
}

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

  /** The SPEC §9 CSV of every SKU (not a page), in SKU order, with its download file name. */
  async exportCsv(today: Date): Promise<{ fileName: string; disposition: string; csv: string }> {
    const rows = (await this.all()).map((s) => [s.internalSku, s.fabricDisplayName, s.productId, s.priceGroup, s.maxWidthCm, s.cassetteType, s.supplierName, s.leadTimeDays]);
    const fileName = skuCsvFileName(today);
    return { fileName, disposition: attachment(fileName), csv: toCsv(SKU_CSV_COLUMNS, rows) };
  }

  /**
   * Staff 'Settings': Live/Hidden and sample-available. Each setting that really changes is recorded with who
   * and when, in the same transaction; a hidden fabric leaves the shop's fabric collection at once.
   */
  async updateSettings(internalSku: string, settings: FabricSkuSettings, changedBy: string): Promise<FabricSkuResult> {
    const wanted: [FabricSkuSetting, 'visibleOnFrontend' | 'sampleAvailable', boolean][] = [];
    if (typeof settings.visibleOnFrontend === 'boolean') wanted.push([FabricSkuSetting.VISIBLE_ON_FRONTEND, 'visibleOnFrontend', settings.visibleOnFrontend]);
    if (typeof settings.sampleAvailable === 'boolean') wanted.push([FabricSkuSetting.SAMPLE_AVAILABLE, 'sampleAvailable', settings.sampleAvailable]);
    const found = await this.bySku(internalSku);
    if (!found) return { fabricSku: null, userErrors: [{ code: 'NOT_FOUND', field: ['input', 'internalSku'], message: texts.fabricSkus.notFound }] };
    if (wanted.length === 0) {
      return { fabricSku: found, userErrors: [{ code: 'NOTHING_TO_CHANGE', field: ['input'], message: texts.fabricSkus.nothingToChange }] };
    }
    await this.skus.manager.transaction(async (em) => {
      const [row] = (await em.query('SELECT visible_on_frontend, sample_available FROM fabric_sku WHERE internal_sku = $1 FOR UPDATE', [found.internalSku])) as {
        visible_on_frontend: boolean;
        sample_available: boolean;
      }[];
      for (const [setting, property, value] of wanted) {
        if (row[setting] === value) continue;
        await em.getRepository(FabricSku).update({ internalSku: found.internalSku }, { [property]: value });
        await em.getRepository(FabricSkuSettingChange).insert({ internalSku: found.internalSku, setting, value, changedBy });
      }
    });
    return { fabricSku: await this.bySku(found.internalSku), userErrors: [] };
  }

  /** The settings changes of a SKU, oldest first. */
  history(internalSku: string): Promise<FabricSkuSettingChange[]> {
    return this.skus.manager.getRepository(FabricSkuSettingChange).find({ where: { internalSku }, order: { changedAt: 'ASC', id: 'ASC' } });
  }

  /** By internal SKU, case-insensitively ("lum-ld-0101" finds "LUM-LD-0101"); null when unknown. */
  async bySku(internalSku: string): Promise<FabricSku | null> {
    const sku = internalSku.trim();
    if (!sku || sku.length > MAX_SKU_LENGTH) return null;
    return this.skus.createQueryBuilder('s').where('lower(s.internal_sku) = lower(:sku)', { sku }).getOne();
  }
}
