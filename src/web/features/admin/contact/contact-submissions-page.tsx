import { getRouteApi, useRouter } from '@tanstack/react-router';
import { ChevronRight, Download, Inbox } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api } from '@/lib/api';
import { useDebouncedFilter } from '@/lib/use-debounced-filter';
import { cn, formatDateTime } from '@/lib/utils';
import type { ContactSubmissionsSearch } from '@/router';
import { ListFilterBar } from '../list-filter-bar';
import { ListStates } from '../list-states';
import { PageHeader } from '../page-header';
import { useStickySelection } from '../use-sticky-selection';
import { ContactDetailSheet } from './contact-detail-sheet';
import { useContactSubmissions } from './use-contact-submissions';

const routeApi = getRouteApi('/dashboard/admin/contact-submissions');

/** Messages from the contact form: unread ones in bold; open one to read, reply or delete it. */
export function ContactSubmissionsPage() {
  const { page = 1, status, search, open } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const router = useRouter();
  const list = useContactSubmissions({ page, status, search });

  const setFilter = (patch: Partial<ContactSubmissionsSearch>, replace = false) =>
    navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }), replace });
  const [term, setTerm, flushTerm] = useDebouncedFilter(search, (next) => setFilter({ search: next }, true));
  const filtered = Boolean(search || status);

  const openedHere = useRef(false);
  useEffect(() => {
    if (!open) openedHere.current = false;
  }, [open]);
  const openSubmission = (id: number) => {
    openedHere.current = true;
    navigate({ search: (previous) => ({ ...previous, open: String(id) }) });
  };
  const close = () => {
    if (openedHere.current) {
      openedHere.current = false;
      router.history.back();
    } else {
      navigate({ search: (previous) => ({ ...previous, open: undefined }), replace: true });
    }
  };
  const selected = useStickySelection(list.data?.submissions, open);

  return (
    <>
      <PageHeader
        title="Contact submissions"
        description="Messages sent through the contact form, newest first. Unread ones are in bold."
      >
        <Button variant="outline" asChild>
          <a href={api.admin.contactExportUrl({ status, search })} download data-testid="export-csv">
            <Download /> Export CSV
          </a>
        </Button>
      </PageHeader>

      <ListFilterBar
        term={term}
        onTermChange={setTerm}
        onSubmit={flushTerm}
        placeholder="Search by name or e-mail"
        label="Search submissions"
        filtered={filtered}
        onClear={() => navigate({ search: {} })}
      >
        <NativeSelect
          aria-label="Status"
          className="sm:w-40"
          value={status ?? ''}
          onChange={(event) =>
            setFilter({ status: (event.target.value || undefined) as ContactSubmissionsSearch['status'] })
          }
        >
          <option value="">Read and unread</option>
          <option value="unread">Unread</option>
          <option value="read">Read</option>
        </NativeSelect>
      </ListFilterBar>

      <ListStates
        query={list}
        errorTitle="Could not load submissions"
        isEmpty={(data) => data.submissions.length === 0}
        empty={{
          icon: Inbox,
          title: filtered ? 'No submissions match' : 'No messages yet',
          description: filtered
            ? 'Try another search, or clear the filters.'
            : 'Messages sent through the contact form appear here.',
        }}
        onClear={filtered ? () => navigate({ search: {} }) : undefined}
        onPageChange={(next) =>
          navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })
        }
      >
        {(data) => (
          <Table data-testid="contact-table">
            <TableHeader className="bg-muted/40">
              <TableRow>
                <TableHead>From</TableHead>
                <TableHead>Message</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Received</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody className={cn(list.isPlaceholderData && 'opacity-60')}>
              {data.submissions.map((submission) => (
                <TableRow
                  key={submission.id}
                  className={cn('cursor-pointer', !submission.read && 'font-semibold')}
                  data-state={String(submission.id) === open ? 'selected' : undefined}
                  onClick={() => openSubmission(submission.id)}
                  data-testid="contact-row"
                  data-email={submission.email}
                  data-read={submission.read}
                >
                  <TableCell className="min-w-[12rem] max-w-[16rem]">
                    <p className="truncate">{submission.fullName}</p>
                    <p className="truncate font-normal text-muted-foreground text-xs">{submission.email}</p>
                  </TableCell>
                  <TableCell className="min-w-[14rem] max-w-[28rem]">
                    <p className="truncate">{submission.subject || '(no subject)'}</p>
                    <p className="truncate font-normal text-muted-foreground text-xs">{submission.message}</p>
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-1">
                      {submission.read ? (
                        <Badge variant="secondary">Read</Badge>
                      ) : (
                        <Badge variant="default">Unread</Badge>
                      )}
                      {submission.repliedAt ? <Badge variant="success">Replied</Badge> : null}
                    </div>
                  </TableCell>
                  <TableCell className="whitespace-nowrap font-normal text-muted-foreground">
                    <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={(event) => {
                        event.stopPropagation();
                        openSubmission(submission.id);
                      }}
                      aria-label={`Open the message from ${submission.fullName}`}
                    >
                      Open <ChevronRight />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ListStates>
      <ContactDetailSheet
        open={Boolean(open)}
        submission={selected}
        loading={list.isPending}
        onClose={close}
      />
    </>
  );
}
