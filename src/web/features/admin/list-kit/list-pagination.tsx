import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { useT } from '@/i18n/provider';
import { PAGE_SIZES } from '@/lib/search-params';

/**
 * "Page 2 of 7" with previous/next and, from tablet width up, how many rows a page shows (phones
 * keep the bar on one line).
 */
export function ListPagination({
  page,
  totalPages,
  total,
  setPage,
  pageSize,
  setPageSize,
  disabled,
}: {
  page: number;
  totalPages: number;
  total: number;
  setPage: (page: number) => void;
  pageSize?: number;
  setPageSize?: (size: number) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <div className="flex items-center gap-4">
      <div className="min-w-0 flex-1">
        <Pagination
          page={page}
          totalPages={totalPages}
          total={total}
          disabled={disabled}
          onPageChange={setPage}
        />
      </div>
      {pageSize && setPageSize ? (
        <NativeSelect
          aria-label={t('admin.list.rowsPerPage')}
          className="hidden w-28 sm:block"
          value={pageSize}
          onChange={(event) => setPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('admin.list.perPage', { size })}
            </option>
          ))}
        </NativeSelect>
      ) : null}
    </div>
  );
}
