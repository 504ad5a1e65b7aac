import { createContext, useContext, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { nl } from '../i18n/nl';

/** The brand name used as title suffix; the app layout provides it from the `shop` facts. */
export const BrandNameContext = createContext<string | null>(null);

/** JSON-LD objects (schema.org), one per kind, e.g. `{ product: {...}, breadcrumbs: {...} }`. */
export type StructuredData = Record<string, Record<string, unknown>>;

/**
 * What a page says about itself in the document's head: the server renders it into the HTML (title, meta
 * description, canonical URL, Open Graph, JSON-LD); in the browser the title, description and canonical URL
 * follow the page as the visitor moves through the shop.
 */
export interface PageHead {
  /** The page's own title, without the brand ("Verduisterend wit"); null while it is still unknown. */
  title?: string | null;
  /** A sentence or two for search results and link previews. */
  description?: string | null;
  /** A picture for link previews (a path on this site or an absolute URL). */
  image?: string | null;
  /** Open Graph type: 'product' on a product's own page. */
  type?: 'website' | 'product';
  /** The page's own address when the request's differs (another route showing the same page). */
  canonicalPath?: string;
  /** Structured data for search engines, by kind. */
  structuredData?: StructuredData;
  /** The HTTP status the page stands for (404 for a page or product that does not exist). */
  status?: number;
  /** Not to be indexed (a page that does not exist; the checkout and private paths are by their path, Layout). */
  noindex?: boolean;
  /** The page lives elsewhere: the server answers with a redirect there (status 301 or 302). */
  redirect?: string;
}

/** The head the server collects while it renders a page: every usePageHead call writes into it. */
export interface CollectedHead extends PageHead {
  brand?: string | null;
}

/** Provided by the server renderer only (entry-server.tsx); null in the browser. */
export const PageHeadCollector = createContext<CollectedHead | null>(null);

/** "{title} | {brand}", or the shop's default title while the page's own is unknown. */
export function documentTitle(title: string | null | undefined, brand: string | null | undefined): string {
  const page = title ?? nl.site.defaultTitle;
  return brand ? `${page} | ${brand}` : page;
}

function setMeta(selector: string, attribute: 'content' | 'href', value: string | null | undefined): void {
  const element = document.head.querySelector(selector);
  if (element && value) element.setAttribute(attribute, value);
}

/**
 * Declares the calling page's head. On the server it is collected while rendering; in the browser the tab
 * title, meta description and canonical URL follow the page shown.
 */
export function usePageHead(head: PageHead): void {
  const brand = useContext(BrandNameContext);
  const collector = useContext(PageHeadCollector);
  if (collector) {
    // Server render: the last render of the page decides (the renderer renders until every query has answered).
    const { structuredData, ...rest } = head;
    Object.assign(collector, rest);
    if (structuredData) collector.structuredData = { ...collector.structuredData, ...structuredData };
  }
  const { title, description, canonicalPath } = head;
  useEffect(() => {
    document.title = documentTitle(title, brand);
    setMeta('meta[name="description"]', 'content', description);
    setMeta('link[rel="canonical"]', 'href', new URL(canonicalPath ?? window.location.pathname, window.location.origin).href);
  }, [title, brand, description, canonicalPath]);
  useNoindex(head.noindex ?? false);
}

/** How many shown components say noindex now (the frame by its path, a page that does not exist, ...). */
let noindexHolders = 0;

/**
 * `<meta name="robots" content="noindex">` in the document's head for as long as a caller is shown with `noindex`
 * true, also when the visitor came by a link in the app (the server writes it into the pages it renders). It goes
 * with the last of them: the next page is indexed unless it says otherwise.
 */
export function useNoindex(noindex: boolean): void {
  useEffect(() => {
    if (!noindex) return;
    noindexHolders++;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    meta.content = 'noindex';
    return () => {
      noindexHolders--;
      if (noindexHolders === 0) document.head.querySelector('meta[name="robots"]')?.remove();
    };
  }, [noindex]);
}

/** Sets the tab title to "{title} | {brand}" for as long as the calling page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  usePageHead({ title });
}

/** schema.org BreadcrumbList for the path to a page: Home first, the page itself last. */
export function breadcrumbList(items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.path })),
  };
}

/** What every page says about the site (the brand, the Organization): collected on the server only. */
export function useSiteHead(brand: string | null, structuredData: StructuredData): void {
  const collector = useContext(PageHeadCollector);
  if (collector) {
    collector.brand = brand;
    collector.structuredData = { ...structuredData, ...collector.structuredData };
  }
}

/**
 * Sends the visitor to another address: the server answers with a redirect (301 unless said otherwise), the
 * browser replaces the entry in its history (<Navigate replace>).
 */
export function RedirectTo({ to, status = 301 }: { to: string; status?: 301 | 302 }) {
  const collector = useContext(PageHeadCollector);
  if (collector) {
    collector.redirect = to;
    collector.status = status;
    return null;
  }
  return <Navigate to={to} replace />;
}

/**
 * Another address of a page (schema's MOVED_PAGES: /about, /roller-blinds-atelier, /atelier): the server answers it
 * with a 301 before anything renders (http/pages.ts); in the app the router replaces it with the page's own address,
 * query and fragment kept.
 */
export function MovedPage({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <RedirectTo to={`${to}${search}${hash}`} />;
}
