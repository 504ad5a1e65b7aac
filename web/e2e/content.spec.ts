import { expect, test, type Page } from './fixtures';
import { signInAsStaff } from './staff';
import { axeStates, axeTheme, useStoredTheme } from './shop-frame';

/** Every content page of this change: path, tab title (before the brand suffix) and its one h1. */
const pages = [
  { path: '/over-ons', title: 'Over ons', h1: /raambekleding met de hand gemaakt in/ },
  { path: '/contact', title: 'Contact', h1: /^Contact$/ },
  { path: '/algemene-voorwaarden', title: 'Algemene voorwaarden', h1: /^Algemene voorwaarden$/ },
  { path: '/privacybeleid', title: 'Privacybeleid', h1: /^Privacybeleid$/ },
  { path: '/cookiebeleid', title: 'Cookiebeleid', h1: /^Cookiebeleid$/ },
  { path: '/shipping', title: 'Verzending en levering', h1: /^Verzending en levering$/ },
  { path: '/warranty', title: 'Garantie', h1: /^Garantie$/ },
  { path: '/returns', title: 'Retourneren', h1: /^Retourneren$/ },
  { path: '/meetinstructies', title: 'Meetinstructies', h1: /^Meetinstructies$/ },
  { path: '/montage', title: 'Montage', h1: /^Montage$/ },
] as const;

async function storedMessages(page: Page): Promise<{ subject: string; name: string; email: string; phone: string | null; message: string }[]> {
  await signInAsStaff(page.context());
  const res = await page.request.post('/graphql', {
    data: { query: '{ contactMessages(first: 100) { nodes { subject name email phone message } } }' },
  });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data.contactMessages.nodes;
}

test.describe('content pages', () => {
  // Playwright's clock belongs to the browser context: this test, which sets the date, gets one of its own.
  test.use({ freshContext: true });

  test('each page: its one heading and title, its table of contents, and every number and contact datum from the shop facts', async ({ page }) => {
    // The numbers and contact data below are the shop facts of graphql-server/src/shop/facts.ts (SPEC §9).
    await page.clock.install({ time: new Date('2026-06-15T10:00:00') });
    const main = page.getByRole('main');
    /** A legal page: one h2 per article or section, a table of contents linking to each, the update date. */
    const legal = async (count: number) => {
      await expect(main.getByRole('heading', { level: 2 })).toHaveCount(count);
      await expect(main.getByText('Laatst bijgewerkt: juli 2025')).toBeVisible();
      const links = main.getByRole('navigation', { name: 'Op deze pagina' }).getByRole('link');
      await expect(links).toHaveCount(count);
      for (const link of await links.all()) {
        const target = (await link.getAttribute('href'))!;
        expect(target).toMatch(/^#/);
        await expect(main.locator(target)).toHaveCount(1);
      }
    };
    const checks: Record<string, () => Promise<void>> = {
      '/over-ons': async () => {
        // Founded in 1993; on the clock's 15 June 2026 that is 33 years: whole decades, more than 30.
        await expect(page.getByText('Meer dan 30 jaar vakmanschap')).toBeVisible();
        await expect(main.getByText('1993', { exact: true })).toBeVisible();
      },
      '/contact': async () => {
        await expect(main.getByRole('link', { name: 'info@lumina-rolgordijnen.be' })).toHaveAttribute('href', 'mailto:info@lumina-rolgordijnen.be');
        await expect(main.getByRole('link', { name: '+32 9 123 45 67' })).toHaveAttribute('href', 'tel:+3291234567');
        await expect(main).toContainText('binnen 15–21 werkdagen');
        await expect(main.getByRole('heading', { name: '5 jaar garantie' })).toBeVisible();
        await expect(main).toContainText('08:00 – 18:00');
      },
      '/algemene-voorwaarden': async () => {
        await legal(14);
        await main.getByRole('navigation', { name: 'Op deze pagina' }).getByRole('link', { name: /Artikel 10/ }).click();
        await expect(page).toHaveURL(/#artikel-10$/);
        await expect(page.getByRole('heading', { name: 'Artikel 10 – Herroepingsrecht' })).toBeInViewport();
      },
      '/privacybeleid': async () => {
        await legal(10);
        await expect(main).toContainText('Facturen en de bijbehorende gegevens bewaren we 7 jaar');
      },
      '/cookiebeleid': async () => {
        await legal(6);
        await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Wat zijn cookies?');
      },
      '/shipping': async () => {
        // Free shipping from 37500 cents.
        await expect(main).toContainText('vanaf een bestelbedrag van €\u00a0375,00');
        await expect(main).toContainText('binnen 10 werkdagen');
      },
      '/warranty': async () => {
        for (const heading of ['Wettelijke garantie: 2 jaar', 'Algemene garantie: 5 jaar', 'Fabrieksgarantie Authentics: 8 jaar']) {
          await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        }
      },
      '/returns': async () => {
        await expect(main).toContainText('binnen 14 dagen na levering');
        await expect(main).toContainText('binnen 5 werkdagen');
      },
      '/meetinstructies': async () => {
        await expect(page.getByRole('img', { name: /drie breedtematen/ })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: 'Meten in de dag' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: 'Meten op de dag' })).toBeVisible();
        await expect(page.getByText(/Neem telkens de kleinste maat/)).toBeVisible();
      },
      '/montage': async () => {
        await expect(page.getByRole('img')).toHaveCount(3);
      },
    };
    for (const { path, title, h1 } of pages) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, path).toHaveText(h1);
      await expect(heading, path).toHaveCount(1);
      await expect(page, path).toHaveTitle(`${title} | Lumina`);
      await checks[path]?.();
    }
  });
});

test.describe('contact page', () => {
  test('the form names each missing required field and a bad e-mail address and sends nothing; social links and chat say they are not available yet', async ({ page }) => {
    let sent = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/graphql') && (req.postData() ?? '').includes('contactMessageCreate')) sent += 1;
    });
    await page.goto('/contact');
    const form = page.locator('#contact-form');
    await form.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect(form.getByText('Vul je naam in.')).toBeVisible();
    await expect(form.getByText('Vul je e-mailadres in.')).toBeVisible();
    await expect(form.getByText('Vul een onderwerp in.')).toBeVisible();
    await expect(form.getByText('Schrijf je bericht.')).toBeVisible();
    await expect(form.getByLabel('Naam')).toBeFocused();
    await expect(form.getByLabel('Naam')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Telefoonnummer')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('E-mailadres')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Bericht')).toHaveAttribute('rows', '6');

    await form.getByLabel('Naam').fill('An Peeters');
    await form.getByLabel('E-mailadres').fill('an.peeters-at-example.be');
    await form.getByLabel('Onderwerp').fill('Vraag');
    await form.getByLabel('Bericht').fill('Hallo');
    await form.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect(form.getByText(/Vul een geldig e-mailadres in/)).toBeVisible();
    await expect(form.getByLabel('E-mailadres')).toBeFocused();
    await expect(form.getByText('Vul je naam in.')).toHaveCount(0);
    expect(sent).toBe(0);

    // Social links are shown as unavailable, not as links; 'Chat met ons' says chat is not available yet.
    const social = page.getByRole('region', { name: 'Sociale media' });
    await expect(social.getByText('Facebook')).toBeVisible();
    await expect(social.getByText('Instagram')).toBeVisible();
    await expect(social.getByText('(nog niet beschikbaar)')).toHaveCount(2);
    await expect(social.getByRole('link')).toHaveCount(0);

    const chat = page.getByRole('button', { name: 'Chat met ons' });
    await expect(chat).toHaveAttribute('aria-expanded', 'false');
    await chat.click();
    await expect(chat).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Chatten kan nog niet' });
    // The shop's one number, +32 9 123 45 67 (graphql-server/src/shop/facts.ts), for a call and for WhatsApp.
    await expect(panel.getByRole('link', { name: /^Bel / })).toHaveAttribute('href', 'tel:+3291234567');
    await expect(panel.getByRole('link', { name: 'WhatsApp ons' })).toHaveAttribute('href', 'https://wa.me/3291234567');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(chat).toBeFocused();
  });

  test("sends a message: 'Bericht verzonden', the form is cleared and the message is stored", { tag: '@both' }, async ({ page }, testInfo) => {
    const subject = `Opmeting aan huis (${testInfo.project.name} ${Date.now()})`;
    await page.goto('/contact');
    const form = page.locator('#contact-form');
    await form.getByLabel('Naam').fill('An Peeters');
    await form.getByLabel('E-mailadres').fill('an.peeters@example.be');
    await form.getByLabel('Telefoonnummer').fill('+32 470 12 34 56');
    await form.getByLabel('Onderwerp').fill(subject);
    await form.getByLabel('Bericht').fill('Kunnen jullie drie ramen komen opmeten?\nDank u.');
    await form.getByRole('button', { name: 'Verstuur bericht' }).click();

    // SPEC §8: a success toast 'Bericht verzonden' – 'We nemen zo spoedig mogelijk contact met u op.'
    const toast = page.getByRole('status').filter({ hasText: 'Bericht verzonden' }).filter({ visible: true });
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('We nemen zo spoedig mogelijk contact met u op.');
    for (const label of ['Naam', 'E-mailadres', 'Telefoonnummer', 'Onderwerp', 'Bericht']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }

    const stored = (await storedMessages(page)).find((m) => m.subject === subject);
    expect(stored).toEqual({
      subject,
      name: 'An Peeters',
      email: 'an.peeters@example.be',
      phone: '+32 470 12 34 56',
      message: 'Kunnen jullie drie ramen komen opmeten?\nDank u.',
    });
  });

  test('when sending fails, everything typed stays and the form says so', async ({ page }, testInfo) => {
    const subject = `Mislukt (${testInfo.project.name} ${Date.now()})`;
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('contactMessageCreate')) return route.fulfill({ status: 503, body: 'Service Unavailable' });
      return route.continue();
    });
    await page.goto('/contact');
    const form = page.locator('#contact-form');
    const typed = { Naam: 'Jan de Vries', 'E-mailadres': 'jan@example.nl', Onderwerp: subject, Bericht: 'Mijn raam is 120 cm breed.' };
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value);
    await form.getByRole('button', { name: 'Verstuur bericht' }).click();

    await expect(form.getByRole('status')).toContainText('Je bericht is niet verzonden');
    await expect(page.getByText('Bericht verzonden')).toHaveCount(0);
    for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label)).toHaveValue(value);
    await expect(form.getByRole('button', { name: 'Verstuur bericht' })).toBeEnabled();
    expect((await storedMessages(page)).some((m) => m.subject === subject)).toBe(false);
  });

  test('after five messages in an hour from one address the form says so and keeps the text', async ({ page }, testInfo) => {
    const email = `druk.${testInfo.project.name}.${Date.now()}@example.be`;
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post('/graphql', {
        data: {
          query: 'mutation($i: ContactMessageInput!) { contactMessageCreate(input: $i) { userErrors { code } } }',
          variables: { i: { name: 'Druk Baasje', email, subject: `Vraag ${i}`, message: 'Nog een vraag.' } },
        },
      });
      expect((await res.json()).data.contactMessageCreate.userErrors).toEqual([]);
    }
    await page.goto('/contact');
    const form = page.locator('#contact-form');
    const typed = { Naam: 'Druk Baasje', 'E-mailadres': email, Onderwerp: 'Zesde vraag', Bericht: 'En nog een.' };
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value);
    await form.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect(form.getByRole('status')).toContainText('We hebben al meerdere berichten van dit e-mailadres ontvangen');
    for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label)).toHaveValue(value);
    expect((await storedMessages(page)).some((m) => m.subject === 'Zesde vraag' && m.email === email)).toBe(false);
  });
});

test.describe('accessibility of the content pages', () => {
  test('no axe violations on any content page, nor on the contact form with errors and the chat panel open', { tag: '@both' }, async ({ page }, testInfo) => {
    const theme = axeTheme(testInfo);
    await useStoredTheme(page, theme);
    // Every fade-in section in its final state at once, so axe measures the colours a visitor sees.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { failures, check } = axeStates(page);
    for (const { path } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await check(path);
    }
    await page.goto('/contact');
    await page.locator('#contact-form').getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect(page.getByText('Vul je naam in.')).toBeVisible();
    await page.getByRole('button', { name: 'Chat met ons' }).click();
    await expect(page.getByRole('region', { name: 'Chatten kan nog niet' })).toBeVisible();
    await check('/contact with errors and the chat panel');
    expect(failures).toEqual([]);
  });
});
