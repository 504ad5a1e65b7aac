import type { Request, Response } from 'express';
import type { Services } from '../services';

export interface RequestContext {
  req: Request;
  res: Response;
  services: Services;
}
