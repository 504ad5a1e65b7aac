import { checkoutTexts } from '../../i18n/checkout';

const t = checkoutTexts.summary;

interface LineProps {
  name: string;
  /** The line total, formatted. */
  total: string;
  quantity: number;
  /** The configuration in Dutch summary lines ('Afmetingen: 150 × 180 cm', …). */
  summary: readonly string[];
  /** The product picture (the checkout shows it; a placed order has none). */
  image?: string | null;
}

/** One blind of the checkout summary or of a placed order: name, total, quantity and its configuration. */
export function OrderLine({ name, total, quantity, summary, image }: LineProps) {
  return (
    <li className="flex gap-3 py-4">
      {image !== undefined &&
        (image ? (
          <img src={image} width={72} height={54} alt="" className="h-[54px] w-[72px] shrink-0 rounded-lg bg-sand object-cover" />
        ) : (
          <span aria-hidden="true" className="h-[54px] w-[72px] shrink-0 rounded-lg bg-sand" />
        ))}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-sans text-base leading-snug font-semibold">{name}</h3>
          <p className="shrink-0 font-semibold tabular-nums">{total}</p>
        </div>
        <p className="mt-0.5 text-sm text-ink-soft">{t.quantity(quantity)}</p>
        {summary.length > 0 && (
          <ul className="mt-1 space-y-0.5 text-sm text-ink-soft">
            {summary.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
