import { useId } from 'react';
import type { DimensionRule } from '@lumina/schema';
import { MinusIcon, PlusIcon } from '../../../components/icons';
import { configuratorTexts } from '../../../i18n/configurator';

const t = configuratorTexts.size;

/** A size after a minus or plus step: kept within the rule's limits (SPEC §5). */
export function stepSize(rule: DimensionRule, value: number, direction: -1 | 1): number {
  return Math.min(rule.max, Math.max(rule.min, value + direction * rule.step));
}

/** What typing makes of a size: empty is 0, digits are the number, anything else is ignored (null). */
export function typedSize(text: string): number | null {
  if (text.trim() === '') return 0;
  return /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : null;
}

interface DimensionFieldProps {
  rule: DimensionRule;
  value: number;
  onChange: (value: number) => void;
  /** The inline message, shown only when the value is above 0 and not allowed (the caller decides). */
  error: string | null;
  /** Minus and plus buttons (the configuration page and the light-filtering configurator; not Authentics). */
  steppers?: boolean;
  onBlur?: () => void;
}

/**
 * A width or height in the rule's unit: a numeric text input with its limits as a hint, optional minus/plus
 * buttons by the rule's step, and the inline message tied to the input with aria-describedby.
 */
export function DimensionField({ rule, value, onChange, error, steppers = true, onBlur }: DimensionFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const stepper =
    'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-card text-ink hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {t.label(rule.label, rule.unit)}
      </label>
      <div className="mt-1.5 flex items-center gap-2">
        {steppers && (
          <button type="button" aria-label={t.decrease(rule.label, rule.step, rule.unit)} onClick={() => onChange(stepSize(rule, value, -1))} className={stepper}>
            <MinusIcon size={18} />
          </button>
        )}
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value > 0 ? String(value) : ''}
          placeholder={String(rule.min)}
          onChange={(event) => {
            const next = typedSize(event.target.value);
            if (next !== null) onChange(next);
          }}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-card px-3 text-center text-lg font-semibold tabular-nums text-ink placeholder:font-normal placeholder:text-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-invalid:border-danger"
        />
        {steppers && (
          <button type="button" aria-label={t.increase(rule.label, rule.step, rule.unit)} onClick={() => onChange(stepSize(rule, value, 1))} className={stepper}>
            <PlusIcon size={18} />
          </button>
        )}
      </div>
      <p id={hintId} className="mt-1 text-sm text-ink-soft">
        {t.range(rule.min, rule.max, rule.unit)}
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
