import { REFUND_REASON_MAX_LENGTH } from '@lumina/schema';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { describedBy, FieldError, FormDialog, formDialogInput as inputClass } from '../../../components/FormDialog';
import { AdminOrderRefundDocument } from '../../../gql/admin';
import { adminOrders } from '../../../i18n/admin-orders';
import { formatEuro, parseEuroCents } from '../../../lib/format';
import { showUserErrors } from '../../../lib/forms';
import { endSessionIfExpired } from '../shared/staff';
import { secondaryButton } from '../shared/ui';

const t = adminOrders.refund;

interface RefundValues {
  /** Euro as typed: "12,50". */
  amount: string;
  reason: string;
}

const EMPTY: RefundValues = { amount: '', reason: '' };

interface RefundDialogProps {
  orderId: string;
  /** What can be refunded now (Order.refundable: paid, not refunded, pending or charged back), in cents. */
  refundableCents: number;
  /** After the server made the refund (the card updates from the answer by itself). */
  onDone: (message: string) => void;
}

/**
 * 'Terugbetalen': part or all of what the order holds, at most Order.refundable, with an optional reason. The
 * refund is asked of the provider and stays pending until it settles it: the status line says so. The amount is typed in euro ("12,50") and sent in cents; the browser refuses what the server
 * would (a malformed amount, nothing, too much), and the server's own refusals land under the amount or above the
 * buttons.
 */
export function RefundDialog({ orderId, refundableCents, onDone }: RefundDialogProps) {
  const id = useId();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const form = useForm<RefundValues>({ defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const { register, formState, watch, reset, clearErrors, setError } = form;
  const { errors } = formState;
  const [refund, { loading }] = useMutation(AdminOrderRefundDocument);
  const max = formatEuro(refundableCents);

  const amountCents = (typed: string): number | string => {
    if (typed.trim() === '') return t.amountRequired;
    const cents = parseEuroCents(typed);
    if (cents === null) return t.amountFormat;
    if (cents <= 0) return t.amountTooLow;
    if (cents > refundableCents) return t.amountTooHigh(max);
    return cents;
  };

  const onSubmit = form.handleSubmit(async ({ amount, reason }) => {
    if (loading) return;
    const cents = amountCents(amount) as number;
    try {
      const { data } = await refund({ variables: { input: { orderId, amountCents: cents, reason: reason.trim() || null } } });
      const payload = data?.orderRefund;
      if (!payload) throw new Error('orderRefund answered nothing');
      if (payload.userErrors.length > 0) {
        // The server names the amount as amountCents; the form has it as the euro typed.
        const userErrors = payload.userErrors.map((error) =>
          error.field?.join('.') === 'input.amountCents' ? { ...error, field: ['input', 'amount'] } : error,
        );
        showUserErrors(form, userErrors);
        return;
      }
      setOpen(false);
      onDone(t.done(formatEuro(cents), orderId));
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) setError('root.server', { message: t.failed });
    }
  });

  const field = (name: keyof RefundValues) => ({
    onChange: () => {
      clearErrors(name);
      clearErrors('root');
    },
  });
  const amountError = errors.amount?.message;
  const reasonError = errors.reason?.message;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) reset(EMPTY);
        setOpen(next);
      }}
      trigger={
        <button type="button" className={secondaryButton} aria-label={t.buttonLabel(orderId)}>
          {t.button}
        </button>
      }
      title={t.title(orderId)}
      description={t.description(max)}
      closeLabel={t.close}
      cancelLabel={t.cancel}
      submitLabel={t.submit}
      sendingLabel={t.sending}
      sending={loading || formState.isSubmitting}
      canSubmit={watch('amount').trim() !== ''}
      onSubmit={(event) => void onSubmit(event)}
      general={errors.root?.server?.message ?? null}
      initialFocus={() => document.getElementById(`${id}-amount`)}
    >
      <div>
        <label htmlFor={`${id}-amount`} className="font-medium">
          {t.amount}
        </label>
        <input
          {...register('amount', {
            ...field('amount'),
            validate: (typed) => {
              const checked = amountCents(typed);
              return typeof checked === 'number' || checked;
            },
          })}
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          required
          aria-invalid={amountError ? true : undefined}
          aria-describedby={describedBy(`${id}-amount`, amountError, `${id}-amount-hint`)}
          className={`${inputClass} min-h-11 max-w-40 tabular-nums`}
        />
        <p id={`${id}-amount-hint`} className="mt-1 text-sm text-ink-soft">
          {t.amountHint}
        </p>
        <FieldError controlId={`${id}-amount`} error={amountError} />
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className="font-medium">
          {t.reason} <span className="font-normal text-ink-soft">{t.optional}</span>
        </label>
        <textarea
          {...register('reason', field('reason'))}
          id={`${id}-reason`}
          rows={3}
          maxLength={REFUND_REASON_MAX_LENGTH}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={describedBy(`${id}-reason`, reasonError)}
          className={inputClass}
        />
        <FieldError controlId={`${id}-reason`} error={reasonError} />
      </div>
    </FormDialog>
  );
}
