import { useId } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { StaffInvitationRevokeDocument, StaffInvitationsDocument, type StaffInvitationItemFragment } from '../../../gql/admin';
import { adminStaff } from '../../../i18n/admin-staff';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useSessionExpiry } from '../shared/staff';
import { dangerButton, EmptyState, LoadError, StaffTime } from '../shared/ui';

const t = adminStaff.invitations;
const r = adminStaff.revoke;

/** 'Intrekken' with a confirmation: the invitation's link stops working. */
function RevokeDialog({ invitation, onDone }: { invitation: StaffInvitationItemFragment; onDone: (message: string) => void }) {
  const [revoke] = useMutation(StaffInvitationRevokeDocument, { refetchQueries: [StaffInvitationsDocument] });
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={dangerButton} aria-label={r.buttonLabel(invitation.name)}>
          {r.button}
        </button>
      }
      texts={{ ...r, title: r.title(invitation.name), close: adminStaff.close, cancel: adminStaff.cancel, failed: adminStaff.failed }}
      run={async () => {
        const { data } = await revoke({ variables: { id: invitation.id } });
        const payload = data?.staffInvitationRevoke;
        if (!payload) throw new Error('staffInvitationRevoke answered nothing');
        return payload.invitation ? null : payload.userErrors.map((e) => e.message).join(' ');
      }}
      onDone={() => onDone(r.done(invitation.name))}
    />
  );
}

/**
 * The invitations that can still be used (beheer's screen /admin/medewerkers): whom, with which role, who invited
 * them, when, and until when the link works; each can be revoked. The list is the server's: a used, expired or
 * revoked invitation — also one whose maker was deactivated — is not in it.
 */
export function PendingInvitations({ onNotice }: { onNotice: (text: string) => void }) {
  const id = useId();
  const { data, error, refetch } = useQuery(StaffInvitationsDocument);
  useSessionExpiry(error);
  const invitations = data?.staffInvitations.nodes ?? [];

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {t.title}
      </h2>
      <p className="mt-1 text-ink-soft">{t.intro}</p>
      <div className="mt-4">
        {error && !data ? (
          <LoadError error={error} message={t.loadFailed} onRetry={() => void refetch()} />
        ) : !data ? null : invitations.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : (
          <ul aria-label={t.listLabel} className="grid gap-3 md:grid-cols-2">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="rounded-2xl border border-line bg-card p-4">
                <h3 className="font-semibold break-words text-ink">{invitation.name}</h3>
                <p className="text-sm break-words text-ink-soft">{invitation.email}</p>
                <dl className="mt-2 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-medium text-ink-soft">{adminStaff.list.role}</dt>
                  <dd className="text-ink">{adminStaff.roles[invitation.role]}</dd>
                  <dt className="font-medium text-ink-soft">{t.invitedBy}</dt>
                  <dd className="break-words text-ink">{invitation.invitedBy}</dd>
                  <dt className="font-medium text-ink-soft">{t.created}</dt>
                  <dd className="text-ink">
                    <StaffTime value={invitation.createdAt} />
                  </dd>
                  <dt className="font-medium text-ink-soft">{t.expires}</dt>
                  <dd className="text-ink">
                    <StaffTime value={invitation.expiresAt} />
                  </dd>
                </dl>
                <div className="mt-3">
                  <RevokeDialog invitation={invitation} onDone={onNotice} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
