import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityLogs } from '../../db/schema.ts';
import { createTestApp, json, type TestApp } from '../../testing/app.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { securityEvents } from '../../testing/security-events.ts';

// A real 1×1 PNG, the start of a JPEG, a GIF and a PDF: what the content check must recognise.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

type User = Awaited<ReturnType<TestApp['createUser']>>;

function suite(
  label: string,
  setup: () => Promise<{ env: Record<string, string>; stored: () => Promise<number> }>,
) {
  describe(label, () => {
    let t: TestApp;
    let owner: User;
    let other: User;
    let admin: User;
    let stored: () => Promise<number>;

    beforeAll(async () => {
      const prepared = await setup();
      stored = prepared.stored;
      t = await createTestApp({ UPLOAD_MAX_BYTES: '2048', ...prepared.env });
      owner = await t.createUser();
      other = await t.createUser();
      admin = await t.createUser({ role: 'admin' });
    });
    afterAll(async () => {
      await t?.close();
    });

    const upload = (as: User | undefined, name: string, type: string, bytes: Buffer, field = 'file') => {
      const { payload, contentType } = multipartBody([{ field, name, type, bytes }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/fileupload',
        payload,
        headers: { 'content-type': contentType, ...(as ? { authorization: `Bearer ${as.token}` } : {}) },
      });
    };

    it('stores a PNG, answers 201 with the file, serves it back with safe headers, and logs it', async () => {
      const before = await stored();
      const response = await upload(owner, '../../etc/passwd/photo one.png', 'image/png', PNG);
      expect(response.statusCode, response.body).toBe(201);
      const { file } = json<{
        data: { file: { id: string; url: string; name: string; size: number; type: string } };
      }>(response).data;
      expect(file).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        url: `/api/fileupload/${file.id}`,
        name: 'photo one.png',
        size: PNG.length,
        type: 'image/png',
      });
      expect(await stored()).toBe(before + 1);

      const served = await t.app.inject({ method: 'GET', url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-disposition': expect.stringMatching(/^inline; filename="photo one.png"/),
      });
      expect(served.headers['content-security-policy']).toContain('sandbox');

      const [event] = await securityEvents(t, 'file_uploaded');
      expect(event).toMatchObject({
        userId: owner.id,
        metadata: expect.objectContaining({ fileId: file.id }),
      });
    });

    it('accepts GIF and PDF by content (a PDF is served as an attachment), whatever the declared type', async () => {
      const gif = await upload(owner, 'anim.txt', 'text/plain', GIF);
      expect(json<{ data: { file: { type: string } } }>(gif).data.file.type).toBe('image/gif');
      const pdf = await upload(owner, 'invoice.pdf', 'application/octet-stream', PDF);
      expect(pdf.statusCode, pdf.body).toBe(201);
      const { url } = json<{ data: { file: { url: string } } }>(pdf).data.file;
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    });

    it('refuses SVG, HTML, executables and text dressed as images with 415, storing nothing', async () => {
      const before = await stored();
      for (const [name, type, bytes] of [
        ['logo.svg', 'image/svg+xml', SVG],
        ['page.png', 'image/png', HTML],
        ['setup.exe', 'application/octet-stream', EXE],
        ['fake.jpg', 'image/jpeg', Buffer.from('just some text, not a jpeg at all')],
      ] as const) {
        const response = await upload(owner, name, type, bytes);
        expect(response.statusCode, name).toBe(415);
        expect(json(response)).toMatchObject({ success: false, error: expect.stringContaining('PNG') });
      }
      expect(await stored()).toBe(before);
    });

    it('refuses a file over the size limit with 413, and a missing or empty file with 400', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(4096)]);
      const tooBig = await upload(owner, 'big.png', 'image/png', big);
      expect(tooBig.statusCode).toBe(413);
      expect(json(tooBig).success).toBe(false);
      expect((await upload(owner, 'x.png', 'image/png', PNG, 'other')).statusCode).toBe(400);
      expect((await upload(owner, 'x.png', 'image/png', Buffer.alloc(0))).statusCode).toBe(400);
      const notMultipart = await t.app.inject({
        method: 'POST',
        url: '/api/fileupload',
        headers: { authorization: `Bearer ${owner.token}` },
        payload: { file: 'data' },
      });
      expect(notMultipart.statusCode).toBe(415);
    });

    it('answers 400, not 500, to a cut-off multipart body or one without a boundary', async () => {
      const { payload, contentType } = multipartBody([
        { field: 'file', name: 'x.png', type: 'image/png', bytes: PNG },
      ]);
      const cut = await t.app.inject({
        method: 'POST',
        url: '/api/fileupload',
        payload: payload.subarray(0, payload.length - 30),
        headers: { 'content-type': contentType, authorization: `Bearer ${owner.token}` },
      });
      expect(cut.statusCode).toBe(400);
      const noBoundary = await t.app.inject({
        method: 'POST',
        url: '/api/fileupload',
        payload,
        headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${owner.token}` },
      });
      expect(noBoundary.statusCode).toBe(400);
      expect(json(noBoundary).success).toBe(false);
    });

    it('refuses anonymous uploads with 401', async () => {
      const response = await upload(undefined, 'x.png', 'image/png', PNG);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ error: 'Unauthorized', success: false, code: 'unauthorized' });
    });

    it('lets the owner or an admin delete a file, not another user; then it is gone', async () => {
      const created = await upload(owner, 'mine.png', 'image/png', PNG);
      const { id, url } = json<{ data: { file: { id: string; url: string } } }>(created).data.file;
      const before = await stored();
      const del = (as: User) =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/fileupload/${id}`,
          headers: { authorization: `Bearer ${as.token}` },
        });
      expect((await del(other)).statusCode).toBe(403);
      expect((await del(owner)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await del(owner)).statusCode).toBe(404);
      expect(await stored()).toBe(before - 1);

      const second = await upload(owner, 'theirs.png', 'image/png', PNG);
      const secondId = json<{ data: { file: { id: string } } }>(second).data.file.id;
      const byAdmin = await t.app.inject({
        method: 'DELETE',
        url: `/api/fileupload/${secondId}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(byAdmin.statusCode).toBe(200);
      const [event] = await t.deps.database.db
        .select()
        .from(securityLogs)
        .where(eq(securityLogs.actorId, admin.id));
      expect(event).toMatchObject({ eventType: 'file_deleted', userId: owner.id });
    });

    it('lets shared caches keep a file an hour at most, so a deletion takes effect; a deleted file is a 404 nobody caches', async () => {
      const created = await upload(owner, 'cached.png', 'image/png', PNG);
      const { id, url } = json<{ data: { file: { id: string; url: string } } }>(created).data.file;
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=3600');
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/fileupload/${id}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(removed.statusCode).toBe(200);
      const gone = await t.app.inject({ method: 'GET', url });
      expect(gone.statusCode).toBe(404);
      expect(json(gone)).toEqual({ error: 'File not found', success: false, code: 'not_found' });
      expect(gone.headers['cache-control']).toBe('no-store');
    });

    it('answers 400 or 404 for ids that are not files (path traversal included)', async () => {
      for (const id of ['..%2F..%2Fetc%2Fpasswd', 'nope', '%00']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/fileupload/${id}` });
        expect([400, 404], id).toContain(response.statusCode);
        expect(json(response).success).toBe(false);
      }
    });
  });
}

suite('uploads on local disk', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-test-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  return {
    env: { DATA_DIR: dataDir },
    stored: async () => (await readdir(path.join(dataDir, 'uploads')).catch(() => [])).length,
  };
});

/**
 * S3-compatible storage, through the real AWS SDK, against a minimal S3 stand-in (PUT, GET and
 * DELETE of path-style objects): the network boundary, not our code, is what is replaced.
 */
suite('uploads on S3-compatible storage', async () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server: Server = createServer((request, response) => {
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!request.headers.authorization?.startsWith('AWS4-HMAC-SHA256')) {
        response.writeHead(403).end();
      } else if (request.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(request.headers['content-type']) });
        response.writeHead(200, { ETag: '"etag"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          response
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>gone</Message></Error>');
        } else {
          response
            .writeHead(200, { 'Content-Type': object.type, 'Content-Length': object.body.length })
            .end(object.body);
        }
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      S3_BUCKET: 'uploads-bucket',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    },
    stored: async () => [...objects.keys()].filter((key) => key.startsWith('/uploads-bucket/')).length,
  };
});
