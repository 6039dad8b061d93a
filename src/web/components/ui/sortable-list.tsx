/**
 * A vertical list reordered by drag and drop, with the mouse, touch or the keyboard (focus a
 * handle, Space to lift, arrows to move, Space to drop, Escape to cancel), on dnd-kit.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type * as React from 'react';
import { useT } from '@/i18n/provider';
import { cn } from '@/lib/utils';

export interface SortableItem {
  id: number;
}

/** Props for the handle that starts a drag (a button: focusable, labelled). */
export type DragHandleProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  ref: (element: HTMLElement | null) => void;
};

export function SortableList<T extends SortableItem>({
  items,
  onReorder,
  renderItem,
  describe,
  className,
  ...props
}: {
  items: T[];
  /** The whole new order, after a drop that moved something. */
  onReorder: (next: T[]) => void;
  renderItem: (item: T, handle: DragHandleProps, state: { dragging: boolean }) => React.ReactNode;
  /** How screen readers name an item in the announcements ("Question: How do I pay?"). */
  describe: (item: T) => string;
  className?: string;
} & Omit<React.ComponentProps<'ul'>, 'children'>) {
  const t = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? describe(item) : t('ui.sortable.theItem');
  };
  const positionOf = (id: unknown) => items.findIndex((candidate) => candidate.id === id) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) =>
            t('ui.sortable.pickedUp', {
              item: nameOf(active.id),
              position: positionOf(active.id),
              total: items.length,
            }),
          onDragOver: ({ active, over }) =>
            over
              ? t('ui.sortable.movedTo', {
                  item: nameOf(active.id),
                  position: positionOf(over.id),
                  total: items.length,
                })
              : t('ui.sortable.notOver', { item: nameOf(active.id) }),
          onDragEnd: ({ active, over }) =>
            over
              ? t('ui.sortable.droppedAt', {
                  item: nameOf(active.id),
                  position: positionOf(over.id),
                  total: items.length,
                })
              : t('ui.sortable.dropped', { item: nameOf(active.id) }),
          onDragCancel: ({ active }) => t('ui.sortable.cancelled', { item: nameOf(active.id) }),
        },
        screenReaderInstructions: { draggable: t('ui.sortable.instructions') },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul className={cn('grid grid-cols-[minmax(0,1fr)] gap-2', className)} {...props}>
          {items.map((item) => (
            <SortableRow key={item.id} item={item} renderItem={renderItem} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow<T extends SortableItem>({
  item,
  renderItem,
}: {
  item: T;
  renderItem: (item: T, handle: DragHandleProps, state: { dragging: boolean }) => React.ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  const handle = {
    ref: setActivatorNodeRef,
    ...attributes,
    ...listeners,
  } as DragHandleProps;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative min-w-0', isDragging && 'z-10 opacity-90 shadow-lg')}
      data-dragging={isDragging || undefined}
    >
      {renderItem(item, handle, { dragging: isDragging })}
    </li>
  );
}

/** The visible grip that starts a drag; keyboard users focus it and press Space. */
export function DragHandle({ label, className, ...props }: DragHandleProps & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        'flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing',
        className,
      )}
      {...props}
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
}
