/**
 * A product as staff create and edit it (issue 20 item 1): every field a shopper sees, one schema for the staff
 * form and the GraphQL mutations (productCreate, productUpdate). What is typed may be text (a form field, one line
 * per feature) or already a list or number (the API); a choice is read from its API name ("TILE_DEMO") or its
 * stored value ("tile-demo"), and the values that come out are as stored. Each colour carries the fabric SKU it
 * is made in ('' for none); the server checks that the SKU exists and that the configurator keeps its colours.
 */
import * as z from 'zod/mini';
import { CARD_CATEGORY, FABRIC_TYPE, PRODUCT_CONTROL, PRODUCT_LINE, PRODUCT_LISTING, TRANSPARENCY } from '../catalogue';
import { groupWithRole, type ConfiguratorRules } from '../configurator';
import { filled, flag, oneOf, optionalOneOf, optionalText, refuse, someOf, text, wholeNumber, yesNo } from './fields';
import { FIELD_TEXTS as F, FORM_MESSAGES as M, type FieldText } from './messages';

/** Longest value of each text field, in characters (after trimming). */
export const PRODUCT_MAX_LENGTH = {
  name: 120,
  slug: 120,
  description: 2000,
  category: 60,
  colourName: 40,
  fabricSku: 64,
  lightFilter: 60,
  feature: 120,
} as const;

/** How many colours, light filters and features a product has at most; its position's range. */
export const PRODUCT_LIMITS = { colours: 30, lightFilters: 10, features: 12, sortOrder: { min: 0, max: 100_000 } } as const;

/** Lower-case letters and digits in words joined by single hyphens: "lichtdoorlatend-wit". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
/** "#" and six hex digits, as a colour input gives them. */
export const HEX_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

const L = PRODUCT_MAX_LENGTH;
const lower = (value: string) => value.toLowerCase();

/** Lines of text: a list, or one text with a line each (a textarea); blank lines are dropped, each line once. */
function lines(field: Pick<FieldText, 'label'>, max: number, most: number) {
  return z.pipe(
    z.nullish(z.unknown()),
    z.transform((value: unknown, ctx): string[] => {
      const given = Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? v : '')) : typeof value === 'string' ? value.split(/\r?\n/) : [];
      const kept = given.map((line) => line.trim()).filter((line) => line !== '');
      const long = kept.findIndex((line) => line.length > max);
      if (long >= 0) return flag(ctx, value, 'TOO_LONG', M.lineTooLong(field.label, long + 1, max));
      // eslint-disable-next-line no-control-regex -- refuses control characters on purpose
      if (kept.some((line) => /[\u0000-\u001F\u007F]/.test(line))) return flag(ctx, value, 'INVALID', M.invalidCharacters(field.label));
      const twice = kept.find((line, i) => kept.findIndex((other) => other.toLowerCase() === line.toLowerCase()) !== i);
      if (twice) return flag(ctx, value, 'DUPLICATE', M.duplicateLine(field.label, twice));
      if (kept.length > most) return flag(ctx, value, 'OUT_OF_RANGE', M.tooMany(field.label, most));
      return kept;
    }),
  );
}

const colour = z.object({
  name: text(F.colourName, L.colourName),
  hex: z.pipe(text(F.hex, 7, { pattern: { test: HEX_COLOUR_PATTERN, code: 'INVALID', message: M.hexColour } }), z.transform(lower)),
  fabricSku: optionalText(F.fabricSku, L.fabricSku),
});

/** At least one colour, at most PRODUCT_LIMITS.colours, each name once (in any case). */
const colours = z.array(colour).check(
  z.superRefine((list, ctx) => {
    if (list.length === 0) refuse(ctx, ['REQUIRED', F.colors.required]);
    if (list.length > PRODUCT_LIMITS.colours) refuse(ctx, ['OUT_OF_RANGE', M.tooMany(F.colors.label, PRODUCT_LIMITS.colours)]);
    list.forEach(({ name }, i) => {
      if (name && list.findIndex((other) => other.name.toLowerCase() === name.toLowerCase()) !== i) refuse(ctx, ['DUPLICATE', M.duplicateColour(name)], [i, 'name']);
    });
  }),
);

const values = <T extends Record<string, string>>(table: T) => Object.values(table) as T[keyof T][];

export const PRODUCT_LINES = values(PRODUCT_LINE);
export const PRODUCT_FABRIC_TYPES = values(FABRIC_TYPE);
export const CARD_CATEGORIES = values(CARD_CATEGORY);
export const PRODUCT_LISTINGS = values(PRODUCT_LISTING);
export const TRANSPARENCIES = values(TRANSPARENCY);
export const PRODUCT_CONTROLS = values(PRODUCT_CONTROL);

export const productForm = z.object({
  name: text(F.productName, L.name),
  slug: z.pipe(text(F.slug, L.slug, { pattern: { test: SLUG_PATTERN, code: 'INVALID_SLUG', message: M.slugPattern } }), z.transform(lower)),
  description: optionalText(F.productDescription, L.description, { multiLine: true }),
  category: z.pipe(text(F.category, L.category, { pattern: { test: SLUG_PATTERN, code: 'INVALID_SLUG', message: M.slugPattern } }), z.transform(lower)),
  line: oneOf(F.line, PRODUCT_LINES),
  fabricType: oneOf(F.fabricType, PRODUCT_FABRIC_TYPES),
  cardCategory: optionalOneOf(F.cardCategory, CARD_CATEGORIES),
  listings: someOf(F.listings, PRODUCT_LISTINGS),
  transparency: optionalOneOf(F.transparency, TRANSPARENCIES),
  controls: someOf(F.controls, PRODUCT_CONTROLS),
  colors: colours,
  lightFilter: lines(F.lightFilter, L.lightFilter, PRODUCT_LIMITS.lightFilters),
  features: lines(F.features, L.feature, PRODUCT_LIMITS.features),
  published: yesNo(F.published, false),
  sortOrder: wholeNumber(F.sortOrder, PRODUCT_LIMITS.sortOrder),
});

/** 'Nieuw product': every field but publication and position (it starts unpublished, last), and the product whose configurator rules it starts with (rules are edited elsewhere). */
export const productCreateForm = z.extend(z.omit(productForm, { published: true, sortOrder: true }), { rulesFrom: filled(F.rulesFrom) });

export type ProductFormValues = z.output<typeof productForm>;

/** What the product forms can refuse a field for (ProductAdminErrorCode holds them). */
export const PRODUCT_FORM_CODES = ['REQUIRED', 'TOO_LONG', 'INVALID', 'INVALID_SLUG', 'OUT_OF_RANGE', 'DUPLICATE'] as const;

/**
 * What would break the configurator if a product had these colours: each colour choice of its rules means one of
 * the product's colours (trade.ts `meaning.colour`; the cart turns a chosen colour into that choice), so every
 * colour a choice means must stay, and a colour no choice means could not be ordered. Empty when nothing breaks.
 */
export function configuratorColourProblems(rules: ConfiguratorRules | null, colourNames: readonly string[]): string[] {
  const group = rules ? groupWithRole(rules, 'color') : undefined;
  if (!group) return [];
  const offered = group.choices.map((choice) => choice.meaning?.colour).filter((name): name is string => Boolean(name));
  const has = (list: readonly string[], name: string) => list.some((other) => other.toLowerCase() === name.toLowerCase());
  return [
    ...offered.filter((name) => !has(colourNames, name)).map((name) => M.colourStillOffered(name, group.label)),
    ...colourNames.filter((name) => !has(offered, name)).map((name) => M.colourNotOffered(name, group.label)),
  ];
}
