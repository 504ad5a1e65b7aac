import { useEffect, type ReactNode } from 'react';

/** Height of a page's own bar on a phone (a configurator's price and add button): 5rem. */
const BAR_HEIGHT = '5rem';

/**
 * A page's own fixed bar on a phone, just above the shop's contact bar (below 768 px only). While it is shown,
 * the layout keeps room for it (`--page-bar-height`), so it hides no content and the theme toggle moves up.
 */
export function PageBar({ label, children }: { label: string; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    const media = window.matchMedia('(min-width: 768px)');
    const apply = () => root.style.setProperty('--page-bar-height', media.matches ? '0px' : BAR_HEIGHT);
    apply();
    media.addEventListener('change', apply);
    return () => {
      media.removeEventListener('change', apply);
      root.style.removeProperty('--page-bar-height');
    };
  }, []);
  return (
    <div
      role="region"
      aria-label={label}
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 flex h-20 items-center gap-3 border-t border-line bg-card px-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] md:hidden"
    >
      {children}
    </div>
  );
}
