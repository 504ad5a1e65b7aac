/**
 * A public root field can never lead to staff data (issue 17, ARCHITECTURE §5): the test walks every type
 * reachable from the public root fields — through every field, list, interface and union — and fails on the
 * first field of a staff-only type, or a staff-only field, with the path that reaches it. A shopper's view of
 * staff data is a type of its own (placedOrder and orderPlace answer OrderConfirmation, not Order).
 */
import { parse } from 'graphql';
import { getNamedType, isInterfaceType, isObjectType, isUnionType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectsStaffData } from '../graphql/guards';
import { buildAppSchema } from '../schema';
import { PUBLIC_ROOT_FIELDS } from './public-fields';
import { isStaffOnly } from './staff-only';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildAppSchema();
});

/** Every staff-only field reachable from `roots`, as "Root.field > Type.field …" paths (empty when none). */
function staffDataReachable(roots: readonly (readonly [GraphQLNamedType, readonly string[]])[]): string[] {
  const seen = new Set<string>();
  const leaks: string[] = [];
  const walk = (type: GraphQLNamedType, path: string) => {
    if (seen.has(type.name)) return;
    seen.add(type.name);
    if (isUnionType(type)) return type.getTypes().forEach((member) => walk(member, path));
    if (!isObjectType(type) && !isInterfaceType(type)) return;
    for (const field of Object.values(type.getFields())) {
      const here = `${path} > ${type.name}.${field.name}`;
      if (isStaffOnly(type.extensions) || isStaffOnly(field.extensions)) leaks.push(here);
      else walk(getNamedType(field.type), here);
    }
  };
  for (const [root, names] of roots) {
    if (!isObjectType(root)) continue;
    for (const name of names) walk(getNamedType(root.getFields()[name]!.type), `${root.name}.${name}`);
  }
  return leaks;
}

describe('staff data behind the public root fields', () => {
  it('no public root field reaches a staff-only type or field', () => {
    const roots = [
      [schema.getQueryType()!, PUBLIC_ROOT_FIELDS.Query],
      [schema.getMutationType()!, PUBLIC_ROOT_FIELDS.Mutation],
    ] as const;
    expect(staffDataReachable(roots)).toEqual([]);
  });

  it('the walk finds staff data where it is (so the check above can fail)', () => {
    const leaks = staffDataReachable([[schema.getQueryType()!, ['orders', 'fabricSkus']]]);
    expect(leaks).toContain('Query.orders > OrderConnection.edges > OrderEdge.node > Order.id');
    expect(leaks.some((l) => l.includes('FabricSku.'))).toBe(true);
    for (const name of ['Order', 'OrderItem', 'OrderStatusChange', 'FabricSku']) {
      expect(isStaffOnly(schema.getType(name)?.extensions), name).toBe(true);
    }
  });

  it('the guard sees staff data selected through any root field, fragment or inline fragment', () => {
    const selects = (source: string) => {
      const document = parse(source);
      const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
      return selectsStaffData(schema, document, operation as never);
    };
    expect(selects('{ orders(first: 1) { nodes { id } } }')).toBe(true);
    expect(selects('query { ...F } fragment F on Query { order(id: "x") { ...G } } fragment G on Order { statusHistory { changedBy } }')).toBe(true);
    expect(selects('{ placedOrder(id: "x") { id items { productName } } }')).toBe(false);
    expect(selects('{ products(first: 1) { nodes { id name } } }')).toBe(false);
  });
});
