import { catalogBrowse } from '../../../i18n/catalog-browse';

/** The products (or `message`'s subject) could not be loaded: say so and offer to try again. */
export function LoadError({ onRetry, message = catalogBrowse.common.loadError }: { onRetry: () => void; message?: string }) {
  return (
    <div className="rounded-2xl border border-line bg-card p-6">
      <p role="alert" className="text-ink">
        {message}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-semibold text-on-accent hover:bg-accent-hover"
      >
        {catalogBrowse.common.retry}
      </button>
    </div>
  );
}
