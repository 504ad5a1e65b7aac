import { useLayoutEffect, useRef, useState } from 'react';
import { CloseIcon } from '../../../components/icons';
import { catalogListings } from '../../../i18n/catalog-listings';

const t = catalogListings.filters;

/** SPEC §9: up to 10 chips are shown, then '+N meer'. */
export const CHIP_LIMIT = 10;

export interface Chip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** One chip per chosen value of a filter; removing one calls `without` with the list minus that value. */
export function chipsOf<T extends string | number>(name: string, values: readonly T[], label: (value: T) => string, without: (rest: T[]) => void): Chip[] {
  return values.map((value) => ({
    key: `${name}-${value}`,
    label: label(value),
    onRemove: () => without(values.filter((other) => other !== value)),
  }));
}

/**
 * The active filters as removable chips. After a removal, focus moves to the chip that took its place (or
 * the one before it), so a keyboard user is not thrown back to the top of the page.
 */
export function ActiveChips({ chips, onAllRemoved }: { chips: readonly Chip[]; /** Where focus goes when the last chip is removed. */ onAllRemoved?: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);

  useLayoutEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = list.current?.querySelectorAll('button');
    if (buttons && buttons.length > 0) buttons[Math.min(index, buttons.length - 1)]!.focus();
    else onAllRemoved?.();
  }, [chips, onAllRemoved]);

  if (chips.length === 0) return null;
  const shown = expanded ? chips : chips.slice(0, CHIP_LIMIT);
  const hidden = chips.length - shown.length;
  return (
    <section aria-label={t.activeHeading} className="mb-4">
      <ul ref={list} className="flex flex-wrap gap-2">
        {shown.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={t.removeChip(chip.label)}
              onClick={() => {
                focusAfterRemoval.current = index;
                chip.onRemove();
              }}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-sand py-1 pr-3 pl-4 text-sm font-medium hover:bg-line"
            >
              {chip.label}
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <button
              type="button"
              onClick={() => setExpanded(true)}
              className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-medium hover:bg-sand"
            >
              {t.more(hidden)}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
