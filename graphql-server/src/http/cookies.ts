/**
 * The shop's two cookies (the cart token and the staff session), set and read in one place. Behind https
 * (directly, or through a proxy that TRUST_PROXY trusts) a cookie is Secure and carries the `__Host-` prefix,
 * so no other host or path can set or shadow it; over plain http (development) it keeps its plain name.
 */
import { COOKIES } from '@lumina/schema';
import type { CookieOptions, Request, Response } from 'express';
import { GUARDRAILS } from '../guardrails';

const CART_MAX_AGE_MS = GUARDRAILS.housekeeping.cartIdleDays * 24 * 60 * 60 * 1000;

/** The name a cookie has on this request: `__Host-` prefixed over https. */
export function cookieName(req: Request, base: string): string {
  return req.secure ? `__Host-${base}` : base;
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function options(req: Request, extra: CookieOptions): CookieOptions {
  return { httpOnly: true, secure: req.secure, path: '/', ...extra };
}

/** The visitor's cart token: opaque, HttpOnly, SameSite=Lax, for as long as an idle cart is kept. */
export function setCartCookie(req: Request, res: Response, token: string): void {
  res.cookie(cookieName(req, COOKIES.cart), token, options(req, { sameSite: 'lax', maxAge: CART_MAX_AGE_MS }));
}

export function cartToken(req: Request): string | undefined {
  return readCookie(req, cookieName(req, COOKIES.cart));
}

/** A staff session: HttpOnly, SameSite=Strict, until the session expires. */
export function setStaffCookie(req: Request, res: Response, token: string, expires: Date): void {
  res.cookie(cookieName(req, COOKIES.staff), token, options(req, { sameSite: 'strict', expires }));
}

export function clearStaffCookie(req: Request, res: Response): void {
  res.clearCookie(cookieName(req, COOKIES.staff), options(req, { sameSite: 'strict' }));
}

export function staffToken(req: Request): string | undefined {
  return readCookie(req, cookieName(req, COOKIES.staff));
}
