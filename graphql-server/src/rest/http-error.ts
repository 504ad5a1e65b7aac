import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { UserError } from '../api/user-error';

/** An expected failure with the HTTP status and the JSON `{ message }` a client gets. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field errors a client can show next to its inputs. */
    readonly details?: UserError[],
    /** Seconds after which a retry may succeed (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Wraps an async handler so a rejection reaches the error middleware instead of hanging. */
export function handle(fn: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(req, res).catch(next);
  };
}
