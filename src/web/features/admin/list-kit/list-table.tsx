import { DataTable, type DataTableProps } from './data-table';
import { ListStates, type ListStatesProps } from './list-states';

/**
 * The usual admin list: `ListStates` (error, loading, empty, paging) around a `DataTable` of the
 * answer's rows, dimmed while the next page loads. Lists that are not a table use `ListStates`.
 */
export function ListTable<T, R extends { id: string | number }>({
  query,
  errorTitle,
  skeletonRows,
  skeletonClassName,
  rows,
  empty,
  noMatch,
  list,
  onClear,
  ...table
}: Omit<ListStatesProps<T, R>, 'children' | 'card' | 'paging'> & Omit<DataTableProps<R>, 'rows' | 'dimmed'>) {
  return (
    <ListStates
      query={query}
      errorTitle={errorTitle}
      skeletonRows={skeletonRows}
      skeletonClassName={skeletonClassName}
      rows={rows}
      empty={empty}
      noMatch={noMatch}
      list={list}
      onClear={onClear}
    >
      {(loaded) => <DataTable {...table} rows={loaded} dimmed={query.isPlaceholderData} />}
    </ListStates>
  );
}
