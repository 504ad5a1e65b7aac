import { useEffect, useState } from 'react';

/** SPEC §4/§9: each filter or sort change shows the loading indicator for 300 ms. */
export const FILTER_LOADING_MS = 300;

/**
 * True for `ms` after `key` changes (not on the first render); a new change restarts the period. Pass the
 * canonical filter state as `key`, so a change made by Back counts as well as one made by a click.
 */
export function useBriefIndicator(key: string, ms = FILTER_LOADING_MS): boolean {
  const [shown, setShown] = useState({ key, on: false });
  // Adjusting state while rendering (React's pattern for "state from the previous render"): no extra frame
  // passes between the change and the indicator.
  if (shown.key !== key) setShown({ key, on: true });
  useEffect(() => {
    if (!shown.on) return;
    const timer = setTimeout(() => setShown((current) => ({ ...current, on: false })), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  return shown.key !== key || shown.on;
}
