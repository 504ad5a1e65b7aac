import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CloseIcon } from '../../../components/icons';
import { AdminOrderStatusChangeDocument, type AdminOrderCardFragment, type OrderStatus } from '../../../gql/admin';
import { adminOrders } from '../../../i18n/admin-orders';
import { endSessionIfExpired } from '../shared/staff';
import { StatusBadge, statusLabel } from './StatusBadge';
import { actionButton } from './styles';

const t = adminOrders.statusChange;

interface StatusChangeDialogProps {
  order: Pick<AdminOrderCardFragment, 'id' | 'status' | 'nextStatuses'>;
  /** After the server made the change (the card updates from the answer by itself). */
  onChanged: (to: OrderStatus) => void;
}

/**
 * 'Status Wijzigen': a small dialog that offers only the legal next statuses (the order's `nextStatuses`,
 * from the server's state machine). The change names the status the staff member saw as `from`, so a change
 * made meanwhile by someone else is refused (STALE_STATUS) rather than applied twice: the server's message
 * is shown and the card shows the order as it is now. Nothing is ever re-sent by itself.
 */
export function StatusChangeDialog({ order, onChanged }: StatusChangeDialogProps) {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [change, { loading }] = useMutation(AdminOrderStatusChangeDocument);

  const choose = async (to: OrderStatus) => {
    setRefusal(null);
    try {
      const { data } = await change({ variables: { input: { orderId: order.id, from: order.status, to } } });
      const payload = data?.orderStatusChange;
      if (!payload) throw new Error('no payload');
      if (payload.userErrors.length > 0) {
        // The payload's order (if any) is the order as it is now: Apollo puts it in the card.
        setRefusal(payload.userErrors.map((error) => error.message).join(' '));
        return;
      }
      setOpen(false);
      onChanged(to);
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) setRefusal(t.failed);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setRefusal(null);
      }}
    >
      <Dialog.Trigger className={actionButton} aria-label={t.buttonLabel(order.id)}>
        {t.button}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          aria-busy={loading}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-card p-6 text-ink shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{t.title(order.id)}</Dialog.Title>
            <Dialog.Close aria-label={t.close} className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 flex flex-wrap items-center gap-2 text-ink-soft">
            <span>{t.current(statusLabel(order.status))}</span>
            {order.nextStatuses.length > 0 ? <span>{t.choose}</span> : <span>{t.none}</span>}
          </Dialog.Description>
          {refusal && (
            <p role="alert" className="mt-4 rounded-lg border border-danger px-3 py-2 text-sm font-medium text-danger">
              {refusal}
            </p>
          )}
          {order.nextStatuses.length > 0 && (
            <ul aria-label={t.optionsLabel} className="mt-5 flex flex-col gap-2">
              {order.nextStatuses.map((status) => (
                <li key={status}>
                  <button
                    type="button"
                    disabled={loading}
                    onClick={() => void choose(status)}
                    className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-line px-4 py-2 text-left font-medium hover:bg-sand disabled:cursor-wait disabled:opacity-60"
                  >
                    <StatusBadge status={status} />
                    <span aria-hidden="true">→</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {loading && (
            <p role="status" className="mt-3 text-sm text-ink-soft">
              {t.sending}
            </p>
          )}
          <div className="mt-5 flex justify-end">
            <Dialog.Close className="inline-flex min-h-11 items-center rounded-full px-5 font-medium hover:bg-sand">{t.cancel}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
