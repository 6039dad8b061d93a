import type { InviteMatchingResult } from '@shared/contracts/waitlist';
import { waitlistAdminEndpoints as admin } from '@shared/endpoints/waitlist';
import { getRouteApi } from '@tanstack/react-router';
import { Download, ListChecks, MailPlus, Send, Settings } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction } from '@/components/dialogs/use-confirm-action';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { downloadUrl } from '@/lib/api-call';
import { translateAll } from '@/lib/labels';
import { BulkActionBar } from '../list-kit/bulk-action-bar';
import { FilterSelect, optionsOf } from '../list-kit/filter-select';
import { ListFilterBar } from '../list-kit/list-filter-bar';
import { ListTable } from '../list-kit/list-table';
import { useListSearch } from '../list-kit/use-list-search';
import { useRowSelection } from '../list-kit/use-row-selection';
import { PageHeader } from '../page-header';
import { useAdminWaitlist, useWaitlistAction, WAITLIST_PAGE_SIZE } from './use-admin-waitlist';
import {
  WAITLIST_STATUS,
  type WaitlistConfirmation,
  waitlistColumns,
  waitlistConfirmCopy,
} from './waitlist-columns';
import { WaitlistCounts } from './waitlist-counts';
import { WaitlistSettingsSheet } from './waitlist-settings-sheet';

const routeApi = getRouteApi('/dashboard/admin/waitlist');

/** Waitlist entries: counts, filters, selection with bulk invite, per-row actions and settings. */
export function AdminWaitlistPage() {
  const t = useT();
  const list = useListSearch(routeApi, {
    pageSize: WAITLIST_PAGE_SIZE,
    filters: ['search', 'status'],
    textKey: 'search',
  });
  const { status, search } = list.search;
  const entries = useAdminWaitlist(list.query);
  const action = useWaitlistAction();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Only pending entries can be invited, so only they can be ticked.
  const selection = useRowSelection(entries.data?.entries, list.key, {
    canSelect: (entry) => entry.status === 'pending',
    label: (entry) => t('admin-waitlist.select.one', { email: entry.email }),
    allLabel: t('admin-waitlist.select.all'),
  });

  const [summary, setSummary] = useState<InviteMatchingResult | null>(null);

  const confirmation = useConfirmAction(async (pending: WaitlistConfirmation) => {
    if (pending.kind === 'invite-matching') {
      setSummary(null);
      const result = (await action.mutateAsync(pending)) as InviteMatchingResult;
      setSummary(result);
      selection.clear();
      return summaryText(result);
    }
    if (pending.kind === 'invite') {
      const result = (await action.mutateAsync({
        kind: 'invite',
        ids: pending.entries.map((entry) => entry.id),
      })) as { invited: number };
      selection.clear();
      return t('admin-waitlist.toast.invited', { count: result.invited });
    }
    await action.mutateAsync({ kind: pending.kind, id: pending.entry.id });
    return pending.kind === 'joined'
      ? t('admin-waitlist.toast.joined', { email: pending.entry.email })
      : t('admin-waitlist.toast.removed', { email: pending.entry.email });
  });

  return (
    <>
      <PageHeader title={t('admin-waitlist.title')} description={t('admin-waitlist.description')}>
        {/* Only pending entries can be invited: hidden while the list shows invited or joined ones. */}
        {status === undefined || status === 'pending' ? (
          <Button
            variant="outline"
            onClick={() =>
              confirmation.ask({
                kind: 'invite-matching',
                filters: { status, search },
                filtered: Boolean(status || search),
              })
            }
          >
            <MailPlus /> {t('admin-waitlist.inviteMatching')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => setSettingsOpen(true)}>
          <Settings /> {t('admin-waitlist.settings')}
        </Button>
        <Button variant="outline" asChild>
          <a
            href={downloadUrl(admin.export, { query: { status, search } })}
            download
            data-testid="export-csv"
          >
            <Download /> {t('admin-waitlist.exportCsv')}
          </a>
        </Button>
      </PageHeader>

      <WaitlistCounts
        counts={entries.data?.counts}
        status={status}
        onSelect={(next) => list.setFilter({ status: next })}
      />

      <ListFilterBar
        {...list.filterBar}
        placeholder={t('admin-waitlist.search.placeholder')}
        label={t('admin-waitlist.search.label')}
      >
        <FilterSelect
          label={t('admin-waitlist.filter.status')}
          {...list.filterProps('status')}
          allLabel={t('admin-waitlist.filter.anyStatus')}
          options={optionsOf(translateAll(WAITLIST_STATUS, t))}
        />
      </ListFilterBar>

      {summary ? (
        <Alert
          variant={summary.failed > 0 ? 'destructive' : 'success'}
          className="mb-4"
          data-testid="invite-matching-result"
        >
          <AlertTitle>{t('admin-waitlist.inviteMatching.done')}</AlertTitle>
          <AlertDescription>{summaryText(summary)}</AlertDescription>
        </Alert>
      ) : null}

      <BulkActionBar count={selection.selected.length} onClear={selection.clear}>
        <Button size="sm" onClick={() => confirmation.ask({ kind: 'invite', entries: selection.selected })}>
          <Send /> {t('admin-waitlist.bulk.invite', { count: selection.selected.length })}
        </Button>
      </BulkActionBar>

      <ListTable
        query={entries}
        errorTitle={t('admin-waitlist.loadError')}
        rows={(data) => data.entries}
        empty={{
          icon: ListChecks,
          title: t('admin-waitlist.empty.title'),
          description: t('admin-waitlist.empty.description'),
        }}
        noMatch={{ title: t('admin-waitlist.noMatch') }}
        list={list}
        testId="waitlist-table"
        columns={waitlistColumns(confirmation.ask)}
        rowProps={(entry) => ({ 'data-testid': 'waitlist-row', 'data-email': entry.email })}
        selection={selection}
      />

      <ConfirmDialog {...confirmation.dialog} {...waitlistConfirmCopy(confirmation.pending)} />
      <WaitlistSettingsSheet open={settingsOpen} onOpenChange={setSettingsOpen} />
    </>
  );
}

/** "12 invited, 3 skipped (already invited or joined), 0 failed." (also the toast, after the await). */
function summaryText({ invited, skipped, failed }: InviteMatchingResult): string {
  return translate('admin-waitlist.inviteMatching.summary', { invited, skipped, failed });
}
