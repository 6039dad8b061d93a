import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction } from '@/components/dialogs/use-confirm-action';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { ListStates, type ListStatesProps } from '../list-kit/list-states';
import { invalidateMarketing } from './invalidate-marketing';

type Named = { id: number; name: string };

/** What a row's card can ask of the tab. */
export interface ItemActions<Item> {
  edit: (item: Item) => void;
  remove: (item: Item) => void;
}

/**
 * A tab of marketing items (banners, popups): its intro with "New", the list's states around the
 * tab's own cards, "are you sure?" before a deletion, and the editor in the tab's place while one
 * is open (a new item or a row's).
 */
export function MarketingItemsTab<Answer, Item extends Named>({
  name,
  fetchList,
  rows,
  intro,
  newLabel,
  errorTitle,
  skeletonClassName,
  empty,
  remove,
  deleted,
  deleteDescription,
  editor,
  children,
}: {
  /** The list's name in its query key (`['admin', 'marketing', name]`). */
  name: string;
  fetchList: () => Promise<Answer>;
  rows: (data: Answer) => Item[];
  intro: string;
  newLabel: string;
  errorTitle: string;
  skeletonClassName: string;
  empty: ListStatesProps<Answer, Item>['empty'];
  remove: (item: Item) => Promise<unknown>;
  /** The toast after a deletion. */
  deleted: string;
  deleteDescription: string;
  /** The editor of `item` (null: a new one); `done` goes back to the list. */
  editor: (item: Item | null, done: () => void) => ReactNode;
  children: (items: Item[], actions: ItemActions<Item>) => ReactNode;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['admin', 'marketing', name],
    queryFn: fetchList,
    // The statistics move all the time: fresh on every visit of the tab.
    refetchOnMount: 'always',
  });
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const deletion = useConfirmAction(async (item: Item) => {
    await remove(item);
    await invalidateMarketing(queryClient);
    return deleted;
  });

  if (editing) return editor(editing === 'new' ? null : editing, () => setEditing(null));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">{intro}</p>
        <Button onClick={() => setEditing('new')}>
          <Plus /> {newLabel}
        </Button>
      </div>
      <ListStates
        query={list}
        errorTitle={errorTitle}
        skeletonRows={1}
        skeletonClassName={skeletonClassName}
        rows={rows}
        empty={empty}
        card={false}
      >
        {(items) => children(items, { edit: setEditing, remove: deletion.ask })}
      </ListStates>
      <ConfirmDialog
        {...deletion.dialog}
        title={t('admin-marketing.confirmDelete.title', { name: deletion.pending?.name ?? '' })}
        description={deleteDescription}
        confirmLabel={t('admin-marketing.delete')}
        destructive
      />
    </div>
  );
}
