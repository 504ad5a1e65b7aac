/**
 * The trade's words for how a blind is made and hung (ARCHITECTURE §4, docs/GLOSSARY.md): one English value per
 * concept, the GraphQL name of each (the tables' keys), and — only where SPEC §3 fixes them — the Dutch words the
 * REST layer and the fabricator export write. A configurator's choices state their meaning in these words
 * (`OptionChoice.meaning`), so the checkout, the REST layer and the pages read what a choice means from the
 * rules, never from a choice's value.
 */
import { groupWithRole, type ConfiguratorRules, type OptionChoice, type OptionGroup, type OptionGroupRole } from './configurator';

type Values<T> = T[keyof T];

/** How a blind hangs: inside the window recess (in de dag) or on the frame or wall (op de dag). */
export const MOUNTING = { INSIDE_RECESS: 'inside-recess', OUTSIDE_FRAME: 'outside-frame' } as const;
export type Mounting = Values<typeof MOUNTING>;

/** The side the chain hangs, seen from inside the room. */
export const CONTROL_SIDE = { LEFT: 'left', RIGHT: 'right' } as const;
export type ControlSide = Values<typeof CONTROL_SIDE>;

/** How much of the roll a cover hides (also a fabric SKU's cassette). */
export const CASSETTE_TYPE = { OPEN: 'open', HALF_CASSETTE: 'half-cassette', FULL_CASSETTE: 'full-cassette' } as const;
export type CassetteType = Values<typeof CASSETTE_TYPE>;

/** What the chain is made of. */
export const CHAIN_MATERIAL = { PLASTIC: 'plastic', METAL: 'metal' } as const;
export type ChainMaterial = Values<typeof CHAIN_MATERIAL>;

/** SPEC §3 (REST `montageType`, the fabricator export's `montage`): 'in-de-dag' when inside the recess. */
export const MONTAGE_WORD: Readonly<Record<Mounting, 'in-de-dag' | 'op-de-dag'>> = { 'inside-recess': 'in-de-dag', 'outside-frame': 'op-de-dag' };
/** SPEC §3 (the fabricator export's `bedieningszijde`). */
export const CONTROL_SIDE_WORD: Readonly<Record<ControlSide, 'links' | 'rechts'>> = { left: 'links', right: 'rechts' };

/** What the atelier takes off the measured size to cut the blind, in mm. */
export interface FabricationDeduction {
  widthMm: number;
  heightMm: number;
}

/** What a choice means in the trade; which of these a choice states follows from its group's role. */
export interface ChoiceMeaning {
  /** A mounting choice… */
  mounting?: Mounting;
  /** …and what the atelier deducts for it (in de dag: a little width, so the blind turns freely). */
  deduction?: FabricationDeduction;
  cassette?: CassetteType;
  controlSide?: ControlSide;
  /** A control-type (chain system) choice: what its chain is made of. */
  chainMaterial?: ChainMaterial;
  /** A colour choice: the product colour it is (Product.colors[].name). */
  colour?: string;
}

/** The meaning every choice of a group with this role states. */
export const MEANING_OF_ROLE: Readonly<Partial<Record<OptionGroupRole, keyof ChoiceMeaning>>> = {
  mounting: 'mounting',
  cassette: 'cassette',
  controlSide: 'controlSide',
  controlType: 'chainMaterial',
  color: 'colour',
};

/** The choice a configuration made in a group (its fixed value, else the chosen one). */
function chosenChoice(group: OptionGroup | undefined, options: Readonly<Record<string, unknown>>): OptionChoice | undefined {
  if (!group) return undefined;
  const value = options[group.key] ?? group.fixedValue;
  return typeof value === 'string' ? group.choices.find((c) => c.value === value) : undefined;
}

/** What a configuration means to the atelier, read from the meanings of its choices (null where it says nothing). */
export interface TradeChoices {
  mounting: Mounting | null;
  deduction: FabricationDeduction;
  cassette: CassetteType | null;
  controlSide: ControlSide | null;
  chainMaterial: ChainMaterial | null;
  /** The chosen chain system's own value (the fabricator's "bediening"), e.g. "metal-chain". */
  controlType: string | null;
  /** The product colour a colour choice is. */
  colour: string | null;
}

export function tradeOf(rules: ConfiguratorRules, options: Readonly<Record<string, unknown>>): TradeChoices {
  const meaning = (role: OptionGroupRole) => chosenChoice(groupWithRole(rules, role), options)?.meaning;
  const mounting = meaning('mounting');
  return {
    mounting: mounting?.mounting ?? null,
    deduction: mounting?.deduction ?? { widthMm: 0, heightMm: 0 },
    cassette: meaning('cassette')?.cassette ?? null,
    controlSide: meaning('controlSide')?.controlSide ?? null,
    chainMaterial: meaning('controlType')?.chainMaterial ?? null,
    controlType: chosenChoice(groupWithRole(rules, 'controlType'), options)?.value ?? null,
    colour: meaning('color')?.colour ?? null,
  };
}

/** One option of a configuration as it reads to people: its group's label and the chosen choices' labels (a note as written). */
export interface ChosenOption {
  /** The group's key in these rules, e.g. "chainColor". */
  key: string;
  /** What the group means in the trade, when it has a role. */
  role: OptionGroupRole | null;
  /** The group's label, e.g. "Kettingkleur". */
  label: string;
  /** The chosen choices' labels, e.g. "Wit", several joined by commas; a note as written. */
  value: string;
  /** The values chosen, as the rules hold them (the text of a note): for machines, never for people. */
  codes: string[];
}

/**
 * What a configuration chose, in the rules' order, each option with its label and the words of its choices, read
 * from the rules (one place: the cart line's summary, the order line, the fabricator export). A fixed group (not
 * chosen) and an empty answer are left out; a value the rules no longer know is shown as it is.
 */
export function chosenOptions(rules: ConfiguratorRules, options: Readonly<Record<string, unknown>>): ChosenOption[] {
  return rules.optionGroups.flatMap((group) => {
    const answer = options[group.key];
    if (group.fixedValue !== undefined || answer === undefined || answer === null) return [];
    const codes = (Array.isArray(answer) ? answer : [answer]).map(String).filter((v) => v !== '');
    if (codes.length === 0) return [];
    // In the order the rules list the choices; a value they no longer know, as it is, last.
    const known = group.choices.filter((c) => codes.includes(c.value));
    const unknown = codes.filter((v) => !known.some((c) => c.value === v));
    const value = group.kind === 'text' ? codes[0]! : [...known.map((c) => c.label), ...unknown].join(', ');
    return [{ key: group.key, role: group.role ?? null, label: group.label, value, codes }];
  });
}

/** The choice of the group with `role` whose meaning matches, e.g. the mounting choice that is inside the recess. */
export function choiceMeaning(rules: ConfiguratorRules, role: OptionGroupRole, matches: (meaning: ChoiceMeaning) => boolean): OptionChoice | undefined {
  return groupWithRole(rules, role)?.choices.find((c) => c.meaning !== undefined && matches(c.meaning));
}

/**
 * What is wrong with rules as trade data: a choice of a group with a role that does not state the meaning the
 * role asks for (a mounting choice without its mounting and deduction, a cassette choice without its cassette, …),
 * or a meaning outside its closed set. Empty when the rules say what every choice means.
 */
export function ruleProblems(rules: ConfiguratorRules): string[] {
  const problems: string[] = [];
  const closed: Partial<Record<keyof ChoiceMeaning, readonly string[]>> = {
    mounting: Object.values(MOUNTING),
    cassette: Object.values(CASSETTE_TYPE),
    controlSide: Object.values(CONTROL_SIDE),
    chainMaterial: Object.values(CHAIN_MATERIAL),
  };
  for (const group of rules.optionGroups) {
    const key = group.role ? MEANING_OF_ROLE[group.role] : undefined;
    if (!key) continue;
    for (const choice of group.choices) {
      const stated = choice.meaning?.[key];
      const where = `${group.key}.${choice.value}`;
      if (stated === undefined) problems.push(`${where}: de keuze zegt niet wat ze betekent (${key})`);
      else if (closed[key] && !closed[key].includes(stated as string)) problems.push(`${where}: ${key} "${String(stated)}" bestaat niet`);
      if (key === 'mounting' && !choice.meaning?.deduction) problems.push(`${where}: de montage zegt niet wat het atelier aftrekt`);
    }
  }
  return problems;
}
