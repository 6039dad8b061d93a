import { getRouteApi } from '@tanstack/react-router';
import { MailOpen, Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { OutboxEmail } from '@/lib/api';
import { formatDateTime } from '@/lib/utils';
import { ListStates } from '../list-states';
import { PageHeader } from '../page-header';
import { EmailDetailDialog } from './email-detail-dialog';
import { EmailStatusBadge } from './email-status-badge';
import { useOutboxEmails } from './use-emails';

const routeApi = getRouteApi('/dashboard/admin/emails');

/** The outbox: every e-mail the service recorded, filterable by recipient. */
export function EmailsPage() {
  const { page = 1, to } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const emails = useOutboxEmails({ page, to });
  const [filter, setFilter] = useState(to ?? '');
  const [selected, setSelected] = useState<OutboxEmail | null>(null);

  useEffect(() => setFilter(to ?? ''), [to]);

  const setSearch = (next: { page?: number; to?: string }) =>
    navigate({
      search: { page: next.page && next.page > 1 ? next.page : undefined, to: next.to || undefined },
    });

  return (
    <>
      <PageHeader
        title="Emails"
        description="Every e-mail the service sent or queued: verification, password reset, invitations and more."
      />
      <search className="mb-4 block">
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch({ page: 1, to: filter.trim() });
          }}
        >
          <div className="relative flex-1 sm:max-w-sm">
            <Search className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground" />
            <Input
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder="Filter by recipient"
              aria-label="Filter by recipient"
              className="pl-9"
            />
          </div>
          <Button type="submit" variant="secondary">
            Filter
          </Button>
          {to ? (
            <Button type="button" variant="ghost" onClick={() => setSearch({ page: 1 })}>
              <X /> <span className="hidden sm:inline">Clear</span>
            </Button>
          ) : null}
        </form>
      </search>

      <ListStates
        query={emails}
        errorTitle="Could not load e-mails"
        skeletonClassName="h-9 w-full"
        isEmpty={(data) => data.emails.length === 0}
        empty={{
          icon: MailOpen,
          title: to ? `No e-mails to "${to}"` : 'No e-mails yet',
          description: to
            ? 'Try another address, or clear the filter.'
            : 'E-mails appear here as soon as the service sends one (a sign-up sends a verification e-mail).',
        }}
        onPageChange={(next) => setSearch({ page: next, to })}
      >
        {(data) => (
          <Table data-testid="emails-table">
            <TableHeader className="bg-muted/40">
              <TableRow>
                <TableHead>Recipient</TableHead>
                <TableHead className="hidden sm:table-cell">Subject</TableHead>
                <TableHead className="hidden md:table-cell">Template</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="hidden sm:table-cell">Date</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody className={emails.isPlaceholderData ? 'opacity-60' : undefined}>
              {data.emails.map((email) => (
                <TableRow
                  key={email.id}
                  className="cursor-pointer"
                  onClick={() => setSelected(email)}
                  data-testid="email-row"
                >
                  <TableCell className="max-w-[calc(100vw-9rem)] sm:max-w-[12rem]">
                    <div className="truncate font-medium">{email.to}</div>
                    {/* Phones have no room for a subject column: it goes under the recipient. */}
                    <div className="truncate text-muted-foreground text-xs sm:hidden">{email.subject}</div>
                  </TableCell>
                  <TableCell className="hidden max-w-[20rem] sm:table-cell">
                    <button
                      type="button"
                      className="block max-w-full truncate text-left hover:underline focus-visible:underline focus-visible:outline-none"
                      onClick={(event) => {
                        event.stopPropagation();
                        setSelected(email);
                      }}
                    >
                      {email.subject}
                    </button>
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground md:table-cell">
                    {email.template ?? '—'}
                  </TableCell>
                  <TableCell>
                    <EmailStatusBadge status={email.status} />
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">
                    {formatDateTime(email.createdAt)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ListStates>
      <EmailDetailDialog email={selected} onClose={() => setSelected(null)} />
    </>
  );
}
