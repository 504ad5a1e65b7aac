import { expect, test } from './fixtures';
import { axeStates, axeTheme } from './shop-frame';

test.describe('Home', () => {
  test('both hero cards lead on, coming-soon categories cannot be opened, and the warranty block quotes the shop facts', { tag: '@both' }, async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    // The shop's general warranty: 5 years (graphql-server/src/shop/facts.ts warranty.generalYears; SPEC §2 home).
    await expect(main.getByText('5 jaar garantie op onze rolgordijnen.', { exact: true })).toBeVisible();
    const soon = page.getByText('Binnenkort', { exact: true });
    await expect(soon).toHaveCount(6);
    for (const badge of await soon.all()) {
      await expect(badge.locator('xpath=ancestor::a')).toHaveCount(0);
      await expect(badge.locator('xpath=ancestor::button')).toHaveCount(0);
    }
    const premium = main.locator('a[href="/rolgordijnen"]').first();
    await expect(main.locator('a[href="/atelier"]').first()).toBeVisible();
    await expect(page).toHaveTitle(/Lumina/);
    await premium.click();
    await expect(page).toHaveURL(/\/rolgordijnen$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await main.locator('a[href="/atelier"]').first().click();
    await expect(page).toHaveURL(/\/lumina-atelier$/);
  });

  test('the home page and an unknown route (Pagina niet gevonden, without the developer hint) have no axe violations', { tag: '@both' }, async ({ page }, testInfo) => {
    const theme = axeTheme(testInfo);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // every fade-in section in its final state
    const { failures, check } = axeStates(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expect(page.getByRole('main')).toBeVisible();
    await check('home');
    await page.goto('/deze-pagina-bestaat-niet');
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
    await expect(page.getByText(/router/i)).toHaveCount(0);
    await check('404');
    expect(failures).toEqual([]);
  });
});
