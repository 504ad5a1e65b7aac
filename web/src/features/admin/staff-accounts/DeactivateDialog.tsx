import { useMutation } from '@apollo/client/react';
import { StaffDeactivateDocument, type StaffAccountItemFragment } from '../../../gql/admin';
import { adminStaff } from '../../../i18n/admin-staff';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { dangerButton } from '../shared/ui';

const t = adminStaff.deactivate;

/** 'Deactiveren' with a confirmation: the account's sessions end at once; the last active beheer account is refused. */
export function DeactivateDialog({ account, onDone }: { account: StaffAccountItemFragment; onDone: (message: string) => void }) {
  const [deactivate] = useMutation(StaffDeactivateDocument);
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={dangerButton} aria-label={t.buttonLabel(account.name)}>
          {t.button}
        </button>
      }
      texts={{ ...t, title: t.title(account.name), close: adminStaff.close, cancel: adminStaff.cancel, failed: adminStaff.failed }}
      run={async () => {
        const { data } = await deactivate({ variables: { input: { id: account.id } } });
        const payload = data?.staffDeactivate;
        if (!payload) throw new Error('staffDeactivate answered nothing');
        return payload.account ? null : payload.userErrors.map((e) => e.message).join(' ');
      }}
      onDone={() => onDone(t.done(account.name))}
    />
  );
}
