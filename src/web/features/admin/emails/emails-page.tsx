import type { OutboxEmail } from '@shared/contracts/emails';
import { getRouteApi } from '@tanstack/react-router';
import { MailOpen } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction } from '@/components/dialogs/use-confirm-action';
import { useT } from '@/i18n/provider';
import { translateAll } from '@/lib/labels';
import { useTemplates } from '../email-templates/use-email-templates';
import { FilterSelect, optionsOf } from '../list-kit/filter-select';
import { ListFilterBar } from '../list-kit/list-filter-bar';
import { ListTable } from '../list-kit/list-table';
import { useListSearch } from '../list-kit/use-list-search';
import { PageHeader } from '../page-header';
import { emailColumns } from './email-columns';
import { EmailDetailDialog } from './email-detail-dialog';
import { EMAIL_STATUS } from './email-status-badge';
import { EMAILS_PAGE_SIZE, useOutboxEmails, useRetryEmail } from './use-emails';

const routeApi = getRouteApi('/dashboard/admin/emails');

/**
 * The outbox / delivery log: every e-mail the service recorded, filterable by recipient, status and
 * template, with the delivery attempts and the last error; failed ones can be retried.
 */
export function EmailsPage() {
  const t = useT();
  const list = useListSearch(routeApi, {
    pageSize: EMAILS_PAGE_SIZE,
    filters: ['to', 'status', 'template'],
    textKey: 'to',
  });
  const { template } = list.search;
  const emails = useOutboxEmails(list.query);
  const templates = useTemplates();
  const retry = useRetryEmail();
  const [selected, setSelected] = useState<OutboxEmail | null>(null);
  const retrying = useConfirmAction(async (email: OutboxEmail) => {
    const answer = await retry.mutateAsync(email.id);
    if (selected?.id === email.id) setSelected(answer.email ?? null);
    return t('admin-emails.retry.done', { email: email.to });
  });

  // The template in the URL stays selectable when it is not (or no longer) in the list.
  const templateOptions = (templates.data?.templates ?? []).map((item) => ({
    value: item.key,
    label: item.name,
  }));
  if (template && !templateOptions.some((option) => option.value === template)) {
    templateOptions.push({ value: template, label: template });
  }

  return (
    <>
      <PageHeader title={t('admin-emails.title')} description={t('admin-emails.description')} />
      <ListFilterBar
        {...list.filterBar}
        placeholder={t('admin-emails.filter.recipient')}
        label={t('admin-emails.filter.recipient')}
        submitLabel={t('admin-emails.filter.submit')}
      >
        <FilterSelect
          label={t('admin-emails.filter.status')}
          {...list.filterProps('status')}
          allLabel={t('admin-emails.filter.allStatuses')}
          options={optionsOf(translateAll(EMAIL_STATUS, t))}
        />
        {templates.data ? (
          <FilterSelect
            label={t('admin-emails.filter.template')}
            className="sm:w-56"
            {...list.filterProps('template')}
            allLabel={t('admin-emails.filter.allTemplates')}
            options={templateOptions}
          />
        ) : null}
      </ListFilterBar>

      <ListTable
        query={emails}
        errorTitle={t('admin-emails.loadError')}
        skeletonClassName="h-9 w-full"
        rows={(data) => data.emails}
        empty={{
          icon: MailOpen,
          title: t('admin-emails.empty.title'),
          description: t('admin-emails.empty.description'),
        }}
        noMatch={{
          title: t('admin-emails.noMatch.title'),
          description: t('admin-emails.noMatch.description'),
        }}
        list={list}
        testId="emails-table"
        columns={emailColumns({ onOpen: setSelected, onRetry: retrying.ask })}
        onRowClick={setSelected}
        rowProps={(email) => ({ 'data-testid': 'email-row', 'data-status': email.status })}
      />
      <EmailDetailDialog email={selected} onClose={() => setSelected(null)} onRetry={retrying.ask} />
      <ConfirmDialog
        {...retrying.dialog}
        title={t('admin-emails.retry.title')}
        description={t('admin-emails.retry.description', { email: retrying.pending?.to ?? '' })}
        confirmLabel={t('admin-emails.retry')}
      />
    </>
  );
}
