/**
 * Part C, two processes, one database (ARCHITECTURE §10: the server keeps no state of its own). Two built
 * servers on one fresh PostgreSQL database: a cart made on one is read and changed on the other (by cartId
 * and by the REST cookie); a staff session made on one works, and ends, on the other; the rate limits hold
 * across both (failed sign-ins: five per account and client address, spread over both servers, the sixth is
 * refused; the write limit: 30 parallel writes from one address over both servers, exactly the limit taken);
 * and housekeeping does its work once while two processes run it at the same time; each listens for the changes the
 * other publishes (their shared pages); a discount code's last use, asked for by six checkouts over both at once, goes to
 * exactly one order (issue 33).
 *
 * Behind a round-robin proxy (as behind a load balancer; issue 30), with the pictures in one S3 bucket and the mails
 * going out through one SMTP server: a price change, an unpublished product and a renamed product made through one
 * process are on the next page of each; a picture uploaded through one is served by the other; a staff session works
 * through the proxy; one cart written through both at once loses no write; every mail is sent once, whichever
 * process's worker takes it.
 *
 * Each test speaks from a client address of its own (X-Forwarded-For; the servers trust the loopback proxy,
 * as behind a load balancer), so that one test's writes never count against another's limits.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Client, cookiePair, errorCodes, Tally } from './lib/client';
import { createRunDatabase, REL_STAFF, spawnServer, type RunDatabase, type SpawnedServer } from './lib/server';
import { recordChild, recordFigures } from './lib/run';
import { TotpAccount } from '../test/totp';
import { LISTENER_NAME } from '../src/changes/change-feed';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { startRoundRobinProxy, type RoundRobinProxy } from './lib/proxy';

/** Low on purpose: the write limit is one of the things proven here. */
const WRITE_LIMIT = 20;
const IDLE_CARTS = 10_000;

let db: RunDatabase;
let a: SpawnedServer;
let b: SpawnedServer;
let proxy: RoundRobinProxy;
let smtp: SmtpSink;
/** The beheer account's authenticator, once two-factor is set up (the staff-session test). */
let beheerTotp: TotpAccount | undefined;
const BUCKET = 'lumina-two-processes';
const tally = new Tally();
const started = Date.now();
let cartsChecked = 0;
const notes: string[] = [];
const failures: string[] = [];

const on = (server: SpawnedServer, address: string, headers: Record<string, string> = {}) =>
  new Client(server.url, tally, { 'x-forwarded-for': address, ...headers });

beforeAll(async () => {
  db = await createRunDatabase('two');
  // One bucket for both processes' pictures, one SMTP server for their mails, one proxy in front of both, whose
  // address is the shop's public one (the processes need it before they start; the proxy learns them after).
  const s3 = inject('s3');
  await new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } })
    .send(new CreateBucketCommand({ Bucket: BUCKET }))
    .catch((error: { name?: string }) => {
      if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
    });
  smtp = await startSmtpSink();
  const targets: string[] = [];
  proxy = await startRoundRobinProxy(targets);
  // The servers' own housekeeping is off, so the two rounds below are the only ones (a loaded machine can make
  // the servers' first scheduled round, a minute after start, fall inside this file).
  const env = {
    WRITE_LIMIT_PER_MINUTE: String(WRITE_LIMIT),
    HOUSEKEEPING: 'false',
    PUBLIC_BASE_URL: proxy.url,
    SMTP_URL: smtp.url,
    MEDIA_S3_BUCKET: BUCKET,
    MEDIA_S3_ENDPOINT: s3.endpoint,
    MEDIA_S3_REGION: s3.region,
    MEDIA_S3_ACCESS_KEY_ID: s3.accessKeyId,
    MEDIA_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    MEDIA_S3_FORCE_PATH_STYLE: 'true',
  };
  // One after the other: the first migrates and seeds the empty database, the second finds it ready.
  a = await spawnServer(db.url, env);
  b = await spawnServer(db.url, env);
  targets.push(a.url, b.url);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await proxy?.close();
  await smtp?.close();
  await db?.drop();
  recordFigures({
    part: 'two-processes',
    requests: tally.requests,
    status5xx: tally.status5xx,
    cartsChecked,
    seconds: Math.round((Date.now() - started) / 1000),
    notes: [`statuses ${tally.summary()}`, ...notes],
    failures,
  });
});

/** Runs a check and keeps its failure for the summary. */
async function checked(name: string, body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    failures.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
    throw error;
  }
}

type RoundResult = { report: { carts: number; sessions: number; rateLimits: number } | null; ms: number };

interface Round {
  /** Resolves when the process has connected (with --when-locked: and waits for the lock). */
  ready: Promise<void>;
  done: Promise<RoundResult>;
}

function round(flag?: string): Round {
  const child = spawn(process.execPath, [path.join(__dirname, 'housekeeping-round.mjs'), db.url, ...(flag ? [flag] : [])], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  recordChild(child.pid);
  let out = '';
  let err = '';
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.on('data', (d) => {
    out += String(d);
    if (out.startsWith('ready')) markReady();
  });
  child.stderr.on('data', (d) => (err += String(d)));
  const done = new Promise<RoundResult>((resolve, reject) =>
    child.once('exit', (code) => {
      markReady();
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()!));
      } catch {
        reject(new Error(`housekeeping round ended with ${code}: ${out}${err}`));
      }
    }),
  );
  return { ready, done };
}

describe('two server processes on one database', () => {
  // First, well within the minute before the servers' own first round (main.ts schedules it a minute after start).
  it('does housekeeping once when two processes run it at the same time', () =>
    checked('housekeeping', async () => {
      await db.query(
        `INSERT INTO cart (token_hash, updated_at) SELECT 'rel-idle-' || n, now() - interval '61 days' FROM generate_series(1, $1) AS n`,
        [IDLE_CARTS],
      );
      await db.query(`INSERT INTO cart (token_hash, updated_at) SELECT 'rel-fresh-' || n, now() FROM generate_series(1, 10) AS n`);
      // The second process is connected and waiting before the first starts; it runs its round the moment the
      // first holds the lock (a round over this many carts holds it for a good while).
      const waiting = round('--when-locked');
      await waiting.ready;
      const [first, second] = await Promise.all([round().done, waiting.done]);
      notes.push(`housekeeping: one round removed ${first.report?.carts ?? 0} idle carts in ${first.ms} ms, the other answered ${JSON.stringify(second.report)}`);
      expect(first.report?.carts).toBe(IDLE_CARTS);
      expect(second.report).toBeNull();
      const [{ idle, fresh }] = await db.query(
        `SELECT count(*) FILTER (WHERE token_hash LIKE 'rel-idle-%')::int AS idle, count(*) FILTER (WHERE token_hash LIKE 'rel-fresh-%')::int AS fresh FROM cart`,
      );
      expect({ idle, fresh }).toEqual({ idle: 0, fresh: 10 });
    }));

  it('reads and changes a cart made on one server on the other', () =>
    checked('cart across servers', async () => {
      const onA = on(a, '198.51.100.10');
      const onB = on(b, '198.51.100.10');
      const product = (await onA.gql(`{ product(slug: "blackout-white-roller-blind") { id } }`)).body!.data.product.id;
      const cartId = (await onA.gql('mutation { cartCreate { cart { id } userErrors { code } } }')).body!.data.cartCreate.cart.id;
      const ADD = `mutation($c: ID!, $i: CartLineAddInput!) { cartLineAdd(cartId: $c, input: $i) { line { id quantity } userErrors { code } } }`;
      const configuration = { width: 120, height: 150, options: [{ key: 'controlType', value: 'metal-chain' }, { key: 'bottomBar', value: 'covered-both' }, { key: 'controlSide', value: 'left' }, { key: 'mounting', value: 'inside-recess' }] };
      const added = (await onB.gql(ADD, { c: cartId, i: { productId: product, quantity: 2, configuration } })).body!.data.cartLineAdd;
      expect(added.userErrors).toEqual([]);
      const READ = `query($c: ID!) { cart(id: $c) { lines { id quantity configuration { width height } } } }`;
      expect((await onA.gql(READ, { c: cartId })).body!.data.cart.lines).toEqual([{ id: added.line.id, quantity: 2, configuration: { width: 120, height: 150 } }]);
      const updated = await onA.gql(`mutation($c: ID!, $id: ID!) { cartLineUpdate(cartId: $c, id: $id, input: { quantity: 5 }) { userErrors { code } } }`, { c: cartId, id: added.line.id });
      expect(updated.body!.data.cartLineUpdate.userErrors).toEqual([]);
      expect((await onB.gql(READ, { c: cartId })).body!.data.cart.lines[0].quantity).toBe(5);
      const removed = await onB.gql(`mutation($c: ID!, $id: ID!) { cartLineRemove(cartId: $c, id: $id) { cart { lines { id } } userErrors { code } } }`, { c: cartId, id: added.line.id });
      expect(removed.body!.data.cartLineRemove.cart.lines).toEqual([]);
      expect((await onA.gql(READ, { c: cartId })).body!.data.cart.lines).toEqual([]);
      cartsChecked += 1;

      // The browser's way: the REST cart cookie set by one server opens the cart on the other.
      const posted = await onA.fetch('/api/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId: Number(product), customWidth: 100, customHeight: 160, controlType: 'metal-chain', controlSide: 'right', montageType: 'in-de-dag', bottomBarType: 'covered-both', quantity: 3 }),
      });
      expect(posted.status).toBe(200);
      const cookie = cookiePair(posted.headers, 'lumina_cart')!;
      expect(cookie).toBeTruthy();
      const read = await onB.fetch('/api/cart', { headers: { cookie } });
      expect(read.body.map((item: { quantity: number; customWidth: number }) => [item.customWidth, item.quantity])).toEqual([[100, 3]]);
      cartsChecked += 1;
    }));

  it("gives a discount code's last use to one of six checkouts spread over both servers at once (issue 33)", () =>
    checked('last use of a code across servers', async () => {
      await db.query(
        `INSERT INTO promotion (name, code, amount_off_cents, usage_limit, starts_at, ends_at, created_by)
         VALUES ('Laatste', 'LAATSTE-TWEE', 500, 1, now() - interval '1 day', now() + interval '1 day', 'Betrouwbaarheid')`,
      );
      const product = (await on(a, '198.51.100.40').gql(`{ product(slug: "blackout-white-roller-blind") { id } }`)).body!.data.product.id;
      const configuration = { width: 120, height: 150, options: [{ key: 'controlType', value: 'metal-chain' }, { key: 'bottomBar', value: 'covered-both' }, { key: 'controlSide', value: 'left' }, { key: 'mounting', value: 'inside-recess' }] };
      // Six shoppers, each from an address of their own, alternately on each server.
      const shoppers = [0, 1, 2, 3, 4, 5].map((i) => on(i % 2 ? b : a, `198.51.100.${41 + i}`));
      const carts: string[] = [];
      for (const client of shoppers) {
        const made = (await client.gql(`mutation($i: CartLineAddInput!) { cartCreate(input: { lines: [$i] }) { cart { id } userErrors { code } } }`, { i: { productId: product, quantity: 1, configuration } })).body!.data.cartCreate;
        expect(made.userErrors).toEqual([]);
        const applied = (await client.gql(`mutation($c: ID!) { cartDiscountCodeApply(cartId: $c, code: "laatste-twee") { userErrors { code } } }`, { c: made.cart.id })).body!.data.cartDiscountCodeApply;
        expect(applied.userErrors).toEqual([]);
        carts.push(made.cart.id);
      }
      const answers = await Promise.all(
        shoppers.map((client, i) =>
          client.gql(`mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { id } userErrors { code message } } }`, {
            input: {
              cartId: carts[i],
              attemptId: crypto.randomUUID(),
              customer: { name: `Klant ${i}`, email: `klant${i}@example.be`, phone: '+32 470 12 34 56', street: 'Kouter 14', postcode: '9000', city: 'Gent', country: 'BE' },
              paymentMethod: 'BANCONTACT',
              acceptNoWithdrawal: true,
            },
          }),
        ),
      );
      const placed = answers.map((answer) => answer.body!.data.orderPlace);
      expect(placed.filter((p) => p.order)).toHaveLength(1);
      expect(placed.filter((p) => !p.order).map((p) => p.userErrors)).toEqual(
        Array.from({ length: 5 }, () => [{ code: 'DISCOUNT_CODE_REFUSED', message: 'De code LAATSTE-TWEE is opgebruikt.' }]),
      );
      const [promotion] = await db.query(`SELECT uses, (SELECT count(*)::int FROM promotion_use u WHERE u.promotion_id = p.id) AS rows FROM promotion p WHERE code = 'LAATSTE-TWEE'`);
      expect(promotion).toEqual({ uses: 1, rows: 1 });
      notes.push('last use of a discount code: 6 checkouts over both servers, 1 order, 5 told');
    }));

  it('keeps a staff session made on one server valid on the other, and ends it on both', () =>
    checked('staff session across servers', async () => {
      // A beheer account: the password on one server, two-factor set up on the other, its first code on the first.
      const signIn = await on(a, '198.51.100.20').gql(
        'mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { staff { email } nextStep userErrors { code } } }',
        { i: REL_STAFF },
      );
      expect(signIn.body!.data.staffSignIn).toEqual({ staff: null, nextStep: 'TWO_FACTOR_SETUP', userErrors: [] });
      const pending = cookiePair(signIn.headers, 'lumina_staff')!;
      const setup = await on(b, '198.51.100.20', { cookie: pending }).gql('mutation { staffTwoFactorSetup { setup { secret } userErrors { code } } }');
      const totp = new TotpAccount(setup.body!.data.staffTwoFactorSetup.setup.secret);
      beheerTotp = totp;
      const confirmed = await on(a, '198.51.100.20', { cookie: pending }).gql(
        'mutation($i: StaffTwoFactorCodeInput!) { staffTwoFactorSetupConfirm(input: $i) { staff { email } userErrors { code } } }',
        { i: { code: await totp.nextCode() } },
      );
      expect(confirmed.body!.data.staffTwoFactorSetupConfirm.userErrors).toEqual([]);
      const cookie = cookiePair(confirmed.headers, 'lumina_staff')!;
      expect(cookie).toBeTruthy();
      const staffOnB = on(b, '198.51.100.20', { cookie });
      expect((await staffOnB.gql('{ staffMe { email } }')).body!.data.staffMe).toEqual({ email: REL_STAFF.email });
      expect((await staffOnB.fetch('/api/orders')).status).toBe(200);
      const orders = await staffOnB.gql('{ orders(first: 1) { totalCount } }');
      expect(errorCodes(orders.body)).toEqual([]);

      const out = await staffOnB.gql('mutation { staffSignOut { signedOut } }');
      expect(out.body!.data.staffSignOut.signedOut).toBe(true);
      const staffOnA = on(a, '198.51.100.20', { cookie });
      expect((await staffOnA.gql('{ staffMe { email } }')).body!.data.staffMe).toBeNull();
      expect((await staffOnA.fetch('/api/orders')).status).toBe(401);
    }));

  it('counts failed sign-ins over both servers: five fail, the sixth is refused, even with the right password', () =>
    checked('sign-in limit across servers', async () => {
      const SIGN_IN = 'mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { staff { email } userErrors { code } } }';
      const wrong = { email: REL_STAFF.email, password: 'een-verkeerd-wachtwoord' };
      const codes: string[] = [];
      for (const server of [a, b, a, b, a]) {
        const answer = await on(server, '198.51.100.30').gql(SIGN_IN, { i: wrong });
        codes.push(answer.body!.data.staffSignIn.userErrors[0]?.code);
      }
      expect(codes).toEqual(Array(5).fill('INVALID_CREDENTIALS'));
      const sixth = await on(b, '198.51.100.30').gql(SIGN_IN, { i: wrong });
      expect(sixth.body!.data.staffSignIn.userErrors.map((e: { code: string }) => e.code)).toEqual(['RATE_LIMITED']);
      const right = await on(a, '198.51.100.30').gql(SIGN_IN, { i: REL_STAFF });
      expect(right.body!.data.staffSignIn.userErrors.map((e: { code: string }) => e.code)).toEqual(['RATE_LIMITED']);
      // Another client address is not locked out by this one (the password leads to its two-factor code).
      const elsewhere = await on(b, '198.51.100.31').gql(SIGN_IN, { i: REL_STAFF });
      expect(elsewhere.body!.data.staffSignIn.userErrors).toEqual([]);
    }));

  it(`takes exactly ${WRITE_LIMIT} of 30 parallel writes from one address spread over both servers`, () =>
    checked('write limit across servers', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => on(i % 2 ? b : a, '198.51.100.40').gql('mutation { cartCreate { cart { id } userErrors { code } } }')),
      );
      // Counted per process, each server would take 15 of its 15: the count is shared only if exactly 20 pass.
      const taken = answers.filter((x) => x.status === 200 && x.body?.data?.cartCreate?.cart?.id);
      const limited = answers.filter((x) => x.status === 429);
      notes.push(`write limit ${WRITE_LIMIT}/min over two servers: ${taken.length} taken, ${limited.length} × 429 of 30`);
      expect(taken).toHaveLength(WRITE_LIMIT);
      expect(limited).toHaveLength(30 - WRITE_LIMIT);
      for (const x of limited) {
        expect(errorCodes(x.body)).toEqual(['RATE_LIMITED']);
        expect(Number(x.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }));

  // Each keeps shared pages in memory; a staff change through either clears both (test/shared-pages-across-processes.test.ts).
  it('has each server listen for the changes the other publishes', () =>
    checked('change listeners', async () => {
      const listeners = await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`, [LISTENER_NAME]);
      expect(listeners).toEqual([{ n: 2 }]);
    }));

  it('answered no request with a 5xx', () => {
    expect(tally.samples5xx).toEqual([]);
  });
});

/** The JSON-LD offer price and the first heading of a page, as a shopper's browser gets them. */
const seen = (html: string) => ({
  heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null,
  price: /"price":"?([0-9.]+)"?/.exec(html)?.[1] ?? null,
});

/** Asks `pathname` through the proxy until both processes answer `expected` (the proxy alternates); the answers seen last. */
async function untilBothSay(client: Client, pathname: string, expected: (page: { status: number; text: string }) => boolean, deadlineMs = 10_000) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const pages = [await client.fetch(pathname), await client.fetch(pathname)];
    if (pages.every(expected)) return pages;
    if (Date.now() > until) return pages;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two server processes behind a round-robin proxy', () => {
  const visitor = () => new Client(proxy.url, tally, { 'x-forwarded-for': '198.51.100.60' });
  let staff: Client;

  it('signs staff in through the proxy: the password on one process, the code on the other', () =>
    checked('staff through the proxy', async () => {
      expect(beheerTotp, 'the staff-session test set up two-factor').toBeDefined();
      const through = new Client(proxy.url, tally, { 'x-forwarded-for': '198.51.100.61' });
      const signIn = await through.gql('mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { nextStep userErrors { code } } }', { i: REL_STAFF });
      expect(signIn.body!.data.staffSignIn).toEqual({ nextStep: 'TWO_FACTOR_CODE', userErrors: [] });
      const pending = cookiePair(signIn.headers, 'lumina_staff')!;
      const code = await through.gql(
        'mutation($i: StaffTwoFactorCodeInput!) { staffSignInTwoFactor(input: $i) { staff { email } userErrors { code } } }',
        { i: { code: await beheerTotp!.nextCode() } },
        { cookie: pending },
      );
      expect(code.body!.data.staffSignInTwoFactor).toEqual({ staff: { email: REL_STAFF.email }, userErrors: [] });
      staff = through.with({ cookie: cookiePair(code.headers, 'lumina_staff')! });
      // Both processes know the session (the proxy alternates).
      for (let i = 0; i < 2; i++) expect((await staff.gql('{ staffMe { email } }')).body!.data.staffMe).toEqual({ email: REL_STAFF.email });
    }));

  it('shows a price change, a renamed and an unpublished product made through one process on the next page of each', () =>
    checked('changes on every process', async () => {
      const shopper = visitor();
      const product = (await staff.gql('{ product(slug: "blackout-grey-roller-blind") { id name } }')).body!.data.product;
      const pathname = '/product/blackout-grey-roller-blind';
      // Both processes keep the page (a page is kept from its second request on: four requests, two each).
      for (let i = 0; i < 4; i++) expect((await shopper.fetch(pathname)).status).toBe(200);

      // A price: the group of the product, its rate up by € 100,00 per m² (so its lowest price, the page's "vanaf",
      // rises above any minimum price too).
      const groups = (await staff.gql('{ priceGroups(first: 20) { nodes { group version pricePerSquareMetre { cents } products { slug } } } }')).body!.data
        .priceGroups.nodes as { group: number; version: number; pricePerSquareMetre: { cents: number }; products: { slug: string }[] }[];
      const group = groups.find((g) => g.products.some((p) => p.slug === 'blackout-grey-roller-blind'));
      if (group) {
        const before = seen((await shopper.fetch(pathname)).text).price;
        const changed = await staff.gql('mutation($i: PriceGroupInput!) { priceGroupUpdate(input: $i) { userErrors { code } } }', {
          i: { group: group.group, expectedVersion: group.version, pricePerSquareMetreCents: group.pricePerSquareMetre.cents + 10_000 },
        });
        expect(changed.body!.data.priceGroupUpdate.userErrors).toEqual([]);
        const after = await untilBothSay(shopper, pathname, (page) => seen(page.text).price !== before);
        notes.push(`price change: ${before} → ${after.map((page) => seen(page.text).price).join(' and ')} on the two processes' next pages`);
        expect(after.map((page) => seen(page.text).price !== before)).toEqual([true, true]);
      } else notes.push('price change: the product is priced by its own rate, not a group (not checked)');

      // A new name.
      const renamed = await staff.gql('mutation($i: ProductUpdateInput!) { productUpdate(input: $i) { userErrors { code } } }', {
        i: { id: product.id, name: `${product.name} (nieuw)` },
      });
      expect(renamed.body!.data.productUpdate.userErrors).toEqual([]);
      const named = await untilBothSay(shopper, pathname, (page) => seen(page.text).heading === `${product.name} (nieuw)`);
      expect(named.map((page) => seen(page.text).heading)).toEqual([`${product.name} (nieuw)`, `${product.name} (nieuw)`]);
      // Every link names the shop's one address, whichever process rendered it.
      for (const page of named) expect(/<link rel="canonical" href="([^"]*)"/.exec(page.text)?.[1]).toBe(`${proxy.url}${pathname}`);

      // Unpublished: not found on either.
      const hidden = await staff.gql('mutation($i: ProductUpdateInput!) { productUpdate(input: $i) { userErrors { code } } }', { i: { id: product.id, published: false } });
      expect(hidden.body!.data.productUpdate.userErrors).toEqual([]);
      const gone = await untilBothSay(shopper, pathname, (page) => page.status === 404);
      expect(gone.map((page) => page.status)).toEqual([404, 404]);
      await staff.gql('mutation($i: ProductUpdateInput!) { productUpdate(input: $i) { userErrors { code } } }', { i: { id: product.id, published: true, name: product.name } });
    }));

  it('serves a picture uploaded through one process from the other', () =>
    checked('picture across processes', async () => {
      const id = (await staff.gql('{ product(slug: "blackout-grey-roller-blind") { id } }')).body!.data.product.id;
      const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#5b6d7a' } }).jpeg().toBuffer();
      const onA = new Client(a.url, tally, { ...staff.headers });
      const uploaded = await onA.fetch(`/admin/products/${id}/images?alt=${encodeURIComponent('Grijs rolgordijn in een werkkamer')}`, {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(photo),
      });
      expect(uploaded.status).toBe(201);
      const url: string = uploaded.body.image.url;
      const fromA = await fetch(`${a.url}${url}`);
      const fromB = await fetch(`${b.url}${url}`);
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
      expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }));

  it('loses no write to one cart written through both processes at once', () =>
    checked('cart through both', async () => {
      const shopper = new Client(proxy.url, tally, { 'x-forwarded-for': '198.51.100.62' });
      const product = (await shopper.gql('{ product(slug: "translucent-grijs") { id } }')).body!.data.product.id;
      const cartId = (await shopper.gql('mutation { cartCreate { cart { id } userErrors { code } } }')).body!.data.cartCreate.cart.id;
      const ADD = 'mutation($c: ID!, $i: CartLineAddInput!) { cartLineAdd(cartId: $c, input: $i) { userErrors { code } } }';
      const answers = await Promise.all(Array.from({ length: 12 }, () => shopper.gql(ADD, { c: cartId, i: { productId: product, quantity: 1, selectedColor: 'Grijs' } })));
      const taken = answers.filter((x) => x.body?.data?.cartLineAdd?.userErrors?.length === 0).length;
      const busy = answers.filter((x) => x.body?.data?.cartLineAdd?.userErrors?.[0]?.code === 'CART_BUSY').length;
      expect(taken + busy).toBe(12);
      const lines = (await shopper.gql('query($c: ID!) { cart(id: $c) { lines { quantity } } }', { c: cartId })).body!.data.cart.lines;
      notes.push(`one cart through both processes: ${taken} of 12 adds taken, ${busy} answered CART_BUSY, the line holds ${lines[0]?.quantity}`);
      expect(lines).toEqual([{ quantity: taken }]);
      cartsChecked += 1;
    }));

  it('sends every mail once, whichever process takes it', () =>
    checked('mail once across processes', async () => {
      const product = (await visitor().gql('{ product(slug: "translucent-grijs") { id } }')).body!.data.product.id;
      const placed: string[] = [];
      for (let i = 0; i < 6; i++) {
        const shopper = new Client(proxy.url, tally, { 'x-forwarded-for': `198.51.100.${70 + i}` });
        const cartId = (await shopper.gql('mutation { cartCreate { cart { id } userErrors { code } } }')).body!.data.cartCreate.cart.id;
        await shopper.gql('mutation($c: ID!, $i: CartLineAddInput!) { cartLineAdd(cartId: $c, input: $i) { userErrors { code } } }', {
          c: cartId,
          i: { productId: product, quantity: 1, selectedColor: 'Grijs' },
        });
        const customer = { name: `Klant ${i}`, email: `klant${i}@voorbeeld.be`, phone: '', street: 'Kouter 14', postcode: '9000', city: 'Gent', country: 'BE' };
        const order = await shopper.gql('mutation($i: OrderPlaceInput!) { orderPlace(input: $i) { order { id } userErrors { code } } }', {
          i: { attemptId: `twee-processen-${i}-${Date.now()}`, cartId, customer, paymentMethod: 'BANCONTACT', acceptNoWithdrawal: true },
        });
        expect(order.body!.data.orderPlace.userErrors).toEqual([]);
        placed.push(order.body!.data.orderPlace.order.id);
      }
      // The order-received mail of each, sent by either process's worker: poll until the outbox says all are sent (a mail
      // is marked sent after the SMTP server took it, and nothing sends a sent mail again), then count what arrived.
      const sentCount = async () =>
        (
          await db.query(`SELECT count(*)::int AS n FROM outbox_mail WHERE template = 'order-received' AND status = 'sent' AND data->'order'->>'id' = ANY($1)`, [
            placed,
          ])
        )[0].n as number;
      const until = Date.now() + 60_000;
      while ((await sentCount()) < placed.length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await sentCount()).toBe(placed.length);
      const ids = smtp.accepted().filter((m) => placed.some((id) => m.data.includes(id))).map((m) => m.messageId);
      notes.push(`mail: ${placed.length} orders, ${ids.length} order mails received, ${new Set(ids).size} distinct`);
      expect(ids).toHaveLength(placed.length);
      expect(new Set(ids).size).toBe(placed.length);
    }));

  it('answered no request with a 5xx, and the proxy spread them over both', () => {
    expect(tally.samples5xx).toEqual([]);
    expect(new Set(proxy.served)).toEqual(new Set([0, 1]));
  });
});
