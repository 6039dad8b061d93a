import type { AdminTestimonial, TestimonialStatus } from '@shared/contracts/testimonials';
import { getRouteApi } from '@tanstack/react-router';
import { Check, EyeOff, MessageSquareQuote, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction, withToast } from '@/components/dialogs/use-confirm-action';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { TestimonialFormDialog } from '@/features/account/testimonial-form-dialog';
import { useT } from '@/i18n/provider';
import { t } from '@/i18n/store';
import { ListStates } from '../list-kit/list-states';
import { useListSearch } from '../list-kit/use-list-search';
import { PageHeader } from '../page-header';
import { PublishedOrder } from './published-order';
import { RejectDialog } from './reject-dialog';
import { StatusFilter } from './status-filter';
import { TestimonialSummary } from './testimonial-summary';
import {
  PUBLISHED_LIMIT,
  TESTIMONIALS_PAGE_SIZE,
  useAdminTestimonials,
  useTestimonialAction,
} from './use-admin-testimonials';

const routeApi = getRouteApi('/dashboard/admin/testimonials');

/** The empty state's title per tab, as message ids. */
const EMPTY_TITLES = {
  pending: 'admin-testimonials.empty.pending',
  published: 'admin-testimonials.empty.published',
  rejected: 'admin-testimonials.empty.rejected',
  unpublished: 'admin-testimonials.empty.unpublished',
} as const satisfies Record<TestimonialStatus, string>;

type Confirmation = { kind: 'approve' | 'unpublish' | 'delete'; item: AdminTestimonial };

/** The confirmation's words and the toast after it (read when needed, in the current language). */
function confirmCopy(pending: Confirmation | null) {
  const name = pending?.item.authorName ?? '';
  switch (pending?.kind) {
    case 'approve':
      return {
        title: t('admin-testimonials.confirm.approveTitle'),
        description: t('admin-testimonials.confirm.approveDescription', { name }),
        confirmLabel: t('admin-testimonials.confirm.approve'),
        done: t('admin-testimonials.done.approved'),
      };
    case 'unpublish':
      return {
        title: t('admin-testimonials.confirm.unpublishTitle'),
        description: t('admin-testimonials.confirm.unpublishDescription', { name }),
        confirmLabel: t('admin-testimonials.confirm.unpublish'),
        done: t('admin-testimonials.done.unpublished'),
      };
    default:
      return {
        title: t('admin-testimonials.confirm.deleteTitle'),
        description: t('admin-testimonials.confirm.deleteDescription', { name }),
        confirmLabel: t('admin-testimonials.confirm.delete'),
        destructive: true,
        done: t('admin-testimonials.done.deleted'),
      };
  }
}

/** Testimonials: moderate by status, edit, delete, and order the published ones by drag and drop. */
export function AdminTestimonialsPage() {
  const t = useT();
  const list = useListSearch(routeApi, {
    pageSize: TESTIMONIALS_PAGE_SIZE,
    filters: ['search'],
    textKey: 'search',
    keep: ['status'],
  });
  const { search } = list.search;
  const status: TestimonialStatus = list.search.status ?? 'pending';
  // Without a search, the published ones are one list in their home-page order, to drag.
  const ordering = status === 'published' && !search;
  const query = useAdminTestimonials(
    ordering ? { status, limit: PUBLISHED_LIMIT } : { status, page: list.page, limit: list.pageSize, search },
  );
  const action = useTestimonialAction();
  const confirmation = useConfirmAction(async (pending: Confirmation) => {
    await action.mutateAsync({ kind: pending.kind, id: pending.item.id });
    return confirmCopy(pending).done;
  });
  const [rejecting, setRejecting] = useState<AdminTestimonial | null>(null);
  const [editing, setEditing] = useState<AdminTestimonial | null>(null);
  const counts = query.data?.counts;
  const { done: _done, ...copy } = confirmCopy(confirmation.pending);

  const rowActions = (item: AdminTestimonial) => (
    <div className="flex flex-wrap gap-1.5">
      {item.status === 'pending' || item.status === 'unpublished' ? (
        <Button size="sm" onClick={() => confirmation.ask({ kind: 'approve', item })}>
          <Check /> {t('admin-testimonials.row.approve')}
        </Button>
      ) : null}
      {item.status === 'pending' ? (
        <Button size="sm" variant="outline" onClick={() => setRejecting(item)}>
          <X /> {t('admin-testimonials.row.reject')}
        </Button>
      ) : null}
      {item.status === 'published' ? (
        <Button size="sm" variant="outline" onClick={() => confirmation.ask({ kind: 'unpublish', item })}>
          <EyeOff /> {t('admin-testimonials.row.unpublish')}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setEditing(item)}
        aria-label={t('admin-testimonials.row.editLabel', { name: item.authorName })}
      >
        <Pencil /> {t('admin-testimonials.row.edit')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-destructive hover:text-destructive"
        onClick={() => confirmation.ask({ kind: 'delete', item })}
        aria-label={t('admin-testimonials.row.deleteLabel', { name: item.authorName })}
      >
        <Trash2 /> {t('admin-testimonials.row.delete')}
      </Button>
    </div>
  );

  return (
    <>
      <PageHeader
        title={t('admin-testimonials.list.title')}
        description={t('admin-testimonials.list.description')}
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <StatusFilter
          status={status}
          counts={counts}
          onChange={(value) => list.setFilter({ status: value === 'pending' ? undefined : value })}
        />
        <SearchInput
          {...list.text}
          placeholder={t('admin-testimonials.list.searchPlaceholder')}
          label={t('admin-testimonials.list.searchLabel')}
          className="sm:w-72"
        />
      </div>

      <ListStates
        query={query}
        errorTitle={t('admin-testimonials.list.loadError')}
        rows={(data) => data.testimonials}
        empty={{
          icon: MessageSquareQuote,
          title: t(EMPTY_TITLES[status]),
          description:
            status === 'pending'
              ? t('admin-testimonials.empty.pendingDescription')
              : status === 'published'
                ? t('admin-testimonials.empty.publishedDescription')
                : t('admin-testimonials.empty.otherDescription'),
        }}
        noMatch={{
          title: t('admin-testimonials.list.noMatch'),
          description: t('admin-testimonials.list.noMatchDescription'),
        }}
        // The published order is one list, not pages.
        list={ordering ? undefined : list}
        card={!ordering}
      >
        {(testimonials) =>
          ordering ? (
            <PublishedOrder
              items={testimonials}
              saving={action.isPending}
              onReorder={(ids) =>
                withToast(
                  () => action.mutateAsync({ kind: 'order', ids }),
                  t('admin-testimonials.done.orderSaved'),
                )
              }
              renderActions={rowActions}
            />
          ) : (
            <ul className="divide-y" data-testid="testimonial-list">
              {testimonials.map((item) => (
                <li key={item.id} className="p-4" data-testid="admin-testimonial" data-id={item.id}>
                  <TestimonialSummary item={item} />
                  <div className="mt-3">{rowActions(item)}</div>
                </li>
              ))}
            </ul>
          )
        }
      </ListStates>

      <ConfirmDialog {...confirmation.dialog} {...copy} />
      <RejectDialog
        item={rejecting}
        pending={action.isPending}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => {
          if (!rejecting) return;
          const rejected = await withToast(
            () => action.mutateAsync({ kind: 'reject', id: rejecting.id, ...(reason ? { reason } : {}) }),
            t('admin-testimonials.done.rejected'),
          );
          if (rejected) setRejecting(null);
        }}
      />
      <TestimonialFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        title={t('admin-testimonials.edit.title')}
        description={t('admin-testimonials.edit.description')}
        submitLabel={t('admin-testimonials.edit.save')}
        initial={editing ?? {}}
        onSubmit={async (body) => {
          if (!editing) return;
          await action.mutateAsync({ kind: 'edit', id: editing.id, body });
          toast.success(t('admin-testimonials.done.saved'));
          setEditing(null);
        }}
      />
    </>
  );
}
