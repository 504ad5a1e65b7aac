import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CartDiscountCodeApplyDocument, CartDiscountCodeRemoveDocument } from '../../gql/graphql';
import { nl } from '../../i18n/nl';

const t = nl.cart.discountCode;

/**
 * 'Kortingscode' in the cart panel (issue 33): a code typed and applied, refused with the server's Dutch reason under
 * the field (nothing kept); once applied, the code with 'Verwijderen', and why it takes nothing off now if so. The
 * totals below show what it takes off (the cart is normalised by its id, so the panel follows the answer).
 */
export function DiscountCode({ discountCode, problem }: { discountCode: string | null; problem: string | null }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [apply, applying] = useMutation(CartDiscountCodeApplyDocument);
  const [remove, removing] = useMutation(CartDiscountCodeRemoveDocument);

  const onApply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || applying.loading) return;
    try {
      const { data } = await apply({ variables: { code } });
      const refused = data?.cartDiscountCodeApply.userErrors ?? [];
      setError(refused.length ? refused.map((e) => e.message).join(' ') : null);
      if (!refused.length) setCode('');
    } catch {
      setError(t.failed);
    }
  };

  const onRemove = async () => {
    try {
      await remove();
      setError(null);
    } catch {
      setError(t.failed);
    }
  };

  if (discountCode) {
    return (
      <div className="px-5 py-3 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium">{t.applied(discountCode)}</p>
          <button
            type="button"
            disabled={removing.loading}
            onClick={() => void onRemove()}
            aria-label={t.removeLabel(discountCode)}
            className="min-h-11 font-medium text-accent underline underline-offset-2 hover:text-accent-hover"
          >
            {t.remove}
          </button>
        </div>
        {problem && <p className="mt-1 font-medium text-danger">{problem}</p>}
        {error && (
          <p role="alert" className="mt-1 font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onApply(event)} className="px-5 py-3">
      <label htmlFor={`${id}-code`} className="text-sm font-medium">
        {t.label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-code`}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-code-error` : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-page px-3 text-ink uppercase"
        />
        <button
          type="submit"
          disabled={applying.loading}
          className="min-h-11 rounded-full border border-line bg-card px-4 font-medium text-ink hover:border-ink-soft hover:bg-sand disabled:cursor-wait disabled:opacity-70"
        >
          {applying.loading ? t.applying : t.apply}
        </button>
      </div>
      {error && (
        <p id={`${id}-code-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
