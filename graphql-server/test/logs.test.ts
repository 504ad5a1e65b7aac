/**
 * Structured logs: one line per request with its id, method, path, status and duration; customer names,
 * e-mail addresses, phone numbers, street addresses, passwords and tokens never appear, not even through SQL
 * logging.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { StaffRole } from '../src/staff/permissions';
import { createLogger } from '../src/http/logging';
import { signInStaff, startTestApp, TEST_STAFF, type TestApp } from './harness';
import { visitor } from './visitor';

const lines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  const logger = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } });
  app = await startTestApp({ logger, logSql: true });
});
afterAll(async () => {
  await app?.close();
});

const customer = {
  name: 'Jozefien Vandenbroucke',
  email: 'jozefien.vandenbroucke@example.be',
  phone: '+32 478 55 66 77',
  subject: 'Levering Kortrijksesteenweg 1021',
  message: 'Mijn adres is Kortrijksesteenweg 1021, 9051 Gent. Bel me op +32 478 55 66 77.',
};

describe('logs', () => {
  it('write a line for a contact message with id, method, path, status, duration and operation, and none of its personal data', async () => {
    lines.length = 0;
    const res = await fetch(`${app.url}/graphql?ref=${encodeURIComponent(customer.email)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'log-test-1', cookie: 'lumina_cart=een-geheim-token' },
      body: JSON.stringify({
        operationName: 'ContactMessageCreate',
        query: 'mutation ContactMessageCreate($i: ContactMessageInput!) { contactMessageCreate(input: $i) { contactMessage { id } userErrors { code } } }',
        variables: { i: customer },
      }),
    });
    expect(res.status).toBe(200);
    const entries = lines.map((l) => JSON.parse(l) as Record<string, any>);
    const line = entries.find((e) => e.req?.id === 'log-test-1');
    expect(line).toMatchObject({
      level: 'info',
      req: { id: 'log-test-1', method: 'POST', path: '/graphql' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      operation: 'ContactMessageCreate',
    });
    const all = lines.join('\n');
    // SQL logging is on: the statement is there, its parameters are not.
    expect(entries.some((e) => e.component === 'database' && /INSERT INTO "contact_message"/.test(e.sql))).toBe(true);
    for (const secret of [customer.name, customer.email, customer.phone, '478 55 66 77', 'Kortrijksesteenweg', 'een-geheim-token', 'Jozefien']) {
      expect(all).not.toContain(secret);
    }
  });

  it('never write a password or a session token, and no SQL parameters', async () => {
    lines.length = 0;
    await app.services.staff.createUser(TEST_STAFF.email, 'Medewerker', TEST_STAFF.password, StaffRole.ATELIER);
    const staff = visitor(app);
    await staff.gql('mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { userErrors { code } } }', { i: TEST_STAFF });
    const token = staff.jar.get('lumina_staff')!;
    expect(token).toBeTruthy();
    await staff.fetch('/api/orders');
    const all = lines.join('\n');
    expect(all).not.toContain(TEST_STAFF.password);
    expect(all).not.toContain(token);
    expect(all).not.toContain(TEST_STAFF.email);
    expect(all).toMatch(/staff_session/);
  });

  it('never write the token of an invitation or a password reset link, however the link is opened and used', async () => {
    const beheer = await signInStaff(app.url, app.services, { email: 'beheer-log@lumina.test', password: 'een-lang-beheer-wachtwoord' });
    lines.length = 0;
    const ask = async (query: string, variables: Record<string, unknown>, cookie?: string) =>
      (await app.gql(query, variables, cookie ? { cookie } : {})).data;
    const invited = await ask(`mutation($i: StaffInviteInput!) { staffInvite(input: $i) { link { path } } }`, { i: { email: 'nieuw-log@lumina.test', name: 'Nieuw', role: 'ATELIER' } }, beheer);
    const invitation = invited.staffInvite.link.path as string;
    const [page, token] = invitation.split('#') as [string, string];
    expect(page).toBe('/admin/uitnodiging');
    // The browser asks for the page without the fragment; a link of before, with the token in its path, is logged without it.
    await app.fetch(page, { headers: { 'x-request-id': 'link-page' } });
    await app.fetch(`/admin/uitnodiging/${token}`, { headers: { 'x-request-id': 'old-link' } });
    const accepted = await ask(`mutation($i: StaffLinkAcceptInput!) { staffInvitationAccept(input: $i) { staff { email } } }`, { i: { token, password: 'een-lang-nieuw-wachtwoord' } });
    expect(accepted.staffInvitationAccept.staff).toEqual({ email: 'nieuw-log@lumina.test' });

    const [{ id }] = (await app.ds.query(`SELECT id FROM staff_user WHERE email = 'nieuw-log@lumina.test'`)) as { id: number }[];
    const reset = await ask(`mutation($i: StaffAccountInput!) { staffPasswordReset(input: $i) { link { path } } }`, { i: { id: String(id) } }, beheer);
    const [resetPage, resetToken] = (reset.staffPasswordReset.link.path as string).split('#') as [string, string];
    await app.fetch(resetPage);
    await app.fetch(`/admin/wachtwoord-herstellen/${resetToken}/`);
    const done = await ask(`mutation($i: StaffLinkAcceptInput!) { staffPasswordResetAccept(input: $i) { staff { email } } }`, { i: { token: resetToken, password: 'een-ander-nieuw-wachtwoord' } });
    expect(done.staffPasswordResetAccept.staff).toEqual({ email: 'nieuw-log@lumina.test' });

    const entries = lines.map((l) => JSON.parse(l) as Record<string, any>);
    expect(entries.find((e) => e.req?.id === 'link-page')?.req.path).toBe('/admin/uitnodiging');
    expect(entries.find((e) => e.req?.id === 'old-link')?.req.path).toBe('/admin/uitnodiging/[verborgen]');
    expect(entries.filter((e) => e.operation === undefined && e.req?.path?.startsWith('/admin/')).length).toBeGreaterThanOrEqual(4);
    const all = lines.join('\n');
    for (const secret of [token, resetToken, token.slice(0, 20), resetToken.slice(0, 20)]) expect(all).not.toContain(secret);
  });

  it('never write a two-factor secret, code or recovery code', async () => {
    await app.services.staff.createUser('twee-log@lumina.test', 'Tweestaps', 'een-lang-twee-wachtwoord', StaffRole.KLANTENSERVICE);
    lines.length = 0;
    const cookie = await signInStaff(app.url, app.services, { email: 'twee-log@lumina.test', password: 'een-lang-twee-wachtwoord' });
    const setup = await app.gql('mutation { staffTwoFactorSetup { setup { secret otpauthUri } } }', {}, { cookie });
    const { secret } = setup.data.staffTwoFactorSetup.setup as { secret: string };
    const code = await generate({ secret });
    const confirmed = await app.gql('mutation($i: StaffTwoFactorCodeInput!) { staffTwoFactorSetupConfirm(input: $i) { recoveryCodes } }', { i: { code } }, { cookie });
    const recoveryCodes = confirmed.data.staffTwoFactorSetupConfirm.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    const all = lines.join('\n');
    for (const hidden of [secret, code, ...recoveryCodes]) expect(all).not.toContain(hidden);
    expect(all).toMatch(/staff_recovery_code/);
  });

  it('log a fault with its request id, and scrub personal data from its message', async () => {
    lines.length = 0;
    await app.ds.query('ALTER TABLE product RENAME TO product_weg');
    try {
      await fetch(`${app.url}/api/products?search=${encodeURIComponent('jan.peeters@example.be')}`, { headers: { 'x-request-id': 'fout-1' } });
    } finally {
      await app.ds.query('ALTER TABLE product_weg RENAME TO product');
    }
    const entries = lines.map((l) => JSON.parse(l) as Record<string, any>);
    const fault = entries.find((e) => e.msg === 'request fault');
    expect(fault).toMatchObject({ level: 'error', requestId: 'fout-1', err: { message: expect.stringMatching(/product/) } });
    expect(lines.join('\n')).not.toContain('jan.peeters@example.be');
  });
});
