import type { Request, Response } from 'express';
import type { Services } from '../services';
import type { OrderLoaders } from '../orders/order-loaders';

export interface RequestContext {
  req: Request;
  res: Response;
  services: Services;
  /** The request id in the log and in X-Request-Id. */
  requestId: string;
  /** The client's address as TRUST_PROXY decides it: what the rate limits count. */
  clientAddress: string;
  /** An order's related rows, batched for this request (a page of orders reads each relation once). */
  loaders: OrderLoaders;
}
