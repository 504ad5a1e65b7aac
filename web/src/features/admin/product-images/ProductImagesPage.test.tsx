import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  AdminProductImageAltDocument,
  AdminProductImageDeleteDocument,
  AdminProductImageMakeMainDocument,
  AdminProductImageMoveDocument,
  AdminProductImagesDocument,
  type AdminProductImageFragment,
} from '../../../gql/admin';
import { adminProductImages as t } from '../../../i18n/admin-product-images';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import ProductImagesPage from './ProductImagesPage';

const BEHEER = { email: 'baas@lumina.test', name: 'Bea Baas', role: 'BEHEER' as const, can: ['POST /admin/products/:id/images', 'Mutation.productImageMove'] };
const ROUTE = { route: '/admin/producten/7/afbeeldingen', path: '/admin/producten/:id/afbeeldingen' };
const NAME = 'Screen rolgordijn – Grijs';

const drawing = (n: number): AdminProductImageFragment => ({ id: String(n), url: `/images/products/screen-grey-roller-blind/${n}.svg`, alt: `${NAME}, afbeelding ${n}`, width: 800, height: 600, isMain: n === 1, sources: [] });
const photo: AdminProductImageFragment = {
  id: '9',
  url: '/media/aaaaaaaaaaaaaaaaaaaaaaaa-960.webp',
  alt: 'Grijs screen voor een groot raam',
  width: 1200,
  height: 900,
  isMain: false,
  sources: [
    { type: 'image/avif', srcSet: '/media/bbbbbbbbbbbbbbbbbbbbbbbb-320.avif 320w' },
    { type: 'image/webp', srcSet: '/media/cccccccccccccccccccccccc-320.webp 320w' },
  ],
};

function product(...media: AdminProductImageFragment[]) {
  return answer(AdminProductImagesDocument, () => ({ staffProduct: { id: '7', product: { id: '7', name: NAME, slug: 'screen-grey-roller-blind', media } } }));
}

const list = async () => within(await screen.findByRole('list', { name: t.listLabel })).getAllByRole('listitem');

describe('ProductImagesPage (/admin/producten/{id}/afbeeldingen)', () => {
  it('uploads a file with its alt text as the request body, announces it and shows the new picture', async () => {
    const sent: { type: string | null; alt: string | null }[] = [];
    let media = [drawing(1), drawing(2)];
    server.use(
      answer(AdminProductImagesDocument, () => ({ staffProduct: { id: '7', product: { id: '7', name: NAME, slug: 'screen-grey-roller-blind', media } } })),
      http.post('*/admin/products/:id/images', ({ request, params }) => {
        const url = new URL(request.url);
        sent.push({ type: request.headers.get('content-type'), alt: url.searchParams.get('alt') });
        expect(params.id).toBe('7');
        media = [...media, photo];
        return HttpResponse.json({ image: photo }, { status: 201 });
      }),
    );
    const { user } = renderScreen(<ProductImagesPage />, { ...ROUTE, staff: BEHEER });
    expect(await list()).toHaveLength(2);
    expect(within((await list())[0]!).getByText(t.main)).toBeTruthy();

    // Without an alt text nothing is sent.
    const file = new File(['jpeg-bytes'], 'raam.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(t.upload.file), file);
    await user.click(screen.getByRole('button', { name: t.upload.submit }));
    expect(screen.getByLabelText(t.upload.alt)).toHaveProperty('ariaInvalid', 'true');
    expect(screen.getByText(t.upload.altRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(t.upload.alt), photo.alt);
    await user.click(screen.getByRole('button', { name: t.upload.submit }));
    expect(await screen.findByText(t.upload.done(photo.alt))).toBeTruthy();
    expect(sent).toEqual([{ type: 'image/jpeg', alt: photo.alt }]);
    await waitFor(async () => expect(await list()).toHaveLength(3));
    const added = (await list())[2]!;
    expect(within(added).getByText(t.position(3, 3))).toBeTruthy();
    expect(added.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(photo.sources[0]!.srcSet);
    expect((screen.getByLabelText(t.upload.alt) as HTMLInputElement).value).toBe('');
  }, 30_000);

  it('shows the server\'s refusal of a file under the file field', async () => {
    server.use(
      product(drawing(1)),
      http.post('*/admin/products/:id/images', () =>
        HttpResponse.json(
          { message: 'Dit bestand is geen JPEG-, PNG- of WebP-afbeelding, of het kan niet gelezen worden.', errors: [{ code: 'UNSUPPORTED_TYPE', field: ['file'], message: 'Dit bestand is geen JPEG-, PNG- of WebP-afbeelding, of het kan niet gelezen worden.' }] },
          { status: 415 },
        ),
      ),
    );
    const { user } = renderScreen(<ProductImagesPage />, { ...ROUTE, staff: BEHEER });
    await user.upload(await screen.findByLabelText(t.upload.file), new File(['geen foto'], 'foto.jpg', { type: 'image/jpeg' }));
    await user.type(screen.getByLabelText(t.upload.alt), 'Foto');
    await user.click(screen.getByRole('button', { name: t.upload.submit }));
    await waitFor(() => expect(screen.getByLabelText(t.upload.file)).toHaveProperty('ariaInvalid', 'true'));
    expect(screen.getByText('Dit bestand is geen JPEG-, PNG- of WebP-afbeelding, of het kan niet gelezen worden.')).toBeTruthy();
    expect(await list()).toHaveLength(1);
  });

  it('moves a picture, makes one the main image, saves an alt text and deletes one after asking', async () => {
    const calls: [string, unknown][] = [];
    const images = [drawing(1), drawing(2), drawing(3)];
    const payload = { images, userErrors: [] };
    server.use(
      product(...images),
      answer(AdminProductImageMoveDocument, (variables) => (calls.push(['move', variables]), { productImageMove: payload })),
      answer(AdminProductImageMakeMainDocument, (variables) => (calls.push(['main', variables]), { productImageMakeMain: payload })),
      answer(AdminProductImageAltDocument, (variables) => (calls.push(['alt', variables]), { productImageAltUpdate: payload })),
      answer(AdminProductImageDeleteDocument, (variables) => (calls.push(['delete', variables]), { productImageDelete: payload })),
    );
    const { user } = renderScreen(<ProductImagesPage />, { ...ROUTE, staff: BEHEER });
    const [first, second, third] = await list();
    expect((within(first!).getByRole('button', { name: t.move.upLabel(1) }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(first!).queryByRole('button', { name: t.makeMain.buttonLabel(1) })).toBeNull();

    await user.click(within(second!).getByRole('button', { name: t.move.downLabel(2) }));
    expect(await screen.findByText(t.move.moved(2, 3))).toBeTruthy();
    await user.click(within(third!).getByRole('button', { name: t.makeMain.buttonLabel(3) }));
    expect(await screen.findByText(t.makeMain.done(3))).toBeTruthy();

    const alt = within(second!).getByLabelText(t.altEdit.label(2));
    await user.clear(alt);
    await user.click(within(second!).getByRole('button', { name: t.altEdit.saveLabel(2) }));
    expect(within(second!).getByText(t.upload.altRequired)).toBeTruthy();
    await user.type(alt, 'Screen rolgordijn van dichtbij');
    await user.click(within(second!).getByRole('button', { name: t.altEdit.saveLabel(2) }));
    expect(await screen.findByText(t.altEdit.saved(2))).toBeTruthy();

    await user.click(within(third!).getByRole('button', { name: t.remove.buttonLabel(3) }));
    const dialog = await screen.findByRole('dialog', { name: t.remove.title(3) });
    expect(calls.some(([kind]) => kind === 'delete')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: t.remove.submit }));
    expect(await screen.findByText(t.remove.done(3))).toBeTruthy();

    expect(calls).toEqual([
      ['move', { input: { id: '2', position: 2 } }],
      ['main', { id: '3' }],
      ['alt', { input: { id: '2', alt: 'Screen rolgordijn van dichtbij' } }],
      ['delete', { id: '3' }],
    ]);
  }, 30_000);
});
