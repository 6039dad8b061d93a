/**
 * Readers for a route's `validateSearch`: each takes what the URL holds (always a string, see
 * `parseSearch` in router.tsx) and answers a valid value or undefined, so a hand-edited or stale
 * link falls back to the default instead of failing. Plain functions with no dependency: the
 * router (and so these) is part of the entry every page downloads.
 */

export const optionalString = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A page number above 1 (page 1 is the default, so it stays out of the URL). */
export const optionalPage = (value: unknown) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : undefined;
};

export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    values.includes(value as T) ? (value as T) : undefined;

export const optionalDateTime = (value: unknown) =>
  typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value)) ? value : undefined;

/** The page sizes a list offers; the API takes at most 100 rows a page. */
export const PAGE_SIZES = [10, 20, 25, 50, 100] as const;

export const optionalPageSize = (value: unknown) => {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : undefined;
};

/** `page` and `pageSize`, the part every paged list shares. */
export interface PagingSearch {
  page?: number;
  pageSize?: number;
}

/** Reads one search param (one of the readers above, or a page's own). */
export type SearchReader = (value: unknown) => unknown;

/** What `searchOf(readers)` answers: each key optional, with the type its reader gives. */
export type SearchOf<Readers extends Record<string, SearchReader>> = {
  [Key in keyof Readers]?: Exclude<ReturnType<Readers[Key]>, undefined>;
};

/**
 * A route's `validateSearch` from one reader per key, so a page's search params are declared in
 * its route entry and `getRouteApi(…).useSearch()` is typed from there (a reader's comment shows
 * on its key). Keys without a reader are dropped; a reader's undefined means "the default".
 */
export const searchOf =
  <Readers extends Record<string, SearchReader>>(readers: Readers) =>
  (search: Record<string, unknown>): SearchOf<Readers> =>
    Object.fromEntries(
      Object.entries(readers).map(([key, read]) => [key, read(search[key])]),
    ) as SearchOf<Readers>;

/** A paged list's `validateSearch`: `page` and `pageSize`, then the list's own keys. */
export const listSearch = <Readers extends Record<string, SearchReader>>(readers: Readers) =>
  searchOf({ page: optionalPage, pageSize: optionalPageSize, ...readers });
