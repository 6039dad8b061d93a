import type { AdminTestimonial } from '@shared/contracts/testimonials';
import type * as React from 'react';
import { Card } from '@/components/ui/card';
import { DragHandle, SortableList } from '@/components/ui/sortable-list';
import { useT } from '@/i18n/provider';
import { useDroppedOrder } from '../list-kit/use-dropped-order';
import { TestimonialSummary } from './testimonial-summary';

/** The published testimonials as the home page orders them; a drop saves the new order at once. */
export function PublishedOrder({
  items,
  saving,
  onReorder,
  renderActions,
}: {
  items: AdminTestimonial[];
  saving: boolean;
  onReorder: (ids: number[]) => Promise<boolean>;
  renderActions: (item: AdminTestimonial) => React.ReactNode;
}) {
  const t = useT();
  const [list = items, reorder] = useDroppedOrder(items, (next) => onReorder(next.map((item) => item.id)));
  return (
    <div className="space-y-2">
      <p className="text-muted-foreground text-sm" id="testimonial-order-help">
        {t('admin-testimonials.order.help')}
        {saving ? ` ${t('admin-testimonials.order.saving')}` : ''}
      </p>
      <SortableList
        items={list}
        aria-describedby="testimonial-order-help"
        data-testid="testimonial-order"
        describe={(item) => t('admin-testimonials.order.describe', { name: item.authorName })}
        onReorder={reorder}
        renderItem={(item, handle) => (
          <Card className="flex-row gap-3 p-4" data-testid="admin-testimonial" data-id={item.id}>
            <DragHandle {...handle} label={t('admin-testimonials.order.move', { name: item.authorName })} />
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
