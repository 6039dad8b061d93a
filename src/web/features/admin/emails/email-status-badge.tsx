import type { EmailStatus } from '@shared/contracts/emails';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/provider';

const variants = { sent: 'success', queued: 'warning', failed: 'destructive' } as const;

/** Each status's message id (written out, so the catalog test finds them). */
export const EMAIL_STATUS = {
  queued: 'admin-emails.status.queued',
  sent: 'admin-emails.status.sent',
  failed: 'admin-emails.status.failed',
} as const satisfies Record<EmailStatus, string>;

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const t = useT();
  return (
    <Badge variant={variants[status] ?? 'secondary'}>
      {EMAIL_STATUS[status] ? t(EMAIL_STATUS[status]) : status}
    </Badge>
  );
}
