/**
 * An HTTP client that counts what it sends and what comes back: every request, every status, and the first
 * few 5xx answers in full, so that a part can say "N requests, 0 × 5xx" and show what went wrong when not.
 */
export interface Answer<T = any> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  body: T | undefined;
  text: string;
  ms: number;
}

export interface GqlBody<T = any> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown }; path?: (string | number)[] }[];
}

export class Tally {
  requests = 0;
  readonly byStatus = new Map<number, number>();
  /** Requests that got no answer at all (connection refused or reset). */
  networkErrors = 0;
  readonly samples5xx: string[] = [];

  get status5xx(): number {
    let n = 0;
    for (const [status, count] of this.byStatus) if (status >= 500) n += count;
    return n;
  }

  note(status: number, what: string, text: string): void {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    if (status >= 500 && this.samples5xx.length < 10) this.samples5xx.push(`${status} ${what} → ${text.slice(0, 300)}`);
  }

  summary(): string {
    return [...this.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
  }
}

export class Client {
  constructor(
    readonly baseUrl: string,
    readonly tally = new Tally(),
    /** Headers sent with every request (a staff cookie, X-Forwarded-For). */
    readonly headers: Record<string, string> = {},
    /** Answer a request that got no answer as status 0 (instead of throwing). */
    readonly answerNetworkErrors = false,
  ) {}

  with(headers: Record<string, string>): Client {
    return new Client(this.baseUrl, this.tally, { ...this.headers, ...headers }, this.answerNetworkErrors);
  }

  async fetch<T = any>(path: string, init: RequestInit = {}): Promise<Answer<T>> {
    const headers = new Headers(init.headers);
    for (const [k, v] of Object.entries(this.headers)) if (!headers.has(k)) headers.set(k, v);
    this.tally.requests += 1;
    const started = performance.now();
    let res: Response;
    try {
      try {
        res = await fetch(`${this.baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
      } catch (error) {
        // A kept-alive connection the server had just closed (e.g. after it refused a body too large with a 413
        // before reading it): the request never reached the server, so it is sent once more on a new one.
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code !== 'ECONNRESET' && code !== 'EPIPE' && code !== 'UND_ERR_SOCKET') throw error;
        res = await fetch(`${this.baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
      }
    } catch (error) {
      this.tally.networkErrors += 1;
      if (!this.answerNetworkErrors) throw error;
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return { status: 0, headers: new Headers(), body: undefined, text: `no answer: ${cause?.code ?? cause?.message ?? String(error)}`, ms: performance.now() - started };
    }
    const text = await res.text();
    const ms = performance.now() - started;
    this.tally.note(res.status, `${init.method ?? 'GET'} ${path.slice(0, 120)}`, text);
    let body: T | undefined;
    try {
      body = text ? (JSON.parse(text) as T) : undefined;
    } catch {
      body = undefined;
    }
    return { status: res.status, headers: res.headers, body, text, ms };
  }

  gql<T = any>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer<GqlBody<T>>> {
    return this.fetch<GqlBody<T>>('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
  }
}

/** The codes of a GraphQL answer's top-level errors. */
export function errorCodes(body: GqlBody | undefined): string[] {
  return (body?.errors ?? []).map((e) => String(e.extensions?.code ?? 'NONE'));
}

/** The Set-Cookie pair (`name=value`) of a cookie an answer set, if any. */
export function cookiePair(headers: Headers, name: string): string | undefined {
  const cookie = headers.getSetCookie().find((c) => c.startsWith(`${name}=`) || c.startsWith(`__Host-${name}=`));
  return cookie?.split(';')[0];
}
