import type { PricePreviewFragment } from '../../../gql/admin';
import { adminPrices } from '../../../i18n/admin-prices';

const t = adminPrices.preview;

/** One product's reference sizes now and after a proposed change, as a table with its caption. */
export function PricePreviewTable({ preview }: { preview: PricePreviewFragment }) {
  const changed = (now: string | undefined, after: string | undefined) => now !== after;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-72 border-collapse text-left text-sm">
        <caption className="pb-2 text-left font-semibold text-ink">{t.caption(preview.product.name)}</caption>
        <thead>
          <tr className="border-b border-line text-ink-soft">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t.size}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t.now}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t.after}
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.sizes.map((size) => (
            <tr key={size.label} className="border-b border-line">
              <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
                {size.label}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">{size.now?.formatted ?? t.none}</td>
              <td
                className={`py-2 text-right tabular-nums whitespace-nowrap ${changed(size.now?.formatted, size.after?.formatted) ? 'font-semibold text-ink' : ''}`}
              >
                {size.after?.formatted ?? t.none}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-3 font-normal">
              {t.fromPrice}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{preview.fromPriceNow.formatted}</td>
            <td
              className={`py-2 text-right tabular-nums ${changed(preview.fromPriceNow.formatted, preview.fromPriceAfter.formatted) ? 'font-semibold text-ink' : ''}`}
            >
              {preview.fromPriceAfter.formatted}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The server's refusals that concern no single field (the engine's reasons), as a list under its heading. */
export function Refusals({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="rounded-xl border border-danger bg-card p-4 text-danger">
      <p className="font-semibold">{t.refused}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
