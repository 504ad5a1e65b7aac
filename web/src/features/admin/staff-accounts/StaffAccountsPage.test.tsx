import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  StaffAccountsDocument,
  StaffDeactivateDocument,
  StaffInvitationRevokeDocument,
  StaffInvitationsDocument,
  StaffInviteDocument,
  StaffPasswordResetDocument,
  StaffRoleChangeDocument,
  type StaffAccountItemFragment,
  type StaffInvitationItemFragment,
  type StaffInviteMutationVariables,
} from '../../../gql/admin';
import { adminStaff as t } from '../../../i18n/admin-staff';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import StaffAccountsPage from './StaffAccountsPage';

const BEHEER = { email: 'baas@lumina.test', name: 'Bea Baas', role: 'BEHEER' as const, can: ['Query.staffMembers', 'Mutation.staffInvite'] };
const PATH = '/admin/medewerkers';
const TOKEN = 'a'.repeat(43);

function account(id: string, name: string, role: StaffAccountItemFragment['role'], active = true): StaffAccountItemFragment {
  return { id, email: `${name.split(' ')[0]!.toLowerCase()}@lumina.test`, name, role, active, createdAt: '2026-11-20T09:30:00.000Z', lastSignedInAt: null, twoFactorEnabled: role === 'BEHEER' };
}

function invitation(id: string, name: string, invitedBy = 'Bea Baas'): StaffInvitationItemFragment {
  return { id, email: `${name.split(' ')[0]!.toLowerCase()}@lumina.test`, name, role: 'ATELIER', invitedBy, createdAt: '2026-11-20T09:30:00.000Z', expiresAt: '2026-11-27T09:30:00.000Z' };
}

function invitations(...items: StaffInvitationItemFragment[]) {
  return answer(StaffInvitationsDocument, () => ({ staffInvitations: { nodes: items } }));
}

// No invitation is pending unless a test says so.
beforeEach(() => server.use(invitations()));

function list(...accounts: StaffAccountItemFragment[]) {
  return answer(StaffAccountsDocument, () => ({ staffMembers: { nodes: accounts, pageInfo: { hasNextPage: false, endCursor: null } } }));
}

describe('StaffAccountsPage (/admin/medewerkers)', () => {
  it('lists the accounts with their role and state, and invites a member with a link to copy', async () => {
    const invited: StaffInviteMutationVariables[] = [];
    server.use(
      list(account('1', 'Bea Baas', 'BEHEER'), account('2', 'Ann Atelier', 'ATELIER'), account('3', 'Oud Lid', 'KLANTENSERVICE', false)),
      answer(StaffInviteDocument, (variables) => {
        invited.push(variables);
        return { staffInvite: { link: { path: `/admin/uitnodiging#${TOKEN}`, expiresAt: '2026-12-01T09:30:00.000Z' }, userErrors: [] } };
      }),
    );
    const { user } = renderScreen(<StaffAccountsPage />, { route: PATH, path: PATH, staff: BEHEER });

    const items = within(await screen.findByRole('list', { name: t.list.listLabel })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]!.textContent).toContain('Ann Atelier');
    expect(items[1]!.textContent).toContain(t.roles.ATELIER);
    expect(items[2]!.textContent).toContain(t.list.inactive);
    expect(items[0]!.textContent).toContain(`${t.list.twoFactor}${t.list.twoFactorOn}`);
    expect(items[1]!.textContent).toContain(`${t.list.twoFactor}${t.list.twoFactorOff}`);
    // A deactivated account has no actions.
    expect(within(items[2]!).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: t.invite.button }));
    const dialog = await screen.findByRole('dialog', { name: t.invite.title });
    await user.type(within(dialog).getByLabelText(t.invite.name), 'Kees Klant');
    await user.type(within(dialog).getByLabelText(t.invite.email), 'kees@lumina.test');
    await user.selectOptions(within(dialog).getByLabelText(t.invite.role), 'KLANTENSERVICE');
    await user.click(within(dialog).getByRole('button', { name: t.invite.submit }));

    const link = await screen.findByRole('region', { name: t.link.invitationTitle('Kees Klant') });
    expect((within(link).getByLabelText(t.link.label) as HTMLInputElement).value).toBe(`${window.location.origin}/admin/uitnodiging#${TOKEN}`);
    expect(invited).toEqual([{ input: { name: 'Kees Klant', email: 'kees@lumina.test', role: 'KLANTENSERVICE' } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server\'s refusal under its field in the invite dialog', async () => {
    server.use(
      list(account('1', 'Bea Baas', 'BEHEER')),
      answer(StaffInviteDocument, () => ({
        staffInvite: { link: null, userErrors: [{ code: 'EMAIL_TAKEN', field: ['input', 'email'], message: 'Er bestaat al een medewerkersaccount met dit e-mailadres.' }] },
      })),
    );
    const { user } = renderScreen(<StaffAccountsPage />, { route: PATH, path: PATH, staff: BEHEER });
    await user.click(await screen.findByRole('button', { name: t.invite.button }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(t.invite.name), 'Bea');
    await user.type(within(dialog).getByLabelText(t.invite.email), 'baas@lumina.test');
    await user.click(within(dialog).getByRole('button', { name: t.invite.submit }));
    const email = within(dialog).getByLabelText(t.invite.email);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Er bestaat al een medewerkersaccount met dit e-mailadres.')).toBeTruthy();
  });

  it('deactivates after confirming, and says so when the last beheer account would go', async () => {
    const deactivated: string[] = [];
    server.use(
      list(account('1', 'Bea Baas', 'BEHEER'), account('2', 'Ann Atelier', 'ATELIER')),
      answer(StaffDeactivateDocument, ({ input }) => {
        deactivated.push(String(input.id));
        if (input.id === '1') {
          return { staffDeactivate: { account: null, userErrors: [{ code: 'LAST_BEHEER', field: ['input', 'id'], message: 'Er moet minstens één actief account met de rol beheer overblijven.' }] } };
        }
        return { staffDeactivate: { account: account('2', 'Ann Atelier', 'ATELIER', false), userErrors: [] } };
      }),
    );
    const { user } = renderScreen(<StaffAccountsPage />, { route: PATH, path: PATH, staff: BEHEER });

    await user.click(await screen.findByRole('button', { name: t.deactivate.buttonLabel('Ann Atelier') }));
    let dialog = await screen.findByRole('dialog', { name: t.deactivate.title('Ann Atelier') });
    await user.click(within(dialog).getByRole('button', { name: t.deactivate.submit }));
    expect(await screen.findByText(t.deactivate.done('Ann Atelier'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: t.deactivate.buttonLabel('Ann Atelier') })).toBeNull());

    await user.click(screen.getByRole('button', { name: t.deactivate.buttonLabel('Bea Baas') }));
    dialog = await screen.findByRole('dialog', { name: t.deactivate.title('Bea Baas') });
    await user.click(within(dialog).getByRole('button', { name: t.deactivate.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Er moet minstens één actief account met de rol beheer overblijven.');
    expect(deactivated).toEqual(['2', '1']);
  });

  it('changes a role and hands a password reset link', async () => {
    const changes: unknown[] = [];
    server.use(
      list(account('1', 'Bea Baas', 'BEHEER'), account('2', 'Ann Atelier', 'ATELIER')),
      answer(StaffRoleChangeDocument, ({ input }) => {
        changes.push(input);
        return { staffRoleChange: { account: account('2', 'Ann Atelier', input.role), userErrors: [] } };
      }),
      answer(StaffPasswordResetDocument, () => ({ staffPasswordReset: { link: { path: `/admin/wachtwoord-herstellen#${TOKEN}`, expiresAt: '2026-12-01T09:30:00.000Z' }, userErrors: [] } })),
    );
    const { user } = renderScreen(<StaffAccountsPage />, { route: PATH, path: PATH, staff: BEHEER });

    // Choosing a role changes nothing yet; its button does.
    await user.selectOptions(await screen.findByLabelText(t.list.roleOf('Ann Atelier')), 'KLANTENSERVICE');
    expect(changes).toEqual([]);
    await user.click(screen.getByRole('button', { name: t.list.roleChangeLabel('Ann Atelier') }));
    expect(await screen.findByText(t.list.roleChanged('Ann Atelier', t.roles.KLANTENSERVICE))).toBeTruthy();
    expect(changes).toEqual([{ id: '2', role: 'KLANTENSERVICE' }]);

    await user.click(screen.getByRole('button', { name: t.reset.buttonLabel('Ann Atelier') }));
    const link = await screen.findByRole('region', { name: t.link.resetTitle('Ann Atelier') });
    expect((within(link).getByLabelText(t.link.label) as HTMLInputElement).value).toContain(`/admin/wachtwoord-herstellen#${TOKEN}`);
  });

  it('lists the pending invitations with who invited, when and until when, and revokes one after confirming', async () => {
    const revoked: string[] = [];
    let pending = [invitation('7', 'Kees Klant'), invitation('8', 'Ria Rol', 'Bert Beheer')];
    server.use(
      list(account('1', 'Bea Baas', 'BEHEER')),
      answer(StaffInvitationsDocument, () => ({ staffInvitations: { nodes: pending } })),
      answer(StaffInvitationRevokeDocument, ({ id }) => {
        revoked.push(String(id));
        pending = pending.filter((i) => i.id !== id);
        return { staffInvitationRevoke: { invitation: { id: String(id) }, userErrors: [] } };
      }),
    );
    const { user } = renderScreen(<StaffAccountsPage />, { route: PATH, path: PATH, staff: BEHEER });

    const section = await screen.findByRole('region', { name: t.invitations.title });
    const items = within(await within(section).findByRole('list', { name: t.invitations.listLabel })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]!.textContent).toContain('Ria Rol');
    expect(items[1]!.textContent).toContain(`${t.invitations.invitedBy}Bert Beheer`);
    expect(items[1]!.textContent).toContain(t.invitations.expires);
    expect(items[1]!.textContent).toMatch(/27-11-2026|27 nov/);

    await user.click(within(section).getByRole('button', { name: t.revoke.buttonLabel('Kees Klant') }));
    const dialog = await screen.findByRole('dialog', { name: t.revoke.title('Kees Klant') });
    expect(within(dialog).getByText(t.revoke.description)).toBeTruthy();
    // Cancelled: nothing revoked.
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(revoked).toEqual([]);
    await user.click(within(section).getByRole('button', { name: t.revoke.buttonLabel('Kees Klant') }));
    await user.click(within(await screen.findByRole('dialog', { name: t.revoke.title('Kees Klant') })).getByRole('button', { name: t.revoke.submit }));
    expect(await screen.findByText(t.revoke.done('Kees Klant'))).toBeTruthy();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(revoked).toEqual(['7']);
  });

  it('says so when no invitation is pending', async () => {
    server.use(list(account('1', 'Bea Baas', 'BEHEER')));
    renderScreen(<StaffAccountsPage />, { route: PATH, path: PATH, staff: BEHEER });
    expect(await screen.findByText(t.invitations.empty)).toBeTruthy();
  });
});
