import { Check, EyeOff, MessageSquareQuote, Pencil, Search, Trash2, X } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RatingStars } from '@/components/ui/rating-stars';
import { Skeleton } from '@/components/ui/skeleton';
import { DragHandle, type DragHandleProps, SortableList } from '@/components/ui/sortable-list';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { TestimonialFormDialog } from '@/features/account/testimonial-form-dialog';
import type { AdminTestimonial, TestimonialStatus } from '@/lib/api/testimonials';
import { formatDate } from '@/lib/utils';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { ListStates } from '../list-states';
import { PageHeader } from '../page-header';
import {
  PUBLISHED_LIMIT,
  type TestimonialAction,
  useAdminTestimonials,
  useTestimonialAction,
} from './use-admin-testimonials';

const TABS: Array<{ value: TestimonialStatus; label: string }> = [
  { value: 'pending', label: 'Pending' },
  { value: 'published', label: 'Published' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'unpublished', label: 'Unpublished' },
];

const statusVariant: Record<TestimonialStatus, 'warning' | 'success' | 'destructive' | 'secondary'> = {
  pending: 'warning',
  published: 'success',
  rejected: 'destructive',
  unpublished: 'secondary',
};

type Confirming = { kind: 'approve' | 'unpublish' | 'delete'; item: AdminTestimonial };

/** Testimonials: moderate by status, edit, delete, and order the published ones by drag and drop. */
export function AdminTestimonialsPage() {
  const [status, setStatus] = useState<TestimonialStatus>('pending');
  const [page, setPage] = useState(1);
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState<string | undefined>();
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(term.trim() || undefined);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [term]);

  const isPublished = status === 'published';
  const query = useAdminTestimonials(
    isPublished && !search ? { status, limit: PUBLISHED_LIMIT } : { status, page, search },
  );
  const action = useTestimonialAction();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [rejecting, setRejecting] = useState<AdminTestimonial | null>(null);
  const [editing, setEditing] = useState<AdminTestimonial | null>(null);
  const counts = query.data?.counts;

  const run = async (next: TestimonialAction, success: string) => {
    try {
      await action.mutateAsync(next);
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(errorText(error));
      return false;
    }
  };

  const confirmCopy = confirming
    ? {
        approve: {
          title: 'Publish this testimonial?',
          description: `The testimonial by ${confirming.item.authorName} appears on the home page, last in the order.`,
          label: 'Approve',
          done: 'Testimonial approved: it is on the home page.',
        },
        unpublish: {
          title: 'Unpublish this testimonial?',
          description: `The testimonial by ${confirming.item.authorName} no longer appears on the website. You can approve it again later.`,
          label: 'Unpublish',
          done: 'Testimonial unpublished.',
        },
        delete: {
          title: 'Delete this testimonial?',
          description: `The testimonial by ${confirming.item.authorName} is removed for good.`,
          label: 'Delete',
          done: 'Testimonial deleted.',
        },
      }[confirming.kind]
    : null;

  const rowActions = (item: AdminTestimonial) => (
    <div className="flex flex-wrap gap-1.5">
      {item.status === 'pending' || item.status === 'unpublished' ? (
        <Button size="sm" onClick={() => setConfirming({ kind: 'approve', item })}>
          <Check /> Approve
        </Button>
      ) : null}
      {item.status === 'pending' ? (
        <Button size="sm" variant="outline" onClick={() => setRejecting(item)}>
          <X /> Reject
        </Button>
      ) : null}
      {item.status === 'published' ? (
        <Button size="sm" variant="outline" onClick={() => setConfirming({ kind: 'unpublish', item })}>
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
        onClick={() => setConfirming({ kind: 'delete', item })}
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
          onValueChange={(value) => {
            setStatus(value as TestimonialStatus);
            setPage(1);
          }}
          className="max-w-full overflow-x-auto"
        >
          <TabsList>
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value} data-testid={`tab-${tab.value}`}>
                {tab.label}
                {counts ? (
                  <span className="text-muted-foreground text-xs tabular-nums">{counts[tab.value]}</span>
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <div className="relative sm:w-72">
          <Search className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground" />
          <Input
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Search text, name or e-mail"
            aria-label="Search testimonials"
            className="pl-9"
          />
        </div>
      </div>

      {isPublished && !search ? (
        <PublishedOrder
          items={query.data?.testimonials}
          isError={query.isError}
          error={query.error}
          saving={action.isPending}
          onReorder={(ids) => run({ kind: 'order', ids }, 'Order saved.')}
          renderActions={rowActions}
        />
      ) : (
        <ListStates
          query={query}
          errorTitle="Could not load the testimonials"
          isEmpty={(data) => data.testimonials.length === 0}
          empty={{
            icon: MessageSquareQuote,
            title: search ? 'No matching testimonials' : `No ${status} testimonials`,
            description: search
              ? 'Try other words.'
              : status === 'pending'
                ? 'New submissions from users appear here for review.'
                : 'Nothing here right now.',
          }}
          {...(search ? { onClear: () => setTerm('') } : {})}
          onPageChange={setPage}
        >
          {(data) => (
            <ul className="divide-y" data-testid="testimonial-list">
              {data.testimonials.map((item) => (
                <li key={item.id} className="p-4" data-testid="admin-testimonial" data-id={item.id}>
                  <TestimonialSummary item={item} />
                  <div className="mt-3">{rowActions(item)}</div>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={confirmCopy?.title}
        description={confirmCopy?.description}
        confirmLabel={confirmCopy?.label ?? 'OK'}
        destructive={confirming?.kind === 'delete'}
        pending={action.isPending}
        onConfirm={async () => {
          if (!confirming || !confirmCopy) return;
          await run({ kind: confirming.kind, id: confirming.item.id }, confirmCopy.done);
          setConfirming(null);
        }}
      />
      <RejectDialog
        item={rejecting}
        pending={action.isPending}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => {
          if (!rejecting) return;
          if (
            await run(
              { kind: 'reject', id: rejecting.id, ...(reason ? { reason } : {}) },
              'Testimonial rejected.',
            )
          )
            setRejecting(null);
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

function TestimonialSummary({ item }: { item: AdminTestimonial }) {
  return (
    <div className="flex min-w-0 gap-3">
      <UserAvatar name={item.authorName} email={item.authorName} image={item.avatarUrl} className="size-10" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium" data-testid="admin-testimonial-author">
            {item.authorName}
          </span>
          {item.authorRole ? <span className="text-muted-foreground text-sm">{item.authorRole}</span> : null}
          <RatingStars value={item.rating} />
          <Badge variant={statusVariant[item.status]}>{item.status}</Badge>
        </div>
        <p className="whitespace-pre-line break-words text-sm">{item.content}</p>
        <p className="text-muted-foreground text-xs">
          {item.user ? <>From {item.user.email} · </> : null}
          Sent {formatDate(item.createdAt)}
          {item.publishedAt && item.status === 'published' ? (
            <> · Published {formatDate(item.publishedAt)}</>
          ) : null}
        </p>
        {item.status === 'rejected' && item.rejectionReason ? (
          <p className="text-muted-foreground text-sm">Reason: {item.rejectionReason}</p>
        ) : null}
      </div>
    </div>
  );
}

/** The published testimonials as the home page orders them; a drop saves the new order at once. */
function PublishedOrder({
  items,
  isError,
  error,
  saving,
  onReorder,
  renderActions,
}: {
  items: AdminTestimonial[] | undefined;
  isError: boolean;
  error: Error | null;
  saving: boolean;
  onReorder: (ids: number[]) => Promise<boolean>;
  renderActions: (item: AdminTestimonial) => React.ReactNode;
}) {
  // Shown at once in the new order; the server's answer (or the old order on failure) follows.
  const [local, setLocal] = useState<{
    base: AdminTestimonial[] | undefined;
    order: AdminTestimonial[];
  } | null>(null);
  const list = local && local.base === items ? local.order : items;

  if (isError)
    return <p className="text-destructive text-sm">Could not load the testimonials: {error?.message}</p>;
  if (!list) {
    return (
      <Card className="gap-3 p-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </Card>
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState
        icon={MessageSquareQuote}
        title="No published testimonials"
        description="Approve a pending testimonial to show it on the home page."
      />
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-muted-foreground text-sm" id="testimonial-order-help">
        The home page shows these in this order. Drag a handle, or focus it and press Space, then the arrow
        keys.
        {saving ? ' Saving…' : ''}
      </p>
      <SortableList
        items={list}
        aria-describedby="testimonial-order-help"
        data-testid="testimonial-order"
        describe={(item) => `the testimonial by ${item.authorName}`}
        onReorder={async (next) => {
          setLocal({ base: items, order: next });
          if (!(await onReorder(next.map((item) => item.id)))) setLocal(null);
        }}
        renderItem={(item, handle: DragHandleProps) => (
          <Card className="flex-row gap-3 p-4" data-testid="admin-testimonial" data-id={item.id}>
            <DragHandle {...handle} label={`Move the testimonial by ${item.authorName}`} />
            <div className="min-w-0 flex-1">
              <TestimonialSummary item={item} />
              <div className="mt-3">{renderActions(item)}</div>
            </div>
          </Card>
        )}
      />
    </div>
  );
}

function RejectDialog({
  item,
  pending,
  onClose,
  onReject,
}: {
  item: AdminTestimonial | null;
  pending: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (item) setReason('');
  }, [item]);
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open || pending ? null : onClose())}>
      <DialogContent data-testid="reject-dialog">
        <DialogHeader>
          <DialogTitle>Reject this testimonial?</DialogTitle>
          <DialogDescription>
            It will not be shown. {item?.user ? 'Its author sees the reason on their account page.' : ''}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onReject(reason.trim());
          }}
        >
          <FormField label="Reason (optional)" description="At most 500 characters.">
            <Textarea
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" disabled={pending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={pending}>
              Reject
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
