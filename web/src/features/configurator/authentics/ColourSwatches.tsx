import { useId } from 'react';
import type { OptionChoice, OptionGroup } from '@lumina/schema';
import type { ConfiguratorProductFragment } from '../../../gql/configurator';
import { authenticsTexts } from '../../../i18n/configurator-authentics';

const t = authenticsTexts.colour;

/** The product colour a choice of the colour group is (its name and hex): the one its meaning names. */
export function colourOf(colors: ConfiguratorProductFragment['colors'], choice: OptionChoice) {
  const name = choice.meaning?.colour;
  return (name && colors.find((c) => c.name === name)) || null;
}

interface ColourSwatchesProps {
  /** The rules' colour group (role color): its choices and their order. */
  group: OptionGroup;
  colors: ConfiguratorProductFragment['colors'];
  value: string | undefined;
  onChange: (value: string) => void;
}

/**
 * The colour swatches (SPEC §2 Authentics: Off White, Grijs, Beige, Zwart): a radio group of native radios, so
 * the arrow keys move between colours, each a chip in the product colour's hex with its name.
 */
export function ColourSwatches({ group, colors, value, onChange }: ColourSwatchesProps) {
  const name = useId();
  const chosen = group.choices.find((c) => c.value === value);
  return (
    <fieldset>
      <legend className="font-medium">{t.legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {group.choices.map((choice) => {
          const hex = colourOf(colors, choice)?.hex;
          return (
            <label
              key={choice.value}
              className="inline-flex min-h-12 cursor-pointer items-center gap-2.5 rounded-full border border-line bg-card py-1.5 pr-4 pl-1.5 hover:border-ink-soft has-[:checked]:border-accent has-[:checked]:bg-sand has-[:checked]:ring-1 has-[:checked]:ring-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              <span aria-hidden="true" className="block size-8 shrink-0 rounded-full border border-ink/40 shadow-inner" style={hex ? { backgroundColor: hex } : undefined} />
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
      {chosen && <p className="mt-2 text-sm text-ink-soft">{t.chosen(chosen.label)}</p>}
    </fieldset>
  );
}
