import { useId, type ReactNode } from 'react';
import { staffTwoFactorCodeForm } from '@lumina/schema';
import { describedBy, FieldError } from '../../../components/FormDialog';
import { adminTwoFactor } from '../../../i18n/admin-two-factor';
import { showUserErrors, useSchemaForm } from '../../../lib/forms';
import { primaryButton, Spinner } from '../shared/ui';

const t = adminTwoFactor.code;

const inputClass =
  'mt-1.5 block w-full max-w-xs rounded-xl border bg-card px-4 py-3 font-mono text-xl tracking-[0.2em] text-ink tabular-nums focus-visible:outline-3 focus-visible:outline-offset-1 aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger';

/** The server's refusals of a code, or null when it was taken; a fault is thrown. */
export type SendCode = (code: string) => Promise<readonly { field?: readonly string[] | null; message: string }[] | null>;

/**
 * One field for a code from the authenticator app or a recovery code (filled in: the rule of
 * schema/src/forms/staff-sign-in.ts, as the server checks it), offered to the phone's one-time-code autofill with a
 * numeric keyboard; the server's refusal under the field, a fault as the form's own error. The field is emptied and
 * focused after a refusal, ready for the next code.
 */
export function CodeForm({ onSend, submitLabel, sendingLabel, failed, children }: { onSend: SendCode; submitLabel: string; sendingLabel: string; failed: string; children?: ReactNode }) {
  const id = useId();
  const form = useSchemaForm(staffTwoFactorCodeForm, { code: '' });
  const { errors } = form.formState;
  const error = errors.code?.message;
  const general = errors.root?.server?.message;

  const onSubmit = form.submit(async ({ code }) => {
    try {
      const refused = await onSend(code);
      if (!refused) return;
      form.setValue('code', '');
      showUserErrors(form, refused);
      form.setFocus('code');
    } catch {
      form.setError('root.server', { message: failed });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={form.sending} className="mt-5 space-y-4">
      {children}
      <div>
        <label htmlFor={`${id}-code`} className="font-medium">
          {t.label}
        </label>
        <input
          {...form.field('code', ['root'])}
          id={`${id}-code`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-code`, error, `${id}-hint`)}
          className={`${inputClass} ${error ? '' : 'border-line'}`}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
          {t.hint}
        </p>
        <FieldError controlId={`${id}-code`} error={error} />
      </div>
      <div role="alert" aria-atomic="true">
        {general && <p className="rounded-xl border-2 border-danger bg-card px-4 py-3 font-medium text-danger">{general}</p>}
      </div>
      <button type="submit" disabled={form.sending} className={`${primaryButton} w-full sm:w-auto`}>
        {form.sending && <Spinner />}
        {form.sending ? sendingLabel : submitLabel}
      </button>
    </form>
  );
}
