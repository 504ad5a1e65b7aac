import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Filters and sort kept in the URL's query string, so a filtered page can be shared, survives a reload and
 * Back undoes the last change: `parse` reads the state (ignoring values it does not know), `serialize` writes
 * it in one canonical form, and every real change pushes one history entry. `parse` and `serialize` must be
 * stable (module functions, or memoised).
 */
export function useUrlState<S>(parse: (params: URLSearchParams) => S, serialize: (state: S) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => parse(new URLSearchParams(query)), [query, parse]);
  const canonical = useMemo(() => serialize(state).toString(), [state, serialize]);
  const update = useCallback(
    (next: S) => {
      const nextParams = serialize(next);
      if (nextParams.toString() === canonical) return;
      setParams(nextParams);
    },
    [canonical, serialize, setParams],
  );
  return [state, update, canonical] as const;
}

/**
 * The values of a repeated query parameter that `allowed` knows (compared without case), deduplicated and in
 * `allowed`'s order; everything else is ignored.
 */
export function readList<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const given = new Set(params.getAll(name).map((value) => value.trim().toLowerCase()));
  return allowed.filter((value) => given.has(value.toLowerCase()));
}

/** One known value of a single query parameter (compared without case), else `fallback`. */
export function readOne<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[], fallback: T): T {
  const given = params.get(name)?.trim().toLowerCase();
  return allowed.find((value) => value.toLowerCase() === given) ?? fallback;
}

/** Writes a repeated query parameter (nothing for an empty list). */
export function appendList(params: URLSearchParams, name: string, values: readonly string[]): void {
  for (const value of values) params.append(name, value);
}

/** Adds `value` to a list, or takes it out when it is already there. */
export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** A readable URL value for a facet such as "Polyester met acrylcoating": "polyester-met-acrylcoating". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
