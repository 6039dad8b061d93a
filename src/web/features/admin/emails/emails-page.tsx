import { getRouteApi, Link, useSearch } from '@tanstack/react-router';
import { MailOpen, RotateCw, Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { EmailStatus, OutboxEmail } from '@/lib/api';
import { formatDateTime } from '@/lib/utils';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { useTemplates } from '../email-templates/use-email-templates';
import { ListStates } from '../list-states';
import { PageHeader } from '../page-header';
import { EmailDetailDialog } from './email-detail-dialog';
import { EmailStatusBadge } from './email-status-badge';
import { useOutboxEmails, useRetryEmail } from './use-emails';

const routeApi = getRouteApi('/dashboard/admin/emails');

const STATUSES: EmailStatus[] = ['queued', 'sent', 'failed'];

interface EmailsSearch {
  page?: number;
  to?: string;
  status?: EmailStatus;
  template?: string;
}

/** The status and template filters, read as they are in the URL (the route declares page and to). */
function useExtraFilters(): Pick<EmailsSearch, 'status' | 'template'> {
  const search = useSearch({ strict: false }) as { status?: unknown; template?: unknown };
  const status = STATUSES.find((value) => value === search.status);
  const template = typeof search.template === 'string' && search.template ? search.template : undefined;
  return { status, template };
}

/**
 * The outbox / delivery log: every e-mail the service recorded, filterable by recipient, status and
 * template, with the delivery attempts and the last error; failed ones can be retried.
 */
export function EmailsPage() {
  const { page = 1, to } = routeApi.useSearch();
  const { status, template } = useExtraFilters();
  const navigate = routeApi.useNavigate();
  const emails = useOutboxEmails({ page, to, status, template });
  const templates = useTemplates();
  const retry = useRetryEmail();
  const [filter, setFilter] = useState(to ?? '');
  const [selected, setSelected] = useState<OutboxEmail | null>(null);
  const [retrying, setRetrying] = useState<OutboxEmail | null>(null);

  useEffect(() => setFilter(to ?? ''), [to]);

  const current: EmailsSearch = { page, to, status, template };
  const setSearch = (next: EmailsSearch) =>
    navigate({
      search: {
        page: next.page && next.page > 1 ? next.page : undefined,
        to: next.to || undefined,
        status: next.status,
        template: next.template || undefined,
      } as never,
    });
  const filtered = Boolean(to || status || template);

  const onRetry = async (email: OutboxEmail) => {
    try {
      const answer = await retry.mutateAsync(email.id);
      toast.success(`The e-mail to ${email.to} is back in the queue.`);
      setRetrying(null);
      if (selected?.id === email.id) setSelected(answer.email ?? null);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <>
      <PageHeader
        title="Emails"
        description="Every e-mail the service sent or queued: verification, password reset, invitations and more."
      />
      <search className="mb-4 block">
        <form
          className="grid gap-2 sm:flex sm:flex-wrap"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch({ ...current, page: 1, to: filter.trim() });
          }}
        >
          <div className="flex gap-2 sm:min-w-64 sm:flex-1 lg:max-w-sm">
            <div className="relative flex-1">
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
          </div>
          <NativeSelect
            className="sm:w-40"
            aria-label="Status"
            value={status ?? ''}
            onChange={(event) =>
              setSearch({
                ...current,
                page: 1,
                status: (event.target.value || undefined) as EmailStatus | undefined,
              })
            }
          >
            <option value="">All statuses</option>
            <option value="queued">Queued</option>
            <option value="sent">Sent</option>
            <option value="failed">Failed</option>
          </NativeSelect>
          {templates.data ? (
            <NativeSelect
              className="sm:w-56"
              aria-label="Template"
              value={template ?? ''}
              onChange={(event) => setSearch({ ...current, page: 1, template: event.target.value })}
            >
              <option value="">All templates</option>
              {templates.data.templates.map((item) => (
                <option key={item.id} value={item.key}>
                  {item.name}
                </option>
              ))}
              {template && !templates.data.templates.some((item) => item.key === template) ? (
                <option value={template}>{template}</option>
              ) : null}
            </NativeSelect>
          ) : null}
          {filtered ? (
            <Button type="button" variant="ghost" onClick={() => setSearch({ page: 1 })}>
              <X /> Clear
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
          title: filtered ? 'No e-mails match these filters' : 'No e-mails yet',
          description: filtered
            ? 'Try another address or status, or clear the filters.'
            : 'E-mails appear here as soon as the service sends one (a sign-up sends a verification e-mail).',
        }}
        onClear={filtered ? () => setSearch({ page: 1 }) : undefined}
        onPageChange={(next) => setSearch({ ...current, page: next })}
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
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody className={emails.isPlaceholderData ? 'opacity-60' : undefined}>
              {data.emails.map((email) => (
                <TableRow
                  key={email.id}
                  className="cursor-pointer"
                  onClick={() => setSelected(email)}
                  data-testid="email-row"
                  data-status={email.status}
                >
                  <TableCell className="max-w-[calc(100vw-14rem)] sm:max-w-[12rem]">
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
                      data-testid="email-subject"
                    >
                      {email.subject}
                    </button>
                  </TableCell>
                  <TableCell className="hidden md:table-cell">
                    {email.template ? (
                      <Link
                        to="/dashboard/admin/email-templates"
                        search={{ template: email.template } as never}
                        className="text-muted-foreground hover:text-foreground hover:underline"
                        onClick={(event) => event.stopPropagation()}
                        data-testid="email-template-link"
                      >
                        {email.template}
                      </Link>
                    ) : (
                      <span className="text-muted-foreground">—</span>
                    )}
                  </TableCell>
                  <TableCell className="max-w-[12rem]">
                    <EmailStatusBadge status={email.status} />
                    {(email.attempts ?? 0) > 1 || (email.status === 'failed' && email.attempts) ? (
                      <div className="mt-1 text-muted-foreground text-xs" data-testid="email-attempts">
                        {email.attempts} {email.attempts === 1 ? 'attempt' : 'attempts'}
                      </div>
                    ) : null}
                    {email.error ? (
                      <div
                        className="mt-1 truncate text-destructive text-xs"
                        title={email.error}
                        data-testid="email-error"
                      >
                        {email.error}
                      </div>
                    ) : null}
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">
                    {formatDateTime(email.createdAt)}
                  </TableCell>
                  <TableCell className="text-right">
                    {email.status === 'failed' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={(event) => {
                          event.stopPropagation();
                          setRetrying(email);
                        }}
                      >
                        <RotateCw /> Retry
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ListStates>
      <EmailDetailDialog
        email={selected}
        onClose={() => setSelected(null)}
        onRetry={(email) => setRetrying(email)}
      />
      <ConfirmDialog
        open={retrying !== null}
        onOpenChange={(open) => (open ? null : setRetrying(null))}
        title="Send this e-mail again?"
        description={`It goes back to the queue and is sent to ${retrying?.to ?? ''} again.`}
        confirmLabel="Retry"
        pending={retry.isPending}
        onConfirm={() => (retrying ? void onRetry(retrying) : undefined)}
      />
    </>
  );
}
