/**
 * Who on the staff may do what (ARCHITECTURE §5, issue 20): the role table lives in schema/src/staff-roles.ts, shared
 * with the staff screens; here it is the GraphQL enum StaffRole, checked on the server for every GraphQL operation
 * (graphql/guards.ts) and REST path (`requireRole`), and told to the staff screens (`staffMe.can`).
 */
import { STAFF_ROLE } from '@lumina/schema';
import { graphqlEnumOf, type ValueOf } from '../api/graphql-enum';

export { mayUse, operationsOf, STAFF_OPERATIONS } from '@lumina/schema';

export const StaffRole = graphqlEnumOf('StaffRole', 'What a staff member may do.', STAFF_ROLE, {
  BEHEER: 'Everything, staff accounts and the catalogue included.',
  ATELIER: 'Orders, production states, exports, fabrics.',
  KLANTENSERVICE: 'Orders read-only, contact messages, colour samples, reviews, mails.',
});
export type StaffRole = ValueOf<typeof StaffRole>;
