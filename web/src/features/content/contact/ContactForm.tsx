import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { contactForm } from '@lumina/schema';
import { useToast } from '../../../components/toast';
import { ContactMessageCreateDocument } from '../../../gql/graphql';
import { content } from '../../../i18n/content';
import { fieldErrorCount, showUserErrors, useSchemaForm } from '../../../lib/forms';

const t = content.contact.form;

type FieldName = 'name' | 'email' | 'phone' | 'subject' | 'message';
const EMPTY: Record<FieldName, string> = { name: '', email: '', phone: '', subject: '', message: '' };

interface FieldProps {
  /** The field's registration with the form (name, ref, onChange, onBlur). */
  registration: UseFormRegisterReturn<FieldName>;
  label: string;
  required?: boolean;
  error?: string;
  multiline?: boolean;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
}

const controlClass =
  'mt-1.5 block w-full rounded-xl border bg-card px-4 py-3 text-base text-ink placeholder:text-ink-soft focus-visible:outline-3 focus-visible:outline-offset-1 aria-[invalid=true]:border-accent';

function Field({ registration, label, required = false, error, multiline, type = 'text', autoComplete }: FieldProps) {
  const id = `contact-${registration.name}`;
  const errorId = `${id}-error`;
  const common = {
    ...registration,
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${controlClass} ${error ? 'border-accent border-2' : 'border-line'}`,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
        {required ? (
          <span className="text-accent" aria-hidden="true">
            {' '}*
          </span>
        ) : (
          <span className="font-normal text-ink-soft"> {t.optional}</span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} />
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-accent">
          <svg width="16" height="16" viewBox="0 0 16 16" className="mt-0.5 shrink-0" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.5v4.5M8 11v.5" stroke="var(--color-card)" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The contact form (SPEC §3, §4, §5): idle -> sending -> success toast 'Bericht verzonden' with the form
 * cleared. Checked in the browser by the contact form's rules (schema/src/forms), which the server runs again.
 * When sending fails (no error path in the spec), everything typed stays and the form says so inline, next to
 * the text it concerns, in a role="status" region that stays until the next change.
 */
export function ContactForm() {
  const form = useSchemaForm(contactForm, EMPTY);
  const { formState, setError, reset, sending } = form;
  const [send] = useMutation(ContactMessageCreateDocument);
  const { toast } = useToast();

  const onSubmit = form.submit(async (values) => {
    try {
      const { data } = await send({ variables: { input: { ...values, phone: values.phone || null } } });
      const payload = data?.contactMessageCreate;
      if (payload?.contactMessage) {
        reset(EMPTY);
        toast({ title: t.successTitle, description: t.successText, variant: 'success' });
        return;
      }
      if (!payload?.userErrors.length) throw new Error('contactMessageCreate answered neither a message nor user errors');
      // A message that concerns no single field (e.g. too many messages) is the form's own refusal.
      showUserErrors(form, payload.userErrors);
    } catch {
      setError('root.failure', { message: t.failureTitle });
    }
  });

  const { errors } = formState;
  const refusal = errors.root?.server?.message;
  const failure = Boolean(errors.root?.failure);
  const errorCount = fieldErrorCount(errors);
  const field = (name: FieldName) => ({ registration: form.field(name, ['root']), error: errors[name]?.message });

  return (
    <form id="contact-form" noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" aria-busy={sending} className="scroll-mt-6">
      <h2 id="contact-form-title" className="text-2xl font-semibold md:text-3xl">
        {t.heading}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t.requiredNote}</p>
      <div className="mt-6 grid gap-5 md:grid-cols-2">
        <Field {...field('name')} label={t.name} required autoComplete="name" />
        <Field {...field('email')} label={t.email} required type="email" autoComplete="email" />
        <Field {...field('phone')} label={t.phone} type="tel" autoComplete="tel" />
        <Field {...field('subject')} label={t.subject} required />
        <div className="md:col-span-2">
          <Field {...field('message')} label={t.message} required multiline />
        </div>
      </div>

      <div role="status" className="mt-5 empty:mt-0">
        {failure && (
          <div className="rounded-xl border-2 border-accent bg-card p-4">
            <p className="font-semibold text-accent">{t.failureTitle}</p>
            <p className="mt-1 text-ink-soft">{t.failureText}</p>
          </div>
        )}
        {refusal && (
          <div className="rounded-xl border-2 border-accent bg-card p-4">
            <p className="text-ink">{refusal}</p>
          </div>
        )}
        {!failure && !refusal && errorCount > 0 && <p className="text-sm font-medium text-accent">{t.errorSummary(errorCount)}</p>}
      </div>

      <button
        type="submit"
        disabled={sending}
        className="mt-6 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-accent px-8 font-semibold text-on-accent hover:bg-accent-hover disabled:cursor-wait disabled:opacity-80 md:w-auto"
      >
        {sending && (
          <span className="size-4 animate-spin rounded-full border-2 border-on-accent border-t-transparent motion-reduce:animate-none" aria-hidden="true" />
        )}
        {sending ? t.sending : t.submit}
      </button>
    </form>
  );
}
