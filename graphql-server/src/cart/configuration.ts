/**
 * A cart line's configuration as stored (jsonb) and as people read it. The configuration is normalised by
 * the price engine before it is stored, so equal choices always give equal JSON (the line's merge key).
 */
import { choiceMeaning, chosenOptions, groupWithRole, quote, readOptionalSizes, texts, tradeOf, vatIncluded, type FieldError, type MadeToMeasure, type PriceBreakdown } from '@lumina/schema';
import type { Product } from '../catalog/product.entity';
import type { UserError } from '../api/user-error';
import type { CartErrorCode } from './cart-error-code';

/** What a line stores: the normalised configuration, never a client price. */
export interface LineConfiguration {
  width?: number;
  height?: number;
  options?: Record<string, string | string[]>;
  /** Chain-operated blinds: the blind's top above the floor in cm, when the shopper gave it. */
  mountingHeight?: number;
  selectedColor?: string;
  selectedLightFilter?: string;
}

/** A shopper's line as the API takes it; field paths of errors follow these names. */
export interface LineInput {
  productId: string;
  quantity?: number | null;
  configuration?: { width?: unknown; height?: unknown; mountingHeight?: unknown; options?: Record<string, unknown> | null } | null;
  selectedColor?: string | null;
  selectedLightFilter?: string | null;
}

export type CartUserErrorData = UserError<CartErrorCode>;

/** The fabric SKU a line is made in: the product's SKU for the chosen colour, else its only one. */
export function fabricSkuOf(product: Product, configuration: LineConfiguration): string | null {
  const map = product.fabricSkus ?? {};
  const optionColour = product.rules ? tradeOf(product.rules, configuration.options ?? {}).colour : null;
  const colour = configuration.selectedColor ?? optionColour ?? (product.colors.length === 1 ? product.colors[0]?.name : undefined);
  return (colour && map[colour]) || map[''] || null;
}

export type PricedLine =
  | {
      ok: true;
      product: Product;
      configuration: LineConfiguration;
      unitPriceCents: number;
      breakdown: PriceBreakdown;
      /** Measured and fabrication size and the chain, for a made-to-measure product; null for a fixed-price one. */
      made: MadeToMeasure | null;
    }
  | { ok: false; errors: CartUserErrorData[] };

/** Canonical JSON (sorted keys) so the same configuration always has the same key. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The engine's field ('width', 'options.controlType') as a path under the line input's `configuration`. */
function configurationErrors(errors: FieldError[]): CartUserErrorData[] {
  return errors.map((e) => ({ code: e.code, field: ['configuration', ...e.field.split('.')], message: e.message }));
}

/**
 * The one place that turns a shopper's choices for a product into a server price: the engine for a
 * made-to-measure product, the catalogue price for a fixed-price one. A price a client sends is never read.
 */
export function priceLine(product: Product, input: Omit<LineInput, 'productId'>): PricedLine {
  const errors: CartUserErrorData[] = [];
  const configuration: LineConfiguration = {};

  const colour = input.selectedColor?.trim();
  if (colour) {
    const known = product.colors.find((c) => c.name.toLowerCase() === colour.toLowerCase());
    if (!known) errors.push({ code: 'INVALID_CHOICE', field: ['selectedColor'], message: texts.cart.unknownColour });
    else configuration.selectedColor = known.name;
  }
  const light = input.selectedLightFilter?.trim();
  if (light) {
    const known = product.lightFilter.find((l) => l.toLowerCase() === light.toLowerCase());
    if (!known) errors.push({ code: 'INVALID_CHOICE', field: ['selectedLightFilter'], message: texts.cart.unknownLightFilter });
    else configuration.selectedLightFilter = known;
  }

  const wanted = input.configuration ?? {};
  if (product.rules) {
    const options = { ...(wanted.options ?? {}) };
    // A product whose colour is one of its options takes selectedColor as that option (the choice that is that
    // product colour, its rules say), unless the option is sent.
    const colourGroup = groupWithRole(product.rules, 'color');
    if (colourGroup && colour && options[colourGroup.key] === undefined) {
      const choice = choiceMeaning(product.rules, 'color', (m) => m.colour?.toLowerCase() === colour.toLowerCase());
      options[colourGroup.key] = choice?.value ?? colour;
    }
    const result = quote(product.rules, { width: wanted.width, height: wanted.height, mountingHeight: wanted.mountingHeight, options });
    if (!result.ok) return { ok: false, errors: [...errors, ...configurationErrors(result.errors)] };
    if (errors.length) return { ok: false, errors };
    configuration.width = result.configuration.width;
    configuration.height = result.configuration.height;
    configuration.options = result.configuration.options;
    if (result.configuration.mountingHeight !== undefined) configuration.mountingHeight = result.configuration.mountingHeight;
    return { ok: true, product, configuration, unitPriceCents: result.breakdown.totalCents, breakdown: result.breakdown, made: result.made };
  }

  // No configurator: a fixed-price product; sizes are optional, within the product's own ranges (generic product page).
  const { sizes, errors: sizeErrors } = readOptionalSizes(product.sizeRules ?? [], wanted);
  errors.push(...configurationErrors(sizeErrors));
  if (sizes.width !== undefined) configuration.width = sizes.width;
  if (sizes.height !== undefined) configuration.height = sizes.height;
  if (wanted.mountingHeight !== undefined && wanted.mountingHeight !== null && wanted.mountingHeight !== '') {
    errors.push({ code: 'UNKNOWN_OPTION', field: ['configuration', 'mountingHeight'], message: texts.engine.mountingHeightWithoutChain });
  }
  if (wanted.options && Object.keys(wanted.options).length) {
    errors.push({ code: 'UNKNOWN_OPTION', field: ['configuration', 'options'], message: texts.cart.noOptions });
  }
  if (errors.length) return { ok: false, errors };
  const totalCents = product.priceCents;
  const breakdown = { lines: [{ key: 'base', label: texts.priceLine.base, cents: totalCents }], areaM2: null, totalCents, vatCents: vatIncluded(totalCents), minimumApplied: false };
  return { ok: true, product, configuration, unitPriceCents: totalCents, breakdown, made: null };
}

/**
 * Summary lines for people, e.g. "Afmetingen: 150 × 180 cm", "Kettingsysteem: Metalen ketting", then what the
 * atelier makes of it: the fabrication size when it differs from the measured one, and the child-safe chain.
 */
export function configurationSummary(product: Product, configuration: LineConfiguration, made: MadeToMeasure | null = null): string[] {
  const lines: string[] = [];
  const unit = product.rules?.dimensions[0]?.unit ?? 'cm';
  if (configuration.width && configuration.height) lines.push(texts.cartSummary.dimensions(configuration.width, configuration.height, unit));
  if (configuration.selectedColor) lines.push(texts.cartSummary.colour(configuration.selectedColor));
  if (configuration.selectedLightFilter) lines.push(texts.cartSummary.lightFilter(configuration.selectedLightFilter));
  for (const option of product.rules ? chosenOptions(product.rules, configuration.options ?? {}) : []) {
    // The colour is said once: as the product colour chosen, when it was.
    if (option.role === 'color' && configuration.selectedColor) continue;
    lines.push(texts.cartSummary.option(option.label, option.value));
  }
  if (configuration.mountingHeight !== undefined) lines.push(texts.cartSummary.mountingHeight(configuration.mountingHeight));
  if (made) {
    const { measured, fabrication } = made;
    if (measured.widthMm !== fabrication.widthMm || measured.heightMm !== fabrication.heightMm) {
      lines.push(texts.cartSummary.fabrication(fabrication.widthMm, fabrication.heightMm));
    }
    if (made.chain) lines.push(texts.cartSummary.chain(made.chain.lengthCm));
  }
  return lines;
}
