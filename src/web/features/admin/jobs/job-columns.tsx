import type { JobView } from '@shared/contracts/jobs';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n/store';
import { formatDateTime } from '@/lib/utils';
import { noValue } from '../list-kit/cells';
import { actionsColumn, type Column } from '../list-kit/data-table';
import { RowOpenButton } from '../list-kit/row-open-button';
import { JobStatusBadge } from './job-status-badge';

/** "due …" for a job still to run, "finished …" for a finished one. */
export function jobTime(job: JobView): string {
  return job.finishedAt
    ? t('admin-jobs.finishedAt', { date: formatDateTime(job.finishedAt) })
    : t('admin-jobs.dueAt', { date: formatDateTime(job.runAt) });
}

/** "2/5": the attempts made of those allowed. */
export const attemptsOf = (job: JobView) =>
  t('admin-jobs.attemptsOf', { attempts: job.attempts, max: job.maxAttempts });

/**
 * The columns of the jobs list: `onOpen` shows a job (its whole error and its payload), `onRetry`
 * runs a failed one again; `retrying` holds the jobs whose retry is under way. Built while the page
 * renders, so the words are in the language of that moment.
 */
export function jobColumns({
  onOpen,
  onRetry,
  retrying,
}: {
  onOpen: (job: JobView) => void;
  onRetry: (job: JobView) => void;
  retrying: ReadonlySet<number>;
}): Column<JobView>[] {
  return [
    {
      id: 'id',
      header: t('admin-jobs.column.job'),
      className: 'max-w-[calc(100vw-16rem)] sm:max-w-[14rem]',
      cell: (job) => (
        <>
          <RowOpenButton
            onClick={() => onOpen(job)}
            className="font-medium tabular-nums"
            aria-label={t('admin-jobs.open', { id: job.id })}
            data-testid="job-open"
          >
            #{job.id}
          </RowOpenButton>
          {/* Phones have no room for a queue column: it goes under the number. */}
          <div className="truncate font-mono text-muted-foreground text-xs sm:hidden" translate="no">
            {job.queue}
          </div>
        </>
      ),
    },
    {
      id: 'queue',
      header: t('admin-jobs.column.queue'),
      headClassName: 'hidden sm:table-cell',
      className: 'hidden max-w-[14rem] truncate font-mono text-xs sm:table-cell',
      cell: (job) => (
        <span translate="no" data-testid="job-queue">
          {job.queue}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('admin-jobs.column.status'),
      cell: (job) => (
        <>
          <JobStatusBadge status={job.status} />
          {/* Phones: the attempts under the status. */}
          <div className="mt-1 text-muted-foreground text-xs tabular-nums md:hidden">{attemptsOf(job)}</div>
        </>
      ),
    },
    {
      id: 'attempts',
      header: t('admin-jobs.column.attempts'),
      headClassName: 'hidden md:table-cell',
      className: 'hidden tabular-nums md:table-cell',
      cell: (job) => <span data-testid="job-attempts">{attemptsOf(job)}</span>,
    },
    {
      id: 'time',
      header: t('admin-jobs.column.time'),
      headClassName: 'hidden sm:table-cell',
      className: 'hidden whitespace-nowrap text-muted-foreground sm:table-cell',
      cell: (job) => jobTime(job),
    },
    {
      id: 'error',
      header: t('admin-jobs.column.error'),
      headClassName: 'hidden lg:table-cell',
      className: 'hidden max-w-[18rem] lg:table-cell',
      cell: (job) =>
        job.lastError ? (
          <div
            className="truncate text-destructive text-xs"
            title={job.lastError}
            data-testid="job-error"
            translate="no"
          >
            {job.lastError}
          </div>
        ) : (
          noValue
        ),
    },
    actionsColumn((job) =>
      job.status === 'failed' ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onRetry(job)}
          loading={retrying.has(job.id)}
          aria-label={t('admin-jobs.retry.label', { id: job.id })}
          data-testid="job-retry"
        >
          {retrying.has(job.id) ? null : <RotateCw />} {t('admin-jobs.retry')}
        </Button>
      ) : null,
    ),
  ];
}
