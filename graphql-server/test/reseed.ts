import { expect } from 'vitest';
import { seedDatabase } from '../src/db/seed';
import type { TestApp } from './harness';

/** Runs the seed again on the test's database and asserts it fills nothing and the row counts stay. */
export async function expectReseedChangesNothing(app: TestApp, tables: string[]): Promise<void> {
  const counts = async () =>
    Promise.all(tables.map(async (t) => Number((await app.ds.query(`SELECT count(*)::int AS n FROM ${t}`))[0].n)));
  const before = await counts();
  expect(before.every((n) => n > 0)).toBe(true);
  expect(await seedDatabase(app.ds, { sampleOrders: true })).toEqual([]);
  expect(await counts()).toEqual(before);
}
