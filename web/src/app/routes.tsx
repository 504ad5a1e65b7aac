import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ATELIER_PATH, MOVED_PAGES } from '@lumina/schema';
import HomePage from '../features/content/home/HomePage';
import { MovedPage } from '../lib/page-head';
import { Layout, PageFallback } from './layout/Layout';

/*
 * The whole route table: SPEC §2 plus ARCHITECTURE §6. Home is part of the entry bundle; every other
 * screen is lazy-loaded.
 *
 * Order: react-router ranks routes by specificity (static segments beat `:params`, `*` comes last), so the
 * fixed product pages win over /product/:id whatever their position; they are still listed first so the
 * table reads as the spec's "first match wins".
 */
const NotFoundPage = lazy(() => import('../features/content/NotFoundPage'));
const AboutPage = lazy(() => import('../features/content/about/AboutPage'));
const ContactPage = lazy(() => import('../features/content/contact/ContactPage'));
const DocumentPage = lazy(() => import('../features/content/documents/DocumentPage'));
const ConfiguratorRoute = lazy(() => import('../features/configurator/ConfiguratorRoute'));
const AtelierOverviewPage = lazy(() => import('../features/catalog/atelier/AtelierOverviewPage'));

const AdminLayout = lazy(() => import('../features/admin/AdminLayout'));
const InboxPage = lazy(() => import('../features/admin/inbox/InboxPage'));
const InvitationAcceptPage = lazy(() => import('../features/admin/staff-accounts/LinkAcceptPage').then((m) => ({ default: m.InvitationAcceptPage })));
const PasswordResetAcceptPage = lazy(() => import('../features/admin/staff-accounts/LinkAcceptPage').then((m) => ({ default: m.PasswordResetAcceptPage })));
const InboxRoute = ({ kind }: { kind: 'messages' | 'samples' | 'reviews' }) => <InboxPage kind={kind} />;

const shopRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },

  // Catalogue: overviews and listings
  { path: 'products', Component: lazy(() => import('../features/catalog/products/ProductListPage')) },
  { path: 'products/:id', Component: lazy(() => import('../features/catalog/product-detail/ProductDetailPage')) },
  { path: 'rolgordijnen', Component: lazy(() => import('../features/catalog/overview/OverviewPage')) },
  { path: 'rolgordijnen/soorten', Component: lazy(() => import('../features/catalog/category-choice/CategoryChoicePage')) },
  { path: 'rolgordijnen/lichtdoorlatend', Component: lazy(() => import('../features/catalog/listings/LightFilteringListingPage')) },
  { path: 'rolgordijnen/verduisterend', Component: lazy(() => import('../features/catalog/listings/BlackoutListingPage')) },
  { path: 'fabric-collection', Component: lazy(() => import('../features/catalog/fabric-collection/FabricCollectionPage')) },
  { path: 'product-tile-demo', Component: lazy(() => import('../features/catalog/tile-demo/TileDemoPage')) },

  // Atelier line (ARCHITECTURE §6: the English overview of six cards) at /{brand-slug}-atelier
  { path: ATELIER_PATH.slice(1), element: <AtelierOverviewPage /> },

  // Configurators: the fixed product pages before the generic /product/:id; the product's rules pick the screen
  { path: 'rolgordijnen/lichtdoorlatend-wit-product', element: <ConfiguratorRoute slug="lichtdoorlatend-wit" /> },
  { path: 'product/lichtdoorlatend-wit', element: <ConfiguratorRoute slug="lichtdoorlatend-wit" /> },
  { path: 'product/verduisterend-wit', element: <ConfiguratorRoute slug="verduisterend-wit" /> },
  { path: 'product/rolgordijn-authentics-offwhite', element: <ConfiguratorRoute slug="rolgordijn-authentics-offwhite" /> },
  { path: 'product/:id', element: <ConfiguratorRoute /> },

  // Cart and orders
  { path: 'checkout', Component: lazy(() => import('../features/checkout/CheckoutPage')) },
  { path: 'bestelling/:code', Component: lazy(() => import('../features/checkout/ConfirmationPage')) },

  // Content
  { path: 'over-ons', element: <AboutPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'algemene-voorwaarden', element: <DocumentPage kind="terms" /> },
  { path: 'privacybeleid', element: <DocumentPage kind="privacy" /> },
  { path: 'cookiebeleid', element: <DocumentPage kind="cookies" /> },
  { path: 'shipping', element: <DocumentPage kind="shipping" /> },
  { path: 'warranty', element: <DocumentPage kind="warranty" /> },
  { path: 'returns', element: <DocumentPage kind="returns" /> },
  { path: 'meetinstructies', element: <DocumentPage kind="measuring" /> },
  { path: 'montage', element: <DocumentPage kind="mounting" /> },

  // Other addresses of these pages (/about, /roller-blinds-atelier, /atelier), sent to each page's own
  ...Object.entries(MOVED_PAGES).map(([from, to]): RouteObject => ({ path: from.slice(1), element: <MovedPage to={to} /> })),

  // Anything else
  { path: '*', element: <NotFoundPage /> },
];

/** The staff side: its own frame (AdminLayout signs staff in and guards every screen but the sign-in). */
const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/order-tracking" replace /> },
  { path: 'login', Component: lazy(() => import('../features/admin/login/LoginPage')) },
  { path: 'order-tracking', Component: lazy(() => import('../features/admin/orders/OrderTrackingPage')) },
  { path: 'sku-management', Component: lazy(() => import('../features/admin/skus/SkuManagementPage')) },
  { path: 'berichten', element: <InboxRoute kind="messages" /> },
  { path: 'kleurstalen', element: <InboxRoute kind="samples" /> },
  { path: 'beoordelingen', element: <InboxRoute kind="reviews" /> },
  { path: 'e-mails', Component: lazy(() => import('../features/admin/mail/MailPage')) },
  { path: 'producten', Component: lazy(() => import('../features/admin/products/ProductsPage')) },
  { path: 'producten/:id/prijsregels', Component: lazy(() => import('../features/admin/prices/PriceRulesPage')) },
  { path: 'producten/:id/afbeeldingen', Component: lazy(() => import('../features/admin/product-images/ProductImagesPage')) },
  { path: 'prijzen', Component: lazy(() => import('../features/admin/prices/PriceGroupsPage')) },
  { path: 'acties', Component: lazy(() => import('../features/admin/promotions/PromotionsPage')) },
  { path: 'medewerkers', Component: lazy(() => import('../features/admin/staff-accounts/StaffAccountsPage')) },
  { path: 'wachtwoord', Component: lazy(() => import('../features/admin/staff-accounts/PasswordChangePage')) },
  // One-time links: the token after '#' (never sent to the server); a link of before with it in the path still opens.
  { path: 'uitnodiging', Component: InvitationAcceptPage },
  { path: 'uitnodiging/:token', Component: InvitationAcceptPage },
  { path: 'wachtwoord-herstellen', Component: PasswordResetAcceptPage },
  { path: 'wachtwoord-herstellen/:token', Component: PasswordResetAcceptPage },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    path: '/admin',
    element: (
      <Suspense fallback={<PageFallback />}>
        <AdminLayout />
      </Suspense>
    ),
    children: adminRoutes,
  },
  {
    path: '/',
    element: <Layout />,
    children: shopRoutes,
  },
];
