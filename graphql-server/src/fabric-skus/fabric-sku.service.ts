import { isUniqueViolation } from '../db/unique-violation';
import type { DataSource, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { keysetPage, MAX_PAGE_SIZE, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../api/connection';
import { likeContains } from '../search/like';
import { FABRIC_SKU_FORM_CODES, fabricSkuForm, parseForm, texts, type FabricSkuFormValues } from '@lumina/schema';
import { attachment, toCsv } from '../exports/csv';
import { inputErrors, type UserError } from '../api/user-error';
import { FabricSku } from './fabric-sku.entity';
import { FabricSkuSetting, FabricSkuSettingChange } from './fabric-sku-setting-change.entity';
import { FabricSkuChange, FabricSkuChangeAction, type FabricSkuFieldChange } from './fabric-sku-change.entity';
import { planImport, type FabricSkuImportRow } from './fabric-sku-import';

export type FabricSkuErrorCode =
  | 'NOT_FOUND'
  | 'NOTHING_TO_CHANGE'
  | 'DUPLICATE_SKU'
  | (typeof FABRIC_SKU_FORM_CODES)[number]
  | 'CSV_TOO_LARGE'
  | 'CSV_EMPTY'
  | 'CSV_UNREADABLE'
  | 'CSV_MISSING_COLUMN'
  | 'CSV_UNKNOWN_COLUMN'
  | 'ROWS_INVALID';
export type FabricSkuResult = { fabricSku: FabricSku | null; userErrors: UserError<FabricSkuErrorCode>[] };

/** A CSV import's answer: each row, and whether it was written (only when every row is valid). */
export interface FabricSkuImportResult {
  rows: FabricSkuImportRow[];
  imported: boolean;
  userErrors: UserError<FabricSkuErrorCode>[];
}

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

/** The form's fields, in its order, and the entity's property each is stored in. */
const FORM_FIELDS = Object.keys(fabricSkuForm.shape) as (keyof FabricSkuFormValues)[];
const propertyOf = (field: keyof FabricSkuFormValues): keyof FabricSku => (field === 'fabricLine' ? 'productId' : field === 'priceGroup' ? 'ownPriceGroup' : field);

/**
 * A SKU as the form has it (the inverse of `toEntity`), its price group as every screen shows it (`priceGroup`, that
 * of the product made of it): the form and the export say that one, so an unchanged row changes nothing.
 */
export function formValuesOf(sku: FabricSku): FabricSkuFormValues {
  const values = Object.fromEntries(FORM_FIELDS.map((field) => [field, sku[propertyOf(field)]])) as FabricSkuFormValues;
  return { ...values, priceGroup: sku.priceGroup };
}

/** The fields whose value differs between `before` (null: a new SKU) and `after`, as text. */
function fieldChanges(before: FabricSkuFormValues | null, after: FabricSkuFormValues): FabricSkuFieldChange[] {
  return FORM_FIELDS.filter((field) => !before || before[field] !== after[field]).map((field) => ({
    field,
    before: before ? String(before[field]) : null,
    after: String(after[field]),
  }));
}

/** A write the import or the form makes: a new SKU, or new values for an existing one (its SKU as stored). */
export type FabricSkuWrite = { values: FabricSkuFormValues; existing: FabricSku | null };

/** Writes `write` in `em`'s transaction, recording what changed with who and when; false when nothing changed. */
async function applyWrite(em: EntityManager, { values, existing }: FabricSkuWrite, changedBy: string): Promise<boolean> {
  const before = existing ? formValuesOf(existing) : null;
  const stored = { ...values, internalSku: existing?.internalSku ?? values.internalSku };
  const fields = fieldChanges(before, stored);
  if (fields.length === 0) return false;
  const entity = Object.fromEntries(FORM_FIELDS.map((field) => [propertyOf(field), stored[field]])) as Partial<FabricSku>;
  if (existing) await em.getRepository(FabricSku).update({ internalSku: existing.internalSku }, entity);
  else await em.getRepository(FabricSku).insert(entity);
  await em.getRepository(FabricSkuChange).insert({
    internalSku: stored.internalSku,
    action: existing ? FabricSkuChangeAction.UPDATED : FabricSkuChangeAction.CREATED,
    fields,
    changedBy,
  });
  return true;
}

const SKU_ORDER: KeysetKey[] = [{ expr: 's.internal_sku', type: 'text' }];
/**
 * The same order for a search, as an expression no index has (issue 32, item 5): the planner then always finds the
 * matches first (the trigram indexes) and sorts those, instead of walking every SKU in order until it has a page — a
 * plan it picked whenever its estimate of the matches (a guess for LIKE '%…%') came out high. At 100× the data:
 * "pt398" 1.8 ms (3.5 ms walking; 333 ms when the estimate flipped), "lum-vd-04" 18 ms instead of 238 ms, "vd-0"
 * (thousands of matches) 86 ms instead of 124 ms.
 */
const SKU_SEARCH_ORDER: KeysetKey[] = [{ expr: "(s.internal_sku || '')", type: 'text' }];

/**
 * One writer of the fabric SKUs at a time (the form's create and edit, an import): an import plans its rows from the
 * SKUs as they are when it has its turn, so a SKU created or edited meanwhile is neither a clash nor overwritten.
 */
async function oneWriterAtATime(em: EntityManager): Promise<void> {
  await em.query(`SELECT pg_advisory_xact_lock(hashtext('fabric_sku_write'))`);
}

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
    return keysetPage(this.query(filter), filter.search?.trim() ? SKU_SEARCH_ORDER : SKU_ORDER, 'ASC', args);
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

  /**
   * 'Nieuwe stof': a SKU with every field, checked by the form's schema; an internal SKU that exists (in any
   * case) is refused. Recorded with who and when.
   */
  async create(input: unknown, changedBy: string): Promise<FabricSkuResult> {
    const form = parseForm(fabricSkuForm, FABRIC_SKU_FORM_CODES, input);
    if (!form.ok) return { fabricSku: null, userErrors: inputErrors(form.errors) };
    const duplicate = () => ({
      fabricSku: null,
      userErrors: [{ code: 'DUPLICATE_SKU' as const, field: ['input', 'internalSku'], message: texts.fabricSkus.duplicate(form.values.internalSku) }],
    });
    if (await this.bySku(form.values.internalSku)) return duplicate();
    try {
      await this.skus.manager.transaction(async (em) => {
        await oneWriterAtATime(em);
        await applyWrite(em, { values: form.values, existing: null }, changedBy);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return duplicate();
      throw error;
    }
    return { fabricSku: await this.bySku(form.values.internalSku), userErrors: [] };
  }

  /**
   * 'Bewerken': the fields of an existing SKU (found by its internal SKU in any case, which stays as it is); a
   * field left out (null) keeps its value, the rest is checked by the form's schema as a whole. The fields that
   * really change are recorded with who and when.
   */
  async update(input: object & { internalSku?: string | null }, changedBy: string): Promise<FabricSkuResult> {
    const found = await this.bySku(input.internalSku ?? '');
    if (!found) return { fabricSku: null, userErrors: [{ code: 'NOT_FOUND', field: ['input', 'internalSku'], message: texts.fabricSkus.notFound }] };
    const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
    const refused = await this.skus.manager.transaction(async (em) => {
      await oneWriterAtATime(em);
      const [current] = await em.getRepository(FabricSku).find({ where: { internalSku: found.internalSku }, lock: { mode: 'pessimistic_write' } });
      const existing = current ?? found;
      const form = parseForm(fabricSkuForm, FABRIC_SKU_FORM_CODES, { ...formValuesOf(existing), ...given, internalSku: existing.internalSku });
      if (!form.ok) return inputErrors(form.errors);
      await applyWrite(em, { values: form.values, existing }, changedBy);
      return [];
    });
    return { fabricSku: await this.bySku(found.internalSku), userErrors: refused };
  }

  /** 'Importeren', first step: what importing `csv` would do, row by row, writing nothing. */
  async importPreview(csv: string): Promise<FabricSkuImportResult> {
    const plan = planImport(csv, await this.all());
    return { rows: plan.rows, imported: false, userErrors: plan.fileErrors };
  }

  /**
   * 'Importeren': writes every row of `csv` in one transaction, each change recorded with who and when, or
   * nothing at all when the file or any row is not valid (then the rows say why).
   */
  async importCsv(csv: string, changedBy: string): Promise<FabricSkuImportResult> {
    return this.skus.manager.transaction(async (em) => {
      // Reading the SKUs as they are once it has its turn.
      await oneWriterAtATime(em);
      const plan = planImport(csv, await em.getRepository(FabricSku).find());
      const invalid = plan.rows.filter((row) => row.errors.length > 0).length;
      if (plan.fileErrors.length > 0) return { rows: plan.rows, imported: false, userErrors: plan.fileErrors };
      if (invalid > 0) return { rows: plan.rows, imported: false, userErrors: [{ code: 'ROWS_INVALID', field: ['csv'], message: texts.fabricSkus.csvRowsInvalid(invalid) }] };
      for (const write of plan.writes) await applyWrite(em, write, changedBy);
      return { rows: plan.rows, imported: true, userErrors: [] };
    });
  }

  /** The changes of a SKU (created, edited), oldest first. */
  changes(internalSku: string): Promise<FabricSkuChange[]> {
    return this.skus.manager.getRepository(FabricSkuChange).find({ where: { internalSku }, order: { changedAt: 'ASC', id: 'ASC' } });
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
