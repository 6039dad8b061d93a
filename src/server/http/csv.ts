/**
 * CSV downloads: one way to send rows (core/csv-rows.ts) as a file.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminActorOf, requestMeta } from './request-meta.ts';

/** The headers of the file, which must not describe an error answered in its place. */
const FILE_HEADERS = ['content-type', 'content-disposition', 'content-encoding'];

/**
 * Sends an admin export as a file download, after recording who exported what with which filters
 * (`sensitive_data_access`): an export is an admin action like any other. `exported` (csvStream)
 * has read its first page first, so an export that cannot start records nothing and answers the
 * error.
 *
 * A later page that fails must never look like a complete file. Once bytes of the file went out,
 * the connection is reset: the client sees the download aborted, not ended. Before any
 * byte went out (the compressor still holds the first pages), Fastify hands the error to the error
 * handler instead, after it copied the file's headers onto the raw response: they are taken off
 * here, so that the answer is the ordinary JSON envelope (503 for an unavailable database).
 */
export async function sendCsvExport(
  request: FastifyRequest,
  reply: FastifyReply,
  basename: string,
  exported: Promise<Readable>,
) {
  const stream = await exported;
  const actor = adminActorOf(request);
  try {
    await request.server.securityLog.write({
      eventType: 'sensitive_data_access',
      description: `${actor.email} exported ${basename} as CSV`,
      actorId: actor.id,
      metadata: { export: basename, filters: request.query ?? {} },
      meta: requestMeta(request),
    });
  } catch (error) {
    stream.destroy();
    throw error;
  }
  // Registered before the reply's own listener on the stream, so it runs first.
  stream.once('error', () => {
    if (reply.raw.headersSent) {
      // A reset, not the orderly close Fastify would make: a response without chunked framing
      // (an HTTP/1.0 client) ends its body with the connection, so a closed connection would
      // read as a complete file.
      reply.raw.socket?.resetAndDestroy();
      return;
    }
    for (const name of FILE_HEADERS) {
      reply.removeHeader(name);
      reply.raw.removeHeader(name);
    }
  });
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${basename}-${date}.csv"`)
    .send(stream);
}
