/**
 * The API contract integrators build on (ARCHITECTURE §4a), checked on the executable schema: names, typed
 * errors, descriptions, connections. A new field or mutation that breaks the convention fails here.
 */
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from './schema';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildAppSchema();
});

const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
const ROOTS = new Set(['Query', 'Mutation']);

function ownTypes(): GraphQLNamedType[] {
  return Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && !BUILT_IN.has(t.name));
}

function allFields(): [string, GraphQLField<unknown, unknown>][] {
  return ownTypes().flatMap((type) =>
    isObjectType(type) || isInterfaceType(type) ? Object.values(type.getFields()).map((f) => [`${type.name}.${f.name}`, f] as [string, GraphQLField<unknown, unknown>]) : [],
  );
}

describe('the schema describes itself to integrators', () => {
  it('has a description on every type, field, argument, input field and enum value', () => {
    const missing: string[] = [];
    for (const type of ownTypes()) {
      if (!ROOTS.has(type.name) && !type.description?.trim()) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
          for (const arg of field.args) if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      } else if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
      } else if (isEnumType(type)) {
        for (const value of type.getValues()) if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names types for what they are, never for the class behind them', () => {
    // Domain words that happen to end in "Type" (the kind of cassette, the kind of fabric) are fine.
    const domainWords = new Set(['CassetteType', 'FabricType']);
    const classNames = ownTypes()
      .map((t) => t.name)
      .filter((name) => /(Type|Page|Dto|Entity|Class)$/.test(name) && !domainWords.has(name));
    expect(classNames).toEqual([]);
  });
});

describe('typed user errors', () => {
  it('gives every mutation a payload whose userErrors have an enum code, a path and a message', () => {
    const mutations = Object.values(schema.getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(0);
    for (const mutation of mutations) {
      const payload = getNamedType(mutation.type);
      expect(isObjectType(payload), `${mutation.name} returns an object payload`).toBe(true);
      if (!isObjectType(payload)) continue;
      const userErrors = payload.getFields().userErrors;
      expect(userErrors, `${payload.name}.userErrors`).toBeDefined();
      expect(isNonNullType(userErrors!.type) && isListType(getNullableType(userErrors!.type)), `${payload.name}.userErrors is [X!]!`).toBe(true);
    }
  });

  it('types every userErrors item with a domain enum code, a [String!] field path and a message, as a DisplayableError', () => {
    const errorTypes = new Set<string>();
    for (const [name, field] of allFields()) {
      if (field.name !== 'userErrors') continue;
      const item = getNamedType(field.type);
      expect(isObjectType(item), name).toBe(true);
      if (!isObjectType(item)) continue;
      errorTypes.add(item.name);
      const fields = item.getFields();
      const code = getNamedType(fields.code!.type);
      expect(isEnumType(code), `${item.name}.code is an enum, not ${code.name}`).toBe(true);
      expect(code.name).toMatch(/ErrorCode$/);
      expect(String(fields.field!.type)).toBe('[String!]');
      expect(String(fields.message!.type)).toBe('String!');
      expect(item.getInterfaces().map((i) => i.name)).toContain('DisplayableError');
    }
    expect([...errorTypes].sort()).toEqual(['CartUserError', 'ContactUserError', 'FabricSkuUserError', 'OrderUserError', 'PricingAdminUserError', 'ProductAdminUserError', 'ProductImageUserError', 'PromotionUserError', 'ReviewUserError', 'SampleRequestUserError', 'StaffAccountUserError', 'StaffUserError']);
  });
});

describe('lists and references', () => {
  it('pages every list the Query type answers as a cursor connection', () => {
    for (const field of Object.values(schema.getQueryType()!.getFields())) {
      const type = getNullableType(field.type);
      expect(isListType(type), `Query.${field.name} answers a bare list`).toBe(false);
      const named = getNamedType(field.type);
      if (!named.name.endsWith('Connection')) continue;
      const argNames = field.args.map((a) => a.name);
      expect(argNames, `Query.${field.name}`).toEqual(expect.arrayContaining(['first', 'after']));
      expect(argNames).not.toContain('offset');
      expect(argNames).not.toContain('limit');
      if (!isObjectType(named)) continue;
      expect(Object.keys(named.getFields()).sort()).toEqual(['edges', 'nodes', 'pageInfo', 'totalCount']);
    }
    const connections = Object.values(schema.getQueryType()!.getFields())
      .filter((f) => getNamedType(f.type).name.endsWith('Connection'))
      .map((f) => f.name)
      .sort();
    expect(connections).toEqual(['contactMessages', 'fabricCollection', 'fabricSkus', 'mails', 'orders', 'priceGroups', 'products', 'promotions', 'reviews', 'reviewsForModeration', 'sampleRequests', 'staffInvitations', 'staffMembers', 'staffProducts']);
  });

  it('types every reference to a product as an ID', () => {
    const references: string[] = [];
    for (const [name, field] of allFields()) {
      if (field.name === 'productId') references.push(`${name}: ${getNamedType(field.type).name}`);
      for (const arg of field.args) if (arg.name === 'productId') references.push(`${name}(productId): ${getNamedType(arg.type).name}`);
    }
    for (const type of ownTypes()) {
      if (!isInputObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        if (field.name === 'productId') references.push(`${type.name}.productId: ${getNamedType(field.type).name}`);
      }
    }
    expect(references.length).toBeGreaterThanOrEqual(4);
    for (const reference of references) expect(reference).toMatch(/: ID$/);
  });

  it('keeps money in Money with a currency, never in a Float', () => {
    const money = schema.getType('Money');
    expect(isObjectType(money) && Object.keys(money.getFields()).sort()).toEqual(['amount', 'cents', 'currencyCode', 'formatted']);
    const floats = allFields()
      .filter(([, f]) => isScalarType(getNamedType(f.type)) && getNamedType(f.type).name === 'Float')
      .map(([name]) => name);
    expect(floats.filter((name) => /price|total|amount|cents|vat/i.test(name.split('.')[1]!))).toEqual([]);
  });
});
