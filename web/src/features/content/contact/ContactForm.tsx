import { useRef, useState, type FormEvent, type InputHTMLAttributes, type Ref } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../components/toast';
import { ContactMessageCreateDocument } from '../../../gql/graphql';
import { content } from '../../../i18n/content';

const t = content.contact.form;

type FieldName = 'name' | 'email' | 'phone' | 'subject' | 'message';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;
/** 'refused': the server answered a message that concerns no single field (e.g. too many messages). */
type Status = 'idle' | 'sending' | 'failure' | 'refused';

const FIELDS: readonly FieldName[] = ['name', 'email', 'phone', 'subject', 'message'];
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };
/** The same rough check as the server's: one @, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** What the visitor sees at once; the server checks everything again (lengths, phone) and has the last word. */
function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = t.errors.name;
  if (!values.email.trim()) errors.email = t.errors.email;
  else if (!EMAIL.test(values.email.trim())) errors.email = t.errors.emailInvalid;
  if (!values.subject.trim()) errors.subject = t.errors.subject;
  if (!values.message.trim()) errors.message = t.errors.message;
  return errors;
}

/** The form field a server error points at (its path is ['input', field]), or null for a general error. */
function formField(path: readonly string[] | null | undefined): FieldName | null {
  const [root, field] = path ?? [];
  return root === 'input' && FIELDS.includes(field as FieldName) ? (field as FieldName) : null;
}

interface FieldProps {
  name: FieldName;
  label: string;
  required?: boolean;
  error?: string;
  value: string;
  onChange: (name: FieldName, value: string) => void;
  multiline?: boolean;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  fieldRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

const controlClass =
  'mt-1.5 block w-full rounded-xl border bg-card px-4 py-3 text-base text-ink placeholder:text-ink-soft focus-visible:outline-3 focus-visible:outline-offset-1 aria-[invalid=true]:border-accent';

function Field({ name, label, required = false, error, value, onChange, multiline, type = 'text', autoComplete, fieldRef }: FieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
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
        <textarea {...common} ref={fieldRef} rows={6} onChange={(e) => onChange(name, e.target.value)} />
      ) : (
        <input {...common} ref={fieldRef} type={type} autoComplete={autoComplete} onChange={(e) => onChange(name, e.target.value)} />
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
 * cleared. When sending fails (no error path in the spec), everything typed stays and the form says so
 * inline, next to the text it concerns, in a role="status" region that stays until the next change.
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [refusal, setRefusal] = useState('');
  const [send] = useMutation(ContactMessageCreateDocument);
  const { toast } = useToast();
  const refs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const focusFirst = (found: Errors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) refs.current[first]?.focus();
  };

  const onChange = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
    if (status === 'failure' || status === 'refused') setStatus('idle');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus('idle');
      focusFirst(found);
      return;
    }
    setStatus('sending');
    try {
      const { data } = await send({
        variables: {
          input: {
            name: values.name,
            email: values.email,
            phone: values.phone.trim() ? values.phone : null,
            subject: values.subject,
            message: values.message,
          },
        },
      });
      const payload = data?.contactMessageCreate;
      if (payload?.contactMessage) {
        setValues(EMPTY);
        setErrors({});
        setStatus('idle');
        toast({ title: t.successTitle, description: t.successText, variant: 'success' });
        return;
      }
      const general = (payload?.userErrors ?? []).filter((e) => formField(e.field) === null).map((e) => e.message);
      if (general.length > 0) {
        setRefusal(general.join(' '));
        setStatus('refused');
        return;
      }
      const fromServer: Errors = {};
      for (const e of payload?.userErrors ?? []) {
        const field = formField(e.field);
        if (field) fromServer[field] ??= e.message;
      }
      if (Object.keys(fromServer).length === 0) throw new Error('contactMessageCreate answered neither a message nor user errors');
      setErrors(fromServer);
      setStatus('idle');
      focusFirst(fromServer);
    } catch {
      setStatus('failure');
    }
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  const sending = status === 'sending';
  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange,
    fieldRef: (node: HTMLInputElement | HTMLTextAreaElement | null) => {
      refs.current[name] = node;
    },
  });

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
        {status === 'failure' && (
          <div className="rounded-xl border-2 border-accent bg-card p-4">
            <p className="font-semibold text-accent">{t.failureTitle}</p>
            <p className="mt-1 text-ink-soft">{t.failureText}</p>
          </div>
        )}
        {status === 'refused' && (
          <div className="rounded-xl border-2 border-accent bg-card p-4">
            <p className="text-ink">{refusal}</p>
          </div>
        )}
        {status === 'idle' && errorCount > 0 && <p className="text-sm font-medium text-accent">{t.errors.summary(errorCount)}</p>}
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
