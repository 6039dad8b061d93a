import { Link } from '@tanstack/react-router';
import { Filter, UserRound } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { LogPerson, SecurityLogEntry } from '@/lib/api/security-logs';
import { formatDateTime, formatMoney, humanize } from '@/lib/utils';
import { describeEntry, moneyOf } from './log-text';
import { LogResult, SeverityBadge } from './severity-badge';

/** Every field of one security-log entry, with its metadata pretty-printed. */
export function LogDetailDialog({ entry, onClose }: { entry: SecurityLogEntry | null; onClose: () => void }) {
  const money = entry ? moneyOf(entry) : null;
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {entry ? (
        <DialogContent className="sm:max-w-2xl" data-testid="log-detail">
          <DialogHeader>
            <DialogTitle className="flex flex-wrap items-center gap-2">
              {humanize(entry.eventType)}
              <SeverityBadge severity={entry.severity} />
            </DialogTitle>
            <DialogDescription className="break-words">{describeEntry(entry)}</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr] [&>dd]:mb-2 [&>dd]:min-w-0 sm:[&>dd]:mb-0 [&>dt]:text-muted-foreground">
            <dt>Time</dt>
            <dd>
              <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
            </dd>
            {money ? (
              <>
                <dt>Amount</dt>
                <dd data-testid="log-amount">{formatMoney(money.amount, money.currency)}</dd>
              </>
            ) : null}
            <dt>Event type</dt>
            <dd>
              <code className="font-mono text-xs">{entry.eventType}</code>
            </dd>
            <dt>Category</dt>
            <dd>{humanize(entry.eventCategory)}</dd>
            <dt>Result</dt>
            <dd>
              <LogResult success={entry.success} showLabel />
            </dd>
            <dt>User</dt>
            <dd>
              <Person person={entry.user} />
            </dd>
            <dt>Performed by</dt>
            <dd>
              <Person person={entry.actor} fallback="The user themselves, or the system" />
            </dd>
            <dt>IP address</dt>
            <dd className="font-mono text-xs">{entry.ipAddress ?? '—'}</dd>
            <dt>User agent</dt>
            <dd className="break-words text-xs">{entry.userAgent ?? '—'}</dd>
            <dt>Request path</dt>
            <dd className="break-all font-mono text-xs">{entry.requestPath ?? '—'}</dd>
            <dt>Entry ID</dt>
            <dd className="font-mono text-xs">{entry.id}</dd>
          </dl>
          <div className="grid gap-2">
            <p className="font-medium text-sm">Metadata</p>
            <pre
              className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 font-mono text-xs"
              data-testid="log-metadata"
            >
              {formatMetadata(entry.metadata)}
            </pre>
          </div>
          {entry.user ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" asChild>
                <Link
                  to="/dashboard/admin/security-logs"
                  search={{ userId: entry.user.id }}
                  onClick={onClose}
                >
                  <Filter /> Events about this user
                </Link>
              </Button>
              <Button variant="outline" size="sm" asChild>
                <Link
                  to="/dashboard/admin/user-management"
                  search={{ user: entry.user.id }}
                  onClick={onClose}
                >
                  <UserRound /> Open user
                </Link>
              </Button>
            </div>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Person({ person, fallback = '—' }: { person: LogPerson | null; fallback?: React.ReactNode }) {
  if (!person) return <span className="text-muted-foreground">{fallback}</span>;
  return (
    <span className="grid">
      <span className="font-medium">{person.name || person.email}</span>
      <span className="break-all text-muted-foreground text-xs">{person.email}</span>
      <span className="break-all font-mono text-muted-foreground text-xs">{person.id}</span>
    </span>
  );
}

function formatMetadata(metadata: SecurityLogEntry['metadata']): string {
  if (!metadata || (typeof metadata === 'object' && Object.keys(metadata).length === 0)) return '{}';
  try {
    return JSON.stringify(metadata, null, 2);
  } catch {
    return String(metadata);
  }
}
