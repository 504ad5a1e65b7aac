/**
 * Order placement (ARCHITECTURE §4): a cart becomes an order in one transaction. The cart row is locked first,
 * so a double click, a retried request or ten copies of one attempt at once are served one after another:
 * the first makes the order, the others find it by its attempt id and answer it. Every line is priced again
 * by the server's engine; the order copies the configuration, the price and the fabricator data, so later
 * catalogue changes never alter a placed order. If anything fails, or the process dies half-way, PostgreSQL
 * rolls the whole transaction back: the cart is intact and no order exists.
 */
import type { EntityManager } from 'typeorm';
import { CHECKOUT_FORM_CODES, checkoutForm, chosenOptions, codeRefusal, discountedTotals, formatEuro, type CheckoutFormValues, MOUNTING, parseForm, texts, totalsWithDiscount, tradeOf, lineTotalCents, type MadeToMeasure } from '@lumina/schema';
import type { CatalogService } from '../catalog/catalog.service';
import type { Product } from '../catalog/product.entity';
import type { CartRef } from '../cart/cart.service';
import { CART_BUSY, type CartLocks, type LockedCart } from '../cart/cart-lock';
import { configurationSummary, fabricSkuOf, priceLine, type LineConfiguration } from '../cart/configuration';
import { FabricSku } from '../fabric-skus/fabric-sku.entity';
import { deliveryFor, now } from '../delivery/delivery-date';
import { shopFacts } from '../shop/facts';
import { GUARDRAILS } from '../guardrails';
import { hashToken, isWellFormedToken } from '../security/token';
import { PaymentStatus, type PaymentMethod } from '../api/trade';
import { inputErrors } from '../api/user-error';
import { OrderItem } from './order-item.entity';
import { orderNumber } from './order-number';
import { PlacementGate } from './placement-gate';
import { Order, OrderStatus } from './order.entity';
import type { OrderUserError } from './order.types';
import type { OrderService } from './order.service';
import { SHOPPER, type OrderLifecycle } from './order-lifecycle.service';
import type { PaymentService } from '../payments/payment.service';
import { personKey, type RateLimits } from '../ratelimit/rate-limits';
import { claimPromotionUse, claimRefusalText } from '../promotions/promotion-claims';
import { promotableLine, type PromotionService } from '../promotions/promotion.service';

export interface CheckoutDraft {
  attemptId?: string | null;
  customer?: {
    name?: string | null;
    email?: string | null;
    phone?: string | null;
    street?: string | null;
    postcode?: string | null;
    city?: string | null;
    country?: string | null;
  } | null;
  paymentMethod?: PaymentMethod | null;
  acceptNoWithdrawal?: boolean | null;
  expectedTotalCents?: number | null;
  notes?: string | null;
}

export type PlaceResult = { order: Order; userErrors: [] } | { order: null; userErrors: OrderUserError[] };

const ATTEMPT_ID = /^[A-Za-z0-9_-]{16,100}$/;


type FabricatorData = Pick<
  OrderItem,
  | 'fabricCode'
  | 'manufacturerCode'
  | 'fabricPriceGroup'
  | 'cassetteType'
  | 'selectedWidth'
  | 'selectedHeight'
  | 'fabricationWidthMm'
  | 'fabricationHeightMm'
  | 'mounting'
  | 'controlType'
  | 'controlSide'
  | 'chainLengthCm'
  | 'safetyDevice'
  | 'mountingHeightCm'
>;

/** What the atelier needs to make a line: what its choices mean (the rules say), what the engine made of it, and its fabric. */
export function fabricatorData(product: Product, configuration: LineConfiguration, made: MadeToMeasure | null, sku: FabricSku | null): FabricatorData {
  const trade = product.rules ? tradeOf(product.rules, configuration.options ?? {}) : null;
  const hasSize = configuration.width !== undefined && configuration.height !== undefined;
  return {
    fabricCode: sku?.internalSku ?? null,
    manufacturerCode: sku?.manufacturerCode ?? null,
    fabricPriceGroup: sku?.priceGroup ?? null,
    cassetteType: trade?.cassette ?? sku?.cassetteType ?? null,
    selectedWidth: made ? Math.round(made.measured.widthMm / 10) : (configuration.width ?? null),
    selectedHeight: made ? Math.round(made.measured.heightMm / 10) : (configuration.height ?? null),
    fabricationWidthMm: made?.fabrication.widthMm ?? null,
    fabricationHeightMm: made?.fabrication.heightMm ?? null,
    // SPEC §3: in de dag when the blind hangs inside the recess; a blind with a size but no mounting choice hangs op de dag.
    mounting: trade?.mounting ?? (hasSize ? MOUNTING.OUTSIDE_FRAME : null),
    controlType: trade?.controlType ?? null,
    controlSide: trade?.controlSide ?? null,
    chainLengthCm: made?.chain?.lengthCm ?? null,
    safetyDevice: made?.chain?.safetyDevice ?? null,
    mountingHeightCm: made?.chain?.mountingHeightCm ?? null,
  };
}

interface LineRow {
  id: number;
  product_id: number;
  quantity: number;
  configuration: LineConfiguration;
  unit_price_cents: number;
}

/** A refusal inside the transaction: thrown to roll it back. */
class Refused extends Error {
  constructor(readonly errors: OrderUserError[]) {
    super(errors.map((e) => e.message).join(' '));
  }
}

export interface CheckoutOptions {
  /** Asking for the payment failed beyond the provider (the database, a bug) after the order committed: for the log. */
  onPaymentStartFailed?(orderId: string, error: unknown): void;
  /** The shop's clock (the order's time, its delivery estimate); the lifecycle's, so tests can move both. */
  now?: () => Date;
}

export class CheckoutService {
  /** A burst of placements waits its turn in memory instead of on the pool's connections. */
  private readonly gate = new PlacementGate(GUARDRAILS.checkout.concurrentPlacements, GUARDRAILS.checkout.placementWaitMs);

  constructor(
    private readonly catalog: CatalogService,
    private readonly orders: OrderService,
    private readonly locks: CartLocks,
    private readonly lifecycle: OrderLifecycle,
    private readonly payments: PaymentService,
    private readonly limits: RateLimits,
    private readonly promotions: PromotionService,
    private readonly options: CheckoutOptions = {},
  ) {}

  /**
   * Checks the draft: the checkout form's rules (schema/src/forms) and the attempt id. The values as stored
   * (trimmed, the postcode as its country writes it), or what is wrong.
   */
  validate(draft: CheckoutDraft): { ok: true; values: CheckoutFormValues } | { ok: false; userErrors: OrderUserError[] } {
    const { customer, paymentMethod, notes, acceptNoWithdrawal } = draft;
    const form = parseForm(checkoutForm, CHECKOUT_FORM_CODES, { customer: customer ?? {}, paymentMethod, notes, acceptNoWithdrawal });
    const userErrors: OrderUserError[] = form.ok ? [] : inputErrors(form.errors);
    if (typeof draft.attemptId !== 'string' || !ATTEMPT_ID.test(draft.attemptId)) {
      userErrors.push({ code: 'INVALID', field: ['input', 'attemptId'], message: texts.checkout.attemptId });
    }
    if (!form.ok || userErrors.length > 0) return { ok: false, userErrors };
    return { ok: true, values: form.values };
  }

  /**
   * Places the order of the cart `ref` points at; see the file comment for the guarantees. A client address places
   * at most GUARDRAILS.checkout orders an hour (each mails the address typed in it, issue 30): a retry of an attempt
   * that placed its order is answered that order, and an attempt that placed none gives its point back.
   */
  async place(ref: CartRef, draft: CheckoutDraft, clientAddress: string): Promise<PlaceResult> {
    return this.gate.run(() => this.placeNow(ref, draft, clientAddress));
  }

  private async placeNow(ref: CartRef, draft: CheckoutDraft, clientAddress: string): Promise<PlaceResult> {
    const checked = this.validate(draft);
    if (!checked.ok) return { order: null, userErrors: checked.userErrors };
    const { values } = checked;
    const attemptId = draft.attemptId as string;
    const token = 'cartId' in ref ? ref.cartId : ref.cookieToken;
    const cartNotFound = (): PlaceResult => ({ order: null, userErrors: [{ code: 'CART_NOT_FOUND', field: 'cartId' in ref ? ['input', 'cartId'] : null, message: texts.checkout.cartNotFound }] });
    if (!isWellFormedToken(token)) return cartNotFound();
    const tokenHash = hashToken(token);
    const client = personKey(clientAddress);
    const counted = await this.limits.orders.take(client);
    if (!counted.ok && !(await this.orders.placedBy(attemptId, tokenHash))) {
      const minutes = Math.ceil(counted.retryAfterSeconds / 60);
      return { order: null, userErrors: [{ code: 'RATE_LIMITED', field: null, message: texts.checkout.rateLimited(minutes) }] };
    }
    // Set once a new order has committed (not a retry answered its earlier order, not a refusal).
    let placedNew = false;

    try {
      let fresh = false;
      // One attempt at a time (even from two carts), then the cart's one writer (cart-lock.ts): a burst of copies
      // waits in memory, not on pooled connections. Everything below uses `em` only: a second pool connection
      // per placement could exhaust the pool under load.
      const placed = await this.locks.exclusive(
        tokenHash,
        async (em, cart): Promise<{ orderId: string } | { changedTotalCents: number }> => {
          // After the locks: an earlier copy of this attempt may have placed the order meanwhile.
          const [earlier] = (await em.query('SELECT id, cart_token_hash FROM customer_order WHERE checkout_token = $1', [attemptId])) as {
            id: string;
            cart_token_hash: string | null;
          }[];
          if (earlier) {
            if (earlier.cart_token_hash !== tokenHash) throw new Refused([{ code: 'INVALID', field: ['input', 'attemptId'], message: texts.checkout.attemptUsed }]);
            return { orderId: earlier.id };
          }
          if (!cart) throw new Refused(cartNotFound().userErrors);
          const placing = await this.placeLocked(em, cart, attemptId, values, draft);
          fresh = 'orderId' in placing;
          return placing;
        },
        async (em) => {
          await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [attemptId]);
        },
      );
      placedNew = placed !== CART_BUSY && fresh;
      if (placed === CART_BUSY) return { order: null, userErrors: [{ code: 'CART_BUSY', field: null, message: texts.checkout.cartBusy }] };
      if ('changedTotalCents' in placed) {
        const message = texts.checkout.priceChanged(formatEuro(placed.changedTotalCents));
        return { order: null, userErrors: [{ code: 'PRICE_CHANGED', field: ['input', 'expectedTotalCents'], message }] };
      }
      // The order has committed: only now is the provider asked for its payment (never inside the transaction). A
      // provider that fails leaves the order unpaid and intact; the confirmation page offers to pay again.
      // Anything else that fails there (the database, a bug) must not hide an order that exists behind an error: the
      // shopper gets the confirmation, unpaid, with its offer to pay again; the failure goes to the log.
      await this.payments.start(placed.orderId, SHOPPER).catch((error: unknown) => this.options.onPaymentStartFailed?.(placed.orderId, error));
      const order = await this.orders.byId(placed.orderId);
      return order ? { order, userErrors: [] } : cartNotFound();
    } catch (e) {
      if (e instanceof Refused) return { order: null, userErrors: e.errors };
      throw e;
    } finally {
      // Only a new order counts: a retry, a refusal or a fault gives the point back (at best: should the database
      // fail here, the point stays taken, and what the shopper learns is the answer above, not this).
      if (counted.ok && !placedNew) await this.limits.orders.giveBack(client).catch(() => undefined);
    }
  }

  private async placeLocked(
    em: EntityManager,
    cart: LockedCart,
    attemptId: string,
    values: CheckoutFormValues,
    draft: CheckoutDraft,
  ): Promise<{ orderId: string } | { changedTotalCents: number }> {
    const lines = (await em.query(
      'SELECT id, product_id, quantity, configuration, unit_price_cents FROM cart_line WHERE cart_id = $1 ORDER BY created_at, id',
      [cart.id],
    )) as LineRow[];
    if (lines.length === 0) throw new Refused([{ code: 'CART_EMPTY', field: null, message: texts.checkout.cartEmpty }]);

    // Price every line again, from the catalogue as it is now.
    const products = await this.catalog.byIds(lines.map((l) => l.product_id), em);
    const priced = lines.map((line, index) => {
      const product = products.get(line.product_id);
      const { options, width, height, mountingHeight, selectedColor, selectedLightFilter } = line.configuration;
      const result = product ? priceLine(product, { quantity: line.quantity, configuration: { width, height, mountingHeight, options }, selectedColor, selectedLightFilter }) : null;
      if (!product || !result?.ok) {
        throw new Refused([
          { code: 'LINE_UNAVAILABLE', field: ['cart', 'lines', String(index)], message: texts.checkout.lineUnavailable(product?.name ?? `Regel ${index + 1}`) },
        ]);
      }
      return { line, product, result };
    });
    // The cart's discount code (issue 33), judged as the cart judged it, now: one that no longer applies is said, and
    // nothing is ordered (the cart keeps it, for the shopper to remove or to meet again).
    const promotable = priced.map(({ line, product, result }) => promotableLine(product, result.unitPriceCents, line.quantity));
    const promotion = cart.discount_code ? await this.promotions.forCode(cart.discount_code, em) : null;
    if (cart.discount_code) {
      const refusal = codeRefusal(cart.discount_code, promotion?.found ?? null, (this.options.now ?? now)(), promotable, shopFacts.delivery);
      if (refusal) throw new Refused([{ code: 'DISCOUNT_CODE_REFUSED', field: ['cart', 'discountCode'], message: refusal.message }]);
    }
    const discounted = discountedTotals(promotable, shopFacts.delivery, [], promotion?.found ?? null);
    const totals = totalsWithDiscount(discounted, shopFacts.delivery);
    const { totalCents } = totals;
    if (draft.expectedTotalCents != null && draft.expectedTotalCents !== totalCents) {
      // The cart learns the new prices (the transaction commits them), and no order is placed.
      for (const { line, result } of priced) {
        await em.query('UPDATE cart_line SET unit_price_cents = $2, made = $3::jsonb WHERE id = $1', [line.id, result.unitPriceCents, result.made ? JSON.stringify(result.made) : null]);
      }
      return { changedTotalCents: totalCents };
    }

    const skuCodes = [...new Set(priced.map((p) => fabricSkuOf(p.product, p.result.configuration)).filter((c): c is string => c !== null))];
    const skus = new Map((skuCodes.length ? await em.getRepository(FabricSku).findBy(skuCodes.map((internalSku) => ({ internalSku }))) : []).map((s) => [s.internalSku, s]));

    const orderedAt = (this.options.now ?? now)();
    const delivery = deliveryFor(priced.map((p) => p.product), orderedAt)!;
    const [{ n }] = (await em.query(`SELECT nextval('order_number_seq')::int AS n`)) as [{ n: number }];
    const id = orderNumber(n, orderedAt);

    const items = priced.map(({ line, product, result }, index) => {
      const code = fabricSkuOf(product, result.configuration);
      return em.create(OrderItem, {
        productId: product.id,
        productName: product.name,
        quantity: line.quantity,
        unitPriceCents: result.unitPriceCents,
        totalCents: lineTotalCents({ unitPriceCents: result.unitPriceCents, quantity: line.quantity }),
        discountCents: discounted.lines[index]!.discountCents,
        configuration: { ...result.configuration },
        summary: configurationSummary(product, result.configuration, result.made),
        options: product.rules ? chosenOptions(product.rules, result.configuration.options ?? {}) : [],
        ...fabricatorData(product, result.configuration, result.made, code ? (skus.get(code) ?? null) : null),
      });
    });
    const { customer } = values;
    const countryName = texts.checkout.countryName[customer.country];
    await em.save(
      em.create(Order, {
        id,
        status: OrderStatus.NEW,
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: customer.phone,
        shippingAddress: `${customer.street}, ${customer.postcode} ${customer.city}, ${countryName}`,
        shippingAddressLines: [customer.street, `${customer.postcode} ${customer.city}`, countryName],
        country: customer.country,
        cartTokenHash: cart.token_hash,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        discountLabel: promotion && discounted.promotions.length ? cart.discount_code : null,
        shippingCents: totals.shippingCents,
        totalCents,
        vatCents: totals.vatCents,
        paymentMethod: draft.paymentMethod!,
        paymentStatus: PaymentStatus.AWAITING_PAYMENT,
        productionNotes: values.notes || null,
        deliveryDate: delivery.date,
        deliveryWorkingDays: delivery.workingDays,
        checkoutToken: attemptId,
        items,
        createdAt: orderedAt,
      }),
    );
    // The code's use, counted under the promotion's lock in this transaction: of many checkouts after its last use, one
    // orders; the others are told, and nothing of theirs is ordered (promotion-claims.ts).
    const applied = discounted.promotions[0];
    if (promotion && applied) {
      const refused = await claimPromotionUse(em, { promotionId: promotion.id, orderId: id, customerEmail: customer.email, discountCents: applied.discountCents, at: orderedAt });
      if (refused) throw new Refused([{ code: 'DISCOUNT_CODE_REFUSED', field: ['cart', 'discountCode'], message: claimRefusalText(refused, cart.discount_code!) }]);
    }
    // The lifecycle's first move, in this transaction: its history and its events (the order-received mail).
    await this.lifecycle.move(id, { move: 'place' }, SHOPPER, { em });
    await em.query('DELETE FROM cart_line WHERE cart_id = $1', [cart.id]);
    await em.query('UPDATE cart SET updated_at = now() WHERE id = $1', [cart.id]);
    return { orderId: id };
  }
}
