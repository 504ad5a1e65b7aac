/** The sitemap's public pages (schema/src/site.ts) are pages of the shop, each its own route, none the "not found". */
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { PUBLIC_PAGES, productPath } from '@lumina/schema';
import { routes } from './routes';

const deepest = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('the public pages of the sitemap', () => {
  it.each(PUBLIC_PAGES)('%s is a page of its own', (path) => {
    const route = deepest(path);
    expect(route).toBeDefined();
    // Not the catch-all, nor the one-segment route that shows "not found" for anything but the atelier's brand.
    expect(['*', ':segment']).not.toContain(route!.path);
  });

  it('a product is at its configurator or its product page', () => {
    expect(deepest(productPath({ id: 7, slug: 'screen-grey-roller-blind', madeToMeasure: true }))?.path).toBe('product/:id');
    expect(deepest(productPath({ id: 7, slug: 'translucent-grijs', madeToMeasure: false }))?.path).toBe('products/:id');
  });
});
