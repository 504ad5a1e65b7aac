/**
 * CSV files for people and spreadsheets (SPEC §9): made by csv-stringify (RFC 4180 quoting of commas, quotes
 * and line breaks), UTF-8 with a byte-order mark so Excel reads "é" as "é", CRLF line ends. A text cell that
 * starts like a formula (=, +, -, @, tab, carriage return) gets a leading apostrophe, so opening the file never
 * runs what a customer or supplier typed (CSV/formula injection). Numbers stay numbers.
 */
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe to open in a spreadsheet. */
export function safeCell(value: CsvCell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell as `safeCell` wrote it, read back: the apostrophe it put before a formula-like text is taken off. */
export function readCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** A whole CSV file: the header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header.map(safeCell), ...rows.map((row) => row.map(safeCell))], { bom: true, record_delimiter: 'windows' });
}

/** `attachment; filename="…"` for a download (ASCII names only). */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
}
