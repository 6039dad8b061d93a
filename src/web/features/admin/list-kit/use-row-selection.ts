import { useEffect, useState } from 'react';

type Id = string | number;

interface SelectionOptions<T> {
  /** Rows it refuses get no checkbox and are left out of "select all". */
  canSelect?: (row: T) => boolean;
  /** The accessible name of a row's checkbox, and of "select all". */
  label: (row: T) => string;
  allLabel: string;
}

/**
 * Rows ticked for a bulk action (hand it to the `DataTable` as `selection`). A selection belongs
 * to the rows on screen: it starts afresh when `resetKey` changes (a new page, filter or sort;
 * pass the list's `key`).
 */
export function useRowSelection<T extends { id: Id }>(
  rows: T[] | undefined,
  resetKey: string,
  { canSelect = () => true, label, allLabel }: SelectionOptions<T>,
) {
  const [ids, setIds] = useState<ReadonlySet<Id>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list's query changes
  useEffect(() => setIds(new Set()), [resetKey]);

  const selectable = (rows ?? []).filter(canSelect);
  const selected = selectable.filter((row) => ids.has(row.id));
  const toggle = (row: T, on: boolean) =>
    setIds((previous) => {
      const next = new Set(previous);
      if (on) next.add(row.id);
      else next.delete(row.id);
      return next;
    });

  return {
    selected,
    canSelect,
    label,
    allLabel,
    anySelectable: selectable.length > 0,
    allSelected: selectable.length > 0 && selected.length === selectable.length,
    isSelected: (row: T) => ids.has(row.id),
    toggle,
    toggleAll: (on: boolean) => setIds(on ? new Set(selectable.map((row) => row.id)) : new Set()),
    clear: () => setIds(new Set()),
  };
}

export type RowSelection<T extends { id: Id }> = ReturnType<typeof useRowSelection<T>>;
