import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminProductDocument, AdminProductsDocument, AdminProductUpdateDocument, type AdminProductDetailFragment, type AdminProductUpdateMutationVariables } from '../../../gql/admin';
import { adminProducts as t } from '../../../i18n/admin-products';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import ProductsPage from './ProductsPage';

const detail = (slug: string, oldSlugs: string[] = [], history: AdminProductDetailFragment['history'] = []) => ({
  id: '21',
  published: true,
  sortOrder: 6,
  oldSlugs,
  product: { id: '21', slug, name: 'Translucent rolgordijn – Beige', description: 'Doorschijnende stof in beige.' },
  history,
});

describe('ProductsPage (/admin/producten)', () => {
  it('lists every product, opens one, shows a refused slug under its field and saves a new one with its history', async () => {
    const sent: AdminProductUpdateMutationVariables[] = [];
    server.use(
      answer(AdminProductsDocument, () => ({
        staffProducts: {
          totalCount: 2,
          nodes: [],
          pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: 'c2' },
          edges: [
            { cursor: 'c1', node: { id: '21', published: true, sortOrder: 6, product: { id: '21', slug: 'translucent-beige', name: 'Translucent rolgordijn – Beige' } } },
            { cursor: 'c2', node: { id: '22', published: false, sortOrder: 7, product: { id: '22', slug: 'oud-model', name: 'Oud model' } } },
          ],
        },
      })),
      answer(AdminProductDocument, () => ({ staffProduct: detail('translucent-beige') })),
      answer(AdminProductUpdateDocument, (variables) => {
        sent.push(variables);
        if (sent.length === 1) {
          return { productUpdate: { product: detail('translucent-beige'), userErrors: [{ code: 'SLUG_TAKEN', field: ['input', 'slug'], message: 'Een ander product heeft (of had) deze URL-naam. Kies een andere.' }] } };
        }
        const history = [{ changes: { slug: { from: 'translucent-beige', to: 'translucent-zand' } }, changedBy: 'Beheer', changedAt: '2026-11-24T10:00:00.000Z' }];
        return { productUpdate: { product: detail('translucent-zand', ['translucent-beige'], history), userErrors: [] } };
      }),
    );
    const { user, location } = renderScreen(<ProductsPage />, { route: '/admin/producten', path: '/admin/producten' });

    const list = await screen.findByRole('list', { name: t.listLabel });
    expect(screen.getByText(t.count(2))).toBeTruthy();
    expect(within(list).getByText(t.unpublished)).toBeTruthy();
    await user.click(within(list).getByRole('link', { name: t.open('Translucent rolgordijn – Beige') }));
    expect(location()).toBe('/admin/producten?product=21');

    const slug = await screen.findByLabelText(t.form.slug);
    await user.clear(slug);
    await user.type(slug, 'translucent-grijs');
    await user.click(screen.getByRole('button', { name: t.form.save }));
    expect(await screen.findByText('Een ander product heeft (of had) deze URL-naam. Kies een andere.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(slug));
    expect(slug.getAttribute('aria-invalid')).toBe('true');

    await user.clear(slug);
    await user.type(slug, 'translucent-zand');
    await user.click(screen.getByRole('button', { name: t.form.save }));
    expect(await screen.findByText(t.form.saved)).toBeTruthy();
    expect(sent[1]!.input).toMatchObject({ id: '21', slug: 'translucent-zand', published: true, sortOrder: 6 });
    expect(screen.getByText('/translucent-beige')).toBeTruthy();
    expect(screen.getByText(t.change('URL-naam', 'translucent-beige', 'translucent-zand'))).toBeTruthy();
  });
});
