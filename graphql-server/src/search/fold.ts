import { likeContains } from './like';

/**
 * Accent- and case-insensitive matching, the same in JavaScript and in PostgreSQL: `fold('Verduisterénd')`
 * is `'verduisterend'`, and the SQL function `shop_fold(text)` (migration Catalogue1732320000000) folds
 * columns with the same two alphabets. No extension (unaccent) is needed, so the embedded PostgreSQL and any
 * managed one behave alike.
 */
export const FOLD_FROM = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ';
export const FOLD_TO = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy';

const MAP = new Map<string, string>([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

export function fold(value: string): string {
  return [...value].map((c) => MAP.get(c) ?? c).join('').toLowerCase();
}

/** A "contains" pattern for `shop_fold(col) LIKE :term ESCAPE '\'`; a shopper's % and _ match literally. */
export function foldedContains(term: string): string {
  return likeContains(fold(term));
}
