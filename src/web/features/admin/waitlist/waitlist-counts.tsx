import type { WaitlistStatus } from '@shared/contracts/waitlist';
import { useT } from '@/i18n/provider';
import { cn, formatNumber } from '@/lib/utils';
import { WAITLIST_STATUS } from './waitlist-columns';

/** The count of each status; a press filters the list by it (a second press clears the filter). */
export function WaitlistCounts({
  counts,
  status,
  onSelect,
}: {
  counts: Record<WaitlistStatus, number> | undefined;
  status: WaitlistStatus | undefined;
  onSelect: (status: WaitlistStatus | undefined) => void;
}) {
  const t = useT();
  return (
    <div className="mb-4 grid grid-cols-3 gap-2 sm:gap-4" data-testid="waitlist-counts">
      {(['pending', 'invited', 'joined'] as const).map((key) => (
        <button
          key={key}
          type="button"
          onClick={() => onSelect(status === key ? undefined : key)}
          aria-pressed={status === key}
          className={cn(
            'rounded-xl border bg-card p-3 text-left transition-colors hover:bg-accent sm:p-4',
            status === key && 'border-primary ring-1 ring-primary',
          )}
        >
          <span className="block text-muted-foreground text-xs sm:text-sm">{t(WAITLIST_STATUS[key])}</span>
          <span className="block font-semibold text-xl tabular-nums sm:text-2xl" data-testid={`count-${key}`}>
            {counts ? formatNumber(counts[key]) : '–'}
          </span>
        </button>
      ))}
    </div>
  );
}
