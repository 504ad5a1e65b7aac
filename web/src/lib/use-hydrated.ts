import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates the prerendered HTML (and on the server), true after: for the few things that
 * depend on the browser (the stored theme), so the first client render matches the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
