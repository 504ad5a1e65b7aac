/**
 * An uploaded picture becomes WebP and AVIF in the widths the pages draw it (sharp, libvips). The type is read from
 * the bytes (never the file name or the Content-Type), the pixel count is capped before anything is decoded,
 * the EXIF orientation is applied and every bit of metadata (EXIF, GPS, XMP, ICC names) is left out of the output.
 *
 * Encoding is CPU work: sharp runs it off the event loop, one upload at a time (`queue`) with libvips on one thread,
 * so the other core keeps answering shoppers while a large photo is being encoded.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImageVariant } from './product-image.entity';

/**
 * Widths drawn on the pages: a thumbnail (≈ 100–200 px), a card (≈ 300–400 px), the product page's picture (≈ 540 px
 * at 1280 px, the full phone width at 390 px), each at 1×–3× density; 1600 covers a 2× desktop product page.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1600] as const;
/** 40 megapixels: a 7000 × 5700 photo; a larger one (or a decompression bomb) is refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The width of the variant `url` names (one <img src> for clients without srcset, the cart and checkout). */
const FALLBACK_WIDTH = 960;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

sharp.concurrency(1);

export type ImageProblem = 'UNSUPPORTED_TYPE' | 'TOO_MANY_PIXELS';

export interface EncodedImage {
  width: number;
  height: number;
  variants: (ImageVariant & { data: Buffer })[];
}

/** The widths to store for a picture `width` px wide: every page width up to it, and its own when it falls between. */
export function widthsFor(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  if (width < IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]! && !widths.includes(width)) widths.push(width);
  return widths;
}

/** Looks at the bytes only: JPEG, PNG or WebP within the pixel cap, else why not. */
async function inspect(bytes: Buffer): Promise<{ width: number; height: number } | ImageProblem> {
  let meta: sharp.Metadata;
  try {
    // Only the header is read here; the pixel cap is checked below and again by every decode.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return 'UNSUPPORTED_TYPE';
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) return 'UNSUPPORTED_TYPE';
  if (meta.width * meta.height > MAX_INPUT_PIXELS) return 'TOO_MANY_PIXELS';
  // Width and height as shown: a portrait photo taken sideways (EXIF orientation 5–8) swaps them.
  return meta.autoOrient ?? { width: meta.width, height: meta.height };
}

let queue: Promise<unknown> = Promise.resolve();

/** One upload's encoding after the previous one's (a failed one does not stop the next). */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** The stored variants of an upload, or why it is refused. Nothing is written here (see MediaStorage). */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage | ImageProblem> {
  const size = await inspect(bytes);
  if (typeof size === 'string') return size;
  return oneAtATime(async () => {
    const variants: EncodedImage['variants'] = [];
    for (const width of widthsFor(size.width)) {
      // failOn 'error': a truncated file is refused rather than stored half grey.
      const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient().resize({ width, withoutEnlargement: true });
      for (const format of ['avif', 'webp'] as const) {
        const encoder = format === 'avif' ? base.clone().avif({ quality: 55, effort: 3 }) : base.clone().webp({ quality: 80, effort: 4 });
        const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
        const hash = createHash('sha256').update(data).digest('hex').slice(0, 24);
        variants.push({ format, width: info.width, height: info.height, key: `${hash}-${info.width}.${format}`, bytes: data.length, data });
      }
    }
    return { width: size.width, height: size.height, variants };
  }).catch((): ImageProblem => 'UNSUPPORTED_TYPE');
}

/** The variant an <img src> names: the WebP of at most FALLBACK_WIDTH, else the narrowest WebP. */
export function fallbackVariant(variants: readonly ImageVariant[]): ImageVariant | undefined {
  const webp = variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  return webp.filter((v) => v.width <= FALLBACK_WIDTH).pop() ?? webp[0];
}
