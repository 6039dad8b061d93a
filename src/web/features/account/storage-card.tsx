import { formatStorageSize } from '@shared/storage-size';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { uploadsApi } from '@/lib/api/uploads';

/** What the user's uploaded files take, against their plan's storage (the server enforces it). */
export function StorageCard() {
  const usage = useQuery({
    queryKey: ['uploads', 'usage'],
    queryFn: uploadsApi.usage,
    select: (data) => data.usage,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Storage</CardTitle>
        <CardDescription>Files you have uploaded, against what your plan includes.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {usage.data ? (
          <>
            <p className="font-medium text-sm" data-testid="storage-usage">
              {usage.data.limitBytes === null
                ? `${formatStorageSize(usage.data.usedBytes)} used (no limit)`
                : `${formatStorageSize(usage.data.usedBytes)} of ${formatStorageSize(usage.data.limitBytes)} used`}
              <span className="text-muted-foreground">
                {' '}
                · {usage.data.fileCount} {usage.data.fileCount === 1 ? 'file' : 'files'}
              </span>
            </p>
            {usage.data.limitBytes === null ? null : (
              <div
                role="progressbar"
                aria-label="Storage used"
                aria-valuemin={0}
                aria-valuemax={usage.data.limitBytes}
                aria-valuenow={Math.min(usage.data.usedBytes, usage.data.limitBytes)}
                className="h-2 w-full overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full rounded-full bg-primary transition-[width]"
                  style={{
                    width: `${usage.data.limitBytes === 0 ? 100 : Math.min(100, (usage.data.usedBytes / usage.data.limitBytes) * 100)}%`,
                  }}
                />
              </div>
            )}
          </>
        ) : usage.isError ? (
          <p className="text-destructive text-sm">Storage use could not be loaded.</p>
        ) : (
          <Skeleton className="h-6 w-48" />
        )}
      </CardContent>
    </Card>
  );
}
