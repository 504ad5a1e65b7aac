import type { Ref } from 'react';
import type { Country, PaymentMethod } from '../../gql/checkout';
import { nl } from '../../i18n/nl';

/**
 * Payment methods in the facts' order, the country's own first: Bancontact in Belgium, iDEAL in the
 * Netherlands (an order without a country keeps the facts' order).
 */
export function paymentOrder(methods: readonly PaymentMethod[], country: Country | null | undefined): PaymentMethod[] {
  if (!country) return [...methods];
  const local: PaymentMethod = country === 'BE' ? 'BANCONTACT' : 'IDEAL';
  return [...methods].sort((a, b) => Number(b === local) - Number(a === local));
}

interface MethodOptionProps {
  method: PaymentMethod;
  /** The radio group's name. */
  name: string;
  /** Ids are `{idPrefix}-{method}`, with `-name` and `-hint` for its texts. */
  idPrefix: string;
  checked: boolean;
  onChoose: () => void;
  /** Under the method's name ('Met de app of je bankkaart'); left out where the page has no room for it. */
  hint?: string;
  /** The group has an error: the unchosen options get a red border. */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One payment method as a card-sized radio (the checkout's choice and 'Opnieuw betalen' on the confirmation): a
 * real radio input inside its label, named by the method's name and described by its hint.
 */
export function MethodOption({ method, name, idPrefix, checked, onChoose, hint, invalid = false, ref }: MethodOptionProps) {
  const id = `${idPrefix}-${method}`;
  let look = 'border-line hover:bg-sand/40';
  if (checked) look = 'border-2 border-accent bg-sand/50';
  else if (invalid) look = 'border-danger';
  return (
    <label
      htmlFor={id}
      className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus ${
        hint ? 'min-h-14 py-3' : 'min-h-12 py-2'
      } ${look}`}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={method}
        checked={checked}
        ref={ref}
        aria-labelledby={`${id}-name`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={onChoose}
        className="size-5 shrink-0 accent-[var(--color-accent)] focus-visible:outline-none"
      />
      <span className="flex flex-col">
        <span id={`${id}-name`} className="font-semibold">
          {nl.paymentMethods[method]}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="text-sm text-ink-soft">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}
