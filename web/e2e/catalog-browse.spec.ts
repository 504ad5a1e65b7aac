/**
 * The catalogue screens a shopper browses (issue 9): the product list and search (/products), the Dutch
 * overview (/rolgordijnen), the category choice (/rolgordijnen/soorten), the atelier line page (the English
 * overview) and the tile demo — against the real server and its seeded catalogue, at 390 and 1280 px.
 */
import { expect, test, type Page, type Route } from './fixtures';
import { axe, axeTheme, graphql, serverCart, useStoredTheme, violationList, closeCartConfirmation } from './shop-frame';

/**
 * The six overview products of the seed (graphql-server/src/db/seed/products.ts), in its order (popularity), with
 * their starting prices (SPEC §9: 34.95, 29.95, 39.95, 36.95, 28.95, 42.95) as the cards print them.
 */
/**
 * The six overview products and their from-prices: the lowest price a shopper can pay (issue 31), 40 × 100 cm =
 * 0,40 m² × the rate per m² (€ 34,95, 39,95, 36,95, 28,95, 42,95), or the light-filtering configurator's minimum.
 */
const OVERVIEW = [
  { slug: 'blackout-white-roller-blind', name: 'Verduisterend rolgordijn – Wit', price: '€\u00a013,98' },
  { slug: 'lichtdoorlatend-wit', name: 'Lichtdoorlatend rolgordijn – Wit', price: '€\u00a029,95' },
  { slug: 'screen-grey-roller-blind', name: 'Screen rolgordijn – Grijs', price: '€\u00a015,98' },
  { slug: 'blackout-grey-roller-blind', name: 'Verduisterend rolgordijn – Grijs', price: '€\u00a014,78' },
  { slug: 'light-filtering-white-roller-blind', name: 'Lichtdoorlatend rolgordijn Basic – Wit', price: '€\u00a011,58' },
  { slug: 'screen-bronze-roller-blind', name: 'Screen rolgordijn – Brons', price: '€\u00a017,18' },
] as const;

/** Holds back the GraphQL answers of one operation until `release()` (to see a loading state). */
async function holdOperation(page: Page, operationName: string) {
  const held: Route[] = [];
  let open = false;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (!open && body?.operationName === operationName) held.push(route);
    else await route.continue();
  });
  return {
    release: async () => {
      open = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  expect(violationList(results.violations)).toEqual([]);
}

test.describe('Product list (/products)', () => {
  test('skeletons while loading, then every product with the server\'s count, titles, prices and the links the spec names', { tag: '@both' }, async ({ page }) => {
    // Skeleton cards while the list loads: 4 in the phone's scroller, 6 in the grid. A first visit arrives
    // rendered by the server with its products; the list loads in the browser when the shopper comes from
    // another page of the shop (react-router follows the history entry, as after a link).
    await page.goto('/');
    const hold = await holdOperation(page, 'ProductListPage');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/products');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(h1(page)).toHaveText('Alle Producten');
    const skeletons = main(page).locator('li[aria-hidden="true"]');
    await expect(skeletons.filter({ visible: true })).toHaveCount(isPhone(page) ? 4 : 6);
    await expect(main(page).getByRole('status')).toHaveText('Producten laden...');
    await hold.release();
    await expect(skeletons).toHaveCount(0);

    // Every published product of the seed: the six overview blinds, the blackout white configurator, Authentics
    // and the two translucent tile-demo blinds (the ten colour variants of the listings are not published).
    await expect(main(page).getByRole('status')).toHaveText('10 producten');
    await expect(page).toHaveTitle(/^Alle Producten \| Lumina$/);

    const list = main(page).getByRole('list', { name: 'Producten' });
    const cards = list.locator(':scope > li');
    await expect(cards).toHaveCount(10);

    // A made-to-measure product: its name leads to /products/{id} (the seed's first product, id 1), its button to
    // the configurator.
    const name = 'Verduisterend rolgordijn – Wit';
    // (The blackout white configurator's product has a name of its own since issue 31: 'Verduisterend rolgordijn Compleet – Wit'.)
    const card = cards.filter({ has: page.locator('a[href="/product/blackout-white-roller-blind"]') });
    await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/products/1');
    await expect(card).toContainText('vanaf €\u00a013,98');
    await expect(card).toContainText('Gratis meetservice');
    await expect(card.locator('[data-feature-icon="measuring"]')).toHaveCount(1);
    const configure = card.getByRole('link', { name: `Configureer & bestel: ${name}` });
    await expect(configure).toHaveAttribute('href', '/product/blackout-white-roller-blind');
    const img = card.locator('img');
    await expect(img).toHaveAttribute('width', '800');
    await expect(img).toHaveAttribute('height', '600');
    await expect(img).toHaveAttribute('alt', /Verduisterend rolgordijn – Wit/);

    // The Authentics exception.
    const authentics = cards.filter({ hasText: 'Authentics – Rolgordijn semi-transparant – Off White' });
    await expect(authentics.getByRole('link', { name: 'Authentics – Rolgordijn semi-transparant – Off White', exact: true })).toHaveAttribute(
      'href',
      '/product/rolgordijn-authentics-offwhite',
    );
    await expect(authentics.locator('[data-feature-icon="warranty"]')).toHaveCount(1);

    // Phone: a horizontal scroller of cards at most 280 px wide; desktop: three columns.
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    const fourth = await cards.nth(3).boundingBox();
    if (isPhone(page)) {
      expect(first!.width).toBeLessThanOrEqual(280);
      expect(second!.y).toBeCloseTo(first!.y, 0);
      expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    } else {
      expect(second!.y).toBeCloseTo(first!.y, 0);
      expect(fourth!.y).toBeGreaterThan(first!.y + first!.height - 1);
      expect(fourth!.x).toBeCloseTo(first!.x, 0);
    }

    await configure.click();
    await expect(page).toHaveURL(/\/product\/blackout-white-roller-blind$/);
  });

  test('the add button of a product without configurator puts it in the server cart, with its first colour and light filter', async ({ page }) => {
    await page.goto('/products');
    const name = 'Doorschijnend rolgordijn – Grijs';
    const button = main(page).getByRole('button', { name: `Toevoegen aan winkelwagen: ${name}` });
    await button.click();
    await closeCartConfirmation(page);
    await expect(page.getByRole('button', { name: 'Winkelwagen, 1 artikel' })).toBeVisible();

    const cart = await graphql<{ cart: { itemCount: number; lines: { quantity: number; product: { name: string }; configuration: { selectedColor: string; selectedLightFilter: string } }[] } }>(
      page,
      '{ cart { itemCount lines { quantity product { name } configuration { selectedColor selectedLightFilter } } } }',
    );
    expect(cart.cart.itemCount).toBe(1);
    expect(cart.cart.lines).toEqual([{ quantity: 1, product: { name }, configuration: { selectedColor: 'Grijs', selectedLightFilter: 'Lichtdoorlatend' } }]);
    expect((await serverCart(page)).itemCount).toBe(1);
  });
});

test.describe('Dutch overview (/rolgordijnen)', () => {
  test('the server\'s products and from-prices; the chips filter on the server, the chosen chip is in the URL, survives a reload and Back undoes it', async ({ page }) => {
    await page.goto('/rolgordijnen');
    await expect(h1(page)).toHaveText('Ontdek onze op maat gemaakte rolgordijnen');
    await expect(page).toHaveTitle(/^Rolgordijnen \| Lumina$/);
    const cards = main(page).getByRole('list', { name: 'Rolgordijnen' }).locator(':scope > li');
    await expect(cards).toHaveCount(6);
    for (const [i, product] of OVERVIEW.entries()) {
      await expect(cards.nth(i)).toContainText(product.name);
      await expect(cards.nth(i)).toContainText(`vanaf ${product.price}`);
      await expect(cards.nth(i).getByRole('link', { name: `Configureer & bestel: ${product.name}` })).toHaveAttribute('href', `/product/${product.slug}`);
    }
    const chip = (name: string) => main(page).getByRole('button', { name, exact: true });
    await expect(chip('Alle rolgordijnen')).toHaveAttribute('aria-pressed', 'true');

    // Verduisterend: the two blackout blinds; lichtdoorlatend: the other four (light-filtering and screen).
    const blackout = ['Verduisterend rolgordijn – Wit', 'Verduisterend rolgordijn – Grijs'];
    const light = ['Lichtdoorlatend rolgordijn – Wit', 'Screen rolgordijn – Grijs', 'Lichtdoorlatend rolgordijn Basic – Wit', 'Screen rolgordijn – Brons'];
    const names = cards.getByRole('heading');

    await chip('Verduisterend').click();
    await expect(page).toHaveURL(/\/rolgordijnen\?filter=verduisterend$/);
    await expect(chip('Verduisterend')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip('Alle rolgordijnen')).toHaveAttribute('aria-pressed', 'false');
    await expect(names).toHaveText(blackout);

    await page.reload();
    await expect(chip('Verduisterend')).toHaveAttribute('aria-pressed', 'true');
    await expect(names).toHaveText(blackout);

    await chip('Lichtdoorlatend').click();
    await expect(page).toHaveURL(/\?filter=lichtdoorlatend$/);
    await expect(names).toHaveText(light);

    await page.goBack();
    await expect(page).toHaveURL(/\?filter=verduisterend$/);
    await expect(names).toHaveText(blackout);
    await page.goBack();
    await expect(page).toHaveURL(/\/rolgordijnen$/);
    await expect(chip('Alle rolgordijnen')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(6);

    // Chain control: every overview product today (a product's controls default to a chain).
    await chip('Ketting bediening').click();
    await expect(page).toHaveURL(/\?filter=ketting$/);
    await expect(cards).toHaveCount(6);
  });
});


test.describe('Category choice (/rolgordijnen/soorten)', () => {
  test('two tiles explain the difference and lead to the listings; the title is a banner on large screens', { tag: '@both' }, async ({ page }) => {
    await page.goto('/rolgordijnen/soorten');
    await expect(h1(page)).toHaveText('Welk rolgordijn past bij jouw ruimte?');
    await expect(page).toHaveTitle(/^Soorten rolgordijnen \| Lumina$/);
    const tiles = main(page).getByRole('list', { name: 'Soorten rolgordijnen' }).locator(':scope > li');
    await expect(tiles).toHaveCount(2);
    await expect(tiles.nth(0).getByRole('link', { name: 'Lichtdoorlatend' })).toHaveAttribute('href', '/rolgordijnen/lichtdoorlatend');
    await expect(tiles.nth(0)).toContainText('Filtert het daglicht zacht');
    await expect(tiles.nth(1).getByRole('link', { name: 'Verduisterend' })).toHaveAttribute('href', '/rolgordijnen/verduisterend');
    await expect(tiles.nth(1)).toContainText('Houdt het licht buiten');
    const banner = await main(page).locator('header').evaluate((el) => getComputedStyle(el).backgroundColor);
    const pageBg = await page.locator('body').evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    if (isPhone(page)) expect(banner).toBe('rgba(0, 0, 0, 0)');
    else expect(banner).not.toBe(pageBg);
    await tiles.nth(1).click();
    await expect(page).toHaveURL(/\/rolgordijnen\/verduisterend$/);
  });
});

test.describe('Atelier line page (English overview)', () => {
  test("six cards with the server's starting prices and 'Configureer & bestel' links, staggered unless motion is reduced", async ({ page }) => {
    // Its one address (/roller-blinds-atelier is sent there: pages.test.ts).
    await page.goto('/lumina-atelier');
    await expect(h1(page)).toHaveText('Rolgordijnen uit ons atelier');
    await expect(page).toHaveTitle(/^Het atelier \| Lumina$/);
    const cards = main(page).getByRole('list', { name: 'Rolgordijnen uit het atelier' }).locator(':scope > li');
    await expect(cards).toHaveCount(6);
    for (const [i, { slug, price }] of OVERVIEW.entries()) {
      await expect(cards.nth(i)).toContainText(`vanaf ${price}`);
      await expect(cards.nth(i).getByRole('link', { name: /^Configureer & bestel/ })).toHaveAttribute('href', `/product/${slug}`);
    }
    // Staggered: 0.6 s + 0.15 s per card.
    expect(await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDelay))).toEqual(
      ['0.6s', '0.75s', '0.9s', '1.05s', '1.2s', '1.35s'],
    );
    await expect(cards.nth(5)).toHaveCSS('opacity', '1');

    // Under prefers-reduced-motion nothing moves.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(cards).toHaveCount(6);
    expect(await cards.evaluateAll((els) => els.map((el) => [getComputedStyle(el).transitionProperty, getComputedStyle(el).opacity]))).toEqual(
      Array.from({ length: 6 }, () => ['none', '1']),
    );
  });
});

test.describe('Accessibility of the browse screens', () => {
  /** Each route, with a text that shows once its data is in. */
  const routes: [string, RegExp | string][] = [
    ['/products', /\d+ producten/],
    ['/products?search=verduisterend', /\d+ resultaten gevonden/],
    ['/products?search=xyzzy', 'Geen producten gevonden.'],
    ['/rolgordijnen', 'Configureer & bestel'],
    ['/rolgordijnen?filter=motor', 'Geen producten gevonden met de huidige filters.'],
    ['/rolgordijnen/soorten', 'Bekijk verduisterende rolgordijnen'],
    ['/lumina-atelier', 'vanaf'],
    ['/product-tile-demo', 'Doorschijnend rolgordijn – Beige'],
  ];
  test('no axe violations on any of them', { tag: '@both' }, async ({ page }, testInfo) => {
    const theme = axeTheme(testInfo);
    await useStoredTheme(page, theme);
    // The final state of every fade, at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [route, ready] of routes) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(main(page).getByText(ready).first()).toBeVisible();
      await expect(main(page).locator('[aria-hidden="true"].animate-pulse')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    // The tile demo with a tile selected and its message shown.
    await page.goto('/product-tile-demo');
    await main(page).getByRole('button', { name: /Grijs/ }).click();
    await expect(main(page).getByRole('status')).toContainText('Grijs');
    await expectNoAxeViolations(page);
  });
});
