import { content } from '../../../i18n/content';

/** A calm skeleton while the shop facts load. */
export function PageLoading() {
  return (
    <div className="mx-auto max-w-6xl px-5 py-14 md:px-8" role="status">
      <span className="sr-only">{content.common.loading}</span>
      <div className="h-10 w-2/3 max-w-lg animate-pulse rounded-lg bg-sand motion-reduce:animate-none" />
      <div className="mt-5 h-4 w-full max-w-2xl animate-pulse rounded bg-sand motion-reduce:animate-none" />
      <div className="mt-3 h-4 w-5/6 max-w-xl animate-pulse rounded bg-sand motion-reduce:animate-none" />
    </div>
  );
}

/** The facts could not be loaded: say so (the title stays) and offer to try again. */
export function PageLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-3xl px-5 py-14 md:px-8">
      <h1 className="text-3xl font-semibold md:text-4xl">{title}</h1>
      <p className="mt-4 text-ink-soft" role="alert">
        {content.common.loadError}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-medium text-on-accent hover:bg-accent-hover"
      >
        {content.common.retry}
      </button>
    </div>
  );
}
