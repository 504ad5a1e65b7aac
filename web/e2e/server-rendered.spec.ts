/**
 * Every public route arrives as HTML (issue 22): with JavaScript off, each page shows its heading and its main
 * content; with it on, the page hydrates what the server drew without a mismatch (main.tsx logs one as
 * 'Hydratie mislukt'), at both widths and in both themes. Headings and content are SPEC's and the seed's words.
 */
import { expect, test, type Page } from './fixtures';
import { addLine } from './shop-frame';

/** Path, its h1, and a piece of its main content (the seed's products, SPEC's texts). */
const ROUTES: [path: string, heading: string, content: string][] = [
  ['/', 'Rolgordijnen op maat, rechtstreeks van de maker', 'Wat we maken'],
  ['/rolgordijnen', 'Ontdek onze op maat gemaakte rolgordijnen', 'Screen rolgordijn – Grijs'],
  ['/rolgordijnen/soorten', 'Welk rolgordijn past bij jouw ruimte?', 'Bekijk lichtdoorlatende rolgordijnen'],
  ['/rolgordijnen/lichtdoorlatend', 'Lichtdoorlatende rolgordijnen', 'Lichtdoorlatend rolgordijn – Wit'],
  ['/rolgordijnen/verduisterend', 'Verduisterende rolgordijnen', 'Verduisterend rolgordijn Compleet – Wit'],
  ['/products', 'Alle Producten', 'vanaf € 29,95'],
  ['/fabric-collection', 'Onze collectie lichtdoorlatende stoffen', 'Blackout Basic Zwart'],
  ['/lumina-atelier', 'Rolgordijnen uit ons atelier', 'Lichtdoorlatend rolgordijn – Wit'],
  ['/over-ons', 'Lumina: raambekleding met de hand gemaakt in Gent', 'Onze geschiedenis'],
  ['/contact', 'Contact', 'Stuur ons een bericht'],
  ['/meetinstructies', 'Meetinstructies', 'Meten in de dag'],
  ['/montage', 'Montage', 'Stap 1: Controleer de levering'],
  ['/shipping', 'Verzending en levering', 'Verzendkosten'],
  ['/warranty', 'Garantie', 'Algemene garantie: 5 jaar'],
  ['/returns', 'Retourneren', 'Maatwerk kan niet worden geretourneerd'],
  ['/algemene-voorwaarden', 'Algemene voorwaarden', 'Artikel 1 – Definities'],
  ['/privacybeleid', 'Privacybeleid', 'Welke gegevens we verwerken'],
  ['/cookiebeleid', 'Cookiebeleid', 'Welke cookies we gebruiken'],
  ['/product/lichtdoorlatend-wit', 'Lichtdoorlatend rolgordijn – Wit', 'Vanaf € 29,95'],
  ['/product/verduisterend-wit', 'Verduisterend rolgordijn Compleet – Wit', 'Breedte (cm)'],
  ['/product/blackout-white-roller-blind', 'Verduisterend rolgordijn – Wit', 'Breedte (cm)'],
  ['/product/rolgordijn-authentics-offwhite', 'Authentics – Rolgordijn semi-transparant – Off White', 'Breedte (mm)'],
  ['/checkout', 'Afrekenen', 'Je winkelwagen is leeg'],
];

test.describe('Server-rendered pages', () => {
  test('without JavaScript, every public route shows its heading and main content', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
    try {
      const page = await context.newPage();
      for (const [path, heading, content] of ROUTES) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(page.getByRole('main').getByText(content, { exact: true }).first(), path).toBeVisible();
      }
    } finally {
      await context.close();
    }
  });

  /** Console errors and warnings, and uncaught errors, from now on. */
  function problems(page: Page): string[] {
    const seen: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') seen.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
    return seen;
  }

  test('every public route hydrates without a mismatch, in both themes', { tag: '@both' }, async ({ page }) => {
    // 27 page loads, each until every element is React's: on a busy two-core machine that passes the default 60 s.
    test.slow();
    const seen = problems(page);
    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      for (const [path, heading] of theme === 'light' ? ROUTES : ROUTES.slice(0, 4)) {
        // Every chunk of the page loaded, so every part of it has hydrated (or said why not).
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        // The toggle offers the other theme: the stored one was applied and the page runs (on a phone the toggle is in
        // the side menu, and the floating one, hidden, says the same).
        const toggle = page.getByRole('button', { name: theme === 'dark' ? 'Licht thema inschakelen' : 'Donker thema inschakelen', includeHidden: true });
        await expect(toggle, path).toHaveCount(1);
        expect(seen, `${path} (${theme})`).toEqual([]);
        // The page was painted, its pictures with it, before the app's script was even asked for (pages.ts's loader):
        // the script did not take a phone's bandwidth from the page's largest paint.
        const order = await page.evaluate(() => ({
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          loaded: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd as number,
          script: performance.getEntriesByType('resource').find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))?.startTime,
        }));
        expect(order.script, `${path}: ${JSON.stringify(order)}`).toBeGreaterThan(Math.max(order.painted!, order.loaded));
      }
    }
  });
});

test.describe('Before the page runs', () => {
  test('what is typed into a server-rendered configurator before its JavaScript runs is kept once the page runs, with a cart to count', async ({ page }) => {
    // A line in the cart: its count arrives after start-up, while the configurator's code may still be on its way.
    await page.goto('/over-ons');
    await addLine(page);
    // The app's entry module is held back until the visitor has typed: the page is the server's HTML only.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/product/blackout-white-roller-blind', { waitUntil: 'commit' });
    const width = page.getByLabel('Breedte (cm)');
    const reacts = () => width.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$')));
    await width.fill('123');
    expect(await reacts()).toBe(false);
    release();

    // Hydrated (the field is React's), the typed width is still there and is the configurator's own: its link says it.
    await expect.poll(reacts).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('breedte')).toBe('123');
    await expect(width).toHaveValue('123');
    await expect(page.getByRole('banner').getByRole('button', { name: /Winkelwagen, 1 / })).toBeVisible();
    await expect(width).toHaveValue('123');
  });
});
