/**
 * The message ids of a closed set of values (a status, a kind, a severity), built from one prefix
 * and the values: labelIds('admin-feedback.status', ['pending', 'in_progress']) is
 * { pending: 'admin-feedback.status.pending', in_progress: 'admin-feedback.status.inProgress' }.
 * The catalog test (src/shared/i18n/catalogs.test.ts) reads such calls as they are written, a
 * quoted prefix and a list of quoted values, and counts each id they build as used, so the
 * values stay written out in the call (not taken from a contract's list) for it to find.
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
