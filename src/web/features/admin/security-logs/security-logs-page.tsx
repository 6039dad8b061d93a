import { getRouteApi } from '@tanstack/react-router';
import { Download, ShieldCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { api, type SecurityLogEntry } from '@/lib/api';
import { useDebouncedFilter } from '@/lib/use-debounced-filter';
import { fromLocalInputValue, humanize, toLocalInputValue } from '@/lib/utils';
import type { SecurityLogsSearch } from '@/router';
import { ListStates } from '../list-states';
import { PageHeader } from '../page-header';
import { LogDetailDialog } from './log-detail-dialog';
import { SecurityLogTable } from './security-log-table';
import { SEVERITIES } from './severity-badge';
import { useSecurityEventTypes, useSecurityLogs } from './use-security-logs';

const routeApi = getRouteApi('/dashboard/admin/security-logs');

type Filters = Omit<SecurityLogsSearch, 'page'>;

/** Every authentication, authorization, data-access and system event, filterable and exportable. */
export function SecurityLogsPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { page = 1, ...filters } = search;
  const logs = useSecurityLogs({ page, ...filters });
  const eventTypes = useSecurityEventTypes();
  const [selected, setSelected] = useState<SecurityLogEntry | null>(null);

  // Any filter change starts again at page 1.
  // Typing replaces the history entry instead of leaving one per pause.
  const setFilter = (patch: Partial<Filters>, replace = false) =>
    navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }), replace });
  const [userId, setUserId, flushUserId] = useDebouncedFilter(filters.userId, (next) =>
    setFilter({ userId: next }, true),
  );

  const activeFilters = Object.values(filters).filter(Boolean).length;
  // The type in the URL stays selectable while the list loads (or if it is not in the list).
  const knownTypes = eventTypes.data?.eventTypes ?? [];
  const typeOptions =
    filters.eventType && !knownTypes.includes(filters.eventType)
      ? [filters.eventType, ...knownTypes]
      : knownTypes;

  return (
    <>
      <PageHeader
        title="Security logs"
        description="Sign-ins, failed logins, role changes, bans and every other security event, newest first."
      >
        <Button variant="outline" asChild>
          <a href={api.admin.securityLogsExportUrl(filters)} download data-testid="export-csv">
            <Download /> Export CSV
          </a>
        </Button>
      </PageHeader>

      <Card className="mb-4 gap-3 p-4">
        <form
          aria-label="Filter security logs"
          className="grid grid-cols-2 gap-3 lg:grid-cols-3 [&>*]:min-w-0"
          onSubmit={(event) => {
            event.preventDefault();
            flushUserId();
          }}
        >
          <FormField label="Event type" className="col-span-2 sm:col-span-1">
            <NativeSelect
              value={filters.eventType ?? ''}
              onChange={(event) => setFilter({ eventType: event.target.value || undefined })}
            >
              <option value="">All event types</option>
              {typeOptions.map((type) => (
                <option key={type} value={type}>
                  {humanize(type)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Severity">
            <NativeSelect
              value={filters.severity ?? ''}
              onChange={(event) =>
                setFilter({ severity: (event.target.value || undefined) as Filters['severity'] })
              }
            >
              <option value="">Any severity</option>
              {SEVERITIES.map((severity) => (
                <option key={severity} value={severity}>
                  {humanize(severity)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Result">
            <NativeSelect
              value={filters.success ?? ''}
              onChange={(event) =>
                setFilter({ success: (event.target.value || undefined) as Filters['success'] })
              }
            >
              <option value="">Successes and failures</option>
              <option value="true">Successes only</option>
              <option value="false">Failures only</option>
            </NativeSelect>
          </FormField>
          <FormField label="User ID" className="col-span-2 sm:col-span-1">
            <Input
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
              onBlur={flushUserId}
              placeholder="Any user"
              autoComplete="off"
              spellCheck={false}
              className="font-mono placeholder:font-sans"
            />
          </FormField>
          <DateTimeFilter label="From" value={filters.from} onApply={(from) => setFilter({ from })} />
          <DateTimeFilter label="To" value={filters.to} endOfMinute onApply={(to) => setFilter({ to })} />
        </form>
        {activeFilters > 0 ? (
          <div className="flex items-center justify-between gap-2 border-t pt-3 text-muted-foreground text-sm">
            <span>
              {activeFilters} {activeFilters === 1 ? 'filter' : 'filters'} applied
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={() => navigate({ search: {} })}>
              <X /> Clear filters
            </Button>
          </div>
        ) : null}
      </Card>

      <ListStates
        query={logs}
        errorTitle="Could not load the security logs"
        skeletonRows={8}
        skeletonClassName="h-9 w-full"
        isEmpty={(data) => data.logs.length === 0}
        empty={{
          icon: ShieldCheck,
          title: activeFilters ? 'No events match these filters' : 'No security events yet',
          description: activeFilters
            ? 'Widen the date range or clear a filter.'
            : 'Sign-ins, failed logins and admin actions are recorded here as they happen.',
        }}
        onClear={activeFilters ? () => navigate({ search: {} }) : undefined}
        onPageChange={(next) =>
          navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })
        }
      >
        {(data) => (
          <SecurityLogTable logs={data.logs} onSelect={setSelected} dimmed={logs.isPlaceholderData} />
        )}
      </ListStates>
      <LogDetailDialog entry={selected} onClose={() => setSelected(null)} />
    </>
  );
}

/**
 * A date-time filter in local time. A complete value applies at once; emptying the box clears
 * the filter; a half-typed value waits. `endOfMinute` makes "to 10:00" include 10:00:59.
 */
function DateTimeFilter({
  label,
  value,
  onApply,
  endOfMinute = false,
}: {
  label: string;
  value: string | undefined;
  onApply: (iso: string | undefined) => void;
  endOfMinute?: boolean;
}) {
  const [text, setText] = useState(toLocalInputValue(value));
  // A new value from the URL (applied here, or a link, back, "clear filters") replaces the text.
  useEffect(() => setText(toLocalInputValue(value)), [value]);

  return (
    <FormField label={label} className="col-span-2 sm:col-span-1">
      <Input
        type="datetime-local"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (!next) {
            // Empty because it was cleared, not because it is half-typed.
            if (!event.target.validity.badInput && value) onApply(undefined);
            return;
          }
          const iso = fromLocalInputValue(next);
          if (!iso) return;
          onApply(endOfMinute ? new Date(Date.parse(iso) + 59_999).toISOString() : iso);
        }}
      />
    </FormField>
  );
}
