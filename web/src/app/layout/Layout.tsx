import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { isUnder, NOINDEX_PATHS } from '@lumina/schema';
import { RouteFocus } from '../../components/RouteFocus';
import { CartPanel } from '../../features/cart';
import { SiteShellDocument } from '../../gql/graphql';
import { nl } from '../../i18n/nl';
import type { SiteShellQuery } from '../../gql/graphql';
import { BrandNameContext, useNoindex, useSiteHead } from '../../lib/page-head';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { ThemeToggle } from './ThemeToggle';
import { RouteErrorBoundary } from './RouteError';
import { ScrollToTop } from './ScrollToTop';

export function PageFallback() {
  return (
    <div className="mx-auto max-w-6xl px-5 py-16" role="status">
      <span className="sr-only">{nl.site.loading}</span>
      <div className="h-9 w-2/3 max-w-md animate-pulse rounded-lg bg-sand motion-reduce:animate-none" />
      <div className="mt-5 h-4 w-full max-w-xl animate-pulse rounded bg-sand motion-reduce:animate-none" />
    </div>
  );
}

/** schema.org Organization: who sells here, for search engines (the server writes it into every shop page). */
function organization(shop: SiteShellQuery['shop']): Record<string, unknown> {
  const { address } = shop.contact;
  return {
    '@type': 'Organization',
    '@id': '/#organisatie',
    name: shop.brand.name,
    url: '/',
    logo: '/favicon.svg',
    foundingDate: String(shop.brand.foundedYear),
    email: shop.contact.email,
    telephone: shop.contact.phone,
    vatID: shop.contact.vatNumber,
    address: { '@type': 'PostalAddress', streetAddress: address.street, postalCode: address.postalCode, addressLocality: address.city, addressCountry: address.countryCode },
  };
}

/**
 * The frame of every shop page: header (with submenu, search, cart button), the page, footer, the mobile
 * bottom bar (the bottom padding below 768 px keeps the footer clear of it), theme toggle and cart panel. After a
 * page change the new page starts at the top, with the focus on its heading.
 */
export function Layout() {
  const { data } = useQuery(SiteShellDocument);
  const { pathname } = useLocation();
  useSiteHead(data?.shop.brand.name ?? null, data ? { organization: organization(data.shop) } : {});
  // The checkout and an order's page are not for search results, however the visitor got there (the server writes the
  // same into the pages it renders, from the same list).
  useNoindex(isUnder(NOINDEX_PATHS, pathname));
  return (
    <BrandNameContext.Provider value={data?.shop.brand.name ?? null}>
      {/* --fixed-bottom: the height of the one bar fixed at the bottom of a phone's screen (index.css), 0 from 768 px. */}
      <div className="flex min-h-dvh flex-col pb-[var(--fixed-bottom)]">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-ink px-4 py-3 font-medium text-page focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
        >
          {nl.site.skipLink}
        </a>
        <ScrollToTop />
        <RouteFocus />
        {/* Each part of the frame its own Suspense boundary: hydrated in its own slice, the one acted on first. */}
        <Suspense>
          <Header />
        </Suspense>
        {/* At least one screen high: the footer starts below the fold, so content that loads late never pushes it (CLS). */}
        <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <Suspense>
          <Footer shop={data?.shop} />
        </Suspense>
        <Suspense>
          <BottomBar shop={data?.shop} />
        </Suspense>
        <ThemeToggle placement="floating" />
        <CartPanel />
      </div>
    </BrandNameContext.Provider>
  );
}
