/**
 * Rows as CSV: csv-stringify quotes correctly and escapes cells a spreadsheet would run as formulas
 * (= + - @), so exported user input cannot attack the admin who opens it. The download itself
 * (headers, the security-log record, an abort on a late failure) is http/csv.ts.
 */
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * The rows as a CSV stream, once the first row is in: a failure to read the first page throws
 * here, before the response has started, and answers like any other error (503 when the
 * database is unavailable) instead of a file.
 */
export async function csvStream(
  rows: AsyncIterable<Record<string, unknown>>,
  columns: string[],
): Promise<Readable> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* fromFirst() {
    try {
      if (first.done) return;
      yield first.value;
      while (true) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      // A download cut short (the client left) stops the walk through the query.
      await iterator.return?.();
    }
  }
  const csv = stringify({
    header: true,
    columns,
    escape_formulas: true,
    cast: { boolean: (value) => String(value), date: (value) => value.toISOString() },
  });
  // pipeline, not pipe: a failing query (the database going away mid-export) destroys the CSV
  // stream with its error, which ends the download, instead of an unhandled 'error' event on the
  // source that would end the process. The reply listens for the error once it sends the stream;
  // this no-op listener covers the moment before.
  csv.on('error', () => {});
  pipeline(Readable.from(fromFirst()), csv, () => {});
  return csv;
}

/**
 * Walks a query newest-first in keyset-paginated batches (constant memory for any size):
 * `fetch(cursor)` returns the next batch after the cursor row.
 */
export async function* keysetBatches<T, C>(
  fetch: (cursor: C | undefined) => Promise<T[]>,
  cursorOf: (row: T) => C,
  batchSize: number,
): AsyncGenerator<T> {
  let cursor: C | undefined;
  while (true) {
    const rows = await fetch(cursor);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    cursor = cursorOf(last);
  }
}
