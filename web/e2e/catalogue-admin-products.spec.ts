/**
 * Products (issue 20 item 1) against the real server, at /admin/producten: beheer unpublishes
 * blackout-grey-roller-blind — it leaves the overview and the product list, its old URL says not found, while an
 * order placed for it before still shows it to staff in the order tracking; beheer renames
 * light-filtering-white-roller-blind's slug — the old link lands on the new address; and beheer creates a product
 * through the form ('Nieuw product', refused in the browser first), which starts unpublished. No other spec of
 * this project touches these two products. Axe on the list, the edit form and the new product's refused form.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { axeStates, axeTheme, useStoredTheme } from './shop-frame';
import { signInAsStaff } from './staff';

/** The texts this spec reads, as in web/src/i18n/admin-products.ts and schema/src/forms/messages.ts (copied: e2e cannot import them). */
const t = {
  title: 'Producten',
  open: (name: string, slug: string) => `Bewerk ${name} (/${slug})`,
  published: 'Gepubliceerd',
  save: 'Opslaan',
  saved: 'De wijzigingen zijn opgeslagen.',
  slug: 'URL-naam',
  oldSlugs: 'Oude URL-namen (verwijzen door)',
  create: 'Nieuw product',
  createSubmit: 'Product aanmaken',
  rulesFrom: 'Regels overnemen van',
  rulesFromRequired: 'Kies het product waarvan de regels worden overgenomen.',
  name: 'Naam',
  fabricType: 'Stofsoort',
  colourName: 'Naam van kleur 1',
  colourSku: 'Stof van kleur 1',
  unpublished: 'Niet gepubliceerd',
  notFound: 'Product niet gevonden',
};

const GREY = {
  slug: 'blackout-grey-roller-blind',
  name: 'Verduisterend rolgordijn – Grijs',
};
const BASIC = {
  slug: 'light-filtering-white-roller-blind',
  name: 'Lichtdoorlatend rolgordijn Basic – Wit',
};

const main = (page: Page) => page.getByRole('main');

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables } });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** A shopper of their own orders one grey blackout blind, 100 × 160 cm; the order's id. */
async function orderGreyBlind(shopper: APIRequestContext): Promise<string> {
  const { product } = await gql<{ product: { id: string } }>(shopper, `{ product(slug: "${GREY.slug}") { id } }`);
  const options = {
    controlType: 'plastic-white',
    bottomBar: 'not-covered',
    controlSide: 'left',
    mounting: 'inside-recess',
  };
  const added = await gql<{
    cartLineAdd: { userErrors: { message: string }[] };
  }>(shopper, 'mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) { userErrors { message } } }', {
    input: {
      productId: product.id,
      quantity: 1,
      configuration: {
        width: 100,
        height: 160,
        options: Object.entries(options).map(([key, value]) => ({
          key,
          value,
        })),
      },
    },
  });
  expect(added.cartLineAdd.userErrors).toEqual([]);
  const placed = await gql<{
    orderPlace: {
      order: { id: string } | null;
      userErrors: { message: string }[];
    };
  }>(shopper, 'mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { id } userErrors { message } } }', {
    input: {
      attemptId: crypto.randomUUID(),
      customer: {
        name: 'E2E Grijs Besteller',
        email: 'e2e.grijs@voorbeeld.be',
        phone: '+32 9 123 45 67',
        street: 'Veldstraat 1',
        postcode: '9000',
        city: 'Gent',
        country: 'BE',
      },
      paymentMethod: 'BANCONTACT',
      acceptNoWithdrawal: true,
    },
  });
  expect(placed.orderPlace.userErrors).toEqual([]);
  return placed.orderPlace.order!.id;
}

/** Staff open /admin/producten and the product. */
async function openProduct(page: Page, { name, slug }: { name: string; slug: string }) {
  await page.goto('/admin/producten');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(t.title);
  await main(page)
    .getByRole('link', { name: t.open(name, slug) })
    .click();
  await expect(main(page).getByRole('heading', { level: 2, name })).toBeFocused();
}

test.describe('Products', () => {
  test('beheer unpublishes a product: gone from the listings, its URL says not found, the order holding it still shows it to staff', async ({
    page,
    baseURL,
    playwright,
  }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    const axe = axeStates(page);
    const shopper = await playwright.request.newContext({ baseURL });
    let orderId: string;
    try {
      orderId = await orderGreyBlind(shopper);
    } finally {
      await shopper.dispose();
    }

    await page.goto('/rolgordijnen');
    const overview = main(page).getByRole('list', { name: 'Rolgordijnen' });
    await expect(
      overview.getByRole('link', {
        name: `Configureer & bestel: ${GREY.name}`,
      }),
    ).toBeVisible();

    await signInAsStaff(page.context());
    await openProduct(page, GREY);
    await axe.check('edit form');
    await main(page).getByLabel(t.published, { exact: true }).uncheck();
    await main(page).getByRole('button', { name: t.save, exact: true }).click();
    await expect(main(page).getByText(t.saved)).toBeVisible();
    await expect(main(page).getByRole('link', { name: t.open(GREY.name, GREY.slug) })).toContainText(t.unpublished);

    await page.goto('/rolgordijnen');
    await expect(overview.locator(':scope > li')).toHaveCount(5);
    await expect(overview).not.toContainText(GREY.name);
    await page.goto('/products');
    await expect(main(page).getByRole('list', { name: 'Producten' })).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Producten' })).not.toContainText(GREY.name);
    await page.goto(`/product/${GREY.slug}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(t.notFound);

    await page.goto(`/admin/order-tracking?zoek=${encodeURIComponent(orderId!)}`);
    await expect(main(page).getByRole('article', { name: orderId! })).toContainText(GREY.name);
    expect(axe.failures).toEqual([]);
  });

  test('beheer renames a slug: the old link lands on the new address', async ({ page }) => {
    await signInAsStaff(page.context());
    await openProduct(page, BASIC);
    const slug = main(page).getByLabel(t.slug, { exact: true });
    await slug.fill('lichtdoorlatend-basic-wit');
    await main(page).getByRole('button', { name: t.save, exact: true }).click();
    await expect(main(page).getByText(t.saved)).toBeVisible();
    await expect(main(page).getByRole('region', { name: t.oldSlugs })).toContainText(`/${BASIC.slug}`);

    // The server answers the old address with a 301 to the new one (the configurator then writes its defaults
    // into the query string).
    await page.goto(`/product/${BASIC.slug}`);
    await expect(page).toHaveURL(/\/product\/lichtdoorlatend-basic-wit(\?|$)/);
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText(BASIC.name);
  });

  test('beheer creates a product through the form; it starts unpublished', async ({ page }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    const axe = axeStates(page);
    await signInAsStaff(page.context());
    await page.goto('/admin/producten');
    await axe.check('list');
    await main(page).getByRole('button', { name: t.create }).click();
    await expect(main(page).getByRole('heading', { level: 2, name: t.create })).toBeFocused();
    await main(page).getByRole('button', { name: t.createSubmit }).click();
    await expect(main(page).getByText(t.rulesFromRequired)).toBeVisible();
    await expect(main(page).getByLabel(t.rulesFrom)).toBeFocused();
    await axe.check('new product, refused');

    const name = `Verduisterend rolgordijn – Antraciet ${testInfo.project.name}`;
    await main(page).getByLabel(t.rulesFrom).selectOption({ label: 'Verduisterend rolgordijn – Wit' });
    await main(page).getByLabel(t.name, { exact: true }).fill(name);
    await main(page).getByLabel(t.slug, { exact: true }).fill(`verduisterend-antraciet-${testInfo.project.name}`);
    await main(page).getByLabel(t.fabricType, { exact: true }).selectOption({ label: 'Verduisterend' });
    await main(page).getByLabel(t.colourName).fill('Antraciet');
    await main(page).getByLabel(t.colourSku).selectOption('LUM-VD-0101');
    await main(page).getByRole('button', { name: t.createSubmit }).click();

    await expect(page).toHaveURL(/\/admin\/producten\?product=\d+$/);
    await expect(main(page).getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(main(page).getByLabel(t.published, { exact: true })).not.toBeChecked();
    await expect(main(page).getByLabel(t.colourSku)).toHaveValue('LUM-VD-0101');
    expect(axe.failures).toEqual([]);
  });
});
