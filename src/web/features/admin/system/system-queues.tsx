import type { SystemQueue } from '@shared/contracts/system';
import { Link } from '@tanstack/react-router';
import { Cog } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/i18n/provider';
import { cn, formatNumber } from '@/lib/utils';

/**
 * The job runner's queues: waiting, retrying, running and failed. Retrying a failed job is the
 * jobs page's work: a queue's failed count links there, filtered.
 */
export function SystemQueues({ queues }: { queues: SystemQueue[] }) {
  const t = useT();
  return (
    <section aria-labelledby="system-queues-title" className="mb-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="system-queues-title" className="font-semibold text-lg">
          {t('admin-system.queues.title')}
        </h2>
        <Link to="/dashboard/admin/jobs" className="text-primary text-sm underline-offset-4 hover:underline">
          {t('admin-system.queues.openJobs')}
        </Link>
      </div>
      {queues.length === 0 ? (
        <EmptyState
          icon={Cog}
          title={t('admin-system.queues.empty.title')}
          description={t('admin-system.queues.empty.description')}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {queues.map((queue) => (
            <li key={queue.name}>
              <QueueCard queue={queue} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QueueCard({ queue }: { queue: SystemQueue }) {
  const t = useT();
  const failed = queue.failed > 0;
  const stats = [
    ['queued', t('admin-system.queues.queued'), queue.queued],
    ['retrying', t('admin-system.queues.retrying'), queue.retrying],
    ['running', t('admin-system.queues.running'), queue.running],
  ] as const;
  return (
    <Card
      className={cn('h-full gap-3 p-4', failed && 'border-destructive/40')}
      data-testid="system-queue"
      data-queue={queue.name}
    >
      <h3 className="truncate font-medium font-mono text-sm" translate="no">
        {queue.name}
      </h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {stats.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right tabular-nums" data-stat={key}>
              {formatNumber(value)}
            </dd>
          </div>
        ))}
        <dt
          className={cn('text-muted-foreground', failed && 'font-medium text-red-700 dark:text-destructive')}
        >
          {t('admin-system.queues.failed')}
        </dt>
        <dd className="text-right tabular-nums" data-stat="failed">
          {failed ? (
            <Link
              to="/dashboard/admin/jobs"
              search={{ status: 'failed', queue: queue.name }}
              className="font-semibold text-red-700 underline underline-offset-4 dark:text-destructive"
              aria-label={t('admin-system.queues.showFailed', { count: queue.failed, queue: queue.name })}
            >
              {formatNumber(queue.failed)}
            </Link>
          ) : (
            formatNumber(queue.failed)
          )}
        </dd>
      </dl>
    </Card>
  );
}
