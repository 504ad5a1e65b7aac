/**
 * The shop's own origin (scheme, host, port), and the check that a form was posted from it. The origin is
 * PUBLIC_BASE_URL when set, else the address the request came to (a shop run without one: development, a demo).
 */
import type { Request, RequestHandler } from 'express';
import { texts } from '@lumina/schema';

export function ownOrigin(publicBaseUrl: string | null, req: Request): string {
  return publicBaseUrl ?? `${req.protocol}://${req.get('host')}`;
}

/**
 * Only the shop's own pages may post here (issue 30: the test payment page took a form posted from any site). A
 * browser says where a request comes from — `Sec-Fetch-Site`, which a page cannot forge, and on every POST
 * `Origin` — and a form of another site, or of a sandboxed frame (`Origin: null`), is answered 403 before anything
 * runs. A client that is no browser sends neither and forges nobody's request: it passes, as it could send the
 * same form from the page anyway.
 */
export function sameOriginOnly(publicBaseUrl: string | null): RequestHandler {
  return (req, res, next) => {
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const same = site !== undefined ? site === 'same-origin' || site === 'none' : origin === undefined || origin === ownOrigin(publicBaseUrl, req);
    if (same) return next();
    res.status(403).type('text/plain').send(texts.rest.crossSiteForm);
  };
}
