import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { PRODUCT_LISTING } from '@lumina/schema';
import {
  AdminProductChoicesDocument,
  AdminProductDocument,
  AdminProductsDocument,
  type AdminProductDetailFragment,
  type AdminProductListItemFragment,
  type ProductListing,
} from '../../../gql/admin';
import { adminProducts as t } from '../../../i18n/admin-products';
import { useInboxList } from '../inbox/use-inbox-list';
import { useSessionExpiry } from '../shared/staff';
import { ChosenEntry, ListBeside } from '../shared/list-beside';
import { Badge, primaryButton } from '../shared/ui';
import { ProductForm, ProductHistory } from './ProductForm';
import { PriceRulesLink } from '../prices/PriceRulesLink';
import { ProductImagesLink } from '../product-images/ProductImagesLink';

/** ?product=nieuw: 'Nieuw product' in the place of a chosen product. */
const NEW = 'nieuw';

function ProductEntry({ item, selected, onOpen }: { item: AdminProductListItemFragment; selected: boolean; onOpen: () => void }) {
  const describedId = useId();
  return (
    <a
      href={`?product=${encodeURIComponent(item.id)}`}
      data-entry
      aria-current={selected ? 'true' : undefined}
      // Named by what it does; described by what else it shows (published or not, its position).
      aria-label={t.open(item.product.name, item.product.slug)}
      aria-describedby={`${describedId}-state ${describedId}-position`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen();
      }}
      className={`block rounded-2xl border p-4 hover:border-ink-soft ${selected ? 'border-accent bg-sand' : 'border-line bg-card'}`}
    >
      <span className="flex flex-wrap items-start justify-between gap-2">
        <span className="min-w-0 font-semibold break-words text-ink">{item.product.name}</span>
        <span id={`${describedId}-state`}>
          <Badge tone={item.published ? 'done' : 'neutral'}>{item.published ? t.published : t.unpublished}</Badge>
        </span>
      </span>
      <span className="mt-1 block text-sm break-words text-ink-soft">
        /{item.product.slug} · <span id={`${describedId}-position`}>{t.position(item.sortOrder)}</span>
      </span>
    </a>
  );
}

/** The chosen product's card: its name, the links to its other screens, its form and its history. */
function ProductCard({ item, takeFocus }: { item: AdminProductDetailFragment; takeFocus: boolean }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [item.id, takeFocus]);
  return (
    <article aria-labelledby={`${id}-heading`} className="rounded-2xl border border-line bg-card p-5 md:p-6">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-semibold break-words focus:outline-none">
        {item.product.name}
      </h2>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
        {/* Links to the product's prices and images. */}
        <PriceRulesLink productId={item.id} />
        <ProductImagesLink productId={item.id} />
      </div>
      <ProductForm key={item.id} item={item} />
      <ProductHistory item={item} />
    </article>
  );
}

function ChosenProduct({ id, takeFocus }: { id: string; takeFocus: boolean }) {
  const { data, error, refetch } = useQuery(AdminProductDocument, { variables: { id } });
  useSessionExpiry(error);
  return (
    <ChosenEntry data={data ? data.staffProduct : undefined} error={error} retry={() => void refetch()} failedText={t.detailFailed} notFoundText={t.notFound}>
      {(item) => <ProductCard item={item} takeFocus={takeFocus} />}
    </ChosenEntry>
  );
}

/** 'Nieuw product': its form; once created, the new product is chosen. */
function NewProduct({ takeFocus }: { takeFocus: boolean }) {
  const id = useId();
  const [, setParams] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <article aria-labelledby={`${id}-heading`} className="rounded-2xl border border-line bg-card p-5 md:p-6">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t.form.createTitle}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t.form.createIntro}</p>
      <ProductForm onCreated={(created) => setParams({ product: created })} />
    </article>
  );
}

const selectClass = 'mt-1 block min-h-11 w-full rounded-xl border border-line bg-page px-3 py-2 text-ink';

interface Filters {
  category: string;
  listing: string;
  published: string;
}

/** The list's filters: category, listing and publication. */
function ProductFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const id = useId();
  const { data } = useQuery(AdminProductChoicesDocument);
  const set = (key: keyof Filters) => (event: React.ChangeEvent<HTMLSelectElement>) => onChange({ ...filters, [key]: event.target.value });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="sr-only">{t.filters.label}</legend>
      <div>
        <label htmlFor={`${id}-category`} className="font-medium">
          {t.filters.category}
        </label>
        <select id={`${id}-category`} value={filters.category} onChange={set('category')} className={selectClass}>
          <option value="">{t.filters.all}</option>
          {(data?.staffProductFacets.categories ?? []).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-listing`} className="font-medium">
          {t.filters.listing}
        </label>
        <select id={`${id}-listing`} value={filters.listing} onChange={set('listing')} className={selectClass}>
          <option value="">{t.filters.all}</option>
          {Object.entries(PRODUCT_LISTING).map(([name, value]) => (
            <option key={name} value={name}>
              {t.form.listings[value] ?? value}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-published`} className="font-medium">
          {t.filters.published}
        </label>
        <select id={`${id}-published`} value={filters.published} onChange={set('published')} className={selectClass}>
          <option value="">{t.filters.all}</option>
          <option value="true">{t.filters.onlyPublished}</option>
          <option value="false">{t.filters.onlyUnpublished}</option>
        </select>
      </div>
    </fieldset>
  );
}

/**
 * /admin/producten (beheer): every product, published or not, filtered by category, listing and publication, and
 * the chosen one (?product={id}) to edit beside it, or 'Nieuw product' (?product=nieuw).
 */
export default function ProductsPage() {
  const [filters, setFilters] = useState<Filters>({ category: '', listing: '', published: '' });
  const [, setParams] = useSearchParams();
  const list = useInboxList(AdminProductsDocument, 'staffProducts', {
    category: filters.category || null,
    listing: (filters.listing || null) as ProductListing | null,
    published: filters.published === '' ? null : filters.published === 'true',
  });
  return (
    <ListBeside
      list={list}
      param="product"
      texts={t}
      actions={
        <button type="button" className={primaryButton} onClick={() => setParams({ product: NEW })}>
          {t.create}
        </button>
      }
      filters={<ProductFilters filters={filters} onChange={setFilters} />}
      entry={(item, selected, onOpen) => <ProductEntry item={item} selected={selected} onOpen={onOpen} />}
      detail={(id, takeFocus) => (id === NEW ? <NewProduct takeFocus /> : <ChosenProduct id={id} takeFocus={takeFocus} />)}
    />
  );
}
