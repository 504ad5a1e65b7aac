/**
 * Staff roles (issue 20, ARCHITECTURE §5): every staff operation of the schema, and every staff REST path, tried by
 * each role and by a deactivated account. A role may use what staff/permissions.ts gives it and is refused the rest
 * with 403, by the executor before the field's resolver runs (a field below the roots is null beside the rest of the
 * answer); a deactivated account's session has ended (401) and it cannot sign in again. Every staff root field is
 * decided in the table, so a new one cannot slip through unseen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../src/schema';
import { STAFF_OPERATIONS, StaffRole } from '../src/staff/permissions';
import { PUBLIC_ROOT_FIELDS } from '../src/staff/public-fields';
import { signInStaff, startTestApp, type TestApp } from './harness';
import { call } from './root-calls';

let app: TestApp;
const cookies: Partial<Record<StaffRole, string>> = {};
const account = (role: StaffRole) => ({ email: `${role}@lumina.test`, password: `een-lang-${role}-wachtwoord`, role });
beforeAll(async () => {
  app = await startTestApp();
  for (const role of Object.values(StaffRole)) cookies[role] = await signInStaff(app.url, app.services, account(role));
});
afterAll(async () => {
  await app?.close();
});

/** Every staff root field as "Query.x" / "Mutation.x", with a call that passes validation. */
async function staffOperations() {
  const schema = await buildAppSchema();
  return ([['Query', 'query', schema.getQueryType()!], ['Mutation', 'mutation', schema.getMutationType()!]] as const).flatMap(([type, operation, root]) =>
    Object.values(root.getFields())
      .filter((field) => !PUBLIC_ROOT_FIELDS[type].includes(field.name))
      .map((field) => ({ key: `${type}.${field.name}`, query: call(operation, field) })),
  );
}

const REST = [
  ['GET /api/orders', '/api/orders'],
  ['GET /admin/orders/:id/fabricator-export', '/admin/orders/LUM-1999-00001/fabricator-export.csv'],
  ['GET /admin/orders/:id/invoice', '/admin/orders/LUM-1999-00001/invoice.pdf'],
  ['GET /admin/fabric-sku', '/admin/fabric-sku/all'],
  ['POST /admin/products/:id/images', '/admin/products/1/images'],
] as const;

/** A REST path called as its key in the role table names it; a POST sends a few bytes (refused for what they are only after the role check). */
const restCall = (key: string, path: string, cookie: string) =>
  app.fetch(path, key.startsWith('POST ') ? { method: 'POST', headers: { cookie, 'content-type': 'application/octet-stream' }, body: 'x' } : { headers: { cookie } });

describe('each staff role', () => {
  it('decides every staff root field in the role table', async () => {
    const undecided = (await staffOperations()).map((o) => o.key).filter((key) => !(key in STAFF_OPERATIONS));
    expect(undecided).toEqual([]);
  });

  it('uses what its role allows and is refused the rest with 403, its resolver never run', async () => {
    const operations = await staffOperations();
    expect(operations.length).toBeGreaterThanOrEqual(15);
    for (const role of Object.values(StaffRole)) {
      for (const { key, query } of operations) {
        const res = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie: cookies[role]! }, body: JSON.stringify({ query }) });
        const body = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
        const codes = (body.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
        if (role === StaffRole.BEHEER || STAFF_OPERATIONS[key]!.includes(role)) {
          expect(codes, `${role} may use ${key}`).not.toContain('FORBIDDEN');
          expect(codes, `${role} may use ${key}`).not.toContain('UNAUTHENTICATED');
        } else {
          expect([res.status, codes], `${role} may not use ${key}`).toEqual([403, ['FORBIDDEN']]);
          expect(body.errors![0]!.message).toBe('Je rol als medewerker laat dit niet toe. Vraag het aan een collega met de rol beheer.');
        }
      }
      for (const [key, path] of REST) {
        const res = await restCall(key, path, cookies[role]!);
        const allowed = role === StaffRole.BEHEER || STAFF_OPERATIONS[key]!.includes(role);
        if (allowed) expect([401, 403], `${role} may use ${key}`).not.toContain(res.status);
        else expect(res.status, `${role} may not use ${key}`).toBe(403);
      }
    }
  });

  it('tells the staff screens what the role may do', async () => {
    const me = async (role: StaffRole) =>
      (await app.gql('{ staffMe { role can } }', {}, { cookie: cookies[role]! })).data.staffMe as { role: string; can: string[] };
    const atelier = await me(StaffRole.ATELIER);
    expect(atelier.role).toBe('ATELIER');
    expect(atelier.can).toEqual(expect.arrayContaining(['Mutation.orderStatusChange', 'Query.fabricSkus']));
    expect(atelier.can).not.toContain('Mutation.orderRefund');
    expect((await me(StaffRole.KLANTENSERVICE)).can).not.toContain('Mutation.orderStatusChange');
    expect((await me(StaffRole.BEHEER)).can).toEqual(Object.keys(STAFF_OPERATIONS));
  });
});

describe('a field the role table decides', () => {
  const ORDER_WITH_SUPPLIER_DATA = `query($production: Boolean!) {
    orders(first: 1, search: "lum-vd-0301") { edges { node { id ...Production @include(if: $production) items { id fabricCode } } } }
  }
  fragment Production on Order { exportCsvUrl items { id manufacturerCode } }`;
  const ask = (role: StaffRole, query: string, variables?: Record<string, unknown>) =>
    app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie: cookies[role]! }, body: JSON.stringify({ query, variables }) });
  type Answer = { data?: { orders: { edges: { node: { exportCsvUrl?: string | null; items: { manufacturerCode?: string | null }[] } }[] } }; errors?: Refusal[] };
  type Refusal = { message: string; path: (string | number)[]; extensions: { code: string; field: string[] } };

  it('is null, with a FORBIDDEN error naming it, for the roles the table leaves out; the rest of the answer stands', async () => {
    const res = await ask(StaffRole.KLANTENSERVICE, ORDER_WITH_SUPPLIER_DATA, { production: true });
    const body = (await res.json()) as Answer;
    expect(res.status).toBe(200);
    const node = body.data!.orders.edges[0]!.node;
    expect(node.exportCsvUrl).toBeNull();
    expect(node.items.length).toBeGreaterThan(0);
    expect(node.items.every((i) => i.manufacturerCode === null)).toBe(true);
    expect(new Set(body.errors!.map((e) => `${e.extensions.code} ${e.extensions.field.join('.')}`))).toEqual(new Set(['FORBIDDEN Order.exportCsvUrl', 'FORBIDDEN OrderItem.manufacturerCode']));
    expect(body.errors![0]).toMatchObject({ message: 'Je rol als medewerker laat dit niet toe. Vraag het aan een collega met de rol beheer.', path: ['orders', 'edges', 0, 'node', 'exportCsvUrl'] });
    // Left out with @include(if: false), the order reads as customer service needs it.
    const without = (await (await ask(StaffRole.KLANTENSERVICE, ORDER_WITH_SUPPLIER_DATA, { production: false })).json()) as Answer;
    expect(without.errors).toBeUndefined();
    expect(Object.keys(without.data!.orders.edges[0]!.node).sort()).toEqual(['id', 'items']);
    for (const role of [StaffRole.ATELIER, StaffRole.BEHEER]) {
      const allowed = (await (await ask(role, ORDER_WITH_SUPPLIER_DATA, { production: true })).json()) as Answer;
      expect(allowed.errors, role).toBeUndefined();
      expect(allowed.data!.orders.edges[0]!.node.exportCsvUrl, role).toMatch(/^\/admin\/orders\/LUM-\d{4}-\d{5}\/fabricator-export\.csv$/);
    }
  });

  it('is decided on the values the executor uses: a variable left to its default in @include (was HTTP 500)', async () => {
    const withDefault = (value: boolean, type = 'Boolean') =>
      `query($p: ${type} = ${value}) { orders(first: 1) { nodes { id items { id manufacturerCode @include(if: $p) } } } }`;
    const refused = await ask(StaffRole.KLANTENSERVICE, withDefault(true));
    expect(refused.status).toBe(200);
    const body = (await refused.json()) as { data: { orders: { nodes: { items: { manufacturerCode: string | null }[] }[] } }; errors: Refusal[] };
    expect(body.data.orders.nodes[0]!.items.every((i) => i.manufacturerCode === null)).toBe(true);
    expect(body.errors.map((e) => e.extensions)).toEqual(body.data.orders.nodes[0]!.items.map(() => ({ code: 'FORBIDDEN', field: ['OrderItem', 'manufacturerCode'] })));
    for (const query of [withDefault(false), withDefault(false, 'Boolean!')]) {
      const res = await ask(StaffRole.KLANTENSERVICE, query);
      expect([res.status, ((await res.json()) as { errors?: unknown }).errors], query).toEqual([200, undefined]);
    }
    const atelier = (await (await ask(StaffRole.ATELIER, withDefault(true, 'Boolean!'))).json()) as { data: { orders: { nodes: { items: { manufacturerCode: string }[] }[] } }; errors?: unknown };
    expect(atelier.errors).toBeUndefined();
    expect(atelier.data.orders.nodes[0]!.items.some((i) => typeof i.manufacturerCode === 'string')).toBe(true);
  });

  it('is no search term for a role that may not read it (a search must not tell what the answer hides)', async () => {
    const found = async (role: StaffRole, search: string) => {
      const graphql = (await (await ask(role, 'query($s: String) { orders(first: 5, search: $s) { nodes { customerName } } }', { s: search })).json()) as {
        data: { orders: { nodes: { customerName: string }[] } };
      };
      const rest = (await (await app.fetch(`/api/orders?search=${encodeURIComponent(search)}`, { headers: { cookie: cookies[role]! } })).json()) as { customerName: string }[];
      return [graphql.data.orders.nodes.map((o) => o.customerName), rest.map((o) => o.customerName)];
    };
    // RW-71500-001 is a manufacturer code of Koen Maes's order (the seed); LUM-VD-0301 its fabric code.
    expect(await found(StaffRole.ATELIER, 'rw-71500-001')).toEqual([['Koen Maes'], ['Koen Maes']]);
    expect(await found(StaffRole.KLANTENSERVICE, 'rw-71500-001')).toEqual([[], []]);
    expect(await found(StaffRole.KLANTENSERVICE, 'lum-vd-0301')).toEqual([['Koen Maes'], ['Koen Maes']]);
  });

  it('is null in the REST answer for a role that may not see it', async () => {
    const items = async (role: StaffRole) =>
      ((await (await app.fetch('/api/orders?limit=100', { headers: { cookie: cookies[role]! } })).json()) as { fabricatorData: { items: Record<string, unknown>[] } }[]).flatMap(
        (o) => o.fabricatorData.items,
      );
    const atelier = await items(StaffRole.ATELIER);
    expect(atelier.some((i) => typeof i.manufacturer_code === 'string' && typeof i.fabric_price_group === 'number')).toBe(true);
    const service = await items(StaffRole.KLANTENSERVICE);
    expect(service.length).toBe(atelier.length);
    expect(service.every((i) => i.manufacturer_code === null && i.fabric_price_group === null)).toBe(true);
    expect(service.some((i) => typeof i.fabric_code === 'string')).toBe(true);
  });
});

describe('a deactivated account', () => {
  it('loses its session at once and cannot sign in again', async () => {
    const gone = account(StaffRole.ATELIER);
    const cookie = await signInStaff(app.url, app.services, { ...gone, email: 'weg@lumina.test' });
    expect((await app.gql('{ orders(first: 1) { totalCount } }', {}, { cookie })).errors).toBeUndefined();
    const [{ id }] = (await app.ds.query(`SELECT id FROM staff_user WHERE email = 'weg@lumina.test'`)) as { id: number }[];
    await app.services.staff.deactivate(id);

    for (const { query } of (await staffOperations()).slice(0, 8)) {
      const res = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query }) });
      expect(res.status).toBe(401);
    }
    for (const [key, path] of REST) expect((await restCall(key, path, cookie)).status).toBe(401);
    const again = await app.gql('mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { staff { email } userErrors { code } } }', { i: { email: 'weg@lumina.test', password: gone.password } });
    expect(again.data.staffSignIn).toEqual({ staff: null, userErrors: [{ code: 'INVALID_CREDENTIALS' }] });
  });
});
