import { CheckCheck, Send, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { WaitlistEntry, WaitlistFilters, WaitlistStatus } from '@/lib/api/waitlist';
import { formatDate } from '@/lib/utils';
import { actionsColumn, type Column } from '../list-kit/data-table';
import { RowButtons, RowIconButton } from '../list-kit/row-actions';

export const waitlistStatusLabel: Record<WaitlistStatus, string> = {
  pending: 'Pending',
  invited: 'Invited',
  joined: 'Joined',
};
const statusVariant = { pending: 'warning', invited: 'default', joined: 'success' } as const;

function WaitlistStatusBadge({ status }: { status: WaitlistStatus }) {
  return (
    <Badge variant={statusVariant[status]} data-testid="waitlist-status">
      {waitlistStatusLabel[status]}
    </Badge>
  );
}

/** An action on entries waiting for the admin's "yes". */
export type WaitlistConfirmation =
  | { kind: 'invite'; entries: WaitlistEntry[] }
  /** Every pending entry the filter matches, on every page. */
  | { kind: 'invite-matching'; filters: WaitlistFilters; filtered: boolean }
  | { kind: 'joined' | 'delete'; entry: WaitlistEntry };

/** The columns of the admin waitlist; `onAction` asks to confirm a row's action. */
export function waitlistColumns(onAction: (pending: WaitlistConfirmation) => void): Column<WaitlistEntry>[] {
  return [
    {
      id: 'person',
      header: 'Person',
      className: 'min-w-[12rem] max-w-[18rem]',
      cell: (entry) => (
        <>
          <p className="truncate font-medium">{entry.name || '—'}</p>
          <p className="truncate text-muted-foreground text-xs">{entry.email}</p>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (entry) => {
        const since =
          entry.status === 'invited' ? entry.invitedAt : entry.status === 'joined' ? entry.joinedAt : null;
        return (
          <div className="grid gap-0.5">
            <WaitlistStatusBadge status={entry.status} />
            {since ? <span className="text-muted-foreground text-xs">{formatDate(since)}</span> : null}
          </div>
        );
      },
    },
    {
      id: 'created',
      header: 'Joined the list',
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (entry) =>
        entry.createdAt ? <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time> : '—',
    },
    actionsColumn(
      (entry) => (
        <RowButtons>
          {entry.status === 'pending' ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onAction({ kind: 'invite', entries: [entry] })}
            >
              <Send /> Invite
            </Button>
          ) : null}
          {entry.status !== 'joined' ? (
            <Button size="sm" variant="ghost" onClick={() => onAction({ kind: 'joined', entry })}>
              <CheckCheck /> Mark joined
            </Button>
          ) : null}
          <RowIconButton
            destructive
            label={`Remove ${entry.email}`}
            onClick={() => onAction({ kind: 'delete', entry })}
          >
            <Trash2 />
          </RowIconButton>
        </RowButtons>
      ),
      '',
    ),
  ];
}

/** The confirmation's words. */
export function waitlistConfirmCopy(pending: WaitlistConfirmation | null) {
  if (pending?.kind === 'invite') {
    const [first] = pending.entries;
    const one = pending.entries.length === 1 && first;
    return {
      title: one ? `Invite ${first.email}?` : `Invite ${pending.entries.length} people?`,
      description: 'Each gets an e-mail with a link to create their account.',
      confirmLabel: one ? 'Send invitation' : `Send ${pending.entries.length} invitations`,
    };
  }
  if (pending?.kind === 'invite-matching') {
    return {
      title: pending.filtered ? 'Invite everyone matching the filter?' : 'Invite everyone on the waitlist?',
      description:
        'Every pending entry that matches, on every page, gets an e-mail with a link to create their account. Entries already invited or joined are skipped.',
      confirmLabel: 'Invite all matching',
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
