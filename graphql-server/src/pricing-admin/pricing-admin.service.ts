/**
 * Staff edit prices as rules (issue 20 item 3, ARCHITECTURE §3): the eight price groups and each product's price
 * rules, edited through the one form schema (schema/src/forms/product-rules.ts) and refused unless the engine can
 * price the result (schema/src/rules-check.ts). Every change of a product's rules — its own edit, a change of its
 * price group's rate, a rollback — is a numbered version with who, when and what, made under the product's row lock
 * together with the rules themselves, so quotes, carts and checkouts read the new rules at once (nothing caches
 * them: the catalogue reads the product row each time, and checkout prices every line again, answering
 * PRICE_CHANGED when the total moved). A price group's rate is versioned the same way (issue 31): every change and
 * rollback of a group is its next version, and reaches each of its products as a new version of theirs. Locks are
 * taken group first, then product, in every path.
 */
import type { DataSource, EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import {
  applyProductRulesEdit,
  formatEuro,
  parseForm,
  pricingProblems,
  PRICE_GROUP_RANGE,
  PRODUCT_RULES_FORM_CODES,
  priceGroupForm,
  productRulesForm,
  referencePrices,
  referenceSizes,
  surchargeLabel,
  texts,
  type ConfiguratorRules,
  type FormError,
  type FormErrorCode,
  type Pricing,
} from '@lumina/schema';
import { keysetPage, type ConnectionArgs, type ConnectionData } from '../api/connection';
import { Money } from '../api/money.type';
import { productPriceCents } from '../catalog/from-price';
import { Product } from '../catalog/product.entity';
import {
  PriceGroup,
  PriceGroupVersion,
  ProductRuleVersion,
  RulesChangeReason,
  type PriceGroupInput,
  type PriceGroupPayload,
  type PricingAdminUserError,
  type ProductPricePreview,
  type ProductRulesInput,
  type ProductRulesPayload,
} from './pricing-admin.types';

const t = texts.pricingAdmin;

/** A refusal inside a transaction: it rolls back, and the caller answers these errors. */
class Refused extends Error {
  constructor(readonly errors: PricingAdminUserError[]) {
    super('refused');
  }
}

const refused = (code: PricingAdminUserError['code'], field: string[] | null, message: string) => new Refused([{ code, field, message }]);
/** A form's refusals, under the input's fields. */
const formRefusal = (errors: readonly FormError<PricingAdminUserError['code'] & FormErrorCode>[]) =>
  new Refused(errors.map((e) => ({ code: e.code, field: ['input', ...e.path], message: e.message })));
const productId = (id: string) => (/^\d{1,9}$/.test(id.trim()) ? Number(id.trim()) : -1);

/** How a product's price starts, in words. */
function pricingText(p: Pricing): string {
  if (p.mode === 'fixedBase') return t.what.base(formatEuro(p.baseCents));
  return p.priceGroup !== undefined ? t.what.inGroup(p.priceGroup, formatEuro(p.centsPerSquareMetre)) : t.what.perSquareMetre(formatEuro(p.centsPerSquareMetre));
}

/** What changed between two versions of a product's rules and from-price (the engine's lowest price), in Dutch, one line each. */
function changesBetween(before: ConfiguratorRules, after: ConfiguratorRules, fromBefore: number, fromAfter: number): string[] {
  const lines: string[] = [];
  const add = (what: string, from: string, to: string) => {
    if (from !== to) lines.push(t.change(what, from, to));
  };
  add(t.what.pricing, pricingText(before.pricing), pricingText(after.pricing));
  add(t.what.fromPrice, formatEuro(fromBefore), formatEuro(fromAfter));
  const minimum = (r: ConfiguratorRules) => (r.minimumCents !== undefined ? formatEuro(r.minimumCents) : t.what.none);
  add(t.what.minimum, minimum(before), minimum(after));
  for (const d of after.dimensions) {
    const old = before.dimensions.find((x) => x.key === d.key);
    if (old) add(d.label, t.what.range(old.min, old.max, old.step, old.unit), t.what.range(d.min, d.max, d.step, d.unit));
  }
  for (const group of after.optionGroups) {
    for (const choice of group.choices) {
      const old = before.optionGroups.find((g) => g.key === group.key)?.choices.find((c) => c.value === choice.value);
      if (!old || JSON.stringify(old.surcharge ?? null) === JSON.stringify(choice.surcharge ?? null)) continue;
      const label = (c: typeof choice) => (c.surcharge ? (surchargeLabel(c.surcharge) ?? formatEuro(0)) : t.what.none);
      lines.push(t.change(`${group.label}: ${choice.label}`, label(old), label(choice)));
    }
  }
  return lines;
}

/** A product's three reference sizes priced by the rules now and by the proposed ones, and its from-price now and after. */
function previewOf(product: Product, before: ConfiguratorRules, after: ConfiguratorRules): ProductPricePreview {
  const sizes = referenceSizes(after).length ? referenceSizes(after) : referenceSizes(before);
  const now = referencePrices(before, sizes);
  const then = referencePrices(after, sizes);
  const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : Money.of(cents));
  return {
    product,
    sizes: sizes.map((s, i) => ({ label: s.label, width: s.width, height: s.height, now: money(now[i]), after: money(then[i]) })),
    fromPriceNow: Money.of(product.priceCents),
    fromPriceAfter: Money.of(productPriceCents(after, product.priceCents)),
  };
}

/** The engine's refusals of rules, one user error each. */
function unpriceable(rules: ConfiguratorRules, prefix = ''): PricingAdminUserError[] {
  return pricingProblems(rules).map((message) => ({ code: 'UNPRICEABLE', field: null, message: `${prefix}${message}` }));
}

/**
 * A numbered history (a product's rules, a price group's rate): version 1 — or the oldest version known, for what was
 * changed before its history was kept — is stored together with the first change after it, so a thing never changed
 * has no rows. Appends `next`, first storing `before` when the history has no rows yet.
 */
async function appendVersion<T extends ObjectLiteral>(em: EntityManager, entity: EntityTarget<T>, of: FindOptionsWhere<T>, before: () => T, next: QueryDeepPartialEntity<T>): Promise<void> {
  const repo = em.getRepository(entity);
  if (!(await repo.existsBy(of))) await repo.insert(before());
  await repo.insert(next);
}

/** Why a rollback to `version` is refused, if it is: someone changed it since `expectedVersion`, it is the current one, or it does not exist. */
function rollbackRefusal(current: number, expectedVersion: number, version: number, exists: boolean, notFound: string): Refused | null {
  if (expectedVersion !== current) return refused('VERSION_CONFLICT', ['expectedVersion'], t.conflict(current));
  if (version === current) return refused('NOTHING_TO_CHANGE', ['version'], t.sameVersion);
  if (!exists) return refused('VERSION_NOT_FOUND', ['version'], notFound);
  return null;
}

/** A group's rate before and after, a Dutch line when it changed (a group has no from-price of its own: issue 31). */
function groupChanges(before: { centsPerSquareMetre: number }, after: { centsPerSquareMetre: number }): string[] {
  const [from, to] = [before.centsPerSquareMetre, after.centsPerSquareMetre];
  return from === to ? [] : [t.change(t.what.rate, formatEuro(from), formatEuro(to))];
}

interface Proposal {
  product: Product;
  rules: ConfiguratorRules;
}

export class PricingAdminService {
  constructor(private readonly ds: DataSource) {}

  /** The eight groups, 1 first. */
  groups(args: ConnectionArgs): Promise<ConnectionData<PriceGroup>> {
    return keysetPage(this.ds.getRepository(PriceGroup).createQueryBuilder('g'), [{ expr: 'g.price_group', type: 'int' }], 'ASC', args);
  }

  /** The products priced by a group's rate, in listing order (published or not). */
  productsInGroup(group: number, em: EntityManager = this.ds.manager): Promise<Product[]> {
    return em
      .getRepository(Product)
      .createQueryBuilder('p')
      // The one reading of a product's group (migration OnePriceGroup1732560001000), as the fabric collection and SKUs read it.
      .where('product_price_group(p.configurator) = :group', { group })
      .orderBy('p.sort_order')
      .addOrderBy('p.id')
      .getMany();
  }

  /** The number of a product's current rules version: 1 until staff first change them. */
  async currentVersion(id: number, em: EntityManager = this.ds.manager): Promise<number> {
    const [row] = (await em.query('SELECT max(version)::int AS version FROM product_rule_version WHERE product_id = $1', [id])) as { version: number | null }[];
    return row?.version ?? 1;
  }

  /** Version 1: the rules as they were before staff first changed them (stored with the first change). */
  private initial(product: Product & { rules: ConfiguratorRules }): ProductRuleVersion {
    return Object.assign(new ProductRuleVersion(), {
      productId: product.id,
      version: 1,
      rules: product.rules,
      fromPriceCents: product.priceCents,
      reason: RulesChangeReason.INITIAL,
      changes: [t.initial],
      changedBy: 'systeem',
      changedAt: product.createdAt,
    });
  }

  /** Every version of a product's rules, newest first (only version 1 while they were never changed). */
  async versions(product: Product): Promise<ProductRuleVersion[]> {
    if (!product.rules) return [];
    const stored = await this.ds.getRepository(ProductRuleVersion).find({ where: { productId: product.id }, order: { version: 'DESC' } });
    return stored.length ? stored : [this.initial(product as Product & { rules: ConfiguratorRules })];
  }

  /**
   * Writes the product's new rules with their version (under the product's row lock), and its from-price: the lowest
   * price the new rules let a shopper pay (issue 31), never one typed beside them; returns the version's number.
   */
  private async record(em: EntityManager, proposal: Proposal, reason: RulesChangeReason, changes: string[], staff: string): Promise<number> {
    const { product } = proposal;
    const fromPriceCents = productPriceCents(proposal.rules, product.priceCents);
    const version = (await this.currentVersion(product.id, em)) + 1;
    await appendVersion(em, ProductRuleVersion, { productId: product.id }, () => this.initial(product as Product & { rules: ConfiguratorRules }), {
      productId: product.id,
      version,
      rules: proposal.rules,
      fromPriceCents,
      reason,
      changes,
      changedBy: staff,
      changedAt: new Date(),
    });
    await em.query('UPDATE product SET configurator = $2::jsonb, price_cents = $3 WHERE id = $1', [product.id, JSON.stringify(proposal.rules), fromPriceCents]);
    return version;
  }

  /** The product (locked when `lock`), refused when unknown or without rules. */
  private async productWithRules(em: EntityManager, id: string, lock: boolean): Promise<Product & { rules: ConfiguratorRules }> {
    const query = em.getRepository(Product).createQueryBuilder('p').where('p.id = :id', { id: productId(id) });
    const product = await (lock ? query.setLock('pessimistic_write') : query).getOne();
    if (!product) throw refused('PRODUCT_NOT_FOUND', ['input', 'productId'], t.productNotFound);
    if (!product.rules) throw refused('NO_RULES', ['input', 'productId'], t.noRules);
    return product as Product & { rules: ConfiguratorRules };
  }

  private async group(em: EntityManager, group: number, lock: 'pessimistic_read' | 'pessimistic_write' | null, field: string[]): Promise<PriceGroup> {
    const query = em.getRepository(PriceGroup).createQueryBuilder('g').where('g.price_group = :group', { group });
    const found = Number.isInteger(group) ? await (lock ? query.setLock(lock) : query).getOne() : null;
    if (!found) throw refused('PRICE_GROUP_NOT_FOUND', field, t.groupNotFound(PRICE_GROUP_RANGE.min, PRICE_GROUP_RANGE.max));
    return found;
  }

  /** The proposed rules of a product edit, checked by the form schema and the engine; refused with every problem. */
  private async propose(em: EntityManager, input: ProductRulesInput, lock: boolean): Promise<Proposal> {
    const form = parseForm(productRulesForm, PRODUCT_RULES_FORM_CODES, input);
    if (!form.ok) throw formRefusal(form.errors);
    const groupNumber = form.values.pricing.mode === 'perSquareMetre' ? form.values.pricing.priceGroup : null;
    const group = groupNumber !== null ? await this.group(em, groupNumber, lock ? 'pessimistic_read' : null, ['input', 'pricing', 'priceGroup']) : null;
    const product = await this.productWithRules(em, input.productId, lock);
    const applied = applyProductRulesEdit(product.rules, form.values, (g) => (g === group?.group ? group.centsPerSquareMetre : null));
    if (applied.unknown.length) throw new Refused(applied.unknown.map((u) => ({ code: 'INVALID', field: ['input', ...u.path.map(String)], message: t.unknownPart })));
    const problems = unpriceable(applied.rules);
    if (problems.length) throw new Refused(problems);
    return { product, rules: applied.rules };
  }

  /** Runs `work` in a transaction; a refusal answers its errors with nothing changed. */
  private async attempt<T>(work: (em: EntityManager) => Promise<T>): Promise<T | Refused> {
    try {
      return await this.ds.transaction(work);
    } catch (error) {
      if (error instanceof Refused) return error;
      throw error;
    }
  }

  /** What a product edit would do to its reference prices, or why it would be refused. Changes nothing. */
  async preview(input: ProductRulesInput): Promise<ProductRulesPayload> {
    const result = await this.attempt(async (em) => {
      const proposal = await this.propose(em, input, false);
      return previewOf(proposal.product, proposal.product.rules!, proposal.rules);
    });
    return result instanceof Refused ? { preview: null, version: null, userErrors: result.errors } : { preview: result, version: null, userErrors: [] };
  }

  /** Saves a product edit as its next rules version, unless someone saved since `expectedVersion`. */
  async update(input: ProductRulesInput, staff: string): Promise<ProductRulesPayload> {
    const result = await this.attempt(async (em) => {
      const proposal = await this.propose(em, input, true);
      const current = await this.currentVersion(proposal.product.id, em);
      if (input.expectedVersion !== current) throw refused('VERSION_CONFLICT', ['input', 'expectedVersion'], t.conflict(current));
      const before = proposal.product.rules!;
      const changes = changesBetween(before, proposal.rules, proposal.product.priceCents, productPriceCents(proposal.rules, proposal.product.priceCents));
      if (changes.length === 0) throw refused('NOTHING_TO_CHANGE', null, t.nothingToChange);
      const preview = previewOf(proposal.product, before, proposal.rules);
      return { preview, version: await this.record(em, proposal, RulesChangeReason.EDIT, changes, staff) };
    });
    return result instanceof Refused ? { preview: null, version: null, userErrors: result.errors } : { ...result, userErrors: [] };
  }

  /**
   * Restores an earlier version of a product's rules as its next version, so it prices as it did then. When the
   * version was in a price group whose rate has changed since, its rate becomes the product's own (the group's
   * other products keep the group's rate).
   */
  async rollback(id: string, version: number, expectedVersion: number, staff: string): Promise<ProductRulesPayload> {
    const result = await this.attempt(async (em) => {
      const [earlier] = (await em.query('SELECT rules FROM product_rule_version WHERE product_id = $1 AND version = $2', [productId(id), version])) as {
        rules: ConfiguratorRules;
      }[];
      const groupNumber = earlier?.rules.pricing.mode === 'perSquareMetre' ? earlier.rules.pricing.priceGroup : undefined;
      const group = groupNumber !== undefined ? await em.getRepository(PriceGroup).createQueryBuilder('g').where('g.price_group = :groupNumber', { groupNumber }).setLock('pessimistic_read').getOne() : null;
      const product = await this.productWithRules(em, id, true);
      const refusal = rollbackRefusal(await this.currentVersion(product.id, em), expectedVersion, version, earlier !== undefined, t.versionNotFound);
      if (refusal || !earlier) throw refusal;
      let rules = earlier.rules;
      const notes = [t.rollback(version)];
      if (rules.pricing.mode === 'perSquareMetre' && groupNumber !== undefined && group?.centsPerSquareMetre !== rules.pricing.centsPerSquareMetre) {
        const { priceGroup: _left, ...ownRate } = rules.pricing;
        rules = { ...rules, pricing: ownRate };
        notes.push(t.leftGroup(groupNumber));
      }
      const problems = unpriceable(rules);
      if (problems.length) throw new Refused(problems);
      const proposal = { product, rules };
      const preview = previewOf(product, product.rules, rules);
      const changes = [...notes, ...changesBetween(product.rules, rules, product.priceCents, productPriceCents(rules, product.priceCents))];
      return { preview, version: await this.record(em, proposal, RulesChangeReason.ROLLBACK, changes, staff) };
    });
    return result instanceof Refused ? { preview: null, version: null, userErrors: result.errors } : { ...result, userErrors: [] };
  }

  /** A group's new rate, checked; the proposals for each of its products. */
  private async proposeGroup(em: EntityManager, input: PriceGroupInput, lock: boolean) {
    const group = await this.group(em, input.group, lock ? 'pessimistic_write' : null, ['input', 'group']);
    const form = parseForm(priceGroupForm, PRODUCT_RULES_FORM_CODES, input);
    if (!form.ok) throw formRefusal(form.errors);
    const products = await this.productsInGroup(group.group, em);
    const proposals = products.map((product) => {
      const rules = product.rules!;
      const pricing: Pricing = { mode: 'perSquareMetre', centsPerSquareMetre: input.pricePerSquareMetreCents, priceGroup: group.group };
      return { product, rules: { ...rules, pricing } };
    });
    const problems = proposals.flatMap((p) => unpriceable(p.rules, `${p.product.name}: `));
    if (problems.length) throw new Refused(problems);
    return { group, proposals };
  }

  /** What a group's new rate would do to each of its products. Changes nothing. */
  async groupPreview(input: PriceGroupInput): Promise<PriceGroupPayload> {
    const result = await this.attempt(async (em) => {
      const { group, proposals } = await this.proposeGroup(em, input, false);
      return { priceGroup: group, products: proposals.map((p) => previewOf(p.product, p.product.rules!, p.rules)) };
    });
    return result instanceof Refused ? { priceGroup: null, products: [], userErrors: result.errors } : { ...result, userErrors: [] };
  }

  /**
   * A group's new rate, written into every product of the group in one transaction, each as a new version of its
   * rules (and so with its new from-price), and kept as the group's next version; unless someone changed the group
   * since `expectedVersion`.
   */
  async groupUpdate(input: PriceGroupInput, staff: string): Promise<PriceGroupPayload> {
    const result = await this.attempt(async (em) => {
      const { group, proposals } = await this.proposeGroup(em, input, true);
      if (input.expectedVersion !== group.version) throw refused('VERSION_CONFLICT', ['input', 'expectedVersion'], t.conflict(group.version));
      if (input.pricePerSquareMetreCents === group.centsPerSquareMetre) throw refused('NOTHING_TO_CHANGE', null, t.nothingToChange);
      return this.changeGroup(em, group, input, proposals, null, staff);
    });
    return result instanceof Refused ? { priceGroup: null, products: [], userErrors: result.errors } : { ...result, userErrors: [] };
  }

  /**
   * Restores an earlier version of a group's rate as its next version, exactly as a change to them
   * would be made (every product of the group follows, each as a new version of its rules); unless someone changed
   * the group since `expectedVersion`.
   */
  async groupRollback(groupNumber: number, version: number, expectedVersion: number, staff: string): Promise<PriceGroupPayload> {
    const result = await this.attempt(async (em) => {
      const group = await this.group(em, groupNumber, 'pessimistic_write', ['group']);
      const earlier = (await this.groupVersions(group, em)).find((v) => v.version === version);
      const refusal = rollbackRefusal(group.version, expectedVersion, version, earlier !== undefined, t.groupVersionNotFound);
      if (refusal || !earlier) throw refusal;
      if (earlier.centsPerSquareMetre === group.centsPerSquareMetre) throw refused('NOTHING_TO_CHANGE', ['version'], t.sameAsNow);
      const input = { group: group.group, expectedVersion, pricePerSquareMetreCents: earlier.centsPerSquareMetre };
      const { proposals } = await this.proposeGroup(em, input, true);
      return this.changeGroup(em, group, input, proposals, version, staff);
    });
    return result instanceof Refused ? { priceGroup: null, products: [], userErrors: result.errors } : { ...result, userErrors: [] };
  }

  /** The group as it is, as a version: the oldest one it has until its first kept change. */
  private groupBefore(group: PriceGroup): PriceGroupVersion {
    const seeded = group.version === 1;
    return Object.assign(new PriceGroupVersion(), {
      group: group.group,
      version: group.version,
      centsPerSquareMetre: group.centsPerSquareMetre,
      reason: seeded ? RulesChangeReason.INITIAL : RulesChangeReason.EDIT,
      changes: [seeded ? t.groupInitial : t.groupUntracked],
      changedBy: group.updatedBy ?? 'systeem',
      changedAt: group.updatedAt,
    });
  }

  /** Every version of a group's rate, newest first (only the current one while it was never changed). */
  async groupVersions(group: PriceGroup, em: EntityManager = this.ds.manager): Promise<PriceGroupVersion[]> {
    const stored = await em.getRepository(PriceGroupVersion).find({ where: { group: group.group }, order: { version: 'DESC' } });
    return stored.length ? stored : [this.groupBefore(group)];
  }

  /** One group, or null. */
  async priceGroup(group: number): Promise<PriceGroup | null> {
    return Number.isInteger(group) ? this.ds.getRepository(PriceGroup).findOneBy({ group }) : null;
  }

  /**
   * Writes a group's new rate (checked by proposeGroup, under the group's lock) into each of its products as a new
   * version of their rules (each with the from-price its new rules make), then into the group, kept as its next
   * version: an edit, or the rollback to version `rolledBackTo`.
   */
  private async changeGroup(
    em: EntityManager,
    group: PriceGroup,
    input: PriceGroupInput,
    proposals: Proposal[],
    rolledBackTo: number | null,
    staff: string,
  ): Promise<{ priceGroup: PriceGroup; products: ProductPricePreview[] }> {
    const after = { centsPerSquareMetre: input.pricePerSquareMetreCents };
    const previews: ProductPricePreview[] = [];
    for (const proposal of proposals) {
      // The product's row lock, as every change of its rules takes (after the group's: the one lock order).
      const product = await this.productWithRules(em, String(proposal.product.id), true);
      if (product.rules.pricing.mode !== 'perSquareMetre' || product.rules.pricing.priceGroup !== group.group) continue;
      proposal.rules = { ...product.rules, pricing: proposal.rules.pricing };
      const change = t.groupChange(group.group, formatEuro(group.centsPerSquareMetre), formatEuro(after.centsPerSquareMetre));
      const changes = [
        ...(rolledBackTo === null ? [] : [t.groupRollback(group.group, rolledBackTo)]),
        change,
        ...changesBetween(product.rules, proposal.rules, product.priceCents, productPriceCents(proposal.rules, product.priceCents)).filter((line) => !line.startsWith(`${t.what.pricing}:`)),
      ];
      previews.push(previewOf(product, product.rules, proposal.rules));
      await this.record(em, { ...proposal, product }, RulesChangeReason.PRICE_GROUP, changes, staff);
    }
    const version = group.version + 1;
    await em.query('UPDATE price_group SET cents_per_square_metre = $2, version = $3, updated_by = $4, updated_at = now() WHERE price_group = $1', [
      group.group,
      after.centsPerSquareMetre,
      version,
      staff,
    ]);
    const priceGroup = (await em.getRepository(PriceGroup).findOneBy({ group: group.group }))!;
    await appendVersion(em, PriceGroupVersion, { group: group.group }, () => this.groupBefore(group), {
      group: group.group,
      version,
      ...after,
      reason: rolledBackTo === null ? RulesChangeReason.EDIT : RulesChangeReason.ROLLBACK,
      changes: [...(rolledBackTo === null ? [] : [t.rollback(rolledBackTo)]), ...groupChanges(group, after)],
      changedBy: staff,
      changedAt: priceGroup.updatedAt,
    });
    return { priceGroup, products: previews };
  }
}
