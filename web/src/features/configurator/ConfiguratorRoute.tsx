import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { rulesFromGraphQL, type ConfiguratorLayout } from '@lumina/schema';
import { ProductNotFound, ProductPageSkeleton } from '../../components/ProductPageStates';
import { ConfiguratorPageDocument } from '../../gql/configurator';
import { configuratorTexts as t } from '../../i18n/configurator';
import { productPageTexts } from '../../i18n/product-page';
import { RedirectTo } from '../../lib/page-head';
import { useProductHead } from '../../lib/product-head';
import type { ConfiguratorScreenProps } from './shared/screen';

/** Each configurator is its own chunk, loaded once the product says which one it needs. */
const screens: Record<ConfiguratorLayout, ComponentType<ConfiguratorScreenProps>> = {
  blackout: lazy(() => import('./blackout/BlackoutConfigurator')),
  'light-filtering': lazy(() => import('./light-filtering/LightFilteringConfigurator')),
  'blackout-white': lazy(() => import('./blackout-white/BlackoutWhiteConfigurator')),
  authentics: lazy(() => import('./authentics/AuthenticsPage')),
};

const PRODUCT_ID = /^\d{1,9}$/;

/**
 * A configurator route (SPEC §2): /product/{id or slug}, or a fixed product (`slug`, e.g. the light-filtering
 * white configurator under both its routes). The product's rules say which configurator renders it; a product
 * without rules is not made to measure and opens its product page instead.
 */
export default function ConfiguratorRoute({ slug }: { slug?: string }) {
  const { id: param = '' } = useParams();
  const { search } = useLocation();
  const key = slug ?? param;
  const variables = PRODUCT_ID.test(key) ? { id: key } : { slug: key };
  const { data, error, refetch } = useQuery(ConfiguratorPageDocument, { variables });
  const product = data?.product ?? null;
  const rules = useMemo(() => (product?.configurator ? rulesFromGraphQL(product.configurator) : null), [product]);
  useProductHead(rules ? product : null, `/product/${product?.slug ?? key}`, true, data && !product ? productPageTexts.notFoundTitle : null);

  if (error && !data) {
    return (
      <div className="mx-auto max-w-3xl px-5 py-14 md:px-8">
        <p role="alert">{t.loadError}</p>
        <button type="button" onClick={() => void refetch()} className="mt-4 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-semibold text-on-accent">
          {t.retry}
        </button>
      </div>
    );
  }
  if (!data) return <ProductPageSkeleton />;
  if (!product) return <ProductNotFound />;
  // A slug staff have renamed finds the product under its new one: the shopper lands on the current address.
  if (!slug && !PRODUCT_ID.test(key) && product.slug !== key.toLowerCase()) return <RedirectTo to={`/product/${product.slug}${search}`} />;
  if (!rules) return <RedirectTo to={`/products/${product.id}${search}`} status={302} />;
  const Screen = screens[rules.layout];
  return (
    <Suspense fallback={<ProductPageSkeleton />}>
      <Screen key={product.id} product={product} rules={rules} shop={data.shop} />
    </Suspense>
  );
}
