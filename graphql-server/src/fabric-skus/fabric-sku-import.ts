/**
 * Reading a CSV import of fabric SKUs (issue 20 item 4): csv-parse reads the file (RFC 4180 quoting, a byte-order
 * mark, CRLF or LF), the first row names the columns (FABRIC_SKU_CSV_COLUMNS, any case and order), and each
 * further row is checked by the same form schema as the staff form: an existing SKU's row may leave columns out,
 * which keep their value. Each row answers its number as a spreadsheet shows it (the header is row 1), whether it
 * would create, update or leave a SKU unchanged, and its errors by column. The export's file reads back as
 * itself: its formula guard (a leading apostrophe) is taken off again, so importing it changes nothing.
 */
import { parse } from 'csv-parse/sync';
import { FABRIC_SKU_CSV_COLUMNS, FABRIC_SKU_CSV_LIMITS, FABRIC_SKU_FORM_CODES, fabricSkuForm, parseForm, texts, type FabricSkuFormValues } from '@lumina/schema';
import type { UserError } from '../api/user-error';
import { readCell } from '../exports/csv';
import type { FabricSku } from './fabric-sku.entity';
import { formValuesOf, type FabricSkuErrorCode, type FabricSkuWrite } from './fabric-sku.service';

export type FabricSkuImportAction = 'CREATE' | 'UPDATE' | 'UNCHANGED';

export interface FabricSkuImportRowError {
  column: string;
  code: FabricSkuErrorCode;
  message: string;
}

export interface FabricSkuImportRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  internalSku: string;
  action: FabricSkuImportAction;
  errors: FabricSkuImportRowError[];
}

/** The file read: its rows, or why it cannot be read at all (then no rows). */
export interface FabricSkuImportPlan {
  rows: FabricSkuImportRow[];
  fileErrors: UserError<FabricSkuErrorCode>[];
  /** What to write once every row is valid (the unchanged rows left out). */
  writes: FabricSkuWrite[];
}

type Column = keyof typeof FABRIC_SKU_CSV_COLUMNS;
type FormField = keyof FabricSkuFormValues;
const COLUMNS = Object.keys(FABRIC_SKU_CSV_COLUMNS) as Column[];
const columnOf = (field: string): Column => COLUMNS.find((column) => FABRIC_SKU_CSV_COLUMNS[column] === field) ?? 'Internal SKU';

const fileError = (code: FabricSkuErrorCode, message: string): FabricSkuImportPlan => ({ rows: [], writes: [], fileErrors: [{ code, field: ['csv'], message }] });

/** Reads `csv` against the SKUs there are now (`existing`). */
export function planImport(csv: string, existing: readonly FabricSku[]): FabricSkuImportPlan {
  const limits = FABRIC_SKU_CSV_LIMITS;
  const tooLarge = () => fileError('CSV_TOO_LARGE', texts.fabricSkus.csvTooLarge(Math.floor(limits.maxBytes / 1000), limits.maxRows));
  if (Buffer.byteLength(csv, 'utf8') > limits.maxBytes) return tooLarge();

  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, to_line: limits.maxRows + 2 }) as string[][];
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? ((error as { lines: number }).lines) : 1;
    return fileError('CSV_UNREADABLE', texts.fabricSkus.csvUnreadable(line));
  }
  if (records.length > limits.maxRows + 1) return tooLarge();
  const [header, ...data] = records;
  if (!header || data.length === 0) return fileError('CSV_EMPTY', texts.fabricSkus.csvEmpty);

  // The header: each name a known column, once; 'Internal SKU' there.
  const fields: (FormField | null)[] = [];
  for (const name of header) {
    const column = COLUMNS.find((known) => known.toLowerCase() === name.trim().toLowerCase());
    if (!column) return fileError('CSV_UNKNOWN_COLUMN', texts.fabricSkus.csvUnknownColumn(name.trim(), COLUMNS.join(', ')));
    if (fields.includes(FABRIC_SKU_CSV_COLUMNS[column])) return fileError('CSV_UNKNOWN_COLUMN', texts.fabricSkus.csvDoubleColumn(column));
    fields.push(FABRIC_SKU_CSV_COLUMNS[column]);
  }
  if (!fields.includes('internalSku')) return fileError('CSV_MISSING_COLUMN', texts.fabricSkus.csvMissingColumn('Internal SKU'));

  const bySku = new Map(existing.map((sku) => [sku.internalSku.toLowerCase(), sku]));
  const seen = new Map<string, number>();
  const rows: FabricSkuImportRow[] = [];
  const writes: FabricSkuWrite[] = [];
  data.forEach((record, index) => {
    const row = index + 2;
    const cells: Partial<Record<FormField, string>> = {};
    fields.forEach((field, i) => {
      if (field) cells[field] = readCell(record[i] ?? '');
    });
    const internalSku = (cells.internalSku ?? '').trim();
    const found = bySku.get(internalSku.toLowerCase()) ?? null;
    const before = found ? formValuesOf(found) : null;
    const form = parseForm(fabricSkuForm, FABRIC_SKU_FORM_CODES, { ...before, ...cells, ...(found ? { internalSku: found.internalSku } : {}) });
    const errors: FabricSkuImportRowError[] = form.ok ? [] : form.errors.map(({ code, path, message }) => ({ column: columnOf(path[0] ?? ''), code, message }));
    const key = internalSku.toLowerCase();
    const first = seen.get(key);
    if (internalSku && first !== undefined) errors.unshift({ column: 'Internal SKU', code: 'DUPLICATE_SKU', message: texts.fabricSkus.csvRepeatedSku(internalSku, first) });
    else if (internalSku) seen.set(key, row);

    let action: FabricSkuImportAction = found ? 'UPDATE' : 'CREATE';
    if (form.ok && before && (Object.keys(before) as FormField[]).every((field) => before[field] === form.values[field])) action = 'UNCHANGED';
    rows.push({ row, internalSku: found?.internalSku ?? internalSku, action, errors });
    if (form.ok && action !== 'UNCHANGED') writes.push({ values: form.values, existing: found });
  });
  return { rows, fileErrors: [], writes };
}
