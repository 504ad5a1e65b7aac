import { useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { FormDialog } from '../../../components/FormDialog';
import { AdminOrderPaymentRecordDocument, type AdminOrderPaymentFragment } from '../../../gql/admin';
import { adminOrders } from '../../../i18n/admin-orders';
import { endSessionIfExpired } from '../shared/staff';
import { secondaryButton } from '../shared/ui';

const t = adminOrders.paymentRecord;

interface PaymentRecordDialogProps {
  order: Pick<AdminOrderPaymentFragment, 'id' | 'total'>;
  /** After the server recorded it (the card updates from the answer by itself). */
  onDone: (message: string) => void;
}

/**
 * 'Betaling registreren': staff confirm that the order's total came in outside the provider (a bank transfer);
 * the server records it with their name and the time, and the order is paid. A refusal is shown in the dialog.
 */
export function PaymentRecordDialog({ order, onDone }: PaymentRecordDialogProps) {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [record, { loading }] = useMutation(AdminOrderPaymentRecordDocument);
  const busy = useRef(false);

  const onSubmit = async () => {
    if (busy.current) return;
    busy.current = true;
    setRefusal(null);
    try {
      const { data } = await record({ variables: { input: { orderId: order.id } } });
      const payload = data?.orderPaymentRecord;
      if (!payload) throw new Error('orderPaymentRecord answered nothing');
      if (payload.userErrors.length > 0) {
        setRefusal(payload.userErrors.map((error) => error.message).join(' '));
        return;
      }
      setOpen(false);
      onDone(t.done(order.id));
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) setRefusal(t.failed);
    } finally {
      busy.current = false;
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setRefusal(null);
      }}
      trigger={
        <button type="button" className={secondaryButton} aria-label={t.buttonLabel(order.id)}>
          {t.button}
        </button>
      }
      title={t.title(order.id)}
      description={t.description(order.total.formatted)}
      closeLabel={t.close}
      cancelLabel={t.cancel}
      submitLabel={t.submit}
      sendingLabel={t.sending}
      sending={loading}
      canSubmit
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      general={refusal}
    >
      {null}
    </FormDialog>
  );
}
