import { getRouteApi } from '@tanstack/react-router';
import { MailOpen } from 'lucide-react';
import { useState } from 'react';
import type { OutboxEmail } from '@/lib/api/emails';
import { ConfirmDialog } from '../confirm-dialog';
import { useTemplates } from '../email-templates/use-email-templates';
import { FilterSelect, optionsOf } from '../list-kit/filter-select';
import { ListFilterBar } from '../list-kit/list-filter-bar';
import { ListTable } from '../list-kit/list-table';
import { useConfirmAction } from '../list-kit/use-confirm-action';
import { useListSearch } from '../list-kit/use-list-search';
import { PageHeader } from '../page-header';
import { emailColumns } from './email-columns';
import { EmailDetailDialog } from './email-detail-dialog';
import { EMAILS_PAGE_SIZE, useOutboxEmails, useRetryEmail } from './use-emails';

const routeApi = getRouteApi('/dashboard/admin/emails');

/**
 * The outbox / delivery log: every e-mail the service recorded, filterable by recipient, status and
 * template, with the delivery attempts and the last error; failed ones can be retried.
 */
export function EmailsPage() {
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
    return `The e-mail to ${email.to} is back in the queue.`;
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
      <PageHeader
        title="Emails"
        description="Every e-mail the service sent or queued: verification, password reset, invitations and more."
      />
      <ListFilterBar
        {...list.filterBar}
        placeholder="Filter by recipient"
        label="Filter by recipient"
        submitLabel="Filter"
      >
        <FilterSelect
          label="Status"
          {...list.filterProps('status')}
          allLabel="All statuses"
          options={optionsOf({ queued: 'Queued', sent: 'Sent', failed: 'Failed' })}
        />
        {templates.data ? (
          <FilterSelect
            label="Template"
            className="sm:w-56"
            {...list.filterProps('template')}
            allLabel="All templates"
            options={templateOptions}
          />
        ) : null}
      </ListFilterBar>

      <ListTable
        query={emails}
        errorTitle="Could not load e-mails"
        skeletonClassName="h-9 w-full"
        rows={(data) => data.emails}
        empty={{
          icon: MailOpen,
          title: 'No e-mails yet',
          description:
            'E-mails appear here as soon as the service sends one (a sign-up sends a verification e-mail).',
        }}
        noMatch={{
          title: 'No e-mails match these filters',
          description: 'Try another address or status, or clear the filters.',
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
        title="Send this e-mail again?"
        description={`It goes back to the queue and is sent to ${retrying.pending?.to ?? ''} again.`}
        confirmLabel="Retry"
      />
    </>
  );
}
