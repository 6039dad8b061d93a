import { ChevronLeft, ChevronRight } from 'lucide-react';
import { FormattedMessage, useT } from '@/i18n/provider';
import { formatNumber } from '@/lib/utils';
import { Button } from './button';

/** "Page 2 of 7" with previous/next buttons. */
export function Pagination({
  page,
  totalPages,
  total,
  onPageChange,
  disabled,
}: {
  page: number;
  totalPages: number;
  total?: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const last = Math.max(totalPages, 1);
  return (
    <nav
      aria-label={t('ui.pagination.label')}
      className="flex items-center justify-between gap-4 text-muted-foreground text-sm"
    >
      <p>
        <FormattedMessage
          id="ui.pagination.page"
          values={{
            page: Math.min(page, last),
            last,
            b: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
          }}
        />
        {total !== undefined ? (
          <span className="hidden sm:inline">
            {' · '}
            {t('ui.pagination.total', { total: formatNumber(total) })}
          </span>
        ) : null}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft /> {t('ui.pagination.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || page >= last}
          onClick={() => onPageChange(page + 1)}
        >
          {t('ui.pagination.next')} <ChevronRight />
        </Button>
      </div>
    </nav>
  );
}

/**
 * The pages of a public list, shown only when there is more than one. `onPage` writes the page to
 * the URL (`undefined` for the first, which stays out of it); the view goes back to the top.
 */
export function PageNavigation({
  pagination,
  disabled,
  onPage,
}: {
  pagination: { page: number; totalPages: number; total: number };
  disabled?: boolean;
  onPage: (page: number | undefined) => void;
}) {
  if (pagination.totalPages <= 1) return null;
  return (
    <Pagination
      {...pagination}
      disabled={disabled}
      onPageChange={(next) => {
        onPage(next > 1 ? next : undefined);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
