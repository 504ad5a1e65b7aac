/**
 * The one place where staff access is decided (ARCHITECTURE §5). `loadStaff` finds the signed-in staff
 * member from the staff cookie once per request; every staff GraphQL field carries `@Authorized(STAFF)`
 * and every staff REST path goes through `requireStaff`: without a valid session, GraphQL answers
 * UNAUTHENTICATED and REST 401.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { AuthChecker } from 'type-graphql';
import { GraphQLError } from 'graphql';
import { COOKIES, texts } from '@lumina/schema';
import type { RequestContext } from '../http/context';
import { readCookie } from '../http/cookies';
import type { StaffService } from './staff.service';
import type { StaffUser } from './staff-user.entity';

export const STAFF = 'staff';
export const STAFF_COOKIE = COOKIES.staff;

export function staffOf(res: Response): StaffUser | null {
  return (res.locals.staff as StaffUser | undefined) ?? null;
}

export function loadStaff(staff: StaffService): RequestHandler {
  return (req: Request, res: Response, next) => {
    const token = readCookie(req, STAFF_COOKIE);
    if (!token) return next();
    staff
      .userForToken(token)
      .then((user) => {
        res.locals.staff = user;
        next();
      })
      .catch(next);
  };
}

/** Without a staff session: UNAUTHENTICATED (not type-graphql's UNAUTHORIZED, which means "signed in, not allowed"). */
export const staffAuthChecker: AuthChecker<RequestContext> = ({ context }) => {
  if (staffOf(context.res) === null) {
    throw new GraphQLError(texts.staff.signInRequired, { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return true;
};

export const requireStaff: RequestHandler = (_req, res, next) => {
  if (staffOf(res)) return next();
  res.status(401).json({ message: texts.staff.signInRequired });
};
