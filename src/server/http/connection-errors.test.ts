/**
 * What Node's HTTP parser and the server's shutdown refuse never reaches `app.inject`: these tests
 * talk to a listening server over a raw socket.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(raw: string): RawResponse {
  const [head = '', body = ''] = raw.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Opens a socket, lets `talk` write to it, and reads everything until the server closes it. */
function exchange(port: number, talk: (socket: Socket) => void | Promise<void>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => {}); // the server may reset after answering; what it sent is kept
    socket.on('close', () => resolve(received));
    socket.setTimeout(5_000, () => {
      socket.destroy();
      reject(new Error(`no close within 5 s; received: ${received}`));
    });
    socket.on('connect', () => void Promise.resolve(talk(socket)).catch(reject));
  });
}

const send = (port: number, request: string) =>
  exchange(port, (socket) => {
    socket.write(request);
  }).then(parse);

describe('errors raised before routing', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectEnvelope = (response: RawResponse, status: number, error: string, code: string) => {
    expect(response.status, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ error, success: false, code });
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
  };

  it('answers headers over the limit with 431 in the envelope', async () => {
    const response = await send(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectEnvelope(response, 431, 'Request header fields too large', 'headers_too_large');
  });

  it('answers what the HTTP parser cannot read with 400 in the envelope', async () => {
    for (const [label, request] of [
      ['a garbage request line', 'GARBAGE\r\n\r\n'],
      ['an unknown method', 'FOO /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'],
      [
        'Content-Length with Transfer-Encoding',
        'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      ],
      [
        'a Content-Length that is not a number',
        'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n',
      ],
      [
        'a broken chunk',
        'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      ],
    ] as const) {
      const response = await send(port, request);
      expect(response.status, label).toBe(400);
      expectEnvelope(response, 400, 'Bad Request', 'bad_request');
    }
  });

  it('answers an HTTP/1.1 request without Host with 400 in the envelope', async () => {
    const response = await send(port, 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expectEnvelope(response, 400, 'Missing Host header', 'bad_request');
    // HTTP/1.0 has no Host requirement.
    const old = await send(port, 'GET /api/nope HTTP/1.0\r\n\r\n');
    expectEnvelope(old, 404, 'Not Found', 'not_found');
  });
});

describe('a request arriving during shutdown', () => {
  it('answers 503 in the envelope and closes the connection', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    let closed: Promise<void> | undefined;
    const raw = await exchange(port, async (socket) => {
      // Half a request: the connection is busy, so shutting down waits for it instead of closing it.
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      await new Promise((resolve) => setTimeout(resolve, 250));
      closed = t.app.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.write('\r\n');
    });
    await closed;
    await t.close().catch(() => {});
    const response = parse(raw);
    expect(response.status, raw).toBe(503);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(response.body)).toEqual({
      error: 'Service Unavailable',
      success: false,
      code: 'service_unavailable',
    });
  });
});
