/**
 * The one place where staff access is decided (ARCHITECTURE §5). Every staff GraphQL field carries
 * `@Authorized(STAFF)` and every staff REST path goes through `requireStaff`; both ask `hasStaffAccess`.
 * Staff sign-in arrives with the staff feature: it replaces the body of `hasStaffAccess` with the staff
 * session check, and nothing else changes. Until then every caller is let through.
 */
import type { Request, RequestHandler } from 'express';
import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from '../http/context';

export const STAFF = 'staff';

export function hasStaffAccess(_req: Request): boolean {
  return true;
}

export const staffAuthChecker: AuthChecker<RequestContext> = ({ context }) => hasStaffAccess(context.req);

export const requireStaff: RequestHandler = (req, res, next) => {
  if (hasStaffAccess(req)) return next();
  res.status(401).json({ message: 'Aanmelden als medewerker is vereist' });
};
