/**
 * Carts (ARCHITECTURE §4): stored in PostgreSQL and found only by the SHA-256 of their secret token, which a
 * browser holds in an HttpOnly cookie and an integrator holds as `Cart.id`. Every price comes from the price
 * engine (configuration.ts); a price a client sends is never read. Expected failures are user errors, and a
 * refused change changes nothing.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { codeRefusal, discountedTotals, orderTotals, texts, totalsWithDiscount, type CodeRefusal, type Totals } from '@lumina/schema';
import { shopFacts } from '../shop/facts';
import { deliveryFor, now, type EstimatedDelivery } from '../delivery/delivery-date';
import { productIdOf, type CatalogService } from '../catalog/catalog.service';
import type { Product } from '../catalog/product.entity';
import { hashToken, isWellFormedToken, newToken } from '../security/token';
import { underField } from '../api/user-error';
import { CartEntity } from './cart.entity';
import { CartLine } from './cart-line.entity';
import { CART_BUSY, type CartLocks } from './cart-lock';
import { promotableLine, type PromotionService } from '../promotions/promotion.service';
import { canonicalJson, configurationSummary, priceLine, type CartUserErrorData, type LineInput, type PricedLine } from './configuration';

export const MAX_LINE_QUANTITY = 99;
export const MAX_LINES = 50;

/** Which cart a request means: an explicit `cartId`, or else the browser's cookie (which may hold none). */
export type CartRef = { cartId: string } | { cookieToken: string | undefined };

export interface CartView {
  /** The cart's secret token: its `Cart.id`. */
  token: string;
  lines: CartLine[];
  itemCount: number;
  /** What an order of this cart costs now (the shop's one `orderTotals`, less the entered code's discount). */
  totals: Totals & { discountCents: number };
  /** The code entered, in capitals; null without one. */
  discountCode: string | null;
  /** What the code takes off now (none while it does not apply). */
  discounts: { name: string; code: string | null; amountCents: number }[];
  /** Why the entered code takes nothing off now (its Dutch message the shopper reads); null otherwise. */
  discountRefusal: CodeRefusal | null;
  /** When an order of it would arrive if placed now (the longest lead time of its products); null when empty. */
  delivery: EstimatedDelivery | null;
}

export interface CartResult {
  /** The cart as it is now; null when there is none (unknown cartId, or a cookie without a cart). */
  cart: CartView | null;
  userErrors: CartUserErrorData[];
  /** A cart was created for a browser without one: set this token as its cookie. */
  newToken?: string;
  /** The line the change added, raised or replaced. */
  lineId?: number;
}

interface Located {
  cart: CartEntity | null;
  token: string | null;
  error: CartUserErrorData | null;
}

const LINE_ID = /^\d{1,9}$/;

/** Why a code was refused (promotions.ts `codeRefusal`) as the cart's error code. */
const DISCOUNT_CODE_ERROR = {
  UNKNOWN: 'DISCOUNT_CODE_UNKNOWN',
  NOT_STARTED: 'DISCOUNT_CODE_UNAVAILABLE',
  EXPIRED: 'DISCOUNT_CODE_UNAVAILABLE',
  PAUSED: 'DISCOUNT_CODE_UNAVAILABLE',
  USED_UP: 'DISCOUNT_CODE_USED_UP',
  NOT_APPLICABLE: 'DISCOUNT_CODE_NOT_APPLICABLE',
  MINIMUM_NOT_REACHED: 'DISCOUNT_CODE_MINIMUM_NOT_REACHED',
} as const satisfies Record<CodeRefusal['reason'], CartUserErrorData['code']>;

/** A change refused inside a transaction: thrown to roll it back, answered as a user error. */
class RefusedChange extends Error {
  constructor(readonly error: CartUserErrorData) {
    super(error.message);
  }
}

const cartNotFound = (): CartUserErrorData => ({ code: 'CART_NOT_FOUND', field: ['cartId'], message: texts.cart.cartNotFound });
const lineNotFound = (): CartUserErrorData => ({ code: 'LINE_NOT_FOUND', field: ['id'], message: texts.cart.lineNotFound });
const cartBusy = (): CartUserErrorData => ({ code: 'CART_BUSY', field: null, message: texts.cart.cartBusy });

function quantityError(quantity: unknown, field: string[]): CartUserErrorData | null {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) {
    return { code: 'INVALID_QUANTITY', field, message: texts.cart.quantityNotInteger };
  }
  if (quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    return { code: 'INVALID_QUANTITY', field, message: texts.cart.quantityRange(MAX_LINE_QUANTITY) };
  }
  return null;
}

function lineId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  return typeof value === 'string' && LINE_ID.test(value) ? Number(value) : null;
}

export class CartService {
  constructor(
    private readonly ds: DataSource,
    private readonly catalog: CatalogService,
    private readonly locks: CartLocks,
    private readonly promotions: PromotionService,
  ) {}

  /* -------------------------------------------------------------------------------------------- */
  /* Finding and reading a cart                                                                   */

  private async locate(ref: CartRef, em: EntityManager = this.ds.manager): Promise<Located> {
    const explicit = 'cartId' in ref;
    const token = explicit ? ref.cartId : ref.cookieToken;
    if (!isWellFormedToken(token)) return { cart: null, token: null, error: explicit ? cartNotFound() : null };
    const cart = await em.getRepository(CartEntity).findOneBy({ tokenHash: hashToken(token) });
    if (!cart) return { cart: null, token: null, error: explicit ? cartNotFound() : null };
    return { cart, token, error: null };
  }

  private async view(cartId: string, token: string, em: EntityManager, discountCode: string | null): Promise<CartView> {
    const lines = await em
      .getRepository(CartLine)
      .createQueryBuilder('l')
      .innerJoinAndSelect('l.product', 'p')
      .where('l.cart_id = :cartId', { cartId })
      .orderBy('l.created_at', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .getMany();
    for (const line of lines) line.summary = configurationSummary(line.product, line.configuration, line.made);
    return {
      token,
      lines,
      itemCount: lines.reduce((n, l) => n + l.quantity, 0),
      ...(await this.discounted(lines, discountCode, em)),
      delivery: deliveryFor(lines.map((line) => line.product), now()),
    };
  }

  /** The cart's totals with the entered code's discount, or why it takes nothing off now (promotions.ts `codeRefusal`). */
  private async discounted(lines: CartLine[], discountCode: string | null, em: EntityManager): Promise<Pick<CartView, 'totals' | 'discountCode' | 'discounts' | 'discountRefusal'>> {
    const plain = { totals: { ...orderTotals(lines, shopFacts.delivery), discountCents: 0 }, discountCode, discounts: [], discountRefusal: null };
    if (discountCode === null) return plain;
    const promotion = await this.promotions.forCode(discountCode, em);
    const promotable = lines.map((line) => promotableLine(line.product, line.unitPriceCents, line.quantity));
    const refusal = codeRefusal(discountCode, promotion?.found ?? null, now(), promotable, shopFacts.delivery);
    if (refusal || !promotion) return { ...plain, discountRefusal: refusal };
    const totals = discountedTotals(promotable, shopFacts.delivery, [], promotion.found);
    return {
      totals: totalsWithDiscount(totals, shopFacts.delivery),
      discountCode,
      discounts: [{ name: promotion.name, code: discountCode, amountCents: totals.discountCents }],
      discountRefusal: null,
    };
  }

  private async current(located: Located, userErrors: CartUserErrorData[] = []): Promise<CartResult> {
    return { cart: located.cart && located.token ? await this.view(located.cart.id, located.token, this.ds.manager, located.cart.discountCode) : null, userErrors };
  }

  /** The cart a reference points at; an explicit id that matches no cart is an error, a cookie without a cart is not. */
  async get(ref: CartRef): Promise<CartResult> {
    const located = await this.locate(ref);
    return this.current(located, located.error ? [located.error] : []);
  }

  /* -------------------------------------------------------------------------------------------- */
  /* Pricing                                                                                      */

  /** The server price of a line, or what is wrong with it (field paths start at the line input). */
  async price(input: LineInput): Promise<PricedLine> {
    const id = productIdOf(input.productId);
    // A quote reads the catalogue as the shop shows it (prepared-catalogue.ts); a cart's writes read the database.
    return this.priceWith(id === null ? undefined : ((await this.catalog.published(id)) ?? undefined), input);
  }

  private priceWith(product: Product | undefined, input: LineInput): PricedLine {
    if (!product) return { ok: false, errors: [{ code: 'PRODUCT_NOT_FOUND', field: ['productId'], message: texts.cart.productNotFound }] };
    return priceLine(product, input);
  }

  /** Price and quantity of a line to add, its product from `products`; errors with paths under the line input. */
  private checkLine(input: LineInput, products: Map<number, Product>): { priced: PricedLine; errors: CartUserErrorData[]; quantity: number } {
    const quantity = input.quantity ?? 1;
    const qError = quantityError(quantity, ['quantity']);
    const id = productIdOf(input.productId);
    const priced = this.priceWith(id === null ? undefined : products.get(id), input);
    return { priced, quantity, errors: [...(qError ? [qError] : []), ...(priced.ok ? [] : priced.errors)] };
  }

  /** The products of these lines, in one query. */
  private productsOf(lines: readonly LineInput[]): Promise<Map<number, Product>> {
    return this.catalog.byIds(lines.map((l) => productIdOf(l.productId)).filter((id): id is number => id !== null));
  }

  /* -------------------------------------------------------------------------------------------- */
  /* Changing a cart                                                                              */

  /**
   * Runs a change of an existing cart as its one writer (cart-lock.ts): inside a transaction holding the cart's
   * row lock. A cart that is gone answers as not found; too many writers at once answer CART_BUSY.
   */
  private async write(located: Located, change: (em: EntityManager, cartId: string, token: string, discountCode: string | null) => Promise<CartResult>): Promise<CartResult> {
    const { cart, token } = located;
    if (!cart || !token) return this.current(located, [lineNotFound()]);
    const result = await this.locks
      .exclusive(cart.tokenHash, (em, locked) => (locked ? change(em, locked.id, token, locked.discount_code) : Promise.resolve({ cart: null, userErrors: [cartNotFound()] })))
      .catch(async (e: unknown) => {
        if (e instanceof RefusedChange) return this.current(located, [e.error]);
        throw e;
      });
    // Busy: answered without reading the cart, so a burst on one cart costs the pool nothing more.
    return result === CART_BUSY ? { cart: null, userErrors: [cartBusy()] } : result;
  }

  /** Too many writes to this cart already wait in this process: answered at once, before any query. */
  private crowded(ref: CartRef): CartResult | null {
    const token = 'cartId' in ref ? ref.cartId : ref.cookieToken;
    return isWellFormedToken(token) && this.locks.isCrowded(hashToken(token)) ? { cart: null, userErrors: [cartBusy()] } : null;
  }

  /** A new cart (not tied to a cookie) with these lines; if any line is refused, nothing is created. */
  async create(lines: LineInput[]): Promise<CartResult> {
    // The cap first: a long list costs nothing but this answer.
    if (lines.length > MAX_LINES) return { cart: null, userErrors: [{ code: 'CART_FULL', field: ['input', 'lines'], message: texts.cart.cartFull(MAX_LINES) }] };
    const products = await this.productsOf(lines);
    const checked = lines.map((line) => this.checkLine(line, products));
    const userErrors = checked.flatMap((c, i) => underField(['input', 'lines', String(i)], c.errors));
    // Equal configurations of one product become one line, as repeated adds would.
    const merged = new Map<string, { priced: Extract<PricedLine, { ok: true }>; quantity: number; index: number }>();
    checked.forEach(({ priced, quantity }, index) => {
      if (!priced.ok) return;
      const key = `${priced.product.id}:${canonicalJson(priced.configuration)}`;
      const existing = merged.get(key);
      if (existing) existing.quantity += quantity;
      else merged.set(key, { priced, quantity, index });
    });
    for (const m of merged.values()) {
      if (m.quantity > MAX_LINE_QUANTITY) {
        userErrors.push({
          code: 'INVALID_QUANTITY',
          field: ['input', 'lines', String(m.index), 'quantity'],
          message: texts.cart.quantityPerConfiguration(MAX_LINE_QUANTITY),
        });
      }
    }
    if (userErrors.length) return { cart: null, userErrors };

    const token = newToken();
    return this.ds.transaction(async (em) => {
      const cart = await em.getRepository(CartEntity).save({ tokenHash: hashToken(token) });
      for (const { priced, quantity } of merged.values()) await this.insertLine(em, cart.id, priced, quantity);
      return { cart: await this.view(cart.id, token, em, null), userErrors: [] };
    });
  }

  /**
   * Adds a configured product; the same configuration again raises the quantity. Through the cookie, a first
   * add creates the cart (and `newToken` says so); an explicit cartId must name an existing cart.
   */
  async addLine(ref: CartRef, input: LineInput): Promise<CartResult> {
    const busy = this.crowded(ref);
    if (busy) return busy;
    const located = await this.locate(ref);
    if (located.error) return { cart: null, userErrors: [located.error] };
    // Priced before the cart's turn: the lock is held only for the write.
    const { priced, errors, quantity } = this.checkLine(input, await this.productsOf([input]));
    if (errors.length || !priced.ok) return this.current(located, underField(['input'], errors));

    const added = (em: EntityManager, cartId: string, token: string, discountCode: string | null) =>
      this.insertLine(em, cartId, priced, quantity).then(async (inserted) => ({
        cart: await this.view(cartId, token, em, discountCode),
        userErrors: 'error' in inserted ? [inserted.error] : [],
        ...('lineId' in inserted ? { lineId: inserted.lineId } : {}),
      }));
    if (located.cart) return this.write(located, added);

    // A browser's first add: a new cart of its own, which nobody else can know yet.
    const token = newToken();
    const result = await this.ds.transaction(async (em) => {
      const cart = await em.getRepository(CartEntity).save({ tokenHash: hashToken(token) });
      return added(em, cart.id, token, null);
    });
    return { ...result, newToken: token };
  }

  /**
   * Replaces a line by a new configuration (a configurator's 'Wijzigen' path): the old line goes and the new one
   * comes with the old quantity unless another is given, priced by the server, in one transaction. An equal
   * configuration already in the cart takes the quantity, as an add would. A refused input changes nothing.
   */
  async replaceLine(ref: CartRef, id: unknown, input: LineInput): Promise<CartResult> {
    const busy = this.crowded(ref);
    if (busy) return busy;
    const located = await this.locate(ref);
    if (located.error) return { cart: null, userErrors: [located.error] };
    const line = lineId(id);
    if (!located.cart || line === null) return this.current(located, [lineNotFound()]);
    const qError = input.quantity == null ? null : quantityError(input.quantity, ['input', 'quantity']);
    const priced = this.checkLine({ ...input, quantity: 1 }, await this.productsOf([input])).priced;
    const errors = [...(qError ? [qError] : []), ...(priced.ok ? [] : underField(['input'], priced.errors))];
    if (errors.length || !priced.ok) return this.current(located, errors);
    return this.write(located, async (em, cartId, token, discountCode) => {
      // A DELETE answers [rows, count].
      const [[old]] = (await em.query('DELETE FROM cart_line WHERE cart_id = $1 AND id = $2 RETURNING quantity', [cartId, line])) as [
        { quantity: number }[],
        number,
      ];
      if (!old) return { cart: await this.view(cartId, token, em, discountCode), userErrors: [lineNotFound()] };
      const inserted = await this.insertLine(em, cartId, priced, input.quantity ?? old.quantity);
      // Nothing changes when the new line cannot be placed (e.g. the merged quantity would pass the maximum).
      if ('error' in inserted) throw new RefusedChange(inserted.error);
      return { cart: await this.view(cartId, token, em, discountCode), userErrors: [], lineId: inserted.lineId };
    });
  }

  /**
   * Inserts a line, or raises the quantity of the same configuration, in one statement. Called under the cart's
   * lock (or for a cart nobody else knows yet), so the line count it reads cannot change before the insert.
   */
  private async insertLine(
    em: EntityManager,
    cartId: string,
    priced: Extract<PricedLine, { ok: true }>,
    quantity: number,
  ): Promise<{ lineId: number } | { error: CartUserErrorData }> {
    const key = canonicalJson(priced.configuration);
    const [{ lineCount, present }] = (await em.query(
      `SELECT count(*)::int AS "lineCount", coalesce(bool_or(product_id = $2 AND configuration_key = $3), false) AS present
         FROM cart_line WHERE cart_id = $1`,
      [cartId, priced.product.id, key],
    )) as { lineCount: number; present: boolean }[] as [{ lineCount: number; present: boolean }];
    const rows: { id: number }[] = await em.query(
      `INSERT INTO cart_line (cart_id, product_id, quantity, configuration, configuration_key, unit_price_cents, made)
       SELECT $1, $2, $3, $4::jsonb, $5, $6, $8::jsonb
       WHERE $7::int < ${MAX_LINES} OR EXISTS (
         SELECT 1 FROM cart_line WHERE cart_id = $1 AND product_id = $2 AND configuration_key = $5)
       ON CONFLICT (cart_id, product_id, configuration_key) DO UPDATE
         SET quantity = cart_line.quantity + EXCLUDED.quantity, unit_price_cents = EXCLUDED.unit_price_cents, made = EXCLUDED.made
         WHERE cart_line.quantity + EXCLUDED.quantity <= ${MAX_LINE_QUANTITY}
       RETURNING id`,
      [
        cartId,
        priced.product.id,
        quantity,
        JSON.stringify(priced.configuration),
        key,
        priced.unitPriceCents,
        lineCount,
        priced.made ? JSON.stringify(priced.made) : null,
      ],
    );
    const [row] = rows;
    if (!row) {
      // The configuration is in the cart: its quantity would pass the maximum (whether the cart is full or not).
      return !present && lineCount >= MAX_LINES
        ? { error: { code: 'CART_FULL', field: null, message: texts.cart.cartFull(MAX_LINES) } }
        : { error: { code: 'INVALID_QUANTITY', field: ['input', 'quantity'], message: texts.cart.quantityPerConfiguration(MAX_LINE_QUANTITY) } };
    }
    await this.touch(em, cartId);
    return { lineId: row.id };
  }

  private async touch(em: EntityManager, cartId: string): Promise<void> {
    await em.query('UPDATE cart SET updated_at = now() WHERE id = $1', [cartId]);
  }

  /** Runs a statement on the located cart's lines, as its writer; no row touched means the line is not in this cart. */
  private changeLines(located: Located, sql: string, params: unknown[]): Promise<CartResult> {
    return this.write(located, async (em, cartId, token, discountCode) => {
      const [rows] = (await em.query(sql, [cartId, ...params])) as [unknown[], number];
      if (rows.length) await this.touch(em, cartId);
      return { cart: await this.view(cartId, token, em, discountCode), userErrors: rows.length ? [] : [lineNotFound()] };
    });
  }

  /** Sets a line's quantity; 0 or below removes it. */
  async updateLine(ref: CartRef, id: unknown, quantity: unknown): Promise<CartResult> {
    const busy = this.crowded(ref);
    if (busy) return busy;
    const located = await this.locate(ref);
    if (located.error) return { cart: null, userErrors: [located.error] };
    if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity <= 0) return this.removeLocatedLine(located, id);
    const qError = quantityError(quantity, ['input', 'quantity']);
    if (qError) return this.current(located, [qError]);
    const line = lineId(id);
    if (line === null) return this.current(located, [lineNotFound()]);
    return this.changeLines(located, 'UPDATE cart_line SET quantity = $3 WHERE cart_id = $1 AND id = $2 RETURNING id', [line, quantity]);
  }

  async removeLine(ref: CartRef, id: unknown): Promise<CartResult> {
    const busy = this.crowded(ref);
    if (busy) return busy;
    const located = await this.locate(ref);
    if (located.error) return { cart: null, userErrors: [located.error] };
    return this.removeLocatedLine(located, id);
  }

  private removeLocatedLine(located: Located, id: unknown): Promise<CartResult> {
    const line = lineId(id);
    if (line === null) return this.current(located, [lineNotFound()]);
    return this.changeLines(located, 'DELETE FROM cart_line WHERE cart_id = $1 AND id = $2 RETURNING id', [line]);
  }

  async clear(ref: CartRef): Promise<CartResult> {
    const busy = this.crowded(ref);
    if (busy) return busy;
    const located = await this.locate(ref);
    if (located.error) return { cart: null, userErrors: [located.error] };
    if (!located.cart) return this.current(located);
    return this.write(located, async (em, cartId, token, discountCode) => {
      await em.query('DELETE FROM cart_line WHERE cart_id = $1', [cartId]);
      await this.touch(em, cartId);
      return { cart: await this.view(cartId, token, em, discountCode), userErrors: [] };
    });
  }

  /**
   * Enters a discount code (issue 33): kept on the cart when it takes something off its lines now, else refused with
   * why (unknown, not begun, ended, paused, used up, for none of its products, below its minimum) and nothing kept.
   */
  async applyDiscountCode(ref: CartRef, code: unknown): Promise<CartResult> {
    const busy = this.crowded(ref);
    if (busy) return busy;
    const located = await this.locate(ref);
    if (located.error) return { cart: null, userErrors: [located.error] };
    if (!located.cart) return { cart: null, userErrors: [cartNotFound()] };
    const typed = typeof code === 'string' ? code.trim().toUpperCase() : '';
    return this.write(located, async (em, cartId, token) => {
      const view = await this.view(cartId, token, em, typed);
      const refusal = view.discountRefusal;
      if (refusal) throw new RefusedChange({ code: DISCOUNT_CODE_ERROR[refusal.reason], field: ['code'], message: refusal.message });
      await em.query('UPDATE cart SET discount_code = $2, updated_at = now() WHERE id = $1', [cartId, typed]);
      return { cart: view, userErrors: [] };
    });
  }

  /** Takes the entered discount code off the cart (nothing happens without one). */
  async removeDiscountCode(ref: CartRef): Promise<CartResult> {
    const busy = this.crowded(ref);
    if (busy) return busy;
    const located = await this.locate(ref);
    if (located.error) return { cart: null, userErrors: [located.error] };
    if (!located.cart) return { cart: null, userErrors: [cartNotFound()] };
    return this.write(located, async (em, cartId, token) => {
      await em.query('UPDATE cart SET discount_code = NULL, updated_at = now() WHERE id = $1', [cartId]);
      return { cart: await this.view(cartId, token, em, null), userErrors: [] };
    });
  }

  /* -------------------------------------------------------------------------------------------- */
  /* REST compatibility: /api/cart/{productId} acts on every line of that product                  */

  async updateProductLines(ref: CartRef, productKey: string, quantity: unknown): Promise<CartResult> {
    const busy = this.crowded(ref);
    if (busy) return busy;
    const located = await this.locate(ref);
    const product = await this.catalog.byKey(productKey);
    if (!product) return this.current(located, [lineNotFound()]);
    if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity <= 0) {
      return this.changeLines(located, 'DELETE FROM cart_line WHERE cart_id = $1 AND product_id = $2 RETURNING id', [product.id]);
    }
    const qError = quantityError(quantity, ['quantity']);
    if (qError) return this.current(located, [qError]);
    return this.changeLines(located, 'UPDATE cart_line SET quantity = $3 WHERE cart_id = $1 AND product_id = $2 RETURNING id', [
      product.id,
      quantity,
    ]);
  }

  async removeProductLines(ref: CartRef, productKey: string): Promise<CartResult> {
    const busy = this.crowded(ref);
    if (busy) return busy;
    const located = await this.locate(ref);
    const product = await this.catalog.byKey(productKey);
    if (!product) return this.current(located, [lineNotFound()]);
    return this.changeLines(located, 'DELETE FROM cart_line WHERE cart_id = $1 AND product_id = $2 RETURNING id', [product.id]);
  }
}
