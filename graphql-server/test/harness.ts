/**
 * Each test file gets its own database, cloned from the seeded template, and the real express app
 * (GraphQL + REST) listening on a free port. Tests talk to it over HTTP like a client would.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import http, { type IncomingHttpHeaders, type RequestListener } from 'node:http';
import { inject } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/db/data-source';
import { createServices, type ServiceOptions, type Services } from '../src/services';
import type { StaffRole } from '../src/staff/permissions';
import { createApp, type AppOptions } from '../src/http/app';
import { createHttpServer } from '../src/http/server';
import { createLogger, type Logger } from '../src/http/logging';
import { MailQueue, type MailQueueOptions } from '../src/mail/mail-queue';
import { adminQuery, withDatabase } from './pg';
import { TotpAccount } from './totp';

export interface TestApp {
  /** Where it listens, and the shop's own address in its links (services' shopUrl). */
  url: string;
  /** Its database's URL (the one `sameDatabaseAs` shares). */
  databaseUrl: string;
  ds: DataSource;
  services: Services;
  /** POST a GraphQL operation; returns the parsed body. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ data?: T; errors?: any[] }>;
  /** The staff session cookie (`name=value`) when started with `asStaff`. */
  staffCookie?: string;
  /** fetch relative to the app. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** GET with headers fetch does not send as given (Host): the answer's status, headers and text. */
  get(path: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>;
  /** The mail queue, when started with `mail`. */
  mailQueue?: MailQueue;
  /** Product.id of a product by slug, published or not (read from the database). */
  productId(slug: string): Promise<string>;
  close(): Promise<void>;
}

export const TEST_STAFF = { email: 'medewerker@lumina.test', password: 'een-lang-testwachtwoord' };

/**
 * `asStaff`: every request of `gql` and `fetch` carries a signed-in staff session cookie
 * (the staff paths answer UNAUTHENTICATED / 401 without one).
 */
export interface TestAppOptions {
  asStaff?: boolean;
  /** The write limit per client address and minute: generous, unless the test is about it. */
  writesPerMinute?: number;
  /**
   * The other limits a test's many requests from one address, one staff member or to one mailbox would meet: generous,
   * unless the test is about one of them (then it passes GUARDRAILS' number, or a small one).
   */
  limits?: Pick<ServiceOptions, 'staffReadsPerSecond' | 'webhookPerMinute' | 'ordersPerClientPerHour' | 'mailsPerRecipient'>;
  /** Where the app logs (silent by default). */
  logger?: Logger;
  /** Log the SQL text of every query (LOG_SQL). */
  logSql?: boolean;
  /** Further app options (trustProxy, exposeErrors, webDist, ...). */
  app?: Partial<Omit<AppOptions, 'services' | 'logger'>>;
  /** Further service options, made with the app's data source (e.g. a payment provider that fails on purpose). */
  services?: (ds: DataSource) => Partial<ServiceOptions>;
  /** The URL the app connects with, given the test database's own (e.g. a proxy in front of it). */
  connectVia?: (databaseUrl: string) => string | Promise<string>;
  /**
   * Run the mail queue in the app (pg-boss in the test database's schema `pgboss`, sending through `smtpUrl`, or
   * keeping mails without one). Off by default: mails stay pending in the outbox and no queue runs.
   */
  mail?: Partial<Omit<MailQueueOptions, 'databaseUrl' | 'logger'>>;
  /**
   * Another app's database, instead of a database of its own: a second server process on the same database (its own
   * pool, services, caches and change listener). Close it before the app whose database it is.
   */
  sameDatabaseAs?: TestApp;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const owned = options.sameDatabaseAs === undefined;
  const database = owned ? `lumina_test_${randomBytes(5).toString('hex')}` : undefined;
  if (database) await adminQuery(adminUrl, `CREATE DATABASE ${database} TEMPLATE ${template}`);
  const direct = database ? withDatabase(adminUrl, database) : options.sameDatabaseAs!.databaseUrl;
  const logger = options.logger ?? createLogger({ level: 'silent' });
  const connectUrl = options.connectVia ? await options.connectVia(direct) : direct;
  const ds = createDataSource(connectUrl, { logger, logSql: options.logSql });
  await ds.initialize();
  // Listening first: the app's links name its own address (the shop's address outside production).
  const ready: { app?: RequestListener } = {};
  const server = createHttpServer((req, res) => ready.app!(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // Limits a test does not aim at are out of its way (a test about one sets its own).
  const generous: Omit<ServiceOptions, 'shopUrl'> = {
    writesPerMinute: options.writesPerMinute ?? 100_000,
    staffReadsPerSecond: 100_000,
    webhookPerMinute: 100_000,
    ordersPerClientPerHour: 100_000,
    mailsPerRecipient: { perHour: 100_000, perDay: 100_000 },
  };
  const services = createServices(ds, { shopUrl: url, ...generous, ...options.limits, logger, ...options.services?.(ds) });
  await services.changes.listen(connectUrl);
  const mailQueue = options.mail
    ? await MailQueue.start(ds, services.outbox, { work: true, resolveAttachment: services.mailAttachments, ...options.mail, databaseUrl: direct, logger })
    : undefined;
  // Answers are kept, and the catalogue held, only where a test is about that: most tests change the database behind
  // the shop's back.
  const { app, stop } = await createApp({ services, logger, keepAnswers: false, prepareCatalogue: false, ...options.app });
  ready.app = app;

  let staffCookie: string | undefined;
  if (options.asStaff) staffCookie = await signInStaff(url, services);
  const withStaff = (init: RequestInit = {}): RequestInit => {
    if (!staffCookie) return init;
    const headers = new Headers(init.headers);
    if (!headers.has('cookie')) headers.set('cookie', staffCookie);
    return { ...init, headers };
  };

  const testApp: TestApp = {
    url,
    databaseUrl: direct,
    ds,
    services,
    staffCookie,
    mailQueue,
    fetch: (path, init) => fetch(`${url}${path}`, withStaff(init)),
    get: (path, headers) =>
      new Promise((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, headers }, (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
          })
          .on('error', reject);
      }),
    async productId(slug) {
      const rows: { id: number }[] = await ds.query('SELECT id FROM product WHERE slug = $1', [slug]);
      if (!rows[0]) throw new Error(`No product with slug ${slug}`);
      return String(rows[0].id);
    },
    async gql(query, variables, headers) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(staffCookie ? { cookie: staffCookie } : {}), ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data?: any; errors?: any[] };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      await mailQueue?.stop();
      await services.changes.stop();
      await ds.destroy();
      if (database) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
  return testApp;
}

/** Creates the test staff member (once per database) and signs in over GraphQL; returns the cookie. */
export async function signInStaff(url: string, services: Services, account: { email: string; password: string; role?: StaffRole } = TEST_STAFF): Promise<string> {
  const exists = await services.ds.query('SELECT 1 FROM staff_user WHERE email = $1', [account.email]);
  if (exists.length === 0) await services.staff.createUser(account.email, 'Test Medewerker', account.password, account.role);
  return staffSessionCookie(url, account);
}

const gqlAt = async (url: string, query: string, variables: Record<string, unknown>, cookie?: string) => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const set = res.headers.getSetCookie().find((c) => c.startsWith('lumina_staff='));
  return { body: (await res.json()) as { data?: any; errors?: unknown[] }, cookie: set ? set.split(';')[0]! : cookie };
};

/** The TOTP secrets this process set up, per app and account, with the last time step used (a code works once). */
const twoFactor = new Map<string, TotpAccount>();

/**
 * Signs an existing account in over GraphQL as the staff screens do: the password, then — for an account with two-factor,
 * and every beheer account — a code computed here with otplib (two-factor is set up on the way the first time, as a
 * beheer member does at their first sign-in). Returns the session cookie.
 */
export async function staffSessionCookie(url: string, account: { email: string; password: string }): Promise<string> {
  const first = await gqlAt(url, 'mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { staff { email } nextStep userErrors { message } } }', {
    i: { email: account.email, password: account.password },
  });
  const step = first.body.data?.staffSignIn?.nextStep as string | null | undefined;
  if (!first.cookie || step === undefined) throw new Error(`Staff sign-in failed: ${JSON.stringify(first.body)}`);
  if (step === null) return first.cookie;
  const key = `${url} ${account.email.toLowerCase()}`;
  if (step === 'TWO_FACTOR_SETUP') {
    const setup = await gqlAt(url, 'mutation { staffTwoFactorSetup { setup { secret } userErrors { message } } }', {}, first.cookie);
    const totp = new TotpAccount(setup.body.data.staffTwoFactorSetup.setup.secret);
    const done = await gqlAt(url, 'mutation($i: StaffTwoFactorCodeInput!) { staffTwoFactorSetupConfirm(input: $i) { staff { email } userErrors { message } } }', { i: { code: await totp.nextCode() } }, first.cookie);
    if (!done.body.data?.staffTwoFactorSetupConfirm?.staff) throw new Error(`Two-factor setup failed: ${JSON.stringify(done.body)}`);
    twoFactor.set(key, totp);
    return done.cookie!;
  }
  const totp = twoFactor.get(key);
  if (!totp) throw new Error(`${account.email} has two-factor on, set up outside this harness: its secret is unknown here`);
  const done = await gqlAt(url, 'mutation($i: StaffTwoFactorCodeInput!) { staffSignInTwoFactor(input: $i) { staff { email } userErrors { message } } }', { i: { code: await totp.nextCode() } }, first.cookie);
  if (!done.body.data?.staffSignInTwoFactor?.staff) throw new Error(`Two-factor sign-in failed: ${JSON.stringify(done.body)}`);
  return done.cookie!;
}
