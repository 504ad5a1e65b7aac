/**
 * Acties (issue 33): staff create, edit, pause and end promotions. Every field goes through the one form schema
 * (schema/src/forms/promotion.ts) the staff screen uses; a code is unique whatever case it was typed in; the scope's
 * products must exist. A change is refused when someone changed the promotion since it was read (`expectedVersion`),
 * and an ended promotion stays as it was (its orders name it). Every change is kept with who, when and what (in
 * Dutch, old → new) in promotion_change, in the same transaction.
 */
import type { DataSource, EntityManager } from 'typeorm';
import {
  discountedTotals,
  formatEuro,
  inScope,
  orderTotals,
  parseForm,
  PROMOTION_FORM_CODES,
  PROMOTION_LIMITS,
  promotionForm,
  referencePrices,
  referenceSizes,
  SHOP_TIME_ZONE,
  texts,
  type FoundPromotion,
  type PromotableLine,
  type PromotionFormValues,
  type PromotionTerms,
} from '@lumina/schema';
import { keysetPage, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../api/connection';
import { Money } from '../api/money.type';
import { Product } from '../catalog/product.entity';
import { shopFacts } from '../shop/facts';
import { Promotion, PromotionChange, PromotionStatus, type PromotionExample, type PromotionInput, type PromotionPayload, type PromotionPreviewPayload, type PromotionUserError } from './promotion.types';

const t = texts.promotions;

/** A refusal inside a transaction: it rolls back, and the caller answers these errors. */
class Refused extends Error {
  constructor(readonly errors: PromotionUserError[]) {
    super('refused');
  }
}

const refused = (code: PromotionUserError['code'], field: string[] | null, message: string) => new Refused([{ code, field, message }]);

const NEWEST_FIRST: KeysetKey[] = [
  { expr: 'p.created_at', type: 'timestamptz' },
  { expr: 'p.id', type: 'int' },
];

/** Where a promotion stands at `now`: ended, used up, paused, not yet begun, or applying. */
export function promotionStatus(p: Promotion, now: Date = new Date()): PromotionStatus {
  if (p.endedAt !== null || now.getTime() >= p.endsAt.getTime()) return PromotionStatus.ENDED;
  if ((p.usageLimit !== null && p.uses >= p.usageLimit) || (p.budgetCents !== null && p.discountGivenCents >= p.budgetCents)) return PromotionStatus.USED_UP;
  if (p.paused) return PromotionStatus.PAUSED;
  if (now.getTime() < p.startsAt.getTime()) return PromotionStatus.SCHEDULED;
  return PromotionStatus.ACTIVE;
}

const moment = new Intl.DateTimeFormat('nl-BE', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The fields of a promotion as the history writes them, in Dutch. */
function described(v: PromotionFormValues): [what: string, value: string][] {
  const w = t.what;
  const effect = v.percentOff !== null ? w.percent(v.percentOff) : v.amountOffCents !== null ? formatEuro(v.amountOffCents) : w.freeShipping;
  const limit = (n: number | null) => (n === null ? w.unlimited : w.times(n));
  const list = (items: readonly (string | number)[]) => (items.length ? items.join(', ') : w.all);
  return [
    [w.name, v.name],
    [w.code, v.code ?? w.none],
    [w.effect, effect],
    [w.minimumOrder, v.minimumOrderCents ? formatEuro(v.minimumOrderCents) : w.none],
    [w.startsAt, moment.format(v.startsAt)],
    [w.endsAt, moment.format(v.endsAt)],
    [w.usageLimit, limit(v.usageLimit)],
    [w.usageLimitPerCustomer, limit(v.usageLimitPerCustomer)],
    [w.budget, v.budgetCents === null ? w.unlimited : formatEuro(v.budgetCents)],
    [w.productIds, list(v.productIds)],
    [w.fabricTypes, list(v.fabricTypes.map((type) => w.fabricTypeNames[type] ?? type))],
    [w.priceGroups, list(v.priceGroups)],
  ];
}

/** A stored promotion as the form gives it, to compare with an edit. */
function valuesOf(p: Promotion): PromotionFormValues {
  return {
    name: p.name,
    code: p.code,
    percentOff: p.percentOff,
    amountOffCents: p.amountOffCents,
    freeShipping: p.freeShipping,
    minimumOrderCents: p.minimumOrderCents,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    usageLimit: p.usageLimit,
    usageLimitPerCustomer: p.usageLimitPerCustomer,
    budgetCents: p.budgetCents,
    productIds: p.productIds.map(String),
    fabricTypes: p.fabricTypes,
    priceGroups: p.priceGroups,
  };
}

/** The columns of a promotion from the form's values. */
function columnsOf(v: PromotionFormValues): Partial<Promotion> {
  return { ...v, productIds: v.productIds.map(Number) };
}

/** The arithmetic's terms of a promotion, stored or as filled in. */
function termsOf(id: string, v: Pick<PromotionFormValues, 'code' | 'percentOff' | 'amountOffCents' | 'freeShipping' | 'fabricTypes' | 'priceGroups' | 'minimumOrderCents'> & { productIds: readonly (string | number)[] }): PromotionTerms {
  return {
    id,
    code: v.code,
    effect: v.percentOff !== null ? { kind: 'PERCENT_OFF', percent: v.percentOff } : v.amountOffCents !== null ? { kind: 'AMOUNT_OFF', cents: v.amountOffCents } : { kind: 'FREE_SHIPPING' },
    scope: { productIds: v.productIds.map(String), fabricTypes: v.fabricTypes, priceGroups: v.priceGroups },
    minimumOrderCents: v.minimumOrderCents,
  };
}

/** A line of a cart or an order as a promotion's scope reads it: the product's id, fabric type and price group. */
export function promotableLine(product: Product, unitPriceCents: number, quantity: number): PromotableLine {
  const group = product.rules?.pricing.mode === 'perSquareMetre' ? (product.rules.pricing.priceGroup ?? null) : null;
  return { productId: String(product.id), fabricType: product.fabricType, priceGroup: group, unitPriceCents, quantity };
}

/** A code's promotion as the cart and the checkout judge it (its terms and where it stands). */
export interface CodePromotion {
  id: number;
  name: string;
  found: FoundPromotion;
}

const promotionId = (id: string) => (/^\d{1,9}$/.test(id.trim()) ? Number(id.trim()) : -1);

export class PromotionService {
  constructor(private readonly ds: DataSource) {}

  /** The promotion a shopper's code names (as typed, any case); null when none has it. */
  async forCode(code: string, em: EntityManager = this.ds.manager): Promise<CodePromotion | null> {
    const key = code.trim().toUpperCase();
    if (!key || key.length > PROMOTION_LIMITS.code.max) return null;
    const p = await em.getRepository(Promotion).findOneBy({ code: key });
    if (!p) return null;
    const usedUp = (p.usageLimit !== null && p.uses >= p.usageLimit) || (p.budgetCents !== null && p.discountGivenCents >= p.budgetCents);
    return { id: p.dbId, name: p.name, found: { ...termsOf(String(p.dbId), p), startsAt: p.startsAt, endsAt: p.endsAt, endedAt: p.endedAt, paused: p.paused, usedUp } };
  }

  /** Every promotion, newest first. */
  list(args: ConnectionArgs): Promise<ConnectionData<Promotion>> {
    return keysetPage(this.ds.getRepository(Promotion).createQueryBuilder('p'), NEWEST_FIRST, 'DESC', args);
  }

  async byId(id: string): Promise<Promotion | null> {
    return this.ds.getRepository(Promotion).findOneBy({ dbId: promotionId(id) });
  }

  /** What the orders that used it came to, as charged, leaving out those cancelled since. */
  async revenue(promotion: Promotion): Promise<number> {
    const [{ cents }] = (await this.ds.query(
      `SELECT coalesce(sum(o.total_cents), 0)::bigint AS cents FROM promotion_use u JOIN customer_order o ON o.id = u.order_id WHERE u.promotion_id = $1 AND o.status <> 'cancelled'`,
      [promotion.dbId],
    )) as [{ cents: string }];
    return Number(cents);
  }

  /** Its changes, newest first. */
  history(promotion: Promotion): Promise<PromotionChange[]> {
    return this.ds.getRepository(PromotionChange).find({ where: { promotionId: promotion.dbId }, order: { id: 'DESC' } });
  }

  async create(input: PromotionInput, staff: string): Promise<PromotionPayload> {
    return this.attempt(null, async (em) => {
      const values = await this.checked(em, input, null);
      const now = new Date();
      const saved = await em.getRepository(Promotion).save(
        em.create(Promotion, { ...columnsOf(values), paused: false, endedAt: null, uses: 0, discountGivenCents: 0, version: 1, createdBy: staff, createdAt: now, updatedAt: now }),
      );
      await this.record(em, saved, [t.created, ...described(values).map(([what, value]) => `${what}: ${value}`)], staff);
      return saved;
    });
  }

  async update(id: string, expectedVersion: number, input: PromotionInput, staff: string): Promise<PromotionPayload> {
    return this.onPromotion(id, async (em, current) => {
      this.changeable(current, expectedVersion);
      const values = await this.checked(em, input, current.dbId);
      const before = described(valuesOf(current));
      const changes = described(values)
        .map(([what, value], i) => (value === before[i]![1] ? null : t.change(what, before[i]![1], value)))
        .filter((line): line is string => line !== null);
      if (changes.length === 0) throw refused('NOTHING_TO_CHANGE', null, t.nothingToChange);
      return this.save(em, current, columnsOf(values), changes, staff);
    });
  }

  /**
   * What the promotion as filled in would do to example carts: each of the first four published products it touches
   * (in the shop's order) as a cart of one blind at its middle reference size, and the first two together; or why it
   * would be refused. Nothing is stored.
   */
  async preview(input: PromotionInput): Promise<PromotionPreviewPayload> {
    let values: PromotionFormValues;
    try {
      values = await this.checked(this.ds.manager, input, 'preview');
    } catch (error) {
      if (error instanceof Refused) return { examples: [], userErrors: error.errors };
      throw error;
    }
    const terms = termsOf('preview', values);
    const products = await this.ds.getRepository(Product).find({ where: { isPublished: true }, order: { sortOrder: 'ASC', id: 'ASC' } });
    const carts: { label: string; line: PromotableLine }[] = [];
    for (const product of products) {
      if (carts.length === 4) break;
      const middle = product.rules ? referenceSizes(product.rules)[1] : undefined;
      const price = product.rules ? (middle ? referencePrices(product.rules, [middle])[0] : null) : product.priceCents;
      if (price === null || price === undefined) continue;
      const line = promotableLine(product, price, 1);
      if (!inScope(terms.scope, line)) continue;
      carts.push({ label: middle ? `${product.name}, ${middle.label}` : product.name, line });
    }
    const example = (label: string, lines: PromotableLine[]): PromotionExample => {
      const before = orderTotals(lines, shopFacts.delivery).totalCents;
      const after = discountedTotals(lines, shopFacts.delivery, [], { ...terms, code: 'PREVIEW' }).totalCents;
      return { label, before: Money.of(before), after: Money.of(after), discount: Money.of(before - after) };
    };
    const examples = carts.map((cart) => example(cart.label, [cart.line]));
    if (carts.length >= 2) examples.push(example(t.together(carts[0]!.label, carts[1]!.label), [carts[0]!.line, carts[1]!.line]));
    return { examples, userErrors: [] };
  }

  /** Pauses it (it applies to nothing) or resumes it. */
  async pause(id: string, paused: boolean, expectedVersion: number, staff: string): Promise<PromotionPayload> {
    return this.onPromotion(id, async (em, current) => {
      this.changeable(current, expectedVersion);
      if (current.paused === paused) throw refused('NOTHING_TO_CHANGE', ['paused'], t.nothingToChange);
      return this.save(em, current, { paused }, [paused ? t.paused : t.resumed], staff);
    });
  }

  /** Ends it now, before its end; it then stays as it is. */
  async end(id: string, expectedVersion: number, staff: string): Promise<PromotionPayload> {
    return this.onPromotion(id, async (em, current) => {
      this.changeable(current, expectedVersion);
      return this.save(em, current, { endedAt: new Date() }, [t.endedNow], staff);
    });
  }

  /** Refused when someone changed it since `expectedVersion`, or it has ended. */
  private changeable(current: Promotion, expectedVersion: number): void {
    if (current.version !== expectedVersion) throw refused('VERSION_CONFLICT', ['expectedVersion'], t.conflict(current.version));
    if (promotionStatus(current) === PromotionStatus.ENDED) throw refused('ENDED', null, t.ended);
  }

  /**
   * The input as the form reads it, its products existing and (unless only previewed: its code is about what it would
   * be called, not what it does) its code free.
   */
  private async checked(em: EntityManager, input: PromotionInput, self: number | null | 'preview'): Promise<PromotionFormValues> {
    const form = parseForm(promotionForm, PROMOTION_FORM_CODES, input);
    if (!form.ok) throw new Refused(form.errors.map((e) => ({ code: e.code, field: ['input', ...e.path], message: e.message })));
    const values = form.values;
    if (values.code !== null && self !== 'preview') {
      const [taken] = (await em.query('SELECT id FROM promotion WHERE code = $1 AND id IS DISTINCT FROM $2', [values.code, self])) as unknown[];
      if (taken) throw refused('CODE_TAKEN', ['input', 'code'], t.codeTaken(values.code));
    }
    if (values.productIds.length) {
      const found = new Set(((await em.query('SELECT id::text AS id FROM product WHERE id = ANY($1::int[])', [values.productIds.map(Number)])) as { id: string }[]).map((r) => r.id));
      const missing = values.productIds.filter((p) => !found.has(p));
      if (missing.length) throw refused('PRODUCT_NOT_FOUND', ['input', 'productIds'], t.productNotFound(missing.join(', ')));
    }
    return values;
  }

  private async save(em: EntityManager, current: Promotion, columns: Partial<Promotion>, changes: string[], staff: string): Promise<Promotion> {
    await em.getRepository(Promotion).update({ dbId: current.dbId }, { ...columns, version: current.version + 1, updatedBy: staff, updatedAt: new Date() });
    await this.record(em, current, changes, staff);
    return (await em.getRepository(Promotion).findOneByOrFail({ dbId: current.dbId }));
  }

  private async record(em: EntityManager, promotion: Promotion, changes: string[], staff: string): Promise<void> {
    await em.getRepository(PromotionChange).insert({ promotionId: promotion.dbId, changes, changedBy: staff, changedAt: new Date() });
  }

  /** Runs `work` on the promotion `id`, locked in a transaction. */
  private onPromotion(id: string, work: (em: EntityManager, current: Promotion) => Promise<Promotion>): Promise<PromotionPayload> {
    return this.attempt(id, async (em) => {
      const current = await em.getRepository(Promotion).findOne({ where: { dbId: promotionId(id) }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw refused('PROMOTION_NOT_FOUND', ['id'], t.notFound);
      return work(em, current);
    });
  }

  /**
   * Runs `work` in a transaction; a refusal rolls back and answers its errors with the promotion `id` as it is (none
   * for a new one). Two staff saving one code at once: the unique index refuses the second, who is told it is taken.
   */
  private async attempt(id: string | null, work: (em: EntityManager) => Promise<Promotion>): Promise<PromotionPayload> {
    try {
      return { promotion: await this.ds.transaction(work), userErrors: [] };
    } catch (error) {
      const errors = error instanceof Refused ? error.errors : codeTaken(error);
      if (!errors) throw error;
      return { promotion: id === null ? null : await this.byId(id), userErrors: errors };
    }
  }
}

/** A unique violation of the promotion's code ("Key (code)=(WINTER) already exists.") as the staff's error; null for any other fault. */
function codeTaken(error: unknown): PromotionUserError[] | null {
  const e = error as { code?: string; constraint?: string; detail?: string; driverError?: { code?: string; constraint?: string; detail?: string } };
  const pg = e.driverError ?? e;
  if (pg.code !== '23505' || pg.constraint !== 'promotion_code_key') return null;
  const code = /=\(([^)]*)\)/.exec(pg.detail ?? '')?.[1] ?? '';
  return [{ code: 'CODE_TAKEN', field: ['input', 'code'], message: t.codeTaken(code) }];
}
