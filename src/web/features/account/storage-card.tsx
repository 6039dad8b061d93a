import { uploadEndpoints } from '@shared/endpoints/uploads';
import { formatStorageSize } from '@shared/storage-size';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FormattedMessage, useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';

/** What the user's uploaded files take, against their plan's storage (the server enforces it). */
export function StorageCard() {
  const t = useT();
  const usage = useQuery({
    queryKey: ['uploads', 'usage'],
    queryFn: () => api(uploadEndpoints.usage),
    select: (data) => data.usage,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.storage.title')}</CardTitle>
        <CardDescription>{t('account.storage.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {usage.data ? (
          <>
            <p className="font-medium text-sm" data-testid="storage-usage">
              <FormattedMessage
                id={usage.data.limitBytes === null ? 'account.storage.usedNoLimit' : 'account.storage.usedOf'}
                values={{
                  used: formatStorageSize(usage.data.usedBytes),
                  limit: formatStorageSize(usage.data.limitBytes ?? 0),
                  count: usage.data.fileCount,
                  muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
                }}
              />
            </p>
            {usage.data.limitBytes === null ? null : (
              <div
                role="progressbar"
                aria-label={t('account.storage.progress')}
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
          <p className="text-destructive text-sm">{t('account.storage.loadFailed')}</p>
        ) : (
          <Skeleton className="h-6 w-48" />
        )}
      </CardContent>
    </Card>
  );
}
