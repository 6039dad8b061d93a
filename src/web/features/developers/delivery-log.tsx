/**
 * An endpoint's deliveries, newest first: event, status, attempts, the answer's status code, when,
 * the next attempt of a pending one, and the last attempt's request and answer excerpts (folded).
 * A delivery that is not pending can be sent again (a retry of a failed one, a replay).
 */
import type { WebhookDeliveryView } from '@shared/contracts/webhooks';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { formatDateTime } from '@/lib/utils';
import { useDeliveries } from './use-webhooks';

const STATUS_VARIANT = { pending: 'warning', succeeded: 'success', failed: 'destructive' } as const;
const STATUS_TEXT = {
  pending: 'developers.webhooks.deliveries.status.pending',
  succeeded: 'developers.webhooks.deliveries.status.succeeded',
  failed: 'developers.webhooks.deliveries.status.failed',
} as const;

export function DeliveryLog({
  endpointId,
  onRetry,
}: {
  endpointId: string;
  onRetry: (delivery: WebhookDeliveryView) => Promise<void>;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const log = useDeliveries(endpointId, page);
  if (log.isPending) return <Skeleton className="h-24 w-full" />;
  if (log.isError)
    return (
      <RetryAlert
        title={t('developers.webhooks.deliveries.loadFailed')}
        label={t('developers.webhooks.retryLoad')}
        query={log}
      />
    );
  const { deliveries, pagination } = log.data;
  if (deliveries.length === 0)
    return <p className="text-muted-foreground text-sm">{t('developers.webhooks.deliveries.empty')}</p>;
  return (
    <div className="grid gap-3">
      <ul className="divide-y rounded-lg border" data-testid="webhook-delivery-list">
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="grid gap-2 p-3 text-sm" data-testid="webhook-delivery-row">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <code className="font-mono" translate="no">
                {delivery.eventType}
              </code>
              <Badge variant={STATUS_VARIANT[delivery.status]} data-testid="webhook-delivery-status">
                {t(STATUS_TEXT[delivery.status])}
              </Badge>
              <span className="text-muted-foreground text-xs">
                {t('developers.webhooks.deliveries.attempts', { count: delivery.attempts })}
              </span>
              <span className="text-muted-foreground text-xs" data-testid="webhook-delivery-response">
                {delivery.responseStatus === null
                  ? t('developers.webhooks.deliveries.noResponse')
                  : t('developers.webhooks.deliveries.response', { status: delivery.responseStatus })}
              </span>
              <span className="text-muted-foreground text-xs">{formatDateTime(delivery.createdAt)}</span>
              {delivery.status === 'pending' ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  className="ms-auto"
                  onClick={() => onRetry(delivery)}
                  data-testid="webhook-delivery-retry"
                >
                  <RotateCcw /> {t('developers.webhooks.deliveries.retry')}
                </Button>
              )}
            </div>
            {delivery.nextAttemptAt && delivery.status === 'pending' ? (
              <p className="text-muted-foreground text-xs">
                {t('developers.webhooks.deliveries.nextAttempt', {
                  date: formatDateTime(delivery.nextAttemptAt),
                })}
              </p>
            ) : null}
            {delivery.error ? <p className="text-destructive text-xs">{delivery.error}</p> : null}
            <Excerpt label={t('developers.webhooks.deliveries.request')} text={delivery.requestExcerpt} />
            <Excerpt
              label={t('developers.webhooks.deliveries.responseBody')}
              text={delivery.responseExcerpt}
            />
          </li>
        ))}
      </ul>
      {pagination.totalPages > 1 ? (
        <Pagination
          page={page}
          totalPages={pagination.totalPages}
          total={pagination.total}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}

function Excerpt({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-muted-foreground">{label}</summary>
      <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-all rounded border bg-muted p-2 font-mono">
        {text}
      </pre>
    </details>
  );
}
