import type { Feedback } from '@shared/contracts/feedback';
import { getRouteApi } from '@tanstack/react-router';
import { ChevronRight, MessagesSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { translateAll } from '@/lib/labels';
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
import { FEEDBACK_PAGE_SIZE, FEEDBACK_STATUS, useAdminFeedback } from './use-admin-feedback';

const routeApi = getRouteApi('/dashboard/admin/feedback');

/** Bug reports, ideas and comments from the feedback widget, with statuses, notes and replies. */
export function FeedbackPage() {
  const t = useT();
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
      header: t('admin-feedback.column.message'),
      className: 'min-w-[14rem] max-w-[24rem]',
      cell: (item) => (
        <p className="truncate" data-content>
          {item.message}
        </p>
      ),
    },
    {
      id: 'type',
      header: t('admin-feedback.column.type'),
      cell: (item) => <FeedbackTypeBadge type={item.type} />,
    },
    {
      id: 'status',
      header: t('admin-feedback.column.status'),
      cell: (item) => <FeedbackStatusBadge status={item.status} />,
    },
    {
      id: 'from',
      header: t('admin-feedback.column.from'),
      className: 'max-w-[12rem]',
      cell: (item) => {
        const from = item.user?.name || item.user?.email || item.name || item.email;
        return (
          <>
            {from ? (
              <p className="truncate" translate="no">
                {from}
              </p>
            ) : (
              <p className="truncate text-muted-foreground">{t('admin-feedback.visitor')}</p>
            )}
            {item.user ? (
              <p className="text-muted-foreground text-xs">{t('admin-feedback.signedIn')}</p>
            ) : null}
          </>
        );
      },
    },
    {
      id: 'sent',
      header: t('admin-feedback.column.sent'),
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (item) => <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>,
    },
    actionsColumn((item) => (
      <Button
        variant="ghost"
        size="sm"
        onClick={() => details.open(item.id)}
        aria-label={t('admin-feedback.openLabel', { id: item.id })}
      >
        {t('admin-feedback.open')} <ChevronRight />
      </Button>
    )),
  ];

  return (
    <>
      <PageHeader title={t('admin-feedback.title')} description={t('admin-feedback.description')} />

      <ListFilterBar
        {...list.filterBar}
        placeholder={t('admin-feedback.search.placeholder')}
        label={t('admin-feedback.search.label')}
      >
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <FilterSelect
            label={t('admin-feedback.filter.type')}
            {...list.filterProps('type')}
            allLabel={t('admin-feedback.filter.allTypes')}
            options={optionsOf({
              bug: t('admin-feedback.filter.bugs'),
              feature: t('admin-feedback.filter.features'),
              general: t('admin-feedback.type.general'),
            })}
          />
          <FilterSelect
            label={t('admin-feedback.filter.status')}
            {...list.filterProps('status')}
            allLabel={t('admin-feedback.filter.anyStatus')}
            options={optionsOf(translateAll(FEEDBACK_STATUS, t))}
          />
        </div>
      </ListFilterBar>

      <ListTable
        query={feedback}
        errorTitle={t('admin-feedback.loadError')}
        rows={(data) => data.feedback}
        empty={{
          icon: MessagesSquare,
          title: t('admin-feedback.empty.title'),
          description: t('admin-feedback.empty.description'),
        }}
        noMatch={{ title: t('admin-feedback.noMatch') }}
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
