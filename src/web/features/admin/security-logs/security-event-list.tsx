import type { SecurityLogEntry } from '@shared/contracts/security-logs';
import { formatDateTime } from '@/lib/utils';
import { eventTypeLabel } from './event-labels';
import { describeEntry } from './log-text';
import { LogResult, SeverityBadge } from './severity-badge';

/** A compact list of security events (for side panels); each opens the entry. */
export function SecurityEventList({
  events,
  onSelect,
}: {
  events: SecurityLogEntry[];
  onSelect: (entry: SecurityLogEntry) => void;
}) {
  return (
    <ul className="divide-y rounded-lg border" data-testid="security-event-list">
      {events.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            onClick={() => onSelect(entry)}
            className="flex w-full items-start gap-3 px-3 py-2.5 text-left transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none"
            data-testid="security-event"
            data-event-type={entry.eventType}
          >
            <span className="mt-0.5">
              <LogResult success={entry.success} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium text-sm">{eventTypeLabel(entry.eventType)}</span>
                <SeverityBadge severity={entry.severity} />
              </span>
              <span className="mt-0.5 block truncate text-muted-foreground text-xs" data-content>
                {describeEntry(entry)}
              </span>
              <time dateTime={entry.timestamp} className="block text-muted-foreground text-xs">
                {formatDateTime(entry.timestamp)}
              </time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
