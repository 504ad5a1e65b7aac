/**
 * The visitor's cart (ARCHITECTURE §4): found by the SHA-256 of an opaque cookie token, stored in
 * PostgreSQL. Every price comes from the price engine; a price a client sends is never read.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { quote, type FieldError, type PriceBreakdown } from '@lumina/schema';
import type { Product } from '../catalog/product.entity';
import type { CatalogService } from '../catalog/catalog.service';
import { Cart } from './cart.entity';
import { CartLine } from './cart-line.entity';

export const MAX_LINE_QUANTITY = 99;
/** Free dimensions (products without configurator rules), in cm. */
const FREE_DIMENSION_MAX = 1000;
const MAX_LINES = 50;

export interface UserError {
  code: string;
  field: string | null;
  message: string;
}

export interface LineInput {
  /** Numeric id or slug. */
  productId: string;
  quantity?: number | null;
  width?: unknown;
  height?: unknown;
  options?: Record<string, unknown> | null;
  selectedColor?: string | null;
  selectedLightFilter?: string | null;
}

/** What a line stores: the normalised configuration, never a client price. */
export interface LineConfiguration {
  width?: number;
  height?: number;
  options?: Record<string, string | string[]>;
  selectedColor?: string;
  selectedLightFilter?: string;
}

export type Priced =
  | { ok: true; product: Product; configuration: LineConfiguration; unitPriceCents: number; breakdown: PriceBreakdown | null }
  | { ok: false; errors: UserError[] };

export type CartResult = { cart: CartView; userErrors: UserError[] };

export interface CartView {
  id: string | null;
  lines: CartLine[];
  itemCount: number;
  totalCents: number;
}

/** The configuration page of SPEC §3 sends English colour keys ('white'); the catalogue names colours in Dutch. */
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

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newCartToken(): string {
  return randomBytes(32).toString('base64url');
}

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

function fieldErrors(errors: FieldError[]): UserError[] {
  return errors.map((e) => ({ code: e.code, field: e.field, message: e.message }));
}

function quantityError(quantity: unknown, allowZero = false): UserError | null {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) {
    return { code: 'INVALID_QUANTITY', field: 'quantity', message: 'Het aantal moet een geheel getal zijn.' };
  }
  if ((allowZero ? quantity < 0 : quantity < 1) || quantity > MAX_LINE_QUANTITY) {
    return { code: 'INVALID_QUANTITY', field: 'quantity', message: `Het aantal moet tussen 1 en ${MAX_LINE_QUANTITY} liggen.` };
  }
  return null;
}

export class CartService {
  constructor(
    private readonly ds: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  /* -------------------------------------------------------------------------------------------- */
  /* Finding the visitor's cart                                                                   */

  async findByToken(token: string | undefined): Promise<Cart | null> {
    if (!token || token.length > 200) return null;
    return this.ds.getRepository(Cart).findOneBy({ tokenHash: hashToken(token) });
  }

  /** The visitor's cart, created (with a new token) when there is none yet. */
  async findOrCreate(token: string | undefined): Promise<{ cart: Cart; newToken?: string }> {
    const existing = await this.findByToken(token);
    if (existing) return { cart: existing };
    const fresh = newCartToken();
    const cart = await this.ds.getRepository(Cart).save({ tokenHash: hashToken(fresh) });
    return { cart, newToken: fresh };
  }

  async view(cartId: string | null, em: EntityManager = this.ds.manager): Promise<CartView> {
    if (!cartId) return { id: null, lines: [], itemCount: 0, totalCents: 0 };
    const lines = await em
      .getRepository(CartLine)
      .createQueryBuilder('l')
      .innerJoinAndSelect('l.product', 'p')
      .where('l.cart_id = :cartId', { cartId })
      .orderBy('l.created_at', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .getMany();
    return {
      id: cartId,
      lines,
      itemCount: lines.reduce((n, l) => n + l.quantity, 0),
      totalCents: lines.reduce((n, l) => n + l.unitPriceCents * l.quantity, 0),
    };
  }

  /* -------------------------------------------------------------------------------------------- */
  /* Pricing a line: the one place that turns a shopper's choices into a server price             */

  async price(input: LineInput): Promise<Priced> {
    const product = await this.catalog.byKey(String(input.productId ?? ''));
    if (!product) return { ok: false, errors: [{ code: 'PRODUCT_NOT_FOUND', field: 'productId', message: 'Dit product bestaat niet (meer).' }] };
    return this.priceFor(product, input);
  }

  priceFor(product: Product, input: Omit<LineInput, 'productId'>): Priced {
    const errors: UserError[] = [];
    const configuration: LineConfiguration = {};

    const colour = input.selectedColor?.trim();
    if (colour) {
      const wanted = COLOUR_ALIASES[colour.toLowerCase()] ?? colour.toLowerCase();
      const known = product.colors.find((c) => c.name.toLowerCase() === wanted);
      if (!known) errors.push({ code: 'INVALID_CHOICE', field: 'selectedColor', message: 'Deze kleur bestaat niet voor dit product.' });
      else configuration.selectedColor = known.name;
    }
    const light = input.selectedLightFilter?.trim();
    if (light) {
      const known = product.lightFilter.find((l) => l.toLowerCase() === light.toLowerCase());
      if (!known) errors.push({ code: 'INVALID_CHOICE', field: 'selectedLightFilter', message: 'Deze lichtdoorlaatbaarheid bestaat niet voor dit product.' });
      else configuration.selectedLightFilter = known;
    }

    if (product.rules) {
      const options = { ...(input.options ?? {}) };
      // The Authentics colour is an option of its rules; the legacy payload sends it as selectedColor.
      const colourGroup = product.rules.optionGroups.find((g) => g.key === 'color');
      if (colourGroup && colour && options.color === undefined) {
        const choice = colourGroup.choices.find((c) => c.label.toLowerCase() === colour.toLowerCase() || c.value === colour.toLowerCase());
        options.color = choice?.value ?? colour;
      }
      const result = quote(product.rules, { width: input.width, height: input.height, options });
      if (!result.ok) return { ok: false, errors: [...errors, ...fieldErrors(result.errors)] };
      if (errors.length) return { ok: false, errors };
      configuration.width = result.configuration.width;
      configuration.height = result.configuration.height;
      configuration.options = result.configuration.options;
      return { ok: true, product, configuration, unitPriceCents: result.breakdown.totalCents, breakdown: result.breakdown };
    }

    // No configurator: a fixed-price product; sizes are optional whole centimetres (generic product page).
    for (const key of ['width', 'height'] as const) {
      const raw = input[key];
      if (raw === undefined || raw === null || raw === '') continue;
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
      const label = key === 'width' ? 'Breedte' : 'Hoogte';
      if (!Number.isInteger(value) || value < 1 || value > FREE_DIMENSION_MAX) {
        errors.push({ code: 'OUT_OF_RANGE', field: key, message: `${label} moet een geheel aantal cm tussen 1 en ${FREE_DIMENSION_MAX} zijn.` });
      } else configuration[key] = value;
    }
    if (input.options && Object.keys(input.options).length) {
      errors.push({ code: 'UNKNOWN_OPTION', field: 'options', message: 'Dit product heeft geen opties.' });
    }
    if (errors.length) return { ok: false, errors };
    return { ok: true, product, configuration, unitPriceCents: product.priceCents, breakdown: null };
  }

  /* -------------------------------------------------------------------------------------------- */
  /* Changing the cart                                                                            */

  async addLine(token: string | undefined, input: LineInput): Promise<CartResult & { newToken?: string }> {
    const quantity = input.quantity ?? 1;
    const qError = quantityError(quantity);
    const priced = await this.price(input);
    const errors = [...(qError ? [qError] : []), ...(priced.ok ? [] : priced.errors)];
    if (errors.length || !priced.ok) {
      const existing = await this.findByToken(token);
      return { cart: await this.view(existing?.id ?? null), userErrors: errors };
    }
    const { cart, newToken } = await this.findOrCreate(token);
    const key = canonicalJson(priced.configuration);
    return this.ds.transaction(async (em) => {
      const lineCount = await em.getRepository(CartLine).countBy({ cartId: cart.id });
      // One statement: concurrent adds of the same configuration add up instead of overwriting each other.
      const rows: { id: number }[] = await em.query(
        `INSERT INTO cart_line (cart_id, product_id, quantity, configuration, configuration_key, unit_price_cents)
         SELECT $1, $2, $3, $4::jsonb, $5, $6
         WHERE $7::int < ${MAX_LINES} OR EXISTS (
           SELECT 1 FROM cart_line WHERE cart_id = $1 AND product_id = $2 AND configuration_key = $5)
         ON CONFLICT (cart_id, product_id, configuration_key) DO UPDATE
           SET quantity = cart_line.quantity + EXCLUDED.quantity, unit_price_cents = EXCLUDED.unit_price_cents
           WHERE cart_line.quantity + EXCLUDED.quantity <= ${MAX_LINE_QUANTITY}
         RETURNING id`,
        [cart.id, priced.product.id, quantity, JSON.stringify(priced.configuration), key, priced.unitPriceCents, lineCount],
      );
      const userErrors: UserError[] = [];
      if (rows.length === 0) {
        userErrors.push(
          lineCount >= MAX_LINES
            ? { code: 'CART_FULL', field: null, message: `Je winkelwagen kan hoogstens ${MAX_LINES} verschillende producten bevatten.` }
            : { code: 'INVALID_QUANTITY', field: 'quantity', message: `Je kunt hoogstens ${MAX_LINE_QUANTITY} stuks van dezelfde configuratie bestellen.` },
        );
      } else {
        await em.query('UPDATE cart SET updated_at = now() WHERE id = $1', [cart.id]);
      }
      return { cart: await this.view(cart.id, em), userErrors, newToken };
    });
  }

  private lineNotFound(): UserError {
    return { code: 'LINE_NOT_FOUND', field: 'id', message: 'Deze regel staat niet (meer) in je winkelwagen.' };
  }

  /** Sets a line's quantity; 0 or below removes it. */
  async updateLine(token: string | undefined, lineId: unknown, quantity: unknown): Promise<CartResult> {
    const cart = await this.findByToken(token);
    const id = typeof lineId === 'string' && /^\d{1,9}$/.test(lineId) ? Number(lineId) : typeof lineId === 'number' ? lineId : NaN;
    if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity <= 0) return this.removeLine(token, lineId);
    const qError = quantityError(quantity);
    if (!cart || !Number.isInteger(id)) return { cart: await this.view(cart?.id ?? null), userErrors: [qError ?? this.lineNotFound()] };
    if (qError) return { cart: await this.view(cart.id), userErrors: [qError] };
    const result = await this.ds.query('UPDATE cart_line SET quantity = $3 WHERE cart_id = $1 AND id = $2 RETURNING id', [cart.id, id, quantity]);
    const updated = (result[0] as unknown[]).length;
    return { cart: await this.view(cart.id), userErrors: updated ? [] : [this.lineNotFound()] };
  }

  async removeLine(token: string | undefined, lineId: unknown): Promise<CartResult> {
    const cart = await this.findByToken(token);
    const id = typeof lineId === 'string' && /^\d{1,9}$/.test(lineId) ? Number(lineId) : typeof lineId === 'number' ? lineId : NaN;
    if (!cart || !Number.isInteger(id)) return { cart: await this.view(cart?.id ?? null), userErrors: [this.lineNotFound()] };
    const result = await this.ds.query('DELETE FROM cart_line WHERE cart_id = $1 AND id = $2 RETURNING id', [cart.id, id]);
    const removed = (result[0] as unknown[]).length;
    return { cart: await this.view(cart.id), userErrors: removed ? [] : [this.lineNotFound()] };
  }

  async clear(token: string | undefined): Promise<CartResult> {
    const cart = await this.findByToken(token);
    if (cart) await this.ds.query('DELETE FROM cart_line WHERE cart_id = $1', [cart.id]);
    return { cart: await this.view(cart?.id ?? null), userErrors: [] };
  }

  /* -------------------------------------------------------------------------------------------- */
  /* REST compatibility: /api/cart/{productId} acts on every line of that product                  */

  async updateProductLines(token: string | undefined, productKey: string, quantity: unknown): Promise<CartResult> {
    const cart = await this.findByToken(token);
    const product = await this.catalog.byKey(productKey);
    if (!cart || !product) return { cart: await this.view(cart?.id ?? null), userErrors: [this.lineNotFound()] };
    if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity <= 0) return this.removeProductLines(token, productKey);
    const qError = quantityError(quantity);
    if (qError) return { cart: await this.view(cart.id), userErrors: [qError] };
    const result = await this.ds.query('UPDATE cart_line SET quantity = $3 WHERE cart_id = $1 AND product_id = $2 RETURNING id', [
      cart.id,
      product.id,
      quantity,
    ]);
    const updated = (result[0] as unknown[]).length;
    return { cart: await this.view(cart.id), userErrors: updated ? [] : [this.lineNotFound()] };
  }

  async removeProductLines(token: string | undefined, productKey: string): Promise<CartResult> {
    const cart = await this.findByToken(token);
    const product = await this.catalog.byKey(productKey);
    if (!cart || !product) return { cart: await this.view(cart?.id ?? null), userErrors: [this.lineNotFound()] };
    const result = await this.ds.query('DELETE FROM cart_line WHERE cart_id = $1 AND product_id = $2 RETURNING id', [cart.id, product.id]);
    const removed = (result[0] as unknown[]).length;
    return { cart: await this.view(cart.id), userErrors: removed ? [] : [this.lineNotFound()] };
  }
}

/** Human summary lines of a configuration, e.g. "Afmetingen: 150 × 180 cm", "Kettingsysteem: Metalen ketting". */
export function configurationSummary(product: Product, configuration: LineConfiguration): string[] {
  const lines: string[] = [];
  const unit = product.rules?.dimensions[0]?.unit ?? 'cm';
  if (configuration.width && configuration.height) lines.push(`Afmetingen: ${configuration.width} × ${configuration.height} ${unit}`);
  if (configuration.selectedColor) lines.push(`Kleur: ${configuration.selectedColor}`);
  if (configuration.selectedLightFilter) lines.push(`Lichtdoorlaatbaarheid: ${configuration.selectedLightFilter}`);
  for (const group of product.rules?.optionGroups ?? []) {
    const value = configuration.options?.[group.key];
    if (value === undefined || group.fixedValue !== undefined || (group.key === 'color' && configuration.selectedColor)) continue;
    if (group.kind === 'text') {
      if (value) lines.push(`${group.label}: ${String(value)}`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    const labels = values.map((v) => group.choices.find((c) => c.value === v)?.label ?? v);
    if (labels.length) lines.push(`${group.label}: ${labels.join(', ')}`);
  }
  return lines;
}
