import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top (SPEC §2: "Page scrolls to top when a /product/{x} path opens"). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
