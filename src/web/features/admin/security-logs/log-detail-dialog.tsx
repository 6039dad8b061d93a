import type { LogPerson, SecurityLogEntry } from '@shared/contracts/security-logs';
import { Link } from '@tanstack/react-router';
import { Filter, UserRound } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/i18n/provider';
import { formatDateTime, formatMoney } from '@/lib/utils';
import { CATEGORY_LABELS, eventTypeLabel } from './event-labels';
import { describeEntry, moneyOf } from './log-text';
import { LogResult, SeverityBadge } from './severity-badge';

/** Every field of one security-log entry, with its metadata pretty-printed. */
export function LogDetailDialog({ entry, onClose }: { entry: SecurityLogEntry | null; onClose: () => void }) {
  const t = useT();
  const money = entry ? moneyOf(entry) : null;
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {entry ? (
        <DialogContent className="sm:max-w-2xl" data-testid="log-detail">
          <DialogHeader>
            <DialogTitle className="flex flex-wrap items-center gap-2">
              {eventTypeLabel(entry.eventType)}
              <SeverityBadge severity={entry.severity} />
            </DialogTitle>
            <DialogDescription className="break-words" data-content>
              {describeEntry(entry)}
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr] [&>dd]:mb-2 [&>dd]:min-w-0 sm:[&>dd]:mb-0 [&>dt]:text-muted-foreground">
            <dt>{t('admin-security-logs.column.time')}</dt>
            <dd>
              <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
            </dd>
            {money ? (
              <>
                <dt>{t('admin-security-logs.detail.amount')}</dt>
                <dd data-testid="log-amount">{formatMoney(money.amount, money.currency)}</dd>
              </>
            ) : null}
            <dt>{t('admin-security-logs.filter.eventType')}</dt>
            <dd>
              <code className="font-mono text-xs" translate="no">
                {entry.eventType}
              </code>
            </dd>
            <dt>{t('admin-security-logs.detail.category')}</dt>
            <dd>{t(CATEGORY_LABELS[entry.eventCategory])}</dd>
            <dt>{t('admin-security-logs.column.result')}</dt>
            <dd>
              <LogResult success={entry.success} showLabel />
            </dd>
            <dt>{t('admin-security-logs.column.user')}</dt>
            <dd>
              <Person person={entry.user} />
            </dd>
            <dt>{t('admin-security-logs.detail.performedBy')}</dt>
            <dd>
              <Person person={entry.actor} fallback={t('admin-security-logs.detail.selfOrSystem')} />
            </dd>
            <dt>{t('admin-security-logs.column.ip')}</dt>
            <dd className="font-mono text-xs" translate="no">
              {entry.ipAddress ?? '—'}
            </dd>
            <dt>{t('admin-security-logs.detail.userAgent')}</dt>
            <dd className="break-words text-xs" translate="no">
              {entry.userAgent ?? '—'}
            </dd>
            <dt>{t('admin-security-logs.detail.requestPath')}</dt>
            <dd className="break-all font-mono text-xs" translate="no">
              {entry.requestPath ?? '—'}
            </dd>
            <dt>{t('admin-security-logs.detail.entryId')}</dt>
            <dd className="font-mono text-xs" translate="no">
              {entry.id}
            </dd>
          </dl>
          <div className="grid gap-2">
            <p className="font-medium text-sm">{t('admin-security-logs.detail.metadata')}</p>
            <pre
              className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 font-mono text-xs"
              data-testid="log-metadata"
              translate="no"
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
                  <Filter /> {t('admin-security-logs.detail.eventsAboutUser')}
                </Link>
              </Button>
              <Button variant="outline" size="sm" asChild>
                <Link
                  to="/dashboard/admin/user-management"
                  search={{ user: entry.user.id }}
                  onClick={onClose}
                >
                  <UserRound /> {t('admin-security-logs.detail.openUser')}
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
    <span className="grid" translate="no">
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
