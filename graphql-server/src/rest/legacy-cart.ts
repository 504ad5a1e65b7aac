/**
 * The legacy cart vocabulary of SPEC §3 and §7, translated in one place: what the old configuration page
 * sends (customWidth, montageType 'in-de-dag', controlType, English colour names, orderMetadata) into the
 * cart's line input, and a cart line back into the legacy cart item. Option keys are found by their role in
 * the product's configurator rules, never by naming one configurator's keys.
 */
import {
  areaSquareMetres,
  centsToNumber,
  choiceMeaning,
  formatEuro,
  groupWithRole,
  MONTAGE_WORD,
  texts,
  tradeOf,
  type Mounting,
  type OptionGroupRole,
} from '@lumina/schema';
import type { CartLine } from '../cart/cart-line.entity';
import type { LineInput } from '../cart/configuration';
import type { Product } from '../catalog/product.entity';
import { HttpError } from './http-error';

/** The legacy colour keys of the configuration page ('white'); the catalogue names colours in Dutch. */
const COLOUR_ALIASES: Record<string, string> = {
  white: 'wit',
  black: 'zwart',
  grey: 'grijs',
  gray: 'grijs',
  brown: 'bruin',
  blue: 'blauw',
  green: 'groen',
  pink: 'roze',
  purple: 'paars',
  red: 'rood',
  yellow: 'geel',
  anthracite: 'antraciet',
  bronze: 'brons',
  'off-white': 'off white',
};

/** SPEC §3: montageType is 'in-de-dag' when the blind hangs inside the recess, else 'op-de-dag' (MONTAGE_WORD). */
const MOUNTING_BY_MONTAGE = new Map(Object.entries(MONTAGE_WORD).map(([mounting, word]) => [word as string, mounting as Mounting]));

/** Legacy payload fields that carry an option, and the role of the option group they set. */
const LEGACY_OPTION_FIELDS: [field: string, role: OptionGroupRole][] = [
  ['controlType', 'controlType'],
  ['controlSide', 'controlSide'],
  ['bottomBarType', 'bottomBar'],
  ['profileColor', 'profileColor'],
];

/** The JSON object of a request body; anything else is a 400. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, texts.rest.jsonObjectExpected);
  return body as Record<string, unknown>;
}

/** The product a legacy payload names (productId: number or slug); a 400 when it names none. */
export function legacyProductKey(body: Record<string, unknown>): string {
  const productId = body.productId;
  if (typeof productId !== 'number' && typeof productId !== 'string') throw new HttpError(400, texts.rest.productMissing);
  return String(productId);
}

/**
 * The legacy payload (SPEC §3 "Cart item sent from that page") as a cart line input for `product`.
 * totalPrice, orderMetadata and any other price a client sends are ignored: the server prices the line.
 */
export function legacyLineInput(body: Record<string, unknown>, product: Product): LineInput {
  const text = (key: string): string | undefined => {
    const v = body[key];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string') throw new HttpError(400, texts.rest.invalidValue(key));
    return v;
  };
  if (body.quantity !== undefined && typeof body.quantity !== 'number') throw new HttpError(400, texts.cart.quantityNotInteger);
  const options: Record<string, unknown> = {};
  if (body.options !== undefined) {
    if (!body.options || typeof body.options !== 'object' || Array.isArray(body.options)) throw new HttpError(400, texts.engine.optionsInvalid);
    Object.assign(options, body.options);
  }
  // A field whose role the product lacks keeps its legacy name, so the price engine refuses it as unknown.
  const keyOf = (role: OptionGroupRole, field: string) => (product.rules ? groupWithRole(product.rules, role)?.key : undefined) ?? field;
  for (const [field, role] of LEGACY_OPTION_FIELDS) {
    const value = text(field);
    if (value !== undefined) options[keyOf(role, field)] = value;
  }
  const montage = text('montageType');
  if (montage !== undefined) {
    // The product's own choice for that way of hanging, as its rules say; an unknown word stays, so the engine refuses it.
    const mounting = MOUNTING_BY_MONTAGE.get(montage);
    const choice = mounting && product.rules ? choiceMeaning(product.rules, 'mounting', (m) => m.mounting === mounting) : undefined;
    options[keyOf('mounting', 'montageType')] = choice?.value ?? montage;
  }
  const colour = text('selectedColor');
  return {
    productId: String(product.id),
    quantity: (body.quantity as number | undefined) ?? 1,
    configuration: { width: body.customWidth, height: body.customHeight, options },
    selectedColor: colour === undefined ? undefined : (COLOUR_ALIASES[colour.toLowerCase()] ?? colour),
    selectedLightFilter: text('selectedLightFilter'),
  };
}

/** SPEC §3 "Cart item": totalPrice is the line total (number), sizes and options where the line has them. */
export function restCartLine(line: CartLine) {
  const { product, configuration } = line;
  const rules = product.rules;
  const chosen = (role: OptionGroupRole): string | undefined => {
    const group = rules ? groupWithRole(rules, role) : undefined;
    const value = group ? configuration.options?.[group.key] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const fabricGroup = rules ? groupWithRole(rules, 'fabric') : undefined;
  const fabricLabel = fabricGroup?.choices.find((c) => c.value === chosen('fabric'))?.label;
  const trade = rules ? tradeOf(rules, configuration.options ?? {}) : null;
  const sized = rules?.pricing.mode === 'perSquareMetre' && configuration.width && configuration.height;
  const item = {
    id: line.id,
    productId: product.id,
    quantity: line.quantity,
    totalPrice: centsToNumber(line.totalCents),
    selectedColor: configuration.selectedColor ?? trade?.colour ?? null,
    selectedFabric: fabricLabel ?? null,
    selectedLightFilter: configuration.selectedLightFilter ?? null,
    customWidth: configuration.width ?? null,
    customHeight: configuration.height ?? null,
    montageType: trade?.mounting ? MONTAGE_WORD[trade.mounting] : undefined,
    controlType: chosen('controlType'),
    controlSide: chosen('controlSide'),
    bottomBarType: chosen('bottomBar'),
    orderMetadata: rules
      ? {
          product_name: product.name,
          fabric_display_name: fabricLabel ?? product.name,
          total_price: formatEuro(line.unitPriceCents),
          surface_area_m2: sized ? areaSquareMetres(rules, configuration.width!, configuration.height!) : null,
          unit_price_per_m2: rules.pricing.mode === 'perSquareMetre' ? formatEuro(rules.pricing.centsPerSquareMetre) : null,
          configuration_summary: line.summary.join('\n'),
        }
      : undefined,
    product: { name: product.name, images: product.images },
  };
  // Keys a line does not have are left out, as the legacy client expects.
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined));
}
