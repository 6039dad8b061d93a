import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ListPagination } from './list-pagination';

type PageInfo = { page: number; totalPages: number; total: number };

/** How the list pages: the list's `setPage` (and page size), from `useListSearch`. */
export interface Paging {
  setPage: (page: number) => void;
  pageSize?: number;
  setPageSize?: (size: number) => void;
}

/**
 * The states of an admin list: an error alert, a loading skeleton, an empty state (with "Clear
 * filters" when `onClear` is given, or the page's own `action`), or the loaded list, in a card
 * unless `card` is false, with pagination under it when `paging` is given and the answer is paged.
 */
export function ListStates<T>({
  query,
  errorTitle,
  skeletonRows = 6,
  skeletonClassName = 'h-10 w-full',
  isEmpty,
  empty,
  onClear,
  paging,
  card = true,
  children,
}: {
  query: UseQueryResult<T, Error>;
  errorTitle: string;
  skeletonRows?: number;
  skeletonClassName?: string;
  isEmpty: (data: T) => boolean;
  empty: { icon: LucideIcon; title: ReactNode; description: ReactNode; action?: ReactNode };
  /** Shown as "Clear filters" in the empty state; leave it out when nothing is filtered. */
  onClear?: () => void;
  paging?: Paging;
  card?: boolean;
  /** The table (or what stands for it) of the loaded data. */
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{errorTitle}</AlertTitle>
        <AlertDescription>{query.error.message}</AlertDescription>
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Card className="gap-3 p-4">
        {Array.from({ length: skeletonRows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={index} className={skeletonClassName} />
        ))}
      </Card>
    );
  }
  const { data } = query;
  if (isEmpty(data)) {
    return (
      <EmptyState icon={empty.icon} title={empty.title} description={empty.description}>
        {onClear ? (
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        ) : (
          empty.action
        )}
      </EmptyState>
    );
  }
  const pageInfo = paging ? pageInfoOf(data) : undefined;
  const content = card ? (
    <Card className="gap-0 overflow-hidden py-0">{children(data)}</Card>
  ) : (
    children(data)
  );
  if (!paging || !pageInfo) return content;
  return (
    <div className="space-y-4">
      {content}
      <ListPagination {...pageInfo} {...paging} disabled={query.isFetching} />
    </div>
  );
}

function pageInfoOf(data: unknown): PageInfo | undefined {
  return typeof data === 'object' && data !== null && 'pagination' in data
    ? (data.pagination as PageInfo)
    : undefined;
}
