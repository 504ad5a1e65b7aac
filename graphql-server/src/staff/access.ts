/**
 * The one place where staff access is decided (ARCHITECTURE §5). `loadStaff` finds the signed-in staff
 * member from the staff cookie once per request (only on the paths that can need one). Staff-only is the
 * default for GraphQL: every root field that is not on the public list in public-fields.ts needs a session
 * (graphql/guards.ts answers UNAUTHENTICATED before any resolver runs), and every staff REST path goes
 * through `requireStaff` (401). Answers to a staff member are never cached.
 */
import { mayUse } from './permissions';
import type { Request, RequestHandler, Response } from 'express';
import { texts } from '@lumina/schema';
import { staffToken } from '../http/cookies';
import type { StaffService } from './staff.service';
import type { StaffUser } from './staff-user.entity';
import type { Who } from '../orders/order-lifecycle.service';

export function staffOf(res: Response): StaffUser | null {
  return (res.locals.staff as StaffUser | undefined) ?? null;
}

/** Whether the signed-in staff member's role allows `operation` (a key of staff/permissions.ts); false without one. */
export function staffMay(res: Response, operation: string): boolean {
  const user = staffOf(res);
  return user !== null && mayUse(user.role, operation);
}

/** How a change by the signed-in staff member is recorded: their name, else their e-mail address. */
export function staffName(res: Response): string {
  const user = staffOf(res);
  return user?.name || user?.email || '';
}

/** The signed-in staff member as the order lifecycle knows them (their role, the name its history records); null without one. */
export function staffWho(res: Response): Who | null {
  const user = staffOf(res);
  return user ? { actor: user.role, name: staffName(res) } : null;
}

export function loadStaff(staff: StaffService): RequestHandler {
  return (req: Request, res: Response, next) => {
    const token = staffToken(req);
    if (!token) return next();
    staff
      .userForToken(token)
      .then((user) => {
        res.locals.staff = user;
        if (user) res.setHeader('Cache-Control', 'no-store');
        next();
      })
      .catch(next);
  };
}

/** A staff path that the signed-in member's role must allow (staff/permissions.ts): 401 without a session, else 403. */
export function requireRole(operation: string): RequestHandler {
  return (req, res, next) =>
    requireStaff(req, res, () => {
      if (mayUse(staffOf(res)!.role, operation)) return next();
      res.status(403).json({ message: texts.staff.forbidden });
    });
}

export const requireStaff: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  if (staffOf(res)) return next();
  res.status(401).json({ message: texts.staff.signInRequired });
};
