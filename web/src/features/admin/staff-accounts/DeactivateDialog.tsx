import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { FormDialog } from '../../../components/FormDialog';
import { StaffDeactivateDocument, type StaffAccountItemFragment } from '../../../gql/admin';
import { adminStaff } from '../../../i18n/admin-staff';
import { endSessionIfExpired } from '../shared/staff';
import { dangerButton } from '../shared/ui';

const t = adminStaff.deactivate;

/** 'Deactiveren' with a confirmation: the account's sessions end at once; the last active beheer account is refused. */
export function DeactivateDialog({ account, onDone }: { account: StaffAccountItemFragment; onDone: (message: string) => void }) {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const [deactivate, { loading }] = useMutation(StaffDeactivateDocument);

  const onSubmit = async () => {
    if (loading) return;
    try {
      const { data } = await deactivate({ variables: { input: { id: account.id } } });
      const payload = data?.staffDeactivate;
      if (!payload) throw new Error('staffDeactivate answered nothing');
      if (!payload.account) {
        setGeneral(payload.userErrors.map((e) => e.message).join(' ') || adminStaff.failed);
        return;
      }
      setOpen(false);
      onDone(t.done(account.name));
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) setGeneral(adminStaff.failed);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setGeneral(null);
        setOpen(next);
      }}
      trigger={
        <button type="button" className={dangerButton} aria-label={t.buttonLabel(account.name)}>
          {t.button}
        </button>
      }
      title={t.title(account.name)}
      description={t.description}
      closeLabel={adminStaff.close}
      cancelLabel={adminStaff.cancel}
      submitLabel={t.submit}
      sendingLabel={t.sending}
      sending={loading}
      canSubmit
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      general={general}
    >
      {null}
    </FormDialog>
  );
}
