import { useMutation } from '@apollo/client/react';
import { AdminOrderPaymentRecordDocument, type AdminOrderPaymentFragment } from '../../../gql/admin';
import { adminOrders } from '../../../i18n/admin-orders';
import { ConfirmDialog } from '../shared/ConfirmDialog';
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
  const [record] = useMutation(AdminOrderPaymentRecordDocument);
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={secondaryButton} aria-label={t.buttonLabel(order.id)}>
          {t.button}
        </button>
      }
      texts={{ ...t, title: t.title(order.id), description: t.description(order.total.formatted) }}
      run={async () => {
        const { data } = await record({ variables: { input: { orderId: order.id } } });
        const payload = data?.orderPaymentRecord;
        if (!payload) throw new Error('orderPaymentRecord answered nothing');
        return payload.userErrors.length > 0 ? payload.userErrors.map((error) => error.message).join(' ') : null;
      }}
      onDone={() => onDone(t.done(order.id))}
    />
  );
}
