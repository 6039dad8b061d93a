import { Badge } from '@/components/ui/badge';
import type { EmailStatus } from '@/lib/api/emails';

const variants = { sent: 'success', queued: 'warning', failed: 'destructive' } as const;

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return (
    <Badge variant={variants[status] ?? 'secondary'} className="capitalize">
      {status}
    </Badge>
  );
}
