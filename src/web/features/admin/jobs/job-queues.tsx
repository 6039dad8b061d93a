import type { JobQueueSummary } from '@shared/contracts/jobs';
import type { UseQueryResult } from '@tanstack/react-query';
import { Clock, Cog } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { cn, formatDateTime, formatNumber } from '@/lib/utils';
import { timeAgo } from '../dashboard/use-dashboard';

/** A queue whose oldest waiting job has been due this long is falling behind. */
export const BEHIND_MS = 5 * 60 * 1000;

/** Whether a queue's oldest waiting job is overdue by more than a few minutes. */
export const isBehind = (queue: JobQueueSummary, now = Date.now()) =>
  queue.oldestDueAt !== null && now - new Date(queue.oldestDueAt).getTime() > BEHIND_MS;

/**
 * The job runner's queues, one card each: jobs waiting, running, failed (a button that lists
 * them), done in the last 24 hours, and how long the oldest waiting one has been due.
 */
export function JobQueues({
  query,
  onShowFailed,
  onShowQueue,
}: {
  query: UseQueryResult<{ queues: JobQueueSummary[] }, Error>;
  /** Lists the queue's failed jobs. */
  onShowFailed: (queue: string) => void;
  /** Lists the queue's jobs. */
  onShowQueue: (queue: string) => void;
}) {
  const t = useT();
  if (query.isError) {
    return (
      <RetryAlert
        title={t('admin-jobs.queues.loadError')}
        query={query}
        label={t('admin.list.retry')}
        className="mb-6"
      />
    );
  }
  if (query.isPending) {
    return (
      <SkeletonBlocks
        count={4}
        lines={['h-5 w-32', 'h-4 w-full', 'h-4 w-full', 'h-4 w-2/3']}
        className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
        data-testid="job-queues-loading"
      />
    );
  }
  const { queues } = query.data;
  if (queues.length === 0) {
    return (
      <EmptyState
        icon={Cog}
        title={t('admin-jobs.queues.empty.title')}
        description={t('admin-jobs.queues.empty.description')}
        className="mb-6"
      />
    );
  }
  return (
    <section aria-labelledby="job-queues-title" className="mb-8">
      <h2 id="job-queues-title" className="mb-3 font-semibold text-lg">
        {t('admin-jobs.queues.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="job-queues">
        {queues.map((queue) => (
          <li key={queue.name}>
            <QueueCard
              queue={queue}
              onShowFailed={() => onShowFailed(queue.name)}
              onShowQueue={() => onShowQueue(queue.name)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function QueueCard({
  queue,
  onShowFailed,
  onShowQueue,
}: {
  queue: JobQueueSummary;
  onShowFailed: () => void;
  onShowQueue: () => void;
}) {
  const t = useT();
  const failed = queue.failed > 0;
  const behind = isBehind(queue);
  return (
    <Card
      className={cn('h-full gap-3 p-4', failed && 'border-destructive/40')}
      data-testid="job-queue"
      data-queue={queue.name}
    >
      <button
        type="button"
        onClick={onShowQueue}
        className="truncate text-left font-medium font-mono text-sm hover:underline focus-visible:underline focus-visible:outline-none"
        title={t('admin-jobs.queues.showQueue', { queue: queue.name })}
        translate="no"
      >
        {queue.name}
      </button>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('admin-jobs.queues.queued')}</dt>
        <dd className="text-right tabular-nums" data-stat="queued">
          {formatNumber(queue.queued)}
        </dd>
        <dt className="text-muted-foreground">{t('admin-jobs.queues.running')}</dt>
        <dd className="text-right tabular-nums" data-stat="running">
          {formatNumber(queue.running)}
        </dd>
        <dt className={cn('text-muted-foreground', failed && 'font-medium text-destructive')}>
          {t('admin-jobs.queues.failed')}
        </dt>
        <dd className="text-right tabular-nums" data-stat="failed">
          {failed ? (
            <button
              type="button"
              onClick={onShowFailed}
              className="rounded-sm font-semibold text-destructive underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
              aria-label={t('admin-jobs.queues.showFailed', { count: queue.failed, queue: queue.name })}
              data-testid="job-queue-failed"
            >
              {formatNumber(queue.failed)}
            </button>
          ) : (
            formatNumber(queue.failed)
          )}
        </dd>
        <dt className="text-muted-foreground">{t('admin-jobs.queues.succeeded')}</dt>
        <dd className="text-right tabular-nums" data-stat="succeeded">
          {formatNumber(queue.succeeded)}
        </dd>
        <dt className="text-muted-foreground">{t('admin-jobs.queues.oldest')}</dt>
        <dd
          className={cn('text-right', behind && 'font-medium text-warning')}
          data-stat="oldest"
          data-behind={behind || undefined}
        >
          {queue.oldestDueAt ? (
            <span className="inline-flex items-center gap-1">
              {behind ? <Clock className="size-3.5" aria-hidden="true" /> : null}
              <time dateTime={queue.oldestDueAt} title={formatDateTime(queue.oldestDueAt)}>
                {timeAgo(queue.oldestDueAt)}
              </time>
              {behind ? <span className="sr-only">{t('admin-jobs.queues.behind')}</span> : null}
            </span>
          ) : (
            <span className="text-muted-foreground">—</span>
          )}
        </dd>
      </dl>
    </Card>
  );
}
