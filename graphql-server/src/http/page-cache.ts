/**
 * The shared pages of one process (http/pages.ts, issue 30): what was rendered for an address, kept for
 * GUARDRAILS.pages.sharedSeconds in a bounded LRU (sharedEntries; the page served least recently leaves first).
 *
 * - A page is kept for what it is: its path and its query without tracking parameters (pageAddress), never for
 *   anything else a request says (its Host is not part of the page: pages.ts takes the shop's address from the
 *   configuration).
 * - A page is kept from its second request on. Each address asked for is remembered in an LRU of seenAddresses (as a
 *   hash: a long address takes no more room than a short one), so a flood of addresses asked once each is rendered
 *   but displaces no page that visitors read; the pages of the shop are asked for again and again, and are kept as soon
 *   as the second visitor comes. An address keeps its place in that memory when the pages are cleared, so after a staff
 *   change the next render is kept at once.
 */
import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { GUARDRAILS } from '../guardrails';

const { sharedEntries, sharedSeconds, seenAddresses, trackingParams, trackingPrefixes } = GUARDRAILS.pages;
const TRACKING = new Set<string>(trackingParams);

function isTracking(pair: string): boolean {
  let name = pair.split('=', 1)[0]!;
  try {
    name = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return false;
  }
  name = name.toLowerCase();
  return TRACKING.has(name) || trackingPrefixes.some((prefix) => name.startsWith(prefix));
}

/**
 * The address a page is rendered and kept for: the request's path and query, without the tracking parameters (and
 * empty ones); what remains keeps its order and spelling.
 */
export function pageAddress(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const kept = url
    .slice(q + 1)
    .split('&')
    .filter((pair) => pair !== '' && !isTracking(pair));
  return kept.length ? `${url.slice(0, q)}?${kept.join('&')}` : url.slice(0, q);
}

export interface PageCacheLimits<Page> {
  entries: number;
  seconds: number;
  seenAddresses: number;
  /** At most this many bytes kept in all, as `bytesOf` counts a page (the least recently served leave first). */
  bytes?: { max: number; of: (page: Page) => number };
  /** The clock in milliseconds (tests pass their own). */
  now?: () => number;
}

export class PageCache<Page extends object> {
  private readonly pages: LRUCache<string, Page>;
  private readonly asked: LRUCache<string, true>;
  /** Bumped by clear(): a render that started before is not kept. */
  private generation = 0;

  constructor(limits: PageCacheLimits<Page> = { entries: sharedEntries, seconds: sharedSeconds, seenAddresses }) {
    // A clock of its own is read each time (lru-cache otherwise reuses a reading for a millisecond).
    const clock = limits.now ? { perf: { now: limits.now }, ttlResolution: 0 } : {};
    const bytes = limits.bytes ? { maxSize: limits.bytes.max, sizeCalculation: (page: Page, address: string) => Math.max(1, limits.bytes!.of(page) + address.length) } : {};
    this.pages = new LRUCache<string, Page>({ max: limits.entries, ttl: limits.seconds * 1000, ...bytes, ...clock });
    this.asked = new LRUCache<string, true>({ max: limits.seenAddresses });
  }

  /** The page kept for the address, if any. */
  get(address: string): Page | undefined {
    return this.pages.get(address);
  }

  /**
   * Notes a request for an address that found no page, as its render starts; the function it returns keeps what was
   * rendered, if the address had been asked for before and nothing was cleared meanwhile.
   */
  rendering(address: string): (page: Page) => void {
    // The one-shot hash: a Hash object per request cost more than the hashing of a short key (issue 32, item 4).
    const asked = hash('sha256', address, 'base64');
    const askedBefore = this.asked.has(asked);
    this.asked.set(asked, true);
    const generation = this.generation;
    return (page) => {
      if (askedBefore && generation === this.generation) this.pages.set(address, page);
    };
  }

  /** Forgets every page (a change to what the shop shows); renders under way are not kept. */
  clear(): void {
    this.generation++;
    this.pages.clear();
  }
}
