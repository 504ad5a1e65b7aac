/** SPEC §9 "UI" and "Toasts": the site-wide timing and size constants, named once. */

/** Cart button tooltip: open delay, and the window in which a next tooltip opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The 'ROLGORDIJNEN' submenu closes this long after the pointer leaves it (wide screens). */
export const SUBMENU_CLOSE_DELAY_MS = 300;

/** From this width the submenu opens on hover; below it, it toggles on click. */
export const WIDE_SCREEN_MIN_PX = 1024;

/** Below this width: mobile header (side menu) and the fixed bottom bar. */
export const MOBILE_BREAKPOINT_PX = 768;

/** Toasts: one at a time, shown 5 s, swiped away to the right after 50 px. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** A dismissed toast is forgotten this long after it closed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
