/**
 * Staff accounts (issue 20 item 5) against the real server: beheer invites an atelier member at /admin/medewerkers
 * and copies the one-time link; the member opens it in a browser of their own, chooses a password, signs in and sees
 * only the screens of the atelier role (Bestellingen, Stof-SKU's); beheer deactivates them and their session ends at
 * once. Axe on the list, the invite dialog, the link, the invitation page and the deactivate dialog.
 */
import { expect, test, type Page } from './fixtures';
import { axeStates, axeTheme, useStoredTheme } from './shop-frame';
import { signInAsStaff } from './staff';

/** The texts this spec reads, as in web/src/i18n/admin-staff.ts and admin-shell.ts (copied: e2e cannot import web/src). */
const t = {
  title: 'Medewerkers',
  invite: 'Medewerker uitnodigen',
  name: 'Naam',
  email: 'E-mailadres',
  role: 'Rol',
  makeLink: 'Link maken',
  linkLabel: 'Link om door te geven',
  invitationTitle: 'Welkom: kies je wachtwoord',
  password: 'Wachtwoord',
  save: 'Wachtwoord opslaan',
  toLogin: 'Naar aanmelden',
  signIn: 'Aanmelden',
  nav: 'Beheer',
  deactivate: (name: string) => `${name} deactiveren`,
  deactivateSubmit: 'Deactiveren',
  deactivated: (name: string) => `${name} is gedeactiveerd.`,
  loginTitle: 'Aanmelden voor medewerkers',
};

const main = (page: Page) => page.getByRole('main');

test.describe('Staff accounts', () => {
  test('beheer invites an atelier member, who signs in and sees only the atelier screens, then deactivates them', async ({ page, browser }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    const axe = axeStates(page);
    const stamp = Date.now().toString(36);
    const name = `Atelier ${stamp}`;
    const email = `atelier-${stamp}@lumina.test`;
    const password = 'een-lang-atelier-wachtwoord';

    await signInAsStaff(page.context());
    await page.goto('/admin/medewerkers');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.title })).toBeVisible();
    await axe.check('list');

    await main(page).getByRole('button', { name: t.invite }).click();
    const dialog = page.getByRole('dialog', { name: t.invite });
    await dialog.getByLabel(t.name, { exact: true }).fill(name);
    await dialog.getByLabel(t.email, { exact: true }).fill(email);
    await dialog.getByLabel(t.role, { exact: true }).selectOption('ATELIER');
    await axe.check('invite dialog');
    await dialog.getByRole('button', { name: t.makeLink }).click();
    await expect(dialog).toBeHidden();
    const linkField = main(page).getByLabel(t.linkLabel);
    // The token after '#': the browser never sends it, so no request log holds it.
    await expect(linkField).toHaveValue(/\/admin\/uitnodiging#[A-Za-z0-9_-]{43}$/);
    await axe.check('link');
    const link = new URL(await linkField.inputValue());

    // The member, in a browser of their own.
    const member = await browser.newContext({ baseURL: String(testInfo.project.use.baseURL), viewport: testInfo.project.use.viewport ?? undefined });
    try {
      const theirs = await member.newPage();
      await useStoredTheme(theirs, axeTheme(testInfo));
      const theirAxe = axeStates(theirs);
      await theirs.goto(`${link.pathname}${link.hash}`);
      await expect(theirs.getByRole('heading', { level: 1, name: t.invitationTitle })).toBeVisible();
      await theirAxe.check('invitation page');
      await theirs.getByLabel(t.password, { exact: true }).fill(password);
      await theirs.getByRole('button', { name: t.save }).click();
      await theirs.getByRole('link', { name: t.toLogin }).click();
      await expect(theirs.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
      await theirs.getByLabel(t.email, { exact: true }).fill(email);
      await theirs.getByLabel(t.password, { exact: true }).fill(password);
      await theirs.getByRole('button', { name: t.signIn, exact: true }).click();
      await expect(theirs).toHaveURL(/\/admin\/order-tracking$/);
      await expect(theirs.getByRole('navigation', { name: t.nav }).getByRole('link')).toHaveText(['Bestellingen', "Stof-SKU's"]);
      expect(theirAxe.failures).toEqual([]);

      // Beheer deactivates them: their session ends at once.
      await page.reload();
      await main(page).getByRole('button', { name: t.deactivate(name) }).click();
      const confirm = page.getByRole('dialog', { name: `${name} deactiveren?` });
      await axe.check('deactivate dialog');
      await confirm.getByRole('button', { name: t.deactivateSubmit }).click();
      await expect(main(page).getByText(t.deactivated(name))).toBeVisible();
      await expect(main(page).getByRole('button', { name: t.deactivate(name) })).toHaveCount(0);

      await theirs.reload();
      await expect(theirs).toHaveURL(/\/admin\/login\?terug=/);
    } finally {
      await member.close();
    }
    expect(axe.failures).toEqual([]);
  });
});
