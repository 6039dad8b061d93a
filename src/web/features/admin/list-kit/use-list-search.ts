import type { RegisteredRouter, RouteApi } from '@tanstack/react-router';
import type { PagingSearch } from '@/lib/search-params';
import { useDebouncedFilter } from '@/lib/use-debounced-filter';

type RouteId = keyof RegisteredRouter['routesById'];

/**
 * The search params route `Id` declares (its `validateSearch` in routes/*.tsx). Looked up by id:
 * a route API's `useSearch` is generic, and TypeScript infers `any` from it where a plain
 * function type is expected.
 */
export type RouteSearch<Id extends RouteId> = RegisteredRouter['routesById'][Id]['types']['fullSearchSchema'];

type Navigate<S> = (options: { search: (previous: S) => S; replace?: boolean }) => Promise<void>;

export interface ListSearchOptions<S> {
  /** Rows a page when the URL says nothing (`?pageSize=` overrides it). */
  pageSize: number;
  /** The keys that filter the rows: "filtered", the filter count and "Clear" look at these. */
  filters: ReadonlyArray<keyof S>;
  /** The filter typed in a text box, applied after a pause (usually `search`). */
  textKey?: keyof S;
  /** Survive "Clear" (with the page size, a view choice rather than a filter): the sort, a tab. */
  keep?: ReadonlyArray<keyof S>;
}

/**
 * The state of an admin list page, kept in the URL (declared by its route's `validateSearch` in
 * routes/admin.tsx, and typed from there), so reload, back and shared links work:
 * - a filter choice starts again at page 1 and is a history entry (back undoes it);
 * - the text box applies after a pause and replaces the entry instead of leaving one per pause;
 * - page 1 and the default page size stay out of the URL.
 * `S` is the route's search, never inferred from the options (`NoInfer`): named for the body and
 * for `ListSearchState<S>`.
 */
export function useListSearch<Id extends RouteId, S extends PagingSearch = RouteSearch<Id> & PagingSearch>(
  route: RouteApi<Id>,
  options: ListSearchOptions<NoInfer<S>>,
) {
  const search = route.useSearch() as S;
  // The route's navigate is typed for its own path; the kit only ever writes that path's search.
  const navigate = route.useNavigate() as Navigate<S>;
  const { filters, textKey, keep = [] } = options;

  /** Any change of the search (an open panel, the sort), the page kept. */
  const update = (patch: Partial<S>, replace = false) =>
    navigate({ search: (previous) => ({ ...previous, ...patch }), replace });
  /** A filter change: back to page 1. */
  const setFilter = (patch: Partial<S>, replace = false) =>
    navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }), replace });
  const clear = () =>
    navigate({
      search: (previous) =>
        Object.fromEntries(
          [...keep, 'pageSize'].map((key) => [key, previous[key as keyof S]]),
        ) as unknown as S,
    });

  const textValue = textKey ? search[textKey] : undefined;
  const [textState, setText, flushText] = useDebouncedFilter(
    typeof textValue === 'string' ? textValue : undefined,
    (next) => {
      if (textKey) setFilter({ [textKey]: next } as Partial<S>, true);
    },
  );

  const activeFilters = filters.filter((key) => Boolean(search[key])).length;
  const text = { term: textState, onTermChange: setText, onSubmit: flushText };
  const page = search.page ?? 1;
  const pageSize = search.pageSize ?? options.pageSize;
  // Only what filters and orders the rows: an open panel (`?open=`) is no part of the request.
  const asked = Object.fromEntries([...filters, ...keep].map((key) => [key, search[key]]));
  return {
    search,
    page,
    pageSize,
    /** What the rows' request asks for: the page, its size, the filters and the `keep` keys. */
    query: { ...(asked as Omit<S, 'page' | 'pageSize'>), page, limit: pageSize },
    update,
    setFilter,
    clear,
    activeFilters,
    filtered: activeFilters > 0,
    setPage: (page: number) => update({ page: page > 1 ? page : undefined } as Partial<S>),
    setPageSize: (size: number) =>
      setFilter({ pageSize: size === options.pageSize ? undefined : size } as Partial<S>),
    /** Props for a text box bound to `textKey` (`SearchInput`). */
    text,
    /** Props for `ListFilterBar`: the text box, whether anything is filtered, and "Clear". */
    filterBar: { ...text, filtered: activeFilters > 0, onClear: clear },
    /** Props for the `FilterSelect` of `key`: its value, and a change that goes back to page 1. */
    filterProps: <K extends keyof S>(key: K) => ({
      value: search[key],
      onChange: (value: S[K]) => setFilter({ [key]: value } as unknown as Partial<S>),
    }),
    /** Changes when the rows' query does: what a selection of rows resets on. */
    key: JSON.stringify(search),
  };
}

export type ListSearchState<S extends PagingSearch> = ReturnType<typeof useListSearch<RouteId, S>>;
