import { expect, test, type Page } from './fixtures';
import { addLine, axe, axeTheme, graphql, serverCart, shoot, uncovered, useStoredTheme, violationList } from './shop-frame';

const PRODUCT = 'Lichtdoorlatend rolgordijn – Wit';

/** Home with {lines} in the cart (added over GraphQL with the page's cookie), then reloaded. */
async function homeWithCart(page: Page, widths: number[] = [100]) {
  await page.goto('/');
  for (const width of widths) await addLine(page, width);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Winkelwagen, / })).toBeVisible();
}

function cartButton(page: Page) {
  return page.getByRole('button', { name: /^Winkelwagen, / });
}

async function openPanel(page: Page) {
  await cartButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Winkelwagen' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('Cart panel', () => {
  test('empty, then each line with its configuration and prices; typed quantities, plus and minus change the server cart; the last line out shows the empty state', { tag: '@both' }, async ({ page }) => {
    await page.goto('/');
    await expect(cartButton(page)).toHaveAccessibleName('Winkelwagen, leeg');
    let panel = await openPanel(page);
    await expect(panel.getByRole('heading', { name: 'Je winkelwagen is leeg' })).toBeVisible();
    await expect(panel.getByText('Voeg producten toe om te beginnen')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(cartButton(page)).toBeFocused();

    await addLine(page, 100, 2);
    await addLine(page, 150);
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect(cartButton(page)).toHaveAccessibleName('Winkelwagen, 3 artikelen');
    panel = await openPanel(page);
    const lines = panel.getByRole('list', { name: 'Artikelen' }).locator(':scope > li');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(PRODUCT);
    await expect(lines.nth(0)).toContainText('Afmetingen: 100 × 120 cm');
    await expect(lines.nth(0)).toContainText('Bediening: Links');
    await expect(lines.nth(0).getByRole('spinbutton')).toHaveValue('2');
    // Server prices, formatted nl-BE with a no-break space: 2 × € 35,94 and 1 × € 53,91.
    await expect(lines.nth(0)).toContainText('€\u00a071,88');
    await expect(lines.nth(0)).toContainText('€\u00a035,94 per stuk');
    await expect(lines.nth(1)).toContainText('Afmetingen: 150 × 120 cm');
    await expect(lines.nth(1)).toContainText('€\u00a053,91');
    // € 125,79 of blinds and € 19,95 shipping (below € 375).
    await expect(panel.getByTestId('cart-total')).toHaveText('€\u00a0145,74');
    const img = lines.nth(0).locator('img');
    await expect(img).toHaveAttribute('width', '96');
    await expect(img).toHaveAttribute('height', '72');

    // A typed quantity is set on the server; 0 removes the line; an empty field goes back to the quantity.
    const first = panel.getByRole('spinbutton', { name: `Aantal voor ${PRODUCT}` }).first();
    await first.fill('4');
    await first.press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveText('5');
    expect((await serverCart(page)).lines.map((l) => l.quantity)).toEqual([4, 1]);
    await first.fill('0');
    await first.press('Enter');
    await expect(panel.getByRole('spinbutton')).toHaveCount(1);
    await expect(panel).toContainText('Afmetingen: 150 × 120 cm');
    await expect(panel).not.toContainText('Afmetingen: 100 × 120 cm');
    expect((await serverCart(page)).lines.map((l) => l.quantity)).toEqual([1]);
    const quantity = panel.getByRole('spinbutton');
    await quantity.fill('');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');

    // Plus and minus: 2 × € 53,91 (and € 19,95 shipping), back to 1, and minus at 1 removes the line.
    await panel.getByRole('button', { name: `Eén meer: ${PRODUCT}` }).click();
    await expect(quantity).toHaveValue('2');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(panel.getByTestId('cart-total')).toHaveText('€\u00a0127,77');
    expect((await serverCart(page)).lines.map((l) => l.quantity)).toEqual([2]);
    await panel.getByRole('button', { name: `Eén minder: ${PRODUCT}` }).click();
    await expect(quantity).toHaveValue('1');
    await expect(panel.getByTestId('cart-total')).toHaveText('€\u00a073,86');
    await panel.getByRole('button', { name: `Eén minder: ${PRODUCT}` }).click();
    await expect(panel.getByRole('heading', { name: 'Je winkelwagen is leeg' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Afrekenen' })).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    expect(await serverCart(page)).toEqual({ itemCount: 0, lines: [] });
    // Focus stays in the panel after the focused control disappeared.
    await expect(panel.getByRole('heading', { name: 'Je winkelwagen is leeg' })).toBeFocused();

    // Typed below zero removes too.
    await addLine(page, 120);
    await page.reload();
    panel = await openPanel(page);
    await panel.getByRole('spinbutton').fill('-2');
    await panel.getByRole('spinbutton').press('Enter');
    await expect(panel.getByText('Je winkelwagen is leeg')).toBeVisible();
    expect((await serverCart(page)).itemCount).toBe(0);
  });

  test("closes with the close button and a click outside; 'Afrekenen' closes it and goes to /checkout", async ({ page }) => {
    await homeWithCart(page);
    let panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Winkelwagen sluiten' }).click();
    await expect(panel).toBeHidden();
    await expect(cartButton(page)).toBeFocused();

    panel = await openPanel(page);
    await page.mouse.click(20, 400); // on the dimmed page, left of the panel
    await expect(panel).toBeHidden();

    panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Afrekenen' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  });
});

test.describe('Toasts', () => {
  // Playwright's clock belongs to the browser context: these tests get one of their own.
  test.use({ freshContext: true });

  test('a change that fails keeps the cart and says so; one toast at a time; F8 moves focus to the notification area', async ({ page }) => {
    await homeWithCart(page);
    const panel = await openPanel(page);
    const region = page.getByRole('region', { name: 'Meldingen (F8)' });
    const toasts = region.getByRole('listitem');

    // 1. A network failure: the cart stays as it was, and the toast says so.
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('CartLineUpdate') ? route.abort('internetdisconnected') : route.continue(),
    );
    await panel.getByRole('button', { name: `Eén meer: ${PRODUCT}` }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts.first()).toContainText('Winkelwagen niet bijgewerkt');
    await expect(toasts.first()).toContainText('Je wijziging kon niet worden opgeslagen. Probeer het opnieuw.');
    await expect(panel.getByRole('spinbutton')).toHaveValue('1');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.unroute('**/graphql');
    expect((await serverCart(page)).lines.map((l) => l.quantity)).toEqual([1]);

    // 2. The line is removed elsewhere (another tab): the server's userError replaces the first toast.
    const [line] = (await serverCart(page)).lines;
    await graphql(page, 'mutation ($id: ID!) { cartLineRemove(id: $id) { userErrors { message } } }', { id: line!.id });
    await panel.getByRole('button', { name: `Eén meer: ${PRODUCT}` }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts.first()).toContainText('Deze regel staat niet (meer) in je winkelwagen.');
    await expect(region).not.toContainText('Je wijziging kon niet worden opgeslagen.');
    // The panel shows the server's cart: now empty.
    await expect(panel.getByText('Je winkelwagen is leeg')).toBeVisible();

    // F8 (Radix's hotkey) moves focus to the notification area; with the panel closed focus is free to move.
    await panel.getByRole('button', { name: 'Winkelwagen sluiten' }).click();
    await expect(panel).toBeHidden();
    await expect(toasts).toHaveCount(1);
    await page.keyboard.press('F8');
    await expect(region.locator('ol')).toBeFocused();
  });

  test('a toast closes by itself after 5 s and can be swiped away to the right', async ({ page }) => {
    // The page's timers run on Playwright's clock: the toast's 5 s are moved on exactly, not waited for.
    await page.clock.install();
    await homeWithCart(page);
    const panel = await openPanel(page);
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('CartLineUpdate') ? route.abort('internetdisconnected') : route.continue(),
    );
    const toasts = page.getByRole('region', { name: 'Meldingen (F8)' }).getByRole('listitem');
    const plus = panel.getByRole('button', { name: `Eén meer: ${PRODUCT}` });

    await page.clock.pauseAt(Date.now() + 60_000);
    await plus.click();
    await expect(toasts).toHaveCount(1);
    await page.clock.runFor(4900);
    await expect(toasts).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(toasts).toHaveCount(0);

    // The clock stays paused: a swipe, not the 5 s, closes the next one (1 s on the clock for its exit).
    await plus.click();
    await expect(toasts).toHaveCount(1);
    const box = (await toasts.first().boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 40 + dx, box.y + box.height / 2);
    await page.mouse.up();
    await page.clock.runFor(1000);
    await expect(toasts).toHaveCount(0);
  });
});

test.describe('Shipping in the cart', () => {
  test('the panel shows shipping, or what is missing for free shipping, and the total the checkout will charge', { tag: '@both' }, async ({ page }, testInfo) => {
    // One blind of 100 × 120 cm: € 35,94, below the free-shipping threshold (€ 375): € 19,95 shipping, € 55,89 in all.
    await homeWithCart(page);
    const panel = await openPanel(page);
    await expect(panel.getByTestId('order-shipping')).toHaveText('€\u00a019,95');
    await expect(panel).toContainText('Nog €\u00a0339,06 tot gratis verzending (vanaf €\u00a0375,00).');
    await expect(panel.getByTestId('cart-total')).toHaveText('€\u00a055,89');
    await shoot(page, testInfo, 'cart-panel-shipping', panel);

    // The checkout charges the same total.
    await panel.getByRole('button', { name: 'Afrekenen' }).click();
    await expect(page.getByRole('main').getByRole('button', { name: /^Bestelling plaatsen/ })).toHaveText('Bestelling plaatsen – €\u00a055,89');

    // Eleven of them, € 395,34: shipping is free, and nothing is missing for it.
    await page.goto('/');
    const again = await openPanel(page);
    await again.getByRole('spinbutton', { name: `Aantal voor ${PRODUCT}` }).fill('11');
    await again.getByRole('spinbutton', { name: `Aantal voor ${PRODUCT}` }).press('Enter');
    await expect(again.getByTestId('order-shipping')).toHaveText('Gratis');
    await expect(again.getByTestId('cart-total')).toHaveText('€\u00a0395,34');
    await expect(again).not.toContainText('tot gratis verzending');
  });
});

test.describe('Toasts over the open panel', () => {
  test("a toast never covers the panel's total or 'Afrekenen'", { tag: '@both' }, async ({ page }) => {
    await homeWithCart(page);
    const panel = await openPanel(page);
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('CartLineUpdate') ? route.abort('internetdisconnected') : route.continue(),
    );
    await panel.getByRole('button', { name: `Eén meer: ${PRODUCT}` }).click();
    const toast = page.getByRole('region', { name: 'Meldingen (F8)' }).getByRole('listitem');
    await expect(toast).toHaveCount(1);
    await expect(toast).toBeInViewport();
    // What a tap at the middle of the total and of the button reaches is the total and the button themselves.
    await expect.poll(() => uncovered(page.getByTestId('cart-total'))).toBe(true);
    expect(await uncovered(panel.getByRole('button', { name: 'Afrekenen' }))).toBe(true);
    expect(await uncovered(panel.getByText(/^Inclusief .* btw/))).toBe(true);
  });
});

test.describe('Accessibility of the open panel', () => {
  test('home with the cart panel open has no axe violations', { tag: '@both' }, async ({ page }, testInfo) => {
    const theme = axeTheme(testInfo);
    await useStoredTheme(page, theme);
    await homeWithCart(page, [100, 150]);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await openPanel(page);
    // The slide-in transition has finished once no animation is running.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const results = await axe(page).analyze();
    expect(violationList(results.violations)).toEqual([]);
  });
});
