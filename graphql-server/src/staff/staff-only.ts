/**
 * Staff data in the schema (ARCHITECTURE §5): a type or field marked `@StaffOnly()` is answered only to a
 * signed-in staff member. The guard (graphql/guards.ts) refuses an operation that selects one without a
 * session, whatever root field leads there; and a unit test (public-reach.test.ts) walks every type reachable
 * from the public root fields and fails when one of them is staff-only, so a public field can never lead to
 * staff data in the first place. A shopper's view of such data is a type of its own (e.g. OrderConfirmation).
 */
import { Extensions } from 'type-graphql';

const KEY = 'staffOnly';

/** Marks a GraphQL object type or field as staff data. */
export function StaffOnly(): ClassDecorator & MethodDecorator & PropertyDecorator {
  return Extensions({ [KEY]: true });
}

/** True for the extensions of a type or field marked @StaffOnly(). */
export function isStaffOnly(extensions: Readonly<Record<string, unknown>> | null | undefined): boolean {
  return extensions?.[KEY] === true;
}
