/**
 * Who is signed in, for every staff screen. AdminLayout asks the server (`staffMe`) once, guards the
 * screens with it and provides the answer here; a screen reads it with `useStaff()`.
 */
import { createContext, useContext, useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { StaffMeDocument, type StaffMemberFragment } from '../../../gql/admin';

export type Staff = Pick<StaffMemberFragment, 'email' | 'name' | 'role' | 'can'>;

export const StaffContext = createContext<Staff | null>(null);

/** The signed-in staff member; only inside the admin frame (AdminLayout), which renders no screen without one. */
export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff must be used inside AdminLayout');
  return staff;
}

/**
 * Whether the signed-in member's role allows a staff operation ("Query.orders", "Mutation.orderRefund", a REST path:
 * the server's role table, told by staffMe.can). A screen shows no button the server would refuse.
 */
export function useStaffCan(operation: string): boolean {
  return useStaff().can.includes(operation);
}

/** Records in Apollo's cache who is signed in now (null: nobody); the frame's guard follows it at once. */
export function setSignedInStaff(client: ApolloClient, staff: Staff | null): void {
  // With its __typename, as the server would answer, so the cache stores it like a fetched answer.
  const staffMe = staff && { __typename: 'StaffMember' as const, email: staff.email, name: staff.name, role: staff.role, can: staff.can };
  client.writeQuery({ query: StaffMeDocument, data: { staffMe } });
}

/** True when the server refused a call because no staff session came with it (it expired, or was ended elsewhere). */
export function isUnauthenticated(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * When the server refused a call because the member's role may not use what it asked (FORBIDDEN): the operation it
 * names ("Query.contactMessages"), or '' when it names none; null for any other error.
 */
export function forbiddenOperation(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((e) => e.extensions?.code === 'FORBIDDEN');
  if (!refusal) return null;
  const field = refusal.extensions?.field;
  return Array.isArray(field) ? field.join('.') : '';
}

/**
 * For a failed call: when the server says the session has ended, tell the frame's guard (it then sends staff
 * to the sign-in screen with the way back here) and answer true; any other error is the caller's to show.
 */
export function endSessionIfExpired(client: ApolloClient, error: unknown): boolean {
  if (!isUnauthenticated(error)) return false;
  setSignedInStaff(client, null);
  return true;
}

/** `endSessionIfExpired` for a query's error: pass `useQuery(...).error` of a staff screen. */
export function useSessionExpiry(error: unknown): void {
  const client = useApolloClient();
  useEffect(() => {
    endSessionIfExpired(client, error);
  }, [client, error]);
}
