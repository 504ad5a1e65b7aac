/**
 * A database made before a migration keeps its data and gains what the migration adds: the upgrade path an
 * existing shop takes at its next start (`npm start` migrates an embedded or server database).
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { inject, describe, expect, it } from 'vitest';
import type { ConfiguratorRules } from '@lumina/schema';
import { entities, migrations, openDatabase } from '../src/db/data-source';
import { authenticsRules, blackoutRules, blackoutWhiteRules, fixedPriceSizes, lightFilteringRules } from '../src/db/seed/configurators';
import { BLACKOUT_WHITE_NAME } from '../src/db/seed/products';
import { adminQuery, withDatabase } from './pg';

/** The blackout white choices of the first release: unpriced, with a chain-safety accessory. */
const FIRST_BLACKOUT_WHITE_CHOICES: Record<string, { value: string; label: string }[]> = {
  bottomBar: [
    { value: 'standard', label: 'Standaard onderlat' },
    { value: 'heavy-duty', label: 'Verzwaarde onderlat' },
  ],
  accessories: [
    { value: 'chain-safety', label: 'Kettingveiligheid (kinderveilig)' },
    { value: 'side-guides', label: 'Zijgeleiders' },
  ],
  extras: [
    { value: 'measure-check', label: 'Controle van je maten door het atelier' },
    { value: 'gift-wrap', label: 'Cadeauverpakking' },
  ],
};

/**
 * How the first release hung each blind: the configuration page in de dag only, the blackout white configurator
 * either way; the light-filtering and Authentics ones did not say.
 */
const FIRST_MOUNTING: Record<string, { fixedValue?: string; values: string[] } | null> = {
  blackout: { fixedValue: 'inside-recess', values: ['inside-recess'] },
  'blackout-white': { values: ['inside-recess', 'outside-frame'] },
  'light-filtering': null,
  authentics: null,
};

/**
 * Rules as the first release stored them: a VAT rate of their own, no roles, no meanings (nor mounting deductions), the
 * blackout white configurator's unpriced choices, fixed base of € 37,95 and no chain colour, a step that sizes had to be on
 * (5 cm), and the mountings above.
 */
function asFirstStored(rules: ConfiguratorRules) {
  const mounting = FIRST_MOUNTING[rules.layout];
  return {
    ...rules,
    vatPercent: 21,
    dimensions: rules.dimensions.map((d) => ({ ...d, enforceStep: d.step > 1 })),
    pricing: rules.layout === 'blackout-white' ? { mode: 'fixedBase', baseCents: 3795 } : rules.pricing,
    optionGroups: rules.optionGroups.flatMap(({ role, ...group }) => {
      if (role === 'mounting' && !mounting) return [];
      if (rules.layout === 'blackout-white' && role === 'chainColor') return [];
      const choices = (rules.layout === 'blackout-white' ? FIRST_BLACKOUT_WHITE_CHOICES[group.key] : undefined) ?? group.choices.map(({ meaning: _m, forces, ...choice }) => (forces && rules.layout !== 'blackout-white' ? { ...choice, forces } : choice));
      if (role !== 'mounting') return [{ ...group, choices }];
      return [{ ...group, ...(mounting!.fixedValue ? { fixedValue: mounting!.fixedValue } : {}), choices: choices.filter((c) => mounting!.values.includes(c.value)) }];
    }),
  };
}

/**
 * A database of the first release (its two migrations, or the first `release` ones) holding what `fill` writes, opened
 * by today's code (every migration runs), then handed to `check`; dropped afterwards.
 */
async function upgradedFromFirstRelease(fill: (old: DataSource) => Promise<void>, check: (upgraded: DataSource) => Promise<void>, release = 2) {
  const adminUrl = inject('pgAdminUrl');
  const database = `lumina_upgrade_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
  const url = withDatabase(adminUrl, database);
  try {
    const old = new DataSource({ type: 'postgres', url, entities, migrations: migrations.slice(0, release) });
    await old.initialize();
    await old.runMigrations({ transaction: 'all' });
    await fill(old);
    await old.destroy();
    const upgraded = await openDatabase(url);
    try {
      await check(upgraded);
    } finally {
      await upgraded.destroy();
    }
  } finally {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

describe('the migrations on a database of the first release', () => {
  it('give stored configurator rules their roles, deductions, priced choices and both mountings, price per m², drop their own VAT rate and step, and keep every product', async () => {
    await upgradedFromFirstRelease(
      // Products with rules in the first release's shape.
      async (old) => {
        for (const [slug, rules, name] of [
          ['lichtdoorlatend-wit', lightFilteringRules(), 'Lichtdoorlatend rolgordijn – Wit'],
          ['verduisterend-wit', blackoutWhiteRules(), 'Verduisterend rolgordijn – Wit'],
          ['blackout-white-roller-blind', blackoutRules(), 'Verduisterend rolgordijn – Wit'],
          ['rolgordijn-authentics-offwhite', authenticsRules(), 'Authentics'],
        ] as const) {
          await old.query(
            `INSERT INTO product (slug, name, description, price_cents, category, stofsoort, configurator)
             VALUES ($1, $2, '', 3795, 'rolgordijnen', 'lichtdoorlatend', $3::jsonb)`,
            [slug, name, JSON.stringify(asFirstStored(rules))],
          );
        }
        await old.query(`INSERT INTO product (name, description, price_cents, category, stofsoort) VALUES ('Zonder slug', '', 100, 'x', 'screen')`);
      },
      async (upgraded) => {
        const rows: { slug: string; name: string; price_cents: number; configurator: ConfiguratorRules | null; size_rules: unknown }[] = await upgraded.query(
          'SELECT slug, name, price_cents, configurator, size_rules FROM product ORDER BY id',
        );
        expect(rows.map((r) => r.slug)).toEqual(['lichtdoorlatend-wit', 'verduisterend-wit', 'blackout-white-roller-blind', 'rolgordijn-authentics-offwhite', expect.stringMatching(/^product-\d+$/)]);
        // The stored rules are now exactly what the seed writes today.
        expect(rows.map((r) => r.configurator)).toEqual([lightFilteringRules(), blackoutWhiteRules(), blackoutRules(), authenticsRules(), null]);
        // The blackout white blind has its own name. Each product made to measure is offered from the lowest price its
        // rules make (issue 31), whatever was typed before: the light-filtering minimum € 29,95 (40 × 40 cm = 0,16 m² ×
        // € 29,95 = € 4,79); 40 × 100 cm = 0,40 m² × € 36,95 (group 5) = € 14,78 and × € 34,95 (group 4) = € 13,98; the
        // Authentics minimum € 25,00 (0,183 m² × € 42,75 = € 7,82). A fixed price stays.
        expect(rows.map((r) => [r.name, r.price_cents])).toEqual([
          ['Lichtdoorlatend rolgordijn – Wit', 2995],
          [BLACKOUT_WHITE_NAME, 1478],
          ['Verduisterend rolgordijn – Wit', 1398],
          ['Authentics', 2500],
          ['Zonder slug', 100],
        ]);
        expect(rows[4]!.size_rules).toEqual(fixedPriceSizes());
      },
    );
  });
});

describe('the order lines of before (issue 31, item 10)', () => {
  it('get every option the customer chose in words from their product\'s rules, and the blackout white rules their chain colour', async () => {
    const before = migrations.findIndex((m) => m.name === 'OrderOptionsInWords1732570001000');
    const { optionGroups, ...rest } = blackoutWhiteRules();
    const withoutColour = {
      ...rest,
      optionGroups: optionGroups
        .filter((g) => g.role !== 'chainColor')
        .map((g) => ({ ...g, choices: g.choices.map(({ forces: _f, ...choice }) => choice) })),
    };
    await upgradedFromFirstRelease(
      async (old) => {
        const [{ id }] = await old.query(
          `INSERT INTO product (slug, name, description, price_cents, category, fabric_type, configurator) VALUES ('verduisterend-wit', $1, '', 3695, 'rolgordijnen', 'verduisterend', $2::jsonb) RETURNING id`,
          [BLACKOUT_WHITE_NAME, JSON.stringify(withoutColour)],
        );
        await old.query(
          `INSERT INTO customer_order (id, customer_name, customer_email, shipping_address, total_cents, vat_cents, subtotal_cents) VALUES ('LUM-2026-00001', 'An', 'an@example.com', 'Kouter 14, 9000 Gent, België', 20000, 3471, 20000)`,
        );
        const line = (configuration: unknown, productId: number | null) =>
          old.query(`INSERT INTO order_item (order_id, product_id, product_name, quantity, unit_price_cents, total_cents, configuration) VALUES ('LUM-2026-00001', $1, 'Verduisterend', 1, 10000, 10000, $2::jsonb)`, [
            productId,
            JSON.stringify(configuration),
          ]);
        await line({ width: 150, height: 180, options: { mounting: 'inside-recess', chainType: 'plastic', controlSide: 'left', cassette: 'half', accessories: ['spacer-brackets', 'side-guides'], notes: 'Bel eerst' } }, id);
        // A sample order of the seed kept its choices at the top of its configuration.
        await line({ width: 90, height: 120, mounting: 'outside-frame', controlSide: 'right' }, id);
        await line({ width: 90, height: 120, options: { chainType: 'plastic' } }, null);
      },
      async (upgraded) => {
        const [{ configurator }] = await upgraded.query(`SELECT configurator FROM product`);
        expect(configurator).toEqual(blackoutWhiteRules());
        const lines: { options: unknown[] }[] = await upgraded.query(`SELECT options FROM order_item ORDER BY id`);
        expect(lines.map((l) => l.options)).toEqual([
          [
            { key: 'mounting', role: 'mounting', label: 'Montagetype', value: 'In de dag', codes: ['inside-recess'] },
            { key: 'chainType', role: 'controlType', label: 'Kettingtype', value: 'Kunststof ketting', codes: ['plastic'] },
            { key: 'controlSide', role: 'controlSide', label: 'Bediening', value: 'Links', codes: ['left'] },
            { key: 'cassette', role: 'cassette', label: 'Cassette', value: 'Halve cassette', codes: ['half'] },
            // In the order the configurator lists them.
            { key: 'accessories', role: null, label: 'Accessoires', value: 'Zijgeleiders (minder lichtinval langs de zijkant), Afstandssteunen (vrij van de klink)', codes: ['spacer-brackets', 'side-guides'] },
            { key: 'notes', role: null, label: 'Opmerkingen', value: 'Bel eerst', codes: ['Bel eerst'] },
          ],
          [
            { key: 'mounting', role: 'mounting', label: 'Montagetype', value: 'Op de dag', codes: ['outside-frame'] },
            { key: 'controlSide', role: 'controlSide', label: 'Bediening', value: 'Rechts', codes: ['right'] },
          ],
          // Its product is gone: no rules to read the words from.
          [],
        ]);
      },
      before,
    );
  });
});

describe('the Dutch names (issue 31) on a database seeded before', () => {
  it("rename the seed's 'Translucent rolgordijn' products and keep their slugs and a name staff gave", async () => {
    await upgradedFromFirstRelease(
      async (old) => {
        for (const [slug, name] of [
          ['translucent-grijs', 'Translucent rolgordijn – Grijs'],
          ['translucent-beige', 'Zandkleurig rolgordijn'],
        ]) {
          await old.query(`INSERT INTO product (slug, name, description, price_cents, category, stofsoort) VALUES ($1, $2, '', 2995, 'rolgordijnen', 'lichtdoorlatend')`, [slug, name]);
        }
      },
      async (upgraded) => {
        expect(await upgraded.query('SELECT slug, name FROM product ORDER BY id')).toEqual([
          { slug: 'translucent-grijs', name: 'Doorschijnend rolgordijn – Grijs' },
          { slug: 'translucent-beige', name: 'Zandkleurig rolgordijn' },
        ]);
      },
    );
  });
});

describe("a product's last change (issue 31, item 9) on a database of before", () => {
  it('starts from its history (its last recorded change or rules version, else its creation), then moves with every change', async () => {
    const before = migrations.findIndex((m) => m.name === 'ProductUpdatedAt1732565000000');
    await upgradedFromFirstRelease(
      async (old) => {
        for (const slug of ['bewerkt', 'nieuwe-regels', 'onaangeroerd']) {
          await old.query(
            `INSERT INTO product (slug, name, description, price_cents, category, fabric_type, created_at)
             VALUES ($1, $1, '', 2995, 'rolgordijnen', 'lichtdoorlatend', '2025-01-10T09:00:00Z')`,
            [slug],
          );
        }
        const id = async (slug: string) => (await old.query('SELECT id FROM product WHERE slug = $1', [slug]))[0].id as number;
        await old.query(`INSERT INTO product_change (product_id, changes, changed_by, changed_at) VALUES ($1, '[]', 'beheer', '2025-04-02T10:00:00Z'), ($1, '[]', 'beheer', '2025-03-01T10:00:00Z')`, [await id('bewerkt')]);
        await old.query(
          `INSERT INTO product_rule_version (product_id, version, rules, from_price_cents, reason, changed_by, changed_at)
           VALUES ($1, 1, '{}', 2995, 'edit', 'beheer', '2025-05-20T08:30:00Z')`,
          [await id('nieuwe-regels')],
        );
      },
      async (upgraded) => {
        const dates = async () =>
          Object.fromEntries(
            ((await upgraded.query('SELECT slug, updated_at FROM product ORDER BY id')) as { slug: string; updated_at: Date }[]).map((r) => [r.slug, r.updated_at.toISOString()]),
          );
        expect(await dates()).toEqual({
          bewerkt: '2025-04-02T10:00:00.000Z',
          'nieuwe-regels': '2025-05-20T08:30:00.000Z',
          onaangeroerd: '2025-01-10T09:00:00.000Z',
        });
        // An update that changes nothing leaves the date; a change moves it to now, whoever writes it.
        await upgraded.query(`UPDATE product SET name = name`);
        expect((await dates()).onaangeroerd).toBe('2025-01-10T09:00:00.000Z');
        const [{ now }] = (await upgraded.query('SELECT now() AS now')) as [{ now: Date }];
        await upgraded.query(`UPDATE product SET description = 'Nieuw' WHERE slug = 'onaangeroerd'`);
        expect(new Date((await dates()).onaangeroerd).getTime()).toBeGreaterThanOrEqual(now.getTime());
      },
      before,
    );
  });
});

describe('several processes starting at once on an empty database', () => {
  it('migrate it once, one after the other, and all open it', async () => {
    const adminUrl = inject('pgAdminUrl');
    const database = `lumina_test_parallel_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
    const url = withDatabase(adminUrl, database);
    try {
      const opened = await Promise.all([openDatabase(url), openDatabase(url), openDatabase(url)]);
      try {
        const [{ n }] = (await opened[0]!.query('SELECT count(*)::int AS n FROM migrations')) as [{ n: number }];
        expect(n).toBe(migrations.length);
      } finally {
        await Promise.all(opened.map((ds) => ds.destroy()));
      }
    } finally {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  });
});
