import { getRouteApi, useRouter } from '@tanstack/react-router';
import { ChevronRight, MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDebouncedFilter } from '@/lib/use-debounced-filter';
import { cn, formatDateTime } from '@/lib/utils';
import type { FeedbackSearch } from '@/router';
import { ListFilterBar } from '../list-filter-bar';
import { ListStates } from '../list-states';
import { PageHeader } from '../page-header';
import { useStickySelection } from '../use-sticky-selection';
import { FeedbackStatusBadge, FeedbackTypeBadge } from './feedback-badges';
import { FeedbackDetailSheet } from './feedback-detail-sheet';
import { useAdminFeedback } from './use-admin-feedback';

const routeApi = getRouteApi('/dashboard/admin/feedback');

/** Bug reports, ideas and comments from the feedback widget, with statuses, notes and replies. */
export function FeedbackPage() {
  const { page = 1, type, status, search, open } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const router = useRouter();
  const list = useAdminFeedback({ page, type, status, search });

  const setFilter = (patch: Partial<FeedbackSearch>, replace = false) =>
    navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }), replace });
  const [term, setTerm, flushTerm] = useDebouncedFilter(search, (next) => setFilter({ search: next }, true));
  const filtered = Boolean(search || status || type);

  const openedHere = useRef(false);
  useEffect(() => {
    if (!open) openedHere.current = false;
  }, [open]);
  const openItem = (id: number) => {
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
  const selected = useStickySelection(list.data?.feedback, open);

  return (
    <>
      <PageHeader
        title="Feedback"
        description="What people send with the feedback button: move it along, keep notes, and answer."
      />

      <ListFilterBar
        term={term}
        onTermChange={setTerm}
        onSubmit={flushTerm}
        placeholder="Search messages, names, e-mails"
        label="Search feedback"
        filtered={filtered}
        onClear={() => navigate({ search: {} })}
      >
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <NativeSelect
            aria-label="Type"
            className="sm:w-40"
            value={type ?? ''}
            onChange={(event) =>
              setFilter({ type: (event.target.value || undefined) as FeedbackSearch['type'] })
            }
          >
            <option value="">All types</option>
            <option value="bug">Bugs</option>
            <option value="feature">Feature ideas</option>
            <option value="general">General</option>
          </NativeSelect>
          <NativeSelect
            aria-label="Status"
            className="sm:w-40"
            value={status ?? ''}
            onChange={(event) =>
              setFilter({ status: (event.target.value || undefined) as FeedbackSearch['status'] })
            }
          >
            <option value="">Any status</option>
            <option value="pending">Pending</option>
            <option value="in_progress">In progress</option>
            <option value="completed">Completed</option>
            <option value="rejected">Rejected</option>
          </NativeSelect>
        </div>
      </ListFilterBar>

      <ListStates
        query={list}
        errorTitle="Could not load feedback"
        isEmpty={(data) => data.feedback.length === 0}
        empty={{
          icon: MessagesSquare,
          title: filtered ? 'No feedback matches' : 'No feedback yet',
          description: filtered
            ? 'Try another search, or clear the filters.'
            : 'What people send with the feedback button appears here.',
        }}
        onClear={filtered ? () => navigate({ search: {} }) : undefined}
        onPageChange={(next) =>
          navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })
        }
      >
        {(data) => (
          <Table data-testid="feedback-table">
            <TableHeader className="bg-muted/40">
              <TableRow>
                <TableHead>Message</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>From</TableHead>
                <TableHead>Sent</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody className={cn(list.isPlaceholderData && 'opacity-60')}>
              {data.feedback.map((item) => {
                const from = item.user?.name || item.user?.email || item.name || item.email;
                return (
                  <TableRow
                    key={item.id}
                    className="cursor-pointer"
                    data-state={String(item.id) === open ? 'selected' : undefined}
                    onClick={() => openItem(item.id)}
                    data-testid="feedback-row"
                  >
                    <TableCell className="min-w-[14rem] max-w-[24rem]">
                      <p className="truncate">{item.message}</p>
                    </TableCell>
                    <TableCell>
                      <FeedbackTypeBadge type={item.type} />
                    </TableCell>
                    <TableCell>
                      <FeedbackStatusBadge status={item.status} />
                    </TableCell>
                    <TableCell className="max-w-[12rem]">
                      <p className="truncate">
                        {from || <span className="text-muted-foreground">Visitor</span>}
                      </p>
                      {item.user ? <p className="text-muted-foreground text-xs">Signed in</p> : null}
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                    </TableCell>
                    <TableCell className="text-right">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={(event) => {
                          event.stopPropagation();
                          openItem(item.id);
                        }}
                        aria-label={`Open feedback ${item.id}`}
                      >
                        Open <ChevronRight />
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </ListStates>
      <FeedbackDetailSheet
        open={Boolean(open)}
        feedback={selected}
        loading={list.isPending}
        onClose={close}
      />
    </>
  );
}
