import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { SecurityLogEntry } from '@/lib/api';
import { cn, formatDateTime, humanize } from '@/lib/utils';
import { LogResult, SeverityBadge } from './severity-badge';

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
  return (
    <Table data-testid={testId}>
      <TableHeader className="bg-muted/40">
        <TableRow>
          <TableHead className="hidden sm:table-cell">Time</TableHead>
          <TableHead>Event</TableHead>
          <TableHead>Severity</TableHead>
          <TableHead>User</TableHead>
          {showActor ? <TableHead>By</TableHead> : null}
          <TableHead>Result</TableHead>
          {showIp ? <TableHead className="hidden lg:table-cell">IP address</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody className={cn(dimmed && 'opacity-60')}>
        {logs.map((entry) => (
          <TableRow
            key={entry.id}
            className="cursor-pointer"
            onClick={() => onSelect(entry)}
            data-testid="log-row"
            data-event-type={entry.eventType}
          >
            <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">
              <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
            </TableCell>
            <TableCell className="min-w-[12rem] max-w-[16rem] sm:min-w-[14rem] sm:max-w-[26rem]">
              <button
                type="button"
                className="block max-w-full truncate text-left font-medium hover:underline focus-visible:underline focus-visible:outline-none"
                onClick={(event) => {
                  event.stopPropagation();
                  onSelect(entry);
                }}
              >
                {humanize(entry.eventType)}
              </button>
              <p className="truncate text-muted-foreground text-xs">{entry.description}</p>
              {/* Phones have no room for a time column: it goes under the event. */}
              <time dateTime={entry.timestamp} className="block text-muted-foreground text-xs sm:hidden">
                {formatDateTime(entry.timestamp)}
              </time>
            </TableCell>
            <TableCell>
              <SeverityBadge severity={entry.severity} />
            </TableCell>
            <TableCell className="max-w-[14rem]">
              {entry.user ? (
                <>
                  <p className="truncate">{entry.user.name || entry.user.email}</p>
                  <p className="truncate text-muted-foreground text-xs">{entry.user.email}</p>
                </>
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </TableCell>
            {showActor ? (
              <TableCell className="max-w-[12rem]">
                {entry.actor ? (
                  <p className="truncate">{entry.actor.name || entry.actor.email}</p>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </TableCell>
            ) : null}
            <TableCell>
              <LogResult success={entry.success} />
            </TableCell>
            {showIp ? (
              <TableCell className="hidden whitespace-nowrap font-mono text-muted-foreground text-xs lg:table-cell">
                {entry.ipAddress ?? '—'}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
