/**
 * Staff accounts run by beheer (issue 20, ARCHITECTURE §5): an invitation link creates an account with its role, once
 * and before its expiry; a deactivated member's session ends at once; a reset link sets a new password; each member
 * changes their own password with the current one; and at least one active beheer account always remains, also when
 * two requests try to take the last one away at the same moment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, staffSessionCookie, startTestApp, type TestApp } from './harness';

let app: TestApp;
let beheer: string;
const BEHEER = { email: 'baas@lumina.test', password: 'een-lang-beheer-wachtwoord' };
beforeAll(async () => {
  app = await startTestApp();
  beheer = await signInStaff(app.url, app.services, BEHEER);
});
afterAll(async () => {
  await app?.close();
});

const ERRORS = 'userErrors { code field message }';
const INVITE = `mutation($i: StaffInviteInput!) { staffInvite(input: $i) { link { path expiresAt } ${ERRORS} } }`;
const ACCEPT = `mutation($i: StaffLinkAcceptInput!) { staffInvitationAccept(input: $i) { staff { email name role } ${ERRORS} } }`;
const RESET = `mutation($i: StaffAccountInput!) { staffPasswordReset(input: $i) { link { path } ${ERRORS} } }`;
const RESET_ACCEPT = `mutation($i: StaffLinkAcceptInput!) { staffPasswordResetAccept(input: $i) { staff { email } ${ERRORS} } }`;
const DEACTIVATE = `mutation($i: StaffAccountInput!) { staffDeactivate(input: $i) { account { email active } ${ERRORS} } }`;
const ROLE = `mutation($i: StaffRoleChangeInput!) { staffRoleChange(input: $i) { account { email role } ${ERRORS} } }`;
const CHANGE = `mutation($i: StaffPasswordChangeInput!) { staffPasswordChange(input: $i) { changed ${ERRORS} } }`;
const SIGN_IN = `mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { staff { email role } userErrors { code } } }`;

const as = (cookie: string) => ({ cookie });
/** A link's token: after the '#' (the browser never sends it to the server). */
const tokenOf = (path: string) => path.split('#').pop()!;

async function invite(email: string, role = 'ATELIER'): Promise<string> {
  const { data } = await app.gql(INVITE, { i: { email, name: `Naam ${email}`, role } }, as(beheer));
  expect(data.staffInvite.userErrors).toEqual([]);
  return data.staffInvite.link.path as string;
}

async function signIn(email: string, password: string): Promise<string | null> {
  const res = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: SIGN_IN, variables: { i: { email, password } } }) });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lumina_staff='));
  return cookie ? cookie.split(';')[0]! : null;
}

async function idOf(email: string): Promise<string> {
  const [{ id }] = (await app.ds.query('SELECT id FROM staff_user WHERE email = $1', [email])) as { id: number }[];
  return String(id);
}

describe('an invitation', () => {
  it('creates the account with its role, once; the member signs in with that role', async () => {
    const path = await invite('Nieuw@Lumina.test');
    expect(path).toMatch(/^\/admin\/uitnodiging#[A-Za-z0-9_-]{43}$/);
    const [{ count }] = await app.ds.query(`SELECT count(*)::int AS count FROM staff_link WHERE token_hash = $1`, [tokenOf(path)]);
    expect(count).toBe(0); // only the hash is stored

    const short = await app.gql(ACCEPT, { i: { token: tokenOf(path), password: 'kort' } });
    expect(short.data.staffInvitationAccept.userErrors).toEqual([
      { code: 'PASSWORD_TOO_SHORT', field: ['input', 'password'], message: 'Kies een wachtwoord van minstens 12 tekens.' },
    ]);
    // Nor a megabyte to hash: at most 1024 characters.
    const long = await app.gql(ACCEPT, { i: { token: tokenOf(path), password: 'x'.repeat(1025) } });
    expect(long.data.staffInvitationAccept.userErrors).toEqual([
      { code: 'TOO_LONG', field: ['input', 'password'], message: 'Het wachtwoord is te lang: hoogstens 1024 tekens.' },
    ]);
    const ok = await app.gql(ACCEPT, { i: { token: tokenOf(path), password: 'een-lang-atelier-wachtwoord' } });
    expect(ok.data.staffInvitationAccept).toEqual({ staff: { email: 'nieuw@lumina.test', name: 'Naam Nieuw@Lumina.test', role: 'ATELIER' }, userErrors: [] });

    const again = await app.gql(ACCEPT, { i: { token: tokenOf(path), password: 'nog-een-lang-wachtwoord' } });
    expect(again.data.staffInvitationAccept.userErrors.map((e: { code: string }) => e.code)).toEqual(['LINK_INVALID']);

    const cookie = (await signIn('nieuw@lumina.test', 'een-lang-atelier-wachtwoord'))!;
    const me = await app.gql('{ staffMe { email role } }', {}, as(cookie));
    expect(me.data.staffMe).toEqual({ email: 'nieuw@lumina.test', role: 'ATELIER' });
    const list = await app.gql('{ staffMembers(first: 100) { nodes { email role active lastSignedInAt } } }', {}, as(beheer));
    expect(list.data.staffMembers.nodes).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'nieuw@lumina.test', role: 'ATELIER', active: true, lastSignedInAt: expect.any(String) })]));
  });

  it('works for 7 days (as the screen says), and no more after its expiry', async () => {
    const path = await invite('laat@lumina.test');
    const [{ days }] = await app.ds.query(`SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM staff_link WHERE email = 'laat@lumina.test'`);
    expect(days).toBe(7);
    await app.ds.query(`UPDATE staff_link SET expires_at = now() - interval '1 second' WHERE email = 'laat@lumina.test'`);
    const late = await app.gql(ACCEPT, { i: { token: tokenOf(path), password: 'een-lang-atelier-wachtwoord' } });
    expect(late.data.staffInvitationAccept).toEqual({
      staff: null,
      userErrors: [{ code: 'LINK_EXPIRED', field: ['input', 'token'], message: 'Deze link is verlopen. Vraag een collega met de rol beheer om een nieuwe.' }],
    });
    expect(await app.ds.query(`SELECT 1 FROM staff_user WHERE email = 'laat@lumina.test'`)).toEqual([]);
  });

  it('refuses a taken e-mail address and an empty name, with their fields', async () => {
    const { data } = await app.gql(INVITE, { i: { email: BEHEER.email, name: ' ', role: 'KLANTENSERVICE' } }, as(beheer));
    expect(data.staffInvite.userErrors.map((e: { code: string; field: string[] }) => [e.code, e.field])).toEqual([['REQUIRED', ['input', 'name']]]);
    const taken = await app.gql(INVITE, { i: { email: BEHEER.email, name: 'Iemand', role: 'KLANTENSERVICE' } }, as(beheer));
    expect(taken.data.staffInvite.userErrors.map((e: { code: string; field: string[] }) => [e.code, e.field])).toEqual([['EMAIL_TAKEN', ['input', 'email']]]);
  });
});

const INVITATIONS = '{ staffInvitations(first: 100) { nodes { id email name role invitedBy createdAt expiresAt } } }';
const REVOKE = `mutation($id: ID!) { staffInvitationRevoke(id: $id) { invitation { id email } ${ERRORS} } }`;

async function pending(cookie = beheer): Promise<{ id: string; email: string; name: string; role: string; invitedBy: string; createdAt: string; expiresAt: string }[]> {
  const { data, errors } = await app.gql(INVITATIONS, {}, as(cookie));
  expect(errors).toBeUndefined();
  return data.staffInvitations.nodes;
}

describe('pending invitations', () => {
  it('are listed for beheer with who invited and until when; a revoked one stops working and says so', async () => {
    const path = await invite('open@lumina.test', 'KLANTENSERVICE');
    const listed = (await pending()).find((i) => i.email === 'open@lumina.test')!;
    expect(listed).toEqual({ id: expect.any(String), email: 'open@lumina.test', name: 'Naam open@lumina.test', role: 'KLANTENSERVICE', invitedBy: 'Test Medewerker', createdAt: expect.any(String), expiresAt: expect.any(String) });
    expect(Math.round((Date.parse(listed.expiresAt) - Date.parse(listed.createdAt)) / 3600_000)).toBe(7 * 24);

    const revoked = await app.gql(REVOKE, { id: listed.id }, as(beheer));
    expect(revoked.data.staffInvitationRevoke).toEqual({ invitation: { id: listed.id, email: 'open@lumina.test' }, userErrors: [] });
    expect((await pending()).map((i) => i.email)).not.toContain('open@lumina.test');
    const late = await app.gql(ACCEPT, { i: { token: tokenOf(path), password: 'een-lang-klant-wachtwoord' } });
    expect(late.data.staffInvitationAccept).toEqual({
      staff: null,
      userErrors: [{ code: 'LINK_REVOKED', field: ['input', 'token'], message: 'Deze link is ingetrokken en werkt niet meer. Vraag een collega met de rol beheer om een nieuwe.' }],
    });
    // Revoked once: a second revoke, or one of an id that is no pending invitation, finds nothing.
    for (const id of [listed.id, '999999', 'x']) {
      const again = await app.gql(REVOKE, { id }, as(beheer));
      expect(again.data.staffInvitationRevoke).toEqual({ invitation: null, userErrors: [{ code: 'INVITATION_NOT_FOUND', field: ['id'], message: 'Deze uitnodiging bestaat niet of staat niet meer open.' }] });
    }
  });

  it('leave the list once used or expired', async () => {
    const used = await invite('gebruikt@lumina.test');
    await invite('verlopen@lumina.test');
    await app.gql(ACCEPT, { i: { token: tokenOf(used), password: 'een-lang-atelier-wachtwoord' } });
    await app.ds.query(`UPDATE staff_link SET expires_at = now() - interval '1 second' WHERE email = 'verlopen@lumina.test'`);
    const emails = (await pending()).map((i) => i.email);
    expect(emails).not.toContain('gebruikt@lumina.test');
    expect(emails).not.toContain('verlopen@lumina.test');
  });

  it('die with their sender: deactivated, or no longer beheer, their unused invitations and reset links are revoked', async () => {
    // Two more beheer members, each with an invitation and a reset link (of an account of its own: a new reset link voids the one before).
    const senders = ['afzender-weg@lumina.test', 'afzender-rol@lumina.test'];
    const links: Record<string, { invitation: string; reset: string }> = {};
    for (const email of senders) {
      await app.gql(ACCEPT, { i: { token: tokenOf(await invite(`doel-${email}`)), password: 'een-lang-doel-wachtwoord' } });
      const target = await idOf(`doel-${email}`);
      await app.gql(ACCEPT, { i: { token: tokenOf(await invite(email, 'BEHEER')), password: 'een-lang-afzender-wachtwoord' } });
      const cookie = await staffSessionCookie(app.url, { email, password: 'een-lang-afzender-wachtwoord' });
      const sent = await app.gql(INVITE, { i: { email: `van-${email}`, name: 'Genodigde', role: 'ATELIER' } }, as(cookie));
      const reset = await app.gql(RESET, { i: { id: target } }, as(cookie));
      links[email] = { invitation: sent.data.staffInvite.link.path, reset: reset.data.staffPasswordReset.link.path };
    }
    const ours = await invite('van-beheer@lumina.test');
    expect((await pending()).find((i) => i.email === 'van-afzender-weg@lumina.test')?.invitedBy).toBe('Naam afzender-weg@lumina.test');

    expect((await app.gql(DEACTIVATE, { i: { id: await idOf(senders[0]!) } }, as(beheer))).data.staffDeactivate.userErrors).toEqual([]);
    expect((await app.gql(ROLE, { i: { id: await idOf(senders[1]!), role: 'ATELIER' } }, as(beheer))).data.staffRoleChange.userErrors).toEqual([]);

    const emails = (await pending()).map((i) => i.email);
    expect(emails).toContain('van-beheer@lumina.test');
    expect(emails).not.toContain('van-afzender-weg@lumina.test');
    expect(emails).not.toContain('van-afzender-rol@lumina.test');
    for (const email of senders) {
      const accept = await app.gql(ACCEPT, { i: { token: tokenOf(links[email]!.invitation), password: 'een-lang-atelier-wachtwoord' } });
      expect(accept.data.staffInvitationAccept.userErrors.map((e: { code: string }) => e.code), email).toEqual(['LINK_REVOKED']);
      const reset = await app.gql(RESET_ACCEPT, { i: { token: tokenOf(links[email]!.reset), password: 'een-overgenomen-wachtwoord' } });
      expect(reset.data.staffPasswordResetAccept.userErrors.map((e: { code: string }) => e.code), email).toEqual(['LINK_REVOKED']);
    }
    // The invitation of a beheer member who stays still works.
    expect((await app.gql(ACCEPT, { i: { token: tokenOf(ours), password: 'een-lang-atelier-wachtwoord' } })).data.staffInvitationAccept.userErrors).toEqual([]);
    // No other beheer stays active for the tests that follow.
    await app.gql(DEACTIVATE, { i: { id: await idOf(senders[1]!) } }, as(beheer));
  });
});

describe('deactivating', () => {
  it('ends the session at once and refuses sign-in', async () => {
    const path = await invite('weg@lumina.test', 'KLANTENSERVICE');
    await app.gql(ACCEPT, { i: { token: tokenOf(path), password: 'een-lang-klant-wachtwoord' } });
    const cookie = (await signIn('weg@lumina.test', 'een-lang-klant-wachtwoord'))!;
    expect((await app.gql('{ staffMe { email } }', {}, as(cookie))).data.staffMe.email).toBe('weg@lumina.test');

    const { data } = await app.gql(DEACTIVATE, { i: { id: await idOf('weg@lumina.test') } }, as(beheer));
    expect(data.staffDeactivate).toEqual({ account: { email: 'weg@lumina.test', active: false }, userErrors: [] });
    const res = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: '{ orders(first: 1) { totalCount } }' }) });
    expect(res.status).toBe(401);
    expect(await signIn('weg@lumina.test', 'een-lang-klant-wachtwoord')).toBeNull();
    // A deactivated account gets no reset link either.
    const reset = await app.gql(RESET, { i: { id: await idOf('weg@lumina.test') } }, as(beheer));
    expect(reset.data.staffPasswordReset.userErrors.map((e: { code: string }) => e.code)).toEqual(['ACCOUNT_INACTIVE']);
  });
});

describe('a password reset link', () => {
  it('sets a new password once and ends the account\'s sessions', async () => {
    const path = await invite('vergeten@lumina.test');
    await app.gql(ACCEPT, { i: { token: tokenOf(path), password: 'het-oude-wachtwoord' } });
    const cookie = (await signIn('vergeten@lumina.test', 'het-oude-wachtwoord'))!;
    const { data } = await app.gql(RESET, { i: { id: await idOf('vergeten@lumina.test') } }, as(beheer));
    const resetPath = data.staffPasswordReset.link.path as string;
    expect(resetPath).toMatch(/^\/admin\/wachtwoord-herstellen#[A-Za-z0-9_-]{43}$/);
    // An invitation's token is no reset token.
    expect((await app.gql(RESET_ACCEPT, { i: { token: tokenOf(path), password: 'het-nieuwe-wachtwoord' } })).data.staffPasswordResetAccept.userErrors[0].code).toBe('LINK_INVALID');
    const done = await app.gql(RESET_ACCEPT, { i: { token: tokenOf(resetPath), password: 'het-nieuwe-wachtwoord' } });
    expect(done.data.staffPasswordResetAccept).toEqual({ staff: { email: 'vergeten@lumina.test' }, userErrors: [] });
    expect((await app.gql(RESET_ACCEPT, { i: { token: tokenOf(resetPath), password: 'nog-een-wachtwoord' } })).data.staffPasswordResetAccept.userErrors[0].code).toBe('LINK_INVALID');
    expect((await app.gql('{ staffMe { email } }', {}, as(cookie))).data.staffMe).toBeNull();
    expect(await signIn('vergeten@lumina.test', 'het-oude-wachtwoord')).toBeNull();
    expect(await signIn('vergeten@lumina.test', 'het-nieuwe-wachtwoord')).not.toBeNull();
  });
});

describe('changing one\'s own password', () => {
  it('needs the current password, and ends the other sessions', async () => {
    const path = await invite('zelf@lumina.test', 'KLANTENSERVICE');
    await app.gql(ACCEPT, { i: { token: tokenOf(path), password: 'mijn-eerste-wachtwoord' } });
    const cookie = (await signIn('zelf@lumina.test', 'mijn-eerste-wachtwoord'))!;
    const other = (await signIn('zelf@lumina.test', 'mijn-eerste-wachtwoord'))!;
    const wrong = await app.gql(CHANGE, { i: { currentPassword: 'niet-het-juiste', newPassword: 'mijn-tweede-wachtwoord' } }, as(cookie));
    expect(wrong.data.staffPasswordChange).toEqual({
      changed: false,
      userErrors: [{ code: 'WRONG_PASSWORD', field: ['input', 'currentPassword'], message: 'Je huidige wachtwoord klopt niet.' }],
    });
    const short = await app.gql(CHANGE, { i: { currentPassword: 'mijn-eerste-wachtwoord', newPassword: 'kort' } }, as(cookie));
    expect(short.data.staffPasswordChange.userErrors.map((e: { field: string[] }) => e.field)).toEqual([['input', 'newPassword']]);
    const ok = await app.gql(CHANGE, { i: { currentPassword: 'mijn-eerste-wachtwoord', newPassword: 'mijn-tweede-wachtwoord' } }, as(cookie));
    expect(ok.data.staffPasswordChange).toEqual({ changed: true, userErrors: [] });
    expect((await app.gql('{ staffMe { email } }', {}, as(cookie))).data.staffMe.email).toBe('zelf@lumina.test');
    expect((await app.gql('{ staffMe { email } }', {}, as(other))).data.staffMe).toBeNull();
    expect(await signIn('zelf@lumina.test', 'mijn-eerste-wachtwoord')).toBeNull();
    expect(await signIn('zelf@lumina.test', 'mijn-tweede-wachtwoord')).not.toBeNull();
  });
});

describe('the last active beheer account', () => {
  it('cannot be deactivated or demoted, also by two requests at once', async () => {
    const me = await idOf(BEHEER.email);
    const alone = async () => ((await app.ds.query(`SELECT count(*)::int AS n FROM staff_user WHERE active AND role = 'beheer'`)) as [{ n: number }])[0].n;
    expect(await alone()).toBe(1);
    const deactivate = await app.gql(DEACTIVATE, { i: { id: me } }, as(beheer));
    expect(deactivate.data.staffDeactivate).toEqual({
      account: null,
      userErrors: [{ code: 'LAST_BEHEER', field: ['input', 'id'], message: 'Er moet minstens één actief account met de rol beheer overblijven.' }],
    });
    const demote = await app.gql(ROLE, { i: { id: me, role: 'ATELIER' } }, as(beheer));
    expect(demote.data.staffRoleChange.userErrors.map((e: { code: string; field: string[] }) => [e.code, e.field])).toEqual([['LAST_BEHEER', ['input', 'role']]]);

    // A second beheer: either may go, but not both at once (the two requests meet in the service, under its lock).
    const path = await invite('tweede@lumina.test', 'BEHEER');
    await app.gql(ACCEPT, { i: { token: tokenOf(path), password: 'een-lang-beheer-wachtwoord' } });
    const other = await idOf('tweede@lumina.test');
    const accounts = app.services.staffAccounts;
    const outcome = (r: Awaited<ReturnType<typeof accounts.deactivate>>) => (r.ok ? 'OK' : r.userErrors[0]!.code);
    expect((await Promise.all([accounts.deactivate(other), accounts.deactivate(me)])).map(outcome).sort()).toEqual(['LAST_BEHEER', 'OK']);
    expect(await alone()).toBe(1);

    // The same with demotion.
    await app.ds.query('UPDATE staff_user SET active = true, deactivated_at = NULL WHERE id IN ($1, $2)', [me, other]);
    expect(await alone()).toBe(2);
    expect((await Promise.all([accounts.changeRole(other, 'klantenservice'), accounts.changeRole(me, 'atelier')])).map(outcome).sort()).toEqual(['LAST_BEHEER', 'OK']);
    expect(await alone()).toBe(1);

    // And over the API, two beheer deactivating each other: one of them stays.
    await app.ds.query(`UPDATE staff_user SET role = 'beheer' WHERE id IN ($1, $2)`, [me, other]);
    const second = await staffSessionCookie(app.url, { email: 'tweede@lumina.test', password: 'een-lang-beheer-wachtwoord' });
    await Promise.all([app.gql(DEACTIVATE, { i: { id: other } }, as(beheer)), app.gql(DEACTIVATE, { i: { id: me } }, as(second))]);
    expect(await alone()).toBe(1);

    // Both back, for the tests that follow (whichever went lost its session).
    await app.ds.query('UPDATE staff_user SET active = true, deactivated_at = NULL WHERE id IN ($1, $2)', [me, other]);
    beheer = await staffSessionCookie(app.url, BEHEER);
  });
});

describe('the staff account operations', () => {
  it('are beheer\'s only, except changing one\'s own password', async () => {
    for (const role of ['ATELIER', 'KLANTENSERVICE']) {
      const email = `rol-${role.toLowerCase()}@lumina.test`;
      const path = await invite(email, role);
      await app.gql(ACCEPT, { i: { token: tokenOf(path), password: 'een-lang-rol-wachtwoord' } });
      const cookie = (await signIn(email, 'een-lang-rol-wachtwoord'))!;
      for (const [query, variables] of [
        ['{ staffMembers { nodes { email } } }', {}],
        [INVITATIONS, {}],
        [REVOKE, { id: '1' }],
        [INVITE, { i: { email: 'x@lumina.test', name: 'X', role: 'BEHEER' } }],
        [DEACTIVATE, { i: { id: '1' } }],
        [ROLE, { i: { id: await idOf(email), role: 'BEHEER' } }],
        [RESET, { i: { id: '1' } }],
      ] as const) {
        const res = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query, variables }) });
        expect(res.status, `${role}: ${query}`).toBe(403);
      }
      const own = await app.gql(CHANGE, { i: { currentPassword: 'een-lang-rol-wachtwoord', newPassword: 'een-ander-rol-wachtwoord' } }, as(cookie));
      expect(own.data.staffPasswordChange.changed).toBe(true);
    }
  });
});
