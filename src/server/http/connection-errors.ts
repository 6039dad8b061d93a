/**
 * What is refused before Fastify routes a request, in the same envelope as everything else
 * (docs/decisions.md: "every error the framework itself raises carries the same envelope"):
 * - Node's HTTP parser (`clientError`): headers over the limit are 431, a malformed request
 *   (bad request line, unknown method, conflicting Content-Length and Transfer-Encoding, a broken
 *   chunk) is 400. Fastify's default answers those with a body of its own shape.
 * - An HTTP/1.1 request without `Host`: Node would answer an empty 400 itself.
 * - A request that arrives while the server shuts down: 503 (Fastify's own `return503OnClosing`
 *   body is not the envelope).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defaultApiCode } from '../core/errors.ts';
import { errorEnvelope } from './envelope.ts';
import { frameworkRefusal } from './error-handler.ts';

/** Fastify's `clientErrorHandler`: answers on the raw socket, then closes it. */
export function sendClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message, code } = frameworkRefusal(error.code);
  const body = JSON.stringify(errorEnvelope(message, code));
  // As Node itself does: never write into a response that has already started on this socket.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * The two refusals that need a request object: no `Host` (the server runs with Node's own check
 * off, `requireHostHeader: false`, so that this answer is ours) and a server that is closing (with
 * Fastify's `return503OnClosing: false`). Registered first, so nothing else runs for them.
 */
export function registerConnectionRefusals(app: FastifyInstance): void {
  // Sent as text: the matched route's response schema (e.g. health's 503 body) must not apply.
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(errorEnvelope(message, defaultApiCode(status))));
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      refuse(reply.header('connection', 'close'), 503, 'Service Unavailable');
      return;
    }
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      refuse(reply, 400, 'Missing Host header');
      return;
    }
    done();
  });
}
