/**
 * A fabric SKU as staff create and edit it (issue 20 item 4, SPEC §3 "Fabric SKU detail"), one schema for the
 * staff form, the GraphQL mutations and each row of a CSV import. What is typed may be text (a form field, a
 * CSV cell) or already a number or boolean (the API): whole numbers are read from digits, yes/no from
 * true/false/ja/nee/1/0, and a choice from either its API name ("HALF_CASSETTE") or its stored value
 * ("half-cassette"); the values that come out are as stored.
 */
import * as z from 'zod/mini';
import { oneOf, optionalText, text, wholeNumber, yesNo } from './fields';
import { FIELD_TEXTS as F, FORM_MESSAGES as M } from './messages';
import { PRICE_GROUP_RANGE } from '../configurator';

/** Longest value of each text field, in characters (after trimming). */
export const FABRIC_SKU_MAX_LENGTH = {
  internalSku: 64,
  fabricLine: 64,
  fabricDisplayName: 120,
  code: 64,
  supplierName: 120,
  fabricCategory: 120,
  qualityGrade: 60,
  specialInstructions: 1000,
} as const;

/** The ranges of the whole-number fields. */
export const FABRIC_SKU_RANGE = {
  priceGroup: PRICE_GROUP_RANGE,
  maxWidthCm: { min: 1, max: 1000 },
  leadTimeDays: { min: 0, max: 365 },
  warrantyMonths: { min: 0, max: 600 },
} as const;

/** The fabric types a SKU can have (never semi-transparant, which only products have), as stored. */
export const FABRIC_SKU_TYPES = ['lichtdoorlatend', 'verduisterend', 'screen'] as const;
/** The cassettes a fabric is made up with, as stored. */
export const FABRIC_SKU_CASSETTES = ['open', 'half-cassette', 'full-cassette'] as const;

/** Letters, digits, dots, underscores and hyphens, starting with a letter or digit. */
export const INTERNAL_SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const L = FABRIC_SKU_MAX_LENGTH;
const R = FABRIC_SKU_RANGE;

export const fabricSkuForm = z.object({
  internalSku: text(F.internalSku, L.internalSku, { pattern: { test: INTERNAL_SKU_PATTERN, code: 'INVALID', message: M.skuPattern } }),
  fabricLine: text(F.fabricLine, L.fabricLine),
  fabricDisplayName: text(F.fabricDisplayName, L.fabricDisplayName),
  fabricType: oneOf(F.fabricType, FABRIC_SKU_TYPES),
  priceGroup: wholeNumber(F.priceGroup, R.priceGroup),
  manufacturerCode: text(F.manufacturerCode, L.code),
  supplierCode: text(F.supplierCode, L.code),
  supplierName: text(F.supplierName, L.supplierName),
  maxWidthCm: wholeNumber(F.maxWidthCm, R.maxWidthCm),
  cassetteType: oneOf(F.cassetteType, FABRIC_SKU_CASSETTES),
  leadTimeDays: wholeNumber(F.leadTimeDays, R.leadTimeDays),
  visibleOnFrontend: yesNo(F.visibleOnFrontend, true),
  sampleAvailable: yesNo(F.sampleAvailable, true),
  fabricCategory: text(F.fabricCategory, L.fabricCategory),
  qualityGrade: text(F.qualityGrade, L.qualityGrade),
  warrantyMonths: wholeNumber(F.warrantyMonths, R.warrantyMonths),
  specialInstructions: optionalText(F.specialInstructions, L.specialInstructions, { multiLine: true }),
});

export type FabricSkuFormValues = z.output<typeof fabricSkuForm>;

/** What the fabric SKU form can refuse a field for (FabricSkuErrorCode holds them). */
export const FABRIC_SKU_FORM_CODES = ['REQUIRED', 'TOO_LONG', 'INVALID', 'OUT_OF_RANGE'] as const;

/**
 * A CSV import of fabric SKUs (staff 'Importeren'): its columns, as the export writes them ('Export CSV', SPEC §9)
 * and the rest of the SKU's fields after them, each with the form field it fills; and how big a file may be. A
 * row for an existing SKU may leave columns out (they keep their value); a new SKU needs them all.
 */
export const FABRIC_SKU_CSV_COLUMNS = {
  'Internal SKU': 'internalSku',
  'Display Name': 'fabricDisplayName',
  'Product ID': 'fabricLine',
  'Price Group': 'priceGroup',
  'Max Width': 'maxWidthCm',
  'Cassette Type': 'cassetteType',
  Supplier: 'supplierName',
  'Lead Time': 'leadTimeDays',
  'Fabric Type': 'fabricType',
  'Manufacturer Code': 'manufacturerCode',
  'Supplier Code': 'supplierCode',
  Visible: 'visibleOnFrontend',
  'Sample Available': 'sampleAvailable',
  'Fabric Category': 'fabricCategory',
  'Quality Grade': 'qualityGrade',
  'Warranty Months': 'warrantyMonths',
  'Special Instructions': 'specialInstructions',
} as const satisfies Record<string, keyof FabricSkuFormValues>;

/** The largest CSV import: bytes (under the API's 64 kB request limit) and data rows. */
export const FABRIC_SKU_CSV_LIMITS = { maxBytes: 60_000, maxRows: 1000 } as const;
