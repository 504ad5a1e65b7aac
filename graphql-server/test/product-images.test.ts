/**
 * Product pictures (issue 20 item 2): beheer uploads a photo with its alt text; the shop stores it as WebP and AVIF
 * in the widths the pages use (never wider than the photo), without its EXIF, turned upright, and serves the files
 * for a year by content-hashed names. A file that is no JPEG/PNG/WebP (whatever its name says), too large, too many
 * pixels or without alt text is refused with nothing stored. Reorder, main image, alt text and delete; other roles
 * are refused.
 *
 * Issue 30: all of it with the files in a folder and in an S3 bucket (media-stores.ts). A picture's files are there
 * for as long as a picture names them, whatever an upload and a delete of the same photo do at the same moment; what
 * no picture names is swept; a picture uploaded through one server process is served by another; a store that fails
 * answers 503 and is never remembered as missing.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDRAILS } from '../src/guardrails';
import { MEDIA_KEY, type MediaStorage } from '../src/product-images/media-storage';
import { StaffRole } from '../src/staff/permissions';
import { signInStaff, startTestApp, type TestApp } from './harness';
import { MEDIA_STORES, type TestStore } from './media-stores';

/** A store whose every call first waits for `before` (a test steers an upload and a delete through it). */
class SteeredStorage implements MediaStorage {
  before: (call: 'put' | 'has' | 'remove', key: string) => Promise<void> = async () => undefined;
  constructor(private readonly inner: MediaStorage) {}
  async put(key: string, data: Buffer) {
    await this.before('put', key);
    return this.inner.put(key, data);
  }
  async has(key: string) {
    await this.before('has', key);
    return this.inner.has(key);
  }
  async remove(key: string) {
    await this.before('remove', key);
    return this.inner.remove(key);
  }
  open(key: string) {
    return this.inner.open(key);
  }
  list() {
    return this.inner.list();
  }
}

const MEDIA = `media { id url alt width height isMain sources { type srcSet } }`;

type Uploaded = { id: string; url: string; alt: string; width: number; height: number; isMain: boolean; sources: { type: string; srcSet: string }[] };

/** A photo as a phone takes it: lying on its side with EXIF orientation 6, a camera name and a GPS position. */
async function sidewaysJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8a7f70' } })
    .composite([{ input: { create: { width: Math.round(width / 3), height, channels: 3, background: '#2f4858' } }, left: 0, top: 0 }])
    .jpeg()
    .withExif({ IFD0: { Make: 'Telefoon', Model: 'Lumina Test Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 3/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Each URL and width of a srcset. */
const entries = (srcSet: string) => srcSet.split(', ').map((entry) => ({ url: entry.split(' ')[0]!, width: Number(entry.split(' ')[1]!.replace('w', '')) }));

describe.each(MEDIA_STORES)('pictures kept in $kind', ({ create }) => {
  let app: TestApp;
  let staff: string;
  let store: TestStore;
  let steered: SteeredStorage;
  let productId: string;
  beforeAll(async () => {
    store = await create();
    steered = new SteeredStorage(store.open());
    app = await startTestApp({ services: () => ({ mediaStorage: steered }) });
    staff = await signInStaff(app.url, app.services);
    productId = await app.productId('blackout-grey-roller-blind');
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  const shopMedia = async () => (await app.gql(`query($id: ID!) { product(id: $id) { images ${MEDIA} } }`, { id: productId })).data.product;

  function upload(bytes: Buffer, options: { alt?: string; cookie?: string | null; type?: string; origin?: string; product?: string; via?: TestApp } = {}) {
    const query = options.alt === undefined ? '' : `?alt=${encodeURIComponent(options.alt)}`;
    const headers: Record<string, string> = { 'content-type': options.type ?? 'application/octet-stream' };
    if (options.cookie !== null) headers.cookie = options.cookie ?? staff;
    if (options.origin) headers.origin = options.origin;
    return fetch(`${(options.via ?? app).url}/admin/products/${options.product ?? productId}/images${query}`, { method: 'POST', headers, body: new Uint8Array(bytes) });
  }

  describe('an uploaded picture', () => {
    let uploaded: Uploaded;

    it('is stored upright, without EXIF, as AVIF and WebP in every page width up to its own, served for a year', async () => {
      const photo = await sidewaysJpeg(1100, 700);
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const res = await upload(photo, { alt: '  Screen rolgordijn in een zonnige woonkamer  ', type: 'image/jpeg' });
      expect(res.status).toBe(201);
      uploaded = ((await res.json()) as { image: Uploaded }).image;
      // Orientation 6 is a quarter turn: 1100 × 700 as stored becomes 700 × 1100 as shown.
      expect(uploaded).toMatchObject({ alt: 'Screen rolgordijn in een zonnige woonkamer', width: 700, height: 1100, isMain: false });
      expect(uploaded.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);

      for (const source of uploaded.sources) {
        const files = entries(source.srcSet);
        expect(files.map((f) => f.width)).toEqual([320, 640, 700]);
        for (const file of files) {
          expect(file.url).toMatch(/^\/media\/[0-9a-f]{24}-\d+\.(avif|webp)$/);
          const served = await app.fetch(file.url);
          expect(served.status).toBe(200);
          expect(served.headers.get('content-type')).toBe(source.type);
          expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
          const bytes = Buffer.from(await served.arrayBuffer());
          expect(served.headers.get('content-length')).toBe(String(bytes.length));
          const meta = await sharp(bytes).metadata();
          expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
            format: source.type === 'image/avif' ? 'heif' : 'webp',
            width: file.width,
            height: Math.round((file.width * 1100) / 700),
          });
          expect([meta.exif, meta.orientation]).toEqual([undefined, undefined]);
        }
      }
      // Nothing but the variants is kept: no original with its EXIF.
      expect(await store.names()).toEqual(uploaded.sources.flatMap((s) => entries(s.srcSet).map((f) => f.url.slice('/media/'.length))).sort());
      expect(uploaded.url).toBe(entries(uploaded.sources[1]!.srcSet)[2]!.url);
    });

    it('comes last on the product, in its media and in its image URLs', async () => {
      const product = await shopMedia();
      expect(product.media.at(-1)).toEqual(uploaded);
      expect(product.media[0]).toMatchObject({ url: '/images/products/blackout-grey-roller-blind/1.svg', alt: 'Verduisterend rolgordijn – Grijs, afbeelding 1', width: 800, height: 600, isMain: true, sources: [] });
      expect(product.images).toEqual(product.media.map((m: Uploaded) => m.url));
    });

    it('is never made wider than 1600 px, nor wider than the photo', async () => {
      const wide = await sharp({ create: { width: 1700, height: 120, channels: 3, background: '#d9cbb5' } }).png().toBuffer();
      const res = await upload(wide, { alt: 'Stofstaal in zandkleur', type: 'image/png' });
      const image = ((await res.json()) as { image: Uploaded }).image;
      expect(image.sources.map((s) => entries(s.srcSet).map((f) => f.width))).toEqual([
        [320, 640, 960, 1280, 1600],
        [320, 640, 960, 1280, 1600],
      ]);
      expect([image.width, image.height]).toEqual([1700, 120]);
      expect((await app.gql(`mutation($id: ID!) { productImageDelete(id: $id) { userErrors { code } } }`, { id: image.id }, { cookie: staff })).data.productImageDelete.userErrors).toEqual([]);
    });
  });

  describe('an upload that is refused stores nothing', () => {
    const refusal = async (res: Response) => ({ status: res.status, body: (await res.json()) as { message: string; errors?: { code: string }[] } });
    let before: string[];
    beforeAll(async () => {
      before = (await shopMedia()).media.map((m: Uploaded) => m.id);
    });

    it('a text file named and sent as a JPEG, or an empty body', async () => {
      const text = Buffer.from('Dit is geen foto, maar een tekstbestand met de naam foto.jpg.\n');
      const { status, body } = await refusal(await upload(text, { alt: 'Foto', type: 'image/jpeg' }));
      expect(status).toBe(415);
      expect(body).toEqual({
        message: 'Dit bestand is geen JPEG-, PNG- of WebP-afbeelding, of het kan niet gelezen worden.',
        errors: [{ code: 'UNSUPPORTED_TYPE', field: ['file'], message: 'Dit bestand is geen JPEG-, PNG- of WebP-afbeelding, of het kan niet gelezen worden.' }],
      });
      expect((await refusal(await upload(Buffer.alloc(0), { alt: 'Foto' }))).status).toBe(415);
      // A GIF is a picture, but not one of the three.
      const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).gif().toBuffer();
      expect((await refusal(await upload(gif, { alt: 'Foto', type: 'image/jpeg' }))).body.errors?.[0]?.code).toBe('UNSUPPORTED_TYPE');
    });

    it('a file over 10 MB, or a picture over 40 megapixels', async () => {
      const big = await refusal(await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1), { alt: 'Foto' }));
      expect([big.status, big.body.message, big.body.errors?.[0]?.code]).toEqual([413, 'Dit bestand is te groot: hoogstens 10 MB.', 'TOO_LARGE']);
      const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
      expect(huge.length).toBeLessThan(10 * 1024 * 1024);
      const pixels = await refusal(await upload(huge, { alt: 'Foto' }));
      expect([pixels.status, pixels.body.message]).toEqual([400, 'Deze afbeelding is te groot: hoogstens 40 megapixel. Verklein ze en probeer opnieuw.']);
    });

    it('without alt text, for an unknown product, or from another site', async () => {
      const photo = await sidewaysJpeg(400, 300);
      for (const alt of [undefined, '   ']) {
        const { status, body } = await refusal(await upload(photo, { alt }));
        expect([status, body.errors]).toEqual([400, [{ code: 'ALT_REQUIRED', field: ['alt'], message: 'Beschrijf wat de afbeelding toont (alt-tekst); dat is verplicht.' }]]);
      }
      expect((await refusal(await upload(photo, { alt: 'x'.repeat(251) }))).body.errors?.[0]?.code).toBe('ALT_TOO_LONG');
      expect((await refusal(await upload(photo, { alt: 'Foto', product: '999999' }))).status).toBe(404);
      expect((await refusal(await upload(photo, { alt: 'Foto', origin: 'https://andere-site.example' }))).status).toBe(403);
      expect((await refusal(await upload(photo, { alt: 'Foto', type: 'text/plain' }))).status).toBe(415);
    });

    it('from a role other than beheer, or without a session', async () => {
      const photo = await sidewaysJpeg(400, 300);
      for (const role of [StaffRole.ATELIER, StaffRole.KLANTENSERVICE]) {
        const cookie = await signInStaff(app.url, app.services, { email: `${role}@lumina.test`, password: `een-lang-${role}-wachtwoord`, role });
        expect((await upload(photo, { alt: 'Foto', cookie })).status).toBe(403);
        const { errors } = await app.gql(`mutation($id: ID!) { productImageDelete(id: $id) { userErrors { code } } }`, { id: before[0] }, { cookie });
        expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect((await upload(photo, { alt: 'Foto', cookie: null })).status).toBe(401);
    });

    afterAll(async () => {
      expect((await shopMedia()).media.map((m: Uploaded) => m.id)).toEqual(before);
    });
  });

  describe('the media path', () => {
    it('answers 404 for an unknown file, a path outside the folder or a name that is no media key', async () => {
      await store.putRaw('geheim.txt', Buffer.from('niet voor het publiek'));
      for (const url of ['/media/000000000000000000000000-320.webp', '/media/..%2Fgeheim.txt', '/media/geheim.txt', '/media/..%5Cgeheim.txt', '/media/a/b.webp']) {
        const res = await app.fetch(url);
        expect(res.status, url).toBe(404);
        expect(res.headers.get('content-type'), url).toMatch(/^application\/json/);
        // Never kept: the file may be there a moment later.
        expect(res.headers.get('cache-control'), url).toBe('no-store');
      }
    });
  });

  describe('staff arrange the pictures', () => {
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const { data, errors } = await app.gql(query, variables, { cookie: staff });
      expect(errors).toBeUndefined();
      return Object.values(data as object)[0] as { images: Uploaded[]; userErrors: { code: string; field: string[] | null; message: string }[] };
    };
    const move = (id: string, position: number) =>
      gql(`mutation($input: ProductImageMoveInput!) { productImageMove(input: $input) { images { id isMain } userErrors { code field message } } }`, { input: { id, position } });
    const makeMain = (id: string) => gql(`mutation($id: ID!) { productImageMakeMain(id: $id) { images { id isMain url } userErrors { code } } }`, { id });
    const setAlt = (id: string, alt: string) =>
      gql(`mutation($input: ProductImageAltInput!) { productImageAltUpdate(input: $input) { images { id alt } userErrors { code field message } } }`, { input: { id, alt } });
    const remove = (id: string) => gql(`mutation($id: ID!) { productImageDelete(id: $id) { images { id isMain } userErrors { code field message } } }`, { id });

    it('move one, make one the main image, change an alt text and delete one; the shop follows', async () => {
      const ids = (await shopMedia()).media.map((m: Uploaded) => m.id) as string[];
      expect(ids).toHaveLength(4);
      const photo = ids[3]!;

      const moved = await move(photo, 1);
      expect(moved.images.map((i) => i.id)).toEqual([ids[0], photo, ids[1], ids[2]]);
      expect((await move(photo, 4)).userErrors).toEqual([{ code: 'INVALID_POSITION', field: ['input', 'position'], message: 'Kies een positie van 0 (hoofdafbeelding) tot 3.' }]);

      const main = await makeMain(photo);
      expect(main.images.map((i) => [i.id, i.isMain])).toEqual([[photo, true], [ids[0], false], [ids[1], false], [ids[2], false]]);
      const shop = await shopMedia();
      expect(shop.media[0].id).toBe(photo);
      expect(shop.images[0]).toMatch(/^\/media\/.*-700\.webp$/);

      expect((await setAlt(photo, 'Grijs screen rolgordijn voor een groot raam')).images[0]).toEqual({ id: photo, alt: 'Grijs screen rolgordijn voor een groot raam' });
      expect((await setAlt(photo, '  ')).userErrors).toEqual([{ code: 'ALT_REQUIRED', field: ['input', 'alt'], message: 'Beschrijf wat de afbeelding toont (alt-tekst); dat is verplicht.' }]);
      expect((await shopMedia()).media[0].alt).toBe('Grijs screen rolgordijn voor een groot raam');

      const files = shop.media[0].sources.flatMap((s: Uploaded['sources'][number]) => entries(s.srcSet).map((f) => f.url));
      const removed = await remove(photo);
      expect(removed.images.map((i) => [i.id, i.isMain])).toEqual([[ids[0], true], [ids[1], false], [ids[2], false]]);
      for (const url of files) expect((await app.fetch(url)).status).toBe(404);
      expect((await remove(photo)).userErrors).toEqual([{ code: 'IMAGE_NOT_FOUND', field: ['id'], message: 'Deze afbeelding bestaat niet (meer). Herlaad de lijst.' }]);
      expect((await shopMedia()).images).toEqual([1, 2, 3].map((n) => `/images/products/blackout-grey-roller-blind/${n}.svg`));
    });

    it('lists every card\'s pictures in one answer', async () => {
      const nodes = (await app.gql(`{ products(first: 30) { nodes { slug media { alt isMain } } } }`)).data.products.nodes as { slug: string; media: { alt: string; isMain: boolean }[] }[];
      expect(nodes.length).toBeGreaterThan(5);
      for (const node of nodes) expect(node.media[0]?.isMain, node.slug).toBe(true);
    });
  });

  describe('an upload and a delete of the same photo at once', () => {
    // On a product of its own, with a small photo: two widths, so four files (each AVIF and WebP).
    let other: string;
    let current: Uploaded;
    const photo = sharp({ create: { width: 330, height: 220, channels: 3, background: '#c8b79e' } }).png().toBuffer();
    beforeAll(async () => {
      other = await app.productId('blackout-white-roller-blind');
    });

    const add = async () => {
      const res = await upload(await photo, { alt: 'Stofstaal in zandkleur', product: other });
      expect(res.status).toBe(201);
      return ((await res.json()) as { image: Uploaded }).image;
    };
    const drop = async (id: string) => {
      const { data, errors } = await app.gql(`mutation($id: ID!) { productImageDelete(id: $id) { userErrors { code } } }`, { id }, { cookie: staff });
      expect(errors).toBeUndefined();
      expect(data.productImageDelete.userErrors).toEqual([]);
    };
    /** Every file the picture names is served. */
    const expectServed = async (image: Uploaded) => {
      const urls = image.sources.flatMap((s) => entries(s.srcSet).map((f) => f.url));
      expect(urls).toHaveLength(4);
      const statuses = await Promise.all(urls.map(async (url) => [url, (await app.fetch(url)).status]));
      expect(statuses).toEqual(urls.map((url) => [url, 200]));
    };
    /** Settles when `work` has, or when a statement in the app's database waits for a lock (polled). */
    const settledOrWaiting = async (work: Promise<unknown>) => {
      let settled = false;
      const done = work.then(
        () => void (settled = true),
        () => void (settled = true),
      );
      while (!settled) {
        const [{ waiting }] = (await app.ds.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )) as [{ waiting: number }];
        if (waiting) return;
        await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5))]);
      }
    };

    it('never leaves a picture without its files, whichever of the upload\'s store calls the delete comes at (2 × 10 rounds)', async () => {
      current = await add();
      for (let round = 0; round < 2; round++) {
        // The upload writes its four files, then checks them under their locks; at its k-th call the delete of the
        // picture before it (the same files) runs until it is done or waits for a lock; k past the last call: after it.
        for (let k = 1; k <= 10; k++) {
          const previous = current;
          let calls = 0;
          let deleted: Promise<void> | undefined;
          steered.before = async (call) => {
            if (call === 'remove' || ++calls !== k) return;
            deleted = drop(previous.id);
            await settledOrWaiting(deleted);
          };
          current = await add();
          steered.before = async () => undefined;
          await (deleted ?? drop(previous.id));
          await expectServed(current);
        }
      }
    });

    it('writes a file again that a delete removed while the upload waited for it', async () => {
      const previous = current;
      let removing!: () => void;
      let release!: () => void;
      const removingNow = new Promise<void>((resolve) => (removing = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      let first = true;
      steered.before = async (call) => {
        if (call !== 'remove' || !first) return;
        first = false;
        removing();
        await released;
      };
      const deleted = drop(previous.id);
      // The delete has committed and is about to remove the first file, which no picture names any more.
      await removingNow;
      const uploaded = add();
      // The upload has written its files and waits for that one's lock.
      await settledOrWaiting(uploaded);
      release();
      [current] = await Promise.all([uploaded, deleted]);
      steered.before = async () => undefined;
      await expectServed(current);
    });

    it('never leaves a picture without its files when both simply run at once (10 rounds)', async () => {
      for (let round = 0; round < 10; round++) {
        const previous = current;
        [current] = await Promise.all([add(), drop(previous.id)]);
        await expectServed(current);
      }
    });

    it('keeps exactly the files the pictures name', async () => {
      const named = (await app.ds.query(`SELECT DISTINCT v->>'key' AS key FROM product_image, jsonb_array_elements(variants) AS v ORDER BY 1`)) as { key: string }[];
      expect((await store.names()).filter((name) => MEDIA_KEY.test(name))).toEqual(named.map((row) => row.key));
    });
  });

  describe('the files no picture names', () => {
    it('are swept once they are older than the grace period, and only they', async () => {
      // What an upload that stopped half-way leaves: a file no picture names.
      const orphan = `${'ab'.repeat(12)}-320.webp`;
      await store.putRaw(orphan, await sharp({ create: { width: 320, height: 200, channels: 3, background: '#fff' } }).webp().toBuffer());
      expect((await app.fetch(`/media/${orphan}`)).status).toBe(200);
      const before = await store.names();
      expect(before).toContain(orphan);
      // Just written: it may belong to an upload under way.
      expect(await app.services.productImages.sweep()).toBe(0);
      expect(await store.names()).toEqual(before);
      const later = new Date(Date.now() + (GUARDRAILS.housekeeping.mediaGraceMinutes + 1) * 60_000);
      expect(await app.services.productImages.sweep(later)).toBe(1);
      expect(await store.names()).toEqual(before.filter((name) => name !== orphan));
      expect((await app.fetch(`/media/${orphan}`)).status).toBe(404);
    });
  });

  describe('a second server process on the same database and store', () => {
    it('serves a picture uploaded through the first, and its delete removes the files for both', async () => {
      const second = await startTestApp({ sameDatabaseAs: app, services: () => ({ mediaStorage: store.open() }) });
      try {
        const photo = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#5b6b5a' } }).jpeg().toBuffer();
        const res = await upload(photo, { alt: 'Rolgordijn in olijfgroen' });
        expect(res.status).toBe(201);
        const image = ((await res.json()) as { image: Uploaded }).image;
        const urls = image.sources.flatMap((s) => entries(s.srcSet).map((f) => f.url));
        for (const url of urls) {
          const [there, here] = await Promise.all([app.fetch(url), second.fetch(url)]);
          expect([here.status, here.headers.get('content-type')]).toEqual([200, there.headers.get('content-type')]);
          expect(Buffer.from(await here.arrayBuffer()).equals(Buffer.from(await there.arrayBuffer()))).toBe(true);
        }
        const { data } = await second.gql(`mutation($id: ID!) { productImageDelete(id: $id) { userErrors { code } } }`, { id: image.id }, { cookie: staff });
        expect(data.productImageDelete.userErrors).toEqual([]);
        for (const url of urls) expect((await app.fetch(url)).status).toBe(404);
      } finally {
        await second.close();
      }
    });
  });

  describe('a store that fails', () => {
    it('answers 503 no-store with Retry-After for a picture and an upload, never a 404 or a 500; a delete leaves its files to the sweep', async () => {
      const down = await startTestApp({ sameDatabaseAs: app, services: () => ({ mediaStorage: store.broken() }) });
      try {
        const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#9c6644' } }).jpeg().toBuffer();
        const image = ((await (await upload(photo, { alt: 'Rolgordijn in roestbruin' })).json()) as { image: Uploaded }).image;
        const url = image.url;
        const unavailable = async (res: Response) => ({
          status: res.status,
          cacheControl: res.headers.get('cache-control'),
          retryAfter: res.headers.get('retry-after'),
          body: (await res.json()) as unknown,
        });
        const expected = {
          status: 503,
          cacheControl: 'no-store',
          retryAfter: String(GUARDRAILS.retryAfterSeconds),
          body: { message: 'De opslag van de afbeeldingen is even niet bereikbaar; er is niets gewijzigd. Probeer het over enkele seconden opnieuw.' },
        };
        expect(await unavailable(await down.fetch(url))).toEqual(expected);
        expect((await down.fetch(url, { method: 'HEAD' })).status).toBe(503);

        const before = (await shopMedia()).media;
        expect(await unavailable(await upload(await sidewaysJpeg(500, 400), { alt: 'Foto', via: down }))).toEqual(expected);
        expect((await shopMedia()).media).toEqual(before);

        // The picture goes (its row), its files stay until the sweep, which a working process does.
        const { data } = await down.gql(`mutation($id: ID!) { productImageDelete(id: $id) { userErrors { code } } }`, { id: image.id }, { cookie: staff });
        expect(data.productImageDelete.userErrors).toEqual([]);
        expect((await shopMedia()).media.map((m: Uploaded) => m.id)).not.toContain(image.id);
        expect((await app.fetch(url)).status).toBe(200);
        const later = new Date(Date.now() + (GUARDRAILS.housekeeping.mediaGraceMinutes + 1) * 60_000);
        expect(await app.services.productImages.sweep(later)).toBe(image.sources.flatMap((s) => entries(s.srcSet)).length);
        expect((await app.fetch(url)).status).toBe(404);
      } finally {
        await down.close();
      }
    });
  });
});
