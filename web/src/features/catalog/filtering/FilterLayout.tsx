import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/icons';
import { catalogListings } from '../../../i18n/catalog-listings';

const t = catalogListings.filters;

function FilterIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

/**
 * The filter sidebar beside the results from 1024 px; below that a 'Toon filters' disclosure button
 * (aria-expanded) opens the same panel in place, above the results.
 */
export function FilterLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-10">
      <div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex min-h-11 w-full items-center justify-between gap-3 rounded-full border border-line bg-card px-5 font-medium hover:border-ink-soft lg:hidden"
        >
          <span className="inline-flex items-center gap-2">
            <FilterIcon />
            {t.toggle}
          </span>
          <ChevronDownIcon size={20} className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
        </button>
        <aside
          id={panelId}
          aria-label={t.heading}
          className={`${open ? 'block' : 'hidden'} mt-4 rounded-2xl border border-line bg-card p-5 lg:sticky lg:top-6 lg:mt-0 lg:block`}
        >
          {sidebar}
        </aside>
      </div>
      <div className="mt-6 lg:mt-0">{children}</div>
    </div>
  );
}

/** One titled group of the sidebar. */
export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-3 w-full text-base font-semibold">{title}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

export interface SortOption<T extends string> {
  value: T;
  label: string;
}

/** The sort select (a native select: the phone's own picker, full keyboard support). */
export function SortSelect<T extends string>({ value, options, onChange }: { value: T; options: readonly SortOption<T>[]; onChange: (value: T) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-base font-semibold">
        {t.sortLabel}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
          className="min-h-11 w-full appearance-none rounded-xl border border-line bg-page py-2 pr-10 pl-4 text-ink hover:border-ink-soft"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-ink-soft" />
      </div>
    </div>
  );
}

export interface CheckOption<T extends string | number> {
  value: T;
  label: string;
  description?: string;
  /** A colour dot before the label. */
  hex?: string;
}

/** A list of checkboxes: any number can be chosen. */
export function CheckboxList<T extends string | number>({
  options,
  selected,
  onToggle,
  twoColumnsOnPhone = false,
}: {
  options: readonly CheckOption<T>[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  /** Short labels: two columns below 1024 px (the sidebar is one column wide). */
  twoColumnsOnPhone?: boolean;
}) {
  return (
    <ul className={twoColumnsOnPhone ? 'grid grid-cols-2 gap-1 lg:grid-cols-1' : 'space-y-1'}>
      {options.map((option) => (
        <li key={option.value}>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-sand">
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={() => onToggle(option.value)}
              className="size-5 shrink-0 accent-accent"
            />
            {option.hex && <span aria-hidden="true" className="size-4 shrink-0 rounded-full border border-line" style={{ backgroundColor: option.hex }} />}
            <span className="flex flex-col">
              <span>{option.label}</span>
              {option.description && <span className="text-sm text-ink-soft">{option.description}</span>}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-line px-5 font-medium hover:border-ink-soft hover:bg-sand disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent';

/** A reset button of the sidebar. */
export function ResetButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={secondaryButton}>
      {label}
    </button>
  );
}

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-6 font-medium text-on-accent hover:bg-accent-hover';
export { secondaryButton };
