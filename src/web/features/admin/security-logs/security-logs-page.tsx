import type { SecurityLogEntry } from '@shared/contracts/security-logs';
import { securityLogAdminEndpoints as admin } from '@shared/endpoints/security-logs';
import { getRouteApi } from '@tanstack/react-router';
import { Download, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/provider';
import { downloadUrl } from '@/lib/api-call';
import { translateAll } from '@/lib/labels';
import { LabelledFilterSelect, optionsOf } from '../list-kit/filter-select';
import { ListStates } from '../list-kit/list-states';
import { useListSearch } from '../list-kit/use-list-search';
import { PageHeader } from '../page-header';
import { DateTimeFilter } from './date-time-filter';
import { eventTypeLabel, SEVERITY_LABELS } from './event-labels';
import { LogDetailDialog } from './log-detail-dialog';
import { SecurityLogTable } from './security-log-table';
import { SECURITY_LOGS_PAGE_SIZE, useSecurityEventTypes, useSecurityLogs } from './use-security-logs';
import { UserFilter } from './user-filter';

const routeApi = getRouteApi('/dashboard/admin/security-logs');

/** Every authentication, authorization, data-access and system event, filterable and exportable. */
export function SecurityLogsPage() {
  const t = useT();
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
      <PageHeader title={t('admin-security-logs.title')} description={t('admin-security-logs.description')}>
        <Button variant="outline" asChild>
          <a href={downloadUrl(admin.export, { query: filters })} download data-testid="export-csv">
            <Download /> {t('admin-security-logs.export')}
          </a>
        </Button>
      </PageHeader>

      <Card className="mb-4 gap-3 p-4">
        <form
          aria-label={t('admin-security-logs.filter.label')}
          className="grid grid-cols-2 gap-3 lg:grid-cols-3 [&>*]:min-w-0"
          onSubmit={(event) => event.preventDefault()}
        >
          <LabelledFilterSelect
            label={t('admin-security-logs.filter.eventType')}
            fieldClassName="col-span-2 sm:col-span-1"
            {...list.filterProps('eventType')}
            allLabel={t('admin-security-logs.filter.allEventTypes')}
            options={typeOptions.map((type) => ({ value: type, label: eventTypeLabel(type) }))}
          />
          <LabelledFilterSelect
            label={t('admin-security-logs.column.severity')}
            {...list.filterProps('severity')}
            allLabel={t('admin-security-logs.filter.anySeverity')}
            options={optionsOf(translateAll(SEVERITY_LABELS, t))}
          />
          <LabelledFilterSelect
            label={t('admin-security-logs.column.result')}
            {...list.filterProps('success')}
            allLabel={t('admin-security-logs.filter.anyResult')}
            options={optionsOf({
              true: t('admin-security-logs.filter.successes'),
              false: t('admin-security-logs.filter.failures'),
            })}
          />
          <UserFilter userId={filters.userId} onApply={(userId) => list.setFilter({ userId })} />
          <DateTimeFilter
            label={t('admin-security-logs.filter.from')}
            value={filters.from}
            onApply={(from) => list.setFilter({ from })}
          />
          <DateTimeFilter
            label={t('admin-security-logs.filter.to')}
            value={filters.to}
            endOfMinute
            onApply={(to) => list.setFilter({ to })}
          />
        </form>
        {list.filtered ? (
          <div className="flex items-center justify-between gap-2 border-t pt-3 text-muted-foreground text-sm">
            <span>{t('admin-security-logs.filter.applied', { count: list.activeFilters })}</span>
            <Button type="button" variant="ghost" size="sm" onClick={list.clear}>
              <X /> {t('admin.list.clearFilters')}
            </Button>
          </div>
        ) : null}
      </Card>

      <ListStates
        query={logs}
        errorTitle={t('admin-security-logs.loadError')}
        skeletonRows={8}
        skeletonClassName="h-9 w-full"
        rows={(data) => data.logs}
        empty={{
          icon: ShieldCheck,
          title: t('admin-security-logs.empty.title'),
          description: t('admin-security-logs.empty.description'),
        }}
        noMatch={{
          title: t('admin-security-logs.noMatch.title'),
          description: t('admin-security-logs.noMatch.description'),
        }}
        list={list}
      >
        {(rows) => <SecurityLogTable logs={rows} onSelect={setSelected} dimmed={logs.isPlaceholderData} />}
      </ListStates>
      <LogDetailDialog entry={selected} onClose={() => setSelected(null)} />
    </>
  );
}
