import { DataTable, type DataTableProps } from './data-table';
import { ListStates, type ListStatesProps } from './list-states';

type ListTableProps<T, R extends { id: string | number }> = Omit<
  ListStatesProps<T, R>,
  'children' | 'card' | 'paging'
> &
  Omit<DataTableProps<R>, 'rows' | 'dimmed'>;

/**
 * The usual admin list: `ListStates` (error, loading, empty, paging) around a `DataTable` of the
 * answer's rows, dimmed while the next page loads. Lists that are not a table use `ListStates`.
 * Each of the two reads its own props from the one set.
 */
export function ListTable<T, R extends { id: string | number }>(props: ListTableProps<T, R>) {
  return (
    <ListStates {...props}>
      {(rows) => <DataTable {...props} rows={rows} dimmed={props.query.isPlaceholderData} />}
    </ListStates>
  );
}
