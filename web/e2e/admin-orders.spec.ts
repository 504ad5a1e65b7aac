/**
 * Order tracking /admin/order-tracking (issue 11 item 3; SPEC §2 "Admin order tracking", §4 order states)
 * against the real server: an order placed through the public API in the test is found by its fabric code,
 * moved new → processing → production → shipped → completed with 'Status Wijzigen' (badge and history checked
 * at each step), and both fabricator exports are downloaded and read; axe on the list and the open status
 * dialog.
 */
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { axeStates, axeTheme, useStoredTheme } from './shop-frame';
import { signInAsStaff } from './staff';

/** The texts this spec reads, as in web/src/i18n/admin-orders.ts (copied: e2e cannot import web/src). */
const t = {
  title: 'Lumina Admin – Order Tracking System',
  search: 'Zoeken',
  status: 'Status',
  count: (n: number) => `${n} bestellingen gevonden`,
  statuses: { NEW: 'Nieuw', PROCESSING: 'In Behandeling', PRODUCTION: 'Productie', SHIPPED: 'Verzonden', COMPLETED: 'Voltooid', CANCELLED: 'Geannuleerd' },
  statusButton: (id: string) => `Status Wijzigen van ${id}`,
  statusDialog: (id: string) => `Status wijzigen – ${id}`,
  done: (id: string, label: string) => `Status van ${id} gewijzigd naar ${label}.`,
  placed: (label: string) => `Geplaatst als ${label}`,
  exportButton: (id: string) => `Export Data van ${id}`,
  csv: 'CSV voor het atelier',
  json: 'JSON voor de machines',
  exportReady: 'Klaar voor Fabricage Export',
  emptyTitle: 'Geen bestellingen gevonden',
};

const PATH = '/admin/order-tracking';

interface PlacedOrder {
  id: string;
  status: string;
}

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables } });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** A shopper of their own (a fresh request context, so a cart of its own) orders one blackout blind, 150 × 180 cm. */
async function placeOrder(baseURL: string, customerName: string, newContext: (options: { baseURL: string }) => Promise<APIRequestContext>): Promise<PlacedOrder> {
  const shopper = await newContext({ baseURL });
  try {
    const { product } = await gql<{ product: { id: string } }>(shopper, '{ product(slug: "verduisterend-wit") { id } }');
    const options = Object.entries({ mounting: 'inside-recess', systemColor: 'white', chainType: 'metal', controlSide: 'left', cassette: 'half', bottomBar: 'standard' }).map(
      ([key, value]) => ({ key, value }),
    );
    const added = await gql<{ cartLineAdd: { userErrors: { message: string }[] } }>(
      shopper,
      'mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) { userErrors { message } } }',
      { input: { productId: product.id, quantity: 1, configuration: { width: 150, height: 180, options } } },
    );
    expect(added.cartLineAdd.userErrors).toEqual([]);
    const placed = await gql<{ orderPlace: { order: PlacedOrder | null; userErrors: { message: string }[] } }>(
      shopper,
      `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) {
        order { id }
        userErrors { code field message } } }`,
      {
        input: {
          attemptId: crypto.randomUUID(),
          customer: { name: customerName, email: 'e2e.besteller@voorbeeld.be', phone: '+32 9 123 45 67', street: 'Veldstraat 1', postcode: '9000', city: 'Gent', country: 'BE' },
          paymentMethod: 'BANCONTACT',
          acceptNoWithdrawal: true,
          notes: 'Graag bellen voor de levering.',
        },
      },
    );
    expect(placed.orderPlace.userErrors).toEqual([]);
    // Its status as staff see it.
    await signInAsStaff(shopper);
    const { order } = await gql<{ order: PlacedOrder }>(
      shopper,
      'query($id: ID!) { order(id: $id) { id status } }',
      { id: placed.orderPlace.order!.id },
    );
    return order;
  } finally {
    await shopper.dispose();
  }
}

const orderCard = (page: Page, id: string) => page.getByRole('main').getByRole('article', { name: id });
const badge = (card: Locator) => card.locator('header').getByText(/^(Nieuw|In Behandeling|Productie|Verzonden|Voltooid|Geannuleerd)$/);

/** Opens the order tracking as staff, searching for `term`. */
async function openTracking(page: Page, term: string) {
  await signInAsStaff(page.request);
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await expect(page).toHaveTitle(t.title);
  await page.getByRole('searchbox', { name: t.search }).fill(term);
  await expect(page).toHaveURL(`${PATH}?zoek=${encodeURIComponent(term)}`);
}

test.describe('Order tracking', () => {
  test('finds a new order by fabric code, moves it to completed step by step and exports it', { tag: '@both' }, async ({ page, baseURL, playwright }, testInfo) => {
    const customer = `E2E Besteller ${testInfo.project.name} ${Date.now()}`;
    const order = await placeOrder(baseURL!, customer, (options) => playwright.request.newContext(options));
    expect(order.status).toBe('NEW');
    // The white blackout blind is made in the first white blackout SKU of the seed (graphql-server/src/db/seed/
    // fabric-skus.ts): Blackout Basic Wit, LUM-VD-0101, Leiestof's article 420 colour 01, LS420/01.
    const fabricCode = 'LUM-VD-0101';
    const manufacturerCode = 'LS420/01';

    // By fabric code (other orders may have the same fabric: the newest come first) ...
    await openTracking(page, fabricCode);
    await expect(orderCard(page, order.id)).toBeVisible();
    await expect(page.getByRole('main').getByText(/^\d+ bestellingen gevonden$/)).toBeVisible();
    // ... then narrowed to the order's number.
    await page.getByRole('searchbox', { name: t.search }).fill(order.id);
    await expect(page.getByText(t.count(1), { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    // Nothing wider than the screen (cards stack on a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    const card = orderCard(page, order.id);
    await expect(badge(card)).toHaveText(t.statuses.NEW);
    await expect(card).toContainText(customer);
    await expect(card).toContainText(fabricCode);
    await expect(card).toContainText(manufacturerCode);
    await expect(card).toContainText('150 × 180 cm');
    await expect(card).toContainText('Graag bellen voor de levering.');
    await expect(card.getByText(t.placed(t.statuses.NEW))).toBeVisible();
    await expect(card.getByText('Nog niet klaar voor export')).toBeVisible();

    const steps = ['PROCESSING', 'PRODUCTION', 'SHIPPED', 'COMPLETED'] as const;
    let from: keyof typeof t.statuses = 'NEW';
    for (const to of steps) {
      await card.getByRole('button', { name: t.statusButton(order.id) }).click();
      const dialog = page.getByRole('dialog', { name: t.statusDialog(order.id) });
      await expect(dialog).toBeVisible();
      // Only the legal next steps: never a step back, never the current status.
      const offered = await dialog.getByRole('list').getByRole('button').allInnerTexts();
      expect(offered.map((text) => text.replace('→', '').trim())).toContain(t.statuses[to]);
      expect(offered.map((text) => text.replace('→', '').trim())).not.toContain(t.statuses[from]);
      await dialog.getByRole('button', { name: t.statuses[to], exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(badge(card)).toHaveText(t.statuses[to]);
      await expect(card.getByRole('status')).toHaveText(t.done(order.id, t.statuses[to]));
      await expect(card.getByText(`${t.statuses[from]} → ${t.statuses[to]}`)).toBeVisible();
      from = to;
    }
    // Completed: nothing further to offer.
    await card.getByRole('button', { name: t.statusButton(order.id) }).click();
    await expect(page.getByRole('dialog').getByRole('list')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The server has it too: a reload shows the order completed with its whole history.
    await page.reload();
    await expect(badge(orderCard(page, order.id))).toHaveText(t.statuses.COMPLETED);
    await expect(orderCard(page, order.id).getByRole('listitem').filter({ hasText: /→/ })).toHaveCount(4);
    // Checked by staff and complete: the server says it is ready for the fabricator.
    await expect(orderCard(page, order.id).getByText(t.exportReady)).toBeVisible();

    // Export Data: the CSV for the atelier and the JSON for the machines.
    const exportButton = orderCard(page, order.id).getByRole('button', { name: t.exportButton(order.id) });
    await exportButton.click();
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), orderCard(page, order.id).getByRole('link', { name: t.csv }).click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
    // One row per blind, its columns named in the header (csv-parse reads the RFC 4180 file as the atelier's
    // spreadsheet would).
    const rows = parse(await fs.readFile((await csvDownload.path())!, 'utf8'), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      order_id: order.id,
      fabric_code: fabricCode,
      manufacturer_code: manufacturerCode,
      selected_width_cm: '150',
      selected_height_cm: '180',
    });

    const [jsonDownload] = await Promise.all([page.waitForEvent('download'), orderCard(page, order.id).getByRole('link', { name: t.json }).click()]);
    expect(jsonDownload.suggestedFilename()).toMatch(/\.json$/);
    const json = JSON.parse(await fs.readFile((await jsonDownload.path())!, 'utf8')) as { order_id: string; status: string; items: Record<string, unknown>[] };
    expect(json.order_id).toBe(order.id);
    expect(json.items).toHaveLength(1);
    expect(json.items[0]).toMatchObject({
      fabric_code: fabricCode,
      manufacturer_code: manufacturerCode,
      selected_width_cm: 150,
      selected_height_cm: 180,
    });
  });

  test('filters by status in the URL, keeps it on reload, and says when nothing matches', async ({ page }) => {
    await signInAsStaff(page.request);
    await page.goto(`${PATH}?status=shipped&zoek=${encodeURIComponent('geen-bestelling-met-deze-naam')}`);
    await expect(page.getByRole('combobox', { name: t.status })).toHaveValue('shipped');
    await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('geen-bestelling-met-deze-naam');
    await expect(page.getByRole('heading', { name: t.emptyTitle })).toBeVisible();
    await expect(page.getByText(t.count(0), { exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: t.search }).fill('');
    await expect(page).toHaveURL(`${PATH}?status=shipped`);
    await page.reload();
    await expect(page.getByRole('combobox', { name: t.status })).toHaveValue('shipped');
    const cards = page.getByRole('main').getByRole('article');
    await expect(page.getByText(/^\d+ bestellingen gevonden$/)).toBeVisible();
    for (const card of await cards.all()) await expect(badge(card)).toHaveText(t.statuses.SHIPPED);
  });

  test('has no axe violations on the list and with the status dialog open', { tag: '@both' }, async ({ page, baseURL, playwright }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    const order = await placeOrder(baseURL!, `E2E Axe ${testInfo.project.name} ${Date.now()}`, (options) => playwright.request.newContext(options));
    await signInAsStaff(page.request);
    await page.goto(PATH);
    const axe = axeStates(page);
    // Every order of the first page (the seeded ones and those of other tests): many cards side by side.
    await expect(orderCard(page, order.id)).toBeVisible();
    await axe.check('list');

    await page.getByRole('searchbox', { name: t.search }).fill(order.id);
    await expect(page.getByText(t.count(1), { exact: true })).toBeVisible();
    const card = orderCard(page, order.id);
    await card.getByRole('button', { name: t.exportButton(order.id) }).click();
    await expect(card.getByRole('link', { name: t.csv })).toBeVisible();
    await axe.check('export list open');
    await card.getByRole('button', { name: t.statusButton(order.id) }).click();
    await expect(page.getByRole('dialog', { name: t.statusDialog(order.id) })).toBeVisible();
    await axe.check('status dialog open');
    expect(axe.failures).toEqual([]);
  });
});
