/**
 * Order tracking /admin/order-tracking (issue 11 item 3, issue 19; SPEC §2 "Admin order tracking", §4 order
 * states) against the real server: an order placed through the public API in the test is found by its fabric
 * code, refused production while unpaid, paid by hand with 'Betaling registreren', moved new → processing →
 * production → shipped (with carrier and track-and-trace code) → completed with 'Status Wijzigen' (badge and
 * history checked at each step), and both fabricator exports are downloaded and read; an order paid at the test
 * provider is refunded in part (pending until the provider settles it), never more than is left, then cancelled by
 * beheer with the refund of the rest; on the test provider's page one refund fails ('Aandacht nodig' finds the order)
 * and the other is made; what failed goes back again, and the card shows it refunded with its credit notes; axe on
 * the list, the open dialogs and the card that needs attention.
 */
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { axeStates, axeTheme, shoot, useStoredTheme } from './shop-frame';
import { signInAsCustomerService, signInAsStaff } from './staff';

/** The suite's staff account (global-setup.ts), named 'Beheer' by the server (staff.service.ts ensureFirstAccount). */
const E2E_STAFF_NAME = 'Beheer';

/** The texts this spec reads, as in web/src/i18n/admin-orders.ts (copied: e2e cannot import web/src). */
const t = {
  title: 'Lumina Beheer – Bestellingen volgen',
  search: 'Zoeken',
  status: 'Status',
  count: (n: number) => `${n} bestellingen gevonden`,
  statuses: { NEW: 'Nieuw', PROCESSING: 'In Behandeling', PRODUCTION: 'Productie', SHIPPED: 'Verzonden', COMPLETED: 'Voltooid', CANCELLED: 'Geannuleerd' },
  statusButton: (id: string) => `Status Wijzigen van ${id}`,
  statusDialog: (id: string) => `Status wijzigen – ${id}`,
  done: (id: string, label: string) => `Status van ${id} gewijzigd naar ${label}.`,
  placed: 'Bestelling geplaatst',
  history: 'Geschiedenis',
  exportButton: (id: string) => `Export Data van ${id}`,
  csv: 'CSV voor het atelier',
  json: 'JSON voor de machines',
  exportReady: 'Klaar voor Fabricage Export',
  emptyTitle: 'Geen bestellingen gevonden',
  paymentRequired: 'Deze bestelling is nog niet betaald. Registreer eerst de betaling (bv. een overschrijving) voor de productie begint.',
  recordButton: (id: string) => `Betaling registreren voor ${id}`,
  recordDialog: (id: string) => `Betaling registreren – ${id}`,
  recorded: (id: string) => `Betaling van ${id} geregistreerd.`,
  refundButton: (id: string) => `Terugbetalen van ${id}`,
  refundDialog: (id: string) => `Terugbetalen – ${id}`,
  refundAsked: (amount: string, id: string) => `Terugbetaling van ${amount} voor ${id} gevraagd; ze is voltooid zodra de betaaldienst ze uitvoert.`,
  cancelRefund: (amount: string) => `Annuleren en ${amount} terugbetalen`,
  cancelled: (id: string, amount: string) => `${id} geannuleerd. Terugbetaling van ${amount} gevraagd; ze is voltooid zodra de betaaldienst ze uitvoert.`,
  attention: 'Aandacht nodig',
  shipTo: 'Wijzigen naar Verzonden',
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

/** One blackout blind, 150 × 180 cm, of the white blackout fabric. */
const BLACKOUT_LINE = {
  slug: 'verduisterend-wit',
  configuration: {
    width: 150,
    height: 180,
    options: Object.entries({ mounting: 'inside-recess', systemColor: 'white', chainType: 'metal', controlSide: 'left', cassette: 'half', bottomBar: 'standard' }).map(([key, value]) => ({ key, value })),
  },
};

/** One light-filtering white blind, 100 × 120 cm: € 35,94 (as in cart.spec.ts), + € 19,95 shipping below € 375 = € 55,89. */
const LIGHT_LINE = {
  slug: 'lichtdoorlatend-wit',
  configuration: {
    width: 100,
    height: 120,
    options: Object.entries({ chainMaterial: 'plastic', chainColor: 'white', bottomBar: 'not-covered', controlSide: 'left', profileColor: 'white', mounting: 'outside-frame' }).map(
      ([key, value]) => ({ key, value }),
    ),
  },
};

interface OrderOptions {
  line?: typeof BLACKOUT_LINE;
  /** Pay it on the test provider's page, as the shopper's browser would. */
  pay?: boolean;
}

/** A shopper of their own (a fresh request context, so a cart of its own) orders one blind (by default the blackout one). */
async function placeOrder(
  baseURL: string,
  customerName: string,
  newContext: (options: { baseURL: string }) => Promise<APIRequestContext>,
  { line = BLACKOUT_LINE, pay = false }: OrderOptions = {},
): Promise<PlacedOrder> {
  const shopper = await newContext({ baseURL });
  try {
    const { product } = await gql<{ product: { id: string } }>(shopper, `{ product(slug: "${line.slug}") { id } }`);
    const added = await gql<{ cartLineAdd: { userErrors: { message: string }[] } }>(
      shopper,
      'mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) { userErrors { message } } }',
      { input: { productId: product.id, quantity: 1, configuration: line.configuration } },
    );
    expect(added.cartLineAdd.userErrors).toEqual([]);
    const placed = await gql<{ orderPlace: { order: { id: string; payUrl: string | null } | null; userErrors: { message: string }[] } }>(
      shopper,
      `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) {
        order { id payUrl }
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
    if (pay) {
      // The shopper's choice on the test provider's page: it answers 303 back to the confirmation.
      const paid = await shopper.post(placed.orderPlace.order!.payUrl!, { form: { status: 'paid' }, maxRedirects: 0 });
      expect(paid.status()).toBe(303);
    }
    // Its status as staff see it.
    await signInAsCustomerService(shopper);
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
  await signInAsStaff(page.context());
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
    // The blackout white configurator is made in the white blackout fabric of its own price group, 5 (issue 31; the
    // seed's graphql-server/src/db/seed/fabric-skus.ts): Blackout Thermo Wit, LUM-VD-0301, Rheinweber's article 71500
    // colour 01, RW-71500-001. The fabricator export says that group: the one the blind was priced in.
    const fabricCode = 'LUM-VD-0301';
    const manufacturerCode = 'RW-71500-001';

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
    const history = card.getByRole('list', { name: t.history });
    await expect(history.getByRole('listitem').first()).toContainText(`${t.placed} door Webshop op`);
    await expect(card.getByText('Nog niet klaar voor export')).toBeVisible();

    // Not paid yet: production cannot start, as the server says.
    const payment = card.getByRole('region', { name: `Betaling ${order.id}` });
    await expect(payment).toContainText('Wacht op betaling');
    await card.getByRole('button', { name: t.statusButton(order.id) }).click();
    const refused = page.getByRole('dialog', { name: t.statusDialog(order.id) });
    await refused.getByRole('button', { name: t.statuses.PROCESSING, exact: true }).click();
    await expect(refused.getByRole('alert')).toHaveText(t.paymentRequired);
    await page.keyboard.press('Escape');
    await expect(badge(card)).toHaveText(t.statuses.NEW);

    // The customer paid by bank transfer: staff record it, with their name.
    await card.getByRole('button', { name: t.recordButton(order.id) }).click();
    const record = page.getByRole('dialog', { name: t.recordDialog(order.id) });
    await record.getByRole('button', { name: 'Betaling registreren', exact: true }).click();
    await expect(record).toBeHidden();
    await expect(card.getByRole('status')).toHaveText(t.recorded(order.id));
    await expect(payment.getByText('Betaald', { exact: true }).first()).toBeVisible();
    await expect(payment).toContainText('Handmatig geregistreerd');
    await expect(payment).toContainText(`door ${E2E_STAFF_NAME}`);
    await expect(history).toContainText(new RegExp(`Betaling van €\u00a0[\\d.,]+ ontvangen \\(overschrijving\\) door ${E2E_STAFF_NAME} op`));
    await expect(card.getByRole('button', { name: t.recordButton(order.id) })).toHaveCount(0);

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
      if (to === 'SHIPPED') {
        // Shipping asks for the carrier and the track-and-trace code, both required.
        await dialog.getByRole('button', { name: t.shipTo }).click();
        await expect(dialog.getByText('Vul de vervoerder in.')).toBeVisible();
        await expect(dialog.getByText('Vul de track-and-tracecode in.')).toBeVisible();
        await dialog.getByRole('textbox', { name: 'Vervoerder' }).fill('bpost');
        await dialog.getByRole('textbox', { name: 'Track-and-tracecode' }).fill('3SLUM0001504711');
        await dialog.getByRole('button', { name: t.shipTo }).click();
      }
      await expect(dialog).toBeHidden();
      await expect(badge(card)).toHaveText(t.statuses[to]);
      await expect(card.getByRole('status')).toHaveText(t.done(order.id, t.statuses[to]));
      await expect(history.getByText(`Status: ${t.statuses[from]} → ${t.statuses[to]}`)).toBeVisible();
      from = to;
    }
    await expect(card).toContainText('bpost');
    await expect(card).toContainText('3SLUM0001504711');
    // Completed: nothing further to offer.
    await card.getByRole('button', { name: t.statusButton(order.id) }).click();
    await expect(page.getByRole('dialog').getByRole('list')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The server has it too: a reload shows the order completed with its whole history.
    await page.reload();
    await expect(badge(orderCard(page, order.id))).toHaveText(t.statuses.COMPLETED);
    await expect(orderCard(page, order.id).getByRole('list', { name: t.history }).getByRole('listitem').filter({ hasText: /^Status: / })).toHaveCount(4);
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

  test('refunds part of a paid order, then cancels it with the refund of the rest; the provider settles or fails each refund later', async ({ page, baseURL, playwright }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    const order = await placeOrder(baseURL!, `E2E Terugbetaling ${testInfo.project.name} ${Date.now()}`, (options) => playwright.request.newContext(options), { line: LIGHT_LINE, pay: true });
    await openTracking(page, order.id);
    const card = orderCard(page, order.id);
    const payment = card.getByRole('region', { name: `Betaling ${order.id}` });
    const amount = (label: string) => payment.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    const refunds = payment.getByRole('heading', { name: 'Terugbetalingen' }).locator('xpath=following-sibling::ul[1]').getByRole('listitem');
    // € 35,94 + € 19,95 shipping = € 55,89, paid by Bancontact at the test provider.
    await expect(payment).toContainText('Bancontact via Testbetaling');
    await expect(payment.getByText('Betaald', { exact: true }).first()).toBeVisible();
    await expect(payment).toContainText('€\u00a055,89');
    await expect(card.getByRole('list', { name: t.history })).toContainText('Betaling van €\u00a055,89 ontvangen door Testbetaling op');
    // Paid: production can start at once, nothing to record by hand.
    await expect(card.getByRole('button', { name: t.recordButton(order.id) })).toHaveCount(0);
    const paymentId = (await payment.getByText(/^tst_/).textContent())!;

    // Part of it back: asked of the provider, pending until it settles it.
    await card.getByRole('button', { name: t.refundButton(order.id) }).click();
    const dialog = page.getByRole('dialog', { name: t.refundDialog(order.id) });
    await expect(dialog).toContainText('Je kunt hoogstens €\u00a055,89 terugbetalen.');
    await dialog.getByRole('textbox', { name: 'Bedrag in euro' }).fill('12,50');
    await dialog.getByRole('textbox', { name: /^Reden/ }).fill('Kras op de cassette');
    await dialog.getByRole('button', { name: 'Terugbetalen', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('status')).toHaveText(t.refundAsked('€\u00a012,50', order.id));
    await expect(amount('Terugbetaling in behandeling')).toHaveText('€\u00a012,50');
    await expect(amount('Terugbetaald')).toHaveText('€\u00a00,00');
    await expect(refunds).toHaveCount(1);
    await expect(refunds.first()).toContainText('In behandeling');
    await expect(refunds.first()).toContainText('Kras op de cassette');
    await expect(payment.getByRole('link', { name: 'Creditnota downloaden' })).toHaveCount(0);

    // € 55,89 − € 12,50 (pending) = € 43,39 is left: one cent more is refused.
    await card.getByRole('button', { name: t.refundButton(order.id) }).click();
    await expect(dialog).toContainText('Je kunt hoogstens €\u00a043,39 terugbetalen.');
    const refundAmount = dialog.getByRole('textbox', { name: 'Bedrag in euro' });
    await refundAmount.fill('43,40');
    await dialog.getByRole('button', { name: 'Terugbetalen', exact: true }).click();
    await expect(refundAmount).toHaveAttribute('aria-invalid', 'true');
    await expect(refundAmount).toHaveAccessibleDescription(/^Je kunt hoogstens €\u00a043,39 terugbetalen\./);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Cancelled by beheer: all it still holds goes back with it.
    const axe = axeStates(page);
    await card.getByRole('button', { name: t.statusButton(order.id) }).click();
    const status = page.getByRole('dialog', { name: t.statusDialog(order.id) });
    await status.getByRole('button', { name: t.statuses.CANCELLED, exact: true }).click();
    const step = status.getByRole('group', { name: t.cancelRefund('€\u00a043,39') });
    await expect(step).toContainText('De betaaldienst voert de terugbetaling uit');
    await step.getByRole('textbox', { name: /^Reden/ }).fill('Klant ziet af van de bestelling');
    await axe.check('cancel with refund');
    await shoot(page, testInfo, 'admin-cancel-refund', status);
    await step.getByRole('button', { name: t.cancelRefund('€\u00a043,39') }).click();
    await expect(status).toBeHidden();
    await expect(card.getByRole('status')).toHaveText(t.cancelled(order.id, '€\u00a043,39'));
    await expect(badge(card)).toHaveText(t.statuses.CANCELLED);
    await expect(amount('Terugbetaling in behandeling')).toHaveText('€\u00a055,89');
    await expect(refunds).toHaveCount(2);
    await expect(card.getByRole('button', { name: t.refundButton(order.id) })).toHaveCount(0);

    // At the provider (the test page's 'Later'): the cancellation's refund fails, the first one is made.
    const settle = async (refund: string, outcome: 'Terugbetaling uitvoeren' | 'Terugbetaling laten mislukken') => {
      await page.goto(`/betalen/test/${paymentId}`);
      await expect(page.getByRole('heading', { name: 'Later' })).toBeVisible();
      await page.getByRole('form', { name: `Terugbetaling ${refund}: in behandeling` }).getByRole('button', { name: outcome }).click();
      await expect(page.getByText(`Terugbetaling ${refund}: ${outcome === 'Terugbetaling uitvoeren' ? 'uitgevoerd' : 'mislukt'}`).first()).toBeVisible();
    };
    await settle('€\u00a043,39', 'Terugbetaling laten mislukken');

    // The card needs a person now: the failed refund, with the other still pending; found by 'Aandacht nodig'.
    await page.goto(`${PATH}?aandacht=ja&zoek=${encodeURIComponent(order.id)}`);
    await expect(page.getByRole('checkbox', { name: t.attention })).toBeChecked();
    const attention = card.getByRole('region', { name: `${t.attention} ${order.id}` });
    await expect(attention).toContainText('De terugbetaling van €\u00a043,39 is mislukt');
    await expect(amount('Terugbetaling in behandeling')).toHaveText('€\u00a012,50');
    await expect(refunds.filter({ hasText: '€\u00a043,39' })).toContainText('Mislukt');
    await axe.check('card with attention and a pending refund');
    await shoot(page, testInfo, 'admin-order-attention', card);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, testInfo, 'admin-order-attention', card);
    await page.setViewportSize({ width: 1280, height: 800 });

    await settle('€\u00a012,50', 'Terugbetaling uitvoeren');
    // What failed can go back again, from the cancelled order's card.
    await openTracking(page, order.id);
    await card.getByRole('button', { name: t.refundButton(order.id) }).click();
    await expect(dialog).toContainText('Je kunt hoogstens €\u00a043,39 terugbetalen.');
    await dialog.getByRole('textbox', { name: 'Bedrag in euro' }).fill('43,39');
    await dialog.getByRole('button', { name: 'Terugbetalen', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(attention).toHaveCount(0);
    await settle('€\u00a043,39', 'Terugbetaling uitvoeren');

    // All of it went back: refunded, each refund with its credit note.
    await openTracking(page, order.id);
    await expect(payment.getByText('Terugbetaald', { exact: true }).first()).toBeVisible();
    await expect(amount('Terugbetaald')).toHaveText('€\u00a055,89');
    await expect(amount('Terugbetaling in behandeling')).toHaveCount(0);
    await expect(card.getByRole('list', { name: t.history })).toContainText('Terugbetaling van €\u00a012,50 uitgevoerd door Testbetaling op');
    await expect(payment.getByRole('link', { name: 'Factuur downloaden' })).toHaveAttribute('href', `/admin/orders/${order.id}/invoice.pdf`);
    const creditNotes = payment.getByRole('link', { name: 'Creditnota downloaden' });
    await expect(creditNotes).toHaveCount(2);
    await expect(creditNotes.last()).toHaveAccessibleDescription(/^Nr\. CN-\d{4}-\d{6}, €\u00a043,39 \(pdf\)$/);
    const [download] = await Promise.all([page.waitForEvent('download'), creditNotes.first().click()]);
    expect(download.suggestedFilename()).toMatch(/^creditnota-CN-\d{4}-\d{6}\.pdf$/);
    expect((await fs.readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(card.getByRole('region', { name: `${t.attention} ${order.id}` })).toHaveCount(0);
    expect(axe.failures).toEqual([]);
  });

  test('filters by status in the URL, keeps it on reload, and says when nothing matches', async ({ page }) => {
    await signInAsStaff(page.context());
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
    await signInAsStaff(page.context());
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
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: t.recordButton(order.id) }).click();
    await expect(page.getByRole('dialog', { name: t.recordDialog(order.id) })).toBeVisible();
    await axe.check('record payment dialog open');
    expect(axe.failures).toEqual([]);
  });
});
