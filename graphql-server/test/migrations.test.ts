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
import { blackoutWhiteRules, lightFilteringRules } from '../src/db/seed/configurators';
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
 * Rules as the first release stored them: a VAT rate of their own, no roles, no meanings (nor mounting deductions), and the
 * blackout white configurator's unpriced choices.
 */
function asFirstStored(rules: ConfiguratorRules) {
  return {
    ...rules,
    vatPercent: 21,
    optionGroups: rules.optionGroups.map(({ role: _role, ...group }) => ({
      ...group,
      choices: (rules.layout === 'blackout-white' ? FIRST_BLACKOUT_WHITE_CHOICES[group.key] : undefined) ?? group.choices.map(({ meaning: _m, ...choice }) => choice),
    })),
  };
}

/**
 * A database of the first release (its two migrations) holding what `fill` writes, opened by today's code (every
 * migration runs), then handed to `check`; dropped afterwards.
 */
async function upgradedFromFirstRelease(fill: (old: DataSource) => Promise<void>, check: (upgraded: DataSource) => Promise<void>) {
  const adminUrl = inject('pgAdminUrl');
  const database = `lumina_upgrade_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
  const url = withDatabase(adminUrl, database);
  try {
    const old = new DataSource({ type: 'postgres', url, entities, migrations: migrations.slice(0, 2) });
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
  it('give stored configurator rules their roles, deductions and priced choices, drop their own VAT rate, and keep every product', async () => {
    await upgradedFromFirstRelease(
      // Products with rules in the first release's shape.
      async (old) => {
        for (const [slug, rules] of [
          ['lichtdoorlatend-wit', lightFilteringRules()],
          ['verduisterend-wit', blackoutWhiteRules()],
        ] as const) {
          await old.query(
            `INSERT INTO product (slug, name, description, price_cents, category, stofsoort, configurator)
             VALUES ($1, $1, '', 2995, 'rolgordijnen', 'lichtdoorlatend', $2::jsonb)`,
            [slug, JSON.stringify(asFirstStored(rules))],
          );
        }
        await old.query(`INSERT INTO product (name, description, price_cents, category, stofsoort) VALUES ('Zonder slug', '', 100, 'x', 'screen')`);
      },
      async (upgraded) => {
        const rows: { slug: string; configurator: ConfiguratorRules | null }[] = await upgraded.query(
          'SELECT slug, configurator FROM product ORDER BY id',
        );
        expect(rows.map((r) => r.slug)).toEqual(['lichtdoorlatend-wit', 'verduisterend-wit', expect.stringMatching(/^product-\d+$/)]);
        // The stored rules are now exactly what the seed writes today.
        expect(rows[0]!.configurator).toEqual(lightFilteringRules());
        expect(rows[1]!.configurator).toEqual(blackoutWhiteRules());
        expect(rows[2]!.configurator).toBeNull();
      },
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
