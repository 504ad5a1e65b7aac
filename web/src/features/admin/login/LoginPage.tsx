import { useEffect, useId, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { staffSignInForm } from '@lumina/schema';
import { describedBy, FieldError } from '../../../components/FormDialog';
import { StaffMeDocument, StaffSignInDocument, StaffSignInTwoFactorDocument, type StaffMemberFragment, type StaffSignInStep } from '../../../gql/admin';
import { adminShell } from '../../../i18n/admin-shell';
import { adminTwoFactor } from '../../../i18n/admin-two-factor';
import { useDocumentTitle } from '../../../lib/page-head';
import { showUserErrors, useSchemaForm } from '../../../lib/forms';
import { ADMIN_HOME, RETURN_PARAM, safeReturnPath } from '../shared/return-path';
import { setSignedInStaff } from '../shared/staff';
import { primaryButton, secondaryButton, Spinner } from '../shared/ui';
import { CodeForm } from '../two-factor/CodeForm';
import { TwoFactorSetup } from '../two-factor/TwoFactorSetup';

const t = adminShell.login;
type Field = 'email' | 'password';

const inputClass =
  'mt-1.5 block w-full rounded-xl border bg-card px-4 py-3 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-1 aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger';

/** The sign-in's second step: a code from the app (or a recovery code), then on. */
function CodeStep({ onSignedIn, onRestart }: { onSignedIn: (staff: StaffMemberFragment) => void; onRestart: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [send] = useMutation(StaffSignInTwoFactorDocument);
  useEffect(() => heading.current?.focus(), []);
  const s = adminTwoFactor.step;
  return (
    <section aria-labelledby="two-factor-step" className="mt-6">
      <h2 id="two-factor-step" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {s.title}
      </h2>
      <p className="mt-2 text-ink-soft">{s.intro}</p>
      <CodeForm
        submitLabel={s.submit}
        sendingLabel={s.sending}
        failed={t.failed}
        onSend={async (code) => {
          const { data } = await send({ variables: { input: { code } } });
          const payload = data?.staffSignInTwoFactor;
          if (!payload) throw new Error('staffSignInTwoFactor answered nothing');
          if (!payload.staff) return payload.userErrors;
          onSignedIn(payload.staff);
          return null;
        }}
      />
      <button type="button" onClick={onRestart} className={`${secondaryButton} mt-4 w-full sm:w-auto`}>
        {s.restart}
      </button>
    </section>
  );
}

/**
 * Staff sign-in (/admin/login): e-mail and password, both filled in (the sign-in form's rules in
 * schema/src/forms, checked here and by the server), the server's refusals as it words them (wrong combination,
 * too many tries), and back to the staff page that sent staff here (`?terug=`, only a
 * staff page of this site) or the order tracking. Staff who are signed in already go there at once.
 *
 * With two-factor on (issue 30), and always for beheer, the password leads to a second step on this screen: a code
 * from the app, or — for beheer without it — setting it up (QR code, a first code, the recovery codes).
 */
export default function LoginPage() {
  useDocumentTitle(t.title);
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const target = returnTo ?? ADMIN_HOME;

  const id = useId();
  const me = useQuery(StaffMeDocument);
  const [signIn] = useMutation(StaffSignInDocument);
  // The form's errors are replaced at each submit, so the same refusal twice in a row is announced twice.
  const form = useSchemaForm(staffSignInForm, { email: '', password: '' });
  const { formState, setError, setValue, setFocus, sending } = form;
  const [step, setStep] = useState<{ next: StaffSignInStep; email: string } | null>(null);

  const signedIn = async (staff: StaffMemberFragment) => {
    // Nothing from before this session stays in memory; the frame's guard sees the new staff member at once.
    await client.clearStore();
    setSignedInStaff(client, staff);
    navigate(target, { replace: true });
  };

  const onSubmit = form.submit(async (input) => {
    try {
      const { data } = await signIn({ variables: { input } });
      const payload = data?.staffSignIn;
      if (payload?.staff) {
        await signedIn(payload.staff);
        return;
      }
      if (payload?.nextStep) {
        setValue('password', '');
        setStep({ next: payload.nextStep, email: input.email });
        return;
      }
      if (!payload?.userErrors.length) throw new Error('staffSignIn answered neither a staff member nor user errors');
      showUserErrors(form, payload.userErrors);
      if (payload.userErrors.some((e) => e.code === 'INVALID_CREDENTIALS')) {
        setValue('password', '');
        setFocus('password');
      }
    } catch {
      setError('root.server', { message: t.failed });
    }
  });

  if (me.data?.staffMe) return <Navigate to={target} replace />;

  if (!me.data && me.loading) {
    return (
      <div role="status" className="px-4 py-16 text-center text-ink-soft">
        {adminShell.loading}
      </div>
    );
  }

  const signedOut = (location.state as { signedOut?: boolean } | null)?.signedOut === true;
  const { errors } = formState;
  const general = errors.root?.server?.message;
  const field = (name: Field) => ({
    ...form.field(name),
    id: `${id}-${name}`,
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`${id}-${name}`, errors[name]?.message),
    className: `${inputClass} ${errors[name] ? '' : 'border-line'}`,
  });

  const passwordStep = (
    <>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      <div role="status">
        {signedOut ? (
          <p className="mt-4 rounded-xl bg-success-soft px-4 py-3 font-medium text-ink">{t.signedOut}</p>
        ) : (
          returnTo && <p className="mt-4 font-medium text-ink">{t.signInToContinue}</p>
        )}
      </div>
      <form noValidate onSubmit={onSubmit} aria-busy={sending} className="mt-6 space-y-5">
        <div>
          <label htmlFor={`${id}-email`} className="font-medium">
            {t.email}
          </label>
          <input {...field('email')} type="email" autoComplete="username" inputMode="email" spellCheck={false} />
          <FieldError controlId={`${id}-email`} error={errors.email?.message} />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="font-medium">
            {t.password}
          </label>
          <input {...field('password')} type="password" autoComplete="current-password" />
          <FieldError controlId={`${id}-password`} error={errors.password?.message} />
        </div>
        <div role="alert" aria-atomic="true">
          {general && <p className="rounded-xl border-2 border-danger bg-card px-4 py-3 font-medium text-danger">{general}</p>}
        </div>
        <button type="submit" disabled={sending} className={`${primaryButton} w-full`}>
          {sending && <Spinner />}
          {sending ? t.submitting : t.submit}
        </button>
      </form>
    </>
  );

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <div className="rounded-2xl border border-line bg-card p-6 shadow-sm md:p-8">
        <h1 className="text-3xl font-semibold">{t.title}</h1>
        {step?.next === 'TWO_FACTOR_CODE' ? (
          <CodeStep onSignedIn={(staff) => void signedIn(staff)} onRestart={() => setStep(null)} />
        ) : step?.next === 'TWO_FACTOR_SETUP' ? (
          <div className="mt-6">
            <TwoFactorSetup email={step.email} required onDone={(staff) => void signedIn(staff)} />
          </div>
        ) : (
          passwordStep
        )}
      </div>
    </div>
  );
}
