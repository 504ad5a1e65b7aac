import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StaffMeDocument, StaffSignInDocument, type StaffSignInMutationVariables } from '../../../gql/admin';
import { adminShell } from '../../../i18n/admin-shell';
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
        staffSignIn: { staff: null, userErrors: [{ code: 'INVALID_CREDENTIALS', field: null, message: 'Server: combinatie klopt niet.' }] },
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
      answer(StaffSignInDocument, () => (sent++, { staffSignIn: { staff: STAFF, userErrors: [] } })),
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
        staffSignIn: { staff: null, userErrors: [{ code: 'REQUIRED', field: ['input', 'password'], message: 'Vul je wachtwoord in (server).' }] },
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
        return { staffSignIn: { staff: STAFF, userErrors: [] } };
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
        answer(StaffSignInDocument, () => ({ staffSignIn: { staff: STAFF, userErrors: [] } })),
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
});
