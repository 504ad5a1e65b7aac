import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { pictureProps, ProductImage } from '../../../components/ProductImage';
import { ProductNotFound, ProductPageSkeleton } from '../../../components/ProductPageStates';
import { ProductDetailPageDocument, type ProductDetailPageQuery } from '../../../gql/catalog';
import { catalogProductDetail as t } from '../../../i18n/catalog-product-detail';
import { productPageTexts } from '../../../i18n/product-page';
import { configuratorPath } from '../../../lib/configuration-url';
import { RedirectTo } from '../../../lib/page-head';
import { useProductHead } from '../../../lib/product-head';
import { LoadError } from '../browse-shared/LoadError';
import { AddToCartForm } from './AddToCartForm';
import { DeliveryPanel } from './DeliveryPanel';
import { ReviewsBlock } from './ReviewsBlock';

type Product = NonNullable<ProductDetailPageQuery['product']>;

const PRODUCT_ID = /^\d{1,9}$/;

/**
 * SPEC §2 Generic product page: loading, then the product or 'Product niet gevonden'. A made-to-measure product has
 * one page, its configurator: /products/{id} goes there with its query string (sizes, options, kleur).
 */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const valid = PRODUCT_ID.test(id);
  const { data, error, loading, refetch } = useQuery(ProductDetailPageDocument, { variables: { id }, skip: !valid });
  const product = data?.product ?? null;
  useProductHead(
    product && !product.configurator ? product : null,
    `/products/${id}`,
    false,
    product || (valid && (loading || !data) && !error) ? null : productPageTexts.notFoundTitle,
  );

  if (valid && error && !data) {
    return (
      <div className="mx-auto max-w-3xl px-5 py-14 md:px-8">
        <LoadError message={t.loadError} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (valid && !data) return <ProductPageSkeleton />;
  if (!product) return <ProductNotFound />;
  if (product.configurator) return <RedirectTo to={`${configuratorPath(product.slug)}${search}`} />;

  return (
    <div className="mx-auto max-w-6xl px-5 py-8 md:px-8 md:py-12">
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <Gallery key={product.id} product={product} />
        <div>
          <h1 className="text-3xl font-semibold md:text-4xl">{product.name}</h1>
          <p className="mt-3 text-ink-soft">{product.description}</p>
          <p className="mt-4 text-2xl font-semibold tabular-nums">{product.price.formatted}</p>
          {product.features.length > 0 && (
            <section aria-labelledby="product-features" className="mt-6">
              <h2 id="product-features" className="text-sm font-semibold tracking-wide text-ink-soft uppercase">
                {t.features}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {product.features.map((feature) => (
                  <li key={feature} className="rounded-full border border-line bg-card px-3 py-1 text-sm">
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <AddToCartForm product={product} />
        </div>
      </div>
      <ReviewsBlock productId={product.id} />
      {data?.shop && <DeliveryPanel shop={data.shop} />}
    </div>
  );
}

/** How wide the gallery draws its pictures: half the page from 768 px (two columns, at most 6xl), the full width below. */
const MAIN_SIZES = '(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw';
const THUMBNAIL_SIZES = '(min-width: 768px) 8rem, 25vw';

/** The main picture and up to three more as thumbnails; choosing one shows it large. */
function Gallery({ product }: { product: Product }) {
  const images = product.media.slice(0, 4);
  const [shown, setShown] = useState(0);
  const main = images[shown];
  return (
    <div>
      <div className="overflow-hidden rounded-2xl border border-line">
        {main ? (
          <ProductImage {...pictureProps(main)} sizes={MAIN_SIZES} loading="eager" fetchPriority="high" className="aspect-[4/3]" />
        ) : (
          <ProductImage src={null} alt={product.name} loading="eager" />
        )}
      </div>
      {images.length > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-3">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t.thumbnail(index + 1, images.length)}
                onClick={() => setShown(index)}
                className={`block w-full overflow-hidden rounded-xl border-2 ${index === shown ? 'border-accent' : 'border-line hover:border-ink-soft'}`}
              >
                <ProductImage {...pictureProps(image)} alt="" sizes={THUMBNAIL_SIZES} className="aspect-[4/3]" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
