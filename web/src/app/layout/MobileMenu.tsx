import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MenuIcon } from '../../components/icons';
import { nl } from '../../i18n/nl';

const loadSheet = () => import('./MobileMenuSheet');
const MobileMenuSheet = lazy(loadSheet);

/**
 * The side menu below 768 px: the listings, the atelier, the main navigation and the theme switch. The button is
 * part of the page; the sheet's dialog code loads the first time it opens (or when the button is touched or focused).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        type="button"
        aria-label={nl.header.menu.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-sand md:hidden"
      >
        <MenuIcon />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
