import { JOB_STATUSES, type JobStatusName } from '@shared/contracts/jobs';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/provider';
import { labelIds } from '@/lib/label-ids';

const variants = {
  queued: 'secondary',
  running: 'warning',
  succeeded: 'success',
  failed: 'destructive',
} as const;

/** Each status's message id. */
export const JOB_STATUS = labelIds('admin-jobs.status', JOB_STATUSES);

export function JobStatusBadge({ status }: { status: JobStatusName }) {
  const t = useT();
  return (
    <Badge variant={variants[status] ?? 'secondary'} data-testid="job-status" data-status={status}>
      {JOB_STATUS[status] ? t(JOB_STATUS[status]) : status}
    </Badge>
  );
}
