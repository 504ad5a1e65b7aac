import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  StaffMeDocument,
  StaffSignInDocument,
  StaffSignInTwoFactorDocument,
  StaffTwoFactorSetupConfirmDocument,
  StaffTwoFactorSetupDocument,
  type StaffSignInMutationVariables,
  type StaffSignInTwoFactorMutationVariables,
} from '../../../gql/admin';
import { adminShell } from '../../../i18n/admin-shell';
import { adminTwoFactor } from '../../../i18n/admin-two-factor';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import LoginPage from './LoginPage';

const t = adminShell.login;
/** Beheer: every staff screen is hers (the server's role table, as staffMe.can tells it). */
const STAFF = {
  email: 'an@lumina.test',
  name: 'An Peeters',
  role: 'BEHEER' as const,
  can: ['Query.orders', 'Query.fabricSkus', 'Query.contactMessages', 'Query.sampleRequests', 'Query.reviewsForModeration', 'Query.mails'],
};

/** The sign-in screen at `route`, with the staff pages it may send staff to. */
function renderLogin(route: string) {
  return renderScreen(
    <Routes>
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="*" element={<p>Ander scherm</p>} />
    </Routes>,
    { route },
  );
}

async function signIn(user: ReturnType<typeof renderScreen>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(t.email), email);
  if (password) await user.type(screen.getByLabelText(t.password), password);
  await user.click(screen.getByRole('button', { name: t.submit }));
}

describe('LoginPage', () => {
  it('shows the server’s message for a wrong password, keeps the e-mail and clears the password', async () => {
    server.use(
      answer(StaffMeDocument, () => ({ staffMe: null })),
      answer(StaffSignInDocument, () => ({
        staffSignIn: { staff: null, nextStep: null, userErrors: [{ code: 'INVALID_CREDENTIALS', field: null, message: 'Server: combinatie klopt niet.' }] },
      })),
    );
    const { user, location } = renderLogin('/admin/login');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    await signIn(user, 'an@lumina.test', 'fout-wachtwoord');

    expect((await screen.findByRole('alert')).textContent).toBe('Server: combinatie klopt niet.');
    expect((screen.getByLabelText(t.email) as HTMLInputElement).value).toBe('an@lumina.test');
    const password = screen.getByLabelText(t.password) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);
    expect(location()).toBe('/admin/login');
  });

  it('refuses an empty password in the browser, under that field, and sends nothing', async () => {
    let sent = 0;
    server.use(
      answer(StaffMeDocument, () => ({ staffMe: null })),
      answer(StaffSignInDocument, () => (sent++, { staffSignIn: { staff: STAFF, nextStep: null, userErrors: [] } })),
    );
    const { user } = renderLogin('/admin/login');
    await screen.findByLabelText(t.email);
    await signIn(user, 'an@lumina.test', '');

    const password = screen.getByLabelText(t.password);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe('Vul je wachtwoord in.');
    expect(document.activeElement).toBe(password);
    await user.type(password, 'g');
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(sent).toBe(0);
  });

  it('puts a refusal that names a field under that field and marks it invalid', async () => {
    server.use(
      answer(StaffMeDocument, () => ({ staffMe: null })),
      answer(StaffSignInDocument, () => ({
        staffSignIn: { staff: null, nextStep: null, userErrors: [{ code: 'REQUIRED', field: ['input', 'password'], message: 'Vul je wachtwoord in (server).' }] },
      })),
    );
    const { user } = renderLogin('/admin/login');
    await screen.findByLabelText(t.email);
    await signIn(user, 'an@lumina.test', 'geheim');

    const password = screen.getByLabelText(t.password);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = password.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Vul je wachtwoord in (server).');
    expect(document.activeElement).toBe(password);
  });

  it('says so when the server cannot be reached', async () => {
    server.use(
      answer(StaffMeDocument, () => ({ staffMe: null })),
      answer(StaffSignInDocument, () => ({ errors: [{ message: 'Internal server error' }] })),
    );
    const { user } = renderLogin('/admin/login');
    await screen.findByLabelText(t.email);
    await signIn(user, 'an@lumina.test', 'geheim');
    expect((await screen.findByRole('alert')).textContent).toBe(t.failed);
  });

  it('signs in and returns to the staff page of ?terug=', async () => {
    const sent: StaffSignInMutationVariables[] = [];
    server.use(
      answer(StaffMeDocument, () => ({ staffMe: null })),
      answer(StaffSignInDocument, (variables) => {
        sent.push(variables);
        return { staffSignIn: { staff: STAFF, nextStep: null, userErrors: [] } };
      }),
    );
    const { user, location } = renderLogin(`/admin/login?terug=${encodeURIComponent('/admin/berichten?pagina=2')}`);
    expect(await screen.findByText(t.signInToContinue)).toBeTruthy();
    await signIn(user, 'an@lumina.test', 'geheim');

    await waitFor(() => expect(location()).toBe('/admin/berichten?pagina=2'));
    expect(sent).toEqual([{ input: { email: 'an@lumina.test', password: 'geheim' } }]);
  });

  it.each(['https://elders.example/admin', '//elders.example/admin', '/\\elders.example', '/products', '/admin/login'])(
    'ignores an unsafe or shop ?terug=%s and goes to the order tracking',
    async (terug) => {
      server.use(
        answer(StaffMeDocument, () => ({ staffMe: null })),
        answer(StaffSignInDocument, () => ({ staffSignIn: { staff: STAFF, nextStep: null, userErrors: [] } })),
      );
      const { user, location } = renderLogin(`/admin/login?terug=${encodeURIComponent(terug)}`);
      await screen.findByLabelText(t.email);
      await signIn(user, 'an@lumina.test', 'geheim');
      await waitFor(() => expect(location()).toBe('/admin/order-tracking'));
    },
  );

  it('sends staff who are signed in already straight on', async () => {
    server.use(answer(StaffMeDocument, () => ({ staffMe: STAFF })));
    const { location } = renderLogin(`/admin/login?terug=${encodeURIComponent('/admin/kleurstalen')}`);
    await waitFor(() => expect(location()).toBe('/admin/kleurstalen'));
  });

  describe('with two-factor', () => {
    const tf = adminTwoFactor;
    const WRONG = 'Server: deze code klopt niet of is al gebruikt.';

    it('asks a code from the app after the password, shows a refusal under it, and signs in with the next one', async () => {
      const codes: StaffSignInTwoFactorMutationVariables[] = [];
      server.use(
        answer(StaffMeDocument, () => ({ staffMe: null })),
        answer(StaffSignInDocument, () => ({ staffSignIn: { staff: null, nextStep: 'TWO_FACTOR_CODE', userErrors: [] } })),
        answer(StaffSignInTwoFactorDocument, (variables) => {
          codes.push(variables);
          return codes.length === 1
            ? { staffSignInTwoFactor: { staff: null, userErrors: [{ code: 'INVALID_CODE', field: ['input', 'code'], message: WRONG }] } }
            : { staffSignInTwoFactor: { staff: STAFF, userErrors: [] } };
        }),
      );
      const { user, location } = renderLogin(`/admin/login?terug=${encodeURIComponent('/admin/berichten')}`);
      await screen.findByLabelText(t.email);
      await signIn(user, 'an@lumina.test', 'geheim');

      const heading = await screen.findByRole('heading', { level: 2, name: tf.step.title });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(screen.queryByLabelText(t.password)).toBeNull();
      const code = screen.getByLabelText(tf.code.label);
      expect(code.getAttribute('autocomplete')).toBe('one-time-code');
      expect(code.getAttribute('inputmode')).toBe('numeric');
      expect(document.getElementById(code.getAttribute('aria-describedby')!.split(' ').find((d) => d.endsWith('-hint'))!)?.textContent).toBe(tf.code.hint);

      // Empty: refused in the browser, nothing sent.
      await user.click(screen.getByRole('button', { name: tf.step.submit }));
      await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
      expect(codes).toEqual([]);

      await user.type(code, '123456');
      await user.click(screen.getByRole('button', { name: tf.step.submit }));
      await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText(WRONG)).toBeTruthy();
      expect((code as HTMLInputElement).value).toBe('');
      expect(document.activeElement).toBe(code);
      expect(location()).toBe(`/admin/login?terug=${encodeURIComponent('/admin/berichten')}`);

      await user.type(code, '654321');
      await user.click(screen.getByRole('button', { name: tf.step.submit }));
      await waitFor(() => expect(location()).toBe('/admin/berichten'));
      expect(codes).toEqual([{ input: { code: '123456' } }, { input: { code: '654321' } }]);
    });

    it('goes back to the password with "Opnieuw aanmelden", the e-mail kept', async () => {
      server.use(
        answer(StaffMeDocument, () => ({ staffMe: null })),
        answer(StaffSignInDocument, () => ({ staffSignIn: { staff: null, nextStep: 'TWO_FACTOR_CODE', userErrors: [] } })),
      );
      const { user } = renderLogin('/admin/login');
      await screen.findByLabelText(t.email);
      await signIn(user, 'an@lumina.test', 'geheim');
      await user.click(await screen.findByRole('button', { name: tf.step.restart }));
      expect((screen.getByLabelText(t.email) as HTMLInputElement).value).toBe('an@lumina.test');
      expect((screen.getByLabelText(t.password) as HTMLInputElement).value).toBe('');
    });

    it('sets two-factor up for beheer: the QR code and the key, a first code, then the recovery codes once, then on', async () => {
      const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efgh${i + 2}`);
      let confirms = 0;
      server.use(
        answer(StaffMeDocument, () => ({ staffMe: null })),
        answer(StaffSignInDocument, () => ({ staffSignIn: { staff: null, nextStep: 'TWO_FACTOR_SETUP', userErrors: [] } })),
        answer(StaffTwoFactorSetupDocument, () => ({ staffTwoFactorSetup: { setup: { secret: SECRET, qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' }, userErrors: [] } })),
        answer(StaffTwoFactorSetupConfirmDocument, ({ input }) => {
          confirms += 1;
          return input.code === '111111'
            ? { staffTwoFactorSetupConfirm: { staff: STAFF, recoveryCodes: RECOVERY, userErrors: [] } }
            : { staffTwoFactorSetupConfirm: { staff: null, recoveryCodes: [], userErrors: [{ code: 'INVALID_CODE', field: ['input', 'code'], message: WRONG }] } };
        }),
      );
      const { user, location } = renderLogin('/admin/login');
      await screen.findByLabelText(t.email);
      await signIn(user, 'an@lumina.test', 'geheim');

      expect(await screen.findByRole('heading', { level: 2, name: tf.setup.title })).toBeTruthy();
      expect(screen.getByText(tf.setup.introRequired)).toBeTruthy();
      const qr = await screen.findByRole('img', { name: tf.setup.qrAlt });
      expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
      expect([qr.getAttribute('width'), qr.getAttribute('height')]).toEqual(['200', '200']);
      expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();

      const code = screen.getByLabelText(tf.code.label);
      await user.type(code, '000000');
      await user.click(screen.getByRole('button', { name: tf.setup.submit }));
      expect(await screen.findByText(WRONG)).toBeTruthy();
      await user.type(code, '111111');
      await user.click(screen.getByRole('button', { name: tf.setup.submit }));

      const codes = await screen.findByRole('list', { name: tf.recovery.listLabel });
      expect(within(codes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(RECOVERY);
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: tf.recovery.title })));
      expect(screen.getByRole('button', { name: tf.recovery.copy })).toBeTruthy();
      expect(screen.getByRole('button', { name: tf.recovery.download })).toBeTruthy();
      // Still here: the codes stay until staff say they have kept them.
      expect(location()).toBe('/admin/login');
      expect(confirms).toBe(2);
      await user.click(screen.getByRole('button', { name: tf.recovery.continue }));
      await waitFor(() => expect(location()).toBe('/admin/order-tracking'));
    });
  });
});
