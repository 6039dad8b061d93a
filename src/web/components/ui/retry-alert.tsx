import { RefreshCw } from 'lucide-react';
import { useT } from '@/i18n/provider';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { Button } from './button';

/** What a retry needs of a failed TanStack query. */
export interface RetryableQuery {
  error: Error;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A read that failed: its title, the API's message, and a button that loads it again (busy while
 * it does). Every page and list that can fail to load shows its error this way.
 */
export function RetryAlert({
  title,
  query,
  label,
  className,
}: {
  title: string;
  query: RetryableQuery;
  /** The button's words; "Try again" unless given. */
  label?: string;
  className?: string;
}) {
  const t = useT();
  return (
    <Alert variant="destructive" className={className}>
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {/* The API's own words (English): not from a catalog. */}
        <p data-content>{query.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2 text-foreground"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {query.isFetching ? null : <RefreshCw aria-hidden="true" />} {label ?? t('ui.tryAgain')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
