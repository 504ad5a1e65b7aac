/** The inputs of the price screens: a labelled field with its hint and its error (the browser's or the server's) under it. */
import { useId, type ReactNode } from 'react';
import { get, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { formatEuro } from '@lumina/schema';

export const inputClass =
  'mt-1 block w-full min-h-11 rounded-xl border border-line bg-page px-3 py-2 text-ink aria-[invalid=true]:border-danger read-only:bg-sand';

/** Cents as staff type euros: 3495 → "34,95" (empty for none). */
export const typedEuros = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : formatEuro(cents).replace(/^€\s*/u, '').replace(/\./g, '');

/** A decimal as staff type it: 1.15 → "1,15". */
export const typedDecimal = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value).replace('.', ','));

interface PriceFieldProps {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  errors: FieldErrors;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
  readOnly?: boolean;
  className?: string;
  /** Instead of an input (a select), given the props that tie it to the label, hint and error. */
  children?: (props: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}

export function PriceField({ label, registration, errors, hint, inputMode = 'decimal', readOnly, className = '', children }: PriceFieldProps) {
  const id = useId();
  const error = (get(errors, registration.name) as { message?: string } | undefined)?.message;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children ? children(control) : <input {...registration} {...control} inputMode={inputMode} readOnly={readOnly} className={inputClass} />}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
