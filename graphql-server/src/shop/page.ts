import { Field, Int, ObjectType } from 'type-graphql';
import type { ClassType } from 'type-graphql';
import { InputError } from './input-error';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface PageInput {
  limit?: number | null;
  offset?: number | null;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/** One page of a list that can grow, with the number of matches over all pages. */
export interface PageResult<T> {
  items: T[];
  totalCount: number;
  hasNextPage: boolean;
}

/** Validates limit/offset (defaults 25 and 0); out of range is the caller's error, not a silent clamp. */
export function pageWindow(input: PageInput): PageWindow {
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  const offset = input.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new InputError(`limit moet een geheel getal tussen 1 en ${MAX_PAGE_SIZE} zijn`, 'limit');
  }
  if (!Number.isInteger(offset) || offset < 0) {
    throw new InputError('offset moet een geheel getal van 0 of meer zijn', 'offset');
  }
  return { limit, offset };
}

export function toPage<T>(items: T[], totalCount: number, window: PageWindow): PageResult<T> {
  return { items, totalCount, hasNextPage: window.offset + items.length < totalCount };
}

/** GraphQL object type for a page of `itemType` (type-graphql's generic-type pattern). */
export function PageType<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class Page implements PageResult<T> {
    @Field(() => [itemType])
    items: T[];

    @Field(() => Int, { description: 'Number of matches over all pages.' })
    totalCount: number;

    @Field(() => Boolean)
    hasNextPage: boolean;
  }
  return Page;
}
