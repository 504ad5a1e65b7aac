import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCart } from '../../../components/cart-context';
import type { ProductDetailPageQuery } from '../../../gql/catalog';
import { catalogProductDetail as t } from '../../../i18n/catalog-product-detail';
import { readConfiguration } from '../../../lib/configuration-url';

type Product = NonNullable<ProductDetailPageQuery['product']>;
type SizeField = 'width' | 'height';

/** SPEC §9: the quantity select offers 1 to 5. */
const QUANTITIES = [1, 2, 3, 4, 5] as const;

const fieldClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-line bg-card px-3 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-invalid:border-accent';

/** A size as typed: digits only, blank is no size (SPEC §5: numeric inputs; the product's range is shown and the server checks it). */
const sizeValue = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * SPEC §2/§5: colour, light filter, optional width and height, quantity 1–5; 'Toevoegen aan winkelwagen' only
 * once a colour and a light filter are chosen. The cart stores the server's price; a size the server refuses
 * is shown under its field and everything chosen stays.
 */
export function AddToCartForm({ product }: { product: Product }) {
  const id = useId();
  const { addLine } = useCart();
  const [params] = useSearchParams();
  // A link may name the colour (kleur, e.g. from a fabric of the collection): it is chosen when the product has it.
  const [colour, setColour] = useState(() => {
    const named = readConfiguration(params).colour?.toLowerCase();
    return product.colors.find((c) => c.name.toLowerCase() === named)?.name ?? '';
  });
  const [lightFilter, setLightFilter] = useState('');
  const [size, setSize] = useState<Record<SizeField, string>>({ width: '', height: '' });
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<SizeField, string>>>({});
  const ready = colour !== '' && lightFilter !== '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || adding) return;
    setAdding(true);
    setErrors({});
    const width = sizeValue(size.width);
    const height = sizeValue(size.height);
    try {
      const result = await addLine({
        productId: product.id,
        quantity,
        selectedColor: colour,
        selectedLightFilter: lightFilter,
        ...(width !== null || height !== null ? { configuration: { width, height } } : {}),
      });
      const found: Partial<Record<SizeField, string>> = {};
      for (const error of result.userErrors) {
        const last = error.field?.at(-1);
        if (last === 'width' || last === 'height') found[last] = error.message;
      }
      setErrors(found);
    } finally {
      setAdding(false);
    }
  };

  const sizeInput = (field: SizeField, label: string, placeholder: string) => {
    const rule = product.sizes.find((s) => s.key === (field === 'width' ? 'WIDTH' : 'HEIGHT'));
    const hintId = rule ? `${id}-${field}-hint` : undefined;
    const errorId = errors[field] ? `${id}-${field}-error` : undefined;
    return (
    <div>
      <label htmlFor={`${id}-${field}`} className="font-medium">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        placeholder={placeholder}
        value={size[field]}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '');
          setSize((s) => ({ ...s, [field]: digits }));
          setErrors((current) => ({ ...current, [field]: undefined }));
        }}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        className={fieldClass}
      />
      {errors[field] && (
        <p id={errorId} className="mt-1 text-sm font-medium text-accent">
          {errors[field]}
        </p>
      )}
      {rule && (
        <p id={hintId} className="mt-1 text-sm text-ink-soft">
          {t.sizeRange(rule.min, rule.max)}
        </p>
      )}
    </div>
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-8 flex flex-col gap-4" aria-busy={adding}>
      <div>
        <label htmlFor={`${id}-colour`} className="font-medium">
          {t.colour}
        </label>
        <select id={`${id}-colour`} value={colour} onChange={(e) => setColour(e.target.value)} className={fieldClass}>
          <option value="" disabled>
            {t.colourPlaceholder}
          </option>
          {product.colors.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-light`} className="font-medium">
          {t.lightFilter}
        </label>
        <select id={`${id}-light`} value={lightFilter} onChange={(e) => setLightFilter(e.target.value)} className={fieldClass}>
          <option value="" disabled>
            {t.lightFilterPlaceholder}
          </option>
          {product.lightFilter.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <div className="grid grid-cols-2 gap-4">
        {sizeInput('width', t.width, '120')}
        {sizeInput('height', t.height, '180')}
      </div>
      <div>
        <label htmlFor={`${id}-quantity`} className="font-medium">
          {t.quantity}
        </label>
        <select id={`${id}-quantity`} value={quantity} onChange={(e) => setQuantity(Number(e.target.value))} className={`${fieldClass} max-w-32`}>
          {QUANTITIES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        disabled={!ready || adding}
        aria-describedby={ready ? undefined : `${id}-hint`}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-accent px-6 font-semibold text-on-accent hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-sand disabled:text-ink-soft"
      >
        {adding ? t.adding : t.add}
      </button>
      {!ready && (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {t.addHint}
        </p>
      )}
    </form>
  );
}
