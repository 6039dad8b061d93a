import { useState } from 'react';

/**
 * The order of a drag-and-drop list: a drop shows at once, `save` stores it, and the server's
 * answer replaces it when it comes (or the old order comes back if `save` answers false).
 */
export function useDroppedOrder<T>(items: T[] | undefined, save: (next: T[]) => Promise<boolean>) {
  const [dropped, setDropped] = useState<{ base: T[] | undefined; order: T[] } | null>(null);
  const list = dropped && dropped.base === items ? dropped.order : items;
  const reorder = async (next: T[]) => {
    setDropped({ base: items, order: next });
    if (!(await save(next))) setDropped(null);
  };
  return [list, reorder] as const;
}
