/**
 * A CSV export whose rows fail midway, over real HTTP (an aborted connection is only visible on
 * a socket), with the app's compression and error handler: the client must always be able to tell
 * a failed export from a complete file.
 */
import { execFile, execFileSync } from 'node:child_process';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../../shared/contracts/endpoint.ts';
import { csvStream } from '../core/csv-rows.ts';
import type { SecurityEventInput } from '../core/security-log.ts';
import type { SessionUser } from '../core/session.ts';
import { registerErrorHandling } from './error-handler.ts';
import { serveCsv } from './route-kit.ts';

const admin = { id: 'admin-1', email: 'admin@example.com', role: 'admin' } as SessionUser;
const written: SecurityEventInput[] = [];
/** What a connection refused by PostgreSQL throws (too many connections). */
const refused = () => Object.assign(new Error('too many connections for role "app"'), { code: '53300' });

/** `pages` pages of `size` rows, then the database fails (or the export ends, with `fails: false`). */
async function* pagesThenFailure(pages: number, size: number, fails = true) {
  for (let page = 0; page < pages; page++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (let row = 0; row < size; row++) yield { page, row, note: `page ${page} row ${row}` };
  }
  if (fails) throw refused();
}

const hasCurl = (() => {
  try {
    execFileSync('curl', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const rowEndpoints = endpoints(
  { access: 'admin', tags: ['admin: things'] },
  {
    export: {
      method: 'GET',
      path: '/api/rows/export',
      summary: 'Rows as CSV',
      query: z.object({ pages: z.coerce.number(), size: z.coerce.number(), fails: z.string().optional() }),
      csv: 'rows',
    },
  },
);

let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('securityLog', { write: async (event: SecurityEventInput) => void written.push(event) });
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.session = { id: 's', user: admin, via: 'bearer', impersonatedBy: null };
  });
  registerErrorHandling(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const rows: FastifyPluginAsync = async (plugin) => {
    serveCsv(plugin, rowEndpoints.export, (q) =>
      csvStream(pagesThenFailure(q.pages, q.size, q.fails !== 'no'), ['page', 'row', 'note']),
    );
  };
  await app.register(rows);
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
});

/** The status, headers and body, or `aborted` when the connection ended before the body did. */
async function download(path: string, encoding: string) {
  const response = await fetch(`${url}${path}`, { headers: { 'accept-encoding': encoding } });
  const body = await response.text().then(
    (text) => ({ text, aborted: false }),
    () => ({ text: '', aborted: true }),
  );
  return { status: response.status, headers: response.headers, ...body };
}

describe('a CSV export when the database fails', () => {
  it('answers 503 with the error envelope, and no file, when the first page fails', async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const before = written.length;
      const answer = await download('/api/rows/export?pages=0&size=0', encoding);
      expect(answer.status, encoding).toBe(503);
      expect(answer.aborted, encoding).toBe(false);
      expect(answer.headers.get('content-type'), encoding).toContain('application/json');
      expect(answer.headers.get('content-disposition'), encoding).toBeNull();
      expect(JSON.parse(answer.text), encoding).toEqual({
        success: false,
        error: 'Service Unavailable',
        code: 'service_unavailable',
      });
      // Nothing was exported, so no export is recorded.
      expect(written.length, encoding).toBe(before);
    }
  });

  it('aborts the connection, instead of ending a short file cleanly, when a later page fails', async () => {
    // (Brotli holds far more before its first byte: see the next test.)
    for (const encoding of ['identity', 'gzip']) {
      const answer = await download('/api/rows/export?pages=3&size=2000', encoding);
      expect(answer.status, encoding).toBe(200);
      expect(answer.aborted, encoding).toBe(true);
    }
  });

  // curl, because Node's own client reads a reset after data as the end of the stream.
  it.skipIf(!hasCurl)(
    'resets the connection, so that an HTTP/1.0 client (whose body ends with the connection) sees the failure too',
    async () => {
      const outcome = await new Promise<{ exitCode: number; status: string }>((resolve) => {
        execFile(
          'curl',
          [
            '-sS',
            '--http1.0',
            '-o',
            '/dev/null',
            '-w',
            '%{http_code}',
            `${url}/api/rows/export?pages=3&size=2000`,
          ],
          { timeout: 20_000 },
          (error, stdout) => resolve({ exitCode: Number(error?.code ?? 0), status: stdout }),
        );
      });
      expect(outcome.status).toBe('200');
      // 56: "Recv failure: Connection reset by peer". A clean close would be 0: a complete file.
      expect(outcome.exitCode).toBe(56);
    },
  );

  it('answers 503 when a later page fails before any byte of the file went out (held by the compressor)', async () => {
    const answer = await download('/api/rows/export?pages=1&size=20', 'gzip');
    expect(answer.status).toBe(503);
    expect(answer.aborted).toBe(false);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.headers.get('content-disposition')).toBeNull();
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(answer.text)).toEqual({
      success: false,
      error: 'Service Unavailable',
      code: 'service_unavailable',
    });
  });

  it('sends the whole file, recorded as an export, when no page fails', async () => {
    const before = written.length;
    const answer = await download('/api/rows/export?pages=3&size=1000&fails=no', 'gzip');
    expect(answer.status).toBe(200);
    expect(answer.aborted).toBe(false);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="rows-/);
    expect(answer.text.split('\n').filter(Boolean)).toHaveLength(3001);
    expect(written.slice(before).map((event) => event.eventType)).toEqual(['sensitive_data_access']);
  });
});
