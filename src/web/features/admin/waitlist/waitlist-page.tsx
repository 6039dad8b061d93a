import { getRouteApi } from '@tanstack/react-router';
import { CheckCheck, Download, ListChecks, Send, Settings, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api, type WaitlistEntry, type WaitlistStatus } from '@/lib/api';
import { useDebouncedFilter } from '@/lib/use-debounced-filter';
import { cn, formatDate } from '@/lib/utils';
import type { WaitlistSearch } from '@/router';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { ListFilterBar } from '../list-filter-bar';
import { ListStates } from '../list-states';
import { PageHeader } from '../page-header';
import { useAdminWaitlist, useWaitlistAction } from './use-admin-waitlist';
import { WaitlistSettingsSheet } from './waitlist-settings-sheet';

const routeApi = getRouteApi('/dashboard/admin/waitlist');

const statusLabel: Record<WaitlistStatus, string> = {
  pending: 'Pending',
  invited: 'Invited',
  joined: 'Joined',
};
const statusVariant = { pending: 'warning', invited: 'default', joined: 'success' } as const;

export function WaitlistStatusBadge({ status }: { status: WaitlistStatus }) {
  return (
    <Badge variant={statusVariant[status]} data-testid="waitlist-status">
      {statusLabel[status]}
    </Badge>
  );
}

type Pending =
  | { kind: 'invite'; entries: WaitlistEntry[] }
  | { kind: 'joined' | 'delete'; entry: WaitlistEntry }
  | null;

/** Waitlist entries: counts, filters, selection with bulk invite, per-row actions and settings. */
export function AdminWaitlistPage() {
  const { page = 1, status, search } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useAdminWaitlist({ page, status, search });
  const action = useWaitlistAction();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState<Pending>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  // A selection belongs to the rows on screen: a new page or filter starts afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list's query changes
  useEffect(() => setSelected(new Set()), [page, status, search]);

  const setFilter = (patch: Partial<WaitlistSearch>, replace = false) =>
    navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }), replace });
  const [term, setTerm, flushTerm] = useDebouncedFilter(search, (next) => setFilter({ search: next }, true));
  const filtered = Boolean(search || status);

  const entries = list.data?.entries ?? [];
  const invitable = entries.filter((entry) => entry.status === 'pending');
  const selectedEntries = entries.filter((entry) => selected.has(entry.id));
  const selectedInvitable = selectedEntries.filter((entry) => entry.status === 'pending');
  const allSelected = invitable.length > 0 && invitable.every((entry) => selected.has(entry.id));
  const counts = list.data?.counts;

  const toggle = (id: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirm = async () => {
    if (!confirming) return;
    try {
      if (confirming.kind === 'invite') {
        const result = (await action.mutateAsync({
          kind: 'invite',
          ids: confirming.entries.map((entry) => entry.id),
        })) as { invited: number };
        toast.success(result.invited === 1 ? '1 invitation sent.' : `${result.invited} invitations sent.`);
        setSelected(new Set());
      } else if (confirming.kind === 'joined') {
        await action.mutateAsync({ kind: 'joined', id: confirming.entry.id });
        toast.success(`${confirming.entry.email} is marked as joined.`);
      } else {
        await action.mutateAsync({ kind: 'delete', id: confirming.entry.id });
        toast.success(`${confirming.entry.email} is removed from the waitlist.`);
      }
    } catch (error) {
      toast.error(errorText(error));
    }
    setConfirming(null);
  };

  return (
    <>
      <PageHeader
        title="Waitlist"
        description="People waiting for access: invite them one by one or in bulk."
      >
        <Button variant="outline" onClick={() => setSettingsOpen(true)}>
          <Settings /> Settings
        </Button>
        <Button variant="outline" asChild>
          <a href={api.admin.waitlistExportUrl({ status, search })} download data-testid="export-csv">
            <Download /> Export CSV
          </a>
        </Button>
      </PageHeader>

      <div className="mb-4 grid grid-cols-3 gap-2 sm:gap-4" data-testid="waitlist-counts">
        {(['pending', 'invited', 'joined'] as const).map((key) => (
          <button
            key={key}
            type="button"
            onClick={() => setFilter({ status: status === key ? undefined : key })}
            aria-pressed={status === key}
            className={cn(
              'rounded-xl border bg-card p-3 text-left transition-colors hover:bg-accent sm:p-4',
              status === key && 'border-primary ring-1 ring-primary',
            )}
          >
            <span className="block text-muted-foreground text-xs sm:text-sm">{statusLabel[key]}</span>
            <span
              className="block font-semibold text-xl tabular-nums sm:text-2xl"
              data-testid={`count-${key}`}
            >
              {counts ? counts[key].toLocaleString() : '–'}
            </span>
          </button>
        ))}
      </div>

      <ListFilterBar
        term={term}
        onTermChange={setTerm}
        onSubmit={flushTerm}
        placeholder="Search by name or e-mail"
        label="Search the waitlist"
        filtered={filtered}
        onClear={() => navigate({ search: {} })}
      >
        <NativeSelect
          aria-label="Status"
          className="sm:w-40"
          value={status ?? ''}
          onChange={(event) =>
            setFilter({ status: (event.target.value || undefined) as WaitlistSearch['status'] })
          }
        >
          <option value="">Any status</option>
          <option value="pending">Pending</option>
          <option value="invited">Invited</option>
          <option value="joined">Joined</option>
        </NativeSelect>
      </ListFilterBar>

      {selectedEntries.length > 0 ? (
        <div
          className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-accent/50 px-3 py-2 text-sm"
          data-testid="bulk-bar"
        >
          <span>
            <span className="font-medium">{selectedEntries.length}</span> selected
          </span>
          <div className="flex gap-2">
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
            {selectedInvitable.length > 0 ? (
              <Button size="sm" onClick={() => setConfirming({ kind: 'invite', entries: selectedInvitable })}>
                <Send /> Invite {selectedInvitable.length}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      <ListStates
        query={list}
        errorTitle="Could not load the waitlist"
        isEmpty={(data) => data.entries.length === 0}
        empty={{
          icon: ListChecks,
          title: filtered ? 'No entries match' : 'Nobody on the waitlist yet',
          description: filtered
            ? 'Try another search, or clear the filters.'
            : 'People who join from the website appear here.',
        }}
        onClear={filtered ? () => navigate({ search: {} }) : undefined}
        onPageChange={(next) =>
          navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })
        }
      >
        {(_data) => (
          <Table data-testid="waitlist-table">
            <TableHeader className="bg-muted/40">
              <TableRow>
                <TableHead className="w-10">
                  {invitable.length > 0 ? (
                    <input
                      type="checkbox"
                      className="size-4 align-middle accent-[var(--color-primary)]"
                      aria-label="Select every pending entry on this page"
                      checked={allSelected}
                      onChange={(event) =>
                        setSelected(
                          event.target.checked ? new Set(invitable.map((entry) => entry.id)) : new Set(),
                        )
                      }
                    />
                  ) : null}
                </TableHead>
                <TableHead>Person</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Joined the list</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody className={cn(list.isPlaceholderData && 'opacity-60')}>
              {entries.map((entry) => (
                <TableRow
                  key={entry.id}
                  data-testid="waitlist-row"
                  data-email={entry.email}
                  data-state={selected.has(entry.id) ? 'selected' : undefined}
                >
                  <TableCell>
                    {entry.status === 'pending' ? (
                      <input
                        type="checkbox"
                        className="size-4 align-middle accent-[var(--color-primary)]"
                        aria-label={`Select ${entry.email}`}
                        checked={selected.has(entry.id)}
                        onChange={(event) => toggle(entry.id, event.target.checked)}
                      />
                    ) : null}
                  </TableCell>
                  <TableCell className="min-w-[12rem] max-w-[18rem]">
                    <p className="truncate font-medium">{entry.name || '—'}</p>
                    <p className="truncate text-muted-foreground text-xs">{entry.email}</p>
                  </TableCell>
                  <TableCell>
                    <div className="grid gap-0.5">
                      <WaitlistStatusBadge status={entry.status} />
                      {entry.status === 'invited' && entry.invitedAt ? (
                        <span className="text-muted-foreground text-xs">{formatDate(entry.invitedAt)}</span>
                      ) : entry.status === 'joined' && entry.joinedAt ? (
                        <span className="text-muted-foreground text-xs">{formatDate(entry.joinedAt)}</span>
                      ) : null}
                    </div>
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">
                    {entry.createdAt ? (
                      <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      {entry.status === 'pending' ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setConfirming({ kind: 'invite', entries: [entry] })}
                        >
                          <Send /> Invite
                        </Button>
                      ) : null}
                      {entry.status !== 'joined' ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setConfirming({ kind: 'joined', entry })}
                        >
                          <CheckCheck /> Mark joined
                        </Button>
                      ) : null}
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-8 text-muted-foreground hover:text-destructive"
                        aria-label={`Remove ${entry.email}`}
                        onClick={() => setConfirming({ kind: 'delete', entry })}
                      >
                        <Trash2 />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ListStates>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        pending={action.isPending}
        onConfirm={confirm}
        {...confirmCopy(confirming)}
      />
      <WaitlistSettingsSheet open={settingsOpen} onOpenChange={setSettingsOpen} />
    </>
  );
}

function confirmCopy(pending: Pending) {
  if (pending?.kind === 'invite') {
    const [first] = pending.entries;
    const one = pending.entries.length === 1 && first;
    return {
      title: one ? `Invite ${first.email}?` : `Invite ${pending.entries.length} people?`,
      description: 'Each gets an e-mail with a link to create their account.',
      confirmLabel: one ? 'Send invitation' : `Send ${pending.entries.length} invitations`,
    };
  }
  if (pending?.kind === 'joined') {
    return {
      title: `Mark ${pending.entry.email} as joined?`,
      description:
        'Use this when they signed up another way; addresses invited here are marked automatically.',
      confirmLabel: 'Mark joined',
    };
  }
  return {
    title: `Remove ${pending?.entry.email ?? 'this entry'} from the waitlist?`,
    description: 'The entry is deleted for good.',
    confirmLabel: 'Remove',
    destructive: true,
  };
}
