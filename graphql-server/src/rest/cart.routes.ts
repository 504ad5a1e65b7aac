import { Router, type Request, type Response } from 'express';
import { texts } from '@lumina/schema';
import type { Services } from '../services';
import type { CartRef, CartResult } from '../cart/cart.service';
import type { CartUserErrorData } from '../cart/configuration';
import { cartToken, setCartCookie } from '../http/cookies';
import { handle, HttpError } from './http-error';
import { bodyObject, legacyLineInput, legacyProductKey, restCartLine } from './legacy-cart';

/** SPEC §7 cart paths over the same cart service as the GraphQL mutations, always by the browser's cookie. */
export function cartRoutes(services: Services): Router {
  const router = Router();
  const cart = services.cart;
  const ref = (req: Request): CartRef => ({ cookieToken: cartToken(req) });

  const answer = (res: Response, result: CartResult) => {
    if (result.userErrors.length) throw userErrorsToHttp(result.userErrors);
    res.json((result.cart?.lines ?? []).map(restCartLine));
  };

  router.get(
    '/api/cart',
    handle(async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      answer(res, await cart.get(ref(req)));
    }),
  );

  router.post(
    '/api/cart',
    handle(async (req, res) => {
      const body = bodyObject(req.body);
      const product = await services.catalog.byKey(legacyProductKey(body));
      if (!product) throw new HttpError(404, texts.cart.productNotFound);
      const result = await cart.addLine(ref(req), legacyLineInput(body, product));
      if (result.newToken) setCartCookie(req, res, result.newToken);
      answer(res, result);
    }),
  );

  router.patch(
    '/api/cart/:productId',
    handle(async (req, res) => {
      const body = bodyObject(req.body);
      if (!('quantity' in body)) throw new HttpError(400, texts.rest.quantityMissing);
      answer(res, await cart.updateProductLines(ref(req), String(req.params.productId), body.quantity));
    }),
  );

  router.delete(
    '/api/cart/:productId',
    handle(async (req, res) => {
      answer(res, await cart.removeProductLines(ref(req), String(req.params.productId)));
    }),
  );

  router.delete(
    '/api/cart',
    handle(async (req, res) => {
      answer(res, await cart.clear(ref(req)));
    }),
  );

  return router;
}

function userErrorsToHttp(errors: CartUserErrorData[]): HttpError {
  const notFound = errors.some((e) => e.code === 'PRODUCT_NOT_FOUND' || e.code === 'LINE_NOT_FOUND');
  // Too many writes to this cart at once: a conflict the client retries after a moment.
  const busy = errors.some((e) => e.code === 'CART_BUSY');
  return new HttpError(busy ? 409 : notFound ? 404 : 400, errors.map((e) => e.message).join(' '), errors, busy ? 1 : undefined);
}
