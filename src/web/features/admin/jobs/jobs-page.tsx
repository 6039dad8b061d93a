import type { JobStatusName, JobView } from '@shared/contracts/jobs';
import { getRouteApi } from '@tanstack/react-router';
import { ListChecks, X } from 'lucide-react';
import { useState } from 'react';
import { withToast } from '@/components/dialogs/use-confirm-action';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { labelIds } from '@/lib/label-ids';
import { FilterSelect, optionsOf } from '../list-kit/filter-select';
import { ListTable } from '../list-kit/list-table';
import { useListSearch } from '../list-kit/use-list-search';
import { useStickyRow } from '../list-kit/use-open-row';
import { PageHeader } from '../page-header';
import { jobColumns } from './job-columns';
import { JobDetailDialog } from './job-detail-dialog';
import { JobQueues } from './job-queues';
import { JOB_STATUS } from './job-status-badge';
import { JOBS_PAGE_SIZE, useJobQueues, useJobs, useRetryJob } from './use-jobs';

const routeApi = getRouteApi('/dashboard/admin/jobs');

/** The filter's statuses, in the order a reader looks for them. */
const STATUS_FILTER = [
  'queued',
  'running',
  'failed',
  'succeeded',
] as const satisfies readonly JobStatusName[];

/** "No failed jobs": the empty list's title under a status filter. */
const NO_MATCH = labelIds('admin-jobs.noMatch', ['queued', 'running', 'failed', 'succeeded']);

/**
 * The job runner's page: its queues (waiting, running, failed, done in 24 hours, the oldest
 * waiting job) and its jobs, newest first, filterable by status and queue, with each job's last
 * error and payload; a failed job can be run again.
 */
export function JobsPage() {
  const t = useT();
  const list = useListSearch(routeApi, { pageSize: JOBS_PAGE_SIZE, filters: ['status', 'queue'] });
  const { status, queue } = list.search;
  const queues = useJobQueues();
  const jobs = useJobs(list.query);
  const retry = useRetryJob();
  const [openId, setOpenId] = useState<string | undefined>(undefined);
  const selected = useStickyRow(jobs.data?.jobs, openId);
  const [retrying, setRetrying] = useState<ReadonlySet<number>>(new Set());

  const runRetry = async (job: JobView) => {
    if (retrying.has(job.id)) return;
    setRetrying((previous) => new Set(previous).add(job.id));
    await withToast(
      () => retry.mutateAsync(job.id),
      t('admin-jobs.retry.done', { id: job.id, queue: job.queue }),
    );
    setRetrying((previous) => {
      const next = new Set(previous);
      next.delete(job.id);
      return next;
    });
  };

  // The queue in the URL stays selectable when it is not (or no longer) in the counts.
  const queueOptions = (queues.data?.queues ?? []).map((item) => ({ value: item.name, label: item.name }));
  if (queue && !queueOptions.some((option) => option.value === queue)) {
    queueOptions.push({ value: queue, label: queue });
  }

  return (
    <>
      <PageHeader title={t('admin-jobs.title')} description={t('admin-jobs.description')} />
      <JobQueues
        query={queues}
        onShowFailed={(name) => list.setFilter({ status: 'failed', queue: name })}
        onShowQueue={(name) => list.setFilter({ queue: name })}
      />

      <section aria-labelledby="jobs-list-title">
        <h2 id="jobs-list-title" className="mb-3 font-semibold text-lg">
          {t('admin-jobs.list.title')}
        </h2>
        <div className="mb-4 grid gap-2 sm:flex sm:flex-wrap">
          <FilterSelect
            label={t('admin-jobs.filter.status')}
            {...list.filterProps('status')}
            allLabel={t('admin-jobs.filter.allStatuses')}
            options={optionsOf(
              Object.fromEntries(STATUS_FILTER.map((value) => [value, t(JOB_STATUS[value])])) as Record<
                JobStatusName,
                string
              >,
            )}
          />
          <FilterSelect
            label={t('admin-jobs.filter.queue')}
            className="sm:w-56"
            {...list.filterProps('queue')}
            allLabel={t('admin-jobs.filter.allQueues')}
            options={queueOptions}
            translate="no"
          />
          {list.filtered ? (
            <Button type="button" variant="ghost" onClick={list.clear}>
              <X /> {t('admin.list.clear')}
            </Button>
          ) : null}
        </div>

        <ListTable
          query={jobs}
          errorTitle={t('admin-jobs.loadError')}
          skeletonClassName="h-9 w-full"
          rows={(data) => data.jobs}
          empty={{
            icon: ListChecks,
            title: t('admin-jobs.empty.title'),
            description: t('admin-jobs.empty.description'),
          }}
          noMatch={{
            title: status ? t(NO_MATCH[status]) : t('admin-jobs.noMatch.any'),
            description: t('admin-jobs.noMatch.description'),
          }}
          list={list}
          testId="jobs-table"
          columns={jobColumns({
            onOpen: (job) => setOpenId(String(job.id)),
            onRetry: (job) => void runRetry(job),
            retrying,
          })}
          onRowClick={(job) => setOpenId(String(job.id))}
          activeId={openId}
          rowProps={(job) => ({
            'data-testid': 'job-row',
            'data-status': job.status,
            'data-queue': job.queue,
            'data-job': String(job.id),
          })}
        />
      </section>
      <JobDetailDialog
        job={selected}
        onClose={() => setOpenId(undefined)}
        onRetry={(job) => void runRetry(job)}
        retrying={selected ? retrying.has(selected.id) : false}
      />
    </>
  );
}
