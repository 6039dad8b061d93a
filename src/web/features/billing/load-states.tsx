/**
 * What the billing and pricing pages show while their data loads or after it failed to load, so
 * each page states only its sizes and words.
 */
import { RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** A card of placeholder bars: `header` and `body` are the bars' size classes, top to bottom. */
export function CardSkeleton({
  header,
  body,
  testId,
}: {
  header: string[];
  body: string[];
  testId?: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        {header.map((size) => (
          <Skeleton key={size} className={size} />
        ))}
      </CardHeader>
      <CardContent className="grid gap-3">
        {body.map((size) => (
          <Skeleton key={size} className={size} />
        ))}
      </CardContent>
    </Card>
  );
}

/** A failed query: its message, and a button that loads it again. */
export function RetryAlert({
  title,
  query,
  className,
}: {
  title: string;
  query: { error: Error; isFetching: boolean; refetch: () => unknown };
  className?: string;
}) {
  return (
    <Alert variant="destructive" className={className}>
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{query.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          loading={query.isFetching}
          onClick={() => query.refetch()}
        >
          {query.isFetching ? null : <RefreshCw />} Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
