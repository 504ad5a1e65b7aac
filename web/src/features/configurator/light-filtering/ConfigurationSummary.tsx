import type { ReactNode, Ref } from 'react';
import { availableChoices, surchargeLabel, type OptionGroup } from '@lumina/schema';
import { configuratorLightTexts } from '../../../i18n/configurator-light';
import type { Configuration } from '../shared/use-configuration';

const t = configuratorLightTexts.summary;

interface SummaryRow {
  label: string;
  value: string | null;
  surcharge: string | null;
}

/** The rows of 'Jouw configuratie': the sizes, then each group's choice with its surcharge as the rules label it. */
export function summaryRows(configuration: Configuration, groups: readonly OptionGroup[], sizesComplete: boolean, unit: string): SummaryRow[] {
  const rows: SummaryRow[] = [
    { label: t.dimensions, value: sizesComplete ? t.size(configuration.width, configuration.height, unit) : null, surcharge: null },
  ];
  for (const group of groups) {
    const value = configuration.options[group.key];
    const choice = typeof value === 'string' ? availableChoices(group, configuration.options).find((c) => c.value === value) : undefined;
    rows.push({ label: group.label, value: choice?.label ?? null, surcharge: choice ? surchargeLabel(choice.surcharge) : null });
  }
  return rows;
}

interface ConfigurationSummaryProps {
  rows: SummaryRow[];
  /** The heading, focused when 'Volgende stap' leaves the last section. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The price block (a live region) and the add button. */
  children: ReactNode;
}

/** 'Jouw configuratie': the shopper's choices, their surcharges and the price (SPEC §2, §4). */
export function ConfigurationSummary({ rows, headingRef, children }: ConfigurationSummaryProps) {
  return (
    <section aria-labelledby="light-summary-title" className="rounded-2xl border border-line bg-card p-5">
      <h2 id="light-summary-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {t.title}
      </h2>
      <dl className="mt-4 divide-y divide-line text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-3 py-2">
            <dt className="text-ink-soft">{row.label}</dt>
            <dd className="text-right font-medium">
              {row.value ?? <span className="font-normal text-ink-soft italic">{t.notChosen}</span>}
              {row.surcharge && (
                <>
                  {' '}
                  <span className="ml-1 whitespace-nowrap text-ink-soft tabular-nums">{row.surcharge}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 border-t border-line pt-4">{children}</div>
    </section>
  );
}
