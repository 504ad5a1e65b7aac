import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { checkoutTexts, type CheckoutField } from '../../i18n/checkout';

const t = checkoutTexts;

export const controlClass =
  'mt-1.5 block w-full rounded-xl border bg-card px-4 py-3 text-base text-ink placeholder:text-ink-soft focus-visible:outline-3 focus-visible:outline-offset-1';

/** The id of a field's control, its error and its hint. */
export const ids = (field: CheckoutField) => ({ control: `checkout-${field}`, error: `checkout-${field}-error`, hint: `checkout-${field}-hint` });

/** aria-describedby: the error first (read first), then the hint. */
export function describedBy(field: CheckoutField, error: string | undefined, hasHint: boolean): string | undefined {
  const { error: errorId, hint } = ids(field);
  return [error ? errorId : null, hasHint ? hint : null].filter(Boolean).join(' ') || undefined;
}

export function ErrorText({ field, error }: { field: CheckoutField; error?: string }) {
  if (!error) return null;
  return (
    <p id={ids(field).error} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
      <svg width="16" height="16" viewBox="0 0 16 16" className="mt-0.5 shrink-0" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.5v4.5M8 11v.5" stroke="var(--color-card)" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {error}
    </p>
  );
}

export function FieldLabel({ field, required, children }: { field: CheckoutField; required: boolean; children: ReactNode }) {
  return (
    <label htmlFor={ids(field).control} className="font-medium">
      {children}
      {required ? (
        <span className="text-accent" aria-hidden="true">
          {' '}*
        </span>
      ) : (
        <span className="font-normal text-ink-soft"> {t.optional}</span>
      )}
    </label>
  );
}

interface TextFieldProps {
  field: CheckoutField;
  /** The control's registration with the form (name, ref, onChange, onBlur). */
  registration: UseFormRegisterReturn;
  label: string;
  error?: string;
  hint?: string;
  /** The hint under the control instead of above it (so controls side by side stay level). */
  hintBelow?: boolean;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  multiline?: boolean;
  className?: string;
}

/** A labelled text input (or textarea) with its hint and its error, tied together for screen readers. */
export function TextField(props: TextFieldProps) {
  const { field, registration, label, error, hint, hintBelow = false, required = false, type = 'text', autoComplete, inputMode, multiline, className = '' } = props;
  const common = {
    ...registration,
    id: ids(field).control,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(field, error, Boolean(hint)),
    className: `${controlClass} ${error ? 'border-2 border-danger' : 'border-line'}`,
  } as const;
  return (
    <div className={className}>
      <FieldLabel field={field} required={required}>
        {label}
      </FieldLabel>
      {hint && !hintBelow && (
        <p id={ids(field).hint} className="mt-0.5 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={4} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          spellCheck={type === 'text' ? undefined : false}
        />
      )}
      {hint && hintBelow && (
        <p id={ids(field).hint} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <ErrorText field={field} error={error} />
    </div>
  );
}
