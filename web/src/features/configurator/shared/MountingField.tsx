import { useId } from 'react';
import { Link } from 'react-router-dom';
import { fabricationSize, groupWithRole, MOUNTING, type ConfiguratorRules, type DimensionUnit, type Mounting, type OptionChoice } from '@lumina/schema';
import { configuratorTexts } from '../../../i18n/configurator';
import { cm } from './MadeToMeasure';
import type { ConfiguratorState } from './use-configuration';

const t = configuratorTexts.mounting;

/** A length in mm as the rules' unit writes it: "122,5" cm, "1225" mm. */
function inUnit(mm: number, unit: DimensionUnit): string {
  return unit === 'mm' ? String(mm) : cm(mm);
}

/**
 * What the atelier makes of the measured size, in one sentence: in de dag a little narrower so it turns freely in
 * the recess, op de dag exactly the size measured. Null until a way of hanging is chosen and both sizes are allowed.
 */
function fabricationSentence(rules: ConfiguratorRules, state: ConfiguratorState): string | null {
  const { configuration, errors } = state;
  const group = groupWithRole(rules, 'mounting');
  const chosen = group?.choices.find((c) => c.value === configuration.options[group.key]);
  const mounting = chosen?.meaning?.mounting;
  if (!mounting || !(configuration.width > 0 && configuration.height > 0) || errors.has('width') || errors.has('height')) return null;
  // The engine's own deduction, so the sentence says what the order line will.
  const { measured, fabrication } = fabricationSize(rules, configuration.width, configuration.height, configuration.options);
  const unit = rules.dimensions[0]?.unit ?? 'cm';
  const size = `${inUnit(fabrication.widthMm, unit)} × ${inUnit(fabrication.heightMm, unit)} ${unit}`;
  if (mounting === MOUNTING.OUTSIDE_FRAME) return t.fabricationOutside(size);
  const by = (mm: number) => (mm > 0 ? `${inUnit(mm, unit)} ${unit}` : null);
  const less = t.less(by(measured.widthMm - fabrication.widthMm), by(measured.heightMm - fabrication.heightMm));
  return less ? t.fabricationInside(less, size) : t.fabricationInsideExact(size);
}

/** The wall, its window recess and the glass, shared by both drawings (160 × 120). */
function Window() {
  return (
    <>
      <rect x="0" y="0" width="160" height="120" rx="8" className="fill-line" />
      <rect x="44" y="26" width="72" height="80" className="fill-card stroke-ink" strokeWidth="2" />
      <path d="M80 26v80M44 66h72" className="stroke-line" strokeWidth="2" />
      <rect x="38" y="106" width="84" height="5" rx="1" className="fill-ink-soft" />
    </>
  );
}

/** A blind from `x` to `x + width`, its roll at `y`, hanging `drop` down. */
function Blind({ x, y, width, drop }: { x: number; y: number; width: number; drop: number }) {
  return (
    <>
      <rect x={x + 1} y={y + 6} width={width - 2} height={drop} className="fill-accent" opacity="0.85" />
      <rect x={x} y={y} width={width} height="7" rx="3.5" className="fill-ink" />
      <rect x={x + 1} y={y + 6 + drop} width={width - 2} height="3" rx="1" className="fill-ink" />
    </>
  );
}

/** In de dag: the blind inside the recess, a little narrower than the opening; op de dag: over the frame, wider than it. */
function MountingDrawing({ mounting, label }: { mounting: Mounting; label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 160 120" width="160" height="120" className="mx-auto h-auto w-full max-w-48" fill="none">
      <Window />
      {mounting === MOUNTING.INSIDE_RECESS ? (
        <Blind x={47} y={28} width={66} drop={44} />
      ) : (
        <Blind x={30} y={12} width={100} drop={62} />
      )}
    </svg>
  );
}

const card =
  'flex h-full cursor-pointer flex-col gap-2 rounded-xl border border-line bg-card p-3 has-[:checked]:border-accent has-[:checked]:bg-sand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent';

/** What the drawing and the how-to of a choice are, by what it means in the trade. */
const SHOWN: Record<Mounting, { how: string; drawing: string }> = { 'inside-recess': t.inside, 'outside-frame': t.outside };

function MountingChoice({ name, choice, checked, onChoose }: { name: string; choice: OptionChoice & { meaning: { mounting: Mounting } }; checked: boolean; onChoose: () => void }) {
  const id = useId();
  const shown = SHOWN[choice.meaning.mounting];
  return (
    <label className={card}>
      <MountingDrawing mounting={choice.meaning.mounting} label={shown.drawing} />
      <span className="flex items-center gap-2">
        <input
          type="radio"
          name={name}
          value={choice.value}
          checked={checked}
          onChange={onChoose}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-how`}
          className="size-4 shrink-0 accent-accent"
        />
        <span id={`${id}-name`} className="font-semibold">
          {choice.label}
        </span>
      </span>
      <span id={`${id}-how`} className="text-sm text-ink-soft">
        {shown.how}
      </span>
    </label>
  );
}

/**
 * How the blind hangs (issue 31), on every configurator whose rules ask it: 'In de dag' or 'Op de dag' as radio
 * cards, each with a drawing and how to measure for it, none chosen for the shopper; then what the atelier makes of
 * the size in one sentence, and the measuring guide.
 */
export function MountingField({
  rules,
  state,
  showError = false,
  legend = true,
}: {
  rules: ConfiguratorRules;
  state: ConfiguratorState;
  /** The engine's message when no way is chosen, once the shopper tried to go on. */
  showError?: boolean;
  /** Show the group's label as the legend (off when a section heading already says it). */
  legend?: boolean;
}) {
  const id = useId();
  const group = groupWithRole(rules, 'mounting');
  if (!group || group.fixedValue !== undefined) return null;
  const choices = group.choices.filter((c): c is OptionChoice & { meaning: { mounting: Mounting } } => c.meaning?.mounting !== undefined);
  const value = state.configuration.options[group.key];
  const error = showError ? (state.errors.get(`options.${group.key}`)?.message ?? null) : null;
  const sentence = fabricationSentence(rules, state);
  return (
    <fieldset data-group={group.key} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className={legend ? 'font-medium' : 'sr-only'}>{group.label}</legend>
      <div className={`${legend ? 'mt-2' : ''} grid grid-cols-2 gap-2`}>
        {choices.map((choice) => (
          <MountingChoice key={choice.value} name={`${id}-${group.key}`} choice={choice} checked={value === choice.value} onChoose={() => state.setOption(group.key, choice.value)} />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <p aria-live="polite" className="mt-3 text-sm font-medium empty:mt-0">
        {sentence ?? (value === undefined ? <span className="font-normal text-ink-soft">{t.choose}</span> : null)}
      </p>
      <Link to="/meetinstructies" className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-accent underline underline-offset-2">
        {configuratorTexts.made.measuring}
      </Link>
    </fieldset>
  );
}
