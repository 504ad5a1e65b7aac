import { Component, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { Link, matchPath, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { BRAND } from '@lumina/schema';
import { RouteFocus } from '../../components/RouteFocus';
import { useToast } from '../../components/toast';
import { StaffMeDocument, StaffSignOutDocument } from '../../gql/admin';
import { adminShell } from '../../i18n/admin-shell';
import { BrandNameContext, useNoindex } from '../../lib/page-head';
import { ADMIN_HOME, LOGIN_PATH, loginPath } from './shared/return-path';
import { setSignedInStaff, StaffContext, type Staff } from './shared/staff';
import { LoadError, NoAccess, secondaryButton, Spinner } from './shared/ui';

const t = adminShell;

/**
 * The staff screens a role may or may not open, each with the operation of the role table it needs (the server's,
 * told by staffMe.can): the navigation offers a role only its screens, and a screen opened by its address without
 * that operation says who to ask instead (issue 31). A screen not listed here is every member's (their password).
 */
const screens: readonly { path: string; needs: string; label?: string }[] = [
  { path: '/admin/order-tracking', label: t.nav.orders, needs: 'Query.orders' },
  { path: '/admin/sku-management', label: t.nav.skus, needs: 'Query.fabricSkus' },
  { path: '/admin/berichten', label: t.nav.messages, needs: 'Query.contactMessages' },
  { path: '/admin/kleurstalen', label: t.nav.samples, needs: 'Query.sampleRequests' },
  { path: '/admin/beoordelingen', label: t.nav.reviews, needs: 'Query.reviewsForModeration' },
  { path: '/admin/e-mails', label: t.nav.mail, needs: 'Query.mails' },
  { path: '/admin/producten', label: t.nav.products, needs: 'Query.staffProducts' },
  { path: '/admin/producten/:id/prijsregels', needs: 'Mutation.productRulesUpdate' },
  { path: '/admin/producten/:id/afbeeldingen', needs: 'POST /admin/products/:id/images' },
  { path: '/admin/prijzen', label: t.nav.prices, needs: 'Query.priceGroups' },
  { path: '/admin/acties', label: t.nav.promotions, needs: 'Query.promotions' },
  { path: '/admin/medewerkers', label: t.nav.staff, needs: 'Query.staffMembers' },
];
const navItems = screens.flatMap(({ path, label, needs }) => (label ? [{ to: path, label, needs }] : []));

/** What the screen at `pathname` needs of the role table; null for a screen every member may open. */
function screenNeeds(pathname: string): string | null {
  return screens.find((screen) => matchPath(screen.path, pathname))?.needs ?? null;
}

/** '{brand} Beheer', a link to the staff home. */
function Wordmark() {
  return (
    <Link to={ADMIN_HOME} aria-label={t.homeLabel(BRAND.name)} className="shrink-0 rounded font-display text-xl font-semibold text-ink">
      {BRAND.name} <span className="text-accent">{t.area}</span>
    </Link>
  );
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-ink px-4 py-3 font-medium text-page focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
    >
      {t.skipLink}
    </a>
  );
}

/** Ends the session, forgets every staff answer Apollo holds, and goes to the sign-in screen. */
function SignOutButton() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [signOut] = useMutation(StaffSignOutDocument);
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await signOut();
    } catch {
      setBusy(false);
      toast({ title: t.signOutFailed, variant: 'destructive' });
      return;
    }
    // Nothing a staff query answered stays in memory; then the guard learns at once that nobody is signed in.
    await client.clearStore();
    setSignedInStaff(client, null);
    navigate(LOGIN_PATH, { replace: true, state: { signedOut: true } });
  };

  return (
    <button type="button" onClick={() => void onClick()} disabled={busy} className={`${secondaryButton} min-h-10 shrink-0 px-4 text-sm`}>
      {busy && <Spinner />}
      {busy ? t.signingOut : t.signOut}
    </button>
  );
}

function StaffHeader({ staff }: { staff: Staff }) {
  return (
    <header className="border-b border-line bg-card">
      {/* Phones: the wordmark and 'Afmelden' on one row, who is signed in on the next (the e-mail stays readable). */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 md:px-8">
        <Wordmark />
        <p className="order-last w-full min-w-0 truncate text-sm leading-tight sm:order-none sm:ml-auto sm:w-auto sm:text-right">
          <span className="sr-only">{t.signedInAs} </span>
          <span className="font-semibold text-ink sm:block sm:truncate">{staff.name}</span>{' '}
          <span className="ml-1 text-ink-soft sm:ml-0 sm:block sm:truncate">{staff.email}</span>
        </p>
        <div className="ml-auto flex gap-2 sm:ml-0">
          <Link to="/admin/wachtwoord" className={`${secondaryButton} min-h-10 shrink-0 px-4 text-sm`}>
            {t.changePassword}
          </Link>
          <SignOutButton />
        </div>
      </div>
      <nav aria-label={t.navLabel} className="border-t border-line">
        {/* Phones: the links wrap onto a second row, so every screen stays one tap away. */}
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-1 px-2 md:px-6">
          {navItems.filter((item) => staff.can.includes(item.needs)).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  `block border-b-2 px-2.5 py-2 text-[0.95rem] font-medium whitespace-nowrap hover:text-accent md:px-3 md:py-3 ${
                    isActive ? 'border-accent text-ink' : 'border-transparent text-ink-soft'
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** The header before anybody is signed in (sign-in screen, checking the session): the wordmark and a way to the shop. */
function PlainHeader() {
  return (
    <header className="border-b border-line bg-card">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-4 md:px-8">
        <Wordmark />
        <Link to="/" className="ml-auto rounded px-2 py-2 text-sm font-medium text-ink-soft underline-offset-4 hover:text-accent hover:underline">
          {t.toShop}
        </Link>
      </div>
    </header>
  );
}

function Loading() {
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 py-10 md:px-8">
      <span className="sr-only">{t.loading}</span>
      <div aria-hidden="true">
        <div className="h-9 w-2/3 max-w-sm animate-pulse rounded-lg bg-sand motion-reduce:animate-none" />
        <div className="mt-5 h-4 w-full max-w-xl animate-pulse rounded bg-sand motion-reduce:animate-none" />
        <div className="mt-8 h-32 w-full animate-pulse rounded-2xl bg-sand motion-reduce:animate-none" />
      </div>
    </div>
  );
}

/** A staff screen that fails to render or to load its code: say so; the frame keys it by path. */
class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto max-w-xl px-5 py-16">
        <h1 className="text-3xl font-semibold">{t.errorHeading}</h1>
        <p className="mt-4 text-ink-soft">{t.errorText}</p>
      </div>
    );
  }
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
  );
}

/** Every staff screen but the sign-in: shown only to a signed-in staff member, else off to the sign-in screen. */
function GuardedFrame() {
  const { pathname, search } = useLocation();
  const { data, error, refetch } = useQuery(StaffMeDocument);

  if (!data) {
    return (
      <>
        <PlainHeader />
        <Main>
          {error ? (
            <div className="mx-auto max-w-xl px-4 py-10">
              <LoadError message={t.checkFailed} onRetry={() => void refetch()} />
            </div>
          ) : (
            <Loading />
          )}
        </Main>
      </>
    );
  }
  if (!data.staffMe) return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  const needs = screenNeeds(pathname);

  return (
    <StaffContext.Provider value={data.staffMe}>
      <StaffHeader staff={data.staffMe} />
      <Main>
        <ScreenErrorBoundary key={pathname}>
          {needs && !data.staffMe.can.includes(needs) ? (
            <NoAccess operation={needs} />
          ) : (
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          )}
        </ScreenErrorBoundary>
      </Main>
    </StaffContext.Provider>
  );
}

/**
 * The staff side's frame (route element of /admin/*): its own header with the staff navigation, who is
 * signed in and 'Afmelden' — not the shop's header, cart or footer. Every screen but /admin/login is
 * guarded by `staffMe`: while it is asked a skeleton, without a staff member a redirect to
 * /admin/login?terug={the page}.
 */
export default function AdminLayout() {
  const { pathname } = useLocation();
  // No staff screen is for search results (the server says so too: X-Robots-Tag and the shell's meta).
  useNoindex(true);
  // The sign-in and the pages of a one-time staff link (an invitation, a password reset) need no session.
  const signingIn = pathname.replace(/\/+$/, '') === LOGIN_PATH || /^\/admin\/(uitnodiging|wachtwoord-herstellen)(\/[^/]+)?\/?$/.test(pathname);
  return (
    <BrandNameContext.Provider value={BRAND.name}>
      <div className="flex min-h-dvh flex-col bg-page">
        <SkipLink />
        <RouteFocus />
        {signingIn ? (
          <>
            <PlainHeader />
            <Main>
              <Suspense fallback={<Loading />}>
                <Outlet />
              </Suspense>
            </Main>
          </>
        ) : (
          <GuardedFrame />
        )}
      </div>
    </BrandNameContext.Provider>
  );
}
