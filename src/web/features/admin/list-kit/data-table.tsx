import type { MouseEvent, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { t } from '@/i18n/store';
import { cn } from '@/lib/utils';
import type { RowSelection } from './use-row-selection';

/** One column: its header and how a row shows in it. */
export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells (width, alignment, `hidden sm:table-cell`). */
  className?: string;
  /** Classes of the header cell, when they differ from the cells'. */
  headClassName?: string;
  /** Set on the column the rows are sorted by. */
  ariaSort?: 'ascending' | 'descending';
}

/**
 * The last column of a row: its buttons or menu, named for screen readers only. Pages build their
 * columns while rendering, so the header is worded in the language of that render.
 */
export function actionsColumn<T>(cell: (row: T) => ReactNode, className = 'text-right'): Column<T> {
  return {
    id: 'actions',
    header: <span className="sr-only">{t('admin.list.actions')}</span>,
    cell,
    className,
  };
}

// A click on a control inside a row does what the control does, not what the row does.
const OWN_CLICK = 'a, button, input, label, select, textarea, [data-row-click="ignore"]';

export interface DataTableProps<T extends { id: string | number }> {
  columns: ReadonlyArray<Column<T>>;
  rows: T[];
  testId?: string;
  /** The rows of the previous query, shown while the next one loads. */
  dimmed?: boolean;
  onRowClick?: (row: T) => void;
  activeId?: string;
  rowProps?: (row: T) => { className?: string } & Record<`data-${string}`, string | boolean | undefined>;
  selection?: RowSelection<T>;
}

/**
 * The table of an admin list page, driven by `columns`. Rows may open something on click
 * (`onRowClick`; `activeId` marks the open one), carry attributes for tests and styling
 * (`rowProps`), and have checkboxes for bulk actions (`selection` from `useRowSelection`).
 * Every list is paged, filtered and sorted by the API, so the table only renders the rows given.
 */
export function DataTable<T extends { id: string | number }>({
  columns,
  rows,
  testId,
  dimmed,
  onRowClick,
  activeId,
  rowProps,
  selection,
}: DataTableProps<T>) {
  const rowClick = onRowClick
    ? (row: T) => (event: MouseEvent<HTMLTableRowElement>) => {
        if (!(event.target as HTMLElement).closest(OWN_CLICK)) onRowClick(row);
      }
    : undefined;
  return (
    <Table data-testid={testId}>
      <TableHeader className="bg-muted/40">
        <TableRow>
          {selection ? (
            <TableHead className="w-10">
              {selection.anySelectable ? (
                <Checkbox
                  label={selection.allLabel}
                  checked={selection.allSelected}
                  onChange={(on) => selection.toggleAll(on)}
                />
              ) : null}
            </TableHead>
          ) : null}
          {columns.map((column) => (
            <TableHead
              key={column.id}
              className={column.headClassName ?? column.className}
              aria-sort={column.ariaSort}
            >
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className={cn(dimmed && 'opacity-60')}>
        {rows.map((row) => {
          const { className, ...data } = rowProps?.(row) ?? {};
          const selected =
            selection?.isSelected(row) || (activeId !== undefined && String(row.id) === activeId);
          return (
            <TableRow
              key={row.id}
              className={cn(onRowClick && 'cursor-pointer', className)}
              data-state={selected ? 'selected' : undefined}
              onClick={rowClick?.(row)}
              {...data}
            >
              {selection ? (
                <TableCell>
                  {selection.canSelect(row) ? (
                    <Checkbox
                      label={selection.label(row)}
                      checked={selection.isSelected(row)}
                      onChange={(on) => selection.toggle(row, on)}
                    />
                  ) : null}
                </TableCell>
              ) : null}
              {columns.map((column) => (
                <TableCell key={column.id} className={column.className}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="size-4 align-middle accent-[var(--color-primary)]"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
