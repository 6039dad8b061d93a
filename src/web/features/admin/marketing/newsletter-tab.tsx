import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Download, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { marketingApi } from '@/lib/api/marketing';
import { formatDateTime } from '@/lib/utils';
import { ListTable } from '../list-kit/list-table';
import { useListSearch } from '../list-kit/use-list-search';

const routeApi = getRouteApi('/dashboard/admin/marketing');

/** Newsletter subscribers, newest first, with a CSV download of the (filtered) list. */
export function NewsletterTab() {
  const list = useListSearch(routeApi, {
    pageSize: 20,
    filters: ['search'],
    textKey: 'search',
    keep: ['tab'],
  });
  const { search } = list.search;
  const subscribers = useQuery({
    queryKey: ['admin', 'marketing', 'newsletter', { page: list.page, limit: list.pageSize, search }],
    queryFn: () => marketingApi.admin.subscribers({ page: list.page, limit: list.pageSize, search }),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          {...list.text}
          placeholder="Search e-mail addresses"
          label="Search subscribers"
          className="min-w-0 sm:w-72"
        />
        <Button variant="outline" asChild className="w-fit">
          <a href={marketingApi.admin.subscribersExportUrl({ search })} download>
            <Download /> Download CSV
          </a>
        </Button>
      </div>
      <ListTable
        query={subscribers}
        errorTitle="The subscribers could not be loaded"
        rows={(data) => data.subscribers}
        empty={{
          icon: Mail,
          title: 'No subscribers yet',
          description: 'Sign-ups from newsletter popups appear here.',
        }}
        noMatch={{ title: 'No subscriber matches', description: 'Try another search.' }}
        list={list}
        columns={[
          { id: 'email', header: 'E-mail', className: 'font-medium', cell: (row) => row.email },
          {
            id: 'popup',
            header: 'From popup',
            className: 'text-muted-foreground',
            cell: (row) => row.popupName ?? '—',
          },
          {
            id: 'subscribed',
            header: 'Subscribed',
            className: 'whitespace-nowrap text-muted-foreground',
            cell: (row) => formatDateTime(row.createdAt),
          },
        ]}
        rowProps={() => ({ 'data-testid': 'subscriber-row' })}
      />
    </div>
  );
}
