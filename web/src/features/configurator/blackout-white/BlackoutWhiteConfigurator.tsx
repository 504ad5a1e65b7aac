import type { ReactNode } from 'react';
import { availableChoices, surchargeLabel, type ConfiguratorRules, type OptionGroup } from '@lumina/schema';
import { formatEuro } from '../../../lib/format';
import { PageBar } from '../../../components/PageBar';
import { configuratorTexts } from '../../../i18n/configurator';
import { blackoutWhiteTexts as t } from '../../../i18n/configurator-blackout-white';
import { AddButton } from '../shared/AddButton';
import { Carousel } from '../shared/Carousel';
import { ColourSample } from '../shared/ColourSample';
import { DimensionField } from '../shared/DimensionField';
import { ChainSafetyField, cm, DeliveryEstimateLine, FabricLine } from '../shared/MadeToMeasure';
import { MountingField } from '../shared/MountingField';
import { OptionGroupField } from '../shared/OptionGroupField';
import type { ConfiguratorScreenProps } from '../shared/screen';
import { TrustBadges } from '../shared/TrustBadges';
import { useAddConfigured } from '../shared/use-add-configured';
import { useConfiguration, type ConfiguratorState } from '../shared/use-configuration';
import { OfferLine } from '../shared/OfferLine';

/** SPEC §9: four pictures in the carousel. */
const IMAGE_COUNT = 4;

/**
 * The mock's ten sections (SPEC §2), in its order, by the option groups each one asks. A section without a title
 * here takes its group's label from the rules; a group the rules add later gets a section of its own at the end.
 */
const PLAN: readonly { id: string; groups: readonly string[]; title?: string }[] = [
  { id: 'system-type', groups: ['systemType'] },
  { id: 'mounting', groups: ['mounting'] },
  { id: 'system-color', groups: ['systemColor'] },
  { id: 'chain', groups: ['chainType', 'chainColor', 'controlSide'], title: t.sections.chain },
  { id: 'cassette', groups: ['cassette'] },
  { id: 'bottom-bar', groups: ['bottomBar'] },
  { id: 'accessories', groups: ['accessories'] },
  { id: 'extras', groups: ['extras'] },
  { id: 'notes', groups: ['notes'] },
];

interface GroupSection {
  id: string;
  title: string;
  groups: OptionGroup[];
}

/** The option sections of these rules: the plan's, then any group the plan does not name. */
function sectionsOf(rules: ConfiguratorRules): GroupSection[] {
  const open = rules.optionGroups.filter((g) => g.fixedValue === undefined);
  const planned = PLAN.flatMap((plan) => {
    const groups = plan.groups.flatMap((key) => open.filter((g) => g.key === key));
    return groups.length ? [{ id: plan.id, title: plan.title ?? groups[0]!.label, groups }] : [];
  });
  const named = new Set(PLAN.flatMap((plan) => plan.groups));
  const rest = open.filter((g) => !named.has(g.key)).map((g) => ({ id: g.key, title: g.label, groups: [g] }));
  return [...planned, ...rest];
}

/** Three choices on one row, two otherwise; the choices offered now count (a chain's colours: three plastic or one metal). */
const columns = (group: OptionGroup, options: Record<string, unknown>): 1 | 2 | 3 => (group.kind === 'multiple' ? 1 : availableChoices(group, options).length === 3 ? 3 : 2);

function Section({ id, n, title, children }: { id: string; n: number; title: string; children: ReactNode }) {
  const headingId = `blackout-white-${id}`;
  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-6">
      <h2 id={headingId} className="flex items-center gap-3 text-xl font-semibold">
        <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-sand font-sans text-sm font-semibold tabular-nums">
          {n}
        </span>
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-5">{children}</div>
    </section>
  );
}

/** What a group's answer reads as: the chosen choices with their surcharge from the rules, the note, or none. */
function answerOf(group: OptionGroup, state: ConfiguratorState): string[] {
  const value = state.configuration.options[group.key];
  if (group.kind === 'text') return typeof value === 'string' && value.trim() ? [value] : [];
  const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return group.choices
    .filter((c) => values.includes(c.value))
    .map((c) => {
      const extra = surchargeLabel(c.surcharge);
      return extra ? `${c.label} (${extra})` : c.label;
    });
}

interface Row {
  label: string;
  values: string[];
  /** Shown when there is no value: 'Nog niet gekozen' for what is still required, 'Geen' otherwise. */
  missing?: boolean;
}

/** The summary's rows ('Jouw gekozen configuratie', SPEC §2), in the order of the sections. */
function summaryRows(rules: ConfiguratorRules, sections: GroupSection[], state: ConfiguratorState): Row[] {
  const { configuration, result, errors } = state;
  const unit = rules.dimensions[0]?.unit ?? 'cm';
  const sized = configuration.width > 0 && configuration.height > 0 && !errors.has('width') && !errors.has('height');
  const rows: Row[] = [
    { label: t.summary.sizes, values: sized ? [t.summary.sizesValue(configuration.width, configuration.height, unit)] : [], missing: !sized },
  ];
  if (result.ok) {
    const { fabrication } = result.made;
    rows.push({ label: t.summary.fabrication, values: [t.summary.fabricationValue(cm(fabrication.widthMm), cm(fabrication.heightMm))] });
  }
  for (const section of sections) {
    for (const group of section.groups) {
      const values = answerOf(group, state);
      rows.push({ label: group.label, values, missing: values.length === 0 && group.required });
    }
    if (section.groups.some((g) => g.role === 'controlType')) {
      if (configuration.mountingHeight !== null) {
        rows.push({ label: t.summary.mountingHeight, values: [t.summary.mountingHeightValue(configuration.mountingHeight)] });
      }
      if (result.ok && result.made.chain) rows.push({ label: t.summary.chain, values: [t.summary.chainValue(result.made.chain.lengthCm)] });
    }
  }
  return rows;
}

/**
 * The blackout white configurator /product/verduisterend-wit (SPEC §2 "Blackout configurator mock", made real,
 * ARCHITECTURE §6; SPEC §3 "Blackout mock draft", §9): the mock's headline and four-photo carousel, its ten
 * sections rendered from the product's rules (sizes, system type, mounting, system colour, chain and side,
 * cassette, bottom bar, accessories, extra services, notes), 'Totaalprijs (incl. btw)' priced live by the
 * engine, the summary of the real choices and 'Configuratie voltooien', which adds the line (or replaces the
 * cart line it was opened from). On a desktop the summary stays in view beside the sections; on a phone it
 * follows them, with the price and the button in a fixed bar.
 */
export default function BlackoutWhiteConfigurator({ product, rules, shop }: ConfiguratorScreenProps) {
  const state = useConfiguration(rules);
  const { configuration, result, sizeError, setSize, setOption } = state;
  const { status, add, replacing } = useAddConfigured(product.id, state);
  const sections = sectionsOf(rules);
  const price = result.ok ? formatEuro(result.breakdown.totalCents) : null;
  const readyLabel = replacing ? configuratorTexts.add.save : t.add.ready;
  const onAdd = () => void add();

  return (
    <div className="mx-auto max-w-6xl px-5 py-8 md:px-8 md:py-12">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="lg:col-start-1">
          <h1 className="text-3xl font-semibold md:text-4xl">{product.name}</h1>
          <OfferLine product={product} className="mt-2" />
          <p className="mt-3 text-ink-soft">{product.description}</p>
          <DeliveryEstimateLine label={product.deliveryEstimate.label} className="mt-4" />
          <FabricLine product={product} rules={rules} options={configuration.options} />
          <ColourSample product={product} rules={rules} options={configuration.options} className="mt-4" />
          <Carousel images={product.media.slice(0, IMAGE_COUNT)} name={product.name} counter className="mt-6" />

          <div className="mt-10 flex flex-col gap-8">
            <Section id="dimensions" n={1} title={t.sections.dimensions}>
              <div className="grid gap-4 sm:grid-cols-2">
                {rules.dimensions.map((rule) => (
                  <DimensionField key={rule.key} rule={rule} value={configuration[rule.key]} onChange={(v) => setSize(rule.key, v)} error={sizeError(rule.key)} />
                ))}
              </div>
            </Section>

            {sections.map((section, i) => (
              <Section key={section.id} id={section.id} n={i + 2} title={section.title}>
                {section.groups.map((group) =>
                  group.role === 'mounting' ? (
                    <MountingField key={group.key} rules={rules} state={state} legend={section.groups.length > 1} />
                  ) : (
                    <OptionGroupField
                      key={group.key}
                      group={group}
                      options={configuration.options}
                      onChange={(value) => setOption(group.key, value)}
                      legend={section.groups.length > 1}
                      description={group.kind === 'text' ? t.notesHint : undefined}
                      columns={columns(group, configuration.options)}
                    />
                  ),
                )}
                {section.groups.some((g) => g.role === 'controlType') && <ChainSafetyField state={state} />}
              </Section>
            ))}
          </div>
        </div>

        <aside aria-labelledby="blackout-white-summary" className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <div className="rounded-2xl border border-line bg-card p-5">
            <h2 id="blackout-white-summary" className="text-lg font-semibold">
              {t.summary.title}
            </h2>
            <dl className="mt-3 divide-y divide-line text-sm">
              {summaryRows(rules, sections, state).map((row) => (
                <div key={row.label} className="flex justify-between gap-4 py-1.5">
                  <dt className="shrink-0 text-ink-soft">{row.label}</dt>
                  <dd className={`min-w-0 text-right break-words whitespace-pre-line ${row.values.length ? 'font-medium' : 'text-ink-soft italic'}`}>
                    {row.values.length
                      ? row.values.map((value) => (
                          <span key={value} className="block">
                            {value}
                          </span>
                        ))
                      : row.missing
                        ? t.summary.notChosen
                        : t.summary.none}
                  </dd>
                </div>
              ))}
            </dl>

            <div role="status" className="mt-4 border-t border-line pt-4">
              {price ? (
                <p className="flex items-baseline justify-between gap-3">
                  <span className="font-medium">{t.price.total}</span>
                  <span className="text-2xl font-semibold tabular-nums">{price}</span>
                </p>
              ) : (
                <p className="text-ink-soft">{t.price.incomplete}</p>
              )}
            </div>
            {replacing && <p className="mt-2 text-sm text-ink-soft">{configuratorTexts.add.editing}</p>}
            <AddButton status={status} ready={result.ok} incompleteLabel={t.add.ready} readyLabel={readyLabel} onClick={onAdd} className="mt-4 w-full" />
          </div>
        </aside>

        <div className="lg:col-start-1">
          <TrustBadges shop={shop} deliveryWorkingDays={product.deliveryEstimate.workingDays} />
        </div>
      </div>

      <PageBar label={t.mobileBar}>
        <p className="min-w-0 flex-1">
          <span className="block text-xs text-ink-soft">{t.price.total}</span>
          <span className="block truncate text-lg font-semibold tabular-nums">{price ?? '—'}</span>
        </p>
        <AddButton status={status} ready={result.ok} incompleteLabel={t.add.ready} readyLabel={readyLabel} onClick={onAdd} className="shrink-0 px-5" />
      </PageBar>
    </div>
  );
}
