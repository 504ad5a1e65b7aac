import { useId, type FormEvent, type ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { FormInput, FormSchema } from '@lumina/schema';
import type { SchemaForm } from '../../../lib/forms';
import { describedBy, FieldError } from '../../../components/FormDialog';
import { primaryButton, Spinner } from '../shared/ui';

const inputClass =
  'mt-1.5 block w-full rounded-xl border bg-card px-4 py-3 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-1 aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger';

export interface PasswordField<S extends FormSchema> {
  name: FieldPath<FormInput<S>>;
  label: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
}

/**
 * A card with password fields (labels, hints, errors under each), a general refusal and one submit button; the fields
 * are checked by the form's schema (schema/src/forms/staff-accounts.ts), as the server checks them.
 */
export function PasswordForm<S extends FormSchema>(props: {
  form: SchemaForm<S>;
  fields: PasswordField<S>[];
  onSubmit: (event: FormEvent) => void;
  sending: boolean;
  submitLabel: string;
  sendingLabel: string;
  children?: ReactNode;
}) {
  const id = useId();
  const { form, fields, sending } = props;
  const { errors } = form.formState;
  const general = (errors.root as { server?: { message?: string } } | undefined)?.server?.message;
  return (
    <form
      noValidate
      aria-busy={sending}
      className="mt-6 space-y-5"
      onSubmit={props.onSubmit}
    >
      {props.children}
      {fields.map((field) => {
        const controlId = `${id}-${field.name}`;
        const error = (errors[field.name] as { message?: string } | undefined)?.message;
        return (
          <div key={field.name}>
            <label htmlFor={controlId} className="font-medium">
              {field.label}
            </label>
            <input
              {...form.field(field.name, ['root'])}
              id={controlId}
              type="password"
              autoComplete={field.autoComplete}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(controlId, error, ...(field.hint ? [`${controlId}-hint`] : []))}
              className={`${inputClass} ${error ? '' : 'border-line'}`}
            />
            {field.hint && (
              <p id={`${controlId}-hint`} className="mt-1 text-sm text-ink-soft">
                {field.hint}
              </p>
            )}
            <FieldError controlId={controlId} error={error} />
          </div>
        );
      })}
      <div role="alert" aria-atomic="true">
        {general && <p className="rounded-xl border-2 border-danger bg-card px-4 py-3 font-medium text-danger">{general}</p>}
      </div>
      <button type="submit" disabled={sending} className={`${primaryButton} w-full`}>
        {sending && <Spinner />}
        {sending ? props.sendingLabel : props.submitLabel}
      </button>
    </form>
  );
}

