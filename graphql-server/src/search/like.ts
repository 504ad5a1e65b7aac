/** A case-insensitive "contains" pattern for `lower(col) LIKE :term ESCAPE '\'`; a shopper's % and _ match literally. */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
