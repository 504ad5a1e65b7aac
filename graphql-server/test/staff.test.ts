import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole } from '../src/staff/permissions';
import { startTestApp, TEST_STAFF, type TestApp } from './harness';
import { visitor } from './visitor';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // A role that may sign in with its password alone (beheer needs two-factor: staff-two-factor.test.ts).
  await app.services.staff.createUser(TEST_STAFF.email, 'Test Medewerker', TEST_STAFF.password, StaffRole.ATELIER);
});
afterAll(async () => {
  await app?.close();
});

const SIGN_IN = `mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { staff { email name } userErrors { code message } } }`;

describe('customer data is behind a staff login', () => {
  it('GraphQL staff queries answer UNAUTHENTICATED without a session', async () => {
    for (const query of [
      '{ orders { totalCount } }',
      '{ order(id: "LUM-2025-00042") { id } }',
      '{ fabricSkus { totalCount } }',
      '{ fabricSku(internalSku: "X") { internalSku } }',
      '{ contactMessages(first: 5) { nodes { id } } }',
    ]) {
      const res = await app.gql(query);
      expect(res.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      expect(Object.values(res.data ?? {}).every((v) => v === null), query).toBe(true);
    }
  });

  it('staff REST paths answer 401 with a JSON message without a session', async () => {
    const order = (await app.services.orders.window({ limit: 1 })).orders[0]!.id;
    const paths = [
      '/api/orders',
      '/admin/fabric-sku/all',
      '/admin/fabric-sku/search?q=LUM',
      '/admin/fabric-sku/LUM-LD-0101',
      '/admin/fabric-sku/export.csv',
      `/admin/orders/${order}/fabricator-export.csv`,
      `/admin/orders/${order}/fabricator-export.json`,
      '/admin/orders/LUM-0000-00000/fabricator-export.json',
    ];
    for (const path of paths) {
      const res = await app.fetch(path);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ message: 'Aanmelden als medewerker is vereist' });
    }
  });

  it('the shop stays public', async () => {
    expect((await app.fetch('/api/products')).status).toBe(200);
    expect((await app.fetch('/api/fabric-collection')).status).toBe(200);
    expect((await app.gql('{ shop { brand { name } } }')).data.shop.brand.name).toBe('Lumina');
  });
});

describe('staff sign-in', () => {
  it('signs in with an HttpOnly SameSite=Strict cookie, opens the staff paths, and signs out', async () => {
    const staff = visitor(app);
    const { data } = await staff.gql(SIGN_IN, { i: { email: ` ${TEST_STAFF.email.toUpperCase()} `, password: TEST_STAFF.password } });
    expect(data.staffSignIn).toEqual({ staff: { email: TEST_STAFF.email, name: 'Test Medewerker' }, userErrors: [] });
    const cookie = staff.setCookies.find((c) => c.startsWith('lumina_staff='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect((await staff.gql('{ staffMe { email } }')).data.staffMe).toEqual({ email: TEST_STAFF.email });
    expect((await staff.fetch('/api/orders')).status).toBe(200);
    expect((await staff.gql('{ orders { totalCount } }')).data.orders.totalCount).toBeGreaterThan(0);

    const oldCookie = `lumina_staff=${staff.jar.get('lumina_staff')}`;
    expect((await staff.gql('mutation { staffSignOut { signedOut userErrors { code } } }')).data.staffSignOut).toEqual({ signedOut: true, userErrors: [] });
    const replay = await app.fetch('/api/orders', { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
  });

  it('stores only a slow hash of the password', async () => {
    const [row] = await app.ds.query('SELECT password_hash FROM staff_user WHERE email = $1', [TEST_STAFF.email]);
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.password_hash).not.toContain(TEST_STAFF.password);
  });

  it('refuses a wrong password or an unknown address with the same Dutch message and no cookie', async () => {
    const v = visitor(app);
    const wrong = await v.gql(SIGN_IN, { i: { email: TEST_STAFF.email, password: 'niet-het-wachtwoord' } });
    const unknown = await v.gql(SIGN_IN, { i: { email: 'niemand@lumina.test', password: 'wat-dan-ook-12' } });
    expect(wrong.data.staffSignIn).toEqual({ staff: null, userErrors: [{ code: 'INVALID_CREDENTIALS', message: 'E-mailadres of wachtwoord klopt niet.' }] });
    expect(unknown.data.staffSignIn.userErrors).toEqual(wrong.data.staffSignIn.userErrors);
    expect(v.jar.has('lumina_staff')).toBe(false);
  });

  it('refuses an empty e-mail address or password under its own field, before any try is counted', async () => {
    const v = visitor(app);
    const FIELDS = `mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { staff { email } userErrors { code field message } } }`;
    expect((await v.gql(FIELDS, { i: { email: ' ', password: '' } })).data.staffSignIn).toEqual({
      staff: null,
      userErrors: [
        { code: 'REQUIRED', field: ['input', 'email'], message: 'Vul je e-mailadres in.' },
        { code: 'REQUIRED', field: ['input', 'password'], message: 'Vul je wachtwoord in.' },
      ],
    });
    expect((await v.gql(FIELDS, { i: { email: TEST_STAFF.email, password: '' } })).data.staffSignIn.userErrors).toEqual([
      { code: 'REQUIRED', field: ['input', 'password'], message: 'Vul je wachtwoord in.' },
    ]);
    // The account was never tried: the right password signs in at once.
    expect((await v.gql(FIELDS, { i: TEST_STAFF })).data.staffSignIn).toEqual({ staff: { email: TEST_STAFF.email }, userErrors: [] });
  });

  it('rejects an expired session', async () => {
    const staff = visitor(app);
    await staff.gql(SIGN_IN, { i: TEST_STAFF });
    await app.ds.query(`UPDATE staff_session SET expires_at = now() - interval '1 minute'`);
    expect((await staff.fetch('/api/orders')).status).toBe(401);
    expect((await staff.gql('{ staffMe { email } }')).data.staffMe).toBeNull();
  });

  it('rate-limits sign-in after 5 failures for an address, even with the right password then', async () => {
    const email = 'doelwit@lumina.test';
    await app.services.staff.createUser(email, 'Doelwit', 'het-juiste-wachtwoord');
    const v = visitor(app);
    for (let i = 0; i < 5; i++) {
      const res = await v.gql(SIGN_IN, { i: { email, password: `fout-${i}` } });
      expect(res.data.staffSignIn.userErrors[0].code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await v.gql(SIGN_IN, { i: { email, password: 'het-juiste-wachtwoord' } });
    expect(blocked.data.staffSignIn.userErrors[0]).toEqual({
      code: 'RATE_LIMITED',
      message: 'Te veel mislukte pogingen. Probeer het over 15 minuten opnieuw.',
    });
    expect(v.jar.has('lumina_staff')).toBe(false);
  });
});

describe('the first staff account', () => {
  it('is created from STAFF_EMAIL / STAFF_PASSWORD, or generated with a printed password for the embedded database', async () => {
    await app.ds.query('DELETE FROM staff_user');
    expect(await app.services.staff.ensureFirstAccount({ generate: false })).toBeNull();
    const generated = await app.services.staff.ensureFirstAccount({ generate: true });
    expect(generated).toEqual({ email: 'beheer@lumina.local', password: expect.stringMatching(/^[\w-]{20}$/) });
    const v = visitor(app);
    const ok = await v.gql(`mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { staff { email } nextStep userErrors { code } } }`, {
      i: { email: generated!.email, password: generated!.password },
    });
    // A beheer account: the password leads to setting two-factor up, not yet to the staff screens.
    expect(ok.data.staffSignIn).toEqual({ staff: null, nextStep: 'TWO_FACTOR_SETUP', userErrors: [] });
    expect(await app.services.staff.ensureFirstAccount({ generate: true })).toBeNull();
    const fromEnv = await app.services.staff.ensureFirstAccount({ email: 'Eigenaar@Lumina.test', password: 'eigen-wachtwoord-1', generate: false });
    expect(fromEnv).toEqual({ email: 'eigenaar@lumina.test' });
  });
});
