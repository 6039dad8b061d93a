import type { AdminFaqOut, FaqCategory } from '@shared/contracts/faqs';
import { CircleHelp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction, withToast } from '@/components/dialogs/use-confirm-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DragHandle, SortableList } from '@/components/ui/sortable-list';
import { Switch } from '@/components/ui/switch';
import { useT } from '@/i18n/provider';
import { ListStates } from '../list-kit/list-states';
import { RowIconButton } from '../list-kit/row-actions';
import { useDroppedOrder } from '../list-kit/use-dropped-order';
import { PageHeader } from '../page-header';
import { FaqEditorDialog } from './faq-editor-dialog';
import { type FaqAction, useAdminFaqs, useFaqAction, useFaqCategories } from './use-admin-faqs';

// The suggested categories are data (names saved with each FAQ), not words of the interface.
const FALLBACK_CATEGORIES: FaqCategory[] = ['General', 'Billing', 'Technical', 'Account'].map((name) => ({
  name,
  suggested: true,
  faqCount: 0,
}));

/** FAQs: one ordered list (drag and drop, or the keyboard), create/edit, publish toggle, delete. */
export function AdminFaqsPage() {
  const t = useT();
  const faqs = useAdminFaqs();
  const categories = useFaqCategories();
  const action = useFaqAction();
  const [editing, setEditing] = useState<AdminFaqOut | 'new' | null>(null);
  const run = (next: FaqAction, success: string) => withToast(() => action.mutateAsync(next), success);
  const deletion = useConfirmAction(async (faq: AdminFaqOut) => {
    await action.mutateAsync({ kind: 'delete', id: faq.id });
    return t('admin-faqs.done.deleted');
  });
  const [list, reorder] = useDroppedOrder(faqs.data?.faqs, (next) =>
    run({ kind: 'order', ids: next.map((faq) => faq.id) }, t('admin-faqs.done.orderSaved')),
  );
  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus /> {t('admin-faqs.list.new')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('admin-faqs.list.title')} description={t('admin-faqs.list.description')}>
        {newButton}
      </PageHeader>

      <ListStates
        query={faqs}
        errorTitle={t('admin-faqs.list.loadError')}
        skeletonRows={4}
        skeletonClassName="h-12 w-full"
        rows={(data) => data.faqs}
        empty={{
          icon: CircleHelp,
          title: t('admin-faqs.list.emptyTitle'),
          description: t('admin-faqs.list.emptyDescription'),
          action: newButton,
        }}
        card={false}
      >
        {() => (
          <div className="space-y-2">
            <p className="text-muted-foreground text-sm" id="faq-order-help">
              {t('admin-faqs.list.orderHelp')} {action.isPending ? t('admin-faqs.list.saving') : ''}
            </p>
            <SortableList
              items={list ?? []}
              aria-describedby="faq-order-help"
              data-testid="faq-order"
              describe={(faq) => t('admin-faqs.list.describe', { question: faq.question })}
              onReorder={reorder}
              renderItem={(faq, handle) => (
                <Card
                  className="flex-row items-center gap-2 px-2 py-2 sm:gap-3 sm:px-3"
                  data-testid="admin-faq"
                  data-id={faq.id}
                >
                  <DragHandle {...handle} label={t('admin-faqs.list.move', { question: faq.question })} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-sm" data-testid="admin-faq-question" data-content>
                      {faq.question}
                    </p>
                    <div className="mt-1 flex flex-wrap items-center gap-1.5">
                      <Badge variant="outline" data-content>
                        {faq.category}
                      </Badge>
                      {faq.published ? null : <Badge variant="secondary">{t('admin-faqs.list.draft')}</Badge>}
                    </div>
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <Switch
                      checked={faq.published}
                      aria-label={t('admin-faqs.list.publishedSwitch', { question: faq.question })}
                      disabled={action.isPending}
                      onCheckedChange={(published) =>
                        run(
                          { kind: 'publish', id: faq.id, published },
                          published ? t('admin-faqs.done.published') : t('admin-faqs.done.unpublished'),
                        )
                      }
                    />
                    <RowIconButton
                      label={t('admin-faqs.list.edit', { question: faq.question })}
                      onClick={() => setEditing(faq)}
                    >
                      <Pencil />
                    </RowIconButton>
                    <RowIconButton
                      destructive
                      label={t('admin-faqs.list.delete', { question: faq.question })}
                      onClick={() => deletion.ask(faq)}
                    >
                      <Trash2 />
                    </RowIconButton>
                  </div>
                </Card>
              )}
            />
          </div>
        )}
      </ListStates>

      <FaqEditorDialog
        open={editing !== null}
        faq={editing === 'new' ? null : editing}
        categories={categories.data?.categories ?? FALLBACK_CATEGORIES}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        onSave={async (body) => {
          if (editing === 'new') {
            await action.mutateAsync({ kind: 'create', body });
            toast.success(t('admin-faqs.done.created'));
          } else if (editing) {
            await action.mutateAsync({ kind: 'update', id: editing.id, body });
            toast.success(t('admin-faqs.done.saved'));
          }
          setEditing(null);
        }}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('admin-faqs.confirm.deleteTitle')}
        description={
          deletion.pending
            ? t('admin-faqs.confirm.deleteDescription', { question: deletion.pending.question })
            : ''
        }
        confirmLabel={t('admin-faqs.confirm.delete')}
        destructive
      />
    </>
  );
}
