/**
 * Product pictures (issue 20 item 2): staff upload a photo with its alt text; it is checked and encoded
 * (image-processing.ts), its files stored (media-storage.ts) and a row added at the end of the product's pictures.
 * Staff change the alt text, move a picture (position 0 is the main image) and delete one. Each change is made under
 * the product's row lock, renumbers the positions 0…n-1, writes product.images (every picture's one URL, in
 * order, for the cart, checkout and REST) and is recorded in the product's history.
 *
 * Files and rows (issue 30): a picture is seen through its row, so its files are written first and the row commits
 * after them; a file is removed only when no row names it. Files are named by their content, so two pictures of the
 * same photo share their files, and an upload and a delete of the same photo can meet on one file. They are kept
 * apart by a PostgreSQL advisory lock per file name (`fileLock`): the transaction that adds a row holds it shared
 * from before it checks that the file is there (writing it again when it is not) until it commits; a removal holds
 * it alone while it looks for a row naming the file and deletes the file. So either the removal comes first and the
 * upload finds the file gone and writes it again, or the upload's row is committed before the removal looks. Files no
 * row names (an upload that failed half-way, a removal the store refused) are removed by `sweep` (housekeeping) once
 * they are older than GUARDRAILS.housekeeping.mediaGraceMinutes, under the same lock.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { texts } from '@lumina/schema';
import { GUARDRAILS } from '../guardrails';
import { encodeImage, fallbackVariant, MAX_INPUT_PIXELS, type EncodedImage } from './image-processing';
import { MEDIA_TYPES, type MediaStorage } from './media-storage';
import { ProductImage, ProductImageRow, type ImageVariant } from './product-image.entity';
import type { ProductImageUserError } from './product-image.types';

export const MAX_ALT_LENGTH = 250;
export const MAX_IMAGES_PER_PRODUCT = 12;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const t = texts.productImages;
const ID = /^\d{1,9}$/;

/** The advisory lock of one stored file (hashtext: a collision only makes two files wait for each other). */
const fileLock = (mode: 'shared' | 'alone') => `SELECT pg_advisory_xact_lock${mode === 'shared' ? '_shared' : ''}(hashtext('media:' || k)) FROM unnest($1::text[]) AS k`;

/** Which of these file names no picture names (one index lookup each: product_image_variants_idx). */
const UNNAMED = `SELECT k FROM unnest($1::text[]) AS k
  WHERE NOT EXISTS (SELECT 1 FROM product_image WHERE variants @> jsonb_build_array(jsonb_build_object('key', k)))`;

type Outcome = { images: ProductImage[]; userErrors: ProductImageUserError[] };

export const mediaUrl = (key: string) => `/media/${key}`;

/** A row as the API shows it. */
function view(row: ProductImageRow): ProductImage {
  const sources = (['avif', 'webp'] as const)
    .map((format) => {
      const variants = row.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
      return { type: MEDIA_TYPES[format], srcSet: variants.map((v) => `${mediaUrl(v.key)} ${v.width}w`).join(', ') };
    })
    .filter((s) => s.srcSet);
  const fallback = fallbackVariant(row.variants);
  return {
    id: String(row.id),
    url: row.url ?? mediaUrl(fallback!.key),
    alt: row.alt,
    width: row.width,
    height: row.height,
    isMain: row.position === 0,
    sources,
  };
}

function error(code: ProductImageUserError['code'], field: string[] | null, message: string): Outcome {
  return { images: [], userErrors: [{ code, field, message }] };
}

/** The alt text as stored, or the error that refuses it. */
function checkAlt(alt: string | null | undefined, field: string[]): string | ProductImageUserError {
  const trimmed = alt?.trim() ?? '';
  if (!trimmed) return { code: 'ALT_REQUIRED', field, message: t.altRequired };
  if (trimmed.length > MAX_ALT_LENGTH) return { code: 'ALT_TOO_LONG', field, message: t.altTooLong(MAX_ALT_LENGTH) };
  return trimmed;
}

export class ProductImageService {
  constructor(
    private readonly ds: DataSource,
    readonly storage: MediaStorage,
    /** Told of a file that could not be removed after its picture was (the sweep tries again later). */
    private readonly onRemoveFailed: (key: string, error: unknown) => void = () => undefined,
  ) {}

  /** Every picture of these products, main image first (one query for a whole list of cards). */
  async forProducts(productIds: readonly number[]): Promise<Map<number, ProductImage[]>> {
    const rows = productIds.length
      ? await this.ds.getRepository(ProductImageRow).createQueryBuilder('i').where('i.product_id = ANY(:ids)', { ids: [...productIds] }).orderBy('i.position').addOrderBy('i.id').getMany()
      : [];
    const byProduct = new Map<number, ProductImage[]>(productIds.map((id) => [id, []]));
    for (const row of rows) byProduct.get(row.productId)?.push(view(row));
    return byProduct;
  }

  private async list(em: EntityManager, productId: number): Promise<ProductImageRow[]> {
    return em.getRepository(ProductImageRow).find({ where: { productId }, order: { position: 'ASC', id: 'ASC' } });
  }

  /** Locks the product, runs `change` on its pictures and stores the new order; null when the product is unknown. */
  private async change(
    productId: number,
    staff: string,
    change: (rows: ProductImageRow[], em: EntityManager) => Promise<ProductImageRow[] | ProductImageUserError>,
  ): Promise<Outcome> {
    return this.ds.transaction(async (em) => {
      const [product] = (await em.query('SELECT images FROM product WHERE id = $1 FOR UPDATE', [productId])) as { images: string[] }[];
      if (!product) return error('PRODUCT_NOT_FOUND', ['productId'], t.productNotFound);
      const next = await change(await this.list(em, productId), em);
      if (!Array.isArray(next)) return { images: (await this.list(em, productId)).map(view), userErrors: [next] };
      for (const [position, row] of next.entries()) {
        if (row.position !== position) await em.update(ProductImageRow, { id: row.id }, { position });
        row.position = position;
      }
      const urls = next.map((row) => view(row).url);
      if (urls.join('\n') !== product.images.join('\n')) {
        await em.query('UPDATE product SET images = $2 WHERE id = $1', [productId, urls]);
        await this.record(em, productId, { images: { from: product.images, to: urls } }, staff);
      }
      return { images: next.map(view), userErrors: [] };
    });
  }

  private async record(em: EntityManager, productId: number, changes: Record<string, { from: unknown; to: unknown }>, staff: string): Promise<void> {
    await em.query('INSERT INTO product_change (product_id, changes, changed_by) VALUES ($1, $2::jsonb, $3)', [productId, JSON.stringify(changes), staff]);
  }

  /** The product id of a picture, for the mutations that name only the picture. */
  private async productOf(imageId: string): Promise<number | null> {
    if (!ID.test(imageId.trim())) return null;
    const [row] = (await this.ds.query('SELECT product_id FROM product_image WHERE id = $1', [Number(imageId.trim())])) as { product_id: number }[];
    return row?.product_id ?? null;
  }

  /**
   * Checks and encodes the bytes (outside any transaction: it takes seconds), stores the files and adds the picture
   * last. Refused with nothing stored: an unknown product, no alt text, a file that is no JPEG/PNG/WebP, too many pixels.
   */
  async upload(productIdText: string, bytes: Buffer, altText: string | undefined, staff: string): Promise<{ image: ProductImage | null; userErrors: ProductImageUserError[] }> {
    const productId = ID.test(productIdText) ? Number(productIdText) : -1;
    const refused = (e: Outcome) => ({ image: null, userErrors: e.userErrors });
    const alt = checkAlt(altText, ['alt']);
    if (typeof alt !== 'string') return { image: null, userErrors: [alt] };
    const [known] = (await this.ds.query('SELECT 1 FROM product WHERE id = $1', [productId])) as unknown[];
    if (!known) return refused(error('PRODUCT_NOT_FOUND', ['productId'], t.productNotFound));
    const [{ count }] = (await this.ds.query('SELECT count(*)::int AS count FROM product_image WHERE product_id = $1', [productId])) as [{ count: number }];
    if (count >= MAX_IMAGES_PER_PRODUCT) return refused(error('TOO_MANY_IMAGES', null, t.tooManyImages(MAX_IMAGES_PER_PRODUCT)));

    const encoded = await encodeImage(bytes);
    if (encoded === 'UNSUPPORTED_TYPE') return refused(error('UNSUPPORTED_TYPE', ['file'], t.unsupportedType));
    if (encoded === 'TOO_MANY_PIXELS') return refused(error('TOO_MANY_PIXELS', ['file'], t.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000)));
    // Written before any lock is taken (many files, the slow part); whether they are still there is checked below.
    await Promise.all(encoded.variants.map((variant) => this.storage.put(variant.key, variant.data)));
    const variants: ImageVariant[] = encoded.variants.map(({ format, width, height, key, bytes: size }) => ({ format, width, height, key, bytes: size }));

    let added: ProductImageRow | undefined;
    const outcome = await this.change(productId, staff, async (rows, em) => {
      if (rows.length >= MAX_IMAGES_PER_PRODUCT) return { code: 'TOO_MANY_IMAGES', field: null, message: t.tooManyImages(MAX_IMAGES_PER_PRODUCT) };
      await this.keepFiles(em, encoded.variants);
      added = await em.save(em.create(ProductImageRow, { productId, position: rows.length, alt, width: encoded.width, height: encoded.height, url: null, variants, createdBy: staff }));
      return [...rows, added];
    });
    if (outcome.userErrors.length) {
      await this.removeUnused(variants.map((v) => v.key));
      return refused(outcome);
    }
    return { image: outcome.images.find((i) => i.id === String(added!.id)) ?? null, userErrors: [] };
  }

  async setAlt(imageId: string, altText: string, staff: string): Promise<Outcome> {
    const alt = checkAlt(altText, ['input', 'alt']);
    if (typeof alt !== 'string') return { images: [], userErrors: [alt] };
    return this.withImage(imageId, ['input', 'id'], staff, async (rows, row, em) => {
      if (row.alt !== alt) {
        await em.update(ProductImageRow, { id: row.id }, { alt, updatedBy: staff, updatedAt: new Date() });
        await this.record(em, row.productId, { [`imageAlt ${row.id}`]: { from: row.alt, to: alt } }, staff);
        row.alt = alt;
      }
      return rows;
    });
  }

  async move(imageId: string, position: number, staff: string, field: string[] = ['input', 'position']): Promise<Outcome> {
    return this.withImage(imageId, [...field.slice(0, -1), 'id'], staff, async (rows, row, em) => {
      if (!Number.isInteger(position) || position < 0 || position >= rows.length) return { code: 'INVALID_POSITION', field, message: t.invalidPosition(rows.length - 1) };
      const next = rows.filter((r) => r.id !== row.id);
      next.splice(position, 0, row);
      if (next.some((r, i) => r.position !== i)) await em.update(ProductImageRow, { id: row.id }, { updatedBy: staff, updatedAt: new Date() });
      return next;
    });
  }

  async remove(imageId: string, staff: string): Promise<Outcome> {
    let removed: ImageVariant[] = [];
    const outcome = await this.withImage(imageId, ['id'], staff, async (rows, row, em) => {
      await em.delete(ProductImageRow, { id: row.id });
      removed = row.variants;
      return rows.filter((r) => r.id !== row.id);
    });
    // After the commit: until then the row still names the files.
    if (!outcome.userErrors.length) await this.removeUnused(removed.map((v) => v.key));
    return outcome;
  }

  private async withImage(
    imageId: string,
    field: string[],
    staff: string,
    change: (rows: ProductImageRow[], row: ProductImageRow, em: EntityManager) => Promise<ProductImageRow[] | ProductImageUserError>,
  ): Promise<Outcome> {
    const productId = await this.productOf(imageId);
    const notFound = error('IMAGE_NOT_FOUND', field, t.imageNotFound);
    if (productId === null) return notFound;
    const outcome = await this.change(productId, staff, async (rows, em) => {
      const row = rows.find((r) => String(r.id) === imageId.trim());
      return row ? change(rows, row, em) : notFound.userErrors[0]!;
    });
    return outcome;
  }

  /**
   * In the transaction that adds a picture: holds its files' locks until the commit and writes again any file that is
   * gone (a removal or the sweep took it after it was written above, before a row named it).
   */
  private async keepFiles(em: EntityManager, files: EncodedImage['variants']): Promise<void> {
    await em.query(fileLock('shared'), [files.map((f) => f.key)]);
    await Promise.all(files.map(async (f) => (await this.storage.has(f.key)) || (await this.storage.put(f.key, f.data))));
  }

  /**
   * Removes each of these files that no picture names; returns how many were removed. A file the store fails to
   * remove is reported (onRemoveFailed) and left to the sweep: the change that let it go has been made.
   */
  private async removeUnused(keys: readonly string[]): Promise<number> {
    let removed = 0;
    for (const key of keys) {
      try {
        removed += await this.ds.transaction(async (em) => {
          await em.query(fileLock('alone'), [[key]]);
          // A statement of its own, after the lock: it sees every row committed while this removal waited.
          const unnamed = (await em.query(UNNAMED, [[key]])) as unknown[];
          if (!unnamed.length) return 0;
          await this.storage.remove(key);
          return 1;
        });
      } catch (error) {
        this.onRemoveFailed(key, error);
      }
    }
    return removed;
  }

  /**
   * Removes the stored files no picture names that were written before `now` less the grace period (housekeeping):
   * what a failed upload or a refused removal left. Returns how many were removed. A younger file may belong to an
   * upload under way; it would be written again, but there is no need to race it.
   */
  async sweep(now: Date = new Date()): Promise<number> {
    const before = now.getTime() - GUARDRAILS.housekeeping.mediaGraceMinutes * 60_000;
    let removed = 0;
    let batch: string[] = [];
    const flush = async () => {
      const unnamed = (await this.ds.query(UNNAMED, [batch])) as { k: string }[];
      batch = [];
      removed += await this.removeUnused(unnamed.map((row) => row.k));
    };
    for await (const file of this.storage.list()) {
      if (file.modified.getTime() < before) batch.push(file.key);
      if (batch.length >= GUARDRAILS.housekeeping.batchSize) await flush();
    }
    if (batch.length) await flush();
    return removed;
  }
}
