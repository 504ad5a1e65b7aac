import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StaffInvitationAcceptDocument, StaffPasswordChangeDocument, StaffPasswordResetAcceptDocument, StaffTwoFactorDocument, type StaffLinkAcceptInput } from '../../../gql/admin';
import { adminStaff as t } from '../../../i18n/admin-staff';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import { InvitationAcceptPage, PasswordResetAcceptPage } from './LinkAcceptPage';
import PasswordChangePage from './PasswordChangePage';

const TOKEN = 'b'.repeat(43);
const LINK_REVOKED = 'Deze link is ingetrokken en werkt niet meer. Vraag een collega met de rol beheer om een nieuwe.';

describe('the page of an invitation link (/admin/uitnodiging#token)', () => {
  it('asks a password of 12 characters or more, creates the account and leads to the sign-in', async () => {
    const sent: StaffLinkAcceptInput[] = [];
    server.use(
      answer(StaffInvitationAcceptDocument, ({ input }) => {
        sent.push(input);
        return { staffInvitationAccept: { staff: { email: 'kees@lumina.test' }, userErrors: [] } };
      }),
    );
    // The token after '#': the browser keeps it, the page sends it in the mutation's body.
    const { user } = renderScreen(<InvitationAcceptPage />, { route: `/admin/uitnodiging#${TOKEN}`, path: '/admin/uitnodiging' });
    expect(screen.getByRole('heading', { level: 1, name: t.accept.invitationTitle })).toBeTruthy();

    const password = screen.getByLabelText(t.accept.password);
    await user.type(password, 'kort');
    await user.click(screen.getByRole('button', { name: t.accept.submit }));
    expect(await screen.findByText('Kies een wachtwoord van minstens 12 tekens.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await user.clear(password);
    await user.type(password, 'een-lang-wachtwoord');
    await user.click(screen.getByRole('button', { name: t.accept.submit }));
    expect(await screen.findByText(t.accept.invitationDone('kees@lumina.test'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t.accept.toLogin }).getAttribute('href')).toBe('/admin/login');
    expect(sent).toEqual([{ token: TOKEN, password: 'een-lang-wachtwoord' }]);
  });
});

describe('the page of a password reset link (/admin/wachtwoord-herstellen#token)', () => {
  it('shows the server\'s refusal of a used, expired or revoked link', async () => {
    server.use(
      answer(StaffPasswordResetAcceptDocument, () => ({ staffPasswordResetAccept: { staff: null, userErrors: [{ code: 'LINK_REVOKED', field: ['input', 'token'], message: LINK_REVOKED }] } })),
    );
    const { user } = renderScreen(<PasswordResetAcceptPage />, { route: `/admin/wachtwoord-herstellen#${TOKEN}`, path: '/admin/wachtwoord-herstellen' });
    await user.type(screen.getByLabelText(t.accept.password), 'een-lang-wachtwoord');
    await user.click(screen.getByRole('button', { name: t.accept.submit }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', LINK_REVOKED);
  });

  it('still opens a link of before, with the token in its path, and moves the token behind the \'#\'', async () => {
    const sent: StaffLinkAcceptInput[] = [];
    server.use(
      answer(StaffPasswordResetAcceptDocument, ({ input }) => {
        sent.push(input);
        return { staffPasswordResetAccept: { staff: { email: 'kees@lumina.test' }, userErrors: [] } };
      }),
    );
    const { user, location } = renderScreen(
      <Routes>
        <Route path="/admin/wachtwoord-herstellen" element={<PasswordResetAcceptPage />} />
        <Route path="/admin/wachtwoord-herstellen/:token" element={<PasswordResetAcceptPage />} />
      </Routes>,
      { route: `/admin/wachtwoord-herstellen/${TOKEN}` },
    );
    await waitFor(() => expect(location()).toBe('/admin/wachtwoord-herstellen'));
    await user.type(screen.getByLabelText(t.accept.password), 'een-lang-wachtwoord');
    await user.click(screen.getByRole('button', { name: t.accept.submit }));
    expect(await screen.findByText(t.accept.resetDone('kees@lumina.test'))).toBeTruthy();
    expect(sent).toEqual([{ token: TOKEN, password: 'een-lang-wachtwoord' }]);
  });
});

describe('PasswordChangePage (/admin/wachtwoord)', () => {
  it('puts a wrong current password under its field, then changes it', async () => {
    let tries = 0;
    server.use(
      answer(StaffPasswordChangeDocument, () => {
        tries += 1;
        return tries === 1
          ? { staffPasswordChange: { changed: false, userErrors: [{ code: 'WRONG_PASSWORD', field: ['input', 'currentPassword'], message: 'Je huidige wachtwoord klopt niet.' }] } }
          : { staffPasswordChange: { changed: true, userErrors: [] } };
      }),
      answer(StaffTwoFactorDocument, () => ({ staffTwoFactor: { enabled: false, required: false, recoveryCodesLeft: 0 } })),
    );
    const staff = { email: 'ann@lumina.test', name: 'Ann', role: 'ATELIER' as const, can: ['Mutation.staffPasswordChange'] };
    const { user } = renderScreen(<PasswordChangePage />, { route: '/admin/wachtwoord', path: '/admin/wachtwoord', staff });
    const current = screen.getByLabelText(t.password.current);
    await user.type(current, 'verkeerd-wachtwoord');
    await user.type(screen.getByLabelText(t.password.next), 'een-nieuw-wachtwoord');
    await user.click(screen.getByRole('button', { name: t.password.submit }));
    expect(await screen.findByText('Je huidige wachtwoord klopt niet.')).toBeTruthy();
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));

    await user.clear(current);
    await user.type(current, 'het-juiste-wachtwoord');
    await user.click(screen.getByRole('button', { name: t.password.submit }));
    expect(await screen.findByText(t.password.done)).toBeTruthy();
  });
});
