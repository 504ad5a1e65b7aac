import { describe, expect, it } from 'vitest';
import { GUARDRAILS } from '../guardrails';
import { PageCache, pageAddress } from './page-cache';

/** A page as pages.ts keeps it. */
const page = (body: string) => ({ body, status: 200 });

/** Two requests for the address, each rendering it (the second render is kept). */
function askedTwice(cache: PageCache<{ body: string; status: number }>, address: string, body = address) {
  cache.rendering(address)(page(body));
  cache.rendering(address)(page(body));
}

describe('the address a page is kept for', () => {
  it('leaves out the tracking parameters, so /x?utm_id=1 and /x?utm_id=2 are one page; the rest keeps its order', () => {
    expect(pageAddress('/x?utm_id=1')).toBe('/x');
    expect(pageAddress('/x?utm_id=2')).toBe('/x');
    expect(pageAddress('/product/a?breedte=120&utm_source=nieuwsbrief&gclid=abc&hoogte=90')).toBe('/product/a?breedte=120&hoogte=90');
    expect(pageAddress('/x?UTM_Medium=mail&fbclid=1&msclkid=2&_gl=3&')).toBe('/x');
    // A value is not a name; a parameter that only looks alike stays.
    expect(pageAddress('/producten?zoek=utm_source&utmost=1')).toBe('/producten?zoek=utm_source&utmost=1');
    expect(pageAddress('/over-ons')).toBe('/over-ons');
    expect(GUARDRAILS.pages.trackingParams).toEqual(expect.arrayContaining(['gclid', 'fbclid', 'msclkid']));
  });
});

describe('the shared pages of a process', () => {
  it('keep a page from its second request on: a flood of addresses asked once each displaces none', () => {
    const cache = new PageCache<{ body: string; status: number }>({ entries: 3, seconds: 30, seenAddresses: 100 });
    cache.rendering('/')(page('home'));
    expect(cache.get('/')).toBeUndefined();
    cache.rendering('/')(page('home'));
    expect(cache.get('/')).toEqual(page('home'));
    for (let i = 0; i < 1000; i++) cache.rendering(`/x?n=${i}`)(page(`x${i}`));
    expect(cache.get('/')).toEqual(page('home'));
    expect(cache.get('/x?n=999')).toBeUndefined();
  });

  it('keep at most their number of pages, and the one served least recently leaves first', () => {
    const cache = new PageCache<{ body: string; status: number }>({ entries: 3, seconds: 30, seenAddresses: 100 });
    for (const address of ['/a', '/b', '/c']) askedTwice(cache, address);
    expect(cache.get('/a')).toEqual(page('/a'));
    askedTwice(cache, '/d');
    expect(['/a', '/b', '/c', '/d'].map((address) => cache.get(address)?.body)).toEqual(['/a', undefined, '/c', '/d']);
  });

  it('keep at most their bytes when told to count them, the one served least recently leaving first', () => {
    const cache = new PageCache<{ body: string; status: number }>({ entries: 100, seconds: 30, seenAddresses: 100, bytes: { max: 30, of: (p) => p.body.length } });
    for (const address of ['/a', '/b']) askedTwice(cache, address, 'x'.repeat(10)); // 10 bytes and a 2-byte address each
    expect(cache.get('/a')?.body).toBe('x'.repeat(10));
    askedTwice(cache, '/c', 'y'.repeat(10));
    expect(['/a', '/b', '/c'].map((address) => cache.get(address)?.body.length)).toEqual([10, undefined, 10]);
    askedTwice(cache, '/big', 'z'.repeat(40)); // larger than all: never kept, and displaces nothing
    expect(cache.get('/big')).toBeUndefined();
    expect(cache.get('/c')?.body.length).toBe(10);
  });

  it('keep a page for its seconds, then render it again', () => {
    let now = 1_000;
    const cache = new PageCache<{ body: string; status: number }>({ entries: 3, seconds: 30, seenAddresses: 100, now: () => now });
    askedTwice(cache, '/a');
    now += 30_000;
    expect(cache.get('/a')).toEqual(page('/a'));
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('forget every page when cleared, and keep no render that started before; the next render is kept at once', () => {
    const cache = new PageCache<{ body: string; status: number }>({ entries: 3, seconds: 30, seenAddresses: 100 });
    askedTwice(cache, '/a', 'old');
    cache.rendering('/b');
    const keepB = cache.rendering('/b');
    cache.clear();
    keepB(page('old'));
    expect([cache.get('/a'), cache.get('/b')]).toEqual([undefined, undefined]);
    cache.rendering('/a')(page('new'));
    expect(cache.get('/a')).toEqual(page('new'));
  });
});
