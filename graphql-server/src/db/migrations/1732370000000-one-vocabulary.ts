import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One vocabulary (issue 18, docs/GLOSSARY.md): one English name per concept in code and schema, the Dutch words
 * only where SPEC §3 fixes them (REST fields, the fabricator export, written from the English values).
 * - A product's fabric type is `fabric_type` (REST still calls it stofsoort).
 * - An order item's `mounting` ('inside-recess' | 'outside-frame'), `control_type` and `control_side`
 *   ('left' | 'right'), where they were montage ('in-de-dag' | 'op-de-dag'), bediening and bedieningszijde
 *   ('links' | 'rechts').
 * - Stored configurator rules state what each choice means in the trade (`meaning`): a mounting choice its
 *   mounting and deduction (which it carried on its own before), a cassette choice its cassette, a control-side
 *   choice its side, a chain-system choice its chain material, a colour choice its product colour. The meaning is
 *   read here, once, from the values and labels the rules have always used; from now on it is data.
 */
interface Choice {
  value: string;
  label: string;
  deduction?: { widthMm: number; heightMm: number };
  meaning?: Record<string, unknown>;
}
interface Group {
  key: string;
  role?: string;
  choices: Choice[];
}
interface Rules {
  optionGroups: Group[];
}

const CASSETTES: Record<string, string> = { open: 'open', half: 'half-cassette', 'half-cassette': 'half-cassette', full: 'full-cassette', 'full-cassette': 'full-cassette' };
const SIDES: Record<string, string> = { left: 'left', links: 'left', right: 'right', rechts: 'right' };

function meaningOf(role: string | undefined, choice: Choice): Record<string, unknown> | undefined {
  switch (role) {
    case 'mounting':
      return {
        mounting: choice.value === 'inside-recess' || choice.value === 'in-de-dag' ? 'inside-recess' : 'outside-frame',
        deduction: choice.deduction ?? { widthMm: 0, heightMm: 0 },
      };
    case 'cassette':
      return CASSETTES[choice.value] ? { cassette: CASSETTES[choice.value] } : undefined;
    case 'controlSide':
      return SIDES[choice.value] ? { controlSide: SIDES[choice.value] } : undefined;
    case 'controlType':
      return { chainMaterial: /metal|metaal/i.test(`${choice.value} ${choice.label}`) ? 'metal' : 'plastic' };
    case 'color':
      return { colour: choice.label };
    default:
      return undefined;
  }
}

function withMeanings(rules: Rules): Rules {
  for (const group of rules.optionGroups) {
    group.choices = group.choices.map(({ deduction, ...choice }) => {
      const meaning = choice.meaning ?? meaningOf(group.role, { ...choice, deduction });
      return meaning ? { ...choice, meaning } : choice;
    });
  }
  return rules;
}

export class OneVocabulary1732370000000 implements MigrationInterface {
  name = 'OneVocabulary1732370000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product RENAME COLUMN stofsoort TO fabric_type`);
    await q.query(`ALTER TABLE order_item RENAME COLUMN montage TO mounting`);
    await q.query(`ALTER TABLE order_item RENAME COLUMN bediening TO control_type`);
    await q.query(`ALTER TABLE order_item RENAME COLUMN bedieningszijde TO control_side`);
    await q.query(`UPDATE order_item SET mounting = CASE mounting WHEN 'in-de-dag' THEN 'inside-recess' WHEN 'op-de-dag' THEN 'outside-frame' ELSE mounting END`);
    await q.query(`UPDATE order_item SET control_side = CASE control_side WHEN 'links' THEN 'left' WHEN 'rechts' THEN 'right' ELSE control_side END`);
    const products: { id: number; rules: Rules }[] = await q.query(`SELECT id, configurator AS rules FROM product WHERE configurator IS NOT NULL`);
    for (const { id, rules } of products) {
      await q.query(`UPDATE product SET configurator = $2::jsonb WHERE id = $1`, [id, JSON.stringify(withMeanings(rules))]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE order_item SET control_side = CASE control_side WHEN 'left' THEN 'links' WHEN 'right' THEN 'rechts' ELSE control_side END`);
    await q.query(`UPDATE order_item SET mounting = CASE mounting WHEN 'inside-recess' THEN 'in-de-dag' WHEN 'outside-frame' THEN 'op-de-dag' ELSE mounting END`);
    await q.query(`ALTER TABLE order_item RENAME COLUMN control_side TO bedieningszijde`);
    await q.query(`ALTER TABLE order_item RENAME COLUMN control_type TO bediening`);
    await q.query(`ALTER TABLE order_item RENAME COLUMN mounting TO montage`);
    await q.query(`ALTER TABLE product RENAME COLUMN fabric_type TO stofsoort`);
  }
}
