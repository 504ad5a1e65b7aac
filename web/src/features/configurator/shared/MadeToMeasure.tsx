import { useId } from 'react';
import { CHAIN_SAFETY, type ConfiguratorRules, tradeOf } from '@lumina/schema';
import { configuratorTexts } from '../../../i18n/configurator';
import { typedSize } from './DimensionField';
import type { ConfiguratorProductFragment } from '../../../gql/configurator';
import type { Configuration, ConfiguratorState } from './use-configuration';

const t = configuratorTexts.made;

/** 5 -> "0,5" (mm as cm for people). */
export const cm = (mm: number) => (mm / 10).toString().replace('.', ',');

/** The fabric of the colour chosen (the colour group's, else the product's only colour), as the server makes the line. */
function fabricOf(product: ConfiguratorProductFragment, rules: ConfiguratorRules, options: Configuration['options']) {
  const colour = tradeOf(rules, options).colour ?? (product.colors.length === 1 ? product.colors[0]!.name : null);
  return product.fabrics.find((f) => f.color === colour) ?? product.fabrics.find((f) => f.color === null);
}

/** The fabric the chosen colour is made in ('Stof: Blackout Basic Grijs'); nothing when the atelier chooses it. */
export function FabricLine({ product, rules, options }: { product: ConfiguratorProductFragment; rules: ConfiguratorRules; options: Configuration['options'] }) {
  const fabric = fabricOf(product, rules, options);
  return fabric ? <p className="mt-1 text-sm text-ink-soft">{t.fabric(fabric.name)}</p> : null;
}

/** 'Verwachte levering: di 9 december', from the server's estimate in Belgian working days. */
export function DeliveryEstimateLine({ label, className = '' }: { label: string; className?: string }) {
  return (
    <p className={`flex items-center gap-2 text-sm font-medium ${className}`}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false" className="shrink-0 text-accent">
        <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7" strokeLinejoin="round" />
        <circle cx="7" cy="17.5" r="1.8" />
        <circle cx="17" cy="17.5" r="1.8" />
      </svg>
      {t.delivery(label)}
    </p>
  );
}

/**
 * EN 13120 in one sentence, the optional mounting height (required above 250 cm, the engine says so), and the
 * chain the atelier will make for this configuration.
 */
export function ChainSafetyField({ state }: { state: ConfiguratorState }) {
  const id = useId();
  const { configuration, errors, result, setMountingHeight } = state;
  const error = errors.get('mountingHeight');
  // Required says itself once a height over the limit is typed; other problems as soon as a height is given.
  const shown = error && (error.code === 'REQUIRED' ? configuration.height > 0 : configuration.mountingHeight !== null) ? error.message : null;
  const chain = result.ok ? result.made.chain : null;
  return (
    <div className="rounded-xl border border-line bg-card p-4">
      <p className="text-sm text-ink-soft">
        {t.childSafe(CHAIN_SAFETY.maxChainWithoutMountingHeightCm, CHAIN_SAFETY.maxBlindHeightWithoutMountingHeightCm, CHAIN_SAFETY.minLoopAboveFloorCm)}
      </p>
      <label htmlFor={id} className="mt-3 block font-medium">
        {t.mountingHeight}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {t.mountingHeightHint(CHAIN_SAFETY.maxBlindHeightWithoutMountingHeightCm)}
      </p>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={configuration.mountingHeight ?? ''}
        onChange={(event) => {
          const next = typedSize(event.target.value);
          if (next !== null) setMountingHeight(next === 0 ? null : next);
        }}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error ${id}-hint` : `${id}-hint`}
        className="mt-1.5 min-h-11 w-32 rounded-lg border border-line bg-card px-3 text-center font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-invalid:border-danger"
      />
      {shown && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {shown}
        </p>
      )}
      {chain && <p className="mt-2 text-sm font-medium">{t.yourChain(chain.lengthCm)}</p>}
    </div>
  );
}
