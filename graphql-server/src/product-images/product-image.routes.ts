/**
 * `POST /admin/products/:id/images?alt=…` takes one picture as the request's body (beheer; staff/permissions.ts),
 * and `GET /media/:key` serves the stored files to everyone, for a year (a file's name is its content's hash), from
 * whichever store holds them (media-storage.ts), streamed. A store that fails answers 503 (http/app.ts).
 */
import { pipeline } from 'node:stream/promises';
import express, { Router, type RequestHandler } from 'express';
import { texts } from '@lumina/schema';
import type { Services } from '../services';
import { loadStaff, requireRole, staffName } from '../staff/access';
import { handle, HttpError } from '../rest/http-error';
import { queryString } from '../rest/query';
import { MEDIA_CACHE_CONTROL, MEDIA_KEY, mediaType } from './media-storage';
import { MAX_UPLOAD_BYTES } from './product-image.service';
import { writeDone } from '../changes/writes';

const t = texts.productImages;
export const UPLOAD_OPERATION = 'POST /admin/products/:id/images';
/** What a browser form can send cross-site without asking first (CORS "simple" types): never a picture here. */
const SIMPLE_TYPES = /^(text\/plain|multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * The staff cookie is SameSite=Strict, so another site's page cannot send it; this also refuses a request whose
 * Origin is another site, and the body types a plain HTML form could post, so the browser always asks first (and
 * the shop, answering no CORS, says no).
 */
const sameOrigin: RequestHandler = (req, res, next) => {
  const origin = req.get('origin');
  if (origin && origin !== `${req.protocol}://${req.get('host')}`) return void res.status(403).json({ message: t.sameOrigin });
  if (!req.get('content-type') || SIMPLE_TYPES.test(req.get('content-type')!)) return void res.status(415).json({ message: t.bytesExpected });
  next();
};

const readBytes = express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES });
/** The picture's bytes, at most MAX_UPLOAD_BYTES (a larger one is refused while it arrives, 413). */
const rawBody: RequestHandler = (req, res, next) =>
  readBytes(req, res, (err?: unknown) => {
    if ((err as { type?: string } | undefined)?.type !== 'entity.too.large') return next(err);
    const message = t.tooLarge(MAX_UPLOAD_BYTES / 1024 / 1024);
    next(new HttpError(413, message, [{ code: 'TOO_LARGE', field: ['file'], message }]));
  });

export function productImageRoutes(services: Services): Router {
  const router = Router();

  router.post(
    '/admin/products/:id/images',
    loadStaff(services.staff),
    requireRole(UPLOAD_OPERATION),
    sameOrigin,
    rawBody,
    handle(async (req, res) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const { image, userErrors } = await services.productImages.upload(String(req.params.id), bytes, queryString(req.query.alt), staffName(res));
      if (userErrors.length) {
        const status = userErrors[0]!.code === 'PRODUCT_NOT_FOUND' ? 404 : userErrors[0]!.code === 'UNSUPPORTED_TYPE' ? 415 : 400;
        throw new HttpError(status, userErrors[0]!.message, userErrors);
      }
      await writeDone(services.changes, UPLOAD_OPERATION);
      res.status(201).json({ image });
    }),
  );

  router.get(
    '/media/:key',
    handle(async (req, res) => {
      const key = String(req.params.key);
      const file = MEDIA_KEY.test(key) ? await services.productImages.storage.open(key) : null;
      // A refusal is never kept: the picture may be there a moment later (another process, a restore).
      if (!file) return void res.status(404).setHeader('Cache-Control', 'no-store').json({ message: texts.rest.notFound });
      // Only a file that is there is kept for a year: its name is its content's hash.
      res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
      res.type(mediaType(key));
      res.setHeader('Content-Length', String(file.size));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (req.method === 'HEAD') return void (file.body.destroy(), res.end());
      await pipeline(file.body, res);
    }),
  );

  // Nothing else lives under /media: a deeper path is not found either (never the shop's HTML).
  router.use('/media', (_req, res) => void res.status(404).setHeader('Cache-Control', 'no-store').json({ message: texts.rest.notFound }));

  return router;
}
