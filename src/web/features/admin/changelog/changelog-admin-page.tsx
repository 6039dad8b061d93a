import type { EntryOut, EntryStatus } from '@shared/contracts/changelog';
import { getRouteApi } from '@tanstack/react-router';
import { EyeOff, History, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction } from '@/components/dialogs/use-confirm-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { ChangelogTypeBadge } from '@/features/changelog/type-badge';
import { useT } from '@/i18n/provider';
import { translateAll } from '@/lib/labels';
import { formatDateTime } from '@/lib/utils';
import { actionsColumn, type Column } from '../list-kit/data-table';
import { FilterSelect, optionsOf } from '../list-kit/filter-select';
import { ListTable } from '../list-kit/list-table';
import { RowMenu } from '../list-kit/row-actions';
import { RowOpenButton } from '../list-kit/row-open-button';
import { useListSearch } from '../list-kit/use-list-search';
import { PageHeader } from '../page-header';
import { EntryEditor } from './entry-editor';
import { STATUS_LABELS, TYPE_LABELS } from './labels';
import {
  CHANGELOG_PAGE_SIZE,
  type ChangelogAction,
  changelogConfirmCopy,
  useAdminChangelog,
  useChangelogAction,
} from './use-admin-changelog';

const routeApi = getRouteApi('/dashboard/admin/changelog');

const STATUS_VARIANT: Record<EntryStatus, 'secondary' | 'warning' | 'success'> = {
  draft: 'secondary',
  scheduled: 'warning',
  published: 'success',
};

/** Every changelog entry in every status, and its editor. */
export function AdminChangelogPage() {
  const t = useT();
  const list = useListSearch(routeApi, { pageSize: CHANGELOG_PAGE_SIZE, filters: ['status', 'type'] });
  const entries = useAdminChangelog(list.query);
  const action = useChangelogAction();
  const [editing, setEditing] = useState<EntryOut | 'new' | null>(null);
  const confirmation = useConfirmAction(async (pending: ChangelogAction) => {
    await action.mutateAsync(pending);
    return changelogConfirmCopy(pending).done;
  });
  const { done: _done, ...confirmCopy } = changelogConfirmCopy(confirmation.pending);

  if (editing) {
    return <EntryEditor entry={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  }

  const columns: Column<EntryOut>[] = [
    {
      id: 'version',
      header: t('admin-changelog.column.version'),
      className: 'font-medium font-mono',
      cell: (entry) => <span translate="no">{entry.version}</span>,
    },
    {
      id: 'title',
      header: t('admin-changelog.column.title'),
      className: 'max-w-[20rem] truncate',
      cell: (entry) => (
        <RowOpenButton onClick={() => setEditing(entry)} data-content>
          {entry.title}
        </RowOpenButton>
      ),
    },
    {
      id: 'type',
      header: t('admin-changelog.column.type'),
      cell: (entry) => <ChangelogTypeBadge type={entry.type} />,
    },
    {
      id: 'status',
      header: t('admin-changelog.column.status'),
      cell: (entry) => <Badge variant={STATUS_VARIANT[entry.status]}>{t(STATUS_LABELS[entry.status])}</Badge>,
    },
    {
      id: 'date',
      header: t('admin-changelog.column.date'),
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (entry) => (entry.publishedAt ? formatDateTime(entry.publishedAt) : '—'),
    },
    actionsColumn(
      (entry) => (
        <RowMenu label={t('admin-changelog.row.actions', { version: entry.version })}>
          <DropdownMenuItem onSelect={() => setEditing(entry)}>
            <Pencil /> {t('admin-changelog.row.edit')}
          </DropdownMenuItem>
          {entry.status !== 'published' ? (
            <DropdownMenuItem onSelect={() => confirmation.ask({ kind: 'publish', entry })}>
              <Send /> {t('admin-changelog.row.publishNow')}
            </DropdownMenuItem>
          ) : null}
          {entry.status !== 'draft' ? (
            <DropdownMenuItem onSelect={() => confirmation.ask({ kind: 'unpublish', entry })}>
              <EyeOff /> {t('admin-changelog.row.unpublish')}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            variant="destructive"
            onSelect={() => confirmation.ask({ kind: 'delete', entry })}
          >
            <Trash2 /> {t('admin-changelog.row.delete')}
          </DropdownMenuItem>
        </RowMenu>
      ),
      'w-12',
    ),
  ];

  return (
    <div>
      <PageHeader title={t('admin-changelog.list.title')} description={t('admin-changelog.list.description')}>
        <Button onClick={() => setEditing('new')}>
          <Plus /> {t('admin-changelog.list.newEntry')}
        </Button>
      </PageHeader>
      <div className="mb-4 grid gap-2 sm:grid-cols-[12rem_12rem]">
        <FilterSelect
          label={t('admin-changelog.filter.status')}
          className=""
          {...list.filterProps('status')}
          allLabel={t('admin-changelog.filter.allStatuses')}
          options={optionsOf({
            draft: t('admin-changelog.filter.drafts'),
            scheduled: t('admin-changelog.filter.scheduled'),
            published: t('admin-changelog.filter.published'),
          })}
        />
        <FilterSelect
          label={t('admin-changelog.filter.type')}
          className=""
          {...list.filterProps('type')}
          allLabel={t('admin-changelog.filter.allTypes')}
          options={optionsOf(translateAll(TYPE_LABELS, t))}
        />
      </div>
      <ListTable
        query={entries}
        errorTitle={t('admin-changelog.list.loadError')}
        rows={(data) => data.entries}
        empty={{
          icon: History,
          title: t('admin-changelog.list.emptyTitle'),
          description: t('admin-changelog.list.emptyDescription'),
        }}
        noMatch={{
          title: t('admin-changelog.list.noMatch'),
          description: t('admin-changelog.list.noMatchDescription'),
        }}
        list={list}
        columns={columns}
        rowProps={() => ({ 'data-testid': 'changelog-row' })}
      />
      <ConfirmDialog {...confirmation.dialog} {...confirmCopy} />
    </div>
  );
}
