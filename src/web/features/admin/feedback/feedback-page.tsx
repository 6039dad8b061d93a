import { getRouteApi } from '@tanstack/react-router';
import { ChevronRight, MessagesSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Feedback } from '@/lib/api/feedback';
import { formatDateTime } from '@/lib/utils';
import { actionsColumn, type Column } from '../list-kit/data-table';
import { FilterSelect, optionsOf } from '../list-kit/filter-select';
import { ListFilterBar } from '../list-kit/list-filter-bar';
import { ListTable } from '../list-kit/list-table';
import { useListSearch } from '../list-kit/use-list-search';
import { useOpenRow, useStickyRow } from '../list-kit/use-open-row';
import { PageHeader } from '../page-header';
import { FeedbackStatusBadge, FeedbackTypeBadge } from './feedback-badges';
import { FeedbackDetailSheet } from './feedback-detail-sheet';
import { FEEDBACK_PAGE_SIZE, statusLabel, useAdminFeedback } from './use-admin-feedback';

const routeApi = getRouteApi('/dashboard/admin/feedback');

/** Bug reports, ideas and comments from the feedback widget, with statuses, notes and replies. */
export function FeedbackPage() {
  const list = useListSearch(routeApi, {
    pageSize: FEEDBACK_PAGE_SIZE,
    filters: ['search', 'status', 'type'],
    textKey: 'search',
  });
  const feedback = useAdminFeedback(list.query);
  const details = useOpenRow(list, 'open');
  const opened = useStickyRow(feedback.data?.feedback, details.openId);

  const columns: Column<Feedback>[] = [
    {
      id: 'message',
      header: 'Message',
      className: 'min-w-[14rem] max-w-[24rem]',
      cell: (item) => <p className="truncate">{item.message}</p>,
    },
    { id: 'type', header: 'Type', cell: (item) => <FeedbackTypeBadge type={item.type} /> },
    { id: 'status', header: 'Status', cell: (item) => <FeedbackStatusBadge status={item.status} /> },
    {
      id: 'from',
      header: 'From',
      className: 'max-w-[12rem]',
      cell: (item) => {
        const from = item.user?.name || item.user?.email || item.name || item.email;
        return (
          <>
            <p className="truncate">{from || <span className="text-muted-foreground">Visitor</span>}</p>
            {item.user ? <p className="text-muted-foreground text-xs">Signed in</p> : null}
          </>
        );
      },
    },
    {
      id: 'sent',
      header: 'Sent',
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (item) => <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>,
    },
    actionsColumn((item) => (
      <Button
        variant="ghost"
        size="sm"
        onClick={() => details.open(item.id)}
        aria-label={`Open feedback ${item.id}`}
      >
        Open <ChevronRight />
      </Button>
    )),
  ];

  return (
    <>
      <PageHeader
        title="Feedback"
        description="What people send with the feedback button: move it along, keep notes, and answer."
      />

      <ListFilterBar
        {...list.filterBar}
        placeholder="Search messages, names, e-mails"
        label="Search feedback"
      >
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <FilterSelect
            label="Type"
            {...list.filterProps('type')}
            allLabel="All types"
            options={optionsOf({ bug: 'Bugs', feature: 'Feature ideas', general: 'General' })}
          />
          <FilterSelect
            label="Status"
            {...list.filterProps('status')}
            allLabel="Any status"
            options={optionsOf(statusLabel)}
          />
        </div>
      </ListFilterBar>

      <ListTable
        query={feedback}
        errorTitle="Could not load feedback"
        rows={(data) => data.feedback}
        empty={{
          icon: MessagesSquare,
          title: 'No feedback yet',
          description: 'What people send with the feedback button appears here.',
        }}
        noMatch={{ title: 'No feedback matches' }}
        list={list}
        testId="feedback-table"
        columns={columns}
        {...details.rows}
        rowProps={() => ({ 'data-testid': 'feedback-row' })}
      />
      <FeedbackDetailSheet {...details.sheet} row={opened} loading={feedback.isPending} />
    </>
  );
}
