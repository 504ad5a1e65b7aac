/**
 * A staff action that only needs a confirmation ('Betaling registreren', 'Deactiveren'): a dialog with the
 * action's description, that runs it once however often it is clicked, shows the server's refusal in the dialog,
 * and sends staff to sign in when their session has ended.
 */
import { useRef, useState, type ReactElement } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { FormDialog } from '../../../components/FormDialog';
import { endSessionIfExpired } from './staff';

interface ConfirmDialogProps {
  trigger: ReactElement;
  texts: { title: string; description: string; close: string; cancel: string; submit: string; sending: string; failed: string };
  /** Does it; answers the server's refusal (its message), or null when it was done. */
  run: () => Promise<string | null>;
  /** After it was done; the dialog has closed. */
  onDone: () => void;
}

export function ConfirmDialog({ trigger, texts: t, run, onDone }: ConfirmDialogProps) {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);

  const confirm = async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setRefusal(null);
    try {
      const refused = await run();
      if (refused !== null) {
        setRefusal(refused || t.failed);
        return;
      }
      setOpen(false);
      onDone();
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) setRefusal(t.failed);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setRefusal(null);
      }}
      trigger={trigger}
      title={t.title}
      description={t.description}
      closeLabel={t.close}
      cancelLabel={t.cancel}
      submitLabel={t.submit}
      sendingLabel={t.sending}
      sending={sending}
      canSubmit
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      general={refusal}
    >
      {null}
    </FormDialog>
  );
}
