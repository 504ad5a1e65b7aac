/** The example operations GraphiQL opens with run as written, so an integrator's first try works. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphiqlExamples } from '../src/http/graphiql-examples';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function run(tab: string, operationName: string, variables: Record<string, unknown> = {}) {
  const example = graphiqlExamples.find((e) => e.title === tab)!;
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: example.query, operationName, variables: { ...example.variables, ...variables } }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown[] };
  expect(body.errors, `${tab} / ${operationName}`).toBeUndefined();
  return body.data;
}

describe('GraphiQL example operations', () => {
  it('are served in the GraphiQL page a browser gets at /graphql', async () => {
    const res = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const page = await res.text();
    for (const name of ['BrowseProducts', 'PriceQuote', 'CartCreate', 'CartRead']) expect(page).toContain(name);
  });

  it('browse products a page at a time', async () => {
    const first = await run('Browse products', 'BrowseProducts');
    expect(first.products.nodes).toHaveLength(5);
    expect(first.products.pageInfo.hasNextPage).toBe(true);
    const next = await run('Browse products', 'BrowseProducts', { after: first.products.pageInfo.endCursor });
    expect(next.products.nodes[0].id).not.toBe(first.products.nodes[0].id);
  });

  it('quote the configuration of the product whose id the example uses', async () => {
    const rules = await run('Quote a configuration', 'ProductRules');
    const example = graphiqlExamples.find((e) => e.title === 'Quote a configuration')!;
    expect(rules.product.id).toBe(example.variables.productId);
    const quote = await run('Quote a configuration', 'PriceQuote');
    expect(quote.priceQuote.userErrors).toEqual([]);
    // 1,23 × 1,87 = 2,3001 m² × € 34,95 = € 80,388495, + 10 % € 8,0388495 + € 12,50 metal = € 100,9273445 → € 100,93.
    expect(quote.priceQuote.price.total.formatted).toBe('€\u00a0100,93');
  });

  it('make, fill and read a cart without cookies', async () => {
    const created = await run('Cart without cookies', 'CartCreate');
    expect(created.cartCreate.userErrors).toEqual([]);
    const cartId = created.cartCreate.cart.id;
    const added = await run('Cart without cookies', 'CartLineAdd', { cartId });
    expect(added.cartLineAdd.userErrors).toEqual([]);
    const read = await run('Cart without cookies', 'CartRead', { cartId });
    expect(read.cart.itemCount).toBe(3);
    expect(read.cart.lines).toHaveLength(2);
  });
});
