/**
 * The numbered sections of the light-filtering configurator (SPEC §4): which are open, which is active, and
 * moving on — by 'Volgende stap', or by itself 500 ms after the active section becomes complete, unless the
 * shopper toggled that section by hand. Opening a next section scrolls it into view (smoothly, instantly under
 * reduced motion). Under 768 px the first section starts collapsed, otherwise open (SPEC §2, §9).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../components/ui-constants';
import { scrollBehavior } from '../shared/scroll';

/** SPEC §4: the next section opens this long after the active one became complete. */
export const AUTO_ADVANCE_MS = 500;


interface SectionsOptions<Id extends string> {
  /** The sections in their order. */
  ids: readonly Id[];
  /** Which sections are complete now (their rule is met). */
  complete: Readonly<Record<Id, boolean>>;
  /** Called when 'Volgende stap' is pressed in the last section (e.g. to go to the summary). */
  onDone?: () => void;
}

export function useSections<Id extends string>({ ids, complete, onDone }: SectionsOptions<Id>) {
  const first = ids[0]!;
  // null until the page runs in a browser: the first section is open on wide screens only, by CSS, so the
  // server's HTML and the first render in the browser agree; then the width decides, with nothing moving.
  const [openSet, setOpen] = useState<ReadonlySet<Id> | null>(null);
  const byWidth = useCallback(
    (): ReadonlySet<Id> => (window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches ? new Set([first]) : new Set()),
    [first],
  );
  useEffect(() => setOpen((current) => current ?? byWidth()), [byWidth]);
  const open = openSet ?? new Set<Id>();
  const [active, setActive] = useState<Id>(first);
  /** Sections the shopper opened or closed by hand: these never move on by themselves. */
  const [toggledByHand, setToggledByHand] = useState<ReadonlySet<Id>>(() => new Set());

  const sections = useRef(new Map<Id, HTMLElement>());
  const headers = useRef(new Map<Id, HTMLButtonElement>());
  /** What to do once a section has been opened: scroll to it, and focus its header ('Volgende stap'). */
  const [arrival, setArrival] = useState<{ id: Id; focus: boolean } | null>(null);

  const nextOf = useCallback((id: Id): Id | undefined => ids[ids.indexOf(id) + 1], [ids]);

  /** Opens `id` as the active section (not by hand), optionally closing `from`, then scrolls to it. */
  const moveTo = useCallback((id: Id, { from, focus }: { from?: Id; focus: boolean }) => {
    setOpen((current) => {
      const next = new Set(current ?? byWidth());
      if (from !== undefined) next.delete(from);
      next.add(id);
      return next;
    });
    setToggledByHand((current) => {
      if (!current.has(id)) return current;
      const next = new Set(current);
      next.delete(id);
      return next;
    });
    setActive(id);
    setArrival({ id, focus });
  }, [byWidth]);

  // Runs in the commit that opened the section (the arrival is set in the same update).
  useEffect(() => {
    if (!arrival) return;
    if (arrival.focus) headers.current.get(arrival.id)?.focus({ preventScroll: true });
    sections.current.get(arrival.id)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [arrival]);

  // The active section just became complete (and was not toggled by hand): the next opens after 500 ms. The
  // timer is dropped when the section becomes incomplete again, is toggled by hand, another section becomes
  // active, or the page closes.
  const activeComplete = complete[active];
  const activeByHand = toggledByHand.has(active);
  const seen = useRef({ active, complete: activeComplete });
  useEffect(() => {
    const before = seen.current;
    seen.current = { active, complete: activeComplete };
    const becameComplete = before.active === active && !before.complete && activeComplete;
    const next = nextOf(active);
    if (!becameComplete || activeByHand || next === undefined) return;
    const timer = window.setTimeout(() => moveTo(next, { focus: false }), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [active, activeComplete, activeByHand, nextOf, moveTo]);

  /** A click, Enter or Space on a section's header. */
  const toggle = useCallback(
    (id: Id) => {
      const opening = !(openSet ?? byWidth()).has(id);
      setToggledByHand((current) => new Set(current).add(id));
      setOpen((current) => {
        const next = new Set(current ?? byWidth());
        if (opening) next.add(id);
        else next.delete(id);
        return next;
      });
      if (opening) setActive(id);
    },
    [openSet, byWidth],
  );

  /** 'Volgende stap': close this section, open the next and put focus on its header. */
  const goOn = useCallback(
    (id: Id) => {
      const next = nextOf(id);
      if (next === undefined) onDone?.();
      else moveTo(next, { from: id, focus: true });
    },
    [nextOf, moveTo, onDone],
  );

  /** Arrow keys, Home and End move between the section headers (the accordion pattern). */
  const headerKeyDown = useCallback(
    (id: Id, key: string): boolean => {
      const index = ids.indexOf(id);
      const target =
        key === 'ArrowDown' ? ids[(index + 1) % ids.length] : key === 'ArrowUp' ? ids[(index - 1 + ids.length) % ids.length] : key === 'Home' ? ids[0] : key === 'End' ? ids[ids.length - 1] : undefined;
      if (target === undefined) return false;
      headers.current.get(target)?.focus();
      return true;
    },
    [ids],
  );

  const register = useCallback(
    (map: 'sections' | 'headers', id: Id) => (element: HTMLElement | null) => {
      const store = (map === 'sections' ? sections.current : headers.current) as Map<Id, HTMLElement>;
      if (element) store.set(id, element);
      else store.delete(id);
    },
    [],
  );

  /** A section's element (its header and panel), once rendered. */
  const element = useCallback((id: Id) => sections.current.get(id), []);

  return {
    open,
    active,
    /** 'wide': open on wide screens only (before the page knows the width). */
    isOpen: (id: Id): boolean | 'wide' => (openSet === null ? (id === first ? 'wide' : false) : openSet.has(id)),
    element,
    toggle,
    goOn,
    headerKeyDown,
    register,
  };
}
