import type { Request, Response } from 'express';
import type { Services } from '../services';

export interface RequestContext {
  req: Request;
  res: Response;
  services: Services;
  /** The request id in the log and in X-Request-Id. */
  requestId: string;
  /** The client's address as TRUST_PROXY decides it: what the rate limits count. */
  clientAddress: string;
}
