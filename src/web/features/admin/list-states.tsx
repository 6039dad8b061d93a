import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';

type Paged = { pagination: { page: number; totalPages: number; total: number } };

/**
 * The states of an admin list page: an error alert, a loading skeleton, an empty state (with
 * "Clear filters" when `onClear` is given), or the loaded list in a card with pagination under it.
 */
export function ListStates<T extends Paged>({
  query,
  errorTitle,
  skeletonRows = 6,
  skeletonClassName = 'h-10 w-full',
  isEmpty,
  empty,
  onClear,
  onPageChange,
  children,
}: {
  query: UseQueryResult<T, Error>;
  errorTitle: string;
  skeletonRows?: number;
  skeletonClassName?: string;
  isEmpty: (data: T) => boolean;
  empty: { icon: LucideIcon; title: ReactNode; description: ReactNode };
  /** Shown as "Clear filters" in the empty state; leave it out when nothing is filtered. */
  onClear?: () => void;
  onPageChange: (page: number) => void;
  /** The table (or what stands for it) of the loaded page, placed in the card. */
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
        ) : null}
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <Card className="gap-0 overflow-hidden py-0">{children(data)}</Card>
      <Pagination
        page={data.pagination.page}
        totalPages={data.pagination.totalPages}
        total={data.pagination.total}
        disabled={query.isFetching}
        onPageChange={onPageChange}
      />
    </div>
  );
}
