import { getRouteApi } from '@tanstack/react-router';
import { EyeOff, History, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { ChangelogTypeBadge } from '@/features/changelog/type-badge';
import { CHANGELOG_TYPE_LABELS, type ChangelogEntry, type ChangelogStatus } from '@/lib/api/changelog';
import { formatDateTime } from '@/lib/utils';
import { ConfirmDialog } from '../confirm-dialog';
import { actionsColumn, type Column } from '../list-kit/data-table';
import { FilterSelect, optionsOf } from '../list-kit/filter-select';
import { ListTable } from '../list-kit/list-table';
import { RowMenu } from '../list-kit/row-actions';
import { RowOpenButton } from '../list-kit/row-open-button';
import { useConfirmAction } from '../list-kit/use-confirm-action';
import { useListSearch } from '../list-kit/use-list-search';
import { PageHeader } from '../page-header';
import { EntryEditor } from './entry-editor';
import {
  CHANGELOG_PAGE_SIZE,
  type ChangelogAction,
  changelogConfirmCopy,
  useAdminChangelog,
  useChangelogAction,
} from './use-admin-changelog';

const routeApi = getRouteApi('/dashboard/admin/changelog');

const STATUS_BADGE: Record<ChangelogStatus, { label: string; variant: 'secondary' | 'warning' | 'success' }> =
  {
    draft: { label: 'Draft', variant: 'secondary' },
    scheduled: { label: 'Scheduled', variant: 'warning' },
    published: { label: 'Published', variant: 'success' },
  };

/** Every changelog entry in every status, and its editor. */
export function AdminChangelogPage() {
  const list = useListSearch(routeApi, { pageSize: CHANGELOG_PAGE_SIZE, filters: ['status', 'type'] });
  const entries = useAdminChangelog(list.query);
  const action = useChangelogAction();
  const [editing, setEditing] = useState<ChangelogEntry | 'new' | null>(null);
  const confirmation = useConfirmAction(async (pending: ChangelogAction) => {
    await action.mutateAsync(pending);
    return changelogConfirmCopy(pending).done;
  });
  const { done: _done, ...confirmCopy } = changelogConfirmCopy(confirmation.pending);

  if (editing) {
    return <EntryEditor entry={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  }

  const columns: Column<ChangelogEntry>[] = [
    { id: 'version', header: 'Version', className: 'font-medium font-mono', cell: (entry) => entry.version },
    {
      id: 'title',
      header: 'Title',
      className: 'max-w-[20rem] truncate',
      cell: (entry) => <RowOpenButton onClick={() => setEditing(entry)}>{entry.title}</RowOpenButton>,
    },
    { id: 'type', header: 'Type', cell: (entry) => <ChangelogTypeBadge type={entry.type} /> },
    {
      id: 'status',
      header: 'Status',
      cell: (entry) => (
        <Badge variant={STATUS_BADGE[entry.status].variant}>{STATUS_BADGE[entry.status].label}</Badge>
      ),
    },
    {
      id: 'date',
      header: 'Date',
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (entry) => (entry.publishedAt ? formatDateTime(entry.publishedAt) : '—'),
    },
    actionsColumn(
      (entry) => (
        <RowMenu label={`Actions for ${entry.version}`}>
          <DropdownMenuItem onSelect={() => setEditing(entry)}>
            <Pencil /> Edit
          </DropdownMenuItem>
          {entry.status !== 'published' ? (
            <DropdownMenuItem onSelect={() => confirmation.ask({ kind: 'publish', entry })}>
              <Send /> Publish now
            </DropdownMenuItem>
          ) : null}
          {entry.status !== 'draft' ? (
            <DropdownMenuItem onSelect={() => confirmation.ask({ kind: 'unpublish', entry })}>
              <EyeOff /> Unpublish
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            variant="destructive"
            onSelect={() => confirmation.ask({ kind: 'delete', entry })}
          >
            <Trash2 /> Delete
          </DropdownMenuItem>
        </RowMenu>
      ),
      'w-12',
    ),
  ];

  return (
    <div>
      <PageHeader title="Changelog" description="Release notes: drafts, scheduled and published entries.">
        <Button onClick={() => setEditing('new')}>
          <Plus /> New entry
        </Button>
      </PageHeader>
      <div className="mb-4 grid gap-2 sm:grid-cols-[12rem_12rem]">
        <FilterSelect
          label="Status"
          className=""
          {...list.filterProps('status')}
          allLabel="All statuses"
          options={optionsOf({ draft: 'Drafts', scheduled: 'Scheduled', published: 'Published' })}
        />
        <FilterSelect
          label="Type"
          className=""
          {...list.filterProps('type')}
          allLabel="All types"
          options={optionsOf(CHANGELOG_TYPE_LABELS)}
        />
      </div>
      <ListTable
        query={entries}
        errorTitle="The entries could not be loaded"
        rows={(data) => data.entries}
        empty={{
          icon: History,
          title: 'No changelog entries yet',
          description: 'Write the first release note.',
        }}
        noMatch={{ title: 'No entries match', description: 'Try other filters.' }}
        list={list}
        columns={columns}
        rowProps={() => ({ 'data-testid': 'changelog-row' })}
      />
      <ConfirmDialog {...confirmation.dialog} {...confirmCopy} />
    </div>
  );
}
