/**
 * Query limits every operation inherits (GraphQL Armor and our own rule), refused as validation errors before
 * any resolver runs: aliases, tokens, depth, directives, cost, and the number of mutations in one request.
 * The shop's own operations and GraphiQL's introspection pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function post(query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: any[] } };
}

async function counts() {
  const [row] = await app.ds.query(
    `SELECT (SELECT count(*)::int FROM cart) AS carts, (SELECT count(*)::int FROM contact_message) AS messages`,
  );
  return row as { carts: number; messages: number };
}

const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join('\n');

const message = (i: number) =>
  `contactMessageCreate(input: { name: "Klant ${i}", email: "klant${i}@example.be", subject: "Vraag", message: "Hallo" }) { userErrors { code } }`;

describe('query limits', () => {
  it('accepts 15 aliases and refuses 16 before any resolver runs', async () => {
    const ok = await post(`{ ${aliases(15, 'shop { vatPercent }')} }`);
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body.data)).toHaveLength(15);

    const before = await counts();
    const refused = await post(`{ ${aliases(16, 'products(first: 100) { nodes { id name } }')} }`);
    expect(refused.status).toBe(400);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(refused.body.errors)).toMatch(/alias/i);

    const mutations = await post(`mutation { ${aliases(16, 'cartCreate { cart { id } }')} }`);
    expect(mutations.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses an oversized document (tokens) and a too-deep one', async () => {
    const oversized = await post(`{ shop { ${'vatPercent '.repeat(2500)} } }`);
    expect(oversized.status).toBe(400);
    expect(JSON.stringify(oversized.body.errors)).toMatch(/token/i);

    const deep = await post(`{ ${'a { '.repeat(20)}b${' }'.repeat(20)} }`);
    expect(deep.status).toBe(400);
    expect(JSON.stringify(deep.body.errors)).toMatch(/depth/i);
  });

  it('refuses too many directives and too high a cost', async () => {
    const directives = await post(`{ shop ${'@include(if: true) '.repeat(20)} { vatPercent } }`);
    expect(directives.status).toBe(400);
    expect(JSON.stringify(directives.body.errors)).toMatch(/directive/i);

    const rules = 'configurator { dimensions { key unit min max step errorText } optionGroups { key label kind required choices { value label surchargeLabel surcharge { kind percent factor amount { cents formatted amount currencyCode } } forces { group value } availableWhen { group values } } } }';
    const costly = await post(`{ ${aliases(15, `products(first: 100) { nodes { id name ${rules} } }`)} }`);
    expect(costly.status).toBe(400);
    expect(JSON.stringify(costly.body.errors)).toMatch(/cost/i);
  });

  it('refuses more than three mutations in one request, storing nothing (40 aliased contact messages)', async () => {
    const before = await counts();
    const forty = await post(`mutation { ${Array.from({ length: 40 }, (_, i) => `m${i}: ${message(i)}`).join('\n')} }`);
    expect(forty.status).toBe(400);
    expect(forty.body.data).toBeUndefined();
    const four = await post(`mutation { ${Array.from({ length: 4 }, (_, i) => `m${i}: ${message(i)}`).join('\n')} }`);
    expect(four.status).toBe(400);
    expect(four.body.errors?.[0]?.message).toMatch(/hoogstens 3 mutaties/);
    expect(await counts()).toEqual(before);
    const three = await post(`mutation { ${Array.from({ length: 3 }, (_, i) => `m${i}: ${message(100 + i)}`).join('\n')} }`);
    expect(three.status).toBe(200);
    expect((await counts()).messages).toBe(before.messages + 3);
  });

  it("lets the shop's own operations and GraphiQL's introspection through", async () => {
    const introspection = await post(getIntrospectionQuery());
    expect(introspection.status).toBe(200);
    expect(introspection.body.data.__schema.types.length).toBeGreaterThan(50);

    // Every operation of the web client, in the shell's module and each feature's (web/src/gql/*.ts), as GraphQL Code
    // Generator compiled it and Apollo Client sends it (with __typename in every selection).
    const gql = path.resolve(__dirname, '..', '..', 'web', 'src', 'gql');
    const modules = fs.readdirSync(gql).filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
    const documents = modules.flatMap((file) => [...fs.readFileSync(path.join(gql, file), 'utf8').matchAll(/export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/g)]);
    expect(modules).toEqual(expect.arrayContaining(['graphql.ts', 'catalog.ts', 'configurator.ts', 'checkout.ts', 'admin.ts']));
    expect(documents.length).toBeGreaterThan(60);
    const { print } = await import('graphql');
    const { addTypenameToDocument } = await import('@apollo/client/utilities');
    for (const [, name, json] of documents) {
      const document = addTypenameToDocument(JSON.parse(json!));
      const res = await post(print(document), { input: {}, id: '1', quantity: 1 });
      const codes = (res.body.errors ?? []).map((e: any) => e.extensions?.code);
      expect(codes, name).not.toContain('GRAPHQL_VALIDATION_FAILED');
    }
  });

  it('answers a misspelt field without "Did you mean" suggestions', async () => {
    const res = await post('{ produts { totalCount } }');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).not.toMatch(/did you mean/i);
  });
});
