import { useEffect, useId, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  StaffAccountsDocument,
  StaffInvitationsDocument,
  StaffPasswordResetDocument,
  StaffRoleChangeDocument,
  type StaffAccountItemFragment,
  type StaffRole,
} from '../../../gql/admin';
import { adminShell } from '../../../i18n/admin-shell';
import { adminStaff } from '../../../i18n/admin-staff';
import { endSessionIfExpired, useSessionExpiry } from '../shared/staff';
import { AdminPageHeading, Badge, EmptyState, LoadError, type Notice, NoticeLines, secondaryButton, StaffTime } from '../shared/ui';
import { DeactivateDialog } from './DeactivateDialog';
import { InviteDialog } from './InviteDialog';
import { PendingInvitations } from './PendingInvitations';
import { StaffLinkPanel, type HandedLink } from './StaffLinkPanel';

const t = adminStaff.list;
const ROLES: StaffRole[] = ['BEHEER', 'ATELIER', 'KLANTENSERVICE'];


/** One account: who, its state and dates, and (while active) its role, a password reset link and 'Deactiveren'. */
function AccountEntry({ account, onLink, onNotice }: { account: StaffAccountItemFragment; onLink: (link: HandedLink) => void; onNotice: (notice: Notice) => void }) {
  const id = useId();
  const client = useApolloClient();
  const [changeRole, roleState] = useMutation(StaffRoleChangeDocument);
  const [resetPassword, resetState] = useMutation(StaffPasswordResetDocument);

  // The role is chosen in the list and changed with its button: a choice alone changes nothing (arrow keys step
  // through a closed list on some systems, and each step would be a change).
  const [chosenRole, setChosenRole] = useState<StaffRole>(account.role);
  const onRole = async (role: StaffRole) => {
    try {
      const { data } = await changeRole({ variables: { input: { id: account.id, role } } });
      const payload = data?.staffRoleChange;
      if (!payload?.account) onNotice({ text: payload?.userErrors.map((e) => e.message).join(' ') || adminStaff.failed, error: true });
      else onNotice({ text: t.roleChanged(account.name, adminStaff.roles[role]) });
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) onNotice({ text: adminStaff.failed, error: true });
    }
  };

  const onReset = async () => {
    try {
      const { data } = await resetPassword({ variables: { input: { id: account.id } } });
      const link = data?.staffPasswordReset.link;
      if (link) onLink({ title: adminStaff.link.resetTitle(account.name), path: link.path, expiresAt: link.expiresAt });
      else onNotice({ text: data?.staffPasswordReset.userErrors.map((e) => e.message).join(' ') || adminStaff.failed, error: true });
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) onNotice({ text: adminStaff.failed, error: true });
    }
  };

  return (
    <li className={`rounded-2xl border border-line p-4 ${account.active ? 'bg-card' : 'bg-sand'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-ink">{account.name}</h2>
          <p className="text-sm break-words text-ink-soft">{account.email}</p>
        </div>
        <Badge tone={account.active ? 'done' : 'neutral'}>{account.active ? t.active : t.inactive}</Badge>
      </div>
      <dl className="mt-2 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-ink-soft">{t.role}</dt>
        <dd className="text-ink">{adminStaff.roles[account.role]}</dd>
        <dt className="font-medium text-ink-soft">{t.created}</dt>
        <dd className="text-ink">
          <StaffTime value={account.createdAt} />
        </dd>
        <dt className="font-medium text-ink-soft">{t.lastSignIn}</dt>
        <dd className="text-ink">{account.lastSignedInAt ? <StaffTime value={account.lastSignedInAt} /> : t.never}</dd>
        <dt className="font-medium text-ink-soft">{t.twoFactor}</dt>
        <dd className="text-ink">{account.twoFactorEnabled ? t.twoFactorOn : t.twoFactorOff}</dd>
      </dl>
      {account.active && (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-role`} className="block text-sm font-medium">
              {t.roleOf(account.name)}
            </label>
            <select
              id={`${id}-role`}
              value={chosenRole}
              disabled={roleState.loading}
              onChange={(event) => setChosenRole(event.target.value as StaffRole)}
              className="mt-1 min-h-11 rounded-lg border border-line bg-page px-3 text-ink"
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {adminStaff.roles[role]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={secondaryButton}
            disabled={roleState.loading || chosenRole === account.role}
            aria-label={t.roleChangeLabel(account.name)}
            onClick={() => void onRole(chosenRole)}
          >
            {t.roleChange}
          </button>
          <button type="button" className={secondaryButton} disabled={resetState.loading} aria-label={adminStaff.reset.buttonLabel(account.name)} onClick={() => void onReset()}>
            {adminStaff.reset.button}
          </button>
          <DeactivateDialog account={account} onDone={(text) => onNotice({ text })} />
        </div>
      )}
    </li>
  );
}

/**
 * /admin/medewerkers (beheer only): every staff account with its role and state; invite a member (a one-time link
 * to hand over), change a role, hand a password reset link, deactivate (its sessions end at once, and the links it made
 * stop working). The server keeps the last active beheer account and says so. Below: the pending invitations, each to
 * revoke.
 */
export default function StaffAccountsPage() {
  // Beheer's screen: the staff frame tells another role that opens its address who to ask.
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(StaffAccountsDocument);
  useSessionExpiry(error);
  const [link, setLink] = useState<HandedLink | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const linkRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (link) linkRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [link]);
  const accounts = data?.staffMembers.nodes ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-8">
      <AdminPageHeading
        title={t.title}
        intro={t.intro}
        actions={
          <InviteDialog
            onLink={(handed) => {
              setLink(handed);
              void client.refetchQueries({ include: [StaffInvitationsDocument] });
            }}
          />
        }
      />
      <div ref={linkRef}>{link && <StaffLinkPanel link={link} onClose={() => setLink(null)} />}</div>
      <NoticeLines notice={notice} />
      <div className="mt-6">
        {error && !data ? (
          <LoadError error={error} message={t.loadFailed} onRetry={() => void refetch()} />
        ) : !data ? (
          <p role="status">{adminShell.loading}</p>
        ) : accounts.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : (
          <ul aria-label={t.listLabel} className="grid gap-3 md:grid-cols-2">
            {accounts.map((account) => (
              <AccountEntry key={account.id} account={account} onLink={setLink} onNotice={setNotice} />
            ))}
          </ul>
        )}
      </div>
      <PendingInvitations onNotice={(text) => setNotice({ text })} />
    </div>
  );
}
