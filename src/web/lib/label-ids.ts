/**
 * The message ids of a closed set of values (a status, a kind, a severity), built from one prefix
 * and the values: labelIds('area.status', ['pending', 'in_progress']) is
 * { pending: 'area.status.pending', in_progress: 'area.status.inProgress' } (an example outside
 * the catalogs, so that it counts no real id as used).
 * The catalog test (src/shared/i18n/catalogs.test.ts) reads such calls as they are written and
 * counts each id they build as used: a quoted prefix, then a quoted list of values or the name of
 * a list declared once as `export const NAME = [...] as const` (a contract's ENTRY_STATUSES). It
 * refuses a call written any other way.
 */

/** A value as the last segment of its message id: `data_access` → `dataAccess`. */
export type IdSegment<Value extends string> = Value extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<IdSegment<Tail>>}`
  : Value;

export function idSegment<Value extends string>(value: Value): IdSegment<Value> {
  return value.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()) as IdSegment<Value>;
}

/** Each value's message id, in the order of `values` (a select's options follow it). */
export function labelIds<const Prefix extends string, const Value extends string>(
  prefix: Prefix,
  values: readonly Value[],
): { readonly [Key in Value]: `${Prefix}.${IdSegment<Key>}` } {
  return Object.fromEntries(values.map((value) => [value, `${prefix}.${idSegment(value)}`])) as {
    [Key in Value]: `${Prefix}.${IdSegment<Key>}`;
  };
}
