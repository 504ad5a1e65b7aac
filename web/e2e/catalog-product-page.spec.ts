/** The generic product page /products/{id} (SPEC §2) against the real server: adding, reviews, states, axe. */
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { graphql, serverCart, useStoredTheme, violationList } from './shop-frame';
import { signInAsStaff } from './staff';

async function productId(page: Page, slug: string): Promise<string> {
  await page.goto('/contact');
  const { product } = await graphql<{ product: { id: string } }>(page, `query($slug: String!) { product(slug: $slug) { id } }`, { slug });
  return product.id;
}

test.describe('product page', () => {
  test('adds a product with colour, light filter, sizes and quantity to the server cart', async ({ page }) => {
    const id = await productId(page, 'translucent-grijs');
    await page.goto(`/products/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Translucent rolgordijn – Grijs');
    await expect(page.getByText('€\u00a029,95', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Eigenschappen' })).toBeVisible();
    const add = page.getByRole('button', { name: 'Toevoegen aan winkelwagen' });
    await expect(add).toBeDisabled();
    await page.getByLabel('Kleuren').selectOption('Grijs');
    await expect(add).toBeDisabled();
    await page.getByLabel('Lichtdoorlaatbaarheid').selectOption({ index: 1 });
    await expect(add).toBeEnabled();
    await expect(page.getByLabel('Breedte (cm)')).toHaveAttribute('placeholder', '120');
    await page.getByLabel('Breedte (cm)').fill('120');
    await page.getByLabel('Hoogte (cm)').fill('150');
    await page.getByLabel('Aantal').selectOption('2');
    await add.click();
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
    await expect.poll(async () => (await serverCart(page)).itemCount).toBe(2);

    // Thumbnails switch the main picture.
    const second = page.getByRole('button', { name: 'Toon afbeelding 2 van 3' });
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
  });

  test('sends a made-to-measure product to its configurator instead of adding it unmeasured', async ({ page }) => {
    const id = await productId(page, 'lichtdoorlatend-wit');
    await page.goto(`/products/${id}`);
    await expect(page.getByRole('link', { name: 'Configureer & bestel' })).toHaveAttribute('href', '/product/lichtdoorlatend-wit');
    await expect(page.getByRole('button', { name: 'Toevoegen aan winkelwagen' })).toHaveCount(0);
  });

  test('says an unknown product does not exist', async ({ page }) => {
    for (const path of ['/products/999999', '/products/abc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product niet gevonden');
      await expect(page.getByText('Het opgevraagde product bestaat niet.')).toBeVisible();
    }
  });

  test('opens the delivery panel with the numbers of the shop facts', async ({ page }) => {
    const id = await productId(page, 'translucent-grijs');
    await page.goto(`/products/${id}`);
    const toggle = page.getByRole('button', { name: /Informatie over levering en verzending/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Gratis verzending vanaf/)).toBeHidden();
    await toggle.click();
    await expect(page.getByText('Op maat gemaakt: reken op 15–21 werkdagen.')).toBeVisible();
    await expect(page.getByText(/Gratis verzending vanaf €\u00a0\d+,\d{2} in België en Nederland\./)).toBeVisible();
  });

  test('shows the four newest approved reviews with the average, or the empty texts', async ({ page }) => {
    const id = await productId(page, 'translucent-grijs');
    await page.goto(`/products/${id}`);
    await expect(page.getByText('4,2 van 5')).toBeVisible();
    await expect(page.getByText('5 beoordelingen')).toBeVisible();
    const reviews = page.getByRole('region', { name: 'Beoordelingen' }).getByRole('listitem');
    await expect(reviews).toHaveCount(4);
    await expect(reviews.first()).toContainText('Sofie Claes');
    await expect(reviews.first()).toContainText(/\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}/);

    await page.goto(`/products/${await productId(page, 'screen-bronze-roller-blind')}`);
    await expect(page.getByText('Er zijn nog geen beoordelingen.')).toBeVisible();
    await expect(page.getByText('Wees de eerste die dit product beoordeelt!')).toBeVisible();
  });

  test('a review is sent, waits for staff, and is shown once approved', async ({ page, playwright, baseURL }, info) => {
    const id = await productId(page, 'translucent-beige');
    await page.goto(`/products/${id}`);
    const name = `Ine Test ${info.project.name}`;
    await page.getByRole('button', { name: 'Schrijf een beoordeling' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schrijf een beoordeling' });
    const submit = dialog.getByRole('button', { name: 'Verstuur beoordeling' });
    await dialog.getByLabel('Naam').fill(name);
    await dialog.getByLabel('Beoordeling').fill('Mooi rolgordijn, <b>snel</b> geleverd.');
    await expect(submit).toBeDisabled();
    await dialog.locator('label').filter({ hasText: '4 sterren' }).click();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Bedankt voor je beoordeling. We tonen ze zodra een medewerker ze heeft goedgekeurd.', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByText('Koen Maes')).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);

    const staff = await playwright.request.newContext({ baseURL });
    try {
      await signInAsStaff(staff);
      const queue = await (await staff.post('/graphql', { data: { query: '{ reviewsForModeration(first: 100) { nodes { id customerName } } }' } })).json();
      const review = queue.data.reviewsForModeration.nodes.find((r: { customerName: string }) => r.customerName === name);
      expect(review).toBeTruthy();
      const approved = await (
        await staff.post('/graphql', { data: { query: 'mutation($id: ID!) { reviewApprove(id: $id) { review { status } } }', variables: { id: review.id } } })
      ).json();
      expect(approved.data.reviewApprove.review.status).toBe('APPROVED');
    } finally {
      await staff.dispose();
    }

    await page.reload();
    // Newest first: ours is among the four shown (the other project's run may have added one just after it).
    const ours = page.getByRole('region', { name: 'Beoordelingen' }).getByRole('listitem').filter({ hasText: name });
    await expect(ours).toContainText('Mooi rolgordijn, <b>snel</b> geleverd.');
    await expect(ours.getByRole('img', { name: '4 van 5 sterren' })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations (${theme}): page, delivery panel and review dialog`, async ({ page }) => {
      await useStoredTheme(page, theme);
      const id = await productId(page, 'translucent-grijs');
      await page.goto(`/products/${id}`);
      await expect(page.getByText('4,2 van 5')).toBeVisible();
      await page.getByRole('button', { name: /Informatie over levering en verzending/ }).click();
      expect(violationList((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
      await page.getByRole('button', { name: 'Schrijf een beoordeling' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(violationList((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
    });
  }
});
