import { describe, expect, it } from 'vitest';
import type { ConfiguratorRules } from './configurator';
import { chosenOptions } from './trade';

// What a configuration chose, in words (issue 31, item 10): the cart line's summary, the order line and the
// fabricator export read every option from here, with the rules' labels, never a value of the rules.
const rules: ConfiguratorRules = {
  layout: 'blackout-white',
  pricing: { mode: 'perSquareMetre', centsPerSquareMetre: 3695 },
  dimensions: [],
  optionGroups: [
    { key: 'fabricType', role: 'fabric', label: 'Stof', kind: 'single', required: true, fixedValue: 'blackout', choices: [{ value: 'blackout', label: 'Standard Blackout' }] },
    {
      key: 'chainType',
      role: 'controlType',
      label: 'Kettingtype',
      kind: 'single',
      required: true,
      choices: [
        { value: 'plastic', label: 'Kunststof ketting', meaning: { chainMaterial: 'plastic' } },
        { value: 'metal', label: 'Metalen ketting', meaning: { chainMaterial: 'metal' } },
      ],
    },
    { key: 'chainColor', role: 'chainColor', label: 'Kettingkleur', kind: 'single', required: true, choices: [{ value: 'black', label: 'Zwart' }] },
    {
      key: 'accessories',
      label: 'Accessoires',
      kind: 'multiple',
      required: false,
      choices: [
        { value: 'side-guides', label: 'Zijgeleiders' },
        { value: 'spacer-brackets', label: 'Afstandssteunen' },
      ],
    },
    { key: 'extras', label: 'Extra diensten', kind: 'multiple', required: false, choices: [{ value: 'installation', label: 'Montage aan huis' }] },
    { key: 'notes', label: 'Opmerkingen', kind: 'text', required: false, choices: [] },
  ],
};

describe('chosenOptions', () => {
  it('names every chosen option by its label and its choices by theirs, in the order of the rules; a fixed group or an empty answer is left out', () => {
    const options = { fabricType: 'blackout', notes: 'Bel eerst', accessories: ['spacer-brackets', 'side-guides'], chainColor: 'black', chainType: 'plastic', extras: [] };
    expect(chosenOptions(rules, options)).toEqual([
      { key: 'chainType', role: 'controlType', label: 'Kettingtype', value: 'Kunststof ketting', codes: ['plastic'] },
      { key: 'chainColor', role: 'chainColor', label: 'Kettingkleur', value: 'Zwart', codes: ['black'] },
      // As the configurator lists them, whatever order the answer has.
      { key: 'accessories', role: null, label: 'Accessoires', value: 'Zijgeleiders, Afstandssteunen', codes: ['spacer-brackets', 'side-guides'] },
      { key: 'notes', role: null, label: 'Opmerkingen', value: 'Bel eerst', codes: ['Bel eerst'] },
    ]);
  });

  it('shows a value the rules no longer know as it is, after the ones they know', () => {
    expect(chosenOptions(rules, { chainType: 'gold', accessories: ['laser', 'side-guides'] }).map((o) => o.value)).toEqual(['gold', 'Zijgeleiders, laser']);
  });
});
