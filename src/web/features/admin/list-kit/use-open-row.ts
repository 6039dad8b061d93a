import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { PagingSearch } from '@/lib/search-params';
import type { ListSearchState } from './use-list-search';

/**
 * The row whose detail panel is open, kept in the URL (`?open=<id>`, `?user=<id>`), so a reload or
 * a shared link opens it again. Opening is a history entry, so closing the panel is "back" (and
 * the back button closes it); a panel opened from a link or a reload has nothing to go back to,
 * so closing it replaces the entry instead.
 */
export function useOpenRow<S extends PagingSearch>(list: ListSearchState<S>, key: keyof S) {
  const router = useRouter();
  const value = list.search[key];
  const openId = typeof value === 'string' && value ? value : undefined;
  const openedHere = useRef(false);
  useEffect(() => {
    if (!openId) openedHere.current = false;
  }, [openId]);

  const close = () => {
    if (openedHere.current) {
      openedHere.current = false;
      router.history.back();
    } else {
      list.update({ [key]: undefined } as Partial<S>, true);
    }
  };
  const openRow = (id: string | number) => {
    openedHere.current = true;
    list.update({ [key]: String(id) } as Partial<S>);
  };
  return {
    openId,
    open: openRow,
    close,
    /** For the table (`DataTable`): a row click opens it, and the open row is marked. */
    rows: { onRowClick: (row: { id: string | number }) => openRow(row.id), activeId: openId },
    /** For the panel (`OpenRowSheetProps`): whether it is open, and closing it. */
    sheet: { open: Boolean(openId), onClose: close },
  };
}

/**
 * The open item, found in the current rows. An item that leaves the rows after an action (marked
 * read under the "unread" filter, moved out of a status) stays open with what was last seen of
 * it, instead of vanishing from under the admin.
 */
export function useStickyRow<T extends { id: number | string }>(
  rows: T[] | undefined,
  openId: string | undefined,
): T | undefined {
  const lastSeen = useRef<T | undefined>(undefined);
  const found = openId ? rows?.find((row) => String(row.id) === openId) : undefined;
  if (found) lastSeen.current = found;
  if (found) return found;
  return openId && lastSeen.current && String(lastSeen.current.id) === openId ? lastSeen.current : undefined;
}

/**
 * The open row as its panel shows it: the list's, or fresher, what the panel's last action
 * answered (until the list brings a newer one).
 */
export function useFreshRow<T>(fromList: T): [T, (row: T) => void] {
  const [row, setRow] = useState(fromList);
  useEffect(() => setRow(fromList), [fromList]);
  return [row, setRow];
}
