/**
 * Rate limits kept in PostgreSQL, exact under parallel bursts: a general write limit per client address (each
 * aliased mutation counts), the contact form's limit per e-mail address, and failed sign-ins per account and
 * client address, so a stranger cannot lock a staff member out from elsewhere. TRUST_PROXY decides which
 * client address counts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { StaffRole } from '../src/staff/permissions';
import { startTestApp, TEST_STAFF, type TestApp } from './harness';

const running: TestApp[] = [];
afterEach(async () => {
  for (const app of running.splice(0)) await app.close();
});

async function start(options: Parameters<typeof startTestApp>[0] = {}) {
  const app = await startTestApp(options);
  running.push(app);
  return app;
}

async function post(app: TestApp, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { data?: any; errors?: any[] } };
}

const CREATE = 'cartCreate { cart { id } userErrors { code } }';

describe('the general write limit', () => {
  it('counts each aliased mutation and answers 429 with Retry-After once a client address has used its writes', async () => {
    const app = await start({ writesPerMinute: 5 });
    const carts = async () => (await app.ds.query('SELECT count(*)::int AS n FROM cart'))[0].n as number;
    const three = await post(app, `mutation { a: ${CREATE} b: ${CREATE} c: ${CREATE} }`);
    expect(three.status).toBe(200);
    expect(await carts()).toBe(3);
    // Two writes are left: three more are refused as a whole, before any of them runs.
    const refused = await post(app, `mutation { a: ${CREATE} b: ${CREATE} c: ${CREATE} }`);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(refused.body.errors?.[0].message).toMatch(/Te veel verzoeken/);
    expect(await carts()).toBe(3);
    // Reading is not writing.
    expect((await post(app, '{ shop { vatPercent } }')).status).toBe(200);
    // A refused attempt counts too (a flood stays refused), and REST writes share the limit.
    const restRefused = await app.fetch('/api/cart', { method: 'DELETE' });
    expect(restRefused.status).toBe(429);
    expect(Number(restRefused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await restRefused.json()).toEqual({ message: expect.stringMatching(/Te veel verzoeken/) });
  });

  it('lets REST writes use the same budget', async () => {
    const app = await start({ writesPerMinute: 2 });
    const rest = () => app.fetch('/api/cart', { method: 'DELETE' });
    expect((await rest()).status).toBe(200);
    expect((await post(app, `mutation { ${CREATE} }`)).status).toBe(200);
    expect((await rest()).status).toBe(429);
    expect((await post(app, `mutation { ${CREATE} }`)).status).toBe(429);
  });

  it('counts per client address, as TRUST_PROXY says: a trusted proxy names the client, an untrusted one does not', async () => {
    const trusted = await start({ writesPerMinute: 2, app: { trustProxy: 'loopback' } });
    for (const client of ['203.0.113.1', '203.0.113.2']) {
      for (let i = 0; i < 2; i++) expect((await post(trusted, `mutation { ${CREATE} }`, {}, { 'x-forwarded-for': client })).status).toBe(200);
      expect((await post(trusted, `mutation { ${CREATE} }`, {}, { 'x-forwarded-for': client })).status).toBe(429);
    }
    const untrusted = await start({ writesPerMinute: 2, app: { trustProxy: false } });
    for (let i = 0; i < 2; i++) expect((await post(untrusted, `mutation { ${CREATE} }`, {}, { 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(200);
    // A forged X-Forwarded-For buys no new writes when no proxy is trusted.
    expect((await post(untrusted, `mutation { ${CREATE} }`, {}, { 'x-forwarded-for': '198.51.100.99' })).status).toBe(429);
  });
});

describe('the contact form under a parallel burst', () => {
  it('stores at most five messages an hour from one address, even when forty arrive at once', async () => {
    const app = await start();
    const email = 'storm@example.be';
    const send = (i: number) =>
      post(app, `mutation($i: ContactMessageInput!) { contactMessageCreate(input: $i) { contactMessage { id } userErrors { code } } }`, {
        i: { name: 'Storm', email: i % 2 ? email : email.toUpperCase(), subject: `Vraag ${i}`, message: 'Hallo' },
      });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => send(i)));
    const stored = answers.filter((a) => a.body.data?.contactMessageCreate.contactMessage).length;
    const limited = answers.filter((a) => a.body.data?.contactMessageCreate.userErrors[0]?.code === 'RATE_LIMITED').length;
    expect(stored).toBe(5);
    expect(limited).toBe(35);
    const [{ n }] = await app.ds.query('SELECT count(*)::int AS n FROM contact_message WHERE lower(email) = $1', [email]);
    expect(n).toBe(5);
  });
});

describe('staff sign-in under a parallel burst', () => {
  const SIGN_IN = 'mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { staff { email } userErrors { code } } }';

  it('lets 30 parallel wrong passwords make at most 5 failures, and the right password still works from another address', async () => {
    const app = await start({ app: { trustProxy: 'loopback' } });
    await app.services.staff.createUser(TEST_STAFF.email, 'Medewerker', TEST_STAFF.password, StaffRole.ATELIER);
    const attacker = { 'x-forwarded-for': '203.0.113.66' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(app, SIGN_IN, { i: { email: TEST_STAFF.email, password: `geraden-${i}` } }, attacker)),
    );
    const codes = answers.map((a) => a.body.data.staffSignIn.userErrors[0]?.code);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(25);
    // From the attacker's address even the right password is refused now...
    const locked = await post(app, SIGN_IN, { i: TEST_STAFF }, attacker);
    expect(locked.body.data.staffSignIn.userErrors).toEqual([{ code: 'RATE_LIMITED' }]);
    // ...but the staff member, elsewhere, signs in.
    const office = await post(app, SIGN_IN, { i: TEST_STAFF }, { 'x-forwarded-for': '198.51.100.10' });
    expect(office.body.data.staffSignIn).toEqual({ staff: { email: TEST_STAFF.email }, userErrors: [] });
  });

  it('locks a client address after 20 failures over any accounts', async () => {
    const app = await start({ app: { trustProxy: 'loopback' } });
    await app.services.staff.createUser(TEST_STAFF.email, 'Medewerker', TEST_STAFF.password, StaffRole.ATELIER);
    const scanner = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 20; i++) {
      const res = await post(app, SIGN_IN, { i: { email: `iemand${i}@lumina.test`, password: 'raden-maar' } }, scanner);
      expect(res.body.data.staffSignIn.userErrors[0].code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await post(app, SIGN_IN, { i: TEST_STAFF }, scanner);
    expect(blocked.body.data.staffSignIn.userErrors).toEqual([{ code: 'RATE_LIMITED' }]);
    const elsewhere = await post(app, SIGN_IN, { i: TEST_STAFF }, { 'x-forwarded-for': '198.51.100.20' });
    expect(elsewhere.body.data.staffSignIn.userErrors).toEqual([]);
  });

  it('keeps the limits in PostgreSQL, with no e-mail address in them', async () => {
    const app = await start();
    await post(app, SIGN_IN, { i: { email: 'Persoon@Example.be', password: 'fout-wachtwoord' } });
    const keys: { key: string }[] = await app.ds.query('SELECT key FROM rate_limit');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((k) => /persoon|example/i.test(k.key))).toBe(false);
  });
});
