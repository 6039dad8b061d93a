import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Mail, Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { marketingApi } from '@/lib/api/marketing';
import { useDebouncedFilter } from '@/lib/use-debounced-filter';
import { formatDateTime } from '@/lib/utils';
import { ListStates } from '../list-states';

/** Newsletter subscribers, newest first, with a CSV download of the (filtered) list. */
export function NewsletterTab() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState<string | undefined>();
  const [term, setTerm] = useDebouncedFilter(search, (next) => {
    setSearch(next);
    setPage(1);
  });
  const list = useQuery({
    queryKey: ['admin', 'marketing', 'newsletter', { page, search }],
    queryFn: () => marketingApi.admin.subscribers({ page, search, limit: 20 }),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative min-w-0 sm:w-72">
          <Search className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground" />
          <Input
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Search e-mail addresses"
            aria-label="Search subscribers"
            className="pl-9"
          />
        </div>
        <Button variant="outline" asChild className="w-fit">
          <a href={marketingApi.admin.subscribersExportUrl({ search })} download>
            <Download /> Download CSV
          </a>
        </Button>
      </div>
      <ListStates
        query={list}
        errorTitle="The subscribers could not be loaded"
        isEmpty={(data) => data.subscribers.length === 0}
        empty={{
          icon: Mail,
          title: search ? 'No subscriber matches' : 'No subscribers yet',
          description: search ? 'Try another search.' : 'Sign-ups from newsletter popups appear here.',
        }}
        {...(search ? { onClear: () => setSearch(undefined) } : {})}
        onPageChange={setPage}
      >
        {(data) => (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>E-mail</TableHead>
                  <TableHead>From popup</TableHead>
                  <TableHead>Subscribed</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.subscribers.map((subscriber) => (
                  <TableRow key={subscriber.id} data-testid="subscriber-row">
                    <TableCell className="font-medium">{subscriber.email}</TableCell>
                    <TableCell className="text-muted-foreground">{subscriber.popupName ?? '—'}</TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      {formatDateTime(subscriber.createdAt)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </ListStates>
    </div>
  );
}
