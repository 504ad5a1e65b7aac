/**
 * Where the keyboard's focus goes (issue 31, item 7), at 390 and 1280 px: after a page change to the new page's
 * heading, so the next Tab goes on in the page (it went to the footer, 25 Tabs from the width field); after
 * 'Toevoegen aan winkelwagen' to the cart's confirmation (it fell to <body>), and back to the button when the
 * panel closes; and through the checkout in the order the eye reads it (it jumped between the columns).
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { addLine, axeStates, axeTheme, shoot, useStoredTheme } from './shop-frame';

const main = (page: Page) => page.getByRole('main');
const phone = (page: Page) => page.viewportSize()!.width < 768;

/** Whether the focused element lies in the page's main content, after `anchor`. */
function focusedAfter(anchor: Locator): Promise<boolean> {
  return anchor.evaluate((heading) => {
    const active = document.activeElement;
    return !!active?.closest('main') && !!(heading.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
}

test.describe('Focus', () => {
  test('a page change moves the focus to the new page’s heading; the next Tab goes on in the page, the width field within 10 Tabs', { tag: '@both' }, async ({ page }) => {
    // To a listing through a menu: on a phone the side menu, on a wide screen the ROLGORDIJNEN submenu.
    if (phone(page)) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu openen' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Verduisterend' }).click();
    } else {
      await page.goto('/rolgordijnen');
      const submenu = page.getByRole('navigation', { name: 'Rolgordijnen' });
      await submenu.getByRole('button', { name: 'Rolgordijnen' }).click();
      await submenu.getByRole('link', { name: 'Verduisterend' }).click();
    }
    await expect(page).toHaveURL(/\/rolgordijnen\/verduisterend$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Verduisterende rolgordijnen' })).toBeFocused();

    // From the listing to a configurator: the heading has the focus once the page is there.
    await main(page).getByRole('link', { name: /Verduisterend rolgordijn Compleet – Wit/ }).first().click();
    await expect(page).toHaveURL(/\/product\/verduisterend-/);
    const heading = main(page).getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusedAfter(heading)).toBe(true);
    const width = main(page).getByRole('textbox', { name: 'Breedte (cm)' });
    for (let tabs = 1; tabs < 10 && !(await width.evaluate((el) => el === document.activeElement)); tabs++) await page.keyboard.press('Tab');
    await expect(width).toBeFocused();
  });

  test("'Toevoegen aan winkelwagen' moves the focus to the cart's confirmation; closing the panel gives it back to the button", { tag: '@both' }, async ({ page }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    await page.goto('/product/blackout-white-roller-blind');
    await main(page).getByRole('textbox', { name: 'Breedte (cm)' }).fill('150');
    await main(page).getByRole('textbox', { name: 'Hoogte (cm)' }).fill('180');
    const radio = (group: string, label: string) => main(page).getByRole('group', { name: group }).getByRole('radio', { name: label });
    await radio('Montage', 'In de dag').check();
    await radio('Kettingsysteem', 'Kunststof ketting wit').check();
    await radio('Onderrail', 'Niet bekleed').check();
    await radio('Bediening', 'Links').check();
    // On a phone the bar at the bottom holds the button; on a wide screen the price box does.
    const add = phone(page)
      ? page.getByRole('region', { name: 'Prijs en toevoegen' }).getByRole('button', { name: 'Toevoegen aan winkelwagen' })
      : main(page).getByRole('button', { name: 'Toevoegen aan winkelwagen' }).first();
    await add.focus();
    await page.keyboard.press('Enter');

    const panel = page.getByRole('dialog', { name: 'Winkelwagen' });
    const confirmation = panel.getByRole('heading', { name: 'Toegevoegd aan je winkelwagen' });
    await expect(confirmation).toBeFocused();
    await expect(panel).toContainText('Verduisterend rolgordijn – Wit');
    const axe = axeStates(page);
    await axe.check('cart panel with its confirmation');
    expect(axe.failures).toEqual([]);
    await shoot(page, testInfo, 'cart-confirmation', panel);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('the checkout’s Tab order follows its visual order: each column top to bottom, the left one first', { tag: '@both' }, async ({ page }, testInfo) => {
    await page.goto('/');
    await addLine(page, 100);
    await page.goto('/checkout');
    const form = main(page).locator('form');
    await expect(form.getByRole('button', { name: /^Bestelling plaatsen/ })).toBeVisible();
    await shoot(page, testInfo, 'checkout');

    // Every stop of the Tab key in the form, from the first field to the button, with where it is on the page.
    await form.getByRole('textbox', { name: /^Naam/ }).focus();
    const stops: { name: string; x: number; y: number }[] = [];
    for (let i = 0; i < 40; i++) {
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || !el.closest('form')) return null;
        const box = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? el.id ?? el.textContent ?? el.tagName, x: box.left, y: box.top + window.scrollY };
      });
      if (!stop) break;
      stops.push(stop);
      await page.keyboard.press('Tab');
    }
    expect(stops.length).toBeGreaterThan(10);
    // The columns as the layout sets them: one on a phone, the fields and the summary side by side on a wide screen.
    const formBox = (await form.boundingBox())!;
    const column = (x: number) => (x > formBox.x + formBox.width * 0.6 ? 1 : 0);
    const visual = [...stops].sort((a, b) => column(a.x) - column(b.x) || a.y - b.y || a.x - b.x);
    expect(stops.map((s) => s.name)).toEqual(visual.map((s) => s.name));
    if (!phone(page)) expect(new Set(stops.map((s) => column(s.x)))).toEqual(new Set([0, 1]));
  });
});
