/**
 * Two server processes on one database (ARCHITECTURE §10, issue 30): two apps, each with its own pool, services, shared
 * pages and change listener, as two processes behind a load balancer. A staff change made through one is on the next
 * page the other serves, once its notification has arrived (NOTIFY is asynchronous: polled, with a deadline far below
 * the 30 s a kept page lives, so only the notification can make it pass) — also after the listeners lost their
 * connections and made new ones. The same for the API's answers kept for anonymous visitors (http/answer-cache.ts).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../src/changes/change-feed';
import { signInStaff, startTestApp, type TestApp } from './harness';

const web = path.resolve(__dirname, '../../web');
const pages = { webDist: path.join(web, 'dist'), ssrDist: path.join(web, 'dist-ssr'), keepAnswers: true };

let a: TestApp;
let b: TestApp;
let staff: string;
beforeAll(async () => {
  a = await startTestApp({ app: pages });
  b = await startTestApp({ app: pages, sameDatabaseAs: a });
  staff = await signInStaff(a.url, a.services);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const UPDATE = 'mutation($input: ProductUpdateInput!) { productUpdate(input: $input) { userErrors { code } } }';
const heading = async (app: TestApp, pathname: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await app.fetch(pathname)).text())?.[1];

/** Waits until `holds` is true, asking again every 20 ms, for at most 5 s. */
async function eventually(holds: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error('not within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** B keeps the product's page; staff rename the product through A; B's page shows the new name. */
async function renamedThroughA(slug: string, name: string) {
  const pathname = `/product/${slug}`;
  const id = await a.productId(slug);
  const original = await heading(b, pathname);
  await heading(b, pathname);
  // Renamed behind the shop's back (nothing is published): B serves the page it kept.
  await a.ds.query(`UPDATE product SET name = 'Stil hernoemd' WHERE id = $1`, [id]);
  expect(await heading(b, pathname), 'B kept the page').toBe(original);

  const renamed = await a.gql(UPDATE, { input: { id, name } }, { cookie: staff });
  expect(renamed.data.productUpdate.userErrors).toEqual([]);
  expect(await heading(a, pathname)).toBe(name);
  await eventually(async () => (await heading(b, pathname)) === name);
}

/** B keeps an anonymous visitor's answer; staff rename the product through A; B's next answer has the new name. */
async function answerRenamedThroughA(slug: string, name: string) {
  const id = await a.productId(slug);
  const query = 'query($slug: String!) { product(slug: $slug) { name } }';
  const answer = async () => (await b.gql(query, { slug })).data.product.name as string;
  const original = await answer();
  await answer();
  await a.ds.query(`UPDATE product SET name = 'Stil hernoemd' WHERE id = $1`, [id]);
  expect(await answer(), 'B kept the answer').toBe(original);

  const renamed = await a.gql(UPDATE, { input: { id, name } }, { cookie: staff });
  expect(renamed.data.productUpdate.userErrors).toEqual([]);
  await eventually(async () => (await answer()) === name);
}

describe('a staff change made through one process', () => {
  it("is in the other process's next answer to an anonymous visitor", async () => {
    await answerRenamedThroughA('blackout-grey-roller-blind', 'Verduisterend rolgordijn – Leigrijs');
  });

  it('is on the next page the other process serves', async () => {
    await renamedThroughA('blackout-white-roller-blind', 'Verduisterend rolgordijn – Sneeuwwit');
  });

  it('is heard again after the listeners lost their connections', async () => {
    const before = [a.services.changes.listens, b.services.changes.listens];
    const ended = await a.ds.query(`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`, [
      LISTENER_NAME,
    ]);
    expect(ended).toEqual([{ ended: true }, { ended: true }]);
    await eventually(() => a.services.changes.listens > before[0]! && b.services.changes.listens > before[1]!);
    await renamedThroughA('lichtdoorlatend-wit', 'Lichtdoorlatend rolgordijn – Sneeuwwit');
  });
});
