import {
  WAITLIST_STATUSES,
  type WaitlistEntry,
  type WaitlistFilters,
  type WaitlistStatus,
} from '@shared/contracts/waitlist';
import { CheckCheck, Send, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n/store';
import { labelIds } from '@/lib/label-ids';
import { formatDate } from '@/lib/utils';
import { NameLines } from '../list-kit/cells';
import { actionsColumn, type Column } from '../list-kit/data-table';
import { RowButtons, RowIconButton } from '../list-kit/row-actions';

/** Each status's message id. */
export const WAITLIST_STATUS = labelIds('admin-waitlist.status', WAITLIST_STATUSES);
const statusVariant = { pending: 'warning', invited: 'default', joined: 'success' } as const;

function WaitlistStatusBadge({ status }: { status: WaitlistStatus }) {
  return (
    <Badge variant={statusVariant[status]} data-testid="waitlist-status">
      {t(WAITLIST_STATUS[status])}
    </Badge>
  );
}

/** An action on entries waiting for the admin's "yes". */
export type WaitlistConfirmation =
  | { kind: 'invite'; entries: WaitlistEntry[] }
  /** Every pending entry the filter matches, on every page. */
  | { kind: 'invite-matching'; filters: WaitlistFilters; filtered: boolean }
  | { kind: 'joined' | 'delete'; entry: WaitlistEntry };

/**
 * The columns of the admin waitlist; `onAction` asks to confirm a row's action. Built while the
 * page renders, so the words are in the language of that moment.
 */
export function waitlistColumns(onAction: (pending: WaitlistConfirmation) => void): Column<WaitlistEntry>[] {
  return [
    {
      id: 'person',
      header: t('admin-waitlist.column.person'),
      className: 'min-w-[12rem] max-w-[18rem]',
      cell: (entry) => <NameLines name={entry.name || '—'} detail={entry.email} strong />,
    },
    {
      id: 'status',
      header: t('admin-waitlist.column.status'),
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
      header: t('admin-waitlist.column.created'),
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
              <Send /> {t('admin-waitlist.row.invite')}
            </Button>
          ) : null}
          {entry.status !== 'joined' ? (
            <Button size="sm" variant="ghost" onClick={() => onAction({ kind: 'joined', entry })}>
              <CheckCheck /> {t('admin-waitlist.row.markJoined')}
            </Button>
          ) : null}
          <RowIconButton
            destructive
            label={t('admin-waitlist.row.remove', { email: entry.email })}
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
    const count = pending.entries.length;
    return {
      title: one
        ? t('admin-waitlist.confirm.inviteOne.title', { email: first.email })
        : t('admin-waitlist.confirm.inviteMany.title', { count }),
      description: t('admin-waitlist.confirm.invite.description'),
      confirmLabel: one
        ? t('admin-waitlist.confirm.inviteOne.confirm')
        : t('admin-waitlist.confirm.inviteMany.confirm', { count }),
    };
  }
  if (pending?.kind === 'invite-matching') {
    return {
      title: pending.filtered
        ? t('admin-waitlist.confirm.inviteMatching.titleFiltered')
        : t('admin-waitlist.confirm.inviteMatching.titleAll'),
      description: t('admin-waitlist.confirm.inviteMatching.description'),
      confirmLabel: t('admin-waitlist.inviteMatching'),
    };
  }
  if (pending?.kind === 'joined') {
    return {
      title: t('admin-waitlist.confirm.joined.title', { email: pending.entry.email }),
      description: t('admin-waitlist.confirm.joined.description'),
      confirmLabel: t('admin-waitlist.row.markJoined'),
    };
  }
  return {
    title: pending
      ? t('admin-waitlist.confirm.remove.title', { email: pending.entry.email })
      : t('admin-waitlist.confirm.remove.titleNone'),
    description: t('admin-waitlist.confirm.remove.description'),
    confirmLabel: t('admin-waitlist.confirm.remove.confirm'),
    destructive: true,
  };
}
