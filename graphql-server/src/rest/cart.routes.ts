import { Router, type Request, type Response } from 'express';
import type { Services } from '../services';
import type { CartResult, LineInput, UserError } from '../cart/cart.service';
import { cartToken, setCartCookie } from '../http/cookies';
import { handle, HttpError } from './http-error';
import { restCartLine } from './shapes';

/** SPEC §7 cart paths over the same cart service as the GraphQL mutations. */
export function cartRoutes(services: Services): Router {
  const router = Router();
  const cart = services.cart;

  const answer = (res: Response, result: CartResult) => {
    if (result.userErrors.length) throw userErrorsToHttp(result.userErrors);
    res.json(result.cart.lines.map(restCartLine));
  };

  router.get(
    '/api/cart',
    handle(async (req, res) => {
      const found = await cart.findByToken(cartToken(req));
      res.setHeader('Cache-Control', 'no-store');
      res.json((await cart.view(found?.id ?? null)).lines.map(restCartLine));
    }),
  );

  router.post(
    '/api/cart',
    handle(async (req, res) => {
      const result = await cart.addLine(cartToken(req), legacyLineInput(req));
      if (result.newToken) setCartCookie(req, res, result.newToken);
      answer(res, result);
    }),
  );

  router.patch(
    '/api/cart/:productId',
    handle(async (req, res) => {
      const body = bodyObject(req);
      if (!('quantity' in body)) throw new HttpError(400, 'Geef een aantal (quantity) op.');
      answer(res, await cart.updateProductLines(cartToken(req), String(req.params.productId), body.quantity));
    }),
  );

  router.delete(
    '/api/cart/:productId',
    handle(async (req, res) => {
      answer(res, await cart.removeProductLines(cartToken(req), String(req.params.productId)));
    }),
  );

  router.delete(
    '/api/cart',
    handle(async (req, res) => {
      answer(res, await cart.clear(cartToken(req)));
    }),
  );

  return router;
}

function bodyObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined) return {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'Verwacht een JSON-object.');
  return body as Record<string, unknown>;
}

const MOUNTING: Record<string, string> = { 'in-de-dag': 'inside-recess', 'op-de-dag': 'outside-frame' };

/**
 * The legacy payload (SPEC §3 "Cart item sent from that page"): customWidth/customHeight and the
 * configuration page's fields become the engine's configuration. totalPrice, orderMetadata and any
 * other price a client sends are ignored: the server prices the line.
 */
function legacyLineInput(req: Request): LineInput {
  const body = bodyObject(req);
  const text = (key: string): string | undefined => {
    const v = body[key];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string') throw new HttpError(400, `Ongeldige waarde voor ${key}.`);
    return v;
  };
  const productId = body.productId;
  if (typeof productId !== 'number' && typeof productId !== 'string') throw new HttpError(400, 'Geef een product op (productId).');
  if (body.quantity !== undefined && typeof body.quantity !== 'number') throw new HttpError(400, 'Het aantal moet een geheel getal zijn.');
  const options: Record<string, unknown> = {};
  if (body.options !== undefined) {
    if (!body.options || typeof body.options !== 'object' || Array.isArray(body.options)) throw new HttpError(400, 'De opties zijn ongeldig.');
    Object.assign(options, body.options);
  }
  const legacy: [string, string][] = [
    ['controlType', 'controlType'],
    ['controlSide', 'controlSide'],
    ['bottomBarType', 'bottomBar'],
    ['profileColor', 'profileColor'],
  ];
  for (const [field, group] of legacy) {
    const value = text(field);
    if (value !== undefined) options[group] = value;
  }
  const montage = text('montageType');
  if (montage !== undefined) options.mounting = MOUNTING[montage] ?? montage;
  return {
    productId: String(productId),
    quantity: (body.quantity as number | undefined) ?? 1,
    width: body.customWidth,
    height: body.customHeight,
    options,
    selectedColor: text('selectedColor'),
    selectedLightFilter: text('selectedLightFilter'),
  };
}

function userErrorsToHttp(errors: UserError[]): HttpError {
  const notFound = errors.some((e) => e.code === 'PRODUCT_NOT_FOUND' || e.code === 'LINE_NOT_FOUND');
  return new HttpError(notFound ? 404 : 400, errors.map((e) => e.message).join(' '), errors);
}
