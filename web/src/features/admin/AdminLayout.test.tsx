import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StaffMeDocument, StaffSignOutDocument } from '../../gql/admin';
import { adminShell } from '../../i18n/admin-shell';
import { answer, server } from '../../test/msw';
import { renderScreen } from '../../test/render';
import AdminLayout from './AdminLayout';
import { useStaff } from './shared/staff';

const t = adminShell;
/** Beheer: every staff screen is hers (the server's role table, as staffMe.can tells it). */
const STAFF = {
  email: 'an@lumina.test',
  name: 'An Peeters',
  role: 'BEHEER' as const,
  can: ['Query.orders', 'Query.fabricSkus', 'Query.contactMessages', 'Query.sampleRequests', 'Query.reviewsForModeration', 'Query.mails'],
};

function Screen() {
  const staff = useStaff();
  return <h1>Berichten voor {staff.name}</h1>;
}

/** Stands in for every other staff screen: says which it is when it is mounted. */
function Probe({ path }: { path: string }) {
  return <h1>Scherm {path}</h1>;
}
const GUARDED = ['prijzen', 'producten', 'producten/:id/prijsregels', 'producten/:id/afbeeldingen', 'medewerkers', 'kleurstalen', 'beoordelingen', 'e-mails', 'sku-management'];

function renderAdmin(route: string) {
  return renderScreen(
    <Routes>
      <Route path="/admin" element={<AdminLayout />}>
        <Route path="login" element={<h1>Aanmeldscherm</h1>} />
        <Route path="berichten" element={<Screen />} />
        <Route path="wachtwoord" element={<Probe path="wachtwoord" />} />
        {GUARDED.map((path) => (
          <Route key={path} path={path} element={<Probe path={path} />} />
        ))}
      </Route>
    </Routes>,
    { route },
  );
}

describe('AdminLayout', () => {
  it('sends a visitor without a staff session to the sign-in screen, with the way back', async () => {
    server.use(answer(StaffMeDocument, () => ({ staffMe: null })));
    const { location } = renderAdmin('/admin/berichten?pagina=2');
    expect(screen.getByRole('status').textContent).toContain(t.loading);
    await screen.findByRole('heading', { name: 'Aanmeldscherm' });
    expect(location()).toBe(`/admin/login?terug=${encodeURIComponent('/admin/berichten?pagina=2')}`);
    expect(screen.queryByRole('navigation', { name: t.navLabel })).toBeNull();
  });

  it('shows each role only the screens it may use', async () => {
    server.use(answer(StaffMeDocument, () => ({ staffMe: { ...STAFF, role: 'ATELIER' as const, can: ['Query.orders', 'Query.fabricSkus'] } })));
    renderAdmin('/admin/berichten');
    const nav = await screen.findByRole('navigation', { name: t.navLabel });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin/order-tracking', '/admin/sku-management']);
  });

  it('tells a role that opens a screen it may not, by its address, whom to ask for which role, and mounts nothing of the screen', async () => {
    const atelier = { ...STAFF, role: 'ATELIER' as const, can: ['Query.orders', 'Query.fabricSkus', 'Mutation.staffPasswordChange'] };
    server.use(answer(StaffMeDocument, () => ({ staffMe: atelier })));
    const { unmount } = renderAdmin('/admin/berichten');
    expect(await screen.findByRole('heading', { level: 1, name: 'Geen toegang' })).toBeTruthy();
    // /admin/berichten is for beheer and klantenservice (the role table, schema/src/staff-roles.ts).
    expect(screen.getByRole('alert').textContent).toBe('Je hebt geen toegang tot dit scherm. Vraag een beheerder om de rol klantenservice.');
    expect(screen.getByText('Je bent aangemeld met de rol atelier.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Berichten voor/ })).toBeNull();
    unmount();

    // Every screen of another role says so; a screen beheer's alone asks for beheer; the own password is everyone's.
    const asked: Record<string, string> = {};
    for (const path of [...GUARDED, 'wachtwoord']) {
      const { unmount: leave } = renderAdmin(`/admin/${path.replace(':id', '7')}`);
      const heading = await screen.findByRole('heading', { level: 1 });
      asked[path] = heading.textContent === 'Geen toegang' ? screen.getByRole('alert').textContent! : heading.textContent!;
      leave();
    }
    const beheer = 'Je hebt geen toegang tot dit scherm. Vraag een beheerder om de rol beheer.';
    expect(asked).toEqual({
      prijzen: beheer,
      producten: beheer,
      'producten/:id/prijsregels': beheer,
      'producten/:id/afbeeldingen': beheer,
      medewerkers: beheer,
      kleurstalen: 'Je hebt geen toegang tot dit scherm. Vraag een beheerder om de rol klantenservice.',
      beoordelingen: 'Je hebt geen toegang tot dit scherm. Vraag een beheerder om de rol klantenservice.',
      'e-mails': 'Je hebt geen toegang tot dit scherm. Vraag een beheerder om de rol klantenservice.',
      'sku-management': 'Scherm sku-management',
      wachtwoord: 'Scherm wachtwoord',
    });
  });

  it('shows a signed-in staff member the frame: who is signed in, the staff navigation and the screen', async () => {
    server.use(answer(StaffMeDocument, () => ({ staffMe: STAFF })));
    renderAdmin('/admin/berichten');
    expect(await screen.findByRole('heading', { name: 'Berichten voor An Peeters' })).toBeTruthy();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText(STAFF.name)).toBeTruthy();
    expect(within(banner).getByText(STAFF.email)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: t.navLabel });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [t.nav.orders, '/admin/order-tracking'],
      [t.nav.skus, '/admin/sku-management'],
      [t.nav.messages, '/admin/berichten'],
      [t.nav.samples, '/admin/kleurstalen'],
      [t.nav.reviews, '/admin/beoordelingen'],
      [t.nav.mail, '/admin/e-mails'],
    ]);
    expect(within(nav).getByRole('link', { name: t.nav.messages }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('signs out and goes to the sign-in screen', async () => {
    let signedOut = false;
    server.use(
      answer(StaffMeDocument, () => ({ staffMe: signedOut ? null : STAFF })),
      answer(StaffSignOutDocument, () => {
        signedOut = true;
        return { staffSignOut: { signedOut: true, userErrors: [] } };
      }),
    );
    const { user, location } = renderAdmin('/admin/berichten');
    await user.click(await screen.findByRole('button', { name: t.signOut }));
    await screen.findByRole('heading', { name: 'Aanmeldscherm' });
    expect(signedOut).toBe(true);
    await waitFor(() => expect(location()).toBe('/admin/login'));
  });
});
