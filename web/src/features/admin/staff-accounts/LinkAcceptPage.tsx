import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { StaffInvitationAcceptDocument, StaffPasswordResetAcceptDocument } from '../../../gql/admin';
import { adminStaff } from '../../../i18n/admin-staff';
import { useDocumentTitle } from '../../../lib/page-head';
import { showUserErrors, useSchemaForm } from '../../../lib/forms';
import { LOGIN_PATH } from '../shared/return-path';
import { primaryButton } from '../shared/ui';
import { staffPasswordForm } from '@lumina/schema';
import { PasswordForm } from './PasswordForm';

const t = adminStaff.accept;

/**
 * The token of a one-time link: after the '#' (the browser never sends it, so no request log holds it), or — a link
 * handed out before issue 30 — in the path, which is then rewritten to the '#' form at once.
 */
function useLinkToken(): string {
  const { token: fromPath } = useParams();
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (fromPath) navigate({ pathname: pathname.slice(0, pathname.lastIndexOf(`/${fromPath}`)), hash: fromPath }, { replace: true });
  }, [fromPath, pathname, navigate]);
  return fromPath ?? decodeURIComponent(hash.replace(/^#/, ''));
}

/**
 * The public page of a one-time link (no session needed): /admin/uitnodiging#token creates the invited account,
 * /admin/wachtwoord-herstellen#token sets a new password; both with a password of at least 12 characters, then on to
 * the sign-in. An unknown, used, expired or revoked link is the server's refusal, shown as it words it.
 */
export function LinkAcceptPage({ kind }: { kind: 'invitation' | 'reset' }) {
  const invitation = kind === 'invitation';
  const title = invitation ? t.invitationTitle : t.resetTitle;
  useDocumentTitle(title);
  const token = useLinkToken();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const form = useSchemaForm(staffPasswordForm, { password: '' });
  const [acceptInvitation, invitationState] = useMutation(StaffInvitationAcceptDocument);
  const [acceptReset, resetState] = useMutation(StaffPasswordResetAcceptDocument);

  const onSubmit = form.submit(async ({ password }) => {
    try {
      const variables = { input: { token, password } };
      const payload = invitation ? (await acceptInvitation({ variables })).data?.staffInvitationAccept : (await acceptReset({ variables })).data?.staffPasswordResetAccept;
      if (!payload) throw new Error('the link answered nothing');
      if (!payload.staff) {
        showUserErrors(form, payload.userErrors);
        return;
      }
      setDoneFor(payload.staff.email);
    } catch {
      form.setError('root.server', { message: adminStaff.failed });
    }
  });

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <div className="rounded-2xl border border-line bg-card p-6 shadow-sm md:p-8">
        <h1 className="text-3xl font-semibold">{title}</h1>
        {doneFor ? (
          <>
            <p role="status" className="mt-4 rounded-xl bg-success-soft px-4 py-3 font-medium text-ink">
              {invitation ? t.invitationDone(doneFor) : t.resetDone(doneFor)}
            </p>
            <Link to={LOGIN_PATH} className={`${primaryButton} mt-6 w-full`}>
              {t.toLogin}
            </Link>
          </>
        ) : (
          <>
            <p className="mt-2 text-ink-soft">{invitation ? t.invitationIntro : t.resetIntro}</p>
            <PasswordForm
              form={form}
              sending={invitationState.loading || resetState.loading || form.sending}
              onSubmit={onSubmit}
              submitLabel={t.submit}
              sendingLabel={t.sending}
              fields={[{ name: 'password', label: t.password, hint: t.hint, autoComplete: 'new-password' }]}
            />
          </>
        )}
      </div>
    </div>
  );
}

export function InvitationAcceptPage() {
  return <LinkAcceptPage kind="invitation" />;
}

export function PasswordResetAcceptPage() {
  return <LinkAcceptPage kind="reset" />;
}
