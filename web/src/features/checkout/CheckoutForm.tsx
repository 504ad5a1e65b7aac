import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { OrderPlaceDocument, type Country, type PaymentMethod } from '../../gql/checkout';
import { normalisePostcode } from '@lumina/schema';
import { checkoutTexts, type CheckoutField } from '../../i18n/checkout';
import { nl } from '../../i18n/nl';
import {
  FIELD_ORDER,
  fieldOf,
  loadValues,
  newAttemptId,
  paymentOrder,
  saveValues,
  clearValues,
  validate,
  type CheckoutErrors,
  type CheckoutValues,
} from './checkout-form';
import { controlClass, describedBy, ErrorText, FieldLabel, ids, TextField } from './fields';

const t = checkoutTexts;

/** The codes after which the cart on the page is no longer the server's: it is read again. */
const CART_CHANGED = new Set(['PRICE_CHANGED', 'CART_EMPTY', 'CART_NOT_FOUND', 'LINE_UNAVAILABLE']);

interface Props {
  /** The total the shopper sees (shipping included): sent as expectedTotalCents. */
  total: { cents: number; formatted: string };
  paymentMethods: readonly PaymentMethod[];
  /** The order summary, shown between the fields and the withdrawal notice. */
  summary: ReactNode;
  /** Reads the cart again (after PRICE_CHANGED and the like). */
  refetchCart: () => Promise<unknown>;
  /** The order exists: the page moves on to its confirmation. */
  onPlaced: (orderId: string) => void;
}

const sectionClass = 'rounded-2xl border border-line bg-card p-5 md:p-6';

/**
 * The checkout form: contact data, delivery address, payment method, notes, the summary, the
 * made-to-measure notice with its acknowledgement and 'Bestelling plaatsen'. Checked in the browser first,
 * then by the server, whose refusals land under the field they name. One attemptId per checkout attempt,
 * kept over retries and double clicks, so one attempt can only ever make one order.
 */
export function CheckoutForm({ total, paymentMethods, summary, refetchCart, onPlaced }: Props) {
  const [values, setValues] = useState<CheckoutValues>(() => {
    const loaded = loadValues();
    return loaded.paymentMethod && !paymentMethods.includes(loaded.paymentMethod) ? { ...loaded, paymentMethod: '' } : loaded;
  });
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const attemptId = useRef<string | null>(null);
  const refs = useRef<Partial<Record<CheckoutField, HTMLElement | null>>>({});
  const [place] = useMutation(OrderPlaceDocument);

  // Everything typed survives a reload (the acknowledgement is given anew).
  useEffect(() => saveValues(values), [values]);

  const update = <K extends keyof CheckoutValues>(field: K, value: CheckoutValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field] && !(field === 'country' && current.postcode)) return current;
      const next = { ...current };
      delete next[field];
      // Another country, another postcode format: the old message no longer applies.
      if (field === 'country') delete next.postcode;
      return next;
    });
  };

  const focusFirst = (found: CheckoutErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const found = validate(values);
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    attemptId.current ??= newAttemptId();
    let placed = false;
    try {
      const phone = values.phone.trim();
      const notes = values.notes.trim();
      const { data } = await place({
        variables: {
          input: {
            attemptId: attemptId.current,
            customer: {
              name: values.name.trim(),
              email: values.email.trim(),
              phone: phone || null,
              street: values.street.trim(),
              postcode: normalisePostcode(values.country, values.postcode) ?? values.postcode.trim(),
              city: values.city.trim(),
              country: values.country,
            },
            paymentMethod: values.paymentMethod as PaymentMethod,
            acceptNoWithdrawal: values.acceptNoWithdrawal,
            expectedTotalCents: total.cents,
            notes: notes || null,
          },
        },
      });
      const payload = data?.orderPlace;
      if (!payload) throw new Error('orderPlace answered nothing');
      if (payload.order) {
        placed = true;
        clearValues();
        onPlaced(payload.order.id);
        return;
      }
      const fromServer: CheckoutErrors = {};
      const other: string[] = [];
      for (const error of payload.userErrors) {
        const field = fieldOf(error.field);
        if (field) fromServer[field] ??= error.message;
        else other.push(error.message);
      }
      if (payload.userErrors.some((error) => CART_CHANGED.has(error.code))) {
        await refetchCart().catch(() => undefined);
        if (payload.userErrors.some((error) => error.code === 'PRICE_CHANGED')) other.push(t.priceChanged);
      }
      if (other.length === 0 && Object.keys(fromServer).length === 0) throw new Error('orderPlace answered neither an order nor user errors');
      setErrors(fromServer);
      setGeneral(other.length > 0 ? other.join(' ') : null);
      focusFirst(fromServer);
    } catch {
      // The same attemptId goes with the retry: had the order been made after all, the server answers that one.
      setGeneral(t.failure);
    } finally {
      if (!placed) {
        sendingRef.current = false;
        setSending(false);
      }
    }
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  const setRef = (field: CheckoutField) => (node: HTMLElement | null) => {
    refs.current[field] = node;
  };
  const methods = paymentOrder(paymentMethods, values.country);
  const country = values.country;

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending || undefined} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-10">
      <div className="flex flex-col gap-6 lg:col-start-1">
        <p className="text-sm text-ink-soft">{t.requiredNote}</p>

        <section aria-labelledby="checkout-contact-title" className={sectionClass}>
          <h2 id="checkout-contact-title" className="text-2xl font-semibold">
            {t.contact.heading}
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <TextField
              field="name"
              label={t.contact.name}
              value={values.name}
              onChange={(v) => update('name', v)}
              error={errors.name}
              required
              autoComplete="name"
              className="md:col-span-2"
              fieldRef={setRef('name')}
            />
            <TextField
              field="email"
              label={t.contact.email}
              hint={t.contact.emailHint}
              value={values.email}
              onChange={(v) => update('email', v)}
              error={errors.email}
              required
              type="email"
              autoComplete="email"
              inputMode="email"
              fieldRef={setRef('email')}
            />
            <TextField
              field="phone"
              label={t.contact.phone}
              hint={t.contact.phoneHint}
              value={values.phone}
              onChange={(v) => update('phone', v)}
              error={errors.phone}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              fieldRef={setRef('phone')}
            />
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
                id={ids('country').control}
                name="country"
                ref={setRef('country')}
                value={country}
                required
                autoComplete="country"
                aria-invalid={errors.country ? true : undefined}
                aria-describedby={describedBy('country', errors.country, false)}
                onChange={(event) => update('country', event.target.value as Country)}
                className={`${controlClass} border-line sm:max-w-xs`}
              >
                {(['BE', 'NL'] as const).map((code) => (
                  <option key={code} value={code}>
                    {t.address.countries[code]}
                  </option>
                ))}
              </select>
              <ErrorText field="country" error={errors.country} />
            </div>
            <TextField
              field="street"
              label={t.address.street}
              value={values.street}
              onChange={(v) => update('street', v)}
              error={errors.street}
              required
              autoComplete="street-address"
              className="sm:col-span-2"
              fieldRef={setRef('street')}
            />
            <TextField
              field="postcode"
              label={t.address.postcode}
              hint={t.address.postcodeHint[country]}
              hintBelow
              value={values.postcode}
              onChange={(v) => update('postcode', v)}
              error={errors.postcode}
              required
              autoComplete="postal-code"
              inputMode={country === 'BE' ? 'numeric' : 'text'}
              fieldRef={setRef('postcode')}
            />
            <TextField
              field="city"
              label={t.address.city}
              value={values.city}
              onChange={(v) => update('city', v)}
              error={errors.city}
              required
              autoComplete="address-level2"
              fieldRef={setRef('city')}
            />
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
            aria-invalid={errors.paymentMethod ? true : undefined}
            aria-describedby={[errors.paymentMethod ? ids('paymentMethod').error : null, 'checkout-payment-intro'].filter(Boolean).join(' ')}
            className="mt-4 grid gap-3 sm:grid-cols-2"
          >
            {methods.map((method, index) => {
              const id = `checkout-payment-${method}`;
              const checked = values.paymentMethod === method;
              return (
                <label
                  key={method}
                  htmlFor={id}
                  className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus ${
                    checked ? 'border-2 border-accent bg-sand/50' : errors.paymentMethod ? 'border-danger' : 'border-line hover:bg-sand/40'
                  }`}
                >
                  <input
                    id={id}
                    type="radio"
                    name="paymentMethod"
                    value={method}
                    checked={checked}
                    ref={index === 0 ? setRef('paymentMethod') : undefined}
                    aria-labelledby={`${id}-name`}
                    aria-describedby={`${id}-hint`}
                    onChange={() => update('paymentMethod', method)}
                    className="size-5 shrink-0 accent-[var(--color-accent)] focus-visible:outline-none"
                  />
                  <span className="flex flex-col">
                    <span id={`${id}-name`} className="font-semibold">
                      {nl.paymentMethods[method]}
                    </span>
                    <span id={`${id}-hint`} className="text-sm text-ink-soft">
                      {t.payment.hints[method]}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          <ErrorText field="paymentMethod" error={errors.paymentMethod} />
        </section>

        <section aria-labelledby="checkout-notes-title" className={sectionClass}>
          <h2 id="checkout-notes-title" className="text-2xl font-semibold">
            {t.notes.heading}
          </h2>
          <TextField
            field="notes"
            label={t.notes.label}
            hint={t.notes.hint}
            value={values.notes}
            onChange={(v) => update('notes', v)}
            error={errors.notes}
            multiline
            className="mt-4"
            fieldRef={setRef('notes')}
          />
        </section>
      </div>

      <div className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">{summary}</div>

      <div className="flex flex-col lg:col-start-1">
        <section aria-labelledby="checkout-withdrawal-title" className={`${sectionClass} mb-5`}>
          <h2 id="checkout-withdrawal-title" className="text-2xl font-semibold">
            {t.withdrawal.heading}
          </h2>
          <p id="checkout-withdrawal-text" className="mt-2 text-ink-soft">
            {t.withdrawal.text}
          </p>
          <div className="mt-4">
            <label
              htmlFor={ids('acceptNoWithdrawal').control}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${errors.acceptNoWithdrawal ? 'border-2 border-danger' : 'border-line'}`}
            >
              <input
                id={ids('acceptNoWithdrawal').control}
                ref={setRef('acceptNoWithdrawal')}
                type="checkbox"
                name="acceptNoWithdrawal"
                required
                checked={values.acceptNoWithdrawal}
                aria-invalid={errors.acceptNoWithdrawal ? true : undefined}
                aria-describedby={[errors.acceptNoWithdrawal ? ids('acceptNoWithdrawal').error : null, 'checkout-withdrawal-text'].filter(Boolean).join(' ')}
                onChange={(event) => update('acceptNoWithdrawal', event.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-[var(--color-accent)]"
              />
              <span className="font-medium">
                {t.withdrawal.accept}
                <span className="text-accent" aria-hidden="true">
                  {' '}*
                </span>
              </span>
            </label>
            <ErrorText field="acceptNoWithdrawal" error={errors.acceptNoWithdrawal} />
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
          className="inline-flex min-h-14 w-full items-center justify-center rounded-full bg-accent px-8 text-lg font-semibold text-on-accent hover:bg-accent-hover aria-disabled:cursor-progress aria-disabled:opacity-70 md:w-auto md:self-start"
        >
          {sending ? t.sending : t.submit(total.formatted)}
        </button>
      </div>
    </form>
  );
}
