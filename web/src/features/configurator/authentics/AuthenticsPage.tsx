import { useState } from 'react';
import { Link } from 'react-router-dom';
import { groupWithRole, type DimensionKey } from '@lumina/schema';
import { configuratorTexts } from '../../../i18n/configurator';
import { authenticsTexts } from '../../../i18n/configurator-authentics';
import { formatEuro } from '../../../lib/format';
import { AddButton } from '../shared/AddButton';
import { Carousel } from '../shared/Carousel';
import { ColourSample } from '../shared/ColourSample';
import { DimensionField } from '../shared/DimensionField';
import { DeliveryEstimateLine } from '../shared/MadeToMeasure';
import { MountingField } from '../shared/MountingField';
import type { ConfiguratorScreenProps } from '../shared/screen';
import { useAddConfigured } from '../shared/use-add-configured';
import { useConfiguration } from '../shared/use-configuration';
import { AuthenticsAccordion, type AccordionPanel } from './AuthenticsAccordion';
import { ColourSwatches } from './ColourSwatches';
import { OfferLine } from '../shared/OfferLine';

const t = authenticsTexts;
const shared = configuratorTexts;

/** SPEC §9 Authentics: the carousel advances every 4000 ms; 5 images. */
export const AUTO_ADVANCE_MS = 4000;
const IMAGE_COUNT = 5;


/** The sizes a price was computed for; any edit of a size drops it (SPEC §4). */
interface Priced {
  width: number;
  height: number;
}

function Check() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false" className="mt-0.5 shrink-0 text-accent">
      <path d="M5 12.5l4.2 4.2L19 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A short how-to with a link to its page (Meten -> /meetinstructies, Montage -> /montage). */
function GuidePanel({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <>
      <p>{text}</p>
      <Link to={to} className="mt-3 inline-flex min-h-11 items-center font-medium text-accent underline underline-offset-2">
        {link}
      </Link>
    </>
  );
}

/**
 * The Authentics page (SPEC §2 "Authentics page", §4, §5, §9): a fixed semi-transparent roller blind. Five
 * pictures advancing every 4 s, colour swatches, width and height in millimetres checked on blur, 'Bereken je
 * prijs' for the engine's price (one price for the preview and the cart), which any size edit clears, and only
 * then 'Toevoegen aan winkelwagen'; the selling points, a free colour sample that is really requested, the
 * one-open accordion and the rating line. Sizes and colour live in the URL (a shared link restores them; the
 * price is computed again with the button, as a fresh visit starts without a price).
 */
export default function AuthenticsPage({ product, rules, shop }: ConfiguratorScreenProps) {
  const state = useConfiguration(rules);
  const { configuration, result, errors, sizeError, setSize, setOption } = state;
  const { status, add, replacing } = useAddConfigured(product.id, state);
  const [touched, setTouched] = useState<Record<DimensionKey, boolean>>({ width: false, height: false });
  const [priced, setPriced] = useState<Priced | null>(null);

  const colourGroup = groupWithRole(rules, 'color');
  const colourValue = colourGroup ? configuration.options[colourGroup.key] : undefined;
  const colourChoice = colourGroup?.choices.find((c) => c.value === colourValue) ?? colourGroup?.choices[0];

  const filled = configuration.width > 0 && configuration.height > 0;
  const sizesValid = filled && !errors.has('width') && !errors.has('height');
  const mountingGroup = groupWithRole(rules, 'mounting');
  const mountingChosen = !mountingGroup || !errors.has(`options.${mountingGroup.key}`);
  const shownPrice =
    priced && result.ok && priced.width === configuration.width && priced.height === configuration.height ? formatEuro(result.breakdown.totalCents) : null;

  const editSize = (key: DimensionKey, value: number) => {
    setSize(key, value);
    setPriced(null);
    // Checked again on leaving the field: no message while typing.
    setTouched((current) => ({ ...current, [key]: false }));
  };
  const compute = () => {
    setTouched({ width: true, height: true });
    if (result.ok) setPriced({ width: configuration.width, height: configuration.height });
  };

  const facts = t.accordion.specsItems;
  const panels: AccordionPanel[] = [
    { key: 'description', title: t.accordion.description, content: <p>{product.description}</p> },
    {
      key: 'specs',
      title: t.accordion.specs,
      content: (
        <dl className="space-y-3">
          {[
            [facts.deliveryTitle, facts.delivery(shop.delivery.factoryLineWorkingDays)],
            [facts.chainTitle, `${facts.chain} ${facts.metalChain}`],
            [facts.mountingTitle, facts.mounting],
            [facts.warrantyTitle, facts.warranty(shop.warranty.factoryYearsAuthentics)],
          ].map(([term, value]) => (
            <div key={term} className="sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt className="font-medium text-ink">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    { key: 'measuring', title: t.accordion.measuring, content: <GuidePanel text={t.accordion.measuringText} to="/meetinstructies" link={t.accordion.measuringLink} /> },
    { key: 'mounting', title: t.accordion.mounting, content: <GuidePanel text={t.accordion.mountingText} to="/montage" link={t.accordion.mountingLink} /> },
  ];

  const sellingPoints = [
    t.sellingPoints.warranty(shop.warranty.factoryYearsAuthentics),
    t.sellingPoints.factory,
    t.sellingPoints.measured,
    t.sellingPoints.wallet,
    t.sellingPoints.fading,
    t.sellingPoints.light,
  ];

  return (
    <div className="mx-auto max-w-6xl px-5 py-8 md:px-8 md:py-12">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="lg:sticky lg:top-6 lg:self-start">
          <Carousel images={product.media.slice(0, IMAGE_COUNT)} name={product.name} thumbnails autoAdvanceMs={AUTO_ADVANCE_MS} />
        </div>

        <div>
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t.kind}</p>
          <h1 className="mt-1 text-3xl font-semibold md:text-4xl">{product.name}</h1>
          <OfferLine product={product} className="mt-3" />
          <DeliveryEstimateLine label={product.deliveryEstimate.label} className="mt-4" />

          {colourGroup && (
            <div className="mt-8">
              <ColourSwatches group={colourGroup} colors={product.colors} value={colourChoice?.value} onChange={(value) => setOption(colourGroup.key, value)} />
            </div>
          )}

          <section aria-labelledby="authentics-sizes" className="mt-8 rounded-2xl border border-line bg-card p-5">
            <h2 id="authentics-sizes" className="text-xl font-semibold">
              {t.sizes.title}
            </h2>
            <p className="mt-1 text-sm text-ink-soft">{t.sizes.intro}</p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {rules.dimensions.map((rule) => (
                <DimensionField
                  key={rule.key}
                  rule={rule}
                  value={configuration[rule.key]}
                  onChange={(value) => editSize(rule.key, value)}
                  onBlur={() => setTouched((current) => ({ ...current, [rule.key]: true }))}
                  error={touched[rule.key] ? sizeError(rule.key) : null}
                  steppers={false}
                />
              ))}
            </div>
            <div className="mt-6">
              <MountingField rules={rules} state={state} />
            </div>

            <button
              type="button"
              onClick={compute}
              disabled={!sizesValid || !mountingChosen}
              className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-full border-2 border-accent px-6 font-semibold text-accent hover:bg-sand disabled:cursor-not-allowed disabled:border-line disabled:text-ink-soft"
            >
              {t.price.compute}
            </button>
            {(!sizesValid || !mountingChosen) && (
              <p className="mt-2 text-center text-sm text-ink-soft">{sizesValid ? t.price.computeMountingHint : t.price.computeHint}</p>
            )}

            <div aria-live="polite" aria-atomic="true">
              {shownPrice && (
                <p className="mt-5 flex items-baseline justify-between gap-3 border-t border-line pt-4">
                  <span className="font-medium">{t.price.label}</span>
                  <span>
                    <span className="text-3xl font-semibold tabular-nums">{shownPrice}</span> <span className="text-sm text-ink-soft">{t.price.inclVat}</span>
                  </span>
                </p>
              )}
            </div>
            {shownPrice && (
              <>
                {replacing && <p className="mt-2 text-sm text-ink-soft">{shared.add.editing}</p>}
                <AddButton status={status} ready readyLabel={replacing ? shared.add.save : undefined} onClick={() => void add()} className="mt-4 w-full" />
              </>
            )}
          </section>

          <ColourSample product={product} rules={rules} options={configuration.options} className="mt-6" />

          <section aria-labelledby="authentics-selling-points" className="mt-8">
            <h2 id="authentics-selling-points" className="text-xl font-semibold">
              {t.sellingPoints.title}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {sellingPoints.map((point) => (
                <li key={point} className="flex gap-2 rounded-xl border border-line bg-card px-4 py-3 text-sm font-medium">
                  <Check />
                  {point}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>

      <div className="mt-12 lg:max-w-3xl">
        <AuthenticsAccordion panels={panels} initiallyOpen="description" />
      </div>
    </div>
  );
}
