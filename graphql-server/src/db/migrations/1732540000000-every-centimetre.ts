import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every centimetre (issue 31), in the rules stored by earlier releases:
 * - A dimension no longer says whether its step is enforced (`enforceStep`): every whole cm (or mm) from min to max
 *   is a size, and the step is only the minus and plus buttons'. Dropped from configurator rules, from the sizes of
 *   fixed-price products and from the saved versions of rules.
 * - Every configurator asks how the blind hangs: a mounting fixed to one way becomes a choice of both, and rules
 *   without a mounting group get one (in de dag, 0,5 cm narrower, or op de dag), none of them assumed.
 * - The blackout white configurator's fixed base (37,95 at any size) becomes a price per m² in price group 5, at
 *   that group's rate and from-price, and its product, called as the overview's white blackout blind was, gets a
 *   name of its own.
 * Cart lines are left as they are: a line of a product that now asks for its mounting is refused at checkout
 * (LINE_UNAVAILABLE), so the shopper chooses it in the configurator ('Wijzigen') instead of the shop assuming it.
 * Placed orders copied everything at placement and do not change.
 */
interface Dimension {
  enforceStep?: boolean;
  [key: string]: unknown;
}
interface Choice {
  value: string;
  meaning?: { mounting?: string; [key: string]: unknown };
  [key: string]: unknown;
}
interface Group {
  key: string;
  role?: string;
  fixedValue?: string;
  defaultValue?: string;
  choices: Choice[];
  [key: string]: unknown;
}
interface Rules {
  layout: string;
  dimensions: Dimension[];
  pricing: Record<string, unknown>;
  optionGroups: Group[];
  [key: string]: unknown;
}

const IN_DE_DAG: Choice = { value: 'inside-recess', label: 'In de dag', meaning: { mounting: 'inside-recess', deduction: { widthMm: 5, heightMm: 0 } } };
const OP_DE_DAG: Choice = { value: 'outside-frame', label: 'Op de dag', meaning: { mounting: 'outside-frame', deduction: { widthMm: 0, heightMm: 0 } } };

/** The blackout white configurator's price group, and that group's first rate (when the groups are not seeded yet). */
const BLACKOUT_WHITE_GROUP = 5;
const GROUP_5_SEEDED_CENTS = 3695;
const OLD_NAME = 'Verduisterend rolgordijn – Wit';
const NEW_NAME = 'Verduisterend rolgordijn Compleet – Wit';

function withoutEnforcedStep(dimensions: Dimension[]): Dimension[] {
  return dimensions.map(({ enforceStep: _enforced, ...dimension }) => dimension);
}

/** Both ways of hanging, in the group's own order, each choice the rules already had kept as it is. */
function bothWays(group: Group): Group {
  const { fixedValue: _fixed, defaultValue: _default, ...rest } = group;
  const has = (mounting: string) => group.choices.some((c) => c.meaning?.mounting === mounting);
  return { ...rest, choices: [...group.choices, ...(has('inside-recess') ? [] : [IN_DE_DAG]), ...(has('outside-frame') ? [] : [OP_DE_DAG])] };
}

function patch(rules: Rules, groupRateCents: number): Rules {
  const mounting = rules.optionGroups.find((g) => g.role === 'mounting');
  const optionGroups = mounting
    ? rules.optionGroups.map((g) => (g === mounting ? bothWays(g) : g))
    : [...rules.optionGroups, { key: 'mounting', role: 'mounting', label: 'Montage', kind: 'single', required: true, choices: [IN_DE_DAG, OP_DE_DAG] }];
  const perSquareMetre = rules.layout === 'blackout-white' && rules.pricing.mode === 'fixedBase';
  return {
    ...rules,
    dimensions: withoutEnforcedStep(rules.dimensions),
    pricing: perSquareMetre ? { mode: 'perSquareMetre', centsPerSquareMetre: groupRateCents, priceGroup: BLACKOUT_WHITE_GROUP } : rules.pricing,
    optionGroups,
  };
}

export class EveryCentimetre1732540000000 implements MigrationInterface {
  name = 'EveryCentimetre1732540000000';

  async up(q: QueryRunner): Promise<void> {
    const [group] = (await q.query(`SELECT cents_per_square_metre AS rate, from_price_cents AS "from" FROM price_group WHERE price_group = $1`, [
      BLACKOUT_WHITE_GROUP,
    ])) as { rate: number; from: number }[];
    const rate = group?.rate ?? GROUP_5_SEEDED_CENTS;
    const fromPrice = group?.from ?? GROUP_5_SEEDED_CENTS;

    const products: { id: number; slug: string; name: string; rules: Rules | null; sizes: Dimension[] | null }[] = await q.query(
      `SELECT id, slug, name, configurator AS rules, size_rules AS sizes FROM product`,
    );
    for (const { id, slug, name, rules, sizes } of products) {
      if (sizes) await q.query(`UPDATE product SET size_rules = $2::jsonb WHERE id = $1`, [id, JSON.stringify(withoutEnforcedStep(sizes))]);
      if (!rules) continue;
      const patched = patch(rules, rate);
      await q.query(`UPDATE product SET configurator = $2::jsonb WHERE id = $1`, [id, JSON.stringify(patched)]);
      if (patched.pricing !== rules.pricing) await q.query(`UPDATE product SET price_cents = $2 WHERE id = $1`, [id, fromPrice]);
      if (slug === 'verduisterend-wit' && name === OLD_NAME) await q.query(`UPDATE product SET name = $2 WHERE id = $1`, [id, NEW_NAME]);
    }

    const versions: { product_id: number; version: number; rules: Rules }[] = await q.query(`SELECT product_id, version, rules FROM product_rule_version`);
    for (const v of versions) {
      await q.query(`UPDATE product_rule_version SET rules = $3::jsonb WHERE product_id = $1 AND version = $2`, [
        v.product_id,
        v.version,
        JSON.stringify({ ...v.rules, dimensions: withoutEnforcedStep(v.rules.dimensions ?? []) }),
      ]);
    }
  }

  async down(): Promise<void> {
    // The rules of before cannot be told apart from a staff edit since: nothing to undo safely.
  }
}
