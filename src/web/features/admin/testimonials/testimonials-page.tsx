import { getRouteApi } from '@tanstack/react-router';
import { Check, EyeOff, MessageSquareQuote, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TestimonialFormDialog } from '@/features/account/testimonial-form-dialog';
import type { AdminTestimonial, TestimonialStatus } from '@/lib/api/testimonials';
import { ConfirmDialog } from '../confirm-dialog';
import { ListStates } from '../list-kit/list-states';
import { useConfirmAction, withToast } from '../list-kit/use-confirm-action';
import { useListSearch } from '../list-kit/use-list-search';
import { PageHeader } from '../page-header';
import { PublishedOrder } from './published-order';
import { RejectDialog } from './reject-dialog';
import { TestimonialSummary } from './testimonial-summary';
import {
  PUBLISHED_LIMIT,
  TESTIMONIALS_PAGE_SIZE,
  useAdminTestimonials,
  useTestimonialAction,
} from './use-admin-testimonials';

const routeApi = getRouteApi('/dashboard/admin/testimonials');

const TABS: Record<TestimonialStatus, string> = {
  pending: 'Pending',
  published: 'Published',
  rejected: 'Rejected',
  unpublished: 'Unpublished',
};

type Confirmation = { kind: 'approve' | 'unpublish' | 'delete'; item: AdminTestimonial };

function confirmCopy(pending: Confirmation | null) {
  const by = pending?.item.authorName ?? '';
  switch (pending?.kind) {
    case 'approve':
      return {
        title: 'Publish this testimonial?',
        description: `The testimonial by ${by} appears on the home page, last in the order.`,
        confirmLabel: 'Approve',
        done: 'Testimonial approved: it is on the home page.',
      };
    case 'unpublish':
      return {
        title: 'Unpublish this testimonial?',
        description: `The testimonial by ${by} no longer appears on the website. You can approve it again later.`,
        confirmLabel: 'Unpublish',
        done: 'Testimonial unpublished.',
      };
    default:
      return {
        title: 'Delete this testimonial?',
        description: `The testimonial by ${by} is removed for good.`,
        confirmLabel: 'Delete',
        destructive: true,
        done: 'Testimonial deleted.',
      };
  }
}

/** Testimonials: moderate by status, edit, delete, and order the published ones by drag and drop. */
export function AdminTestimonialsPage() {
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
          <Check /> Approve
        </Button>
      ) : null}
      {item.status === 'pending' ? (
        <Button size="sm" variant="outline" onClick={() => setRejecting(item)}>
          <X /> Reject
        </Button>
      ) : null}
      {item.status === 'published' ? (
        <Button size="sm" variant="outline" onClick={() => confirmation.ask({ kind: 'unpublish', item })}>
          <EyeOff /> Unpublish
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setEditing(item)}
        aria-label={`Edit the testimonial by ${item.authorName}`}
      >
        <Pencil /> Edit
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-destructive hover:text-destructive"
        onClick={() => confirmation.ask({ kind: 'delete', item })}
        aria-label={`Delete the testimonial by ${item.authorName}`}
      >
        <Trash2 /> Delete
      </Button>
    </div>
  );

  return (
    <>
      <PageHeader
        title="Testimonials"
        description="Submitted by users. Approve the ones to show on the home page and drag the published ones into order."
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Tabs
          value={status}
          onValueChange={(value) =>
            list.setFilter({ status: value === 'pending' ? undefined : (value as typeof list.search.status) })
          }
          className="max-w-full overflow-x-auto"
        >
          <TabsList>
            {(Object.keys(TABS) as TestimonialStatus[]).map((value) => (
              <TabsTrigger key={value} value={value} data-testid={`tab-${value}`}>
                {TABS[value]}
                {counts ? (
                  <span className="text-muted-foreground text-xs tabular-nums">{counts[value]}</span>
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <SearchInput
          {...list.text}
          placeholder="Search text, name or e-mail"
          label="Search testimonials"
          className="sm:w-72"
        />
      </div>

      <ListStates
        query={query}
        errorTitle="Could not load the testimonials"
        rows={(data) => data.testimonials}
        empty={{
          icon: MessageSquareQuote,
          title: `No ${status} testimonials`,
          description:
            status === 'pending'
              ? 'New submissions from users appear here for review.'
              : status === 'published'
                ? 'Approve a pending testimonial to show it on the home page.'
                : 'Nothing here right now.',
        }}
        noMatch={{ title: 'No matching testimonials', description: 'Try other words.' }}
        // The published order is one list, not pages.
        list={ordering ? undefined : list}
        card={!ordering}
      >
        {(testimonials) =>
          ordering ? (
            <PublishedOrder
              items={testimonials}
              saving={action.isPending}
              onReorder={(ids) => withToast(() => action.mutateAsync({ kind: 'order', ids }), 'Order saved.')}
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
            'Testimonial rejected.',
          );
          if (rejected) setRejecting(null);
        }}
      />
      <TestimonialFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        title="Edit testimonial"
        description="Fix a typo or the author's details. The status stays as it is."
        submitLabel="Save changes"
        initial={editing ?? {}}
        onSubmit={async (body) => {
          if (!editing) return;
          await action.mutateAsync({ kind: 'edit', id: editing.id, body });
          toast.success('Testimonial saved.');
          setEditing(null);
        }}
      />
    </>
  );
}
