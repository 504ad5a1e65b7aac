/**
 * Two-factor sign-in for staff (issue 30) over HTTP as the staff screens use it: beheer sets it up right after the
 * password and can do nothing else before; the second step takes a code of the app once, or a recovery code once;
 * wrong codes are rate-limited as passwords are (per account and address, per address) and per account from any
 * address; other roles switch it on and off (with a current code). And in the service, with a fixed key and clock: the
 * secret is stored encrypted, and one code used by two requests at once signs in only one of them.
 */
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { StaffRole } from '../src/staff/permissions';
import { TwoFactorService } from '../src/staff/two-factor.service';
import { parseTwoFactorKey, TwoFactorKeys } from '../src/staff/two-factor';
import { hashToken, newToken } from '../src/security/token';
import { startTestApp, type TestApp } from './harness';
import { visitor, type Visitor } from './visitor';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ app: { trustProxy: 'loopback' } });
});
afterAll(async () => {
  await app?.close();
});

const ERRORS = 'userErrors { code field message }';
const SIGN_IN = `mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { staff { email } nextStep ${ERRORS} } }`;
const CODE = `mutation($i: StaffTwoFactorCodeInput!) { staffSignInTwoFactor(input: $i) { staff { email twoFactorEnabled } nextStep ${ERRORS} } }`;
const SETUP = `mutation { staffTwoFactorSetup { setup { secret otpauthUri qrCode } ${ERRORS} } }`;
const CONFIRM = `mutation($i: StaffTwoFactorCodeInput!) { staffTwoFactorSetupConfirm(input: $i) { staff { email twoFactorEnabled } recoveryCodes ${ERRORS} } }`;
const DISABLE = `mutation($i: StaffTwoFactorCodeInput!) { staffTwoFactorDisable(input: $i) { staff { twoFactorEnabled } signedOut ${ERRORS} } }`;
const STATUS = '{ staffTwoFactor { enabled required recoveryCodesLeft } }';
const ME = '{ staffMe { email twoFactorEnabled } }';

const codeAt = (secret: string, stepOffset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });
const from = (v: Visitor, address: string) => ({
  gql: async (query: string, variables?: Record<string, unknown>) => {
    const res = await v.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify({ query, variables }) });
    return (await res.json()) as { data?: any; errors?: any[] };
  },
});

async function account(email: string, role: StaffRole = StaffRole.BEHEER) {
  await app.services.staff.createUser(email, 'Tweestaps', 'een-lang-tweestaps-wachtwoord', role);
  return { email, password: 'een-lang-tweestaps-wachtwoord' };
}

/** Signs a new beheer account in and sets two-factor up: its secret, recovery codes and the signed-in visitor. */
async function beheerWithTwoFactor(email: string) {
  const who = await account(email);
  const v = visitor(app);
  await v.gql(SIGN_IN, { i: who });
  const secret = (await v.gql(SETUP)).data.staffTwoFactorSetup.setup.secret as string;
  const setupCode = await codeAt(secret);
  const confirmed = await v.gql(CONFIRM, { i: { code: setupCode } });
  return { email, i: who, secret, setupCode, recoveryCodes: confirmed.data.staffTwoFactorSetupConfirm.recoveryCodes as string[], v };
}

describe('a beheer account without two-factor', () => {
  it('is sent to set it up right after the password, can do nothing else, and is signed in by a first code with ten recovery codes', async () => {
    const who = await account('nieuwe-beheer@lumina.test');
    const v = visitor(app);
    const first = await v.gql(SIGN_IN, { i: who });
    expect(first.data.staffSignIn).toEqual({ staff: null, nextStep: 'TWO_FACTOR_SETUP', userErrors: [] });
    // The cookie holds a sign-in that awaits the setup, for ten minutes: no session.
    expect(v.setCookies.at(-1)).toMatch(/^lumina_staff=[\w-]{43};.*HttpOnly.*SameSite=Strict/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(v.setCookies.at(-1)!)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect((await v.gql(ME)).data.staffMe).toBeNull();
    expect((await v.fetch('/api/orders')).status).toBe(401);
    expect((await v.gql('{ orders(first: 1) { totalCount } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await v.gql(CODE, { i: { code: '123456' } })).data.staffSignInTwoFactor.userErrors.map((e: { code: string }) => e.code)).toEqual(['SIGN_IN_EXPIRED']);
    expect((await v.gql(CONFIRM, { i: { code: '123456' } })).data.staffTwoFactorSetupConfirm.userErrors.map((e: { code: string }) => e.code)).toEqual(['SETUP_NOT_STARTED']);

    const { setup } = (await v.gql(SETUP)).data.staffTwoFactorSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toBe(`otpauth://totp/Lumina:nieuwe-beheer%40lumina.test?secret=${setup.secret}&issuer=Lumina`);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await v.gql(CONFIRM, { i: { code: '000000' } });
    expect(wrong.data.staffTwoFactorSetupConfirm).toEqual({
      staff: null,
      recoveryCodes: [],
      userErrors: [{ code: 'INVALID_CODE', field: ['input', 'code'], message: 'Deze code klopt niet of is al gebruikt. Typ de code die je app nu toont, of een herstelcode.' }],
    });
    expect((await v.gql(CONFIRM, { i: { code: '' } })).data.staffTwoFactorSetupConfirm.userErrors).toEqual([
      { code: 'REQUIRED', field: ['input', 'code'], message: 'Vul de code uit je app in, of een herstelcode.' },
    ]);

    const done = await v.gql(CONFIRM, { i: { code: await codeAt(setup.secret) } });
    expect(done.data.staffTwoFactorSetupConfirm.staff).toEqual({ email: who.email, twoFactorEnabled: true });
    const codes = done.data.staffTwoFactorSetupConfirm.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await v.gql(ME)).data.staffMe).toEqual({ email: who.email, twoFactorEnabled: true });
    expect((await v.fetch('/api/orders')).status).toBe(200);
    expect((await v.gql(STATUS)).data.staffTwoFactor).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });

    // At rest: the secret encrypted, the recovery codes as hashes.
    const [row] = (await app.ds.query('SELECT u.two_factor_secret AS secret, array_agg(r.code_hash) AS hashes FROM staff_user u JOIN staff_recovery_code r ON r.staff_user_id = u.id WHERE u.email = $1 GROUP BY u.id', [who.email])) as { secret: string; hashes: string[] }[];
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(setup.secret);
    expect(row!.hashes).toHaveLength(10);
    for (const code of codes) expect(row!.hashes.join(' ')).not.toContain(code);
    // Set up once: another setup is refused while it is on.
    expect((await v.gql(SETUP)).data.staffTwoFactorSetup.userErrors.map((e: { code: string }) => e.code)).toEqual(['TWO_FACTOR_ON']);
  });

  it('keeps no session from before: a beheer session without two-factor opens nothing', async () => {
    const who = await account('oude-sessie@lumina.test');
    const [{ id }] = (await app.ds.query('SELECT id FROM staff_user WHERE email = $1', [who.email])) as { id: number }[];
    // A session made before two-factor was required (the migration ended them; this one is put back by hand).
    const token = newToken();
    await app.ds.query(`INSERT INTO staff_session (token_hash, staff_user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [hashToken(token), id]);
    expect((await app.gql(ME, {}, { cookie: `lumina_staff=${token}` })).data.staffMe).toBeNull();
    expect((await app.fetch('/api/orders', { headers: { cookie: `lumina_staff=${token}` } })).status).toBe(401);
    // The session of an atelier member of the same age still works; the beheer one does not.
    const atelier = await account('oude-atelier@lumina.test', StaffRole.ATELIER);
    const v = visitor(app);
    await v.gql(SIGN_IN, { i: atelier });
    expect((await v.gql(ME)).data.staffMe.email).toBe(atelier.email);
    await app.ds.query(`UPDATE staff_user SET role = 'beheer' WHERE email = $1`, [atelier.email]);
    expect((await v.gql(ME)).data.staffMe).toBeNull();
  });
});

describe('the second step of a sign-in', () => {
  it('takes a code of the app once: the same code again is refused, the next one signs in', async () => {
    const who = await beheerWithTwoFactor('code-eenmaal@lumina.test');
    const v = visitor(app);
    expect((await v.gql(SIGN_IN, { i: who.i })).data.staffSignIn).toEqual({ staff: null, nextStep: 'TWO_FACTOR_CODE', userErrors: [] });
    expect((await v.gql(ME)).data.staffMe).toBeNull();
    // The code that confirmed the setup was used: it opens nothing now.
    const used = await v.gql(CODE, { i: { code: who.setupCode } });
    expect(used.data.staffSignInTwoFactor.userErrors.map((e: { code: string }) => e.code)).toEqual(['INVALID_CODE']);
    const ok = await v.gql(CODE, { i: { code: await codeAt(who.secret, 1) } });
    expect(ok.data.staffSignInTwoFactor).toEqual({ staff: { email: who.email, twoFactorEnabled: true }, nextStep: null, userErrors: [] });
    expect((await v.fetch('/api/orders')).status).toBe(200);
    // Once signed in, the step is gone: a code more does nothing.
    expect((await v.gql(CODE, { i: { code: await codeAt(who.secret) } })).data.staffSignInTwoFactor.userErrors.map((e: { code: string }) => e.code)).toEqual(['SIGN_IN_EXPIRED']);
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const who = await beheerWithTwoFactor('herstel@lumina.test');
    const [first, second] = who.recoveryCodes as [string, string];
    const v = visitor(app);
    await v.gql(SIGN_IN, { i: who.i });
    expect((await v.gql(CODE, { i: { code: ` ${first.toUpperCase()} ` } })).data.staffSignInTwoFactor.staff).toEqual({ email: who.email, twoFactorEnabled: true });
    expect((await v.gql(STATUS)).data.staffTwoFactor.recoveryCodesLeft).toBe(9);
    const again = visitor(app);
    await again.gql(SIGN_IN, { i: who.i });
    expect((await again.gql(CODE, { i: { code: first } })).data.staffSignInTwoFactor.userErrors.map((e: { code: string }) => e.code)).toEqual(['INVALID_CODE']);
    expect((await again.gql(CODE, { i: { code: second.replace('-', '') } })).data.staffSignInTwoFactor.staff?.email).toBe(who.email);
  });

  it('is bound to its password step and lasts ten minutes', async () => {
    const who = await beheerWithTwoFactor('verlopen-stap@lumina.test');
    const stranger = visitor(app);
    expect((await stranger.gql(CODE, { i: { code: await codeAt(who.secret, 1) } })).data.staffSignInTwoFactor.userErrors.map((e: { code: string }) => e.code)).toEqual(['SIGN_IN_EXPIRED']);
    const v = visitor(app);
    await v.gql(SIGN_IN, { i: who.i });
    await app.ds.query(`UPDATE staff_session s SET expires_at = now() - interval '1 second' FROM staff_user u WHERE u.id = s.staff_user_id AND u.email = $1 AND s.awaiting IS NOT NULL`, [who.email]);
    const late = await v.gql(CODE, { i: { code: await codeAt(who.secret, 1) } });
    expect(late.data.staffSignInTwoFactor).toEqual({
      staff: null,
      nextStep: null,
      userErrors: [{ code: 'SIGN_IN_EXPIRED', field: null, message: 'Je aanmelding is verlopen. Meld je opnieuw aan met je e-mailadres en wachtwoord.' }],
    });
  });

  it('counts wrong codes as wrong passwords: 5 per account and address even in a parallel burst, and 10 per account from any address', async () => {
    const who = await beheerWithTwoFactor('geraden@lumina.test');
    const attacker = from(visitor(app), '203.0.113.91');
    await attacker.gql(SIGN_IN, { i: who.i });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attacker.gql(CODE, { i: { code: String(100000 + i) } })));
    const codes = answers.map((a) => a.data.staffSignInTwoFactor.userErrors[0]?.code);
    expect(codes.filter((c) => c === 'INVALID_CODE')).toHaveLength(5);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(25);
    // The right code from that address is refused now too.
    expect((await attacker.gql(CODE, { i: { code: await codeAt(who.secret, 1) } })).data.staffSignInTwoFactor.userErrors[0].code).toBe('RATE_LIMITED');
    // From a second address, five more wrong codes make ten for the account...
    const second = from(visitor(app), '203.0.113.92');
    await second.gql(SIGN_IN, { i: who.i });
    for (let i = 0; i < 5; i++) expect((await second.gql(CODE, { i: { code: String(200000 + i) } })).data.staffSignInTwoFactor.userErrors[0].code).toBe('INVALID_CODE');
    // ...after which no address gets a try, and the right password does not wipe the count.
    const third = from(visitor(app), '198.51.100.93');
    expect((await third.gql(SIGN_IN, { i: who.i })).data.staffSignIn.nextStep).toBe('TWO_FACTOR_CODE');
    const locked = await third.gql(CODE, { i: { code: await codeAt(who.secret, 1) } });
    expect(locked.data.staffSignInTwoFactor.userErrors).toEqual([{ code: 'RATE_LIMITED', field: null, message: 'Te veel mislukte pogingen. Probeer het over 15 minuten opnieuw.' }]);
  });
});

describe('other roles', () => {
  it('sign in with the password alone until they switch two-factor on; then a code; off again with a current code', async () => {
    const who = await account('klant-tweestaps@lumina.test', StaffRole.KLANTENSERVICE);
    const v = visitor(app);
    expect((await v.gql(SIGN_IN, { i: who })).data.staffSignIn).toEqual({ staff: { email: who.email }, nextStep: null, userErrors: [] });
    expect((await v.gql(STATUS)).data.staffTwoFactor).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const elsewhere = visitor(app);
    await elsewhere.gql(SIGN_IN, { i: who });

    const { secret } = (await v.gql(SETUP)).data.staffTwoFactorSetup.setup;
    const on = await v.gql(CONFIRM, { i: { code: await codeAt(secret) } });
    expect(on.data.staffTwoFactorSetupConfirm.staff).toEqual({ email: who.email, twoFactorEnabled: true });
    expect(on.data.staffTwoFactorSetupConfirm.recoveryCodes).toHaveLength(10);
    // This session goes on; the one signed in without a code ends.
    expect((await v.gql(ME)).data.staffMe.twoFactorEnabled).toBe(true);
    expect((await elsewhere.gql(ME)).data.staffMe).toBeNull();
    const next = visitor(app);
    expect((await next.gql(SIGN_IN, { i: who })).data.staffSignIn.nextStep).toBe('TWO_FACTOR_CODE');

    expect((await v.gql(DISABLE, { i: { code: '000000' } })).data.staffTwoFactorDisable.userErrors.map((e: { code: string }) => e.code)).toEqual(['INVALID_CODE']);
    const off = await v.gql(DISABLE, { i: { code: await codeAt(secret, 1) } });
    expect(off.data.staffTwoFactorDisable).toEqual({ staff: { twoFactorEnabled: false }, signedOut: false, userErrors: [] });
    expect((await v.gql(DISABLE, { i: { code: await codeAt(secret, 1) } })).data.staffTwoFactorDisable.userErrors.map((e: { code: string }) => e.code)).toEqual(['TWO_FACTOR_OFF']);
    expect((await visitor(app).gql(SIGN_IN, { i: who })).data.staffSignIn).toEqual({ staff: { email: who.email }, nextStep: null, userErrors: [] });
  });

  it('beheer switching it off (a new phone) is signed out and sets it up anew at the next sign-in', async () => {
    const who = await beheerWithTwoFactor('nieuwe-telefoon@lumina.test');
    const off = await who.v.gql(DISABLE, { i: { code: who.recoveryCodes[0] } });
    expect(off.data.staffTwoFactorDisable).toEqual({ staff: { twoFactorEnabled: false }, signedOut: true, userErrors: [] });
    expect((await who.v.gql(ME)).data.staffMe).toBeNull();
    expect((await visitor(app).gql(SIGN_IN, { i: who.i })).data.staffSignIn.nextStep).toBe('TWO_FACTOR_SETUP');
  });
});

describe('the service, with a fixed key and clock', () => {
  const KEY = parseTwoFactorKey(Buffer.alloc(32, 3).toString('base64'));
  const NOW = 1_900_000_020_000;

  it('stores the secret so that the key reads it back, and lets one code sign in once when two requests bring it at once', async () => {
    const service = new TwoFactorService(app.ds, app.services.staff, app.services.limits, new TwoFactorKeys(KEY), () => NOW);
    const who = await account('dienst@lumina.test');
    const signIn = async () => {
      const result = await app.services.staff.signIn(who, '192.0.2.1');
      if (!result.ok) throw new Error('no sign-in');
      return result.token;
    };
    const setupToken = await signIn();
    const started = await service.startSetup(setupToken);
    if (!started.ok) throw new Error('no setup');
    const confirmed = await service.confirmSetup(setupToken, { code: await generate({ secret: started.setup.secret, epoch: NOW / 1000 }) }, '192.0.2.1');
    expect(confirmed.ok).toBe(true);
    const [{ stored, id }] = (await app.ds.query('SELECT two_factor_secret AS stored, id FROM staff_user WHERE email = $1', [who.email])) as { stored: string; id: number }[];
    expect(new TwoFactorKeys(KEY).decrypt(stored, id)).toBe(started.setup.secret);

    const [a, b] = [await signIn(), await signIn()];
    const code = await generate({ secret: started.setup.secret, epoch: NOW / 1000 + 30 });
    const outcomes = await Promise.all([service.completeSignIn(a, { code }, '192.0.2.1'), service.completeSignIn(b, { code }, '192.0.2.1')]);
    expect(outcomes.map((o) => (o.ok ? 'OK' : o.userErrors[0]!.code)).sort()).toEqual(['INVALID_CODE', 'OK']);
  });
});
