/**
 * Every configurator's order carries what the atelier needs in words (issue 31, item 10): each option the shopper
 * chose — chain system and colour, side, mounting, cassette, bottom bar, colours, accessories, a note — is on the
 * cart line and the order line with its group's label and the choice's label from the product's rules ("Kettingkleur:
 * Zwart"), never a value of the rules ("plastic", "inside-recess"), in the staff's order (OrderItem.options), the
 * summary the mails and the invoice print, and the fabricator export. Each seeded configurator is ordered once, with
 * a configuration that answers every group it asks.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableChoices, type ConfiguratorRules, type OptionGroup } from '@lumina/schema';
import { startTestApp, type TestApp } from './harness';
import { visitor } from './visitor';

let staff: TestApp;
beforeAll(async () => {
  staff = await startTestApp({ asStaff: true });
});
afterAll(async () => {
  await staff?.close();
});

const ADD = `mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) { cart { lines { summary } } userErrors { code field message } } }`;
const PLACE = `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { id items { summary } } userErrors { code field message } } }`;
const ORDER = `query($id: ID!) { order(id: $id) { items { summary options { key role label value codes } } } }`;
const customer = { name: 'An Peeters', email: 'an.peeters@example.com', phone: '+32 470 12 34 56', street: 'Kouter 14', postcode: '9000', city: 'Gent', country: 'BE' };
const NOTE = 'Graag de ketting extra lang.';

/** One answer per group the shopper is asked, in the rules' order: the last choice still offered (no default), every choice of a MULTIPLE group, a note. */
function answersFor(rules: ConfiguratorRules) {
  const chosen: Record<string, string | string[]> = {};
  for (const group of rules.optionGroups) {
    if (group.fixedValue !== undefined) continue;
    if (group.kind === 'text') chosen[group.key] = NOTE;
    else if (group.kind === 'multiple') chosen[group.key] = group.choices.map((c) => c.value);
    else {
      const offered = availableChoices(group, chosen);
      chosen[group.key] = offered[offered.length - 1]!.value;
      // What the choice forces (a metal chain: a metal chain colour) is what the shopper then has.
      Object.assign(chosen, offered[offered.length - 1]!.forces ?? {});
    }
  }
  return chosen;
}

/** What a group's answer reads as, from the rules: the chosen choices' labels, or the note. */
function words(group: OptionGroup, answer: string | string[]): string {
  if (group.kind === 'text') return answer as string;
  const values = Array.isArray(answer) ? answer : [answer];
  return group.choices.filter((c) => values.includes(c.value)).map((c) => c.label).join(', ');
}

/** The trade's roles each configurator's order names, as the GraphQL enum OptionGroupRole writes them. */
const ROLES: Record<string, string[]> = {
  blackout: ['BOTTOM_BAR', 'CONTROL_SIDE', 'CONTROL_TYPE', 'MOUNTING', 'PROFILE_COLOR'],
  'light-filtering': ['BOTTOM_BAR', 'CHAIN_COLOR', 'CONTROL_SIDE', 'CONTROL_TYPE', 'MOUNTING', 'PROFILE_COLOR'],
  // SPEC §2: the blackout mock's 'Chain type & side' — a chain has a colour, as on the other chain-operated blinds.
  'blackout-white': ['BOTTOM_BAR', 'CASSETTE', 'CHAIN_COLOR', 'CONTROL_SIDE', 'CONTROL_TYPE', 'MOUNTING', 'PROFILE_COLOR'],
  authentics: ['COLOR', 'MOUNTING'],
};

describe('an order from every configurator', () => {
  it('carries every option the shopper chose, with its label and value in words, on the cart line, the order line and the fabricator export', async () => {
    const products: { slug: string; rules: ConfiguratorRules }[] = await staff.ds.query(
      `SELECT DISTINCT ON (configurator->>'layout') slug, configurator AS rules FROM product WHERE configurator IS NOT NULL AND is_published ORDER BY configurator->>'layout', sort_order, id`,
    );
    expect(products.map((p) => p.rules.layout).sort()).toEqual(Object.keys(ROLES).sort());

    for (const { slug, rules } of products) {
      const answers = answersFor(rules);
      const [width, height] = rules.dimensions.map((d) => d.min);
      const options = Object.entries(answers).map(([key, answer]) => (Array.isArray(answer) ? { key, values: answer } : { key, value: answer }));
      const shopper = visitor(staff);
      const added = (await shopper.gql(ADD, { input: { productId: await staff.productId(slug), configuration: { width, height, options } } })).data.cartLineAdd;
      expect(added.userErrors, slug).toEqual([]);
      const placing = await shopper.gql(PLACE, { input: { attemptId: `productie-${slug}-${Date.now()}`, customer, paymentMethod: 'BANCONTACT', acceptNoWithdrawal: true } });
      expect(placing.errors, slug).toBeUndefined();
      const placed = placing.data.orderPlace;
      expect(placed.userErrors, slug).toEqual([]);
      const answer = await staff.gql(ORDER, { id: placed.order.id });
      expect(answer.errors, slug).toBeUndefined();
      const [item] = answer.data.order.items;

      const asked = rules.optionGroups.filter((g) => answers[g.key] !== undefined);
      const expected = asked.map((g) => ({ label: g.label, value: words(g, answers[g.key]!) }));
      expect(item.options.map((o: { label: string; value: string }) => ({ label: o.label, value: o.value })), slug).toEqual(expected);
      expect(item.options.map((o: { role: string | null }) => o.role).filter(Boolean).sort(), slug).toEqual(ROLES[rules.layout]);
      // Every answer in words: no value is a value of the rules (unless the rules write it so), none reads like one.
      const values = new Set(rules.optionGroups.flatMap((g) => g.choices.filter((c) => c.label !== c.value).map((c) => c.value)));
      for (const { value } of item.options as { value: string }[]) {
        expect(values.has(value), `${slug}: ${value}`).toBe(false);
        expect(value, slug).not.toMatch(/^[a-z]+(-[a-z]+)+$|^[a-z]+$|^[A-Z_]+$/);
      }

      // The summary the cart, the mails and the invoice print, and the atelier's CSV, say the same.
      const lines = expected.map((e) => `${e.label}: ${e.value}`);
      for (const summary of [added.cart.lines[0].summary, placed.order.items[0].summary, item.summary]) expect(summary, slug).toEqual(expect.arrayContaining(lines));
      const csv = parse(await (await staff.fetch(`/admin/orders/${placed.order.id}/fabricator-export.csv`)).text(), { bom: true, columns: true }) as Record<string, string>[];
      expect(csv[0]!.opties, slug).toBe(lines.join('; '));
    }
  });
});
