/**
 * The configuration page /product/{id} (SPEC §2 "Configuration page", §4, §5, §8, §9; issues 10 and 31) against the real
 * server: the price shown is the one SPEC §9's formula gives, worked out by hand, and the line the server stores,
 * by mouse, by touch and by keyboard; the inline range messages; the slider; a shared URL; the cart's 'Wijzigen'; the phone bar; axe.
 */
import { expect, test, type Locator, type Page, type TestInfo } from './fixtures';
import { axe, axeTheme, graphql, serverCart, uncovered, useStoredTheme, violationList, closeCartConfirmation } from './shop-frame';

const SLUG = 'blackout-white-roller-blind';
const NAME = 'Verduisterend rolgordijn – Wit';
const PATH = `/product/${SLUG}`;
const t = {
  incomplete: 'Configuratie onvolledig',
  ready: 'Toevoegen aan winkelwagen',
  adding: 'Toevoegen...',
  added: 'Toegevoegd aan winkelwagen!',
  save: 'Wijziging opslaan',
  pricePrompt: 'Vul eerst alle afmetingen en opties in',
  widthError: 'Breedte moet tussen 40 en 240 cm zijn',
  heightError: 'Hoogte moet tussen 100 en 250 cm zijn',
} as const;

type Chain = 'plastic-white' | 'plastic-black' | 'plastic-grey' | 'metal-chain';
type BottomBar = 'not-covered' | 'covered-one' | 'covered-both';
const CHAIN_LABEL: Record<Chain, string> = {
  'plastic-white': 'Kunststof ketting wit',
  'plastic-black': 'Kunststof ketting zwart',
  'plastic-grey': 'Kunststof ketting grijs',
  'metal-chain': 'Metalen ketting',
};
const BAR_LABEL: Record<BottomBar, string> = { 'not-covered': 'Niet bekleed', 'covered-one': 'Eén kant bekleed', 'covered-both': 'Beide kanten bekleed' };

/*
 * Prices: SPEC §9 "/product/:id price" with the seed's rules (blackoutRules(4), price group 4 at 34.95 per m², in
 * graphql-server/src/db/seed/configurators.ts): width m × height m × € 34,95 per m², plus 10 % (one side covered)
 * or 15 % (both) of that area price, plus € 12,50 for the metal chain; rounded once, half up, to the cent. Each
 * amount below is worked out by hand beside its assertion.
 */

const main = (page: Page) => page.getByRole('main');
const addButton = (page: Page) => main(page).getByRole('button', { name: new RegExp(`^(${t.incomplete}|${t.ready}|${t.adding}|${t.added}|${t.save})$`) }).first();
const priceArea = (page: Page) => main(page).locator('[aria-live="polite"]').filter({ hasText: /Totaalprijs|Vul eerst/ });
const width = (page: Page) => main(page).getByRole('textbox', { name: 'Breedte (cm)' });
const height = (page: Page) => main(page).getByRole('textbox', { name: 'Hoogte (cm)' });
const radio = (page: Page, group: string, label: string) => main(page).getByRole('group', { name: group }).getByRole('radio', { name: label });

/** A click with the mouse on a desktop, a tap on a phone (the phone project has a touch screen). */
const press = (testInfo: TestInfo) => (target: Locator) => (testInfo.project.name === 'phone' ? target.tap() : target.click());

async function open(page: Page, query = '') {
  await page.goto(`${PATH}${query}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(NAME);
}

test.describe('Configuration page /product/{id}', () => {
  test('a window of 123 × 187 cm, hung in de dag: priced as SPEC §9 while the shopper chooses, and the server stores the same line price and the legacy line', { tag: '@both' }, async ({ page }, testInfo) => {
    const tap = press(testInfo);
    await open(page);
    await expect(addButton(page)).toHaveText(t.incomplete);
    await expect(addButton(page)).toBeDisabled();
    await expect(priceArea(page)).toHaveText(t.pricePrompt);
    await expect(radio(page, 'Profielkleur', 'Wit')).toBeChecked();

    // Issue 31: every centimetre is a size; the buttons add or take 5 from the size shown.
    await width(page).fill('123');
    await height(page).fill('187');
    await tap(main(page).getByRole('button', { name: 'Breedte 5 cm groter' }));
    await expect(width(page)).toHaveValue('128');
    await tap(main(page).getByRole('button', { name: 'Breedte 5 cm kleiner' }));
    await expect(width(page)).toHaveValue('123');
    await expect(width(page)).not.toHaveAttribute('aria-invalid');
    // How it hangs is asked beside the sizes, drawn, and what the atelier makes of it said in one sentence.
    await expect(main(page).getByRole('group', { name: 'Montage' }).getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(main(page).getByRole('img', { name: /binnen de raamopening/ })).toBeVisible();
    await tap(radio(page, 'Montage', 'In de dag'));
    await expect(main(page).getByText('In de dag maakt het atelier je rolgordijn 0,5 cm smaller dan je maat, zodat het vrij in de raamopening draait: 122,5 × 187 cm.')).toBeVisible();
    await tap(radio(page, 'Kettingsysteem', 'Metalen ketting'));
    await tap(radio(page, 'Onderrail', 'Eén kant bekleed'));
    await expect(addButton(page)).toHaveText(t.incomplete);
    await tap(radio(page, 'Bediening', 'Links'));

    // 1,23 × 1,87 = 2,3001 m² × € 34,95 = € 80,388495 + 10 % one side € 8,0388495 + € 12,50 metal = € 100,9273445 → € 100,93
    await expect(priceArea(page)).toContainText('€\u00a0100,93');
    await expect(page).toHaveURL(/breedte=123&hoogte=187/);
    await expect(addButton(page)).toHaveText(t.ready);
    await tap(addButton(page));
    await closeCartConfirmation(page);
    await expect(addButton(page)).toHaveText(t.added);
    // The confirmation lasts 2 s, then the button is ready for another.
    await expect(addButton(page)).toHaveText(t.ready);

    const { cart } = await graphql<{ cart: { lines: { unitPrice: { cents: number }; madeToMeasure: { fabricationWidthMm: number; chain: { lengthCm: number } } }[] } }>(
      page,
      '{ cart { lines { unitPrice { cents } madeToMeasure { fabricationWidthMm chain { lengthCm } } } } }',
    );
    expect(cart.lines).toEqual([{ unitPrice: { cents: 10093 }, madeToMeasure: { fabricationWidthMm: 1225, chain: { lengthCm: 100 } } }]);
    const rest = (await (await page.request.get('/api/cart')).json()) as Record<string, unknown>[];
    expect(rest).toHaveLength(1);
    expect(rest[0]).toMatchObject({
      quantity: 1,
      totalPrice: 100.93,
      customWidth: 123,
      customHeight: 187,
      montageType: 'in-de-dag',
      controlType: 'metal-chain',
      controlSide: 'left',
      bottomBarType: 'covered-one',
      orderMetadata: { product_name: NAME, fabric_display_name: 'Standard Blackout', total_price: '€\u00a0100,93', surface_area_m2: 2.3 },
    });
    expect((rest[0]!.orderMetadata as { configuration_summary: string }).configuration_summary).toContain('Afmetingen: 123 × 187 cm');
  });

  test('a shared URL restores the configuration, and shows the formula price for several sizes and options', async ({ page }) => {
    const cases: [number, number, Chain, BottomBar, string][] = [
      // 0,40 × 1,00 = 0,40 m² × € 34,95 = € 13,98
      [40, 100, 'plastic-white', 'not-covered', '€\u00a013,98'],
      // 2,40 × 2,50 = 6,00 m² × € 34,95 = € 209,70 + 15 % € 31,455 + € 12,50 metal = € 253,655 → € 253,66 (half up)
      [240, 250, 'metal-chain', 'covered-both', '€\u00a0253,66'],
      // 1,15 × 1,35 = 1,5525 m² × € 34,95 = € 54,259875 + 15 % € 8,13898125 = € 62,39885625 → € 62,40
      [115, 135, 'plastic-grey', 'covered-both', '€\u00a062,40'],
      // 2,05 × 1,60 = 3,28 m² × € 34,95 = € 114,636 + 10 % € 11,4636 = € 126,0996 → € 126,10
      [205, 160, 'plastic-black', 'covered-one', '€\u00a0126,10'],
    ];
    for (const [w, h, chain, bar, price] of cases) {
      await open(page, `?breedte=${w}&hoogte=${h}&controlType=${chain}&bottomBar=${bar}&controlSide=right&profileColor=anthracite&mounting=outside-frame`);
      await expect(width(page)).toHaveValue(String(w));
      await expect(height(page)).toHaveValue(String(h));
      await expect(radio(page, 'Kettingsysteem', CHAIN_LABEL[chain])).toBeChecked();
      await expect(radio(page, 'Onderrail', BAR_LABEL[bar])).toBeChecked();
      await expect(radio(page, 'Profielkleur', 'Antraciet')).toBeChecked();
      await expect(priceArea(page), `${w}×${h} ${chain} ${bar}`).toContainText(price);
    }
    // Values the rules do not allow are dropped, with no error page: the rest stays.
    await open(page, '?breedte=999&hoogte=180&controlType=gold&bottomBar=covered-one&montagehoogte=abc');
    await expect(width(page)).toHaveValue('');
    await expect(height(page)).toHaveValue('180');
    await expect(radio(page, 'Onderrail', 'Eén kant bekleed')).toBeChecked();
    await expect(main(page).getByRole('group', { name: 'Kettingsysteem' }).getByRole('radio', { checked: true })).toHaveCount(0);
    await page.reload();
    await expect(height(page)).toHaveValue('180');
  });

  test('inline range messages only above 0 and out of range; minus and plus step 5 within the limits; letters are ignored; the slider wraps and steps by buttons, dots and arrow keys', async ({ page }) => {
    await open(page);
    const w = width(page);
    await w.fill('35');
    await expect(main(page).getByText(t.widthError)).toBeVisible();
    await expect(w).toHaveAttribute('aria-invalid', 'true');
    await expect(w).toHaveAccessibleDescription(new RegExp(t.widthError));
    await w.fill('');
    await expect(main(page).getByText(t.widthError)).toHaveCount(0);
    await w.pressSequentially('1a2b0');
    await expect(w).toHaveValue('120');
    await main(page).getByRole('button', { name: 'Breedte 5 cm groter' }).click();
    await expect(w).toHaveValue('125');
    await w.fill('240');
    await main(page).getByRole('button', { name: 'Breedte 5 cm groter' }).click();
    await expect(w).toHaveValue('240');
    await w.fill('');
    await main(page).getByRole('button', { name: 'Breedte 5 cm kleiner' }).click();
    await expect(w).toHaveValue('40');
    await height(page).fill('255');
    await expect(main(page).getByText(t.heightError)).toBeVisible();
    await expect(addButton(page)).toBeDisabled();

    // The slider: next, previous and dots wrap; a quick second step waits for the transition; arrow keys.
    const slider = main(page).getByRole('region', { name: `Afbeeldingen van ${NAME}` });
    const counter = slider.getByText(/^\d \/ 3$/);
    /** A step, retried until the transition lock of the previous one (about 200 ms) has passed. */
    const step = (act: () => Promise<unknown>, expected: string) => expect.poll(async () => (await act(), counter.textContent())).toBe(expected);
    await expect(counter).toHaveText('1 / 3');
    // A double click is two steps within the transition lock: only the first counts.
    await slider.getByRole('button', { name: 'Volgende afbeelding' }).dblclick();
    await expect(counter).toHaveText('2 / 3');
    await step(() => slider.getByRole('button', { name: 'Vorige afbeelding' }).click(), '1 / 3');
    await step(() => slider.getByRole('button', { name: 'Vorige afbeelding' }).click(), '3 / 3');
    await expect(slider.getByRole('img', { name: `${NAME}, afbeelding 3` })).toBeVisible();
    await step(() => slider.getByRole('button', { name: 'Volgende afbeelding' }).click(), '1 / 3');
    await step(() => slider.getByRole('button', { name: 'Toon afbeelding 2 van 3' }).click(), '2 / 3');
    await expect(slider.getByRole('button', { name: 'Toon afbeelding 2 van 3' })).toHaveAttribute('aria-current', 'true');
    await slider.getByRole('button', { name: 'Volgende afbeelding' }).focus();
    await step(() => page.keyboard.press('ArrowRight'), '3 / 3');
    await step(() => page.keyboard.press('ArrowLeft'), '2 / 3');
  });

  test('works with the keyboard alone, from the first size to the line in the cart', async ({ page }) => {
    await open(page);
    await width(page).focus();
    await page.keyboard.type('100');
    await page.keyboard.press('Tab'); // the plus button
    await page.keyboard.press('Tab'); // the height's minus button
    await page.keyboard.press('Tab');
    await expect(height(page)).toBeFocused();
    await page.keyboard.type('150');
    // How it hangs: Tab reaches the first way, Space chooses it.
    await page.keyboard.press('Tab'); // the height's plus button
    await page.keyboard.press('Tab');
    await expect(radio(page, 'Montage', 'In de dag')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(radio(page, 'Montage', 'In de dag')).toBeChecked();
    // Into the chain group: Tab reaches its first radio; arrows choose.
    await radio(page, 'Kettingsysteem', 'Kunststof ketting wit').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(radio(page, 'Kettingsysteem', 'Kunststof ketting zwart')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(radio(page, 'Onderrail', 'Niet bekleed')).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(radio(page, 'Bediening', 'Links')).toBeChecked();
    // 1,00 × 1,50 = 1,50 m² × € 34,95 = € 52,425 → € 52,43 (half up)
    await expect(priceArea(page)).toContainText('€\u00a052,43');
    await addButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await serverCart(page)).itemCount).toBe(1);
  });

  test("the cart's 'Wijzigen' reopens the line's configuration and saving replaces the line at the new price", async ({ page }) => {
    await open(page, '?breedte=150&hoogte=180&controlType=metal-chain&bottomBar=covered-both&controlSide=left&profileColor=white&mounting=inside-recess');
    await addButton(page).click();
    await expect.poll(async () => (await serverCart(page)).itemCount).toBe(1);
    await page.goto('/');
    await page.getByRole('button', { name: /^Winkelwagen, / }).click();
    await page.getByRole('dialog', { name: 'Winkelwagen' }).getByRole('link', { name: `Wijzig ${NAME}` }).click();
    await expect(page).toHaveURL(/\/product\/blackout-white-roller-blind\?.*regel=\d+/);
    await expect(width(page)).toHaveValue('150');
    await expect(radio(page, 'Onderrail', 'Beide kanten bekleed')).toBeChecked();
    await radio(page, 'Kettingsysteem', 'Kunststof ketting grijs').click();
    await expect(addButton(page)).toHaveText(t.save);
    await addButton(page).click();
    await closeCartConfirmation(page, 'replaced');
    await expect(addButton(page)).toHaveText(t.added);
    const { cart } = await graphql<{ cart: { itemCount: number; lines: { unitPrice: { cents: number }; configuration: { options: { key: string; values: string[] }[] } }[] } }>(
      page,
      '{ cart { itemCount lines { unitPrice { cents } configuration { options { key values } } } } }',
    );
    expect(cart.itemCount).toBe(1);
    // 2,70 m² × € 34,95 = € 94,365 + 15 % both sides € 14,15475 = € 108,51975 → € 108,52 (no metal chain any more)
    expect(cart.lines[0]!.unitPrice.cents).toBe(10852);
    expect(cart.lines[0]!.configuration.options).toContainEqual({ key: 'controlType', values: ['plastic-grey'] });
    // Saved: the next add is a new line again.
    await expect(page).not.toHaveURL(/regel=/);
  });

  test('on a phone: a swipe of more than 50 px turns the slider, and the bar at the bottom adds once the sizes are valid', { tag: '@phone' }, async ({ page }) => {
    await open(page);
    const slider = main(page).getByRole('region', { name: `Afbeeldingen van ${NAME}` });
    const counter = slider.getByText(/^\d \/ 3$/);
    const swipe = (from: number, to: number) =>
      slider.locator('img').first().evaluate(
        (img, [x0, x1]) => {
          const target = img.parentElement!.parentElement!;
          const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 100 });
          target.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(x0!)], changedTouches: [touch(x0!)] }));
          target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(x1!)] }));
        },
        [from, to],
      );
    await swipe(300, 270); // 30 px: not a swipe
    await expect(counter).toHaveText('1 / 3');
    await swipe(300, 200);
    await expect(counter).toHaveText('2 / 3');

    const bar = page.getByRole('region', { name: 'Prijs en toevoegen' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button')).toBeDisabled();
    await width(page).fill('100');
    await height(page).fill('120');
    await expect(bar.getByRole('button')).toBeEnabled();
    // Choices still missing: the bar's button takes the shopper to the first missing one, how it hangs (in view, clear
    // of the fixed bars, focused), shows what is missing there and says it.
    await bar.getByRole('button').tap();
    await expect(main(page).getByRole('group', { name: 'Montage' }).getByText('Kies een optie bij Montage.')).toBeVisible();
    const first = radio(page, 'Montage', 'In de dag');
    await expect(first).toBeFocused();
    await expect(bar.getByRole('status')).toHaveText('Kies een optie bij Montage.');
    await expect.poll(() => uncovered(first)).toBe(true);
    await radio(page, 'Montage', 'Op de dag').tap();
    await radio(page, 'Kettingsysteem', 'Kunststof ketting wit').tap();
    await radio(page, 'Onderrail', 'Niet bekleed').tap();
    await radio(page, 'Bediening', 'Rechts').tap();
    // 1,00 × 1,20 = 1,20 m² × € 34,95 = € 41,94
    await expect(bar).toContainText('€\u00a041,94');
    await bar.getByRole('button').tap();
    await expect.poll(async () => (await serverCart(page)).itemCount).toBe(1);
  });

  test('an unknown product says so; a product without configurator opens its product page', async ({ page }) => {
    await page.goto('/product/bestaat-niet');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Product niet gevonden');
    await expect(main(page).getByText('Het opgevraagde product bestaat niet.')).toBeVisible();
    // The seed inserts its products in the order of productSeeds (graphql-server/src/db/seed/products.ts), ids from
    // 1: translucent-grijs is the 19th, blackout-white-roller-blind the first.
    await page.goto('/product/translucent-grijs');
    await expect(page).toHaveURL(/\/products\/19$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Doorschijnend rolgordijn – Grijs');
    // By its id, the configuration page opens as by its slug.
    await page.goto('/product/1');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(NAME);
  });

  test(`has no axe violations, incomplete and complete`, { tag: '@both' }, async ({ page }, testInfo) => {
    const theme = axeTheme(testInfo);
    await useStoredTheme(page, theme);
    await open(page);
    await width(page).fill('35');
    await expect(main(page).getByText(t.widthError)).toBeVisible();
    expect(violationList((await axe(page).analyze()).violations)).toEqual([]);
    await open(page, '?breedte=150&hoogte=180&controlType=metal-chain&bottomBar=covered-one&controlSide=left&mounting=inside-recess&montagehoogte=240');
    await expect(main(page).getByText('Jouw ketting: 90 cm, met kettingspanner.')).toBeVisible();
    expect(violationList((await axe(page).analyze()).violations)).toEqual([]);
  });
});
