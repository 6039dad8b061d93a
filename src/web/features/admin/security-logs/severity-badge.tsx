import type { Severity } from '@shared/security-events';
import { CircleCheck, CircleX } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { SEVERITY_LABELS } from './event-labels';

/** Low grey, medium amber, high orange, critical solid red. */
const severityStyles: Record<Severity, string> = {
  low: 'border-transparent bg-muted text-muted-foreground',
  medium: 'border-warning/30 bg-warning/10 text-warning',
  high: 'border-orange-500/30 bg-orange-500/10 text-orange-600 dark:text-orange-400',
  critical: 'border-transparent bg-destructive text-destructive-foreground',
};

export function SeverityBadge({ severity, className }: { severity: Severity; className?: string }) {
  const t = useT();
  return (
    <Badge
      variant="outline"
      className={cn(severityStyles[severity] ?? severityStyles.low, className)}
      data-severity={severity}
    >
      {t(SEVERITY_LABELS[severity] ?? SEVERITY_LABELS.low)}
    </Badge>
  );
}

/** A tick for a success, a cross for a failure, with the word for screen readers (or shown). */
export function LogResult({ success, showLabel = false }: { success: boolean; showLabel?: boolean }) {
  const t = useT();
  const Icon = success ? CircleCheck : CircleX;
  return (
    <span
      className={cn('inline-flex items-center gap-1.5', success ? 'text-success' : 'text-destructive')}
      data-testid="log-result"
      data-success={success}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>
        {success ? t('admin-security-logs.result.success') : t('admin-security-logs.result.failure')}
      </span>
    </span>
  );
}
