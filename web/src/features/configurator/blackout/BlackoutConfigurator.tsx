import { useRef, useState } from 'react';
import { groupWithRole } from '@lumina/schema';
import { flushSync } from 'react-dom';
import { formatEuro } from '../../../lib/format';
import { PageBar } from '../../../components/PageBar';
import { useToast } from '../../../components/toast';
import { configuratorTexts } from '../../../i18n/configurator';
import { AddButton } from '../shared/AddButton';
import { Carousel } from '../shared/Carousel';
import { ColourSample } from '../shared/ColourSample';
import { DimensionField } from '../shared/DimensionField';
import { ChainSafetyField, DeliveryEstimateLine, FabricLine } from '../shared/MadeToMeasure';
import { MountingField } from '../shared/MountingField';
import { OptionGroupField } from '../shared/OptionGroupField';
import type { ConfiguratorScreenProps } from '../shared/screen';
import { goToChoice } from '../shared/scroll';
import { TrustBadges } from '../shared/TrustBadges';
import { useAddConfigured } from '../shared/use-add-configured';
import { useConfiguration } from '../shared/use-configuration';
import { OfferLine } from '../shared/OfferLine';

const t = configuratorTexts;

/**
 * The configuration page /product/{id} (SPEC §2 "Configuration page", §4, §5, §9): a slider of three pictures,
 * width and height with minus/plus, the chain system, 'Onderrail', 'Bediening' and 'Profielkleur' from the
 * rules (fixed groups stay hidden), the live price, the add button, a fixed bar on a phone and trust badges.
 */
export default function BlackoutConfigurator({ product, rules, shop }: ConfiguratorScreenProps) {
  const state = useConfiguration(rules);
  const { configuration, result, errors, sizeError, setSize, setOption } = state;
  const { status, add, replacing } = useAddConfigured(product.id, state);
  const { toast } = useToast();
  const [showErrors, setShowErrors] = useState(false);
  /** What the phone bar's tap found missing, announced. */
  const [missing, setMissing] = useState<string | null>(null);

  // How it hangs is asked beside the sizes (MountingField); the other open groups follow them.
  const groups = rules.optionGroups.filter((g) => g.fixedValue === undefined && g.role !== 'mounting');
  const mounting = groupWithRole(rules, 'mounting');
  const panelRef = useRef<HTMLDivElement>(null);
  const sizesValid = !errors.has('width') && !errors.has('height');
  const price = result.ok ? formatEuro(result.breakdown.totalCents) : null;

  const onAdd = () => {
    if (!sizesValid) {
      toast({ variant: 'destructive', ...t.add.invalidDimensions });
      return;
    }
    if (!result.ok) {
      // The phone bar asks only for valid sizes: it takes the shopper to the first unanswered group (in view,
      // focused, its message shown under it) and says what is missing.
      const first = [...(mounting ? [mounting] : []), ...groups].find((g) => errors.has(`options.${g.key}`));
      flushSync(() => {
        setShowErrors(true);
        setMissing(first ? (errors.get(`options.${first.key}`)?.message ?? null) : null);
      });
      if (first) goToChoice(panelRef.current?.querySelector<HTMLElement>(`[data-group="${first.key}"]`));
      return;
    }
    void add();
  };

  return (
    <div className="mx-auto max-w-6xl px-5 py-8 md:px-8 md:py-12">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="lg:sticky lg:top-6 lg:self-start">
          <Carousel images={product.media.slice(0, 3)} name={product.name} thumbnails counter />
        </div>

        <div ref={panelRef}>
          <h1 className="text-3xl font-semibold md:text-4xl">{product.name}</h1>
          <OfferLine product={product} className="mt-2" />
          <p className="mt-3 text-ink-soft">{product.description}</p>
          <DeliveryEstimateLine label={product.deliveryEstimate.label} className="mt-4" />
          <FabricLine product={product} rules={rules} options={configuration.options} />
          <ColourSample product={product} rules={rules} options={configuration.options} className="mt-4" />

          <section aria-labelledby="configurator-dimensions" className="mt-8">
            <h2 id="configurator-dimensions" className="text-xl font-semibold">
              {t.blackout.dimensions}
            </h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {rules.dimensions.map((rule) => (
                <DimensionField key={rule.key} rule={rule} value={configuration[rule.key]} onChange={(v) => setSize(rule.key, v)} error={sizeError(rule.key)} />
              ))}
            </div>
            <div className="mt-6">
              <MountingField rules={rules} state={state} showError={showErrors} />
            </div>
          </section>

          <div className="mt-8 flex flex-col gap-6">
            {groups.map((group) => (
              <div key={group.key} data-group={group.key}>
                <OptionGroupField
                  group={group}
                  options={configuration.options}
                  onChange={(value) => setOption(group.key, value)}
                  error={showErrors ? (errors.get(`options.${group.key}`)?.message ?? null) : null}
                />
              </div>
            ))}
            <ChainSafetyField state={state} />
          </div>

          <div className="mt-8 rounded-2xl border border-line bg-card p-5">
            <div aria-live="polite" aria-atomic="true">
              {price ? (
                <p className="flex items-baseline justify-between gap-3">
                  <span className="font-medium">{t.price.total}</span>
                  <span>
                    <span className="text-2xl font-semibold tabular-nums">{price}</span> <span className="text-sm text-ink-soft">{t.price.inclVat}</span>
                  </span>
                </p>
              ) : (
                <p className="text-ink-soft">{t.price.incomplete}</p>
              )}
            </div>
            {replacing && <p className="mt-2 text-sm text-ink-soft">{t.add.editing}</p>}
            <AddButton status={status} ready={result.ok} readyLabel={replacing ? t.add.save : undefined} onClick={onAdd} className="mt-4 w-full" />
          </div>

          <div className="mt-8">
            <TrustBadges shop={shop} deliveryWorkingDays={product.deliveryEstimate.workingDays} />
          </div>
        </div>
      </div>

      <PageBar label={t.blackout.mobileBar}>
        <p role="status" className="sr-only">
          {result.ok ? '' : (missing ?? '')}
        </p>
        <p className="min-w-0 flex-1">
          <span className="block text-xs text-ink-soft">{t.price.total}</span>
          <span className="block truncate text-lg font-semibold tabular-nums">{price ?? '—'}</span>
        </p>
        <AddButton
          status={status}
          ready={sizesValid && configuration.width > 0 && configuration.height > 0}
          readyLabel={replacing ? t.add.save : undefined}
          onClick={onAdd}
          className="shrink-0 px-5"
        />
      </PageBar>
    </div>
  );
}
