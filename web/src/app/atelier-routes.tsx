import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { SiteShellDocument } from '../gql/graphql';
import { RedirectTo } from '../lib/page-head';

const AtelierOverviewPage = lazy(() => import('../features/catalog/atelier/AtelierOverviewPage'));
const NotFoundPage = lazy(() => import('../features/content/NotFoundPage'));

/** The atelier line page (ARCHITECTURE §6: the English overview of six cards). */
export function AtelierScreen() {
  return <AtelierOverviewPage />;
}

/** Path of the atelier line page for a brand slug: /{slug}-atelier. */
export const atelierPath = (brandSlug: string) => `/${brandSlug}-atelier`;

/** /atelier (the home hero link) -> /{brand-slug}-atelier, or the generic atelier route if the facts fail. */
export function AtelierRedirect() {
  const { data, error } = useQuery(SiteShellDocument);
  if (error) return <RedirectTo to="/roller-blinds-atelier" status={302} />;
  if (!data) return null;
  return <RedirectTo to={atelierPath(data.shop.brand.slug)} status={302} />;
}

/**
 * One-segment paths ending in "-atelier": the atelier page when the prefix is the brand slug from the
 * shop facts (/lumina-atelier), otherwise the 404 page. Other one-segment paths are a 404 at once.
 */
export function BrandAtelierRoute() {
  const { segment = '' } = useParams();
  const candidate = /^[a-z0-9-]+-atelier$/.test(segment);
  const { data, error } = useQuery(SiteShellDocument, { skip: !candidate });
  if (!candidate || error) return <NotFoundPage />;
  if (!data) return null;
  return `/${segment}` === atelierPath(data.shop.brand.slug) ? <AtelierScreen /> : <NotFoundPage />;
}
