import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormattedMessage, useT } from '@/i18n/provider';

/** Above a table while rows are ticked: how many, "Clear selection", and the page's bulk actions. */
export function BulkActionBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const t = useT();
  if (count === 0) return null;
  return (
    <div
      className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-accent/50 px-3 py-2 text-sm"
      data-testid="bulk-bar"
    >
      <span>
        <FormattedMessage
          id="admin.list.selected"
          values={{ count, b: (chunks) => <span className="font-medium">{chunks}</span> }}
        />
      </span>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('admin.list.clearSelection')}
        </Button>
        {children}
      </div>
    </div>
  );
}
