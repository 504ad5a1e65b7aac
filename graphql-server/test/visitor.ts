import type { TestApp } from './harness';

/** A browser-like client of the test app: keeps the cookies the server sets. */
export function visitor(app: TestApp) {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const header of res.headers.getSetCookie()) {
      setCookies.push(header);
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    return res;
  };
  return {
    setCookies,
    jar,
    async fetch(path: string, init: RequestInit = {}) {
      const headers = new Headers(init.headers);
      if (jar.size) headers.set('cookie', cookieHeader());
      return remember(await app.fetch(path, { ...init, headers }));
    },
    async json(method: string, path: string, body?: unknown) {
      const res = await this.fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ data?: T; errors?: any[] }> {
      const res = await this.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data?: T; errors?: any[] };
    },
  };
}
export type Visitor = ReturnType<typeof visitor>;
