import type { ReactNode } from 'react';

/**
 * A page's own fixed bar on a phone (a configurator's price and add button), below 768 px only, 5rem high. It takes
 * the place of the shop's contact bar while it is on the page (index.css, `[data-page-bar]`): one fixed bar at a
 * time, and the page keeps room for it at its end (--fixed-bottom), so it hides no content. Plain CSS, so the page
 * as the server sends it is laid out the same.
 */
export function PageBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      data-page-bar=""
      className="fixed inset-x-0 bottom-0 z-30 flex h-[calc(5rem+env(safe-area-inset-bottom))] items-center gap-3 border-t border-line bg-card px-4 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] md:hidden"
    >
      {children}
    </div>
  );
}
