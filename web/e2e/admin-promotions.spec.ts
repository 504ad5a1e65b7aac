/**
 * Acties (issue 33) against the real server: beheer makes a sale at /admin/acties (20 % on one category, in Belgian
 * time), a refusal shows under its field, changes it to an amount with a code, pauses and resumes it, ends it, and
 * reads its history. Axe on the list, the form with an error, and the end dialog.
 */
import { expect, test, type Page } from './fixtures';
import { axeStates, axeTheme, shoot, useStoredTheme } from './shop-frame';
import { signInAsStaff } from './staff';

/** The texts this spec reads, as in web/src/i18n/admin-promotions.ts and the form's messages (copied: e2e cannot import web/src). */
const t = {
  title: 'Acties',
  nav: 'Beheer',
  newButton: 'Nieuwe actie',
  name: 'Naam van de actie',
  code: 'Kortingscode (leeg: automatische actie)',
  percent: 'Korting in procent',
  amountKind: 'Bedrag',
  amount: 'Kortingsbedrag in euro',
  startsAt: 'Begint op',
  endsAt: 'Eindigt op',
  create: 'Actie aanmaken',
  save: 'Wijzigingen opslaan',
  endsBeforeStart: 'De actie moet eindigen na haar begin.',
};

const main = (page: Page) => page.getByRole('main');

test.describe('Acties', () => {
  test('beheer makes a sale, changes it into a code, pauses, resumes and ends it, and reads its history @both', async ({ page }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    const axe = axeStates(page);
    const name = `Wintersolden ${Date.now().toString(36)} ${testInfo.project.name}`;
    const code = `W${Date.now().toString(36).toUpperCase()}${testInfo.project.name === 'phone' ? 'P' : 'D'}`;

    await signInAsStaff(page.context());
    await page.goto('/admin/acties');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.title })).toBeVisible();

    await main(page).getByRole('button', { name: t.newButton }).click();
    const dialog = page.getByRole('dialog', { name: t.newButton });
    await dialog.getByLabel(t.name, { exact: true }).fill(name);
    await dialog.getByLabel(t.percent, { exact: true }).fill('20');
    await dialog.getByLabel(t.startsAt).fill('2027-01-03T00:00');
    await dialog.getByLabel(t.endsAt).fill('2027-01-02T00:00');
    await dialog.getByRole('checkbox', { name: 'Verduisterend' }).check();
    await dialog.getByRole('button', { name: t.create }).click();
    // The schema's check in the browser: the end before the start, said under it; nothing sent.
    await expect(dialog.getByText(t.endsBeforeStart)).toBeVisible();
    await expect(dialog.getByLabel(t.endsAt)).toHaveAttribute('aria-invalid', 'true');
    await axe.check('form with an error');
    await shoot(page, testInfo, 'acties-form', dialog);
    await dialog.getByLabel(t.endsAt).fill('2027-01-31T23:59');
    await dialog.getByRole('button', { name: t.create }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `${name} is aangemaakt.` })).toBeVisible();

    const entry = main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(entry.getByText('Gepland')).toBeVisible();
    await expect(entry).toContainText('Automatische actie');
    await expect(entry).toContainText('20 % korting');
    await expect(entry).toContainText('stofsoort Verduisterend');
    await axe.check('list');
    await shoot(page, testInfo, 'acties-list');

    // Into a code of € 15,00 that runs now.
    await entry.getByRole('button', { name: `${name} wijzigen` }).click();
    const edit = page.getByRole('dialog', { name: `${name} wijzigen` });
    await edit.getByLabel(t.code).fill(code.toLowerCase());
    await edit.getByRole('radio', { name: t.amountKind }).check();
    await edit.getByLabel(t.amount).fill('15,00');
    await edit.getByLabel(t.startsAt).fill('2026-01-01T00:00');
    await edit.getByLabel(t.endsAt).fill('2030-01-01T00:00');
    // Before saving: what it would do to example carts of the blackout blinds it touches.
    await edit.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
    const examples = edit.getByRole('region', { name: 'Wat de actie doet met voorbeeldbestellingen' });
    await expect(examples.getByRole('listitem').first()).toContainText('(€\u00a015,00 korting), verzending inbegrepen');
    await shoot(page, testInfo, 'acties-preview', edit);
    await edit.getByRole('button', { name: t.save }).click();
    await expect(edit).toBeHidden();
    await expect(entry.getByText('Loopt')).toBeVisible();
    await expect(entry).toContainText(`Code ${code}`);
    await expect(entry).toContainText('€\u00a015,00 korting');

    await entry.getByRole('button', { name: `${name} pauzeren` }).click();
    await expect(entry.getByText('Gepauzeerd', { exact: true })).toBeVisible();
    await entry.getByRole('button', { name: `${name} hervatten` }).click();
    await expect(entry.getByText('Loopt')).toBeVisible();

    await entry.getByRole('button', { name: `${name} beëindigen` }).click();
    const confirm = page.getByRole('dialog', { name: `${name} beëindigen?` });
    await axe.check('end dialog');
    await confirm.getByRole('button', { name: 'Beëindigen' }).click();
    await expect(confirm).toBeHidden();
    await expect(entry.getByText('Afgelopen')).toBeVisible();
    await expect(entry.getByRole('button', { name: `${name} wijzigen` })).toHaveCount(0);

    await entry.getByText('Geschiedenis', { exact: true }).click();
    await expect(entry.getByText('Korting: 20 % → €\u00a015,00', { exact: true })).toBeVisible();
    await expect(entry.getByText('Beëindigd', { exact: true })).toBeVisible();
    expect(axe.failures).toEqual([]);
  });
});
