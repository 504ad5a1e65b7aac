/**
 * Staff run the products (issue 20): beheer renames a slug (the old link still finds the product, with its new
 * slug), unpublishes a product (it leaves the shop's lists and its page answers null, while staff still see it and
 * the order lines that hold it stay), and every change is recorded with who, when and before → after. Refusals
 * change nothing; other roles are refused (staff-roles.test.ts walks that for every operation).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp } from './harness';

let app: TestApp;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  staff = await signInStaff(app.url, app.services);
});
afterAll(async () => {
  await app?.close();
});

const UPDATE = `mutation($input: ProductUpdateInput!) { productUpdate(input: $input) {
  product { id published oldSlugs product { slug name } history { changes changedBy } } userErrors { code field message } } }`;
const update = async (input: Record<string, unknown>) => (await app.gql(UPDATE, { input }, { cookie: staff })).data.productUpdate;
const shopProduct = async (slug: string) => (await app.gql('query($s: String!) { product(slug: $s) { id slug name } }', { s: slug })).data.product;

describe('a product in the staff screens', () => {
  it('renamed: the old slug keeps finding it, under its new slug, and the change is recorded', async () => {
    const id = await app.productId('translucent-beige');
    const changed = await update({ id, slug: 'translucent-zand', name: 'Translucent rolgordijn – Zand' });
    expect(changed.userErrors).toEqual([]);
    expect(changed.product).toMatchObject({ oldSlugs: ['translucent-beige'], product: { slug: 'translucent-zand', name: 'Translucent rolgordijn – Zand' } });
    expect(changed.product.history).toEqual([
      {
        changes: { name: { from: 'Translucent rolgordijn – Beige', to: 'Translucent rolgordijn – Zand' }, slug: { from: 'translucent-beige', to: 'translucent-zand' } },
        changedBy: 'Test Medewerker',
      },
    ]);
    expect(await shopProduct('translucent-beige')).toEqual({ id, slug: 'translucent-zand', name: 'Translucent rolgordijn – Zand' });
    expect((await app.fetch('/api/products/translucent-beige')).status).toBe(200);

    // Another product's slug, or one that redirects elsewhere, is taken; nothing changes.
    const other = await app.productId('translucent-grijs');
    for (const slug of ['translucent-zand', 'translucent-beige']) {
      expect((await update({ id: other, slug })).userErrors).toEqual([
        { code: 'SLUG_TAKEN', field: ['input', 'slug'], message: 'Een ander product heeft (of had) deze URL-naam. Kies een andere.' },
      ]);
    }
    expect((await update({ id: other, slug: 'Niet Goed!' })).userErrors[0].code).toBe('INVALID_SLUG');
    expect((await update({ id: other, name: '   ' })).userErrors[0].code).toBe('REQUIRED');
    expect(await shopProduct('translucent-grijs')).toMatchObject({ slug: 'translucent-grijs' });
  });

  it('unpublished: gone from the shop, still there for staff and for the orders that hold it', async () => {
    const id = await app.productId('screen-bronze-roller-blind');
    const [{ n: itemsBefore }] = await app.ds.query('SELECT count(*)::int AS n FROM order_item WHERE product_id = $1', [Number(id)]);
    expect((await update({ id, published: false })).product).toMatchObject({ published: false });
    expect(await shopProduct('screen-bronze-roller-blind')).toBeNull();
    const listed = (await app.gql('{ products(first: 100) { nodes { id } } }')).data.products.nodes.map((p: { id: string }) => p.id);
    expect(listed).not.toContain(id);
    expect((await app.fetch(`/api/products/${id}`)).status).toBe(404);
    const forStaff = (await app.gql('{ staffProducts(first: 100, published: false) { nodes { id published } } }', {}, { cookie: staff })).data.staffProducts.nodes;
    expect(forStaff).toContainEqual({ id, published: false });
    const [{ n: itemsAfter }] = await app.ds.query('SELECT count(*)::int AS n FROM order_item WHERE product_id = $1', [Number(id)]);
    expect(itemsAfter).toBe(itemsBefore);
    expect((await update({ id, published: false })).userErrors[0].code).toBe('NOTHING_TO_CHANGE');
    await update({ id, published: true });
    expect(await shopProduct('screen-bronze-roller-blind')).toMatchObject({ id });
  });

  it('is for staff only', async () => {
    const res = await app.gql(UPDATE, { input: { id: '1', name: 'x' } });
    expect(res.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
