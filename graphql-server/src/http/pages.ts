/**
 * The shop's pages as HTML (issue 22): every shop route is rendered on the server by the web's server build
 * (web/dist-ssr/entry-server.js) after its GraphQL queries have run here, in-process, through the same Apollo
 * server (guards and limits included) — with no cookie, so a rendered page is the same for every visitor and a
 * public one is shared for a short while. The page carries its head (title, description, canonical URL, Open
 * Graph, JSON-LD) and the Apollo cache as JSON, which the browser restores before it hydrates. Staff screens,
 * and any page the renderer could not finish (a query failed, it took too long), get the plain app shell and
 * render in the browser as before.
 *
 * The checkout alone is rendered for the visitor who asks (issue 32): its queries run with their cart cookie — that one
 * cookie, never the staff session — so its lines, totals and form are in the first paint; it goes out private and
 * no-store, and is never kept, shared or rendered once for two visitors.
 *
 * A shared page is the same whoever asks and however they ask (issue 30): its addresses are absolute at the shop's own
 * address (services' shopUrl, from the configuration — never the request's Host or X-Forwarded-Host), and it is
 * rendered and kept for its path and query without tracking parameters (http/page-cache.ts). A staff change to what
 * the shop shows clears the kept pages of every process (changes/).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, RequestHandler, Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { COOKIES, isUnder, movedPage, NOINDEX_PATHS, PRIVATE_PATHS } from '@lumina/schema';
import { GUARDRAILS } from '../guardrails';
import type { Services } from '../services';
import { cartToken, cookieName } from './cookies';
import { PageCache, pageAddress } from './page-cache';
import { orderLoaders } from '../orders/order-loaders';
import type { RequestContext } from './context';
import type { Logger } from './logging';

/** The head a page declared while it rendered (web/src/lib/page-head.ts). */
interface RenderedHead {
  title?: string | null;
  brand?: string | null;
  description?: string | null;
  image?: string | null;
  type?: 'website' | 'product';
  canonicalPath?: string;
  structuredData?: Record<string, Record<string, unknown>>;
  status?: number;
  noindex?: boolean;
  redirect?: string;
}

/** What a page request is answered with: a page, or a redirect to where the page lives. */
interface Answer {
  body: string;
  status: number;
  location?: string;
}

interface RenderedPage {
  html: string;
  state: unknown;
  head: RenderedHead;
  incomplete: boolean;
  errors: string[];
}

interface ServerEntry {
  render(
    url: string,
    execute: (operation: { query: DocumentNode; variables: Record<string, unknown>; operationName: string | undefined }) => Promise<FormattedExecutionResult>,
    signal?: AbortSignal,
  ): Promise<RenderedPage>;
  documentTitle(title: string | null | undefined, brand: string | null | undefined): string;
}

const { maxConcurrentRenders, renderTimeoutMs, sharedSeconds } = GUARDRAILS.pages;

const ROOT = '<div id="root"></div>';
/** Keys of structured data whose values are addresses on this site. */
const URL_KEYS = new Set(['item', 'url', 'image', 'logo', '@id']);

const htmlEscape = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);
/** JSON inside a <script> element: no "</script>", no "<!--", and the two line separators JavaScript rejects. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const isPrivate = (pathname: string) => isUnder(PRIVATE_PATHS, pathname);
/** Not to be listed by search engines (schema's NOINDEX_PATHS): the checkout and the private paths. */
const isNoindex = (pathname: string) => isUnder(NOINDEX_PATHS, pathname);
const NOINDEX_META = '<meta name="robots" content="noindex" />';
/** Pages drawn with the visitor's own cart (their queries ask for it on the server too): private, never kept. */
const VISITOR_PATHS = ['/checkout'];
const isForVisitor = (pathname: string) => isUnder(VISITOR_PATHS, pathname);

export interface ShopPagesOptions {
  /** readTemplate(webDist), read once: the CSP needs its hashes before the pages exist. */
  template: PageTemplate;
  /** The web's server build (web/dist-ssr); without it every page is the app shell. */
  ssrDist?: string;
  apollo: ApolloServer<RequestContext>;
  services: Services;
  logger: Logger;
}

export interface ShopPages {
  /** Serves every page path (GET). */
  handler: RequestHandler;
  /** Stops hearing of changes (the app stops). */
  stop(): void;
}

export interface PageTemplate {
  /** The app shell: staff screens, and a page the server could not render (the browser renders it). */
  template: string;
  /** The frame of a server-rendered page: its JavaScript starts once the page has been painted. */
  rendered: string;
  /** Its inline scripts as CSP sources ('sha256-…'). */
  scriptHashes: string[];
}

/**
 * The page template: the built index.html with its small classic scripts inline (the theme must apply before
 * the first paint, and an external script would block rendering; early-input.js keeps what is typed before the
 * page runs), and their CSP hashes.
 */
const sha256 = (code: string) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;

export function readTemplate(webDist: string): PageTemplate {
  const scriptHashes: string[] = [];
  const template = fs
    .readFileSync(path.join(webDist, 'index.html'), 'utf8')
    .replace(/<script src="\/([\w-]+\.js)"><\/script>/g, (tag, name: string) => {
      const file = path.join(webDist, name);
      if (!fs.existsSync(file)) return tag;
      const code = fs.readFileSync(file, 'utf8').replace(/^\s*\/\/.*\n/gm, '').trim();
      scriptHashes.push(sha256(code));
      return `<script>${code}</script>`;
    });
  if (!template.includes(ROOT)) throw new Error(`${path.join(webDist, 'index.html')} has no ${ROOT}`);
  // A server-rendered page is readable without its JavaScript: the app's modules are fetched once the page has been
  // painted with its pictures — after its first contentful paint and its load event, the frame after both — or after
  // three seconds in a tab that paints nothing, so they do not compete with the page's stylesheet, fonts and pictures
  // for a phone's bandwidth. (Waiting one frame alone was not enough: Chromium ran that frame's callbacks before the
  // first paint, while the fonts were still arriving, and the 160 KB of scripts then went ahead of the page's largest
  // paint.) What is typed meanwhile is kept (early-input.js).
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  let rendered = template;
  if (entry) {
    const loader =
      `(function(){var d=0,p=0,l=document.readyState==='complete';function go(){if(!d){d=1;import(${JSON.stringify(entry[1])})}}` +
      `function next(){if(p&&l)requestAnimationFrame(function(){setTimeout(go,0)})}` +
      `try{new PerformanceObserver(function(e){if(e.getEntriesByName('first-contentful-paint').length){p=1;next()}}).observe({type:'paint',buffered:true})}catch(e){p=1}` +
      `if(!l)addEventListener('load',function(){l=1;next()});next();setTimeout(go,3000)})()`;
    scriptHashes.push(sha256(loader));
    rendered = template.replace(entry[0], () => `<script>${loader}</script>`).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  }
  return { template, rendered, scriptHashes };
}

export async function shopPages(options: ShopPagesOptions): Promise<ShopPages> {
  const { apollo, services, logger } = options;
  const { template, rendered } = options.template;
  const defaultDescription = /<meta name="description" content="([^"]*)"/.exec(template)?.[1] ?? '';
  const entryFile = options.ssrDist ? path.join(options.ssrDist, 'entry-server.js') : undefined;
  const entry: ServerEntry | undefined =
    entryFile && fs.existsSync(entryFile) ? ((await import(pathToFileURL(entryFile).href)) as ServerEntry) : undefined;
  if (!entry) logger.warn({ entryFile }, 'no server build of the shop: pages render in the browser only');

  const cache = new PageCache<Answer>();
  const rendering = new Map<string, Promise<Answer | null>>();
  let running = 0;
  // What staff change is on the next page, in every process: the kept pages go, renders under way are not kept.
  const unsubscribe = services.changes.subscribe('pages', () => {
    cache.clear();
    rendering.clear();
  });

  const base = services.shopUrl;
  const absolute = (base: string, value: string) => (value.startsWith('/') ? base + value : value);

  /** Structured data with the site's paths made absolute (schema.org wants full URLs). */
  const withAbsoluteUrls = (value: unknown, base: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => withAbsoluteUrls(v, base));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [
          k,
          URL_KEYS.has(k) && typeof v === 'string'
            ? absolute(base, v)
            : URL_KEYS.has(k) && Array.isArray(v)
              ? v.map((u: unknown) => (typeof u === 'string' ? absolute(base, u) : withAbsoluteUrls(u, base)))
              : withAbsoluteUrls(v, base),
        ]),
      );
    }
    return value;
  };

  function headTags(head: RenderedHead, pathname: string): string {
    const title = entry!.documentTitle(head.title, head.brand);
    const description = head.description?.trim() || defaultDescription;
    const canonical = base + (head.canonicalPath ?? pathname);
    const tags = [
      `<title>${htmlEscape(title)}</title>`,
      `<meta name="description" content="${htmlEscape(description)}" />`,
      `<link rel="canonical" href="${htmlEscape(canonical)}" />`,
      head.noindex || isNoindex(pathname) ? NOINDEX_META : '',
      `<meta property="og:type" content="${head.type ?? 'website'}" />`,
      `<meta property="og:title" content="${htmlEscape(head.title ?? title)}" />`,
      `<meta property="og:description" content="${htmlEscape(description)}" />`,
      `<meta property="og:url" content="${htmlEscape(canonical)}" />`,
      `<meta property="og:locale" content="nl_BE" />`,
      head.brand ? `<meta property="og:site_name" content="${htmlEscape(head.brand)}" />` : '',
      head.image ? `<meta property="og:image" content="${htmlEscape(absolute(base, head.image))}" />` : '',
      head.image ? '<meta name="twitter:card" content="summary_large_image" />' : '',
      ...Object.values(head.structuredData ?? {}).map(
        (data) => `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...(withAbsoluteUrls(data, base) as object) })}</script>`,
      ),
    ];
    return tags.filter(Boolean).join('\n    ');
  }

  /** The template with the page's head and markup and the Apollo cache in it. */
  function document(page: RenderedPage, pathname: string): string {
    return rendered
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description" content="[^"]*" \/>/, '')
      .replace('</head>', () => `  ${headTags(page.head, pathname)}\n  </head>`)
      .replace(ROOT, () => `<div id="root">${page.html}</div><script type="application/json" id="apollo-state">${scriptJson(page.state)}</script>`);
  }

  /**
   * The page's queries run in this process, as an anonymous visitor: no cookie, no staff session — or, for a page
   * drawn for the visitor, with their cart cookie alone. Reading a cart sets no cookie and makes no cart.
   */
  function executor(req: Request, res: Response, withCart: boolean) {
    const { cookie: _cookie, authorization: _authorization, ...anonymous } = req.headers;
    const token = withCart ? cartToken(req) : undefined;
    const headers: IncomingHttpHeaders = token ? { ...anonymous, cookie: `${cookieName(req, COOKIES.cart)}=${encodeURIComponent(token)}` } : anonymous;
    const anonymousReq = Object.create(req, { headers: { value: headers } }) as Request;
    const anonymousRes = Object.create(res, { locals: { value: {} } }) as Response;
    const contextValue: RequestContext = {
      req: anonymousReq,
      res: anonymousRes,
      services,
      requestId: String((req as Request & { id?: unknown }).id ?? ''),
      clientAddress: req.ip ?? req.socket.remoteAddress ?? 'onbekend',
      loaders: orderLoaders(services.ds),
    };
    return async (operation: { query: DocumentNode; variables: Record<string, unknown>; operationName: string | undefined }) => {
      const response = await apollo.executeOperation(operation, { contextValue });
      if (response.body.kind !== 'single') throw new Error('incremental results are not rendered on the server');
      return response.body.singleResult as FormattedExecutionResult;
    };
  }

  /** Renders the page at `url` (the request's address without tracking parameters). */
  async function renderPage(url: string, req: Request, res: Response): Promise<Answer | null> {
    const signal = AbortSignal.timeout(renderTimeoutMs);
    try {
      const page = await entry!.render(url, executor(req, res, isForVisitor(req.path)), signal);
      if (page.errors.length) logger.warn({ url, errors: page.errors }, 'page not rendered on the server: a component failed');
      if (page.incomplete) return null;
      if (page.head.redirect) return { body: '', status: page.head.status ?? 301, location: page.head.redirect };
      return { body: document(page, req.path), status: page.head.status ?? 200 };
    } catch (err) {
      logger.warn({ url, err: err instanceof Error ? err.message : String(err) }, 'page not rendered on the server');
      return null;
    }
  }

  const shell = template;
  const noindexShell = template.replace('</head>', () => `  ${NOINDEX_META}\n  </head>`);

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Another address of a page (an English twin, /atelier): one 301 to the page's own, whatever renders, the query
    // string kept (issue 31, item 9). Kept by shared caches as long as a page, asked again by a browser each time.
    const moved = movedPage(req.path);
    if (moved) {
      const query = req.originalUrl.indexOf('?');
      res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${sharedSeconds}`);
      return res.redirect(301, moved + (query < 0 ? '' : req.originalUrl.slice(query)));
    }
    // The checkout and the private paths are not for search results, whether the page is rendered here or in the
    // browser (the app shell of a staff screen, or a page the server could not render).
    const noindex = isNoindex(req.path);
    if (noindex) res.setHeader('X-Robots-Tag', 'noindex');
    const sendShell = () => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(noindex ? noindexShell : shell);
    };
    if (!entry || isUnder(['/admin'], req.path)) return sendShell();
    const forVisitor = isForVisitor(req.path);
    const shared = !isPrivate(req.path) && !forVisitor;
    const key = pageAddress(req.originalUrl);
    const send = (page: Answer) => {
      // A public page, or its redirect, is the same for everyone: shared caches may keep it briefly, a browser asks
      // again each time; a private one is not kept. A browser keeps a redirect without a lifetime for good, and a
      // product given its old slug back then looped between its two addresses (ERR_TOO_MANY_REDIRECTS, issue 30).
      // A page drawn with the visitor's cart is stored by no cache at all, not even the visitor's own.
      const shareable = shared && (page.status === 200 || page.location !== undefined);
      res.setHeader('Cache-Control', forVisitor ? 'private, no-store' : shareable ? `public, max-age=0, s-maxage=${sharedSeconds}` : 'private, no-cache');
      if (page.location) return res.redirect(page.status, page.location);
      res.status(page.status).type('html').send(page.body);
    };
    const hit = shared ? cache.get(key) : undefined;
    if (hit) return send(hit);
    let pending = shared ? rendering.get(key) : undefined;
    if (!pending) {
      // Bounded work: with every render slot taken, the page goes out as the shell (the browser renders it).
      if (running >= maxConcurrentRenders) return sendShell();
      running++;
      const keep = shared ? cache.rendering(key) : undefined;
      const render: Promise<Answer | null> = renderPage(key, req, res).then((page) => {
        running--;
        if (rendering.get(key) === render) rendering.delete(key);
        if (page) keep?.(page);
        return page;
      });
      pending = render;
      if (shared) rendering.set(key, render);
    }
    pending.then((page) => (page ? send(page) : sendShell()), next);
  };

  return { handler, stop: unsubscribe };
}
