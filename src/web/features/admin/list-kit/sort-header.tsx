import { ArrowDown, ArrowUp } from 'lucide-react';
import { useT } from '@/i18n/provider';

/**
 * A column header that flips the list's order (the API sorts). Screen readers hear the current
 * order and what a press does; give the column `ariaSort` too.
 */
export function SortHeader({
  label,
  ascending,
  onToggle,
  ascendingText,
  descendingText,
}: {
  label: string;
  ascending: boolean;
  onToggle: () => void;
  /** "oldest first" */
  ascendingText: string;
  /** "newest first" */
  descendingText: string;
}) {
  const t = useT();
  const Arrow = ascending ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 uppercase hover:text-foreground"
      onClick={onToggle}
    >
      {label}
      <Arrow className="size-3.5" aria-hidden="true" />
      <span className="sr-only">
        {ascending
          ? t('admin.list.sortState', { current: ascendingText, other: descendingText })
          : t('admin.list.sortState', { current: descendingText, other: ascendingText })}
      </span>
    </button>
  );
}
