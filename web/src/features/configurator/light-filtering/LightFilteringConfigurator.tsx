import { useEffect, useMemo, useRef, useState } from 'react';
import { areaSquareMetres, groupWithRole, type ConfiguratorRules, type OptionGroup, type OptionGroupRole } from '@lumina/schema';
import { PageBar } from '../../../components/PageBar';
import { configuratorTexts } from '../../../i18n/configurator';
import { configuratorLightTexts } from '../../../i18n/configurator-light';
import { formatDecimal, formatEuro } from '../../../lib/format';
import { AddButton } from '../shared/AddButton';
import { Carousel } from '../shared/Carousel';
import { ColourSample } from '../shared/ColourSample';
import { DimensionField } from '../shared/DimensionField';
import { ChainSafetyField, DeliveryEstimateLine, FabricLine } from '../shared/MadeToMeasure';
import { MountingField } from '../shared/MountingField';
import { OptionGroupField } from '../shared/OptionGroupField';
import type { ConfiguratorScreenProps } from '../shared/screen';
import { TrustBadges } from '../shared/TrustBadges';
import { useAddConfigured } from '../shared/use-add-configured';
import { useConfiguration, type ConfiguratorState } from '../shared/use-configuration';
import { ConfigurationSummary, summaryRows } from './ConfigurationSummary';
import { ConfiguratorSection } from './ConfiguratorSection';
import { scrollBehavior } from '../shared/scroll';
import { useSections } from './use-sections';
import { OfferLine } from '../shared/OfferLine';

const t = configuratorLightTexts;
const shared = configuratorTexts;

type SectionId = 'dimensions' | 'chain' | 'bottomBar' | 'controlSide' | 'profileColor';

interface Section {
  id: SectionId;
  title: string;
  groups: OptionGroup[];
}

/** The carousel's four pictures (SPEC §2). */
const IMAGE_COUNT = 4;

/** Choice cards per row (from 640 px): the three plastic colours side by side, the bottom bars with their prices one per row. */
const COLUMNS: Partial<Record<OptionGroupRole, 1 | 2 | 3>> = { chainColor: 3, bottomBar: 1 };

/** The engine's fields of the first section: it is complete when none of them has an error. */
const SIZE_FIELDS = ['width', 'height', 'mountingHeight'] as const;

/**
 * The five numbered sections (SPEC §2): 1 Afmetingen (with how the blind hangs, which decides the size it is made
 * at), 2 Kettingsysteem (material and colour), then one section per option group, titled by the group's label in the
 * rules ('Onderlat', 'Bediening', 'Profielkleur').
 */
function sectionsOf(rules: ConfiguratorRules): Section[] {
  const groups = (...roles: OptionGroupRole[]) => roles.map((role) => groupWithRole(rules, role)).filter((g): g is OptionGroup => g !== undefined);
  const single = (id: SectionId, role: OptionGroupRole): Section[] => groups(role).map((g) => ({ id, title: g.label, groups: [g] }));
  const chain = groups('controlType', 'chainColor');
  return [
    { id: 'dimensions', title: t.sections.dimensions, groups: groups('mounting') },
    ...(chain.length ? [{ id: 'chain' as const, title: t.sections.chain, groups: chain }] : []),
    ...single('bottomBar', 'bottomBar'),
    ...single('controlSide', 'controlSide'),
    ...single('profileColor', 'profileColor'),
  ];
}


/** 'Oppervlakte: 1,80 m²' once both sizes are above 0 (SPEC §5), from the engine's own area (two decimals). */
export function areaText(rules: ConfiguratorRules, width: number, height: number): string | null {
  if (width <= 0 || height <= 0) return null;
  return shared.size.area(formatDecimal(areaSquareMetres(rules, width, height), 2, 2));
}

function sectionComplete(section: Section, errors: ConfiguratorState['errors']): boolean {
  return (section.id !== 'dimensions' || SIZE_FIELDS.every((field) => !errors.has(field))) && section.groups.every((g) => !errors.has(`options.${g.key}`));
}

/**
 * The light-filtering white configurator (SPEC §2 "Light-filtering white configurator", §4, §5, §9): a carousel of
 * four pictures, five numbered collapsible sections that move on by themselves, the summary 'Jouw configuratie'
 * with the surcharges as the rules label them, and the price once all five are complete ('Vanaf €29,95' and a
 * disabled 'Vul eerst alle opties in' until then). Sticky beside the sections from 768 px; on a phone the summary
 * follows the sections and a fixed bar keeps the price and the button in view.
 */
export default function LightFilteringConfigurator({ product, rules, shop }: ConfiguratorScreenProps) {
  const state = useConfiguration(rules);
  const { configuration, result, errors, sizeError, setSize, setOption } = state;
  const { status, add, replacing } = useAddConfigured(product.id, state);

  const sections = useMemo(() => sectionsOf(rules), [rules]);
  const ids = useMemo(() => sections.map((s) => s.id), [sections]);
  const complete = Object.fromEntries(sections.map((s) => [s.id, sectionComplete(s, errors)])) as Record<SectionId, boolean>;
  const allComplete = result.ok && sections.every((s) => complete[s.id]);

  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const toSummary = () => {
    summaryHeading.current?.focus({ preventScroll: true });
    summaryHeading.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  };
  const steps = useSections({ ids, complete, onDone: toSummary });
  const { element } = steps;

  // 'Volgende stap' in a section that is not complete: show its messages and go to the first one.
  const [showErrors, setShowErrors] = useState<ReadonlySet<SectionId>>(() => new Set());
  // Asked for in the same update as the messages, so the focus moves once they are on the page.
  const [focusFirstError, setFocusFirstError] = useState<{ id: SectionId } | null>(null);
  useEffect(() => {
    if (!focusFirstError) return;
    const invalid = element(focusFirstError.id)?.querySelector('[aria-invalid="true"]');
    const target = invalid instanceof HTMLInputElement ? invalid : invalid?.querySelector('input');
    target?.focus();
  }, [focusFirstError, element]);
  const onNext = (id: SectionId) => {
    if (complete[id]) {
      steps.goOn(id);
      return;
    }
    setShowErrors((current) => new Set(current).add(id));
    setFocusFirstError({ id });
  };
  const groupError = (section: SectionId, group: OptionGroup) => (showErrors.has(section) ? (errors.get(`options.${group.key}`)?.message ?? null) : null);

  const price = allComplete && result.ok ? formatEuro(result.breakdown.totalCents) : null;
  // The lowest price a shopper can pay, as the engine computed it on the server (issue 31): what the offer of the
  // page's structured data says too.
  const fromPrice = t.summary.from(product.price.formatted);
  const unit = rules.dimensions[0]?.unit ?? 'cm';
  const area = areaText(rules, configuration.width, configuration.height);
  const rows = summaryRows(
    configuration,
    sections.flatMap((s) => s.groups),
    SIZE_FIELDS.every((field) => !errors.has(field)),
    unit,
  );
  const readyLabel = replacing ? shared.add.save : undefined;

  const body = (section: Section) => {
    if (section.id === 'dimensions') {
      return (
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 lg:grid-cols-2">
            {rules.dimensions.map((rule) => (
              <DimensionField
                key={rule.key}
                rule={rule}
                value={configuration[rule.key]}
                onChange={(v) => setSize(rule.key, v)}
                error={sizeError(rule.key) ?? (showErrors.has('dimensions') ? (errors.get(rule.key)?.message ?? null) : null)}
              />
            ))}
          </div>
          {area && <p className="font-medium tabular-nums">{area}</p>}
          <MountingField rules={rules} state={state} showError={showErrors.has('dimensions')} />
          <ChainSafetyField state={state} />
        </div>
      );
    }
    const single = section.groups.length === 1;
    return (
      <div className="flex flex-col gap-6">
        {section.groups.map((group) => (
          <OptionGroupField
            key={group.key}
            group={group}
            options={configuration.options}
            onChange={(value) => setOption(group.key, value)}
            error={groupError(section.id, group)}
            legend={!single || group.label !== section.title}
            columns={(group.role && COLUMNS[group.role]) ?? 2}
          />
        ))}
      </div>
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-5 py-8 md:px-8 md:py-12">
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="min-w-0">
          <div className="grid gap-6 lg:grid-cols-2 lg:items-center">
            <Carousel images={product.media.slice(0, IMAGE_COUNT)} name={product.name} />
            <div>
              <h1 className="text-3xl font-semibold md:text-4xl">{product.name}</h1>
              <OfferLine product={product} className="mt-2" />
              <p className="mt-3 text-ink-soft">{product.description}</p>
              <DeliveryEstimateLine label={product.deliveryEstimate.label} className="mt-4" />
              <FabricLine product={product} rules={rules} options={configuration.options} />
              <p className="mt-1 text-sm text-ink-soft">{t.production(shop.delivery.productionMinWorkingDays, shop.delivery.productionMaxWorkingDays)}</p>
              <ColourSample product={product} rules={rules} options={configuration.options} className="mt-4" />
            </div>
          </div>

          <div role="group" aria-label={t.sections.label} className="mt-8 flex flex-col gap-3">
            {sections.map((section, i) => (
              <ConfiguratorSection
                key={section.id}
                number={i + 1}
                title={section.title}
                open={steps.isOpen(section.id)}
                complete={complete[section.id]}
                onToggle={() => steps.toggle(section.id)}
                onHeaderKey={(key) => steps.headerKeyDown(section.id, key)}
                onNext={() => onNext(section.id)}
                sectionRef={steps.register('sections', section.id)}
                headerRef={steps.register('headers', section.id)}
              >
                {body(section)}
              </ConfiguratorSection>
            ))}
          </div>
        </div>

        <div className="md:sticky md:top-6 md:self-start">
          <ConfigurationSummary rows={rows} headingRef={summaryHeading}>
            <div aria-live="polite" aria-atomic="true">
              {price ? (
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium">{shared.price.total}</span>{' '}
                  <span>
                    <span className="text-2xl font-semibold tabular-nums">{price}</span> <span className="text-sm text-ink-soft">{shared.price.inclVat}</span>
                  </span>
                </p>
              ) : (
                <>
                  <p className="text-sm text-ink-soft">{t.summary.prompt}</p>
                  <p className="mt-2 text-xl font-semibold tabular-nums">{fromPrice}</p>
                </>
              )}
            </div>
            {replacing && <p className="mt-2 text-sm text-ink-soft">{shared.add.editing}</p>}
            <AddButton status={status} ready={allComplete} incompleteLabel={t.summary.incomplete} readyLabel={readyLabel} onClick={() => void add()} className="mt-4 w-full" />
          </ConfigurationSummary>
        </div>
      </div>

      <div className="mt-10">
        <TrustBadges shop={shop} deliveryWorkingDays={product.deliveryEstimate.workingDays} />
      </div>

      <PageBar label={t.mobileBar}>
        <p className="shrink-0">
          <span className="block text-xs text-ink-soft">{shared.price.total}</span>
          <span className="block text-lg font-semibold whitespace-nowrap tabular-nums">{price ?? fromPrice}</span>
        </p>
        {/* The price keeps its room; a long label wraps onto two lines. */}
        <AddButton
          status={status}
          ready={allComplete}
          incompleteLabel={t.summary.incomplete}
          readyLabel={readyLabel}
          onClick={() => void add()}
          className="min-w-0 flex-1 text-center leading-tight"
        />
      </PageBar>
    </div>
  );
}
