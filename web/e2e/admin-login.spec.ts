/**
 * Staff sign-in (issue 11): every admin screen sends a visitor without a staff session to /admin/login and
 * back after sign-in; the staff header says who is signed in; 'Afmelden' ends the session; a refused
 * sign-in shows the server's own message. Against the real server with the suite's staff account.
 */
import { expect, test, type Page } from './fixtures';
import { axeStates, axeTheme, useStoredTheme } from './shop-frame';
import { E2E_STAFF } from './staff';

/** The texts this spec reads, as in web/src/i18n/admin-shell.ts and the server's schema/src/texts.ts (copied, not imported). */
const t = {
  title: 'Aanmelden voor medewerkers',
  email: 'E-mailadres',
  password: 'Wachtwoord',
  submit: 'Aanmelden',
  signOut: 'Afmelden',
  signedOut: 'Je bent afgemeld.',
  signedInAs: 'Aangemeld als',
  nav: 'Beheer',
  /** The server's message for a wrong e-mail/password combination (texts.staff.invalidCredentials). */
  invalidCredentials: 'E-mailadres of wachtwoord klopt niet.',
};

async function fillIn(page: Page, email: string, password: string) {
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

test.describe('Staff sign-in', () => {
  test('an admin page without a session goes to sign-in; a wrong password is refused with the e-mail kept; back after signing in, and again after Afmelden', { tag: '@both' }, async ({ page }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    const axe = axeStates(page);
    await page.goto('/admin/sku-management');
    await expect(page).toHaveURL(/\/admin\/login\?terug=%2Fadmin%2Fsku-management$/);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page).toHaveTitle(`${t.title} | Lumina`);
    await expect(page.getByLabel(t.email, { exact: true })).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel(t.password, { exact: true })).toHaveAttribute('autocomplete', 'current-password');
    await axe.check('sign-in, empty');

    // Failed sign-ins are counted per e-mail address and client, and every test comes from 127.0.0.1: an address
    // of no account (the answer is the same, it never says which part was wrong) keeps this test from counting
    // towards a lock of the suite's staff account.
    const unknown = `onbekend-${testInfo.project.name}@lumina.test`;
    await fillIn(page, unknown, 'niet-het-wachtwoord');
    await expect(page.getByRole('alert')).toHaveText(t.invalidCredentials);
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(unknown);
    await expect(page.getByLabel(t.password, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(t.password, { exact: true })).toBeFocused();
    await axe.check('sign-in, refused');

    await fillIn(page, E2E_STAFF.email, E2E_STAFF.password);
    await expect(page).toHaveURL(/\/admin\/sku-management$/);
    const header = page.getByRole('banner');
    // The suite's account is the one the server makes from STAFF_EMAIL/STAFF_PASSWORD (global-setup.ts), named
    // 'Beheer' (graphql-server/src/staff/staff.service.ts ensureFirstAccount).
    await expect(header.locator('p', { hasText: t.signedInAs })).toHaveText(`${t.signedInAs} Beheer medewerker@lumina.test`);
    await expect(page.getByRole('navigation', { name: t.nav })).toBeVisible();

    // The frame on a screen of this change (the staff inbox), so the check is the frame's, not another screen's.
    await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: 'Berichten' }).click();
    await expect(page).toHaveURL(/\/admin\/berichten$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
    await axe.check('admin frame');

    await header.getByRole('button', { name: t.signOut }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText(t.signedOut)).toBeVisible();
    await page.goto('/admin/sku-management');
    await expect(page).toHaveURL(/\/admin\/login\?terug=%2Fadmin%2Fsku-management$/);
    expect(axe.failures).toEqual([]);
  });
});
