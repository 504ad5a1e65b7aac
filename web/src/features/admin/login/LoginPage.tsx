import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useFormErrors } from '../../../components/FormDialog';
import { StaffMeDocument, StaffSignInDocument } from '../../../gql/admin';
import { adminShell } from '../../../i18n/admin-shell';
import { useDocumentTitle } from '../../../lib/document-title';
import { ADMIN_HOME, RETURN_PARAM, safeReturnPath } from '../shared/return-path';
import { setSignedInStaff } from '../shared/staff';
import { primaryButton, Spinner } from '../shared/ui';

const t = adminShell.login;
const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

const inputClass =
  'mt-1.5 block w-full rounded-xl border bg-card px-4 py-3 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-1 aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger';

/**
 * Staff sign-in (/admin/login): e-mail and password, the server's refusals as it words them (empty field,
 * wrong combination, too many tries), and back to the staff page that sent staff here (`?terug=`, only a
 * staff page of this site) or the order tracking. Staff who are signed in already go there at once.
 */
export default function LoginPage() {
  useDocumentTitle(t.title);
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const target = returnTo ?? ADMIN_HOME;

  const me = useQuery(StaffMeDocument);
  const [signIn] = useMutation(StaffSignInDocument);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const form = useFormErrors(FIELDS, t.failed);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  if (me.data?.staffMe) return <Navigate to={target} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // Cleared first, so the same refusal twice in a row is announced twice.
    form.reset();
    setSending(true);
    try {
      const { data } = await signIn({ variables: { input: { email, password } } });
      const payload = data?.staffSignIn;
      if (payload?.staff) {
        // Nothing from before this session stays in memory; the frame's guard sees the new staff member at once.
        await client.clearStore();
        setSignedInStaff(client, payload.staff);
        navigate(target, { replace: true });
        return;
      }
      const userErrors = payload?.userErrors ?? [];
      form.take(userErrors);
      if (userErrors.some((e) => e.code === 'INVALID_CREDENTIALS')) {
        setPassword('');
        refs.current.password?.focus();
      } else {
        const field = FIELDS.find((name) => userErrors.some((e) => e.field?.at(-1) === name));
        if (field) refs.current[field]?.focus();
      }
    } catch {
      form.setGeneral(t.failed);
    } finally {
      setSending(false);
    }
  };

  if (!me.data && me.loading) {
    return (
      <div role="status" className="px-4 py-16 text-center text-ink-soft">
        {adminShell.loading}
      </div>
    );
  }

  const signedOut = (location.state as { signedOut?: boolean } | null)?.signedOut === true;
  const field = (name: Field) => ({
    id: `${form.id}-${name}`,
    name,
    ref: (node: HTMLInputElement | null) => {
      refs.current[name] = node;
    },
    required: true,
    'aria-invalid': form.errors[name] ? true : undefined,
    'aria-describedby': form.describedBy(name),
    className: `${inputClass} ${form.errors[name] ? '' : 'border-line'}`,
  });

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <div className="rounded-2xl border border-line bg-card p-6 shadow-sm md:p-8">
        <h1 className="text-3xl font-semibold">{t.title}</h1>
        <p className="mt-2 text-ink-soft">{t.intro}</p>
        <div role="status" className="empty:hidden">
          {signedOut ? (
            <p className="mt-4 rounded-xl bg-success-soft px-4 py-3 font-medium text-ink">{t.signedOut}</p>
          ) : (
            returnTo && <p className="mt-4 font-medium text-ink">{t.signInToContinue}</p>
          )}
        </div>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={sending} className="mt-6 space-y-5">
          <div>
            <label htmlFor={`${form.id}-email`} className="font-medium">
              {t.email}
            </label>
            <input
              {...field('email')}
              type="email"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                form.forget(['email']);
              }}
            />
            {form.errorText('email')}
          </div>
          <div>
            <label htmlFor={`${form.id}-password`} className="font-medium">
              {t.password}
            </label>
            <input
              {...field('password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                form.forget(['password']);
              }}
            />
            {form.errorText('password')}
          </div>
          <div role="alert" aria-atomic="true">
            {form.general && (
              <p className="rounded-xl border-2 border-danger bg-card px-4 py-3 font-medium text-danger">{form.general}</p>
            )}
          </div>
          <button type="submit" disabled={sending} className={`${primaryButton} w-full`}>
            {sending && <Spinner />}
            {sending ? t.submitting : t.submit}
          </button>
        </form>
      </div>
    </div>
  );
}
