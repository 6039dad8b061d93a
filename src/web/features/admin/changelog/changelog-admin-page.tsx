import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EyeOff, History, MoreHorizontal, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ChangelogTypeBadge } from '@/features/changelog/type-badge';
import {
  CHANGELOG_TYPE_LABELS,
  CHANGELOG_TYPES,
  type ChangelogEntry,
  type ChangelogStatus,
  type ChangelogType,
  changelogApi,
} from '@/lib/api/changelog';
import { formatDateTime } from '@/lib/utils';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { ListStates } from '../list-states';
import { PageHeader } from '../page-header';
import { EntryEditor } from './entry-editor';

const STATUS_BADGE: Record<ChangelogStatus, { label: string; variant: 'secondary' | 'warning' | 'success' }> =
  {
    draft: { label: 'Draft', variant: 'secondary' },
    scheduled: { label: 'Scheduled', variant: 'warning' },
    published: { label: 'Published', variant: 'success' },
  };

type Pending = { kind: 'publish' | 'unpublish' | 'delete'; entry: ChangelogEntry } | null;

/** Every changelog entry in every status, and its editor. */
export function AdminChangelogPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ChangelogStatus | undefined>();
  const [type, setType] = useState<ChangelogType | undefined>();
  const [editing, setEditing] = useState<ChangelogEntry | 'new' | null>(null);
  const [confirming, setConfirming] = useState<Pending>(null);
  const queryClient = useQueryClient();

  const list = useQuery({
    queryKey: ['admin', 'changelog', 'list', { page, status, type }],
    queryFn: () => changelogApi.admin.list({ page, status, type, limit: 20 }),
    placeholderData: keepPreviousData,
  });

  const action = useMutation({
    mutationFn: async ({ kind, entry }: NonNullable<Pending>) => {
      if (kind === 'publish') await changelogApi.admin.publish(entry.id);
      else if (kind === 'unpublish') await changelogApi.admin.unpublish(entry.id);
      else await changelogApi.admin.remove(entry.id);
    },
    onSuccess: async (_result, { kind, entry }) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'changelog'] });
      await queryClient.invalidateQueries({ queryKey: ['changelog'] });
      toast.success(
        kind === 'publish'
          ? `Published ${entry.version}.`
          : kind === 'unpublish'
            ? `${entry.version} is a draft again.`
            : `Deleted ${entry.version}.`,
      );
      setConfirming(null);
    },
    onError: (failure) => toast.error(errorText(failure)),
  });

  if (editing) {
    return <EntryEditor entry={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  }

  const filtered = Boolean(status || type);
  return (
    <div>
      <PageHeader title="Changelog" description="Release notes: drafts, scheduled and published entries.">
        <Button onClick={() => setEditing('new')}>
          <Plus /> New entry
        </Button>
      </PageHeader>
      <div className="mb-4 grid gap-2 sm:grid-cols-[12rem_12rem]">
        <NativeSelect
          aria-label="Status"
          value={status ?? ''}
          onChange={(event) => {
            setStatus((event.target.value || undefined) as ChangelogStatus | undefined);
            setPage(1);
          }}
        >
          <option value="">All statuses</option>
          <option value="draft">Drafts</option>
          <option value="scheduled">Scheduled</option>
          <option value="published">Published</option>
        </NativeSelect>
        <NativeSelect
          aria-label="Type"
          value={type ?? ''}
          onChange={(event) => {
            setType((event.target.value || undefined) as ChangelogType | undefined);
            setPage(1);
          }}
        >
          <option value="">All types</option>
          {CHANGELOG_TYPES.map((item) => (
            <option key={item} value={item}>
              {CHANGELOG_TYPE_LABELS[item]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ListStates
        query={list}
        errorTitle="The entries could not be loaded"
        isEmpty={(data) => data.entries.length === 0}
        empty={{
          icon: History,
          title: filtered ? 'No entries match' : 'No changelog entries yet',
          description: filtered ? 'Try other filters.' : 'Write the first release note.',
        }}
        {...(filtered
          ? {
              onClear: () => {
                setStatus(undefined);
                setType(undefined);
              },
            }
          : {})}
        onPageChange={setPage}
      >
        {(data) => (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Version</TableHead>
                  <TableHead>Title</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead className="w-12">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.entries.map((entry) => (
                  <TableRow key={entry.id} data-testid="changelog-row">
                    <TableCell className="font-medium font-mono">{entry.version}</TableCell>
                    <TableCell className="max-w-[20rem] truncate">
                      <button
                        type="button"
                        className="text-left hover:underline"
                        onClick={() => setEditing(entry)}
                      >
                        {entry.title}
                      </button>
                    </TableCell>
                    <TableCell>
                      <ChangelogTypeBadge type={entry.type} />
                    </TableCell>
                    <TableCell>
                      <Badge variant={STATUS_BADGE[entry.status].variant}>
                        {STATUS_BADGE[entry.status].label}
                      </Badge>
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      {entry.publishedAt ? formatDateTime(entry.publishedAt) : '—'}
                    </TableCell>
                    <TableCell>
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button variant="ghost" size="icon" aria-label={`Actions for ${entry.version}`}>
                            <MoreHorizontal />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          <DropdownMenuItem onSelect={() => setEditing(entry)}>
                            <Pencil /> Edit
                          </DropdownMenuItem>
                          {entry.status !== 'published' ? (
                            <DropdownMenuItem onSelect={() => setConfirming({ kind: 'publish', entry })}>
                              <Send /> Publish now
                            </DropdownMenuItem>
                          ) : null}
                          {entry.status !== 'draft' ? (
                            <DropdownMenuItem onSelect={() => setConfirming({ kind: 'unpublish', entry })}>
                              <EyeOff /> Unpublish
                            </DropdownMenuItem>
                          ) : null}
                          <DropdownMenuSeparator />
                          <DropdownMenuItem
                            variant="destructive"
                            onSelect={() => setConfirming({ kind: 'delete', entry })}
                          >
                            <Trash2 /> Delete
                          </DropdownMenuItem>
                        </DropdownMenuContent>
                      </DropdownMenu>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </ListStates>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={
          confirming?.kind === 'delete'
            ? `Delete ${confirming.entry.version}?`
            : confirming?.kind === 'publish'
              ? `Publish ${confirming.entry.version} now?`
              : `Unpublish ${confirming?.entry.version}?`
        }
        description={
          confirming?.kind === 'delete'
            ? 'The entry is removed for good.'
            : confirming?.kind === 'publish'
              ? 'It appears on the public changelog and in the RSS feed at once.'
              : 'It leaves the public changelog and becomes a draft.'
        }
        confirmLabel={
          confirming?.kind === 'delete' ? 'Delete' : confirming?.kind === 'publish' ? 'Publish' : 'Unpublish'
        }
        destructive={confirming?.kind === 'delete'}
        pending={action.isPending}
        onConfirm={() => confirming && action.mutate(confirming)}
      />
    </div>
  );
}
