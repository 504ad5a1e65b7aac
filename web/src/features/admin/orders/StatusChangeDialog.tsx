import { REFUND_REASON_MAX_LENGTH, SHIPMENT_MAX_LENGTH } from '@lumina/schema';
import { useEffect, useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm } from 'react-hook-form';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { describedBy, FieldError, formDialogInput as inputClass } from '../../../components/FormDialog';
import { CloseIcon } from '../../../components/icons';
import { AdminOrderStatusChangeDocument, type AdminOrderCardFragment, type OrderStatus } from '../../../gql/admin';
import { adminOrders } from '../../../i18n/admin-orders';
import { showUserErrors } from '../../../lib/forms';
import { formatEuro } from '../../../lib/format';
import { endSessionIfExpired, useStaffCan } from '../shared/staff';
import { dangerButton, primaryButton } from '../shared/ui';
import { StatusBadge, statusLabel } from './StatusBadge';
import { actionButton } from './styles';

const t = adminOrders.statusChange;

/** What moving to shipped needs, with the server's limits (OrderStatusChangeInput). */
interface Shipping {
  carrier: string;
  trackingCode: string;
}
const NO_SHIPPING: Shipping = { carrier: '', trackingCode: '' };

/** Cancelling an order that holds money: the refund of all of it, as staff saw it, and why. */
interface CancelRefund {
  refundCents: number;
  reason: string | null;
}

/** The status whose details the dialog asks for before it is sent. */
type Step = 'SHIPPED' | 'CANCELLED' | null;

interface StatusChangeDialogProps {
  order: Pick<AdminOrderCardFragment, 'id' | 'status' | 'nextStatuses' | 'refundable'>;
  /** After the server made the change (the card updates from the answer by itself): what the card's status line says. */
  onDone: (message: string) => void;
}

interface CancelStepProps {
  /** The step's id (the option that opens it controls it). */
  id: string;
  refundable: { cents: number; formatted: string };
  /** The member's role may return money (only beheer): else the step says why there is no button. */
  canRefund: boolean;
  sending: boolean;
  onCancel: (refund: CancelRefund) => void;
}

/**
 * 'Geannuleerd' for an order that holds money: all of it goes back with the cancellation, asked of the payment
 * provider (pending until it confirms), with an optional reason. Only for a role that may refund; another role reads
 * that only beheer can do this.
 */
function CancelStep({ id, refundable, canRefund, sending, onCancel }: CancelStepProps) {
  const [reason, setReason] = useState('');
  const texts = t.cancelRefund;
  if (!canRefund) {
    return (
      <p id={id} role="status" className="mt-4 rounded-xl border border-line bg-sand p-4 text-sm">
        {texts.notAllowed(refundable.formatted)}
      </p>
    );
  }
  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) onCancel({ refundCents: refundable.cents, reason: reason.trim() || null });
      }}
      className="mt-4"
    >
      <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
        <legend className="px-1 font-semibold">{texts.legend(refundable.formatted)}</legend>
        <p id={`${id}-what`} className="text-sm">
          {texts.text(refundable.formatted)}
        </p>
        <div>
          <label htmlFor={`${id}-reason`} className="font-medium">
            {texts.reason} <span className="font-normal text-ink-soft">{texts.optional}</span>
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={REFUND_REASON_MAX_LENGTH}
            aria-describedby={`${id}-reason-hint`}
            className={inputClass}
          />
          <p id={`${id}-reason-hint`} className="mt-1 text-sm text-ink-soft">
            {texts.reasonHint}
          </p>
        </div>
        <button type="submit" disabled={sending} aria-describedby={`${id}-what`} className={`${dangerButton} self-start`}>
          {texts.submit(refundable.formatted)}
        </button>
      </fieldset>
    </form>
  );
}

/**
 * 'Status Wijzigen': a small dialog that offers only the legal next statuses (the order's `nextStatuses`,
 * from the server's state machine). The change names the status the staff member saw as `from`, so a change
 * made meanwhile by someone else is refused (STALE_STATUS) rather than applied twice: the server's message
 * is shown and the card shows the order as it is now. Nothing is ever re-sent by itself. 'Verzonden' first asks
 * for the carrier and the track-and-trace code (both required); 'Geannuleerd' for an order that holds money first
 * asks to confirm its refund (all of it: `refundCents` is the order's refundable as shown); any other status is
 * changed at the click. A refusal (an unpaid order cannot go in processing, the amount changed meanwhile) is shown
 * as the server words it.
 */
export function StatusChangeDialog({ order, onDone }: StatusChangeDialogProps) {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [change, { loading }] = useMutation(AdminOrderStatusChangeDocument);
  const id = useId();
  const canRefund = useStaffCan('Mutation.orderRefund');
  // 'Verzonden' chosen, or 'Geannuleerd' for an order that holds money: its details are shown until the change is sent.
  const [step, setStep] = useState<Step>(null);
  const shippingForm = useForm<Shipping>({ defaultValues: NO_SHIPPING, reValidateMode: 'onSubmit' });
  const { register, formState, setFocus, clearErrors } = shippingForm;
  const holdsMoney = order.refundable.cents > 0;
  const shippingOpen = step === 'SHIPPED' && order.nextStatuses.includes('SHIPPED');
  const cancelOpen = step === 'CANCELLED' && order.nextStatuses.includes('CANCELLED') && holdsMoney;
  const opens = (status: OrderStatus) => status === 'SHIPPED' || (status === 'CANCELLED' && holdsMoney);
  const isOpen = (status: OrderStatus) => (status === 'SHIPPED' && shippingOpen) || (status === 'CANCELLED' && cancelOpen);

  useEffect(() => {
    if (shippingOpen) setFocus('carrier');
  }, [shippingOpen, setFocus]);

  const choose = async (to: OrderStatus, details?: { shipping?: Shipping; refund?: CancelRefund }) => {
    setRefusal(null);
    try {
      const input = { orderId: order.id, from: order.status, to, ...details?.shipping, ...details?.refund };
      const { data } = await change({ variables: { input } });
      const payload = data?.orderStatusChange;
      if (!payload) throw new Error('no payload');
      if (payload.userErrors.length > 0) {
        // The payload's order (if any) is the order as it is now: Apollo puts it in the card (and a refund's amount
        // changed meanwhile in this dialog). A refusal of a shipping field goes under that field.
        const general = details?.shipping ? showUserErrors(shippingForm, payload.userErrors) : payload.userErrors.map((error) => error.message);
        setRefusal(general.join(' ') || null);
        return;
      }
      setOpen(false);
      onDone(details?.refund ? t.cancelRefund.done(order.id, formatEuro(details.refund.refundCents)) : t.done(order.id, statusLabel(to)));
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) setRefusal(t.failed);
    }
  };

  const ship = shippingForm.handleSubmit(async ({ carrier, trackingCode }) => {
    if (loading) return;
    await choose('SHIPPED', { shipping: { carrier: carrier.trim(), trackingCode: trackingCode.trim() } });
  });

  /** A shipping field, required and as long as the server takes. */
  const shippingField = (name: keyof Shipping, label: string, required: string, hint?: string) => {
    const controlId = `${id}-${name}`;
    const error = formState.errors[name]?.message;
    return (
      <div>
        <label htmlFor={controlId} className="font-medium">
          {label}
        </label>
        <input
          {...register(name, {
            validate: (value) => value.trim() !== '' || required,
            maxLength: { value: SHIPMENT_MAX_LENGTH[name], message: t.tooLong(SHIPMENT_MAX_LENGTH[name]) },
            onChange: () => clearErrors(name),
          })}
          id={controlId}
          required
          autoComplete="off"
          maxLength={SHIPMENT_MAX_LENGTH[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(controlId, error, ...(hint ? [`${controlId}-hint`] : []))}
          className={`${inputClass} min-h-11`}
        />
        {hint && (
          <p id={`${controlId}-hint`} className="mt-1 text-sm text-ink-soft">
            {hint}
          </p>
        )}
        <FieldError controlId={controlId} error={error} />
      </div>
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setRefusal(null);
        setStep(null);
        shippingForm.reset(NO_SHIPPING);
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
                    onClick={() => (opens(status) ? setStep(status as Step) : void choose(status))}
                    aria-expanded={opens(status) ? isOpen(status) : undefined}
                    aria-controls={isOpen(status) ? `${id}-${status.toLowerCase()}` : undefined}
                    className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-line px-4 py-2 text-left font-medium hover:bg-sand disabled:cursor-wait disabled:opacity-60 aria-expanded:border-ink-soft aria-expanded:bg-sand"
                  >
                    <StatusBadge status={status} />
                    <span aria-hidden="true">→</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {shippingOpen && (
            <form id={`${id}-shipped`} noValidate onSubmit={(event) => void ship(event)} className="mt-4">
              <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
                <legend className="px-1 font-semibold">{t.shippingLegend}</legend>
                {shippingField('carrier', t.carrier, t.carrierRequired, t.carrierHint)}
                {shippingField('trackingCode', t.trackingCode, t.trackingCodeRequired)}
                <button type="submit" disabled={loading} className={`${primaryButton} self-start`}>
                  {t.submit(statusLabel('SHIPPED'))}
                </button>
              </fieldset>
            </form>
          )}
          {cancelOpen && (
            <CancelStep id={`${id}-cancelled`} refundable={order.refundable} canRefund={canRefund} sending={loading} onCancel={(refund) => void choose('CANCELLED', { refund })} />
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
