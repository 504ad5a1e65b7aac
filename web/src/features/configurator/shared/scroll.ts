/** Smooth scrolling, or an instant jump under reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
}

/**
 * Takes the shopper to a choice still to be made: its group scrolled to the middle of the screen (clear of a phone's
 * fixed bars, which a plain focus would leave it under) and its first choice focused.
 */
export function goToChoice(group: HTMLElement | null | undefined): void {
  if (!group) return;
  group.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
  group.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
}
