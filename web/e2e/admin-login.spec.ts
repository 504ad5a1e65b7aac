/**
 * Staff sign-in (issue 11): every admin screen sends a visitor without a staff session to /admin/login and
 * back after sign-in; the staff header says who is signed in; 'Afmelden' ends the session; a refused
 * sign-in shows the server's own message. With two-factor (issue 30): a new beheer member sets it up right after the
 * password (QR code, the key for typing, a first code, the recovery codes), and signs in later with a code from the
 * app, or once with a recovery code. Codes are computed here with otplib, as the app would. Against the real server,
 * with a beheer account of this test's own for each width (a code works once per account).
 */
import { TotpAccount } from '../../graphql-server/test/totp';
import { expect, test, type Page } from './fixtures';
import { axeStates, axeTheme, useStoredTheme } from './shop-frame';
import { inviteStaff, staffStorageState } from './staff';

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
  // web/src/i18n/admin-two-factor.ts
  setupTitle: 'Tweestapsverificatie instellen',
  qrAlt: 'QR-code om Lumina toe te voegen aan je authenticator-app',
  code: 'Code',
  confirmCode: 'Code bevestigen',
  recoveryTitle: 'Je herstelcodes',
  recoveryList: 'Herstelcodes',
  recoveryContinue: 'Ik heb ze bewaard, verder',
  stepTitle: 'Code uit je app',
  stepSubmit: 'Bevestigen',
  /** texts.staff.invalidCode */
  invalidCode: 'Deze code klopt niet of is al gebruikt. Typ de code die je app nu toont, of een herstelcode.',
};

async function fillIn(page: Page, email: string, password: string) {
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

test.describe('Staff sign-in', () => {
  test('an admin page without a session goes to sign-in; a wrong password is refused with the e-mail kept; a new beheer member sets two-factor up and is back; later a code or a recovery code', { tag: '@both' }, async ({ page, playwright }, testInfo) => {
    // A beheer member of this test's own, invited by the suite's beheer account.
    const member = { email: `login-${testInfo.project.name}-${Date.now().toString(36)}@lumina.test`, password: 'een-lang-login-wachtwoord', name: 'Beheer', role: 'BEHEER' as const };
    const beheer = await playwright.request.newContext({ baseURL: String(testInfo.project.use.baseURL), storageState: staffStorageState(String(testInfo.project.use.baseURL)) });
    try {
      await inviteStaff(beheer, member);
    } finally {
      await beheer.dispose();
    }
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

    // First sign-in of a beheer member: two-factor is set up before anything else opens.
    await fillIn(page, member.email, member.password);
    await expect(page.getByRole('heading', { level: 2, name: t.setupTitle })).toBeVisible();
    await expect(page.getByRole('img', { name: t.qrAlt })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login\?terug=/);
    const code = page.getByLabel(t.code, { exact: true });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await axe.check('two-factor setup');
    await page.screenshot({ path: testInfo.outputPath('two-factor-setup.png'), fullPage: true });
    // The key as the page shows it for typing into an app (groups of four) is the secret the QR code holds.
    const totp = new TotpAccount((await page.getByRole('code').innerText()).replace(/\s/g, ''));
    await code.fill('000000');
    await page.getByRole('button', { name: t.confirmCode }).click();
    await expect(page.getByText(t.invalidCode)).toBeVisible();
    await code.fill(await totp.nextCode());
    await page.getByRole('button', { name: t.confirmCode }).click();
    const recovery = page.getByRole('list', { name: t.recoveryList }).getByRole('listitem');
    await expect(recovery).toHaveCount(10);
    await expect(page.getByRole('heading', { level: 2, name: t.recoveryTitle })).toBeFocused();
    const recoveryCodes = await recovery.allInnerTexts();
    await axe.check('recovery codes');
    await page.getByRole('button', { name: t.recoveryContinue }).click();

    await expect(page).toHaveURL(/\/admin\/sku-management$/);
    const header = page.getByRole('banner');
    await expect(header.locator('p', { hasText: t.signedInAs })).toHaveText(`${t.signedInAs} Beheer ${member.email}`);
    await expect(page.getByRole('navigation', { name: t.nav })).toBeVisible();

    // The frame on a screen of this change (the staff inbox), so the check is the frame's, not another screen's.
    await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: 'Berichten' }).click();
    await expect(page).toHaveURL(/\/admin\/berichten$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
    await axe.check('admin frame');

    await header.getByRole('button', { name: t.signOut }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText(t.signedOut)).toBeVisible();

    // Next time: the password, then a code from the app.
    await fillIn(page, member.email, member.password);
    await expect(page.getByRole('heading', { level: 2, name: t.stepTitle })).toBeFocused();
    await axe.check('two-factor code');
    await page.screenshot({ path: testInfo.outputPath('two-factor-code.png'), fullPage: true });
    await page.getByLabel(t.code, { exact: true }).fill(await totp.nextCode());
    await page.getByRole('button', { name: t.stepSubmit, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/order-tracking$/);
    await page.getByRole('banner').getByRole('button', { name: t.signOut }).click();

    // Or a recovery code, once.
    await fillIn(page, member.email, member.password);
    await page.getByLabel(t.code, { exact: true }).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: t.stepSubmit, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/order-tracking$/);
    await page.getByRole('banner').getByRole('button', { name: t.signOut }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.goto('/admin/sku-management');
    await expect(page).toHaveURL(/\/admin\/login\?terug=%2Fadmin%2Fsku-management$/);
    expect(axe.failures).toEqual([]);
  });
});
