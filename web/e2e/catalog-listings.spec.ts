/**
 * The catalogue listings (issue 9): the light-filtering and blackout listings and the fabric collection,
 * against the real server and a freshly seeded database, at 390 px (phone) and 1280 px (desktop).
 * Counts are the seed's, counted by hand (graphql-server/src/db/seed/products.ts, fabric-skus.ts).
 */
import { expect, test, type Page } from './fixtures';
import { axeStates, axeTheme, graphql, useStoredTheme } from './shop-frame';

const LIGHT = '/rolgordijnen/lichtdoorlatend';
const DARK = '/rolgordijnen/verduisterend';
const FABRICS = '/fabric-collection';

const isPhone = (page: Page) => page.viewportSize()!.width < 1024;

/** Below 1024 px the filters sit behind 'Toon filters': open them (once) so they can be used. */
async function openFilters(page: Page) {
  if (!isPhone(page)) return;
  const toggle = page.getByRole('button', { name: 'Toon filters' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Ticks a filter checkbox (the URL then re-renders it checked). */
async function tick(box: ReturnType<Page['getByRole']>) {
  await box.click();
  await expect(box).toBeChecked();
}

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const swatch = (page: Page, name: string) => filters(page).getByRole('button', { name, exact: true });
const cards = (page: Page, list: 'Producten' | 'Stoffen') => page.getByRole('list', { name: list }).getByRole('listitem').filter({ has: page.getByRole('heading') });

test.describe('Light-filtering listing', () => {
  test('heading, the published product and the benefits; the filters (a panel on a phone, a sidebar on a desktop) keep colour and sort in the URL, through a reload and Back', { tag: '@both' }, async ({ page }) => {
    await page.goto(LIGHT);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lichtdoorlatende rolgordijnen');
    await expect(page).toHaveTitle('Lichtdoorlatende rolgordijnen | Lumina');
    // Of the six light-filtering listing products only the white one is published (SPEC §3).
    await expect(page.getByText('1 product(en) gevonden')).toBeVisible();
    await expect(cards(page, 'Producten')).toHaveCount(1);

    const white = cards(page, 'Producten').filter({ hasText: 'Lichtdoorlatend rolgordijn – Wit' });
    await expect(white).toContainText('€\u00a029,95');
    await expect(white.getByRole('link', { name: 'Bekijk product' })).toHaveAttribute('href', '/product/lichtdoorlatend-wit');
    await expect(white.getByRole('link', { name: 'Lichtdoorlatend rolgordijn – Wit' })).toHaveAttribute('href', '/product/lichtdoorlatend-wit');
    // Unpublished colour variants never show.
    await expect(page.getByText('Lichtdoorlatend rolgordijn – Grijs')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Waarom bij ons' })).toBeVisible();
    // No blackout levels here.
    await expect(page.getByText('Verduisteringsniveau')).toHaveCount(0);

    // Filters: behind 'Toon filters' on a phone, a sidebar beside the results on a desktop.
    const toggle = page.getByRole('button', { name: 'Toon filters' });
    if (isPhone(page)) {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(filters(page)).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(filters(page)).toBeVisible();
      await expect(swatch(page, 'Geel')).toBeVisible();
      await toggle.click();
      await expect(filters(page)).toBeHidden();
    } else {
      await expect(toggle).toBeHidden();
      await expect(filters(page)).toBeVisible();
      await expect(swatch(page, 'Geel')).toBeVisible();
      // Sidebar beside the results.
      const sidebar = (await filters(page).boundingBox())!;
      const grid = (await page.getByRole('list', { name: 'Producten' }).boundingBox())!;
      expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(grid.x);
    }
    await openFilters(page);

    await swatch(page, 'Wit').click();
    await expect(page).toHaveURL(`${LIGHT}?kleur=wit`);
    await filters(page).getByLabel('Sorteer op').selectOption({ label: 'Prijs Laag–Hoog' });
    await expect(page).toHaveURL(`${LIGHT}?kleur=wit&sorteer=prijs-oplopend`);

    await page.reload();
    await openFilters(page);
    await expect(swatch(page, 'Wit')).toHaveAttribute('aria-pressed', 'true');
    await expect(filters(page).getByLabel('Sorteer op')).toHaveValue('prijs-oplopend');
    await expect(page.getByText('1 product(en) gevonden')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(`${LIGHT}?kleur=wit`);
    await openFilters(page);
    await expect(filters(page).getByLabel('Sorteer op')).toHaveValue('populariteit');
    await expect(swatch(page, 'Wit')).toHaveAttribute('aria-pressed', 'true');

    await page.goBack();
    await expect(page).toHaveURL(LIGHT);
    await openFilters(page);
    await expect(swatch(page, 'Wit')).toHaveAttribute('aria-pressed', 'false');

    // A shared link with values the page does not know still opens, without them.
    await page.goto(`${LIGHT}?kleur=wit&kleur=oranje&sorteer=willekeurig`);
    await openFilters(page);
    await expect(swatch(page, 'Wit')).toHaveAttribute('aria-pressed', 'true');
    await expect(filters(page).getByLabel('Sorteer op')).toHaveValue('populariteit');
    await expect(page.getByText('1 product(en) gevonden')).toBeVisible();
  });
});

test.describe('Blackout listing', () => {
  test("the hero, the badge and the card link; filters by blackout level and colour together, and resets; 'Gratis advies aanvragen'", async ({ page }) => {
    await page.goto(DARK);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verduisterende rolgordijnen');
    await expect(page.getByText(/houden 95 tot 100% van het licht tegen/)).toBeVisible();
    // Of the six blackout listing products only the white one is published (SPEC §3).
    await expect(page.getByText('1 product(en) gevonden')).toBeVisible();
    const white = cards(page, 'Producten').filter({ hasText: 'Verduisterend rolgordijn Compleet – Wit' });
    await expect(white.getByText('100% Verduisterend')).toBeVisible();
    // Priced per m² in price group 5 (issue 31), offered from its lowest price: 0,40 m² × € 36,95 = € 14,78.
    await expect(white).toContainText('vanaf €\u00a014,78');
    await expect(white.getByRole('link', { name: 'Bekijk product' })).toHaveAttribute('href', '/product/verduisterend-wit');

    await openFilters(page);
    const levels = filters(page).getByRole('group', { name: 'Verduisteringsniveau' });
    await expect(levels).toContainText('Volledig verduisterend');
    await expect(levels).toContainText('Semi-verduisterend');
    await expect(levels).toContainText('Dempt licht effectief');
    await expect(levels).toContainText('Zachte lichtdemping');

    await tick(levels.getByRole('checkbox', { name: /Semi-verduisterend/ }));
    await expect(page).toHaveURL(`${DARK}?niveau=semi-blackout`);
    // The semi-blackout grey and taupe are not published: nothing.
    await expect(page.getByText('Geen producten gevonden met de huidige filters.')).toBeVisible();

    await tick(levels.getByRole('checkbox', { name: /^Blackout/ }));
    await swatch(page, 'Wit').click();
    await expect(page).toHaveURL(`${DARK}?kleur=wit&niveau=blackout&niveau=semi-blackout`);
    await expect(page.getByText('1 product(en) gevonden')).toBeVisible();
    const chips = page.getByRole('region', { name: 'Actieve filters' });
    await expect(chips.getByRole('button')).toHaveText(['Blackout', 'Semi-verduisterend', 'Wit']);

    await chips.getByRole('button', { name: 'Filter Blackout verwijderen' }).click();
    await expect(page).toHaveURL(`${DARK}?kleur=wit&niveau=semi-blackout`);
    await expect(page.getByText('Geen producten gevonden met de huidige filters.')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(`${DARK}?kleur=wit&niveau=blackout&niveau=semi-blackout`);
    await expect(page.getByText('1 product(en) gevonden')).toBeVisible();

    await filters(page).getByRole('button', { name: 'Reset alle' }).click();
    await expect(page).toHaveURL(DARK);
    await expect(levels.getByRole('checkbox', { checked: true })).toHaveCount(0);
    const advice = page.getByRole('link', { name: 'Gratis advies aanvragen' });
    await expect(advice).toHaveAttribute('href', '/contact');
    await advice.click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('Fabric collection', () => {
  test('the count, cards with their from-price and \'Meer laden\'; filters by fabric type, price group and colour (values from the data), with URL state, empty state and reset; sorts by name or price group', async ({ page }) => {
    /*
     * The collection is every visible SKU of graphql-server/src/db/seed/fabric-skus.ts, 39 in all. A fabric is in the
     * price group of the product made of it (issue 31), else in its SKU's: Basic Voile Wit 3 (light-filtering white),
     * Blackout Basic Wit 4 and Grijs 5, Screen Comfort 3% Grijs 6, Screen Classic 5% Brons 7. By price group
     * 1: 1 (Basic Voile Lichtgrijs), 2: 4 + 1 = 5, 3: 3 + 4 + 1 = 8, 4: 3 + 2 + 1 = 6, 5: 3 + 2 + 1 = 6, 6: 2 + 3 + 1 = 6,
     * 7: 3 (Blackout Velours Bordeaux and Petrol, Screen Classic 5% Brons), 8: 3 + 1 = 4; screens: 3 + 3 + 1 = 7. The
     * counts below leave price group 7 out: the SKU management test (admin-skus.spec.ts) hides one of its fabrics for
     * a moment, in parallel.
     */
    await page.goto(FABRICS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onze collectie lichtdoorlatende stoffen');
    // The first page: 24 cards.
    await expect(cards(page, 'Stoffen')).toHaveCount(24);

    // Made into lichtdoorlatend-wit, in white: its price group 3 beside that group's rate, and 'vanaf' its lowest price.
    const voile = cards(page, 'Stoffen').filter({ hasText: 'Basic Voile Wit' });
    await expect(voile).toContainText('Prijsgroep 3 · €\u00a029,95 per m²');
    await expect(voile).toContainText('vanaf €\u00a029,95');
    await expect(voile.getByRole('link', { name: 'Basic Voile Wit' })).toHaveAttribute('href', '/product/lichtdoorlatend-wit?kleur=Wit');
    // Issue 31: not 'Prijsgroep 2 · v.a. € 34,95' (group 2 costs € 28,95 per m²) but the white blackout blind's group 4,
    // its rate, and the lowest price of a blind of it: 40 × 100 cm = 0,40 m² × € 34,95 = € 13,98.
    const basic = cards(page, 'Stoffen').filter({ hasText: 'Blackout Basic Wit' });
    await expect(basic).toContainText('Prijsgroep 4 · €\u00a034,95 per m²');
    await expect(basic).toContainText('vanaf €\u00a013,98');

    // Price groups 2 to 5: 5 + 8 + 6 + 6 = 25, one more page than 24.
    await page.goto(`${FABRICS}?prijsgroep=2&prijsgroep=3&prijsgroep=4&prijsgroep=5`);
    await expect(page.getByText('25 stof(fen) gevonden')).toBeVisible();
    await expect(cards(page, 'Stoffen')).toHaveCount(24);
    await page.getByRole('button', { name: 'Meer laden' }).click();
    await expect(cards(page, 'Stoffen')).toHaveCount(25);
    await expect(page.getByRole('button', { name: 'Meer laden' })).toHaveCount(0);

    await page.goto(FABRICS);
    await openFilters(page);
    const aside = filters(page);
    await expect(aside.getByRole('group', { name: 'Stofsoort' }).getByRole('checkbox')).toHaveCount(3);
    await expect(aside.getByRole('group', { name: 'Prijsgroep' }).getByRole('checkbox')).toHaveCount(8);
    await expect(aside.getByRole('group', { name: 'Materiaal' }).getByRole('checkbox', { name: 'Trevira CS' })).toBeVisible();

    await tick(aside.getByRole('checkbox', { name: 'Screen', exact: true }));
    await expect(page).toHaveURL(`${FABRICS}?type=screen`);
    await expect(page.getByText('7 stof(fen) gevonden')).toBeVisible();
    await expect(cards(page, 'Stoffen')).toHaveCount(7);

    // No screen is red.
    await tick(aside.getByRole('checkbox', { name: 'Rood', exact: true }));
    await expect(page).toHaveURL(`${FABRICS}?type=screen&kleur=rood`);
    await expect(page.getByRole('heading', { name: 'Geen stoffen gevonden' })).toBeVisible();
    await expect(page.getByText('Er zijn geen stoffen die voldoen aan de huidige filters.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Geen stoffen gevonden' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${FABRICS}?type=screen`);
    await expect(page.getByText('7 stof(fen) gevonden')).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(`${FABRICS}?type=screen&kleur=rood`);

    await page.getByRole('main').getByRole('button', { name: 'Reset alle filters' }).last().click();
    await expect(page).toHaveURL(FABRICS);
    await expect(page.getByRole('heading', { name: 'Geen stoffen gevonden' })).toHaveCount(0);
    await expect(cards(page, 'Stoffen')).toHaveCount(24);

    await openFilters(page);
    await tick(aside.getByRole('checkbox', { name: 'Prijsgroep 1', exact: true }));
    await expect(page.getByText('1 stof(fen) gevonden')).toBeVisible();
    await expect(cards(page, 'Stoffen').getByRole('heading')).toHaveText(['Basic Voile Lichtgrijs']);

    // Sorted by name, or by price group.
    await page.goto(FABRICS);
    const first = cards(page, 'Stoffen').first().getByRole('heading');
    await expect(first).toHaveText('Basic Voile Lichtgrijs');
    await filters(page).getByLabel('Sorteer op').selectOption({ label: 'Prijsgroep' });
    await expect(page).toHaveURL(`${FABRICS}?sorteer=prijsgroep`);
    // The first 24 by price group: 1 + 5 + 8 + 6 = 20 in groups 1 to 4, then four of group 5.
    await expect(cards(page, 'Stoffen').first()).toContainText('Prijsgroep 1');
    await expect(cards(page, 'Stoffen').last()).toContainText('Prijsgroep 5');
  });
});

test.describe('Fabric collection: from a fabric to the blind made of it', () => {
  test('a fabric card opens the configurator of the product made of that fabric, in its colour, and the line in the cart carries the fabric\'s code; a fabric no product is made of is a sample only', { tag: '@both' }, async ({ page }) => {
    await page.goto(FABRICS);
    // No product is made of Lino Taupe (LUM-LD-0203): the card says so and links nowhere.
    const taupe = cards(page, 'Stoffen').filter({ hasText: 'Lino Taupe' });
    await expect(taupe).toContainText('Alleen verkrijgbaar als stofstaal');
    await expect(taupe.getByRole('link')).toHaveCount(0);

    // Blackout Basic Grijs (LUM-VD-0103) is the fabric of the grey blackout blind, not of the white one.
    await cards(page, 'Stoffen').filter({ hasText: 'Blackout Basic Grijs' }).getByRole('link', { name: 'Blackout Basic Grijs' }).click();
    await expect(page).toHaveURL(/\/product\/blackout-grey-roller-blind(\?|$)/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Verduisterend rolgordijn – Grijs');
    await expect(main.getByText('Stof: Blackout Basic Grijs')).toBeVisible();
    await main.getByRole('textbox', { name: 'Breedte (cm)' }).fill('100');
    await main.getByRole('textbox', { name: 'Hoogte (cm)' }).fill('120');
    for (const [group, choice] of [['Montage', 'Op de dag'], ['Kettingsysteem', 'Kunststof ketting wit'], ['Onderrail', 'Niet bekleed'], ['Bediening', 'Rechts']] as const) {
      await main.getByRole('group', { name: group }).getByRole('radio', { name: choice }).check();
    }
    await main.getByRole('button', { name: 'Toevoegen aan winkelwagen' }).first().click();
    await expect
      .poll(async () => (await graphql<{ cart: { lines: { fabricCode: string | null; product: { slug: string } }[] } | null }>(page, '{ cart { lines { fabricCode product { slug } } } }')).cart?.lines)
      .toEqual([{ fabricCode: 'LUM-VD-0103', product: { slug: 'blackout-grey-roller-blind' } }]);
  });
});

test.describe('Catalogue listings: accessibility', () => {
  test('each listing has no axe violations with its filters open, nor the light-filtering empty state with its chips', { tag: '@both' }, async ({ page }, testInfo) => {
    const theme = axeTheme(testInfo);
    await useStoredTheme(page, theme);
    const { failures, check } = axeStates(page);
    for (const path of [LIGHT, DARK, FABRICS]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(page.getByText(/gevonden$/)).toBeVisible();
      await openFilters(page);
      await check(path);
    }
    await page.goto(`${LIGHT}?kleur=zwart&kleur=rood`);
    await expect(page.getByText('Geen producten gevonden met de huidige filters.')).toBeVisible();
    await check('empty state with chips');
    expect(failures).toEqual([]);
  });
});
