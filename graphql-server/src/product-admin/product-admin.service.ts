/**
 * Staff run the products (issue 20): a paged list of every product, published or not, filtered by category,
 * listing and publication; a new product ('Nieuw product', unpublished, with the configurator rules of an existing
 * one); and changes of every field a shopper sees, checked by the product form's schema (schema/src/forms/product.ts)
 * and then against the database: a slug another product has or had, a fabric SKU that does not exist or is of
 * another fabric, colours the configurator's colour choices would no longer match. Each change is recorded with
 * who, when and before → after. A new slug keeps the old one as a redirect (shared links keep working).
 * Unpublishing takes a product out of every shop screen and public list (the catalogue answers published products
 * only) while its order lines, which copy what was ordered, stay as they are.
 */
import type { DataSource, EntityManager } from 'typeorm';
import {
  configuratorColourProblems,
  parseForm,
  PRODUCT_FORM_CODES,
  productCreateForm,
  productForm,
  texts,
  type ConfiguratorRules,
  type ProductFormValues,
} from '@lumina/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { inputErrors } from '../api/user-error';
import { keysetPage, type ConnectionArgs, type ConnectionData } from '../api/connection';
import { Product, type ProductListing } from '../catalog/product.entity';
import { productIdOf } from '../catalog/catalog.service';
import { foldedContains } from '../search/fold';
import { ProductChange, StaffProduct, type FabricSkuUse, type ProductAdminUserError, type ProductCreateInput, type ProductUpdateInput } from './product-admin.types';
import { productPriceCents } from '../catalog/from-price';

export interface ProductListFilter {
  search?: string | null;
  published?: boolean | null;
  category?: string | null;
  listing?: ProductListing | null;
}

type Result = { product: StaffProduct | null; userErrors: ProductAdminUserError[] };
type ShopFields = Omit<ProductFormValues, 'published' | 'sortOrder'>;

/** The fabric SKU each colour is made in ('' for none); a product's only colour also takes the map's '' entry. */
function skuOf(product: Product, colour: string): string {
  const map = product.fabricSkus ?? {};
  return map[colour] ?? (product.colors.length === 1 ? map[''] : undefined) ?? '';
}

/** A product's fields as the form has them (the inverse of `entityOf`). */
function valuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    category: product.category,
    line: product.line,
    fabricType: product.fabricType,
    cardCategory: product.cardCategory,
    listings: product.listings,
    transparency: product.transparency,
    controls: product.controls,
    colors: product.colors.map((c) => ({ name: c.name, hex: c.hex, fabricSku: skuOf(product, c.name) })),
    lightFilter: product.lightFilter,
    features: product.features,
    published: product.isPublished,
    sortOrder: product.sortOrder,
  };
}

/** What the history records of a product's fields: the colours' fabrics as one map, colour → SKU. */
function recordOf(values: ShopFields & Partial<Pick<ProductFormValues, 'published' | 'sortOrder'>>): Record<string, unknown> {
  const { colors, ...rest } = values;
  return {
    ...rest,
    colors: colors.map(({ name, hex }) => ({ name, hex })),
    fabricSkus: Object.fromEntries(colors.filter((c) => c.fabricSku).map((c) => [c.name, c.fabricSku])),
  };
}

/** The entity's columns for the form's values. */
function entityOf(values: ShopFields & Partial<Pick<ProductFormValues, 'published' | 'sortOrder'>>): Partial<Product> {
  const { colors, published, ...rest } = values;
  const { fabricSkus } = recordOf(values) as { fabricSkus: Record<string, string> };
  return {
    ...(rest as Partial<Product>),
    colors: colors.map(({ name, hex }) => ({ name, hex })),
    fabricSkus,
    ...(published === undefined ? {} : { isPublished: published }),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const field = (...path: (string | number)[]) => ['input', ...path.map(String)];

/** Input fields an explicit null clears (the rest keep their value when null or left out). */
const CLEARABLE = new Set(['cardCategory', 'transparency']);

export class ProductAdminService {
  constructor(private readonly ds: DataSource) {}

  private async view(em: EntityManager, product: Product): Promise<StaffProduct> {
    const [history, redirects] = await Promise.all([
      em.getRepository(ProductChange).find({ where: { productId: product.id }, order: { changedAt: 'DESC', id: 'DESC' } }),
      em.query('SELECT slug FROM product_slug_redirect WHERE product_id = $1 ORDER BY created_at DESC, slug', [product.id]) as Promise<{ slug: string }[]>,
    ]);
    return {
      id: String(product.id),
      published: product.isPublished,
      sortOrder: product.sortOrder,
      product,
      colors: product.colors.map((c) => ({ name: c.name, hex: c.hex, fabricSku: skuOf(product, c.name) || null })),
      oldSlugs: redirects.map((r) => r.slug),
      history,
    };
  }

  /** Every product, published or not, in listing order; `search` on the name or slug, and the filters. */
  async page(filter: ProductListFilter, args: ConnectionArgs): Promise<ConnectionData<StaffProduct>> {
    const qb = this.ds.getRepository(Product).createQueryBuilder('p');
    const search = filter.search?.trim();
    if (search) qb.andWhere(`(shop_fold(p.name) LIKE :term ESCAPE '\\' OR p.slug LIKE :term ESCAPE '\\')`, { term: foldedContains(search) });
    if (filter.published != null) qb.andWhere('p.is_published = :published', { published: filter.published });
    const category = filter.category?.trim();
    if (category) qb.andWhere('lower(p.category) = lower(:category)', { category });
    if (filter.listing) qb.andWhere('p.listings @> ARRAY[:listing]::text[]', { listing: filter.listing });
    const page = await keysetPage(qb, [{ expr: 'p.sort_order', type: 'int' }, { expr: 'p.id', type: 'int' }], 'ASC', args);
    const views = new Map((await Promise.all(page.nodes.map((p) => this.view(this.ds.manager, p)))).map((v) => [v.id, v]));
    const of = (p: Product) => views.get(String(p.id))!;
    return { ...page, nodes: page.nodes.map(of), edges: page.edges.map((edge) => ({ ...edge, node: of(edge.node) })) };
  }

  /** The categories products have, for the staff filter. */
  async categories(): Promise<string[]> {
    const rows = (await this.ds.query('SELECT DISTINCT category FROM product ORDER BY category')) as { category: string }[];
    return rows.map((r) => r.category);
  }

  async byId(id: string): Promise<StaffProduct | null> {
    const productId = productIdOf(id);
    const product = productId === null ? null : await this.ds.getRepository(Product).findOneBy({ id: productId });
    return product ? this.view(this.ds.manager, product) : null;
  }

  /** The products (published or not) that make a colour, or their only fabric, in `internalSku`. */
  async usesOf(internalSku: string): Promise<FabricSkuUse[]> {
    const rows = (await this.ds.query(
      `SELECT p.id, p.name, p.slug, p.is_published, s.key
         FROM product p, jsonb_each_text(p.fabric_skus) s
        WHERE lower(s.value) = lower($1)
        ORDER BY p.sort_order, p.id, s.key`,
      [internalSku],
    )) as { id: number; name: string; slug: string; is_published: boolean; key: string }[];
    return rows.map((r) => ({ productId: String(r.id), productName: r.name, productSlug: r.slug, published: r.is_published, colour: r.key || null }));
  }

  /**
   * What the database refuses of checked values: a slug another product has or had, a colour's fabric SKU that
   * does not exist or is of another fabric, colours that no longer match the configurator's colour choices. The
   * SKUs come back as stored (their own case).
   */
  private async refusals(em: EntityManager, values: ShopFields, rules: ConfiguratorRules | null, productId: number): Promise<ProductAdminUserError[]> {
    const t = texts.productAdmin;
    const errors: ProductAdminUserError[] = [];
    // Another product's slug, or one that redirects to another product, is taken; this product's own old slug may come back.
    const [taken] = (await em.query(
      `SELECT 1 FROM product WHERE slug = $1 AND id <> $2 UNION ALL SELECT 1 FROM product_slug_redirect WHERE slug = $1 AND product_id <> $2`,
      [values.slug, productId],
    )) as unknown[];
    if (taken) errors.push({ code: 'SLUG_TAKEN', field: field('slug'), message: t.slugTaken });
    const wanted = values.colors.map((c) => c.fabricSku).filter(Boolean);
    const skus = wanted.length
      ? ((await em.query('SELECT internal_sku, fabric_type FROM fabric_sku WHERE lower(internal_sku) = ANY($1)', [wanted.map((s) => s.toLowerCase())])) as {
          internal_sku: string;
          fabric_type: string;
        }[])
      : [];
    values.colors.forEach((colour, i) => {
      if (!colour.fabricSku) return;
      const sku = skus.find((s) => s.internal_sku.toLowerCase() === colour.fabricSku.toLowerCase());
      if (!sku) errors.push({ code: 'UNKNOWN_FABRIC_SKU', field: field('colors', i, 'fabricSku'), message: t.unknownFabricSku(colour.fabricSku) });
      else if (sku.fabric_type !== values.fabricType) {
        errors.push({ code: 'FABRIC_SKU_OTHER_TYPE', field: field('colors', i, 'fabricSku'), message: t.fabricSkuOtherType(sku.internal_sku, sku.fabric_type, values.fabricType) });
      } else colour.fabricSku = sku.internal_sku;
    });
    for (const message of configuratorColourProblems(rules, values.colors.map((c) => c.name))) errors.push({ code: 'CONFIGURATOR_COLOUR', field: field('colors'), message });
    return errors;
  }

  /** Records a change of product `id`: each field before → after (before null for a new product). */
  private async record(em: EntityManager, id: number, changes: Record<string, { from: unknown; to: unknown }>, staff: string): Promise<void> {
    await em.query('INSERT INTO product_change (product_id, changes, changed_by) VALUES ($1, $2::jsonb, $3)', [id, JSON.stringify(changes), staff]);
  }

  /** Two products moved to one free slug at once: the second finds it taken, nothing changed. */
  private slugRace(error: unknown): ProductAdminUserError[] {
    if (isUniqueViolation(error)) return [{ code: 'SLUG_TAKEN', field: field('slug'), message: texts.productAdmin.slugTaken }];
    throw error;
  }

  /**
   * 'Nieuw product': every field, checked as an edit is, and the product whose configurator rules, sizes and
   * from-price it takes (rules are edited elsewhere). It starts unpublished and last in the listings.
   */
  async create(input: ProductCreateInput, staff: string): Promise<Result> {
    const form = parseForm(productCreateForm, PRODUCT_FORM_CODES, input);
    if (!form.ok) return { product: null, userErrors: inputErrors(form.errors) };
    const { rulesFrom, ...values } = form.values;
    const created: { id: number | null } = { id: null };
    const refused = await this.ds
      .transaction(async (em): Promise<ProductAdminUserError[]> => {
        const sourceId = productIdOf(rulesFrom);
        const source = sourceId === null ? null : await em.getRepository(Product).findOneBy({ id: sourceId });
        if (!source) return [{ code: 'PRODUCT_NOT_FOUND', field: field('rulesFrom'), message: texts.productAdmin.rulesFromNotFound }];
        const errors = await this.refusals(em, values, source.rules, -1);
        if (errors.length) return errors;
        const [{ next }] = (await em.query('SELECT coalesce(max(sort_order), 0) + 1 AS next FROM product')) as { next: number }[];
        const product = em.getRepository(Product).create({
          ...entityOf({ ...values, published: false, sortOrder: next }),
          priceCents: productPriceCents(source.rules, source.priceCents),
          rules: source.rules,
          sizeRules: source.sizeRules,
          images: [],
        });
        await em.getRepository(Product).save(product);
        created.id = product.id;
        const after: Record<string, unknown> = { ...recordOf({ ...values, published: false, sortOrder: next }), rulesFrom: source.slug };
        await this.record(em, product.id, Object.fromEntries(Object.entries(after).map(([key, to]) => [key, { from: null, to }])), staff);
        return [];
      })
      .catch((error: unknown) => this.slugRace(error));
    return { product: created.id === null || refused.length ? null : await this.byId(String(created.id)), userErrors: refused };
  }

  /**
   * Changes the given fields (left out or null: unchanged; an explicit null clears the card category or the
   * transparency) under the product's row lock, checks the result as a whole, and records what changed with its
   * history entry; refused with nothing changed. A new slug keeps the old one as a redirect.
   */
  async update(input: ProductUpdateInput, staff: string): Promise<Result> {
    const id = productIdOf(input.id);
    const refused = await this.ds
      .transaction(async (em): Promise<ProductAdminUserError[]> => {
        const [row] = id === null ? [] : ((await em.query('SELECT id FROM product WHERE id = $1 FOR UPDATE', [id])) as { id: number }[]);
        if (!row || id === null) return [{ code: 'PRODUCT_NOT_FOUND', field: field('id'), message: texts.productAdmin.notFound }];
        const product = (await em.getRepository(Product).findOneBy({ id }))!;
        const before = valuesOf(product);
        const given = Object.fromEntries(Object.entries(input).filter(([key, value]) => key !== 'id' && value !== undefined && (value !== null || CLEARABLE.has(key))));
        const form = parseForm(productForm, PRODUCT_FORM_CODES, { ...before, ...given });
        if (!form.ok) return inputErrors(form.errors);
        const errors = await this.refusals(em, form.values, product.rules, id);
        if (errors.length) return errors;
        const [from, to] = [recordOf(before), recordOf(form.values)];
        const changed = Object.keys(to).filter((key) => !same(from[key], to[key]));
        if (changed.length === 0) return [{ code: 'NOTHING_TO_CHANGE', field: null, message: texts.productAdmin.nothingToChange }];
        if (changed.includes('slug')) {
          await em.query('DELETE FROM product_slug_redirect WHERE slug = $1', [form.values.slug]);
          await em.query('INSERT INTO product_slug_redirect (slug, product_id) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING', [product.slug, id]);
        }
        await em.getRepository(Product).update({ id }, entityOf(form.values));
        await this.record(em, id, Object.fromEntries(changed.map((key) => [key, { from: from[key], to: to[key] }])), staff);
        return [];
      })
      .catch((error: unknown) => this.slugRace(error));
    return { product: await this.byId(input.id), userErrors: refused };
  }
}
