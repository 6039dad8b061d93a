import { getRouteApi } from '@tanstack/react-router';
import { ChevronRight, Download, Inbox } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type ContactSubmission, contactApi } from '@/lib/api/contact';
import { cn, formatDateTime } from '@/lib/utils';
import { actionsColumn, type Column } from '../list-kit/data-table';
import { FilterSelect, optionsOf } from '../list-kit/filter-select';
import { ListFilterBar } from '../list-kit/list-filter-bar';
import { ListTable } from '../list-kit/list-table';
import { useListSearch } from '../list-kit/use-list-search';
import { useOpenRow, useStickyRow } from '../list-kit/use-open-row';
import { PageHeader } from '../page-header';
import { ContactDetailSheet } from './contact-detail-sheet';
import { CONTACT_PAGE_SIZE, useContactSubmissions } from './use-contact-submissions';

const routeApi = getRouteApi('/dashboard/admin/contact-submissions');

/** Messages from the contact form: unread ones in bold; open one to read, reply or delete it. */
export function ContactSubmissionsPage() {
  const list = useListSearch(routeApi, {
    pageSize: CONTACT_PAGE_SIZE,
    filters: ['search', 'status'],
    textKey: 'search',
  });
  const { status, search } = list.search;
  const submissions = useContactSubmissions(list.query);
  const details = useOpenRow(list, 'open');
  const opened = useStickyRow(submissions.data?.submissions, details.openId);

  const columns: Column<ContactSubmission>[] = [
    {
      id: 'from',
      header: 'From',
      className: 'min-w-[12rem] max-w-[16rem]',
      cell: (submission) => (
        <>
          <p className="truncate">{submission.fullName}</p>
          <p className="truncate font-normal text-muted-foreground text-xs">{submission.email}</p>
        </>
      ),
    },
    {
      id: 'message',
      header: 'Message',
      className: 'min-w-[14rem] max-w-[28rem]',
      cell: (submission) => (
        <>
          <p className="truncate">{submission.subject || '(no subject)'}</p>
          <p className="truncate font-normal text-muted-foreground text-xs">{submission.message}</p>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (submission) => (
        <div className="flex flex-wrap gap-1">
          {submission.read ? (
            <Badge variant="secondary">Read</Badge>
          ) : (
            <Badge variant="default">Unread</Badge>
          )}
          {submission.repliedAt ? <Badge variant="success">Replied</Badge> : null}
        </div>
      ),
    },
    {
      id: 'received',
      header: 'Received',
      className: 'whitespace-nowrap font-normal text-muted-foreground',
      cell: (submission) => (
        <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
      ),
    },
    actionsColumn((submission) => (
      <Button
        variant="ghost"
        size="sm"
        onClick={() => details.open(submission.id)}
        aria-label={`Open the message from ${submission.fullName}`}
      >
        Open <ChevronRight />
      </Button>
    )),
  ];

  return (
    <>
      <PageHeader
        title="Contact submissions"
        description="Messages sent through the contact form, newest first. Unread ones are in bold."
      >
        <Button variant="outline" asChild>
          <a href={contactApi.admin.exportUrl({ status, search })} download data-testid="export-csv">
            <Download /> Export CSV
          </a>
        </Button>
      </PageHeader>

      <ListFilterBar {...list.filterBar} placeholder="Search by name or e-mail" label="Search submissions">
        <FilterSelect
          label="Status"
          {...list.filterProps('status')}
          allLabel="Read and unread"
          options={optionsOf({ unread: 'Unread', read: 'Read' })}
        />
      </ListFilterBar>

      <ListTable
        query={submissions}
        errorTitle="Could not load submissions"
        rows={(data) => data.submissions}
        empty={{
          icon: Inbox,
          title: 'No messages yet',
          description: 'Messages sent through the contact form appear here.',
        }}
        noMatch={{ title: 'No submissions match' }}
        list={list}
        testId="contact-table"
        columns={columns}
        {...details.rows}
        rowProps={(submission) => ({
          className: cn(!submission.read && 'font-semibold'),
          'data-testid': 'contact-row',
          'data-email': submission.email,
          'data-read': submission.read,
        })}
      />
      <ContactDetailSheet {...details.sheet} row={opened} loading={submissions.isPending} />
    </>
  );
}
