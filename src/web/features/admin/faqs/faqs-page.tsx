import { CircleHelp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { DragHandle, SortableList } from '@/components/ui/sortable-list';
import { Switch } from '@/components/ui/switch';
import type { AdminFaq, FaqCategory } from '@/lib/api/faqs';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { PageHeader } from '../page-header';
import { FaqEditorDialog } from './faq-editor-dialog';
import { type FaqAction, useAdminFaqs, useFaqAction, useFaqCategories } from './use-admin-faqs';

const FALLBACK_CATEGORIES: FaqCategory[] = ['General', 'Billing', 'Technical', 'Account'].map((name) => ({
  name,
  suggested: true,
  faqCount: 0,
}));

/** FAQs: one ordered list (drag and drop, or the keyboard), create/edit, publish toggle, delete. */
export function AdminFaqsPage() {
  const faqs = useAdminFaqs();
  const categories = useFaqCategories();
  const action = useFaqAction();
  const [editing, setEditing] = useState<AdminFaq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);
  // The dropped order shows at once; the server's answer (or the old order on failure) follows.
  const [local, setLocal] = useState<{ base: AdminFaq[] | undefined; order: AdminFaq[] } | null>(null);
  const list = local && local.base === faqs.data?.faqs ? local.order : faqs.data?.faqs;

  const run = async (next: FaqAction, success: string) => {
    try {
      await action.mutateAsync(next);
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(errorText(error));
      return false;
    }
  };

  return (
    <>
      <PageHeader
        title="FAQs"
        description="The questions on the public FAQ page, grouped there by category in this order."
      >
        <Button onClick={() => setEditing('new')}>
          <Plus /> New FAQ
        </Button>
      </PageHeader>

      {faqs.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the FAQs</AlertTitle>
          <AlertDescription>{faqs.error.message}</AlertDescription>
        </Alert>
      ) : !list ? (
        <Card className="gap-3 p-4">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </Card>
      ) : list.length === 0 ? (
        <EmptyState
          icon={CircleHelp}
          title="No FAQs yet"
          description="Write the first question and its answer."
        >
          <Button onClick={() => setEditing('new')}>
            <Plus /> New FAQ
          </Button>
        </EmptyState>
      ) : (
        <div className="space-y-2">
          <p className="text-muted-foreground text-sm" id="faq-order-help">
            Drag a handle to reorder, or focus it and press Space, move with the arrow keys and press Space
            again. The order is saved at once. {action.isPending ? 'Saving…' : ''}
          </p>
          <SortableList
            items={list}
            aria-describedby="faq-order-help"
            data-testid="faq-order"
            describe={(faq) => `the question “${faq.question}”`}
            onReorder={async (next) => {
              setLocal({ base: faqs.data?.faqs, order: next });
              if (!(await run({ kind: 'order', ids: next.map((faq) => faq.id) }, 'Order saved.')))
                setLocal(null);
            }}
            renderItem={(faq, handle) => (
              <Card
                className="flex-row items-center gap-2 px-2 py-2 sm:gap-3 sm:px-3"
                data-testid="admin-faq"
                data-id={faq.id}
              >
                <DragHandle {...handle} label={`Move “${faq.question}”`} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-sm" data-testid="admin-faq-question">
                    {faq.question}
                  </p>
                  <div className="mt-1 flex flex-wrap items-center gap-1.5">
                    <Badge variant="outline">{faq.category}</Badge>
                    {faq.published ? null : <Badge variant="secondary">Draft</Badge>}
                  </div>
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  <Switch
                    checked={faq.published}
                    aria-label={`Published: ${faq.question}`}
                    disabled={action.isPending}
                    onCheckedChange={(published) =>
                      run(
                        { kind: 'publish', id: faq.id, published },
                        published
                          ? 'Published: it is on the FAQ page.'
                          : 'Unpublished: hidden from the FAQ page.',
                      )
                    }
                  />
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Edit “${faq.question}”`}
                    onClick={() => setEditing(faq)}
                  >
                    <Pencil />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="text-destructive hover:text-destructive"
                    aria-label={`Delete “${faq.question}”`}
                    onClick={() => setDeleting(faq)}
                  >
                    <Trash2 />
                  </Button>
                </div>
              </Card>
            )}
          />
        </div>
      )}

      <FaqEditorDialog
        open={editing !== null}
        faq={editing === 'new' ? null : editing}
        categories={categories.data?.categories ?? FALLBACK_CATEGORIES}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        onSave={async (body) => {
          if (editing === 'new') {
            await action.mutateAsync({ kind: 'create', body });
            toast.success('FAQ created.');
          } else if (editing) {
            await action.mutateAsync({ kind: 'update', id: editing.id, body });
            toast.success('FAQ saved.');
          }
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this FAQ?"
        description={deleting ? `“${deleting.question}” is removed for good.` : ''}
        confirmLabel="Delete"
        destructive
        pending={action.isPending}
        onConfirm={async () => {
          if (!deleting) return;
          await run({ kind: 'delete', id: deleting.id }, 'FAQ deleted.');
          setDeleting(null);
        }}
      />
    </>
  );
}
