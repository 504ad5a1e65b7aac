import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (its code and data loading) before the focus stays where it is. */
const HEADING_WAIT_MS = 10_000;

/**
 * After a page change the focus moves to the new page's heading (the first `h1` in `#main`), which a screen reader
 * then reads (issue 31: the focus stayed on the link pressed, or fell to the page and the next Tab went to the
 * footer). A page that shows its heading only once its code or data has loaded gets the focus then; a heading
 * drawn anew (a skeleton's replaced by the page's) takes it over. Once the visitor presses a key or the pointer,
 * the focus is theirs. The first page of a visit keeps the browser's own start (the skip link first).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    const main = document.getElementById('main');
    if (!main) return undefined;

    let focused: HTMLElement | null = null;
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener('pointerdown', stop, true);
      window.removeEventListener('keydown', stop, true);
    };
    const place = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading || heading === document.activeElement) return;
      // The heading it gave the focus to is gone and the focus went elsewhere than the page: not ours to move.
      if (focused && document.activeElement !== document.body && document.activeElement !== null) {
        stop();
        return;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      focused = heading;
    };
    const observer = new MutationObserver(place);
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(stop, HEADING_WAIT_MS);
    window.addEventListener('pointerdown', stop, true);
    window.addEventListener('keydown', stop, true);
    place();
    return stop;
  }, [pathname]);

  return null;
}
