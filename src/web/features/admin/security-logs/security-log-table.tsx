import type { SecurityLogEntry } from '@shared/contracts/security-logs';
import { useT } from '@/i18n/provider';
import { formatDateTime } from '@/lib/utils';
import { NameLines, noValue } from '../list-kit/cells';
import { type Column, DataTable } from '../list-kit/data-table';
import { RowOpenButton } from '../list-kit/row-open-button';
import { eventTypeLabel } from './event-labels';
import { describeEntry } from './log-text';
import { LogResult, SeverityBadge } from './severity-badge';

/** Every column; `by` (who caused it, when not the user) and `ip` are left out where not wanted. */
function logColumns(
  onSelect: (entry: SecurityLogEntry) => void,
  t: ReturnType<typeof useT>,
): Column<SecurityLogEntry>[] {
  return [
    {
      id: 'time',
      header: t('admin-security-logs.column.time'),
      headClassName: 'hidden sm:table-cell',
      className: 'hidden whitespace-nowrap text-muted-foreground sm:table-cell',
      cell: (entry) => <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>,
    },
    {
      id: 'event',
      header: t('admin-security-logs.column.event'),
      className: 'min-w-[12rem] max-w-[16rem] sm:min-w-[14rem] sm:max-w-[26rem]',
      cell: (entry) => (
        <>
          <RowOpenButton className="font-medium" onClick={() => onSelect(entry)}>
            {eventTypeLabel(entry.eventType)}
          </RowOpenButton>
          <p className="truncate text-muted-foreground text-xs" data-testid="log-description" data-content>
            {describeEntry(entry)}
          </p>
          {/* Phones have no room for a time column: it goes under the event. */}
          <time dateTime={entry.timestamp} className="block text-muted-foreground text-xs sm:hidden">
            {formatDateTime(entry.timestamp)}
          </time>
        </>
      ),
    },
    {
      id: 'severity',
      header: t('admin-security-logs.column.severity'),
      cell: (entry) => <SeverityBadge severity={entry.severity} />,
    },
    {
      id: 'user',
      header: t('admin-security-logs.column.user'),
      className: 'max-w-[14rem]',
      cell: (entry) =>
        entry.user ? (
          <NameLines name={entry.user.name || entry.user.email} detail={entry.user.email} />
        ) : (
          noValue
        ),
    },
    {
      id: 'by',
      header: t('admin-security-logs.column.by'),
      className: 'max-w-[12rem]',
      cell: (entry) =>
        entry.actor ? (
          <p className="truncate" translate="no">
            {entry.actor.name || entry.actor.email}
          </p>
        ) : (
          noValue
        ),
    },
    {
      id: 'result',
      header: t('admin-security-logs.column.result'),
      cell: (entry) => <LogResult success={entry.success} />,
    },
    {
      id: 'ip',
      header: t('admin-security-logs.column.ip'),
      headClassName: 'hidden lg:table-cell',
      className: 'hidden whitespace-nowrap font-mono text-muted-foreground text-xs lg:table-cell',
      cell: (entry) => (entry.ipAddress ? <span translate="no">{entry.ipAddress}</span> : '—'),
    },
  ];
}

/**
 * Security-log entries, newest first as the API sends them. A row (or its event name, for the
 * keyboard) opens the entry. On phones the table scrolls sideways inside its card.
 */
export function SecurityLogTable({
  logs,
  onSelect,
  dimmed,
  showIp = true,
  showActor = false,
  testId = 'security-log-table',
}: {
  logs: SecurityLogEntry[];
  onSelect: (entry: SecurityLogEntry) => void;
  dimmed?: boolean;
  showIp?: boolean;
  /** A "By" column: who caused the event (an admin), when it was not the user. */
  showActor?: boolean;
  testId?: string;
}) {
  const t = useT();
  const columns = logColumns(onSelect, t).filter(
    (column) => (column.id !== 'ip' || showIp) && (column.id !== 'by' || showActor),
  );
  return (
    <DataTable
      testId={testId}
      columns={columns}
      rows={logs}
      dimmed={dimmed}
      onRowClick={onSelect}
      rowProps={(entry) => ({ 'data-testid': 'log-row', 'data-event-type': entry.eventType })}
    />
  );
}
