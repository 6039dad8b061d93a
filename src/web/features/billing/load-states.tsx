/**
 * What the billing and pricing pages show while their data loads or after it failed to load
 * (`RetryAlert`, from components/ui), so each page states only its sizes and words.
 */
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
