/**
 * Staff run the products (issue 20): a paged list of every product, published or not, and changes of what a shopper
 * sees — name, slug, description, published, position — each recorded with who, when and before → after. A new
 * slug keeps the old one as a redirect (shared links keep working); a slug another product has or had is refused.
 * Unpublishing takes a product out of every shop screen and public list (the catalogue answers published products
 * only) while its order lines, which copy what was ordered, stay as they are.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { texts } from '@lumina/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { keysetPage, type ConnectionArgs, type ConnectionData } from '../api/connection';
import { Product } from '../catalog/product.entity';
import { foldedContains } from '../search/fold';
import { ProductChange, StaffProduct, type ProductAdminUserError, type ProductUpdateInput } from './product-admin.types';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX = { name: 120, slug: 120, description: 2000 } as const;

export interface ProductListFilter {
  search?: string | null;
  published?: boolean | null;
}

export class ProductAdminService {
  constructor(private readonly ds: DataSource) {}

  private async view(em: EntityManager, product: Product): Promise<StaffProduct> {
    const [history, redirects] = await Promise.all([
      em.getRepository(ProductChange).find({ where: { productId: product.id }, order: { changedAt: 'DESC', id: 'DESC' } }),
      em.query('SELECT slug FROM product_slug_redirect WHERE product_id = $1 ORDER BY created_at DESC, slug', [product.id]) as Promise<{ slug: string }[]>,
    ]);
    return { id: String(product.id), published: product.isPublished, sortOrder: product.sortOrder, product, oldSlugs: redirects.map((r) => r.slug), history };
  }

  /** Every product, published or not, in listing order; `search` on the name or slug. */
  async page(filter: ProductListFilter, args: ConnectionArgs): Promise<ConnectionData<StaffProduct>> {
    const qb = this.ds.getRepository(Product).createQueryBuilder('p');
    const search = filter.search?.trim();
    if (search) qb.andWhere(`(shop_fold(p.name) LIKE :term ESCAPE '\\' OR p.slug LIKE :term ESCAPE '\\')`, { term: foldedContains(search) });
    if (filter.published != null) qb.andWhere('p.is_published = :published', { published: filter.published });
    const page = await keysetPage(qb, [{ expr: 'p.sort_order', type: 'int' }, { expr: 'p.id', type: 'int' }], 'ASC', args);
    const views = new Map((await Promise.all(page.nodes.map((p) => this.view(this.ds.manager, p)))).map((v) => [v.id, v]));
    const of = (p: Product) => views.get(String(p.id))!;
    return { ...page, nodes: page.nodes.map(of), edges: page.edges.map((edge) => ({ ...edge, node: of(edge.node) })) };
  }

  async byId(id: string): Promise<StaffProduct | null> {
    const product = /^\d{1,9}$/.test(id.trim()) ? await this.ds.getRepository(Product).findOneBy({ id: Number(id.trim()) }) : null;
    return product ? this.view(this.ds.manager, product) : null;
  }

  /** Applies the change under the product's row lock, with its history entry; refused with nothing changed. */
  async update(input: ProductUpdateInput, staff: string): Promise<{ product: StaffProduct | null; userErrors: ProductAdminUserError[] }> {
    const t = texts.productAdmin;
    const errors: ProductAdminUserError[] = [];
    const field = (name: string) => ['input', name];
    const name = input.name?.trim();
    const slug = input.slug?.trim().toLowerCase();
    const description = input.description?.trim();
    if (input.name != null && !name) errors.push({ code: 'REQUIRED', field: field('name'), message: t.nameRequired });
    if (name && name.length > MAX.name) errors.push({ code: 'TOO_LONG', field: field('name'), message: t.tooLong('naam', MAX.name) });
    if (input.slug != null && !slug) errors.push({ code: 'REQUIRED', field: field('slug'), message: t.slugRequired });
    if (slug && (slug.length > MAX.slug || !SLUG.test(slug))) errors.push({ code: 'INVALID_SLUG', field: field('slug'), message: t.invalidSlug });
    if (description && description.length > MAX.description) errors.push({ code: 'TOO_LONG', field: field('description'), message: t.tooLong('omschrijving', MAX.description) });
    if (errors.length) return { product: await this.byId(input.id), userErrors: errors };

    const outcome = await this.ds
      .transaction(async (em): Promise<ProductAdminUserError | null> => {
      const id = /^\d{1,9}$/.test(input.id.trim()) ? Number(input.id.trim()) : -1;
      const [row] = (await em.query('SELECT id FROM product WHERE id = $1 FOR UPDATE', [id])) as { id: number }[];
      if (!row) return { code: 'PRODUCT_NOT_FOUND', field: field('id'), message: t.notFound };
      const product = (await em.getRepository(Product).findOneBy({ id }))!;
      const next: Partial<Record<'name' | 'slug' | 'description' | 'isPublished' | 'sortOrder', unknown>> = {};
      if (name !== undefined && name !== product.name) next.name = name;
      if (slug !== undefined && slug !== product.slug) next.slug = slug;
      if (description !== undefined && description !== product.description) next.description = description;
      if (input.published != null && input.published !== product.isPublished) next.isPublished = input.published;
      if (input.sortOrder != null && input.sortOrder !== product.sortOrder) next.sortOrder = input.sortOrder;
      if (Object.keys(next).length === 0) return { code: 'NOTHING_TO_CHANGE', field: null, message: t.nothingToChange };
      if (next.slug) {
        // Another product's slug, or one that redirects to another product, is taken; this product's own old slug may come back.
        const [taken] = (await em.query(
          `SELECT 1 FROM product WHERE slug = $1 AND id <> $2 UNION ALL SELECT 1 FROM product_slug_redirect WHERE slug = $1 AND product_id <> $2`,
          [next.slug, id],
        )) as unknown[];
        if (taken) return { code: 'SLUG_TAKEN', field: field('slug'), message: t.slugTaken };
        await em.query('DELETE FROM product_slug_redirect WHERE slug = $1', [next.slug]);
        await em.query('INSERT INTO product_slug_redirect (slug, product_id) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING', [product.slug, id]);
      }
      const changes = Object.fromEntries(Object.entries(next).map(([key, to]) => [key === 'isPublished' ? 'published' : key, { from: product[key as keyof Product], to }]));
      await em.getRepository(Product).update({ id }, next as Partial<Product>);
      await em.query('INSERT INTO product_change (product_id, changes, changed_by) VALUES ($1, $2::jsonb, $3)', [id, JSON.stringify(changes), staff]);
      return null;
    })
      // Two products moved to one free slug at once: the second finds it taken, nothing changed.
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return { code: 'SLUG_TAKEN', field: field('slug'), message: t.slugTaken } satisfies ProductAdminUserError;
        throw error;
      });
    return { product: await this.byId(input.id), userErrors: outcome ? [outcome] : [] };
  }
}
