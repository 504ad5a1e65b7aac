import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCart } from '../../../components/cart-context';
import { cardPictureProps, ProductImage } from '../../../components/ProductImage';
import type { ProductListCardFragment } from '../../../gql/catalog';
import { catalogBrowse } from '../../../i18n/catalog-browse';
import { FeatureIcon } from './feature-icon';

const t = catalogBrowse.productList;

/** SPEC §2: this one product's card links to its own fixed page instead of /products/{id}. */
const AUTHENTICS_NAME = 'Authentics – Rolgordijn semi-transparant – Off White';
const AUTHENTICS_PATH = '/product/rolgordijn-authentics-offwhite';

/** Where a card's name links to: the generic product page, or the Authentics page for that product. */
export function productCardPath(product: Pick<ProductListCardFragment, 'id' | 'name'>): string {
  return product.name === AUTHENTICS_NAME ? AUTHENTICS_PATH : `/products/${product.id}`;
}

const buttonClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-full px-5 font-semibold transition-colors disabled:cursor-wait';

/**
 * The card's action. A product without configurator rules is added as it is: quantity 1, its first colour
 * and first light filter (SPEC §7), through the cart (which shows the 'Added to cart' or 'Error' toast).
 * A made-to-measure product cannot be added without its sizes: its button opens the configurator.
 */
function CardAction({ product }: { product: ProductListCardFragment }) {
  const { addLine } = useCart();
  const [adding, setAdding] = useState(false);

  if (product.configurator) {
    return (
      <Link
        to={`/product/${product.slug}`}
        aria-label={`${t.configure}${t.forProduct(product.name)}`}
        className={`${buttonClass} bg-accent text-on-accent hover:bg-accent-hover`}
      >
        {t.configure}
      </Link>
    );
  }

  const add = async () => {
    setAdding(true);
    try {
      await addLine({
        productId: product.id,
        quantity: 1,
        selectedColor: product.colors[0]?.name ?? null,
        selectedLightFilter: product.lightFilter[0] ?? null,
      });
    } finally {
      setAdding(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void add()}
      disabled={adding}
      aria-label={`${adding ? t.adding : t.add}${t.forProduct(product.name)}`}
      className={`${buttonClass} border-2 border-accent bg-card text-accent hover:bg-sand`}
    >
      {adding ? t.adding : t.add}
    </button>
  );
}

interface ProductCardProps {
  product: ProductListCardFragment;
  /** The first cards are above the fold: their pictures load at once. */
  eager?: boolean;
  className?: string;
}

/**
 * A product on the list (SPEC §2): first picture (or our placeholder), name linking to the product page,
 * description, price, the first feature with its icon, and the add (or configure) button.
 */
export function ProductCard({ product, eager = false, className = '' }: ProductCardProps) {
  const feature = product.features[0];
  return (
    <li
      className={`group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-card shadow-sm transition-shadow hover:shadow-md has-[h2_a:focus-visible]:ring-3 has-[h2_a:focus-visible]:ring-focus ${className}`}
    >
      <ProductImage {...cardPictureProps(product.media, catalogBrowse.common.imageAlt(product.name))} loading={eager ? 'eager' : 'lazy'} className="aspect-[4/3]" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-xl leading-snug font-semibold">
          <Link to={productCardPath(product)} className="after:absolute after:inset-0 group-hover:text-accent focus-visible:outline-none">
            {product.name}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-ink-soft">{product.description}</p>
        {feature && (
          <p className="flex items-center gap-2 text-sm font-medium">
            <FeatureIcon feature={feature} />
            {feature}
          </p>
        )}
        <p className="mt-1 text-lg font-semibold tabular-nums">
          {product.configurator ? t.fromPrice(product.price.formatted) : product.price.formatted}
        </p>
        {/* Above the name's stretched link, so the button gets its own clicks. */}
        <div className="relative z-10 mt-auto pt-2">
          <CardAction product={product} />
        </div>
      </div>
    </li>
  );
}
