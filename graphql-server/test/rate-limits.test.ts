/**
 * Rate limits kept in PostgreSQL, exact under parallel bursts: a general write limit per client address (each
 * aliased mutation counts; the test payment page's buttons too), the contact form's limit per e-mail address, failed
 * sign-ins per account and client address, so a stranger cannot lock a staff member out from elsewhere, staff reads
 * per staff member and client address, and the payment provider's webhook per client address. TRUST_PROXY decides
 * which client address counts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { GUARDRAILS } from '../src/guardrails';
import { StaffRole } from '../src/staff/permissions';
import { signInStaff, startTestApp, TEST_STAFF, type TestApp } from './harness';

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

describe('the test payment page', () => {
  it("spends the client address's writes with each button pressed", async () => {
    const app = await start({ writesPerMinute: 3 });
    const press = () => app.fetch('/betalen/test/tst_AAAAAAAAAAAAAAAA', { method: 'POST', body: new URLSearchParams({ status: 'paid' }), redirect: 'manual' });
    for (let i = 0; i < 3; i++) expect((await press()).status).toBe(404);
    const refused = await press();
    expect([refused.status, refused.headers.get('retry-after') !== null]).toEqual([429, true]);
  });
});

describe('the webhook', () => {
  it(`takes ${GUARDRAILS.webhook.perClientPerMinute} calls a minute from one client address (each makes the shop ask the provider), then 429 with Retry-After`, async () => {
    const limit = GUARDRAILS.webhook.perClientPerMinute;
    const app = await start({ limits: { webhookPerMinute: limit } });
    const asked: string[] = [];
    const getPayment = app.services.payments.provider.getPayment.bind(app.services.payments.provider);
    app.services.payments.provider.getPayment = (id: string) => (asked.push(id), getPayment(id));
    const call = (client: string, i: number) =>
      app.fetch('/webhooks/mollie', { method: 'POST', body: new URLSearchParams({ id: `tr_flood${i}` }), headers: { 'x-forwarded-for': client } });
    const answers = await Promise.all(Array.from({ length: limit + 15 }, (_, i) => call('203.0.113.5', i)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(Number(answers.find((a) => a.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(asked).toHaveLength(limit);
    // The provider's own calls come from its addresses, not the flooder's.
    expect((await call('198.51.100.30', 0)).status).toBe(200);
  });
});

describe('staff reads', () => {
  const ORDERS = (aliases: number) => `{ ${Array.from({ length: aliases }, (_, i) => `o${i}: orders(first: 1) { totalCount }`).join(' ')} }`;
  const { perSecond, burstPerMinute, membersPerClient } = GUARDRAILS.staffReads;
  const member = (app: TestApp, n: number) =>
    signInStaff(app.url, app.services, { email: `lezer${n}@lumina.test`, password: `een-lang-wachtwoord-${n}`, role: StaffRole.KLANTENSERVICE });

  it('are a few a second for a staff member at work: the orders screen, its next page and a search typed, all answered', async () => {
    const app = await start({ limits: { staffReadsPerSecond: perSecond } });
    const cookie = await member(app, 1);
    const read = (query: string, variables = {}) => post(app, query, variables, { cookie });
    const page = 'query($after: String, $s: String) { staffMe { role } orders(first: 25, after: $after, search: $s) { pageInfo { endCursor } nodes { id } } }';
    const first = await read(page);
    const statuses = [first.status, (await read(page, { after: first.body.data.orders.pageInfo.endCursor })).status];
    // Typing "Peeters": the screen asks at most every 300 ms.
    for (let typed = 1; typed <= 'Peeters'.length; typed++) {
      statuses.push((await read(page, { s: 'Peeters'.slice(0, typed) })).status);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(statuses).toEqual(statuses.map(() => 200));
  });

  it(`are at most ${perSecond} a second and ${burstPerMinute} more a minute per staff member (each staff root field one), then 429 with Retry-After; the shop is not slowed`, async () => {
    const app = await start({ limits: { staffReadsPerSecond: perSecond } });
    const cookie = await member(app, 1);
    // 15 aliased searches are 15 reads: past the steady rate at once, so each takes from the burst.
    const whole = burstPerMinute / 15;
    for (let i = 0; i < whole; i++) expect((await post(app, ORDERS(15), {}, { cookie })).status).toBe(200);
    const refused = await post(app, ORDERS(15), {}, { cookie });
    expect([refused.status, refused.body.errors?.map((e) => e.extensions.code), refused.body.data]).toEqual([429, ['RATE_LIMITED'], undefined]);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // The staff REST paths are reads too; the shop's public fields are not staff reads.
    const rest = await app.fetch('/api/orders', { headers: { cookie } });
    expect([rest.status, rest.headers.get('retry-after') !== null]).toEqual([429, true]);
    expect((await post(app, '{ shop { vatPercent } products(first: 1) { totalCount } }', {}, { cookie })).status).toBe(200);
    // A flood of single searches gets the steady rate and no more: never the 93 a second of issue 30.
    const flood = await Promise.all(Array.from({ length: 40 }, () => post(app, ORDERS(1), {}, { cookie })));
    expect(flood.filter((a) => a.status === 200).length).toBeLessThanOrEqual(perSecond * 3);
  });

  it(`are at most ${membersPerClient} members' worth per client address, whoever signs in there`, async () => {
    const app = await start({ limits: { staffReadsPerSecond: perSecond } });
    const office = { 'x-forwarded-for': '203.0.113.40' };
    for (let n = 1; n <= membersPerClient; n++) {
      const cookie = await member(app, n);
      for (let i = 0; i < burstPerMinute / 15; i++) expect((await post(app, ORDERS(15), {}, { ...office, cookie })).status, `member ${n}`).toBe(200);
    }
    const another = await member(app, membersPerClient + 1);
    expect((await post(app, ORDERS(15), {}, { ...office, cookie: another })).status).toBe(429);
    expect((await post(app, ORDERS(15), {}, { 'x-forwarded-for': '198.51.100.41', cookie: another })).status).toBe(200);
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
