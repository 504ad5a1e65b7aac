import { COOKIES } from '@lumina/schema';
import type { Request, Response } from 'express';

export const CART_COOKIE = COOKIES.cart;
const CART_MAX_AGE_MS = 60 * 24 * 60 * 60 * 1000;

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

/** The visitor's cart token: opaque, HttpOnly, SameSite=Lax, Secure when served over https. */
export function setCartCookie(req: Request, res: Response, token: string): void {
  res.cookie(CART_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: CART_MAX_AGE_MS,
  });
}

export function cartToken(req: Request): string | undefined {
  return readCookie(req, CART_COOKIE);
}
