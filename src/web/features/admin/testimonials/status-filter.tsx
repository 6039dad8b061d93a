import type { TestimonialStatus } from '@shared/contracts/testimonials';
import { useT } from '@/i18n/provider';
import { cn, formatNumber } from '@/lib/utils';
import { STATUS_LABELS } from './status-labels';

/** The statuses, in the order they are offered. */
export const STATUS_FILTERS: TestimonialStatus[] = ['pending', 'published', 'rejected', 'unpublished'];

/**
 * Which testimonials the list shows, one status at a time, with each status's count: a group of
 * toggle buttons (aria-pressed). Not tabs: the list below is one panel whatever is chosen, and
 * tabs would name panels that do not exist.
 */
export function StatusFilter({
  status,
  counts,
  onChange,
}: {
  status: TestimonialStatus;
  counts: Record<TestimonialStatus, number> | undefined;
  onChange: (status: TestimonialStatus) => void;
}) {
  const t = useT();
  return (
    <div className="max-w-full overflow-x-auto">
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset */}
      <div
        role="group"
        aria-label={t('admin-testimonials.list.statusFilter')}
        className="inline-flex h-9 w-fit items-center rounded-lg bg-muted p-[3px] text-muted-foreground"
      >
        {STATUS_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => onChange(value)}
            data-testid={`tab-${value}`}
            className={cn(
              'inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent px-2 py-1 font-medium text-foreground text-sm transition-[color,box-shadow] focus-visible:outline-1 focus-visible:outline-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:text-muted-foreground',
              status === value &&
                'bg-background shadow-sm dark:border-input dark:bg-input/30 dark:text-foreground',
            )}
          >
            {t(STATUS_LABELS[value])}
            {counts ? (
              <span className="text-muted-foreground text-xs tabular-nums">
                {formatNumber(counts[value])}
              </span>
            ) : null}
          </button>
        ))}
      </div>
    </div>
  );
}
