/**
 * A product's price rules as staff edit them (issue 20 item 3): how the price starts (a price group's rate, a rate
 * per m² of its own, or a fixed base), the minimum price, each dimension's range and step, and each choice's
 * surcharge. The card's from-price is not typed: it is the lowest price the rules let a shopper pay (`lowestPrice`,
 * issue 31). One schema for the staff form and the API: an amount is cents as a number (the
 * API) or euros as typed ("34,95"), a percentage or factor a number or a decimal typed with a comma. What comes out
 * is applied to the product's stored rules (`applyProductRulesEdit`), whose structure — groups, choices and their
 * trade meanings — staff do not change here; the result must then pass the engine's own check (rules-check.ts).
 */
import * as z from 'zod/mini';
import { PRICE_GROUP_RANGE, type ConfiguratorRules, type DimensionKey, type Pricing, type Surcharge, type SurchargeKind } from '../configurator';
import { refuse, type FormErrorCode } from './fields';

/** The limits of what staff type: amounts in cents, a dimension in its unit, a percentage, a factor. */
export const PRODUCT_RULES_RANGE = {
  amountCents: { min: 0, max: 1_000_000 },
  surchargeCents: { min: -100_000, max: 1_000_000 },
  dimension: { min: 1, max: 100_000 },
  step: { min: 1, max: 10_000 },
  percent: { min: -100, max: 1000, decimals: 2 },
  factor: { min: 0.01, max: 10, decimals: 4 },
} as const;

const R = PRODUCT_RULES_RANGE;

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** The Dutch words of the price rules form; the server answers the same in its userErrors. */
export const PRODUCT_RULES_TEXTS = {
  dimension: { width: 'Breedte', height: 'Hoogte' } satisfies Record<DimensionKey, string>,
  amount: (label: string) => `Vul ${label} in euro in, bijvoorbeeld 34,95.`,
  amountRange: (label: string, min: number, max: number) => `${label} moet tussen € ${euros(min)} en € ${euros(max)} liggen.`,
  whole: (label: string, min: number, max: number) => `${label} moet een geheel getal van ${min} tot ${max} zijn.`,
  decimal: (label: string, min: number, max: number, decimals: number) =>
    `${label} moet een getal van ${String(min).replace('.', ',')} tot ${String(max).replace('.', ',')} zijn, met hoogstens ${decimals} cijfers na de komma.`,
  required: (label: string) => `Vul ${label} in.`,
  maxBelowMin: (label: string) => `${label}: het maximum moet minstens het minimum zijn.`,
  stepTooBig: (label: string) => `${label}: de stap mag niet groter zijn dan het verschil tussen minimum en maximum.`,
  mode: 'Kies hoe de prijs begint: per m² of een vaste basisprijs.',
  kind: 'Kies het soort toeslag: een bedrag, een percentage of een factor.',
  labels: {
    priceGroup: 'de prijsgroep',
    pricePerSquareMetre: 'de prijs per m²',
    basePrice: 'de basisprijs',
    minimumPrice: 'de minimumprijs',
    amount: 'het bedrag',
    percent: 'Het percentage',
    factor: 'De factor',
  },
} as const;

const T = PRODUCT_RULES_TEXTS;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Reports a problem from inside a transform, with its code for the API. */
function flag(ctx: z.core.ParsePayload, value: unknown, code: FormErrorCode, message: string): never {
  ctx.issues.push({ code: 'custom', message, params: { code }, input: value });
  return z.NEVER;
}

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const EURO = /^(?:€\s*)?(-?\d{1,7})(?:[.,](\d{1,2}))?$/;

/** An amount: cents as a whole number, or euros as typed ("34,95", "€ 34.9"); empty is null unless required. */
export function amount(label: string, range: { min: number; max: number }, required: boolean) {
  return z.pipe(
    z.nullish(z.unknown()),
    z.transform((value: unknown, ctx): number | null => {
      if (isEmpty(value)) return required ? flag(ctx, value, 'REQUIRED', T.required(label)) : null;
      let cents = NaN;
      if (typeof value === 'number') cents = value;
      else if (typeof value === 'string') {
        const match = EURO.exec(value.trim().replace(/\s+/g, ''));
        if (match) cents = Number(match[1]) * 100 + Math.sign(Number(`${match[1]}1`)) * Number((match[2] ?? '').padEnd(2, '0'));
      }
      if (!Number.isSafeInteger(cents)) return flag(ctx, value, 'INVALID', T.amount(label));
      if (cents < range.min || cents > range.max) return flag(ctx, value, 'OUT_OF_RANGE', T.amountRange(capital(label), range.min, range.max));
      return cents;
    }),
  );
}

type Read<T> = { value: T } | { code: FormErrorCode; message: string };

/** A whole number in range, typed as digits or given as a number; empty is null unless required. */
function readWhole(value: unknown, label: string, range: { min: number; max: number }, required: boolean): Read<number | null> {
  if (isEmpty(value)) return required ? { code: 'REQUIRED', message: T.required(label.toLowerCase()) } : { value: null };
  const typed = typeof value === 'string' ? value.trim() : value;
  const number = typeof typed === 'number' ? typed : typeof typed === 'string' && /^-?\d+$/.test(typed) ? Number(typed) : NaN;
  if (!Number.isInteger(number) || number < range.min || number > range.max) return { code: 'OUT_OF_RANGE', message: T.whole(capital(label), range.min, range.max) };
  return { value: number };
}

function whole(label: string, range: { min: number; max: number }, required: boolean) {
  return z.pipe(
    z.nullish(z.unknown()),
    z.transform((value: unknown, ctx): number | null => {
      const read = readWhole(value, label, range, required);
      return 'value' in read ? read.value : flag(ctx, value, read.code, read.message);
    }),
  );
}

/** A decimal with at most `decimals` places ("1,15"); empty is null (the surcharge's kind decides whether it is needed). */
function decimal(label: string, range: { min: number; max: number; decimals: number }) {
  return z.pipe(
    z.nullish(z.unknown()),
    z.transform((value: unknown, ctx): number | null => {
      if (isEmpty(value)) return null;
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.') : '';
      const plain = new RegExp(`^-?\\d{1,5}(\\.\\d{1,${range.decimals}})?$`).test(text);
      const number = Number(text);
      if (!plain || number < range.min || number > range.max) return flag(ctx, value, 'OUT_OF_RANGE', T.decimal(label, range.min, range.max, range.decimals));
      return number;
    }),
  );
}

/** One of the stored values; `message` when it is none of them. */
function oneOf<const V extends string>(values: readonly V[], message: string, nullable: boolean) {
  return z.pipe(
    z.nullish(z.unknown()),
    z.transform((value: unknown, ctx): V | null => {
      if (nullable && isEmpty(value)) return null;
      const found = values.find((v) => v === value);
      return found ?? flag(ctx, value, isEmpty(value) ? 'REQUIRED' : 'INVALID', message);
    }),
  );
}

const dimensionKey = oneOf(['width', 'height'] as const, T.required('breedte of hoogte'), false);

/** A dimension's range and step: whole numbers, each message naming the dimension ("Breedte: minimum ..."). */
const dimension = z.pipe(
  z.object({ key: dimensionKey, min: z.nullish(z.unknown()), max: z.nullish(z.unknown()), step: z.nullish(z.unknown()) }),
  z.transform((d, ctx) => {
    const label = T.dimension[d.key as DimensionKey];
    const problem = (path: 'min' | 'max' | 'step', code: FormErrorCode, message: string) => {
      ctx.issues.push({ code: 'custom', message, params: { code }, input: d[path], path: [path] });
    };
    const read = (key: 'min' | 'max' | 'step', name: string, range: { min: number; max: number }) => {
      const result = readWhole(d[key], `${label}: ${name}`, range, true);
      if ('value' in result) return result.value;
      problem(key, result.code, result.message);
      return null;
    };
    const min = read('min', 'minimum', R.dimension);
    const max = read('max', 'maximum', R.dimension);
    const step = read('step', 'stap', R.step);
    if (min !== null && max !== null && max < min) problem('max', 'OUT_OF_RANGE', T.maxBelowMin(label));
    else if (min !== null && max !== null && step !== null && max > min && step > max - min) problem('step', 'OUT_OF_RANGE', T.stepTooBig(label));
    return { key: d.key as DimensionKey, min: min ?? 0, max: max ?? 0, step: step ?? 1 };
  }),
);

const surcharge = z
  .object({
    group: z.string(),
    value: z.string(),
    kind: oneOf(['fixed', 'percentOfArea', 'factor'] as const satisfies readonly SurchargeKind[], T.kind, true),
    amountCents: amount(T.labels.amount, R.surchargeCents, false),
    percent: decimal(T.labels.percent, R.percent),
    factor: decimal(T.labels.factor, R.factor),
  })
  .check(
    z.superRefine((s, ctx) => {
      if (s.kind === 'fixed' && s.amountCents === null) refuse(ctx, ['REQUIRED', T.required(T.labels.amount)], ['amountCents']);
      if (s.kind === 'percentOfArea' && s.percent === null) refuse(ctx, ['REQUIRED', T.required(T.labels.percent.toLowerCase())], ['percent']);
      if (s.kind === 'factor' && s.factor === null) refuse(ctx, ['REQUIRED', T.required(T.labels.factor.toLowerCase())], ['factor']);
    }),
  );

const pricing = z
  .object({
    mode: oneOf(['perSquareMetre', 'fixedBase'] as const, T.mode, false),
    priceGroup: whole(T.labels.priceGroup, PRICE_GROUP_RANGE, false),
    pricePerSquareMetreCents: amount(T.labels.pricePerSquareMetre, { ...R.amountCents, min: 1 }, false),
    basePriceCents: amount(T.labels.basePrice, { ...R.amountCents, min: 1 }, false),
  })
  .check(
    z.superRefine((p, ctx) => {
      if (p.mode === 'perSquareMetre' && p.priceGroup === null && p.pricePerSquareMetreCents === null) {
        refuse(ctx, ['REQUIRED', T.required(T.labels.pricePerSquareMetre)], ['pricePerSquareMetreCents']);
      }
      if (p.mode === 'fixedBase' && p.basePriceCents === null) refuse(ctx, ['REQUIRED', T.required(T.labels.basePrice)], ['basePriceCents']);
    }),
  );

export const productRulesForm = z.object({
  pricing,
  minimumPriceCents: amount(T.labels.minimumPrice, R.amountCents, false),
  dimensions: z.array(dimension),
  surcharges: z.array(surcharge),
});

export type ProductRulesFormInput = z.input<typeof productRulesForm>;
export type ProductRulesFormValues = z.output<typeof productRulesForm>;

/** What the price rules form can refuse a field for (PricingAdminErrorCode holds them). */
export const PRODUCT_RULES_FORM_CODES = ['REQUIRED', 'INVALID', 'OUT_OF_RANGE'] as const;

/** The form's values for rules as they are (what the form starts from, and the API's input for them unchanged). */
export function productRulesFormOf(rules: ConfiguratorRules) {
  const p = rules.pricing;
  return {
    pricing: {
      mode: p.mode,
      priceGroup: p.mode === 'perSquareMetre' ? (p.priceGroup ?? null) : null,
      pricePerSquareMetreCents: p.mode === 'perSquareMetre' ? p.centsPerSquareMetre : null,
      basePriceCents: p.mode === 'fixedBase' ? p.baseCents : null,
    },
    minimumPriceCents: rules.minimumCents ?? null,
    dimensions: rules.dimensions.map((d) => ({ key: d.key, min: d.min, max: d.max, step: d.step })),
    surcharges: rules.optionGroups.flatMap((g) =>
      g.choices.map((c) => ({
        group: g.key,
        value: c.value,
        kind: c.surcharge?.kind ?? null,
        amountCents: c.surcharge?.kind === 'fixed' ? c.surcharge.cents : null,
        percent: c.surcharge?.kind === 'percentOfArea' ? c.surcharge.percent : null,
        factor: c.surcharge?.kind === 'factor' ? c.surcharge.factor : null,
      })),
    ),
  };
}

/** A dimension or choice the edit names that the rules do not have (the edit may not add or remove any). */
export interface UnknownRulePart {
  path: (string | number)[];
}

/**
 * The rules with the edit applied: pricing (a price group's rate is `groupRate(group)`, the group's current rate),
 * the minimum, each named dimension's range and step, each named choice's surcharge. Dimensions and choices the edit
 * leaves out keep theirs; one the rules do not have is returned in `unknown` (and nothing is applied).
 */
export function applyProductRulesEdit(
  rules: ConfiguratorRules,
  edit: ProductRulesFormValues,
  groupRate: (group: number) => number | null,
): { rules: ConfiguratorRules; unknown: UnknownRulePart[] } {
  const unknown: UnknownRulePart[] = [];
  const p = edit.pricing;
  let pricing: Pricing;
  if (p.mode === 'fixedBase') pricing = { mode: 'fixedBase', baseCents: p.basePriceCents! };
  else if (p.priceGroup !== null) {
    const rate = groupRate(p.priceGroup);
    if (rate === null) unknown.push({ path: ['pricing', 'priceGroup'] });
    pricing = { mode: 'perSquareMetre', centsPerSquareMetre: rate ?? 0, priceGroup: p.priceGroup };
  } else pricing = { mode: 'perSquareMetre', centsPerSquareMetre: p.pricePerSquareMetreCents! };

  const dimensions = rules.dimensions.map((d) => ({ ...d }));
  edit.dimensions.forEach((e, index) => {
    const d = dimensions.find((x) => x.key === e.key);
    if (!d) return unknown.push({ path: ['dimensions', index, 'key'] });
    // The shopper's message follows the new range (when it is the usual one).
    const range = { min: e.min, max: e.max, step: e.step };
    d.errorText = d.errorText === `${d.label} moet tussen ${d.min} en ${d.max} ${d.unit} zijn` ? `${d.label} moet tussen ${range.min} en ${range.max} ${d.unit} zijn` : d.errorText;
    Object.assign(d, range);
  });

  const optionGroups = rules.optionGroups.map((g) => ({ ...g, choices: g.choices.map((c) => ({ ...c })) }));
  edit.surcharges.forEach((e, index) => {
    const choice = optionGroups.find((g) => g.key === e.group)?.choices.find((c) => c.value === e.value);
    if (!choice) return unknown.push({ path: ['surcharges', index, 'value'] });
    const next: Surcharge | undefined =
      e.kind === 'fixed' ? { kind: 'fixed', cents: e.amountCents! } : e.kind === 'percentOfArea' ? { kind: 'percentOfArea', percent: e.percent! } : e.kind === 'factor' ? { kind: 'factor', factor: e.factor! } : undefined;
    if (next) choice.surcharge = next;
    else delete choice.surcharge;
  });

  const { minimumCents: _old, ...rest } = rules;
  return {
    rules: { ...rest, pricing, ...(edit.minimumPriceCents !== null ? { minimumCents: edit.minimumPriceCents } : {}), dimensions, optionGroups },
    unknown,
  };
}

/** A price group's new rate per m² (staff at /admin/prijzen, and priceGroupUpdate); each product's from-price follows from its rules. */
export const priceGroupForm = z.object({
  pricePerSquareMetreCents: amount(T.labels.pricePerSquareMetre, { ...R.amountCents, min: 1 }, true),
});
