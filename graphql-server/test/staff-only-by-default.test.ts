/**
 * Staff-only is the default: the test walks every root field of the schema and calls it without a staff
 * session. A field that is not on the short public list must answer UNAUTHENTICATED (and run nothing); a
 * public field must not. A new query or mutation is therefore staff-only until someone makes it public.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../src/schema';
import { PUBLIC_ROOT_FIELDS } from '../src/staff/public-fields';
import { startTestApp, type TestApp } from './harness';
import { call } from './root-calls';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('every root field without a staff session', () => {
  it('answers UNAUTHENTICATED unless it is on the public list, and the public list names real fields', async () => {
    const schema = await buildAppSchema();
    const roots = [
      ['Query', 'query', schema.getQueryType()!],
      ['Mutation', 'mutation', schema.getMutationType()!],
    ] as const;
    let walked = 0;
    for (const [type, operation, rootType] of roots) {
      const fields = rootType.getFields();
      for (const name of PUBLIC_ROOT_FIELDS[type]) expect(fields[name], `${type}.${name} on the public list`).toBeDefined();
      for (const field of Object.values(fields)) {
        walked += 1;
        const query = call(operation, field);
        const before = await app.ds.query('SELECT (SELECT count(*) FROM cart)::int AS c, (SELECT count(*) FROM contact_message)::int AS m');
        const { errors } = await app.gql(query);
        const codes = (errors ?? []).map((e: any) => e.extensions?.code);
        if (PUBLIC_ROOT_FIELDS[type].includes(field.name)) {
          expect(codes, `${type}.${field.name} is public`).not.toContain('UNAUTHENTICATED');
        } else {
          expect(codes, `${query} must need a staff session`).toEqual(['UNAUTHENTICATED']);
          expect(await app.ds.query('SELECT (SELECT count(*) FROM cart)::int AS c, (SELECT count(*) FROM contact_message)::int AS m')).toEqual(before);
        }
      }
    }
    expect(walked).toBeGreaterThanOrEqual(20);
  });

  it('cannot reach a staff field by hiding it in a fragment or beside a public one', async () => {
    for (const query of [
      '{ shop { vatPercent } orders(first: 1) { totalCount } }',
      'query { ...Staff } fragment Staff on Query { contactMessages(first: 1) { totalCount } }',
      '{ ... on Query { fabricSkus(first: 1) { totalCount } } }',
      '{ a: products(first: 1) { totalCount } b: orders(first: 1) { totalCount } }',
    ]) {
      const res = await app.gql(query);
      expect(res.data, query).toBeUndefined();
      expect(res.errors?.map((e: any) => e.extensions?.code), query).toEqual(['UNAUTHENTICATED']);
    }
  });
});
