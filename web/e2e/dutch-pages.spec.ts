/**
 * Every public page speaks Dutch (issue 31): what the server renders of each shop route — its text, title and the
 * names and alternative texts a screen reader reads — holds no English word but brand and trade names
 * (english.ts). The texts a page shows later in the browser (toasts, the cart panel, dialogs) are checked at their
 * source by dutch-texts.test.ts; this check adds what only the served page holds: products, option labels and
 * facts from the database. Without JavaScript, as the server sends it: one cheap look per route.
 */
import { englishWords } from './english';
import { expect, test } from './fixtures';

const ROUTES = [
  '/',
  '/products',
  '/rolgordijnen',
  '/rolgordijnen/soorten',
  '/rolgordijnen/lichtdoorlatend',
  '/rolgordijnen/verduisterend',
  '/fabric-collection',
  '/product-tile-demo',
  '/lumina-atelier',
  '/rolgordijnen/lichtdoorlatend-wit-product',
  '/product/verduisterend-wit',
  '/product/rolgordijn-authentics-offwhite',
  // The six cards of the atelier page (SPEC §2), each a configurator.
  '/product/blackout-white-roller-blind',
  '/product/lichtdoorlatend-wit',
  '/product/screen-grey-roller-blind',
  '/product/blackout-grey-roller-blind',
  '/product/light-filtering-white-roller-blind',
  '/product/screen-bronze-roller-blind',
  '/checkout',
  '/over-ons',
  '/contact',
  '/algemene-voorwaarden',
  '/privacybeleid',
  '/cookiebeleid',
  '/shipping',
  '/warranty',
  '/returns',
  '/meetinstructies',
  '/montage',
  '/deze-pagina-bestaat-niet',
];

test('every public page, as the server renders it, is Dutch', async ({ browser, request }, testInfo) => {
  // A product without configurator opens the generic product page (/products/{id}).
  const { data } = await (await request.post('/graphql', { data: { query: '{ product(slug: "translucent-grijs") { id } }' } })).json();
  const routes = [...ROUTES, `/products/${data.product.id}`];
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
  try {
    const page = await context.newPage();
    const english: string[] = [];
    for (const path of routes) {
      await page.goto(path);
      const texts = await page.evaluate(() => [
        document.title,
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        document.body.innerText,
        ...Array.from(document.body.querySelectorAll('[alt], [aria-label], [placeholder], [title]')).flatMap((el) =>
          ['alt', 'aria-label', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? ''),
        ),
      ]);
      for (const line of texts.flatMap((text) => text.split('\n'))) {
        const words = englishWords(line);
        if (words.length > 0) english.push(`${path}: ${words.join(', ')} in "${line.trim()}"`);
      }
    }
    expect([...new Set(english)]).toEqual([]);
  } finally {
    await context.close();
  }
});
