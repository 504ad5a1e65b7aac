import { useId } from 'react';
import { availableChoices, surchargeLabel, TEXT_OPTION_MAX_LENGTH, type OptionGroup } from '@lumina/schema';
import type { OptionValue } from './use-configuration';

interface OptionGroupFieldProps {
  group: OptionGroup;
  options: Record<string, OptionValue>;
  onChange: (value: OptionValue | null) => void;
  /** The engine's message for this group, shown once the shopper tried to go on. */
  error?: string | null;
  /** Show the group's label as the legend (off when a section heading already says it). */
  legend?: boolean;
  /** Extra description under the legend (e.g. how to choose), tied to the group. */
  description?: string;
  columns?: 1 | 2 | 3;
}

const card =
  'flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-xl border border-line bg-card px-4 py-3 has-[:checked]:border-accent has-[:checked]:bg-sand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent';

/**
 * One option group of a configurator, rendered from its rules: radio cards for one choice, check boxes for
 * several, a text area for notes. Only the choices available now are offered (a metal chain only in metal);
 * each shows its surcharge as the rules define it ('+€ 12,50', '+10%').
 */
export function OptionGroupField({ group, options, onChange, error = null, legend = true, description, columns = 2 }: OptionGroupFieldProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const value = options[group.key];
  const grid = columns === 1 ? 'grid gap-2' : columns === 3 ? 'grid gap-2 sm:grid-cols-3' : 'grid gap-2 sm:grid-cols-2';

  if (group.kind === 'text') {
    return (
      <div>
        <label htmlFor={id} className={legend ? 'font-medium' : 'sr-only'}>
          {group.label}
        </label>
        {description && (
          <p id={`${id}-description`} className="mt-1 text-sm text-ink-soft">
            {description}
          </p>
        )}
        <textarea
          id={id}
          rows={4}
          maxLength={TEXT_OPTION_MAX_LENGTH}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          aria-describedby={describedBy}
          className="mt-1.5 block w-full rounded-lg border border-line bg-card px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        />
      </div>
    );
  }

  const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const choices = availableChoices(group, options);
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={legend ? 'font-medium' : 'sr-only'}>{group.label}</legend>
      {description && (
        <p id={`${id}-description`} className="mt-1 text-sm text-ink-soft">
          {description}
        </p>
      )}
      <div className={`mt-2 ${grid}`}>
        {choices.map((choice) => {
          const extra = surchargeLabel(choice.surcharge);
          const checked = chosen.includes(choice.value);
          return (
            <label key={choice.value} className={card}>
              <span className="flex items-center gap-3">
                <input
                  type={group.kind === 'multiple' ? 'checkbox' : 'radio'}
                  name={`${id}-${group.key}`}
                  value={choice.value}
                  checked={checked}
                  onChange={(event) => {
                    if (group.kind === 'multiple') {
                      const next = event.target.checked ? [...chosen, choice.value] : chosen.filter((v) => v !== choice.value);
                      onChange(next);
                    } else onChange(choice.value);
                  }}
                  className="size-4 accent-accent"
                />
                <span>{choice.label}</span>
              </span>
              {extra && <span className="shrink-0 text-sm font-medium text-ink-soft tabular-nums">{extra}</span>}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
