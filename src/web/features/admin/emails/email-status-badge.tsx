import { EMAIL_STATUSES, type EmailStatus } from '@shared/contracts/emails';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/provider';
import { labelIds } from '@/lib/label-ids';

const variants = { sent: 'success', queued: 'warning', failed: 'destructive' } as const;

/** Each status's message id. */
export const EMAIL_STATUS = labelIds('admin-emails.status', EMAIL_STATUSES);

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const t = useT();
  return (
    <Badge variant={variants[status] ?? 'secondary'}>
      {EMAIL_STATUS[status] ? t(EMAIL_STATUS[status]) : status}
    </Badge>
  );
}
