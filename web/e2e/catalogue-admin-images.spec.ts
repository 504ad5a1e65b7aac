/**
 * Product pictures (issue 20 item 2) against the real server: beheer uploads a photo (made here with sharp) with its
 * alt text for screen-grey-roller-blind (no other spec of this project touches it) and makes it the main image; the
 * product page then draws it as a <picture> whose WebP srcset holds it, with its width and height, in the shopper's
 * browser. Axe on the images screen, after the upload and with the delete dialog open.
 */
import sharp from 'sharp';
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

/** A 1200 × 900 photo-like JPEG: a window with a blind, drawn as SVG and encoded by sharp. */
function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd3e6"/><stop offset="1" stop-color="#e9efe4"/></linearGradient></defs>
    <rect width="1200" height="900" fill="#efe9dc"/>
    <rect x="250" y="120" width="700" height="620" fill="url(#sky)" stroke="#6b6258" stroke-width="18"/>
    <rect x="259" y="129" width="682" height="380" fill="#7d7f80" opacity="0.92"/>
    <rect x="240" y="100" width="720" height="36" rx="18" fill="#4a4c4e"/>
    <rect x="259" y="500" width="682" height="14" fill="#3d3f41"/>
    <rect x="0" y="760" width="1200" height="140" fill="#c8b79b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test.describe('Product pictures', () => {
  test('beheer uploads a photo and makes it the main image: the product page draws it as WebP with its size', async ({ page }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    const axe = axeStates(page);
    await signInAsStaff(page.request);
    const asked = await page.request.post('/graphql', { data: { query: `{ product(slug: "${SLUG}") { id media { id } } }` } });
    const { product } = ((await asked.json()) as { data: { product: { id: string; media: unknown[] } } }).data;
    const n = product.media.length + 1;

    await page.goto(`/admin/producten/${product.id}/afbeeldingen`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(main(page).getByRole('list', { name: t.list }).getByRole('listitem')).toHaveCount(n - 1);
    await axe.check('images');

    await main(page).getByLabel(t.file).setInputFiles({ name: 'raam.jpg', mimeType: 'image/jpeg', buffer: await photo() });
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
