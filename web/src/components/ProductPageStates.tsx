import { Link } from 'react-router-dom';
import { productPageTexts as t } from '../i18n/product-page';
import { usePageHead } from '../lib/page-head';
import { Skeleton } from './Skeleton';

/** A product page's place while it loads: the picture beside the title, text and controls. */
export function ProductPageSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-5 py-8 md:px-8 md:py-12" role="status">
      <span className="sr-only">{t.loading}</span>
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-10 w-3/4 rounded-lg" />
          <Skeleton className="h-4 w-full rounded" />
          <Skeleton className="h-4 w-5/6 rounded" />
          <Skeleton className="h-8 w-1/3 rounded" />
          <Skeleton className="mt-4 h-11 w-full rounded-lg" />
          <Skeleton className="h-11 w-full rounded-lg" />
          <Skeleton className="h-11 w-full rounded-full" />
        </div>
      </div>
    </div>
  );
}

/** 'Product niet gevonden' / 'Het opgevraagde product bestaat niet.' (SPEC §8), with the way back to all products. */
export function ProductNotFound() {
  usePageHead({ title: t.notFoundTitle, status: 404, noindex: true });
  return (
    <div className="mx-auto max-w-3xl px-5 py-14 text-center md:px-8">
      <h1 className="text-3xl font-semibold">{t.notFoundTitle}</h1>
      <p className="mt-3 text-ink-soft">{t.notFoundText}</p>
      <Link to="/products" className="mt-6 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-medium text-on-accent hover:bg-accent-hover">
        {t.backToProducts}
      </Link>
    </div>
  );
}
