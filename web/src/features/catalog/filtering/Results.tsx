import { useRef, type ReactNode } from 'react';
import { catalogListings } from '../../../i18n/catalog-listings';
import { ActiveChips, type Chip } from './ActiveChips';
import { primaryButton, secondaryButton } from './FilterLayout';

const t = catalogListings.filters;

/**
 * The head of a filtered result list: the active filters as chips, then one polite live region that says
 * what is happening ('... laden...' or '{n} ... gevonden'). Focus lands on it when the last chip is removed.
 */
export function ResultsStatus({ chips, text }: { chips: readonly Chip[]; text: string }) {
  const status = useRef<HTMLParagraphElement>(null);
  return (
    <>
      <ActiveChips chips={chips} onAllRemoved={() => status.current?.focus()} />
      <p ref={status} tabIndex={-1} aria-live="polite" aria-atomic="true" className="mb-4 font-medium text-ink-soft focus:outline-none">
        {text}
      </p>
    </>
  );
}

/** Nothing matches the filters: the page's texts and, when filters are set, a button that clears them. */
export function EmptyBox({ children, resetLabel, onReset }: { children: ReactNode; resetLabel: string; onReset: (() => void) | null }) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-card p-8 text-center">
      {children}
      {onReset && (
        <button type="button" onClick={onReset} className={`${primaryButton} mt-5`}>
          {resetLabel}
        </button>
      )}
    </div>
  );
}

/** 'Meer laden': the next page of a cursor connection. */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <div className="mt-8 flex justify-center">
      <button type="button" disabled={loading} onClick={onClick} className={secondaryButton}>
        {loading ? t.loadingMore : t.loadMore}
      </button>
    </div>
  );
}
