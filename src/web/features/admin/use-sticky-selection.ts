import { useRef } from 'react';

/**
 * The open item of a list page (`?open=<id>`), found in the current rows. An item that leaves the
 * rows after an action (marked read under the "unread" filter, moved out of a status) stays open
 * with what was last seen of it, instead of vanishing from under the admin.
 */
export function useStickySelection<T extends { id: number }>(
  items: T[] | undefined,
  openId: string | undefined,
) {
  const lastSeen = useRef<T | undefined>(undefined);
  const found = openId ? items?.find((item) => String(item.id) === openId) : undefined;
  if (found) lastSeen.current = found;
  if (found) return found;
  return openId && lastSeen.current && String(lastSeen.current.id) === openId ? lastSeen.current : undefined;
}
