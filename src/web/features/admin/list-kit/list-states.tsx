import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { alike, SkeletonLines } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { ListPagination } from './list-pagination';

type PageInfo = { page: number; totalPages: number; total: number };

/** How the list pages: the list's `setPage` (and page size), from `useListSearch`. */
export interface Paging {
  setPage: (page: number) => void;
  pageSize?: number;
  setPageSize?: (size: number) => void;
}

/** What `useListSearch` gives a list's states: paging, and whether (and how) it is filtered. */
type FilteredPaging = Paging & { filtered: boolean; clear: () => void };

type EmptyCopy = { icon: LucideIcon; title: ReactNode; description: ReactNode; action?: ReactNode };

/** What `ListStates` takes; `ListTable` takes the same, and a table's instead of `children`. */
export interface ListStatesProps<T, R> {
  query: UseQueryResult<T, Error>;
  errorTitle: string;
  skeletonRows?: number;
  skeletonClassName?: string;
  /** The rows of the answer: none means the empty state. */
  rows: (data: T) => R[];
  empty: EmptyCopy;
  /** The empty state's words while the list is filtered. */
  noMatch?: { title: ReactNode; description?: ReactNode };
  list?: FilteredPaging;
  /** Shown as "Clear filters" in the empty state (by default `list.clear` while filtered). */
  onClear?: () => void;
  paging?: Paging;
  card?: boolean;
  /** The table (or what stands for it) of the loaded rows. */
  children: (rows: R[], data: T) => ReactNode;
}

/**
 * The states of an admin list: an error alert (with "Retry", which refetches), a loading skeleton, an empty state (no `rows`), or
 * the loaded list, in a card unless `card` is false. Given the page's `list` (from `useListSearch`), it pages
 * the answer and, while filtered, says `noMatch` (by default "Try another search, or clear the
 * filters.") with a "Clear filters" button; otherwise the empty state shows the page's `action`.
 */
export function ListStates<T, R>({
  query,
  errorTitle,
  skeletonRows = 6,
  skeletonClassName = 'h-10 w-full',
  rows: rowsOf,
  empty,
  noMatch,
  list,
  onClear = list?.filtered ? list.clear : undefined,
  paging = list,
  card = true,
  children,
}: ListStatesProps<T, R>) {
  const t = useT();
  if (query.isError) {
    return <RetryAlert title={errorTitle} query={query} label={t('admin.list.retry')} />;
  }
  if (query.isPending) {
    return (
      <Card className="gap-3 p-4">
        <SkeletonLines lines={alike(skeletonRows, skeletonClassName)} />
      </Card>
    );
  }
  const { data } = query;
  const rows = rowsOf(data);
  if (rows.length === 0) {
    const words =
      list?.filtered && noMatch
        ? { ...noMatch, description: noMatch.description ?? t('admin.list.noMatch') }
        : empty;
    return (
      <EmptyState icon={empty.icon} title={words.title} description={words.description}>
        {onClear ? (
          <Button variant="outline" onClick={onClear}>
            {t('admin.list.clearFilters')}
          </Button>
        ) : (
          empty.action
        )}
      </EmptyState>
    );
  }
  const pageInfo = paging ? pageInfoOf(data) : undefined;
  const content = card ? (
    <Card className="gap-0 overflow-hidden py-0">{children(rows, data)}</Card>
  ) : (
    children(rows, data)
  );
  if (!paging || !pageInfo) return content;
  return (
    <div className="space-y-4">
      {content}
      <ListPagination
        {...pageInfo}
        setPage={paging.setPage}
        pageSize={paging.pageSize}
        setPageSize={paging.setPageSize}
        disabled={query.isFetching}
      />
    </div>
  );
}

function pageInfoOf(data: unknown): PageInfo | undefined {
  return typeof data === 'object' && data !== null && 'pagination' in data
    ? (data.pagination as PageInfo)
    : undefined;
}
