import { expect, test, type Page } from './fixtures';
import { axeStates, axeTheme, shoot, useStoredTheme } from './shop-frame';

/** The page's frame has loaded the shop facts (brand slug, contact data) once the footer shows them. */
async function frameReady(page: Page) {
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 Lumina');
}

const submenuBar = (page: Page) => page.getByRole('navigation', { name: 'Rolgordijnen' });
const submenuButton = (page: Page) => submenuBar(page).getByRole('button', { name: 'Rolgordijnen' });
const submenuLinks = (page: Page) => submenuBar(page).getByRole('link');

test.describe('ROLGORDIJNEN submenu', () => {
  // Playwright's clock belongs to the browser context: these tests get one of their own.
  test.use({ freshContext: true });

  test('shows exactly on the roller-blind, atelier and product paths', async ({ page }) => {
    for (const path of [
      '/rolgordijnen',
      '/rolgordijnen/lichtdoorlatend',
      '/rolgordijnen/verduisterend',
      '/lumina-atelier',
      '/product/lichtdoorlatend-wit',
      '/product/blackout-123',
    ]) {
      await page.goto(path);
      await expect(submenuButton(page), path).toBeVisible();
      await expect(submenuButton(page), path).toHaveAttribute('aria-expanded', 'false');
    }
    for (const path of ['/', '/over-ons', '/contact', '/products', '/fabric-collection', '/checkout']) {
      await page.goto(path);
      await frameReady(page);
      await expect(submenuBar(page), path).toHaveCount(0);
    }
  });

  test('lists the four sections with the current one marked', async ({ page }) => {
    await page.goto('/rolgordijnen/verduisterend');
    await submenuButton(page).click();
    await expect(submenuButton(page)).toHaveAttribute('aria-expanded', 'true');
    const links = submenuLinks(page);
    await expect(links).toHaveCount(4);
    await expect(links.nth(0)).toHaveAttribute('href', '/rolgordijnen');
    await expect(links.nth(1)).toHaveAttribute('href', '/rolgordijnen/lichtdoorlatend');
    await expect(links.nth(2)).toHaveAttribute('href', '/rolgordijnen/verduisterend');
    await expect(links.nth(3)).toHaveAttribute('href', '/lumina-atelier');
    await expect(page.locator('[aria-current="page"]').filter({ hasText: 'Verduisterend' })).toBeVisible();
    await expect(links.nth(2)).toContainText('Je bent hier');

    // On another section the marking moves with the page, and following a link closes the menu.
    await links.nth(3).click();
    await expect(page).toHaveURL(/\/lumina-atelier$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rolgordijnen uit ons atelier');
    await expect(submenuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await submenuButton(page).click();
    await expect(submenuLinks(page).nth(3)).toHaveAttribute('aria-current', 'page');
    await expect(submenuLinks(page).nth(2)).not.toHaveAttribute('aria-current', 'page');
  });

  test('opens on hover at 1280 px and closes 300 ms after the pointer leaves', async ({ page }) => {
    // The page's timers run on Playwright's clock: paused, and moved on by exactly the time a step says.
    await page.clock.install();
    await page.goto('/rolgordijnen');
    const overview = submenuLinks(page).first();
    await expect(overview).toBeHidden();
    await page.clock.pauseAt(Date.now() + 60_000);
    await submenuButton(page).hover();
    await expect(overview).toBeVisible();
    await expect(submenuButton(page)).toHaveAttribute('aria-expanded', 'true');

    // Moving from the button into the menu keeps it open.
    await submenuLinks(page).nth(2).hover();
    await page.clock.runFor(1000);
    await expect(overview).toBeVisible();

    // Leaving: still open 299 ms later, closed at 300 ms.
    await page.mouse.move(1000, 600);
    await page.clock.runFor(299);
    await expect(overview).toBeVisible();
    await page.clock.runFor(1);
    await expect(overview).toBeHidden();

    // Coming back before the delay runs out keeps it open.
    await submenuButton(page).hover();
    await expect(overview).toBeVisible();
    await page.mouse.move(1000, 600);
    await page.clock.runFor(200);
    await submenuButton(page).hover();
    await page.clock.runFor(1000);
    await expect(overview).toBeVisible();
    // A click on a menu the pointer opened keeps it open.
    await submenuButton(page).click();
    await expect(overview).toBeVisible();
  });

  test('toggles on click at 390 px and does not open on hover there', { tag: '@phone' }, async ({ page }) => {
    await page.clock.install();
    await page.goto('/rolgordijnen/lichtdoorlatend');
    const overview = submenuLinks(page).first();
    await page.clock.pauseAt(Date.now() + 60_000);
    await submenuButton(page).hover();
    await page.clock.runFor(1000);
    await expect(overview).toBeHidden();
    await submenuButton(page).click();
    await expect(overview).toBeVisible();
    await page.clock.runFor(1000);
    await expect(overview).toBeVisible();
    await submenuButton(page).click();
    await expect(overview).toBeHidden();
    // An outside tap closes it too.
    await submenuButton(page).click();
    await expect(overview).toBeVisible();
    await page.mouse.click(370, 300); // on the page, right of the open menu
    await expect(overview).toBeHidden();
  });

  test('works from the keyboard: Enter opens, Escape closes and focus returns to the button', async ({ page }) => {
    await page.goto('/rolgordijnen');
    await submenuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(submenuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(submenuLinks(page).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(submenuLinks(page).first()).toBeHidden();
    await expect(submenuButton(page)).toBeFocused();
    await expect(submenuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('Header search', () => {
  test('is behind a search button; a blank term does nothing, Escape closes it; a term goes to /products?search= encoded', async ({ page }) => {
    await page.goto('/contact');
    const field = page.getByRole('searchbox', { name: 'Zoeken naar rolgordijnen' });
    await expect(field).toBeHidden();
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('placeholder', 'Zoeken naar rolgordijnen...');
    await field.press('Enter');
    await field.fill('   ');
    await page.getByRole('search').getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(field).toBeVisible();
    // Escape closes the field and focus goes back to the search button.
    await field.press('Escape');
    await expect(field).toBeHidden();
    await expect(page.getByRole('button', { name: 'Zoeken', exact: true })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await field.fill('wit & grijs/100%');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=wit%20%26%20grijs%2F100%25$/);
    await expect(field).toBeHidden();
  });
});

test.describe('Theme', () => {
  test('the toggle switches to dark, is remembered across a reload, and the dark class is set before the app runs', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Donker thema inschakelen' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(html).toHaveCSS('background-color', 'rgb(27, 25, 22)');

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Licht thema inschakelen' })).toBeVisible();

    // No flash: with the app's JavaScript blocked, the first paint is already dark (theme-init.js).
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: 'commit' });
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).toHaveCSS('background-color', 'rgb(27, 25, 22)');
    await page.unroute(/\/assets\/.*\.js$/);

    // Back to light, remembered as well.
    await page.reload();
    await page.getByRole('button', { name: 'Licht thema inschakelen' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('without a stored choice it follows the system setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('Phone frame', () => {
  test('bottom bar with WhatsApp, phone and "Stel een vraag" from the shop facts, covering nothing; the side menu holds the navigation', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/');
    await frameReady(page);
    const bar = page.getByRole('navigation', { name: 'Snel contact' });
    // The shop's one number, +32 9 123 45 67 (graphql-server/src/shop/facts.ts): WhatsApp takes its digits only,
    // a tel: link the digits after the plus.
    await expect(bar.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/3291234567');
    await expect(bar.getByRole('link', { name: 'Bellen' })).toHaveAttribute('href', 'tel:+3291234567');

    // Nothing floats over the page (the theme switch is in the side menu); scrolled to the very end (again until
    // the page stops growing as its data arrives), the last footer line sits above the bar.
    await expect(page.getByRole('button', { name: /thema inschakelen/ })).toBeHidden();
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const copyright = (await page.getByText('© 2025 Lumina').boundingBox())!;
        return copyright.y + copyright.height <= (await bar.boundingBox())!.y;
      })
      .toBe(true);

    // Below 768 px the header links live in the side menu, with every listing, the atelier and the theme switch.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Over ons' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu openen' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const links = menu.getByRole('link');
    await expect(links).toHaveText(['Alle rolgordijnen', 'Lichtdoorlatend', 'Verduisterend', 'Het atelier', 'Stoffencollectie', 'Alle producten', 'Home', 'Over ons', 'Contact']);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '/rolgordijnen',
      '/rolgordijnen/lichtdoorlatend',
      '/rolgordijnen/verduisterend',
      '/lumina-atelier',
      '/fabric-collection',
      '/products',
      '/',
      '/over-ons',
      '/contact',
    ]);
    await expect(menu.getByRole('button', { name: 'Donker thema inschakelen' })).toBeVisible();
    const { failures, check } = axeStates(page);
    await check('side menu open');
    expect(failures).toEqual([]);
    await shoot(page, testInfo, 'side-menu', menu);
    await menu.getByRole('link', { name: 'Het atelier' }).click();
    await expect(page).toHaveURL(/\/lumina-atelier$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await bar.getByRole('link', { name: 'Stel een vraag' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('Desktop frame', () => {
  test('header links, no bottom bar; the footer has the service and legal links, payment methods, VAT number, e-mail, phone and copyright 2025', async ({ page }) => {
    await page.goto('/');
    await frameReady(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Over ons', 'Contact']);
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Snel contact' })).toBeHidden();
    const toggle = (await page.getByRole('button', { name: /thema inschakelen/ }).boundingBox())!;
    expect(toggle.y + toggle.height).toBeLessThanOrEqual(page.viewportSize()!.height);

    const footer = page.getByRole('contentinfo');
    for (const href of ['/shipping', '/warranty', '/returns', '/algemene-voorwaarden', '/privacybeleid', '/cookiebeleid']) {
      await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
    }
    for (const method of ['PayPal', 'Bancontact', 'iDEAL', 'Creditcard']) await expect(footer).toContainText(method);
    // The shop facts' contact data (graphql-server/src/shop/facts.ts), as the footer prints them.
    await expect(footer.getByRole('link', { name: 'info@lumina-rolgordijnen.be' })).toHaveAttribute('href', 'mailto:info@lumina-rolgordijnen.be');
    await expect(footer.getByRole('link', { name: '+32 9 123 45 67' })).toHaveAttribute('href', 'tel:+3291234567');
    await expect(footer).toContainText('Btw-nummer: BE 0123.456.789');
    await expect(footer).toContainText('© 2025');
  });
});

test.describe('Cart button', () => {
  // Playwright's clock belongs to the browser context: these tests get one of their own.
  test.use({ freshContext: true });

  test('its tooltip waits 700 ms before it shows', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await frameReady(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: /^Winkelwagen, / }).hover();
    const tooltip = page.getByRole('tooltip', { name: 'Winkelwagen' });
    await page.clock.runFor(699);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tooltip).toBeVisible();
  });
});

test.describe('Accessibility of the open submenu', () => {
  test('/rolgordijnen with the submenu open and home with the search open have no axe violations', { tag: '@both' }, async ({ page }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    const { failures, check } = axeStates(page);
    await page.goto('/rolgordijnen');
    await frameReady(page);
    await submenuButton(page).click();
    await expect(submenuLinks(page).first()).toBeVisible();
    await check('submenu open');
    await page.goto('/');
    await frameReady(page);
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('searchbox').first()).toBeVisible();
    await check('search open');
    expect(failures).toEqual([]);
  });
});
