/**
 * Offset windows, for the legacy REST paths only (GET /api/orders?limit=&offset=). GraphQL lists are
 * cursor connections (connection.ts).
 */
import { texts } from '@lumina/schema';
import { InputError } from './input-error';
import { MAX_PAGE_SIZE } from './connection';

export interface PageInput {
  limit?: number | null;
  offset?: number | null;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/** Validates limit/offset (defaults 100 and 0); out of range is the caller's error, not a silent clamp. */
export function pageWindow(input: PageInput): PageWindow {
  const limit = input.limit ?? MAX_PAGE_SIZE;
  const offset = input.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw new InputError(texts.input.limit(MAX_PAGE_SIZE), 'limit');
  if (!Number.isInteger(offset) || offset < 0) throw new InputError(texts.input.offset, 'offset');
  return { limit, offset };
}
