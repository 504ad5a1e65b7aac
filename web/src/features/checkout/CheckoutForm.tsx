import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { set, useController } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { checkoutForm } from '@lumina/schema';
import { OrderPlaceDocument, type PaymentMethod } from '../../gql/checkout';
import { checkoutTexts, type CheckoutField } from '../../i18n/checkout';
import { enteredEarly } from '../../lib/early-input';
import { fieldErrorCount, showUserErrors, useSchemaForm } from '../../lib/forms';
import { clearDraft, EMPTY_DRAFT, loadDraft, newAttemptId, saveDraft } from './checkout-session';
import { controlClass, describedBy, ErrorText, FieldLabel, ids, TextField } from './fields';
import { MethodOption, paymentOrder } from './payment-methods';

const t = checkoutTexts;

/** The codes after which the cart on the page is no longer the server's: it is read again. */
const CART_CHANGED = new Set(['PRICE_CHANGED', 'CART_EMPTY', 'CART_NOT_FOUND', 'LINE_UNAVAILABLE', 'DISCOUNT_CODE_REFUSED']);

interface Props {
  /** The total the shopper sees (shipping included): sent as expectedTotalCents. */
  total: { cents: number; formatted: string };
  paymentMethods: readonly PaymentMethod[];
  /** The order summary, shown between the fields and the withdrawal notice. */
  summary: ReactNode;
  /** Reads the cart again (after PRICE_CHANGED and the like). */
  refetchCart: () => Promise<unknown>;
  /** The order exists: the page moves on to the payment or the confirmation. */
  onPlaced: (order: { id: string; payUrl?: string | null }) => void;
}

const sectionClass = 'rounded-2xl border border-line bg-card p-5 md:p-6';

/**
 * The checkout form: contact data, delivery address, payment method, notes, the summary, the
 * made-to-measure notice with its acknowledgement and 'Bestelling plaatsen'. On a wide screen the fields make the
 * left column and the summary, the notice and the button the right one, so the keyboard's order (the document's)
 * reads each column top to bottom, left column first, as the eye does (issue 31: the summary used to sit between
 * the fields and the notice in the document while it stood beside them). Checked in the browser by the
 * checkout form's rules (schema/src/forms), then by the server with the same rules, whose refusals land under
 * the field they name. One attemptId per checkout attempt, kept over retries and double clicks, so one attempt
 * can only ever make one order.
 */
export function CheckoutForm({ total, paymentMethods, summary, refetchCart, onPlaced }: Props) {
  const form = useSchemaForm(checkoutForm, EMPTY_DRAFT);
  const { control, formState, setError, clearErrors, watch, reset, sending } = form;
  const payment = useController({ control, name: 'paymentMethod' });
  const attemptId = useRef<string | null>(null);
  const [place] = useMutation(OrderPlaceDocument);
  const formRef = useRef<HTMLFormElement>(null);
  const offered = useRef(paymentMethods);

  // What the shopper typed before a reload comes back as soon as the form runs, before it is painted, without a
  // payment method the shop no longer offers. Not in the first render: the server drew the form empty (it has no
  // sessionStorage) and hydration must find what it drew. What was entered before the page ran is newer than the
  // stored values and stays (early-input.ts).
  useLayoutEffect(() => {
    const values = loadDraft();
    if (values.paymentMethod && !offered.current.includes(values.paymentMethod)) values.paymentMethod = '';
    const early = formRef.current ? enteredEarly(formRef.current) : new Map<string, string | boolean>();
    for (const [name, value] of early) set(values, name, value);
    reset(values);
    if (early.size > 0) saveDraft({ ...values });
  }, [reset]);

  // Everything typed survives a reload (the acknowledgement is given anew).
  useEffect(() => {
    const { unsubscribe } = watch((values) => saveDraft(values));
    return unsubscribe;
  }, [watch]);

  const onSubmit = form.submit(async ({ customer, paymentMethod, notes, acceptNoWithdrawal }) => {
    attemptId.current ??= newAttemptId();
    try {
      const { data } = await place({
        variables: {
          input: {
            attemptId: attemptId.current,
            customer: { ...customer, phone: customer.phone || null },
            paymentMethod: paymentMethod as PaymentMethod,
            acceptNoWithdrawal,
            expectedTotalCents: total.cents,
            notes: notes || null,
          },
        },
      });
      const payload = data?.orderPlace;
      if (!payload) throw new Error('orderPlace answered nothing');
      if (payload.order) {
        clearDraft();
        onPlaced(payload.order);
        return;
      }
      if (payload.userErrors.length === 0) throw new Error('orderPlace answered neither an order nor user errors');
      const general = showUserErrors(form, payload.userErrors);
      if (payload.userErrors.some((error) => CART_CHANGED.has(error.code))) {
        await refetchCart().catch(() => undefined);
        if (payload.userErrors.some((error) => error.code === 'PRICE_CHANGED')) setError('root.server', { message: [...general, t.priceChanged].join(' ') });
      }
    } catch {
      // The same attemptId goes with the retry: had the order been made after all, the server answers that one.
      setError('root.server', { message: t.failure });
    }
  });

  const { errors } = formState;
  const error = (field: CheckoutField): string | undefined =>
    (field === 'paymentMethod' || field === 'notes' || field === 'acceptNoWithdrawal' ? errors[field] : errors.customer?.[field])?.message;
  const general = errors.root?.server?.message;
  const errorCount = fieldErrorCount(errors);
  const country = watch('customer.country');
  const methods = paymentOrder(paymentMethods, country);
  const text = (field: Exclude<CheckoutField, 'country' | 'paymentMethod' | 'notes' | 'acceptNoWithdrawal'>) => ({
    field,
    registration: form.field(`customer.${field}`),
    error: error(field),
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={sending || undefined} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-10">
      <div className="flex flex-col gap-6 lg:col-start-1">
        <p className="text-sm text-ink-soft">{t.requiredNote}</p>

        <section aria-labelledby="checkout-contact-title" className={sectionClass}>
          <h2 id="checkout-contact-title" className="text-2xl font-semibold">
            {t.contact.heading}
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <TextField
              {...text('name')}
              label={t.contact.name}
              required
              autoComplete="name"
              className="md:col-span-2"
            />
            <TextField
              {...text('email')}
              label={t.contact.email}
              hint={t.contact.emailHint}
              required
              type="email"
              autoComplete="email"
              inputMode="email"
            />
            <TextField {...text('phone')} label={t.contact.phone} hint={t.contact.phoneHint} type="tel" autoComplete="tel" inputMode="tel" />
          </div>
        </section>

        <section aria-labelledby="checkout-address-title" className={sectionClass}>
          <h2 id="checkout-address-title" className="text-2xl font-semibold">
            {t.address.heading}
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-[13rem_minmax(0,1fr)]">
            <div className="sm:col-span-2">
              <FieldLabel field="country" required>
                {t.address.country}
              </FieldLabel>
              <select
                {...form.field('customer.country', ['customer.postcode'])}
                id={ids('country').control}
                required
                autoComplete="country"
                aria-invalid={error('country') ? true : undefined}
                aria-describedby={describedBy('country', error('country'), false)}
                className={`${controlClass} border-line sm:max-w-xs`}
              >
                {(['BE', 'NL'] as const).map((code) => (
                  <option key={code} value={code}>
                    {t.address.countries[code]}
                  </option>
                ))}
              </select>
              <ErrorText field="country" error={error('country')} />
            </div>
            <TextField {...text('street')} label={t.address.street} required autoComplete="street-address" className="sm:col-span-2" />
            <TextField
              {...text('postcode')}
              label={t.address.postcode}
              hint={t.address.postcodeHint[country]}
              hintBelow
              required
              autoComplete="postal-code"
              inputMode={country === 'BE' ? 'numeric' : 'text'}
            />
            <TextField {...text('city')} label={t.address.city} required autoComplete="address-level2" />
          </div>
        </section>

        <section aria-labelledby="checkout-payment-title" className={sectionClass}>
          <h2 id="checkout-payment-title" className="text-2xl font-semibold">
            {t.payment.heading}
            <span className="text-accent" aria-hidden="true">
              {' '}*
            </span>
          </h2>
          <p id="checkout-payment-intro" className="mt-1 text-sm text-ink-soft">
            {t.payment.intro}
          </p>
          <div
            role="radiogroup"
            aria-labelledby="checkout-payment-title"
            aria-required="true"
            aria-invalid={error('paymentMethod') ? true : undefined}
            aria-describedby={[error('paymentMethod') ? ids('paymentMethod').error : null, 'checkout-payment-intro'].filter(Boolean).join(' ')}
            className="mt-4 grid gap-3 sm:grid-cols-2"
          >
            {methods.map((method, index) => (
              <MethodOption
                key={method}
                method={method}
                name={payment.field.name}
                idPrefix="checkout-payment"
                checked={payment.field.value === method}
                // The first method shown gets focus when none is chosen.
                ref={index === 0 ? payment.field.ref : undefined}
                hint={t.payment.hints[method]}
                invalid={Boolean(error('paymentMethod'))}
                onChoose={() => {
                  payment.field.onChange(method);
                  clearErrors('paymentMethod');
                }}
              />
            ))}
          </div>
          <ErrorText field="paymentMethod" error={error('paymentMethod')} />
        </section>

        <section aria-labelledby="checkout-notes-title" className={sectionClass}>
          <h2 id="checkout-notes-title" className="text-2xl font-semibold">
            {t.notes.heading}
          </h2>
          <TextField
            field="notes"
            registration={form.field('notes')}
            error={error('notes')}
            label={t.notes.label}
            hint={t.notes.hint}
            multiline
            className="mt-4"
          />
        </section>
      </div>

      <div className="flex flex-col lg:col-start-2 lg:row-start-1 lg:self-start">
        {summary}
        <section aria-labelledby="checkout-withdrawal-title" className={`${sectionClass} mt-6 mb-5`}>
          <h2 id="checkout-withdrawal-title" className="text-2xl font-semibold">
            {t.withdrawal.heading}
          </h2>
          <p id="checkout-withdrawal-text" className="mt-2 text-ink-soft">
            {t.withdrawal.text}
          </p>
          <div className="mt-4">
            <label
              htmlFor={ids('acceptNoWithdrawal').control}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${error('acceptNoWithdrawal') ? 'border-2 border-danger' : 'border-line'}`}
            >
              <input
                {...form.field('acceptNoWithdrawal')}
                id={ids('acceptNoWithdrawal').control}
                type="checkbox"
                required
                aria-invalid={error('acceptNoWithdrawal') ? true : undefined}
                aria-describedby={[error('acceptNoWithdrawal') ? ids('acceptNoWithdrawal').error : null, 'checkout-withdrawal-text'].filter(Boolean).join(' ')}
                className="mt-0.5 size-5 shrink-0 accent-[var(--color-accent)]"
              />
              <span className="font-medium">
                {t.withdrawal.accept}
                <span className="text-accent" aria-hidden="true">
                  {' '}*
                </span>
              </span>
            </label>
            <ErrorText field="acceptNoWithdrawal" error={error('acceptNoWithdrawal')} />
          </div>
          <p className="mt-3 text-sm text-ink-soft">
            {t.withdrawal.termsBefore}
            <Link to="/algemene-voorwaarden" className="font-medium text-ink underline underline-offset-2 hover:text-accent">
              {t.withdrawal.terms}
            </Link>
            {t.withdrawal.termsAfter}
          </p>
        </section>

        <div role="alert">{general && <p className="mb-5 rounded-xl border-2 border-danger bg-card p-4 font-medium text-danger">{general}</p>}</div>
        {errorCount > 0 && !general && <p className="mb-3 text-sm font-medium text-danger">{t.fixErrors(errorCount)}</p>}

        <button
          type="submit"
          aria-disabled={sending || undefined}
          className="inline-flex min-h-14 w-full items-center justify-center rounded-full bg-accent px-8 text-lg font-semibold text-on-accent hover:bg-accent-hover aria-disabled:cursor-progress aria-disabled:opacity-70 md:w-auto md:self-start lg:w-full"
        >
          {sending ? t.sending : t.submit(total.formatted)}
        </button>
      </div>
    </form>
  );
}
