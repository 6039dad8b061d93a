/**
 * Labels of a closed set of values (a status, a kind, a severity): a record from each value to its
 * message id, written out in full or built by labelIds (./label-ids.ts), so the catalog test finds
 * every id.
 */
export type LabelIds<K extends string> = Readonly<Record<K, string>>;

/** The whole set in the reader's language, in the record's order (a select's options, a tab bar). */
export function translateAll<K extends string>(
  ids: LabelIds<K>,
  translate: (id: string) => string,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries<string>(ids).map(([value, id]) => [value, translate(id)]),
  ) as Record<K, string>;
}
