import { describe, expect, it } from 'vitest';
import { buildAppSchema } from '../schema';
import { STAFF_OPERATIONS } from '../staff/permissions';
import { WRITES } from './writes';

describe('what each write changes of the public pages', () => {
  it('is decided for every mutation of the schema and every staff REST write, and for nothing else', async () => {
    const mutations = Object.keys((await buildAppSchema()).getMutationType()!.getFields()).map((name) => `Mutation.${name}`);
    const restWrites = Object.keys(STAFF_OPERATIONS).filter((key) => /^(POST|PUT|PATCH|DELETE) /.test(key));
    expect(restWrites.length).toBeGreaterThan(0);
    const writes = [...mutations, ...restWrites];
    expect(writes.filter((key) => !(key in WRITES))).toEqual([]);
    expect(Object.keys(WRITES).filter((key) => !writes.includes(key))).toEqual([]);
  });
});
