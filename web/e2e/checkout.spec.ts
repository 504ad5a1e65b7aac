/**
 * The checkout /checkout and the order confirmation /bestelling/{code} (issues 11 and 19) against the real
 * server: a blind configured in a configurator goes through the cart panel's 'Afrekenen' and the form to an
 * order, paid on the built-in test provider's page, and the confirmation says it is paid; after a failed payment the
 * confirmation leads with the failure ('Opnieuw betalen' in view on a phone) and it is paid again with another method;
 * the confirmation is readable by the browser that ordered and no other;
 * errors shown in the browser and by the server; axe on the form (empty, with errors) and on the confirmation.
 */
import fs from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { expect, test, type Page, waitingForHydration } from './fixtures';
import { addLine, axeStates, axeTheme, closeCartConfirmation, serverCart, shoot, useStoredTheme } from './shop-frame';
import { signInAsCustomerService, signInAsStaff } from './staff';

const BLACKOUT = '/product/blackout-white-roller-blind';
const BLACKOUT_NAME = 'Verduisterend rolgordijn – Wit';
const LIGHT_NAME = 'Lichtdoorlatend rolgordijn – Wit';

const main = (page: Page) => page.getByRole('main');
const textbox = (page: Page, name: string) => main(page).getByRole('textbox', { name: new RegExp(`^${name}`) });
const submit = (page: Page) => main(page).getByRole('button', { name: /^Bestelling plaatsen/ });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Winkelwagen, / });

/** Configures a blackout blind in its configurator, by mouse or touch, adds it to the cart and closes the cart's confirmation. */
async function configureBlackout(page: Page) {
  await page.goto(BLACKOUT);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(BLACKOUT_NAME);
  await main(page).getByRole('textbox', { name: 'Breedte (cm)' }).fill('150');
  await main(page).getByRole('textbox', { name: 'Hoogte (cm)' }).fill('180');
  const radio = (group: string, label: string) => main(page).getByRole('group', { name: group }).getByRole('radio', { name: label });
  await radio('Montage', 'In de dag').click();
  await radio('Kettingsysteem', 'Metalen ketting').click();
  await radio('Onderrail', 'Eén kant bekleed').click();
  await radio('Bediening', 'Links').click();
  const add = main(page).getByRole('button', { name: 'Toevoegen aan winkelwagen' }).first();
  await add.click();
  await closeCartConfirmation(page);
  await expect.poll(async () => (await serverCart(page)).itemCount).toBe(1);
}

interface Shopper {
  name?: string;
  country?: 'BE' | 'NL';
  postcode?: string;
  city?: string;
  payment?: string;
}

/** The built-in test provider's page (no MOLLIE_API_KEY): /betalen/test/{payment id}. */
const TEST_PAY_PAGE = /\/betalen\/test\/tst_[A-Za-z0-9]{16}$/;

/** A PDF's text, every run of white space one space (the no-break space after "€" included). */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/gu, ' ');
  } finally {
    await parser.destroy();
  }
}

/**
 * On the test provider's page, the order's amount is asked and the shopper chooses how the payment ends
 * ('Betaald', 'Mislukt', 'Geannuleerd', 'Verlopen'); the provider then sends them back to the confirmation.
 * Answers the page's address.
 */
async function payOnTestPage(page: Page, amount: string, outcome: string): Promise<string> {
  await expect(page).toHaveURL(TEST_PAY_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Testbetaling' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(amount);
  const url = page.url();
  await page.getByRole('form', { name: 'Uitkomst van de testbetaling' }).getByRole('button', { name: outcome, exact: true }).click();
  return url;
}

async function fillIn(page: Page, { name = 'An Peeters', country = 'BE', postcode = '9000', city = 'Gent', payment = 'Bancontact' }: Shopper = {}) {
  await textbox(page, 'Naam').fill(name);
  await textbox(page, 'E-mailadres').fill('an.peeters@voorbeeld.be');
  await textbox(page, 'Telefoonnummer').fill('+32 9 123 45 67');
  await main(page).getByRole('combobox', { name: /^Land/ }).selectOption(country);
  await textbox(page, 'Straat en huisnummer').fill('Veldstraat 1');
  await textbox(page, 'Postcode').fill(postcode);
  await textbox(page, 'Plaats').fill(city);
  await main(page).getByRole('radio', { name: payment }).check();
  await textbox(page, 'Opmerkingen').fill('Het raam zit boven de trap.');
  await main(page).getByRole('checkbox', { name: 'Ik begrijp dat maatwerk niet kan worden geretourneerd' }).check();
}

test.describe('Checkout and order confirmation', () => {
  test('a blind from the configurator becomes an order through the cart panel and the form; only this browser sees it', { tag: '@both' }, async ({ page, browser }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    await configureBlackout(page);
    // A product's page is for search results, the checkout is not: reached by a link in the app too (issue 31, item 9).
    const robots = page.locator('head meta[name="robots"]');
    await expect(robots).toHaveCount(0);

    // The cart panel's 'Afrekenen' leads to the checkout.
    await cartButton(page).click();
    await page.getByRole('dialog', { name: 'Winkelwagen' }).getByRole('button', { name: 'Afrekenen' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
    await expect(robots).toHaveAttribute('content', 'noindex');
    const summary = main(page).getByRole('region', { name: 'Overzicht van je bestelling' });
    await expect(summary).toContainText(BLACKOUT_NAME);
    await expect(summary).toContainText('Afmetingen: 150 × 180 cm');
    await expect(summary).toContainText(/Verwachte levering: \S+/);
    // € 116,30 is below the free-shipping threshold (€ 375): € 19,95 shipping, € 136,25 in all, of which
    // 13625 × 21 / 121 = 2364,67… → € 23,65 VAT; € 258,70 is still missing for free shipping.
    const total = '€\u00a0136,25';
    await expect(summary.getByTestId('order-shipping')).toHaveText('€\u00a019,95');
    await expect(summary).toContainText('Nog €\u00a0258,70 tot gratis verzending (vanaf €\u00a0375,00).');
    await expect(summary.getByTestId('checkout-total')).toHaveText(total);
    await expect(summary).toContainText('Inclusief €\u00a023,65 btw (21%)');
    await expect(submit(page)).toHaveText(`Bestelling plaatsen – ${total}`);

    await fillIn(page);
    await shoot(page, testInfo, 'checkout-filled');
    await submit(page).click();

    // Placed: the shopper pays on the provider's page, here the built-in test provider's, for the order's total.
    await payOnTestPage(page, total, 'Betaald');

    await expect(page).toHaveURL(/\/bestelling\/[^/]+$/);
    const code = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling' })).toBeVisible();
    await expect(main(page).getByTestId('order-number')).toHaveText(code);
    await expect(main(page).getByTestId('order-total')).toHaveText(total);
    await expect(main(page).getByRole('region', { name: 'Wat je bestelde' })).toContainText(BLACKOUT_NAME);
    await expect(main(page).getByRole('region', { name: 'Wat je bestelde' })).toContainText('Afmetingen: 150 × 180 cm');
    await expect(main(page).getByRole('region', { name: 'Je bestelling is betaald' })).toContainText(`We hebben je betaling van ${total} goed ontvangen.`);
    await expect(main(page).getByText('Betaald', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Opnieuw betalen' })).toHaveCount(0);
    await expect(main(page).getByRole('region', { name: 'Levering' })).toContainText('Veldstraat 1');
    await expect(main(page).getByRole('region', { name: 'Levering' })).toContainText('Het raam zit boven de trap.');

    // The cart is empty: on the server and in the header.
    await expect(cartButton(page)).toHaveAccessibleName('Winkelwagen, leeg');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    expect(await serverCart(page)).toEqual({ itemCount: 0, lines: [] });

    const axe = axeStates(page);
    await axe.check('confirmation');
    await shoot(page, testInfo, 'confirmation');

    // A reload still shows it (the order is this browser's).
    await page.reload();
    await expect(main(page).getByTestId('order-number')).toHaveText(code);
    await expect(cartButton(page)).toHaveAccessibleName('Winkelwagen, leeg');

    // Another browser with the same link sees nothing of it.
    const other = await browser.newContext();
    try {
      const stranger = waitingForHydration(await other.newPage());
      await stranger.goto(`/bestelling/${encodeURIComponent(code)}`);
      await expect(stranger.getByRole('heading', { level: 1, name: 'Bestelling niet gevonden' })).toBeVisible();
      await expect(stranger.getByRole('main')).not.toContainText('An Peeters');
      await expect(stranger.getByRole('main')).not.toContainText(total);
    } finally {
      await other.close();
    }
    expect(axe.failures).toEqual([]);
  });

  test('errors: the browser refuses what is missing or malformed, the server refuses the rest; axe on the empty form and with errors', { tag: '@both' }, async ({ page }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    await page.goto('/');
    await addLine(page, 100);
    await page.goto('/checkout');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Contactgegevens' })).toBeVisible();
    const axe = axeStates(page);
    await axe.check('empty form');

    await submit(page).click();
    await expect(textbox(page, 'Naam')).toBeFocused();
    await expect(textbox(page, 'Naam')).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(page, 'Naam')).toHaveAccessibleDescription('Vul je naam in.');
    await expect(main(page).getByText('Kies hoe je wilt betalen.')).toBeVisible();
    await expect(main(page).getByText('Bevestig dat je begrijpt dat maatwerk niet kan worden geretourneerd.')).toBeVisible();
    await shoot(page, testInfo, 'checkout-errors-empty');

    // A Belgian postcode has 4 digits.
    await fillIn(page, { postcode: '123' });
    await submit(page).click();
    await expect(textbox(page, 'Postcode')).toBeFocused();
    await expect(textbox(page, 'Postcode')).toHaveAttribute('aria-invalid', 'true');
    await expect(main(page).getByText('Een Belgische postcode heeft 4 cijfers, bijvoorbeeld 9000.')).toBeVisible();
    await axe.check('with errors');
    await shoot(page, testInfo, 'checkout-errors');
    expect((await serverCart(page)).itemCount).toBe(1);

    // Dutch postcode, accepted by the browser; a total the server no longer charges is refused by the server.
    await main(page).getByRole('combobox', { name: /^Land/ }).selectOption('NL');
    await textbox(page, 'Postcode').fill('1016 BS');
    await textbox(page, 'Plaats').fill('Amsterdam');
    await expect(main(page).getByRole('radio').first()).toHaveAccessibleName('iDEAL');
    await main(page).getByRole('radio', { name: 'iDEAL' }).check();
    await addLine(page, 150); // another tab adds a blind: the total on this page is now out of date
    await submit(page).click();
    await expect(main(page).getByRole('alert')).toContainText('Het totaal in het overzicht is bijgewerkt');
    await expect(main(page).getByRole('region', { name: 'Overzicht van je bestelling' })).toContainText('Afmetingen: 150 × 120 cm');
    expect((await serverCart(page)).itemCount).toBe(2);

    // The second try, with the total now shown, places the order: two light-filtering blinds of 100 × 120 cm
    // (€ 35,94) and 150 × 120 cm (€ 53,91) are € 89,85, + € 19,95 shipping below € 375 = € 109,80.
    await submit(page).click();
    await payOnTestPage(page, '€\u00a0109,80', 'Betaald');
    await expect(page).toHaveURL(/\/bestelling\/[^/]+$/);
    await expect(main(page).getByRole('region', { name: 'Wat je bestelde' })).toContainText(LIGHT_NAME);
    expect(axe.failures).toEqual([]);
  });

  test("a failed payment leads the confirmation, 'Opnieuw betalen' is in view on a phone, and pays with another method", async ({ page }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    await page.goto('/');
    await addLine(page, 100);
    await page.goto('/checkout');
    // A light-filtering blind of 100 × 120 cm, € 35,94, + € 19,95 shipping below € 375 = € 55,89.
    const total = '€\u00a055,89';
    await expect(main(page).getByTestId('checkout-total')).toHaveText(total);
    await fillIn(page);
    await submit(page).click();
    const first = await payOnTestPage(page, total, 'Mislukt');

    // The page leads with the failure, not with thanks.
    await expect(page).toHaveURL(/\/bestelling\/[^/]+$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Je betaling is niet gelukt' })).toBeVisible();
    await expect(main(page).getByText(/Bedankt/)).toHaveCount(0);
    const payment = main(page).getByRole('region', { name: 'Je betaling is mislukt' });
    await expect(payment).toContainText('Er is niets van je rekening afgeschreven.');
    await expect(main(page).getByText('Betaling mislukt', { exact: true })).toBeVisible();
    const methods = payment.getByRole('group', { name: 'Betalen met' });
    await expect(methods.getByRole('radio', { name: 'Bancontact' })).toBeChecked();
    const again = payment.getByRole('button', { name: 'Opnieuw betalen' });
    const axe = axeStates(page);
    await axe.check('failed payment');
    await shoot(page, testInfo, 'confirmation-failed');

    // On a phone (390 × 844) 'Opnieuw betalen' is in view without scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(again).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, testInfo, 'confirmation-failed');

    // Another method this time: the new payment is an iDEAL one.
    await methods.getByRole('radio', { name: 'iDEAL' }).check();
    await again.click();
    await expect(page).toHaveURL(TEST_PAY_PAGE);
    await expect(page.getByRole('main')).toContainText('· ideal');
    const second = await payOnTestPage(page, total, 'Betaald');
    expect(second).not.toBe(first);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Je bestelling is betaald' })).toContainText(`We hebben je betaling van ${total} goed ontvangen.`);
    await expect(main(page).getByText('iDEAL', { exact: true })).toBeVisible();
    await shoot(page, testInfo, 'confirmation-paid');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, testInfo, 'confirmation-paid');
    await axe.check('paid after paying again');
    await expect(main(page).getByTestId('order-total')).toHaveText(total);
    await expect(main(page).getByRole('button', { name: 'Opnieuw betalen' })).toHaveCount(0);
    // Paid: the invoice of its total, a PDF for this browser.
    const code = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    const invoice = main(page).getByRole('link', { name: 'Factuur downloaden' });
    await expect(invoice).toHaveAttribute('href', `/bestelling/${code}/factuur.pdf`);
    await expect(invoice).toHaveAccessibleDescription(new RegExp(`^Nr\\. \\d{4}-\\d{6}, ${total} \\(pdf\\)$`));
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
    expect(download.suggestedFilename()).toMatch(/^factuur-\d{4}-\d{6}\.pdf$/);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Its text: € 55,89 incl. 21 % VAT holds € 9,70 VAT (55,89 × 21 / 121 = 9,6999…), so € 46,19 excl.
    const number = download.suggestedFilename().replace(/^factuur-|\.pdf$/g, '');
    const text = await pdfText(pdf);
    for (const expected of [`Factuurnummer ${number}`, 'Totaal excl. btw € 46,19', 'Totaal incl. btw € 55,89', 'Betaald met iDEAL']) expect(text).toContain(expected);

    // The mails of both events, kept (no SMTP server here) and read by staff at /admin/e-mails.
    await signInAsStaff(page.context());
    await page.goto('/admin/e-mails');
    for (const [subject, line] of [
      [`Je bestelling ${code} is ontvangen`, `Totaal\n\n${total}`],
      [`Betaling ontvangen voor bestelling ${code}`, `We hebben je betaling van ${total} voor bestelling ${code} ontvangen.`],
    ]) {
      await main(page).getByRole('link', { name: `Lees: ${subject}` }).click();
      const mail = main(page).getByRole('article', { name: subject });
      await expect(mail.getByRole('region', { name: 'Tekstversie' })).toContainText(line.replace('\n\n', ' '));
    }
    await expect(main(page).getByRole('article', { name: `Betaling ontvangen voor bestelling ${code}` })).toContainText(`Factuur ${number} (pdf)`);

    // The first payment page is settled: it offers no choice any more.
    await page.goto(first);
    await expect(page.getByRole('main')).toContainText('Deze betaling is afgehandeld');
    await expect(page.getByRole('button', { name: 'Betaald' })).toHaveCount(0);
    expect(axe.failures).toEqual([]);
  });

  test('the server draws the checkout with the cart: readable without JavaScript, hydrated without a mismatch or asking for the cart again; what was typed before the page ran beats the stored values', { tag: '@both' }, async ({ page, browser }, testInfo) => {
    await page.goto('/');
    await addLine(page, 100);
    // A light-filtering blind of 100 × 120 cm, € 35,94, + € 19,95 shipping below € 375 = € 55,89.
    const total = '€\u00a055,89';
    const summary = (on: Page) => main(on).getByRole('region', { name: 'Overzicht van je bestelling' });

    // Without JavaScript: the line, the totals and the form, as the server drew them for this browser's cart.
    const offline = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
    try {
      await offline.addCookies(await page.context().cookies());
      const bare = await offline.newPage();
      await bare.goto('/checkout');
      await expect(summary(bare)).toContainText(LIGHT_NAME);
      await expect(summary(bare)).toContainText('Afmetingen: 100 × 120 cm');
      await expect(summary(bare).getByTestId('checkout-total')).toHaveText(total);
      await expect(textbox(bare, 'Naam')).toBeVisible();
      await expect(submit(bare)).toHaveText(`Bestelling plaatsen – ${total}`);
      await shoot(bare, testInfo, 'checkout-without-javascript');
    } finally {
      await offline.close();
    }

    // With it: the page hydrates what the server drew (main.tsx logs a mismatch as 'Hydratie mislukt') and does not
    // ask for the checkout's cart again.
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    const cartReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('"CheckoutPage"')) cartReads.push(request.postData()!);
    });
    await page.goto('/checkout', { waitUntil: 'networkidle' });
    await expect(summary(page).getByTestId('checkout-total')).toHaveText(total);
    await textbox(page, 'Naam').fill('Opgeslagen Naam');
    await textbox(page, 'Plaats').fill('Brugge');
    await main(page).getByRole('radio', { name: 'PayPal' }).check();

    // Reloaded with the shop's JavaScript held back: a name typed meanwhile stays, the rest comes back from storage.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await textbox(page, 'Naam').fill('Vroeg Getypt');
    release();
    const name = textbox(page, 'Naam');
    await expect.poll(() => name.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')))).toBe(true);
    await expect(textbox(page, 'Plaats')).toHaveValue('Brugge');
    await expect(main(page).getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(name).toHaveValue('Vroeg Getypt');
    await page.unroute(/\/assets\/index-[\w-]+\.js$/);
    expect(await page.evaluate(() => sessionStorage.getItem('checkout-form'))).toContain('Vroeg Getypt');
    await page.reload();
    await expect(name).toHaveValue('Vroeg Getypt');
    await expect(textbox(page, 'Plaats')).toHaveValue('Brugge');
    expect(problems).toEqual([]);
    expect(cartReads).toEqual([]);
  });

  test('what the shopper typed survives a reload; a double click places one order', async ({ page, request }, testInfo) => {
    const name = `Dubbel Klik ${testInfo.project.name} ${Date.now()}`;
    await page.goto('/');
    await addLine(page, 120);
    await page.goto('/checkout');
    await fillIn(page, { name, country: 'NL', postcode: '1016 BS', city: 'Amsterdam', payment: 'iDEAL' });
    await page.reload();
    await expect(textbox(page, 'Naam')).toHaveValue(name);
    await expect(textbox(page, 'Postcode')).toHaveValue('1016 BS');
    await expect(main(page).getByRole('radio', { name: 'iDEAL' })).toBeChecked();
    await main(page).getByRole('checkbox', { name: 'Ik begrijp dat maatwerk niet kan worden geretourneerd' }).check();

    const placements: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('OrderPlace')) placements.push(request.postData()!);
    });
    await submit(page).dblclick();
    await expect(page).toHaveURL(TEST_PAY_PAGE);
    expect(placements).toHaveLength(1);
    // One order carries this shopper's name (staff search the orders by customer name).
    await signInAsCustomerService(request);
    const res = await request.post('/graphql', {
      data: { query: 'query($s: String) { orders(first: 10, search: $s) { totalCount } }', variables: { s: name } },
    });
    expect((await res.json()).data.orders.totalCount).toBe(1);
    // Back on the checkout the form is empty again and the cart has nothing to order.
    await page.goto('/checkout');
    await expect(main(page).getByRole('heading', { name: 'Je winkelwagen is leeg' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Bekijk de rolgordijnen' })).toHaveAttribute('href', '/rolgordijnen');
    await expect(main(page).getByRole('textbox')).toHaveCount(0);
  });
  test('a discount code in the cart panel: refused with why, applied, ordered and paid at the discounted total, and the invoice says it', { tag: '@both' }, async ({ page, browser }, testInfo) => {
    // Staff make a code of € 5,00 off (one per width: both run at once).
    const code = `VIJF-${testInfo.project.name.toUpperCase()}`;
    const staff = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await signInAsStaff(staff);
    const made = await (
      await staff.request.post('/graphql', {
        data: {
          query: 'mutation($i: PromotionInput!) { promotionCreate(input: $i) { userErrors { message } } }',
          variables: { i: { name: 'Vijf euro', code, amountOffCents: 500, startsAt: '2026-01-01T00:00:00+01:00', endsAt: '2030-01-01T00:00:00+01:00' } },
        },
      })
    ).json();
    expect(made.data.promotionCreate.userErrors).toEqual([]);
    await staff.close();

    await useStoredTheme(page, axeTheme(testInfo));
    const axe = axeStates(page);
    await page.goto('/');
    await addLine(page, 100);
    await page.reload();
    await cartButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Winkelwagen' });
    await panel.getByLabel('Kortingscode').fill('bestaat-niet');
    await panel.getByRole('button', { name: 'Toepassen' }).click();
    await expect(panel.getByRole('alert')).toHaveText('De code BESTAAT-NIET kennen we niet. Controleer of je hem juist hebt overgenomen.');
    await expect(panel.getByLabel('Kortingscode')).toHaveAttribute('aria-invalid', 'true');
    await panel.getByLabel('Kortingscode').fill(code.toLowerCase());
    await panel.getByRole('button', { name: 'Toepassen' }).click();
    // A light-filtering blind of 100 × 120 cm, € 35,94, less € 5,00 = € 30,94, + € 19,95 shipping = € 50,89.
    const total = '€\u00a050,89';
    await expect(panel.getByText(`Kortingscode ${code}`)).toBeVisible();
    await expect(panel.getByTestId('order-discount')).toHaveText('−€\u00a05,00');
    await expect(panel.getByTestId('cart-total')).toHaveText(total);
    await axe.check('cart panel with a code');
    await shoot(page, testInfo, 'cart-discount', panel);

    await panel.getByRole('button', { name: 'Afrekenen' }).click();
    const summary = main(page).getByRole('region', { name: 'Overzicht van je bestelling' });
    await expect(summary.getByTestId('order-discount')).toHaveText('−€\u00a05,00');
    await expect(summary.getByTestId('checkout-total')).toHaveText(total);
    await fillIn(page);
    await submit(page).click();
    await payOnTestPage(page, total, 'Betaald');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling' })).toBeVisible();
    await expect(main(page).getByTestId('order-discount')).toHaveText('−€\u00a05,00');
    await expect(main(page).getByTestId('order-total')).toHaveText(total);

    // The invoice: € 50,89 incl. 21 % VAT holds € 8,83 VAT (50,89 × 21 / 121 = 8,832…), € 42,06 excl.; its line says what
    // the blind cost and what the code took off (the PDF's font writes the minus sign as a hyphen), and is invoiced at
    // € 30,94: € 5,37 VAT (30,94 × 21 / 121 = 5,369…), € 25,57 excl.
    const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('link', { name: 'Factuur downloaden' }).click()]);
    const text = await pdfText(fs.readFileSync((await download.path())!));
    for (const expected of ['Totaal excl. btw € 42,06', 'Totaal incl. btw € 50,89', `€ 35,94, korting ${code}: -€ 5,00 1 € 25,57 € 25,57 21 % € 5,37`]) expect(text).toContain(expected);
    expect(axe.failures).toEqual([]);
  });
});
