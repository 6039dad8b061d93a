/**
 * CSV downloads: one way to stream rows as a file. csv-stringify quotes correctly and escapes
 * cells a spreadsheet would run as formulas (= + - @), so exported user input cannot attack the
 * admin who opens it.
 */
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminActorOf } from './admin-action.ts';
import { requestMeta } from './security-log.ts';

export function csvStream(rows: AsyncIterable<Record<string, unknown>>, columns: string[]): Readable {
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
  pipeline(Readable.from(rows), csv, () => {});
  return csv;
}

/**
 * Sends an admin export as a file download, after recording who exported what with which filters
 * (`sensitive_data_access`): an export is an admin action like any other.
 */
export async function sendCsvExport(
  request: FastifyRequest,
  reply: FastifyReply,
  basename: string,
  stream: Readable,
) {
  const actor = adminActorOf(request);
  await request.server.securityLog.write({
    eventType: 'sensitive_data_access',
    description: `${actor.email} exported ${basename} as CSV`,
    actorId: actor.id,
    metadata: { export: basename, filters: request.query ?? {} },
    meta: requestMeta(request),
  });
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${basename}-${date}.csv"`)
    .send(stream);
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
