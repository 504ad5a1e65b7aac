/** A MediaQueryList that answers `matches` and never changes (jsdom has no layout and no media queries). */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** A window this wide: `(min-width: …)`, `(max-width: …)` and reduced-motion queries answer as a browser would. */
export function setWindowWidth(px: number, reducedMotion = false): void {
  window.matchMedia = (query: string) => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    const max = /\(max-width:\s*(\d+)px\)/.exec(query);
    const matches = min ? px >= Number(min[1]) : max ? px <= Number(max[1]) : query.includes('prefers-reduced-motion: reduce') && reducedMotion;
    return staticMediaQueryList(query, matches);
  };
}
