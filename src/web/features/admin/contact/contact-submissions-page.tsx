import type { ContactSubmission } from '@shared/contracts/contact';
import { contactAdminEndpoints as admin } from '@shared/endpoints/contact';
import { getRouteApi } from '@tanstack/react-router';
import { ChevronRight, Download, Inbox } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { downloadUrl } from '@/lib/api-call';
import { cn, formatDateTime } from '@/lib/utils';
import { NameLines } from '../list-kit/cells';
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
  const t = useT();
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
      header: t('admin-contact.column.from'),
      className: 'min-w-[12rem] max-w-[16rem]',
      cell: (submission) => <NameLines name={submission.fullName} detail={submission.email} />,
    },
    {
      id: 'message',
      header: t('admin-contact.column.message'),
      className: 'min-w-[14rem] max-w-[28rem]',
      cell: (submission) => (
        <>
          {submission.subject ? (
            <p className="truncate" data-content>
              {submission.subject}
            </p>
          ) : (
            <p className="truncate">{t('admin-contact.noSubject')}</p>
          )}
          <p className="truncate font-normal text-muted-foreground text-xs" data-content>
            {submission.message}
          </p>
        </>
      ),
    },
    {
      id: 'status',
      header: t('admin-contact.column.status'),
      cell: (submission) => (
        <div className="flex flex-wrap gap-1">
          {submission.read ? (
            <Badge variant="secondary">{t('admin-contact.status.read')}</Badge>
          ) : (
            <Badge variant="default">{t('admin-contact.status.unread')}</Badge>
          )}
          {submission.repliedAt ? <Badge variant="success">{t('admin-contact.status.replied')}</Badge> : null}
        </div>
      ),
    },
    {
      id: 'received',
      header: t('admin-contact.column.received'),
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
        aria-label={t('admin-contact.openLabel', { name: submission.fullName })}
      >
        {t('admin-contact.open')} <ChevronRight />
      </Button>
    )),
  ];

  return (
    <>
      <PageHeader title={t('admin-contact.title')} description={t('admin-contact.description')}>
        <Button variant="outline" asChild>
          <a
            href={downloadUrl(admin.export, { query: { status, search } })}
            download
            data-testid="export-csv"
          >
            <Download /> {t('admin-contact.exportCsv')}
          </a>
        </Button>
      </PageHeader>

      <ListFilterBar
        {...list.filterBar}
        placeholder={t('admin-contact.search.placeholder')}
        label={t('admin-contact.search.label')}
      >
        <FilterSelect
          label={t('admin-contact.filter.status')}
          {...list.filterProps('status')}
          allLabel={t('admin-contact.filter.all')}
          options={optionsOf({
            unread: t('admin-contact.status.unread'),
            read: t('admin-contact.status.read'),
          })}
        />
      </ListFilterBar>

      <ListTable
        query={submissions}
        errorTitle={t('admin-contact.loadError')}
        rows={(data) => data.submissions}
        empty={{
          icon: Inbox,
          title: t('admin-contact.empty.title'),
          description: t('admin-contact.empty.description'),
        }}
        noMatch={{ title: t('admin-contact.noMatch') }}
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
