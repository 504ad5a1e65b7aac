import { secondaryButton } from '../shared/ui';

/** The card's two actions: quiet buttons that stay marked while their list is open. */
export const actionButton = `${secondaryButton} aria-expanded:bg-sand`;

/** The search field and the status select. */
export const fieldClass =
  'mt-1 block w-full min-h-11 rounded-xl border border-line bg-card px-4 py-2 text-base text-ink placeholder:text-ink-soft';
