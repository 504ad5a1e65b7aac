import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { TotpAccount } from '../../graphql-server/test/totp';

/** The staff account the browser suite's server is started with (see global-setup.ts): beheer, with two-factor. */
export const E2E_STAFF = { email: 'medewerker@lumina.test', password: 'een-lang-e2e-wachtwoord' };
/** A customer service member (no two-factor: optional for that role), made by global-setup.ts. */
export const E2E_CUSTOMER_SERVICE = { email: 'klantenservice@lumina.test', password: 'een-lang-klantenservice-wachtwoord' };

/** Where global setup leaves the suite's beheer session for the test workers. */
const SESSION_VARIABLE = 'E2E_STAFF_SESSION';

async function ask(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const res = await request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: Record<string, any>; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * Signs the suite's beheer account in once, for the whole run (global-setup.ts): the password, then two-factor set up
 * with a code computed here (otplib), as beheer does at the first sign-in. Every test then gets that session's cookie
 * (`signInAsStaff`), so no test waits for a fresh code — each code works only once. Also makes the customer service
 * member. `request` keeps the cookies it is given.
 */
export async function prepareSuiteStaff(request: APIRequestContext): Promise<void> {
  const signIn = await ask(request, 'mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { nextStep userErrors { message } } }', { i: E2E_STAFF });
  if (signIn.staffSignIn.nextStep !== 'TWO_FACTOR_SETUP') throw new Error(`Staff sign-in of the suite: ${JSON.stringify(signIn)}`);
  const setup = await ask(request, 'mutation { staffTwoFactorSetup { setup { secret } userErrors { message } } }');
  const totp = new TotpAccount(setup.staffTwoFactorSetup.setup.secret as string);
  const confirmed = await ask(request, 'mutation($i: StaffTwoFactorCodeInput!) { staffTwoFactorSetupConfirm(input: $i) { staff { email } userErrors { message } } }', {
    i: { code: await totp.nextCode() },
  });
  if (!confirmed.staffTwoFactorSetupConfirm.staff) throw new Error(`Two-factor setup of the suite: ${JSON.stringify(confirmed)}`);
  const session = (await request.storageState()).cookies.find((c) => c.name === 'lumina_staff');
  if (!session) throw new Error('No staff session cookie after the two-factor setup');
  process.env[SESSION_VARIABLE] = session.value;
  await inviteStaff(request, { ...E2E_CUSTOMER_SERVICE, name: 'Klantenservice', role: 'KLANTENSERVICE' });
}

/** Invites a member with `request` (signed in as beheer) and accepts the invitation with their password. */
export async function inviteStaff(request: APIRequestContext, member: { email: string; password: string; name: string; role: 'BEHEER' | 'ATELIER' | 'KLANTENSERVICE' }): Promise<void> {
  const invited = await ask(request, 'mutation($i: StaffInviteInput!) { staffInvite(input: $i) { link { path } userErrors { message } } }', {
    i: { email: member.email, name: member.name, role: member.role },
  });
  const token = String(invited.staffInvite.link?.path ?? '').split('#')[1];
  if (!token) throw new Error(`Invitation of ${member.email}: ${JSON.stringify(invited)}`);
  const accepted = await ask(request, 'mutation($i: StaffLinkAcceptInput!) { staffInvitationAccept(input: $i) { staff { email } userErrors { message } } }', {
    i: { token, password: member.password },
  });
  if (!accepted.staffInvitationAccept.staff) throw new Error(`Invitation of ${member.email}: ${JSON.stringify(accepted)}`);
}

/** The suite's beheer session as a storage state, for a request context of a test's own. */
export function staffStorageState(baseURL: string) {
  const value = process.env[SESSION_VARIABLE];
  if (!value) throw new Error(`${SESSION_VARIABLE} is not set: global-setup.ts signs the suite's staff in`);
  const { hostname } = new URL(baseURL);
  return { cookies: [{ name: 'lumina_staff', value, domain: hostname, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Strict' as const }], origins: [] };
}

/** Signs the browser context in as the suite's beheer account (its session, made once by global setup). */
export async function signInAsStaff(context: BrowserContext): Promise<void> {
  await context.addCookies(staffStorageState(String(process.env.E2E_BASE_URL)).cookies);
}

/** Signs the request context in as the customer service member (password alone: that role has no two-factor here). */
export async function signInAsCustomerService(request: APIRequestContext): Promise<void> {
  const data = await ask(request, 'mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { staff { email } userErrors { message } } }', { i: E2E_CUSTOMER_SERVICE });
  if (!data.staffSignIn.staff) throw new Error(`Customer service sign-in failed: ${JSON.stringify(data)}`);
}
