/** The sign-in screen and the way back from it (`?terug=`), kept to staff pages of this site. */

export const LOGIN_PATH = '/admin/login';
export const ADMIN_HOME = '/admin/order-tracking';
/** The query parameter that carries the page to return to after sign-in. */
export const RETURN_PARAM = 'terug';

/** The sign-in screen, with the way back to `from` (a path with its query, e.g. "/admin/berichten?x=1"). */
export function loginPath(from: string): string {
  const back = safeReturnPath(from);
  return back ? `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: back })}` : LOGIN_PATH;
}

/**
 * Where to go after sign-in: `value` when it is a staff page of this site ("/admin" or below it, not the
 * sign-in screen itself), as path, query and hash; null for anything else (another site, "//host", "\\host",
 * "javascript:", a shop page), so a crafted link can never send staff elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  const base = 'http://staff.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const { pathname } = url;
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return null;
  if (pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`)) return null;
  return `${pathname}${url.search}${url.hash}`;
}
