/**
 * What lies over a configurator (issue 31, item 6), at 390 × 844 and 1280 px: at most one bar fixed at the bottom
 * while configuring (the price bar and the contact bar took 17 % of a phone), and nothing floating over a control
 * (the theme button passed over 17 of them): scrolled until it sits just above the fixed bar, as the keyboard and a
 * thumb bring it, what a tap at the middle of every control reaches is that control. Each configurator offers a free
 * colour sample.
 */
import { expect, test, type Page } from './fixtures';

const CONFIGURATORS = [
  ['/product/blackout-white-roller-blind', 'Verduisterend rolgordijn – Wit'],
  ['/product/lichtdoorlatend-wit', 'Lichtdoorlatend rolgordijn – Wit'],
  ['/product/verduisterend-wit', 'Verduisterend rolgordijn Compleet – Wit'],
  ['/product/rolgordijn-authentics-offwhite', 'Authentics – Rolgordijn semi-transparant – Off White'],
] as const;

const main = (page: Page) => page.getByRole('main');

/** The bars fixed in the lower half of the screen that are shown: full width and opaque (the contact bar, a price bar). */
function fixedBars(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        const opaque = style.backgroundColor !== 'rgba(0, 0, 0, 0)';
        return style.position === 'fixed' && style.display !== 'none' && opaque && box.width >= window.innerWidth * 0.9 && box.height > 0 && box.top > window.innerHeight / 2;
      })
      .map((el) => el.getAttribute('aria-label') ?? el.tagName),
  );
}

/**
 * Every control of the page's main content the shopper can reach (a visually hidden radio counts as its label),
 * scrolled just into view at the bottom; the ones whose middle is covered by something else, with what covers them.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const controls = Array.from(document.querySelectorAll<HTMLElement>('main button, main a[href], main input, main select, main textarea, main [tabindex]:not([tabindex="-1"])'));
    const covered: string[] = [];
    for (const control of controls) {
      const own = control.getBoundingClientRect();
      // A radio shown as its label (the swatches): the label is what a finger taps.
      const target = own.width <= 1 || own.height <= 1 ? control.closest('label') : control;
      if (!target || target.getClientRects().length === 0 || getComputedStyle(target).visibility === 'hidden') continue;
      target.scrollIntoView({ block: 'end', behavior: 'instant' });
      await frame();
      const box = target.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (!hit || !(target === hit || target.contains(hit))) {
        const name = (el: Element | null) => (el ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"` : 'nothing');
        covered.push(`${name(target)} under ${name(hit?.closest('[aria-label], button, nav, [role]') ?? hit)}`);
      }
    }
    return covered;
  });
}

test.describe('Configurators on a phone and a wide screen', () => {
  for (const [path, name] of CONFIGURATORS) {
    test(`${path}: one fixed bar at the most, nothing over a control, a colour sample to ask`, { tag: '@both' }, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(name);
      // Every section of the light-filtering configurator open, so its controls are there to check too.
      for (const header of await main(page).locator('[aria-expanded="false"][aria-controls]').all()) {
        if (await header.isVisible()) await header.click();
      }

      expect((await fixedBars(page)).length).toBeLessThanOrEqual(1);
      expect(await coveredControls(page)).toEqual([]);

      if (process.env.E2E_SCREENSHOTS) {
        // The screen as the shopper sees it halfway down the page: the controls and the bar at the bottom.
        await main(page).getByRole('textbox', { name: /^Breedte/ }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`configurator-${path.split('/').at(-1)}-${page.viewportSize()!.width}.png`) });
      }

      await main(page).getByRole('button', { name: 'Gratis kleurstaal aanvragen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gratis kleurstaal aanvragen' });
      await expect(dialog.getByLabel('Kleur van je staal', { exact: true })).not.toHaveValue('');
    });
  }
});
