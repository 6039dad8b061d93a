import { getRouteApi } from '@tanstack/react-router';
import { Download, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type SecurityLogEntry, securityLogsApi } from '@/lib/api/security-logs';
import { humanize } from '@/lib/utils';
import { LabelledFilterSelect, optionsOf } from '../list-kit/filter-select';
import { ListStates } from '../list-kit/list-states';
import { useListSearch } from '../list-kit/use-list-search';
import { PageHeader } from '../page-header';
import { DateTimeFilter } from './date-time-filter';
import { LogDetailDialog } from './log-detail-dialog';
import { SecurityLogTable } from './security-log-table';
import { SEVERITIES } from './severity-badge';
import { SECURITY_LOGS_PAGE_SIZE, useSecurityEventTypes, useSecurityLogs } from './use-security-logs';
import { UserFilter } from './user-filter';

const routeApi = getRouteApi('/dashboard/admin/security-logs');

/** Every authentication, authorization, data-access and system event, filterable and exportable. */
export function SecurityLogsPage() {
  const list = useListSearch(routeApi, {
    pageSize: SECURITY_LOGS_PAGE_SIZE,
    filters: ['eventType', 'userId', 'severity', 'success', 'from', 'to'],
  });
  const { page: _page, pageSize: _pageSize, ...filters } = list.search;
  const logs = useSecurityLogs(list.query);
  const eventTypes = useSecurityEventTypes();
  const [selected, setSelected] = useState<SecurityLogEntry | null>(null);

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
          <a href={securityLogsApi.exportUrl(filters)} download data-testid="export-csv">
            <Download /> Export CSV
          </a>
        </Button>
      </PageHeader>

      <Card className="mb-4 gap-3 p-4">
        <form
          aria-label="Filter security logs"
          className="grid grid-cols-2 gap-3 lg:grid-cols-3 [&>*]:min-w-0"
          onSubmit={(event) => event.preventDefault()}
        >
          <LabelledFilterSelect
            label="Event type"
            fieldClassName="col-span-2 sm:col-span-1"
            {...list.filterProps('eventType')}
            allLabel="All event types"
            options={typeOptions.map((type) => ({ value: type, label: humanize(type) }))}
          />
          <LabelledFilterSelect
            label="Severity"
            {...list.filterProps('severity')}
            allLabel="Any severity"
            options={SEVERITIES.map((severity) => ({ value: severity, label: humanize(severity) }))}
          />
          <LabelledFilterSelect
            label="Result"
            {...list.filterProps('success')}
            allLabel="Successes and failures"
            options={optionsOf({ true: 'Successes only', false: 'Failures only' })}
          />
          <UserFilter userId={filters.userId} onApply={(userId) => list.setFilter({ userId })} />
          <DateTimeFilter label="From" value={filters.from} onApply={(from) => list.setFilter({ from })} />
          <DateTimeFilter
            label="To"
            value={filters.to}
            endOfMinute
            onApply={(to) => list.setFilter({ to })}
          />
        </form>
        {list.filtered ? (
          <div className="flex items-center justify-between gap-2 border-t pt-3 text-muted-foreground text-sm">
            <span>
              {list.activeFilters} {list.activeFilters === 1 ? 'filter' : 'filters'} applied
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={list.clear}>
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
        rows={(data) => data.logs}
        empty={{
          icon: ShieldCheck,
          title: 'No security events yet',
          description: 'Sign-ins, failed logins and admin actions are recorded here as they happen.',
        }}
        noMatch={{
          title: 'No events match these filters',
          description: 'Widen the date range or clear a filter.',
        }}
        list={list}
      >
        {(rows) => <SecurityLogTable logs={rows} onSelect={setSelected} dimmed={logs.isPlaceholderData} />}
      </ListStates>
      <LogDetailDialog entry={selected} onClose={() => setSelected(null)} />
    </>
  );
}
