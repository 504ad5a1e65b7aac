/**
 * The generic product page /products/{id} (issue 9; SPEC §2 "Generic product page", "Reviews block", §5, §8):
 * adding a product without configurator rules, the configurator link of a made-to-measure one, not found,
 * the delivery panel, the reviews block and a review's way from the dialog through moderation onto the page —
 * against the real server and its seeded catalogue and sample reviews, at 390 and 1280 px.
 */
import { expect, test, type Page, waitingForHydration } from './fixtures';
import { axeStates, axeTheme, graphql, serverCart, useStoredTheme, closeCartConfirmation } from './shop-frame';
import { signInAsCustomerService } from './staff';

/**
 * The texts this spec reads, as in web/src/i18n/catalog-product-detail.ts (SPEC §2 texts copied exactly).
 * Copied, not imported: the e2e TypeScript project (web/e2e/tsconfig.json, composite) cannot include files of
 * web/src, so `tsc -b` refuses such an import.
 */
const t = {
  // The alt texts staff keep with each picture (the seeded drawings': name and number).
  imageAlt: (name: string, n: number) => `${name}, afbeelding ${n}`,
  thumbnail: (n: number, total: number) => `Toon afbeelding ${n} van ${total}`,
  features: 'Eigenschappen',
  colour: 'Kleuren',
  colourPlaceholder: 'Selecteer een kleur',
  lightFilter: 'Lichtdoorlaatbaarheid',
  lightFilterPlaceholder: 'Selecteer lichtinval',
  width: 'Breedte (cm)',
  height: 'Hoogte (cm)',
  quantity: 'Aantal',
  add: 'Toevoegen aan winkelwagen',
  addHint: 'Kies eerst een kleur en de lichtinval.',
  notFoundTitle: 'Product niet gevonden',
  notFoundText: 'Het opgevraagde product bestaat niet.',
  backToProducts: 'Bekijk alle producten',
} as const;
const d = {
  title: '🚚 Informatie over levering en verzending',
  timeTitle: 'Levertijd',
  time: (min: number, max: number) => `Op maat gemaakt: reken op ${min}–${max} werkdagen.`,
  shippingTitle: 'Verzendkosten',
  shipping: (threshold: string) => `Gratis verzending vanaf ${threshold} in België en Nederland.`,
  trackTitle: 'Track & trace',
  track: 'Je ontvangt een e-mail met de trackinggegevens zodra je bestelling klaar is voor verzending.',
  qualityTitle: 'Kwaliteitsgarantie',
  quality: 'Onze medewerkers nemen per e-mail contact met je op om de levering af te stemmen.',
} as const;
const r = {
  title: 'Beoordelingen',
  emptyTitle: 'Er zijn nog geen beoordelingen.',
  emptyText: 'Wees de eerste die dit product beoordeelt!',
  average: (average: string) => `${average} van 5`,
  count: (n: number) => `${n} ${n === 1 ? 'beoordeling' : 'beoordelingen'}`,
  stars: (n: number | string) => `${n} van 5 sterren`,
  write: 'Schrijf een beoordeling',
  dialogTitle: 'Schrijf een beoordeling',
  dialogText: 'Je beoordeling verschijnt op deze pagina zodra een medewerker ze heeft nagekeken.',
  name: 'Naam',
  ratingOption: (n: number) => `${n} ${n === 1 ? 'ster' : 'sterren'}`,
  comment: 'Beoordeling',
  submit: 'Verstuur beoordeling',
  sentTitle: 'Bedankt voor je beoordeling',
  sentText: 'We tonen ze zodra een medewerker ze heeft goedgekeurd.',
} as const;

/**
 * The seed's product ids: it inserts the products in the order of productSeeds (graphql-server/src/db/seed/
 * products.ts), ids from 1, and the two translucent tile-demo blinds come last, 19th and 20th.
 */
const PRODUCT_IDS = { 'translucent-grijs': 19, 'translucent-beige': 20 } as const;

/** Opens /products/{id} of the product with that slug and waits for its heading. */
async function openProduct(page: Page, slug: keyof typeof PRODUCT_IDS): Promise<void> {
  await page.goto(`/products/${PRODUCT_IDS[slug]}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

const DUTCH_MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
/** A date as the reviews block prints it (nl-BE long format: "3 november 2025"). */
const DUTCH_LONG_DATE = new RegExp(`^(\\d{1,2}) (${DUTCH_MONTHS.join('|')}) (\\d{4})$`);

const main = (page: Page) => page.getByRole('main');
const reviewsRegion = (page: Page) => main(page).getByRole('region', { name: r.title });
const reviewItems = (page: Page) => reviewsRegion(page).getByRole('listitem');
const deliveryButton = (page: Page) => main(page).getByRole('button', { name: d.title });
const starRadio = (page: Page, n: number) => page.getByRole('dialog', { name: r.dialogTitle }).getByRole('radio', { name: r.ratingOption(n), exact: true });
/** The visible star a shopper clicks (its radio is visually hidden inside the label). */
const star = (page: Page, n: number) => page.getByRole('dialog', { name: r.dialogTitle }).locator('label').filter({ has: page.getByRole('radio', { name: r.ratingOption(n), exact: true }) });

test.describe('A product without configurator rules (translucent-grijs)', () => {
  test('name, price, features and images; the reviews of the sample data; adds to the cart only once a colour and a light filter are chosen', { tag: '@both' }, async ({ page }) => {
    await openProduct(page, 'translucent-grijs');
    const name = 'Doorschijnend rolgordijn – Grijs';
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | Lumina`);
    await expect(main(page).getByText('Doorschijnende stof in grijs die het daglicht mooi verspreidt.')).toBeVisible();
    await expect(main(page).getByText('€\u00a029,95', { exact: true })).toBeVisible(); // the seed's price, 2995 cents
    const features = main(page).getByRole('region', { name: t.features });
    await expect(features.getByRole('heading', { name: t.features })).toBeVisible();
    await expect(features.getByRole('listitem')).toHaveText(['Gratis meetservice', 'Premium stof']);

    // The form: placeholders chosen, no size, quantity 1 to 5.
    const colour = main(page).getByLabel(t.colour, { exact: true });
    const light = main(page).getByLabel(t.lightFilter, { exact: true });
    const width = main(page).getByLabel(t.width, { exact: true });
    const height = main(page).getByLabel(t.height, { exact: true });
    const quantity = main(page).getByLabel(t.quantity, { exact: true });
    await expect(colour).toHaveValue('');
    await expect(colour.locator('option:checked')).toHaveText(t.colourPlaceholder);
    await expect(colour.locator('option')).toHaveText([t.colourPlaceholder, 'Grijs']);
    await expect(light).toHaveValue('');
    await expect(light.locator('option:checked')).toHaveText(t.lightFilterPlaceholder);
    await expect(light.locator('option')).toHaveText([t.lightFilterPlaceholder, 'Lichtdoorlatend', 'Semi-transparant']);
    await expect(width).toHaveAttribute('placeholder', '120');
    await expect(height).toHaveAttribute('placeholder', '180');
    await expect(quantity.locator('option')).toHaveText(['1', '2', '3', '4', '5']);
    await expect(quantity).toHaveValue('1');

    const add = main(page).getByRole('button', { name: t.add });
    await expect(add).toBeDisabled();
    await expect(main(page).getByText(t.addHint)).toBeVisible();
    await colour.selectOption('Grijs');
    await expect(add).toBeDisabled();
    await light.selectOption('Lichtdoorlatend');
    await expect(add).toBeEnabled();
    await expect(main(page).getByText(t.addHint)).toHaveCount(0);

    // A size the server refuses shows under its field; nothing is added and the choices stay.
    await width.fill('5000');
    await add.click();
    await expect(width).toHaveAttribute('aria-invalid', 'true');
    // The server's message for the product's own range (issue 17), then the range shown under the field.
    await expect(width).toHaveAccessibleDescription('Breedte moet tussen 40 en 240 cm zijn 40–240 cm');
    expect((await serverCart(page)).itemCount).toBe(0);
    await expect(colour).toHaveValue('Grijs');
    await expect(light).toHaveValue('Lichtdoorlatend');

    // Letters are not taken; a fresh size clears the error.
    await width.fill('');
    await width.pressSequentially('12a0');
    await expect(width).toHaveValue('120');
    await expect(width).not.toHaveAttribute('aria-invalid');
    await height.fill('150');
    await quantity.selectOption('2');
    await add.click();

    await expect.poll(async () => (await serverCart(page)).itemCount).toBe(2);
    const { cart } = await graphql<{
      cart: { lines: { quantity: number; product: { slug: string }; configuration: Record<string, unknown> }[] };
    }>(page, '{ cart { lines { quantity product { slug } configuration { width height selectedColor selectedLightFilter } } } }');
    expect(cart.lines).toEqual([
      {
        quantity: 2,
        product: { slug: 'translucent-grijs' },
        configuration: { width: 120, height: 150, selectedColor: 'Grijs', selectedLightFilter: 'Lichtdoorlatend' },
      },
    ]);
    await closeCartConfirmation(page);
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(add).toHaveText(t.add);

    // The thumbnails switch the main image.

    const thumbs = main(page).getByRole('button', { name: /^Toon afbeelding \d van \d$/ });
    await expect(thumbs).toHaveCount(3);
    const thumb = (n: number) => main(page).getByRole('button', { name: t.thumbnail(n, 3), exact: true });
    const mainImage = main(page).getByRole('img', { name: t.imageAlt(name, 1) });
    await expect(mainImage).toHaveAttribute('src', '/images/products/translucent-grijs/1.svg');
    await expect(mainImage).toHaveAttribute('width', '800');
    await expect(mainImage).toHaveAttribute('height', '600');
    await expect(thumb(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(thumb(2)).toHaveAttribute('aria-pressed', 'false');

    await thumb(2).click();
    await expect(thumb(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(thumb(1)).toHaveAttribute('aria-pressed', 'false');
    const second = main(page).getByRole('img', { name: t.imageAlt(name, 2) });
    await expect(second).toHaveAttribute('src', '/images/products/translucent-grijs/2.svg');
    await expect(main(page).getByRole('img', { name: t.imageAlt(name, 1) })).toHaveCount(0);

    await thumb(3).press('Enter');
    await expect(thumb(3)).toHaveAttribute('aria-pressed', 'true');
    await expect(main(page).getByRole('img', { name: t.imageAlt(name, 3) })).toHaveAttribute('src', '/images/products/translucent-grijs/3.svg');

    // The reviews block: the summary of all five approved sample reviews (graphql-server/src/db/seed/reviews.ts:
    // 5 + 4 + 5 + 4 + 3 = 21 stars / 5 = 4,2) and the newest four with Dutch long dates.

    const region = reviewsRegion(page);
    await expect(region.getByRole('heading', { level: 2, name: r.title })).toBeVisible();
    await expect(region.getByText(r.average('4,2'), { exact: true })).toBeVisible();
    await expect(region.getByText(r.count(5), { exact: true })).toHaveText('5 beoordelingen');
    await expect(region.getByRole('img', { name: r.stars('4,2') })).toBeVisible();

    const items = reviewItems(page);
    await expect(items).toHaveCount(4);
    const names = ['Sofie Claes', 'Jan de Vries', 'Els Peeters', 'Pieter Janssens'];
    const ratings = [5, 4, 5, 4];
    const days: number[] = [];
    for (const [i, reviewName] of names.entries()) {
      const item = items.nth(i);
      await expect(item).toContainText(reviewName);
      await expect(item.getByRole('img', { name: r.stars(ratings[i]!) })).toBeVisible();
      const date = item.getByText(DUTCH_LONG_DATE);
      await expect(date).toHaveCount(1);
      const [, day, month, year] = DUTCH_LONG_DATE.exec(await date.innerText())!;
      days.push(Date.UTC(Number(year), DUTCH_MONTHS.indexOf(month!), Number(day)) / 86_400_000);
    }
    // The seed dates them 12, 30, 45 and 70 days before it ran: newest first, 18, 15 and 25 days apart.
    expect(days.slice(1).map((d, i) => days[i]! - d)).toEqual([18, 15, 25]);
    await expect(items.first()).toContainText('Perfect op maat geleverd en de kleur is precies zoals op de foto.');
    await expect(region).not.toContainText('Marleen Wouters');
    await expect(region.getByText(r.emptyTitle)).toHaveCount(0);
  });
});

test.describe('One page per product', () => {
  test('/products/{id} of a made-to-measure product is its configurator, with what the query string says; a colour a link names is chosen on a product page', { tag: '@both' }, async ({ page }) => {
    // blackout-white-roller-blind is the seed's first product.
    await page.goto('/products/1?breedte=150&hoogte=180');
    await expect(page).toHaveURL(/\/product\/blackout-white-roller-blind\?breedte=150&hoogte=180/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Verduisterend rolgordijn – Wit');
    await expect(main(page).getByRole('textbox', { name: 'Breedte (cm)' })).toHaveValue('150');

    // A product without configurator (as a fabric card of the collection opens it) comes in the colour its link names.
    await page.goto('/product/translucent-grijs?kleur=Grijs');
    await expect(page).toHaveURL(`/products/${PRODUCT_IDS['translucent-grijs']}?kleur=Grijs`);
    await expect(main(page).getByRole('combobox', { name: t.colour })).toHaveValue('Grijs');
  });
});

test.describe('What a product page claims (issue 31)', () => {
  /** The page's schema.org Product, as its head carries it for search engines. */
  const structuredProduct = async (page: Page) =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, any>).find((data) => data['@type'] === 'Product')!;
  /** "13.98" as the shop writes it: € 13,98. */
  const euro = (price: string) => `€\u00a0${price.replace('.', ',')}`;

  test('a configurator shows the price and the rating its structured data claims, and claims none it does not show', { tag: '@both' }, async ({ page }) => {
    // The light-filtering white blind: approved reviews (one of 5 stars in the sample data, perhaps more that other
    // tests approve meanwhile); from its minimum price of € 29,95.
    await page.goto('/product/lichtdoorlatend-wit');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Lichtdoorlatend rolgordijn – Wit');
    let product = await structuredProduct(page);
    const { ratingValue, reviewCount } = product.aggregateRating as { ratingValue: number; reviewCount: number };
    expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5, worstRating: 1 });
    expect(reviewCount).toBeGreaterThanOrEqual(1);
    // The same rating on the page, as the shop writes it: "4,5 van 5", "2 beoordelingen".
    const average = ratingValue.toFixed(1).replace('.', ',');
    await expect(main(page).getByRole('img', { name: `${average} van 5 sterren` })).toBeVisible();
    await expect(main(page).getByText(`${average} van 5`, { exact: true })).toBeVisible();
    await expect(main(page).getByText(`${reviewCount} ${reviewCount === 1 ? 'beoordeling' : 'beoordelingen'}`, { exact: true })).toBeVisible();
    expect(product.offers.price).toBe('29.95');
    await expect(main(page).getByText(`Vanaf ${euro(product.offers.price)}`, { exact: true }).first()).toBeVisible();

    // The white blackout blind: no approved review, so no stars, no count and no AggregateRating; offered from its
    // lowest price, 40 × 100 cm = 0,40 m² × € 34,95 = € 13,98, never from its rate per m².
    await page.goto('/product/blackout-white-roller-blind');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Verduisterend rolgordijn – Wit');
    product = await structuredProduct(page);
    expect(product.aggregateRating).toBeUndefined();
    await expect(main(page).getByText('Nog geen beoordelingen', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('img', { name: /van 5 sterren/ })).toHaveCount(0);
    expect(product.offers.price).toBe('13.98');
    await expect(main(page).getByText(`Vanaf ${euro(product.offers.price)}`, { exact: true })).toBeVisible();
    await expect(main(page).getByText(/Vanaf €\u00a034,95/)).toHaveCount(0);
  });
});

test.describe('Reviews block', () => {
  test('a review is sent, stays hidden while pending, and shows first once staff approve it', async ({ page, playwright, baseURL }, testInfo) => {
    // One review per project run (the shop takes five an hour per address, and every test comes from 127.0.0.1).
    const reviewer = `E2E ${testInfo.project.name} ${Date.now().toString(36)}`;
    const comment = `Mooi rolgordijn, <b>snel</b> geleverd, getest op ${testInfo.project.name}.\nTweede regel.`;
    await openProduct(page, 'translucent-beige');
    await expect(reviewItems(page).filter({ hasText: 'Koen Maes' })).toHaveCount(1);
    await expect(reviewsRegion(page)).not.toContainText('Anouk Bakker'); // pending sample review

    await reviewsRegion(page).getByRole('button', { name: r.write }).click();
    const dialog = page.getByRole('dialog', { name: r.dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(r.dialogText);
    const submit = dialog.getByRole('button', { name: r.submit });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(r.name, { exact: true }).fill(reviewer);
    await expect(submit).toBeDisabled();
    await star(page, 4).click();
    await expect(starRadio(page, 4)).toBeChecked();
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(r.comment, { exact: true }).fill('   ');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(r.comment, { exact: true }).fill(comment);
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(dialog).toBeHidden();
    await expect(reviewsRegion(page).getByRole('status')).toHaveText(`${r.sentTitle}. ${r.sentText}`);
    await expect(page.getByRole('region', { name: 'Meldingen (F8)' }).getByRole('listitem').first()).toContainText(r.sentTitle);

    await page.reload();
    await expect(reviewItems(page).filter({ hasText: 'Koen Maes' })).toHaveCount(1);
    await expect(reviewsRegion(page)).not.toContainText(reviewer);

    // Staff approve it, in a context of their own (the session cookie stays there).
    const staff = await playwright.request.newContext({ baseURL });
    try {
      await signInAsCustomerService(staff);
      const listRes = await staff.post('/graphql', { data: { query: '{ reviewsForModeration(first: 100) { nodes { id customerName } } }' } });
      const list = (await listRes.json()) as { data: { reviewsForModeration: { nodes: { id: string; customerName: string }[] } } };
      const pending = list.data.reviewsForModeration.nodes.filter((n) => n.customerName === reviewer);
      expect(pending).toHaveLength(1);
      const approveRes = await staff.post('/graphql', {
        data: {
          query: 'mutation($id: ID!) { reviewApprove(id: $id) { review { id status } userErrors { message } } }',
          variables: { id: pending[0]!.id },
        },
      });
      expect((await approveRes.json()).data.reviewApprove).toEqual({ review: { id: pending[0]!.id, status: 'APPROVED' }, userErrors: [] });
    } finally {
      await staff.dispose();
    }

    await page.reload();
    // Newest first: ours leads, then the one approved sample review (Koen Maes; Anouk Bakker's is still pending).
    const ours = reviewItems(page).filter({ hasText: reviewer });
    await expect(ours).toHaveCount(1);
    // Shown as the text typed, never as HTML.
    await expect(ours).toContainText('Mooi rolgordijn, <b>snel</b> geleverd, getest op');
    await expect(ours.locator('b')).toHaveCount(0);
    await expect(ours.getByRole('img', { name: r.stars(4) })).toBeVisible();
    await expect(reviewItems(page)).toHaveCount(2);
    await expect(reviewItems(page).nth(0)).toContainText(reviewer);
    await expect(reviewItems(page).nth(1)).toContainText('Koen Maes');
    await expect(reviewsRegion(page).getByText(r.count(2), { exact: true })).toBeVisible();
  });
});

test.describe('Accessibility', () => {
  test('the page, the open delivery panel and the open review dialog have no axe violations', { tag: '@both' }, async ({ browser }, testInfo) => {
    const theme = axeTheme(testInfo);
    const context = await browser.newContext();
    const page = waitingForHydration(await context.newPage());
    try {
      // The fresh context still has the project's size (390 or 1280 px).
      expect(page.viewportSize()?.width).toBe(testInfo.project.use.viewport?.width);
      await useStoredTheme(page, theme);
      await openProduct(page, 'translucent-grijs');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(reviewItems(page)).toHaveCount(4);
      const { failures, check } = axeStates(page);
      await check('page');

      await deliveryButton(page).click();
      await expect(deliveryButton(page)).toHaveAttribute('aria-expanded', 'true');
      await check('delivery panel open');

      await reviewsRegion(page).getByRole('button', { name: r.write }).click();
      const dialog = page.getByRole('dialog', { name: r.dialogTitle });
      await expect(dialog).toBeVisible();
      await star(page, 3).click();
      await expect(starRadio(page, 3)).toBeChecked();
      await check('review dialog open');
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
