import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Made to measure (issue 10): a cart line keeps what the atelier makes of it (measured and fabrication size,
 * the child-safe chain) beside its price, and stored configurator rules learn what a new database is seeded
 * with: the 0,5 cm width deduction in de dag, and the blackout white configurator's priced bottom bar,
 * accessories and services (its former unpriced 'chain-safety' accessory goes: every chain now comes with a
 * chain tensioner). The rules are patched where they stand, so products keep every other change staff made.
 */
interface Choice {
  value: string;
  label: string;
  surcharge?: { kind: string; cents?: number };
  deduction?: { widthMm: number; heightMm: number };
}
interface Group {
  key: string;
  role?: string;
  choices: Choice[];
}
interface Rules {
  layout: string;
  optionGroups: Group[];
}

const IN_DE_DAG = { widthMm: 5, heightMm: 0 };
const fixed = (cents: number) => ({ kind: 'fixed', cents });

/** The blackout white groups as a new database has them (seed/configurators.ts). */
const BLACKOUT_WHITE_CHOICES: Record<string, Choice[]> = {
  bottomBar: [
    { value: 'standard', label: 'Standaard onderlat', surcharge: fixed(0) },
    { value: 'heavy-duty', label: 'Verzwaarde onderlat', surcharge: fixed(750) },
  ],
  accessories: [
    { value: 'side-guides', label: 'Zijgeleiders (minder lichtinval langs de zijkant)', surcharge: fixed(2495) },
    { value: 'spacer-brackets', label: 'Afstandssteunen (vrij van de klink)', surcharge: fixed(650) },
  ],
  extras: [
    { value: 'measure-check', label: 'Controle van je maten door het atelier', surcharge: fixed(0) },
    { value: 'installation', label: 'Montage aan huis', surcharge: fixed(3995) },
  ],
};

function patch(rules: Rules): Rules {
  for (const group of rules.optionGroups) {
    if (group.role === 'mounting') {
      for (const choice of group.choices) {
        if (choice.deduction) continue;
        choice.deduction = choice.value === 'inside-recess' ? { ...IN_DE_DAG } : { widthMm: 0, heightMm: 0 };
      }
    }
    const replacement = rules.layout === 'blackout-white' ? BLACKOUT_WHITE_CHOICES[group.key] : undefined;
    if (replacement) group.choices = replacement.map((c) => ({ ...c }));
  }
  return rules;
}

export class MadeToMeasure1732340000000 implements MigrationInterface {
  name = 'MadeToMeasure1732340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_line ADD COLUMN made jsonb`);
    const products: { id: number; rules: Rules }[] = await q.query(`SELECT id, configurator AS rules FROM product WHERE configurator IS NOT NULL`);
    for (const { id, rules } of products) {
      await q.query(`UPDATE product SET configurator = $2::jsonb WHERE id = $1`, [id, JSON.stringify(patch(rules))]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_line DROP COLUMN made`);
  }
}
