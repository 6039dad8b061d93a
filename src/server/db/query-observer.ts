/**
 * A seam where tracing sees each statement a Database's driver sends (observability/query-spans.ts
 * fills it). It wraps the methods Drizzle calls (node-postgres' `pool.query` and a transaction
 * client's `query`, PGlite's `query`, `exec` and its transaction's), at the moment Drizzle calls
 * them: the caller's async context is still the request's there (further down, pg-pool may hand a
 * waiting query to a client in the context of the request that released it). An empty slot, the
 * default, costs one check per statement.
 */

/** Runs `send` (the driver's call), around which it may time a span; `sqlText` has no parameter values. */
export type QueryObserver = <T>(sqlText: string, send: () => Promise<T>) => Promise<T>;

/** One database's observer, if tracing is on. */
export interface QueryObserverSlot {
  observer: QueryObserver | undefined;
}

/** The SQL of a driver call's first argument: a string, or node-postgres' `{ text, name }` config. */
function sqlTextOf(first: unknown): string {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | null | undefined)?.text;
  return typeof text === 'string' ? text : '';
}

/** Replaces `target[method]` on that object only by one that passes each call through the slot's observer. */
export function observeMethod(target: object, method: string, slot: QueryObserverSlot): void {
  const holder = target as Record<string, unknown>;
  const original = holder[method] as (...args: unknown[]) => unknown;
  holder[method] = function observed(this: unknown, ...args: unknown[]) {
    const observer = slot.observer;
    // node-postgres' callback form returns no promise to time (Drizzle never uses it).
    if (!observer || typeof args.at(-1) === 'function') return original.apply(this, args);
    return observer(sqlTextOf(args[0]), () => original.apply(this, args) as Promise<unknown>);
  };
}
