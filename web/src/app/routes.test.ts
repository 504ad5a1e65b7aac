/**
 * The sitemap's public pages (schema/src/site.ts) are pages of the shop, each its own route, none the "not found"; every
 * other address of a page sends the visitor to the page's own (issue 31, item 9), and the shop's navigation names only
 * the pages' own addresses.
 */
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { MOVED_PAGES, PUBLIC_PAGES, productPath } from '@lumina/schema';
import { MovedPage } from '../lib/page-head';
import { navItems, rollerBlindSections } from './layout/nav-items';
import { routes } from './routes';

const deepest = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('the public pages of the sitemap', () => {
  it.each(PUBLIC_PAGES)('%s is a page of its own', (path) => {
    const route = deepest(path);
    expect(route).toBeDefined();
    // Not the catch-all "not found", nor another address of a page.
    expect(route!.path).not.toBe('*');
    expect(isValidElement(route!.element) && route!.element.type === MovedPage).toBe(false);
  });

  it('a product is at its configurator or its product page', () => {
    expect(deepest(productPath({ id: 7, slug: 'screen-grey-roller-blind', madeToMeasure: true }))?.path).toBe('product/:id');
    expect(deepest(productPath({ id: 7, slug: 'translucent-grijs', madeToMeasure: false }))?.path).toBe('products/:id');
  });
});

describe('another address of a page', () => {
  it.each(Object.entries(MOVED_PAGES))('%s sends the visitor to %s, a public page', (from, to) => {
    const element = deepest(from)?.element;
    expect(isValidElement<{ to: string }>(element) && element.type === MovedPage && element.props.to).toBe(to);
    expect(PUBLIC_PAGES).toContain(to);
  });

  it('is named by no link of the navigation: Over ons is /over-ons, the atelier /lumina-atelier', () => {
    const links = [...navItems, ...rollerBlindSections()].map((item) => item.to);
    expect(links).toEqual(['/', '/over-ons', '/contact', '/rolgordijnen', '/rolgordijnen/lichtdoorlatend', '/rolgordijnen/verduisterend', '/lumina-atelier']);
    expect(links.filter((to) => !(PUBLIC_PAGES as readonly string[]).includes(to))).toEqual([]);
  });
});
