import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every order line carries what the customer chose in words (issue 31, item 10):
 * - `order_item.options`: each option with its group's label and the chosen choices' labels, read from the product's
 *   rules when ordered (before: only the summary lines and, for the atelier, the chain system's value of the rules,
 *   e.g. "plastic"). Lines of earlier orders get theirs from the product's rules as they are now (the labels of a
 *   choice do not change with its price); a line whose product is gone keeps none.
 * - The blackout white configurator asks the chain's colour, as every other chain-operated blind does (white, black
 *   or grey plastic; a metal chain is metal). Its cart lines of before lack it: checkout refuses them
 *   (LINE_UNAVAILABLE) and the shopper chooses it in the configurator ('Wijzigen'); placed orders do not change.
 */
interface Choice {
  value: string;
  label: string;
  forces?: Record<string, string>;
  [key: string]: unknown;
}
interface Group {
  key: string;
  role?: string;
  label: string;
  kind: string;
  fixedValue?: string;
  choices: Choice[];
  [key: string]: unknown;
}
interface Rules {
  layout: string;
  optionGroups: Group[];
  [key: string]: unknown;
}

/** The chain colour of the seed (configurators.ts), offered by the chain system group `chain`. */
function chainColour(chain: string): Group {
  const when = (material: string) => ({ group: chain, values: [material] });
  return {
    key: 'chainColor',
    role: 'chainColor',
    label: 'Kettingkleur',
    kind: 'single',
    required: true,
    choices: [
      { value: 'white', label: 'Wit', availableWhen: when('plastic') },
      { value: 'black', label: 'Zwart', availableWhen: when('plastic') },
      { value: 'grey', label: 'Grijs', availableWhen: when('plastic') },
      { value: 'metal', label: 'Metaal', availableWhen: when('metal') },
    ],
  };
}

/** The blackout white rules with a chain colour after the chain system (a metal chain forcing it metal); others as they are. */
function withChainColour(rules: Rules): Rules {
  if (rules.layout !== 'blackout-white' || rules.optionGroups.some((g) => g.role === 'chainColor')) return rules;
  const chain = rules.optionGroups.find((g) => g.role === 'controlType');
  if (!chain) return rules;
  const materials = chain.choices.map((c) => c.value);
  if (!materials.includes('plastic') || !materials.includes('metal')) return rules;
  const optionGroups = rules.optionGroups.flatMap((g) =>
    g === chain ? [{ ...g, choices: g.choices.map((c) => (c.value === 'metal' ? { ...c, forces: { ...c.forces, chainColor: 'metal' } } : c)) }, chainColour(g.key)] : [g],
  );
  return { ...rules, optionGroups };
}

/** What a line chose, in words (schema/src/trade.ts `chosenOptions`, as it is at this migration). */
function optionsInWords(rules: Rules, options: Record<string, unknown>) {
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

export class OrderOptionsInWords1732570001000 implements MigrationInterface {
  name = 'OrderOptionsInWords1732570001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_item ADD COLUMN options jsonb NOT NULL DEFAULT '[]'`);

    const products: { id: number; rules: Rules | null }[] = await q.query(`SELECT id, configurator AS rules FROM product WHERE configurator IS NOT NULL`);
    for (const { id, rules } of products) {
      const patched = withChainColour(rules!);
      if (patched !== rules) await q.query(`UPDATE product SET configurator = $2::jsonb WHERE id = $1`, [id, JSON.stringify(patched)]);
    }

    const rulesOf = new Map(products.map((p) => [p.id, p.rules!]));
    const lines: { id: number; product_id: number | null; configuration: Record<string, unknown> }[] = await q.query(
      `SELECT id, product_id, configuration FROM order_item WHERE product_id IS NOT NULL`,
    );
    for (const line of lines) {
      const rules = rulesOf.get(line.product_id!);
      if (!rules) continue;
      // A line of the checkout holds its options under `options`; the seed's sample orders held them at the top.
      const chosen = (line.configuration.options as Record<string, unknown> | undefined) ?? line.configuration;
      const options = optionsInWords(rules, chosen);
      if (options.length) await q.query(`UPDATE order_item SET options = $2::jsonb WHERE id = $1`, [line.id, JSON.stringify(options)]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_item DROP COLUMN options`);
  }
}
