/**
 * Product pictures (issue 20 item 2) against the real server: beheer uploads a photo (drawn here on a canvas) with its
 * alt text for screen-grey-roller-blind (no other spec of this project touches it) and makes it the main image; the
 * product page then draws it as a <picture> whose WebP srcset holds it, with its width and height, in the shopper's
 * browser. Axe on the images screen, after the upload and with the delete dialog open.
 */
import { expect, test, type Page } from './fixtures';
import { axeStates, axeTheme, useStoredTheme } from './shop-frame';
import { signInAsStaff } from './staff';

const SLUG = 'screen-grey-roller-blind';
const NAME = 'Screen rolgordijn – Grijs';
const ALT = 'Grijs screen rolgordijn voor een breed raam met zicht op de tuin';

/** The texts this spec reads, as in web/src/i18n/admin-product-images.ts (copied: e2e cannot import web/src). */
const t = {
  title: `Afbeeldingen van ${NAME}`,
  list: 'Afbeeldingen, in de volgorde van de winkel',
  file: 'Bestand',
  alt: 'Alt-tekst',
  upload: 'Uploaden',
  added: `Afbeelding toegevoegd: ${ALT}.`,
  makeMain: (n: number) => `Afbeelding ${n} hoofdafbeelding maken`,
  isMain: (n: number) => `Afbeelding ${n} is nu de hoofdafbeelding.`,
  remove: (n: number) => `Afbeelding ${n} verwijderen`,
  removeTitle: (n: number) => `Afbeelding ${n} verwijderen?`,
  cancel: 'Annuleren',
};

const main = (page: Page) => page.getByRole('main');

/** A 1200 × 900 photo-like JPEG drawn on a canvas by the browser (a window with a grey blind), as bytes. */
async function photo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 1200, height: 900 });
    const draw = canvas.getContext('2d')!;
    const rect = (colour: string, x: number, y: number, w: number, h: number) => {
      draw.fillStyle = colour;
      draw.fillRect(x, y, w, h);
    };
    rect('#efe9dc', 0, 0, 1200, 900);
    rect('#6b6258', 241, 111, 718, 638);
    rect('#bcd3e6', 259, 129, 682, 602);
    rect('#7d7f80', 259, 129, 682, 380);
    rect('#4a4c4e', 240, 100, 720, 36);
    rect('#c8b79b', 0, 760, 1200, 140);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.85));
    return btoa(Array.from(new Uint8Array(await blob.arrayBuffer()), (b) => String.fromCharCode(b)).join(''));
  });
  return Buffer.from(base64, 'base64');
}

test.describe('Product pictures', () => {
  test('beheer uploads a photo and makes it the main image: the product page draws it as WebP with its size', async ({ page }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    const axe = axeStates(page);
    await signInAsStaff(page.context());
    const asked = await page.request.post('/graphql', { data: { query: `{ product(slug: "${SLUG}") { id media { id } } }` } });
    const { product } = ((await asked.json()) as { data: { product: { id: string; media: unknown[] } } }).data;
    const n = product.media.length + 1;

    await page.goto(`/admin/producten/${product.id}/afbeeldingen`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(main(page).getByRole('list', { name: t.list }).getByRole('listitem')).toHaveCount(n - 1);
    await axe.check('images');

    await main(page).getByLabel(t.file).setInputFiles({ name: 'raam.jpg', mimeType: 'image/jpeg', buffer: await photo(page) });
    await main(page).getByLabel(t.alt, { exact: true }).fill(ALT);
    await main(page).getByRole('button', { name: t.upload }).click();
    await expect(main(page).getByRole('status').filter({ hasText: t.added })).toBeVisible({ timeout: 30_000 });
    await expect(main(page).getByRole('list', { name: t.list }).getByRole('listitem')).toHaveCount(n);
    await main(page).getByRole('button', { name: t.makeMain(n) }).click();
    await expect(main(page).getByRole('status').filter({ hasText: t.isMain(n) })).toBeVisible();
    await axe.check('after the upload');

    await main(page).getByRole('button', { name: t.remove(2) }).click();
    const dialog = page.getByRole('dialog', { name: t.removeTitle(2) });
    await expect(dialog).toBeVisible();
    await axe.check('delete dialog');
    await dialog.getByRole('button', { name: t.cancel }).click();
    await expect(dialog).toBeHidden();

    // The shopper's product page: the photo first, as <picture> with AVIF and WebP, its width and height.
    await page.goto(`/product/${SLUG}`);
    const shown = main(page).getByRole('img', { name: ALT });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('width', '1200');
    await expect(shown).toHaveAttribute('height', '900');
    await expect(shown).toHaveAttribute('loading', 'eager');
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const picture = await shown.evaluate((img: HTMLImageElement) => ({
      currentSrc: new URL(img.currentSrc).pathname,
      webp: img.parentElement?.querySelector('source[type="image/webp"]')?.getAttribute('srcset') ?? '',
      avif: img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '',
    }));
    expect(picture.webp).toMatch(/^\/media\/[0-9a-f]{24}-320\.webp 320w, .*-1200\.webp 1200w$/);
    expect(picture.avif).toMatch(/\.avif 1200w$/);
    // The browser took one of the two srcsets' files (Chromium prefers the AVIF it lists first).
    expect(`${picture.webp}, ${picture.avif}`).toContain(`${picture.currentSrc} `);
    const webp = await page.request.get(picture.webp.split(', ').at(-1)!.split(' ')[0]!);
    expect([webp.status(), webp.headers()['content-type'], webp.headers()['cache-control']]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
    // The other slides wait until they are shown.
    await expect(main(page).getByRole('img', { name: `${NAME}, afbeelding 1`, includeHidden: true })).toHaveAttribute('loading', 'lazy');

    expect(axe.failures).toEqual([]);
  });
});
