import { marketingAdminEndpoints as admin } from '@shared/endpoints/marketing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Download, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { useT } from '@/i18n/provider';
import { api, downloadUrl } from '@/lib/api-call';
import { formatDateTime } from '@/lib/utils';
import { ListTable } from '../list-kit/list-table';
import { useListSearch } from '../list-kit/use-list-search';

const routeApi = getRouteApi('/dashboard/admin/marketing');

/** Newsletter subscribers, newest first, with a CSV download of the (filtered) list. */
export function NewsletterTab() {
  const t = useT();
  const list = useListSearch(routeApi, {
    pageSize: 20,
    filters: ['search'],
    textKey: 'search',
    keep: ['tab'],
  });
  const { search } = list.search;
  const subscribers = useQuery({
    queryKey: ['admin', 'marketing', 'newsletter', { page: list.page, limit: list.pageSize, search }],
    queryFn: () => api(admin.subscribers, { query: { page: list.page, limit: list.pageSize, search } }),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          {...list.text}
          placeholder={t('admin-marketing.newsletter.search.placeholder')}
          label={t('admin-marketing.newsletter.search.label')}
          className="min-w-0 sm:w-72"
        />
        <Button variant="outline" asChild className="w-fit">
          <a href={downloadUrl(admin.exportSubscribers, { query: { search } })} download>
            <Download /> {t('admin-marketing.newsletter.download')}
          </a>
        </Button>
      </div>
      <ListTable
        query={subscribers}
        errorTitle={t('admin-marketing.newsletter.loadError')}
        rows={(data) => data.subscribers}
        empty={{
          icon: Mail,
          title: t('admin-marketing.newsletter.empty.title'),
          description: t('admin-marketing.newsletter.empty.description'),
        }}
        noMatch={{
          title: t('admin-marketing.newsletter.noMatch.title'),
          description: t('admin-marketing.newsletter.noMatch.description'),
        }}
        list={list}
        columns={[
          {
            id: 'email',
            header: t('admin-marketing.newsletter.column.email'),
            className: 'font-medium',
            cell: (row) => <span translate="no">{row.email}</span>,
          },
          {
            id: 'popup',
            header: t('admin-marketing.newsletter.column.popup'),
            className: 'text-muted-foreground',
            cell: (row) => (row.popupName ? <span data-content>{row.popupName}</span> : '—'),
          },
          {
            id: 'subscribed',
            header: t('admin-marketing.newsletter.column.subscribed'),
            className: 'whitespace-nowrap text-muted-foreground',
            cell: (row) => formatDateTime(row.createdAt),
          },
        ]}
        rowProps={() => ({ 'data-testid': 'subscriber-row' })}
      />
    </div>
  );
}
