import type { JobView } from '@shared/contracts/jobs';
import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/i18n/provider';
import { formatDateTime } from '@/lib/utils';
import { attemptsOf } from './job-columns';
import { JobStatusBadge } from './job-status-badge';

/** The payload as compact JSON (one line, wrapped by the box); what cannot be shown as JSON as text. */
export function compactJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** One job: its queue, status and times, its whole last error, and its payload. */
export function JobDetailDialog({
  job,
  onClose,
  onRetry,
  retrying,
}: {
  job: JobView | undefined;
  onClose: () => void;
  /** Offered for a failed job. */
  onRetry: (job: JobView) => void;
  retrying: boolean;
}) {
  const t = useT();
  return (
    <Dialog open={job !== undefined} onOpenChange={(open) => (open ? null : onClose())}>
      {job ? (
        <DialogContent className="sm:max-w-2xl" data-testid="job-detail">
          <DialogHeader>
            <DialogTitle>{t('admin-jobs.detail.title', { id: job.id })}</DialogTitle>
            <DialogDescription asChild>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t('admin-jobs.detail.queue')}</dt>
                <dd className="break-all font-mono text-foreground" translate="no">
                  {job.queue}
                </dd>
                <dt className="text-muted-foreground">{t('admin-jobs.detail.status')}</dt>
                <dd className="flex flex-wrap items-center gap-2 text-foreground">
                  <JobStatusBadge status={job.status} />
                  <span className="tabular-nums">
                    {t('admin-jobs.detail.attempts', { attempts: attemptsOf(job) })}
                  </span>
                </dd>
                <dt className="text-muted-foreground">{t('admin-jobs.detail.created')}</dt>
                <dd className="text-foreground">{formatDateTime(job.createdAt)}</dd>
                <dt className="text-muted-foreground">{t('admin-jobs.detail.runAt')}</dt>
                <dd className="text-foreground">{formatDateTime(job.runAt)}</dd>
                <dt className="text-muted-foreground">{t('admin-jobs.detail.finished')}</dt>
                <dd className="text-foreground">{job.finishedAt ? formatDateTime(job.finishedAt) : '—'}</dd>
              </dl>
            </DialogDescription>
          </DialogHeader>
          {job.lastError ? (
            <Alert variant="destructive">
              <AlertTitle>
                {job.status === 'failed' ? t('admin-jobs.detail.failed') : t('admin-jobs.detail.lastError')}
              </AlertTitle>
              <AlertDescription
                className="max-h-48 overflow-auto whitespace-pre-wrap break-words font-mono text-xs"
                translate="no"
                data-testid="job-detail-error"
              >
                {job.lastError}
              </AlertDescription>
            </Alert>
          ) : null}
          {job.status === 'failed' ? (
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => onRetry(job)}
              loading={retrying}
            >
              {retrying ? null : <RotateCw />} {t('admin-jobs.retry')}
            </Button>
          ) : null}
          <section aria-labelledby="job-payload-title" className="min-w-0 space-y-2">
            <h3 id="job-payload-title" className="font-medium text-sm">
              {t('admin-jobs.detail.payload')}
            </h3>
            <pre
              className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-md border bg-muted/40 p-3 font-mono text-xs"
              translate="no"
              data-testid="job-payload"
            >
              {compactJson(job.payload)}
            </pre>
          </section>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
