/**
 * Storage quotas and the pixel limit: a plan's `limits.storageMb` bounds what a user's files may
 * take (admins, who upload the site's own images, are exempt), concurrent uploads cannot both slip
 * into the same remaining space, deleting frees space, and an image whose header claims a huge
 * canvas is refused before it is stored.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPlans } from '../../db/schema.ts';
import { createTestApp, json, type TestApp } from '../../testing/app.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { storageLimitOf } from './quota.ts';

/** A PNG whose header claims `width`×`height` (valid signature, IHDR with its CRC, IEND), padded. */
function pngClaiming(width: number, height: number, padTo = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return padTo > png.length ? Buffer.concat([png, Buffer.alloc(padTo - png.length)]) : png;
}

/**
 * A GIF with a `screen`-sized logical screen and the given frames (each a real image descriptor
 * with a one-pixel LZW stream; a decoder allocates what the descriptor names).
 */
function gifWithFrames(
  screen: { width: number; height: number },
  frames: { left?: number; top?: number; width: number; height: number }[],
): Buffer {
  const u16 = (value: number) => [value & 0xff, value >> 8];
  const graphicControl = [0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'ascii'),
    ...u16(screen.width),
    ...u16(screen.height),
    0x80, // a global colour table of two colours
    0x00,
    0x00,
    ...[0xff, 0xff, 0xff, 0x00, 0x00, 0x00],
    ...frames.flatMap((frame) => [
      ...graphicControl,
      0x2c,
      ...u16(frame.left ?? 0),
      ...u16(frame.top ?? 0),
      ...u16(frame.width),
      ...u16(frame.height),
      0x00,
      ...[0x02, 0x02, 0x44, 0x01, 0x00],
    ]),
    0x3b,
  ]);
}

const KB = 1024;
type User = Awaited<ReturnType<TestApp['createUser']>>;

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'quota-test-'));
  t = await createTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(64 * KB) });
  // Free: 10 KB of storage, so a few 4 KB files reach it.
  await t.deps.database.db
    .update(subscriptionPlans)
    .set({ limits: { projects: 1, teamMembers: 1, storageMb: 10 / 1024 } })
    .where(eq(subscriptionPlans.slug, 'free'));
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (as: User, bytes: Buffer) => {
  const { payload, contentType } = multipartBody([
    { field: 'file', name: 'a.png', type: 'image/png', bytes },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/fileupload',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${as.token}` },
  });
};
const usage = async (as: User) =>
  json<{ data: { usage: { usedBytes: number; fileCount: number; limitBytes: number | null } } }>(
    await t.call('GET', '/api/fileupload/usage', { as }),
  ).data.usage;
const storedFiles = async () => (await readdir(path.join(dataDir, 'uploads')).catch(() => [])).length;

describe('storage quota', () => {
  it("holds a Free user to the plan's storage, names limit and usage, and frees space on delete", async () => {
    const user = await t.createUser();
    expect(await usage(user)).toEqual({ usedBytes: 0, fileCount: 0, limitBytes: 10 * KB });
    const file = pngClaiming(10, 10, 4 * KB);
    const first = await upload(user, file);
    expect(first.statusCode, first.body).toBe(201);
    expect((await upload(user, file)).statusCode).toBe(201);
    const before = await storedFiles();

    const refused = await upload(user, file);
    expect(refused.statusCode).toBe(413);
    expect(json(refused)).toEqual({
      error:
        'Storage limit reached: 8 KB of your 10 KB are used and this file is 4 KB. Delete files or upgrade your plan for more space.',
      success: false,
      code: 'storage_limit',
      params: { used: '8 KB', limit: '10 KB', size: '4 KB' },
      // The plan refusal's fields, in MB as plans state storage: the upgrade prompt shows them.
      limit: { key: 'storageMb', used: 8 / 1024, max: 10 / 1024 },
      feature: null,
      upgradePlans: ['pro', 'startup'],
    });
    expect(await storedFiles()).toBe(before);
    expect(await usage(user)).toEqual({ usedBytes: 8 * KB, fileCount: 2, limitBytes: 10 * KB });

    const id = json<{ data: { file: { id: string } } }>(first).data.file.id;
    const deleted = await t.call('DELETE', `/api/fileupload/${id}`, { as: user });
    expect(deleted.statusCode).toBe(200);
    expect((await upload(user, file)).statusCode).toBe(201);
  });

  it('lets concurrent uploads fill the remaining space, never overfill it', async () => {
    const user = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => upload(user, pngClaiming(10, 10, 4 * KB))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 413, 413, 413, 413]);
    expect((await usage(user)).usedBytes).toBe(8 * KB);
  });

  it('does not hold admins (the site content they upload) to a plan', async () => {
    const admin = await t.createUser({ role: 'admin' });
    for (let i = 0; i < 4; i += 1)
      expect((await upload(admin, pngClaiming(10, 10, 4 * KB))).statusCode).toBe(201);
    expect(await usage(admin)).toMatchObject({ usedBytes: 16 * KB, limitBytes: null });
  });

  it('reads a plan limit: megabytes, false for none, anything else unlimited', () => {
    expect(storageLimitOf({ storageMb: 100 })).toBe(100 * 1024 * 1024);
    expect(storageLimitOf({ storageMb: false })).toBe(0);
    expect(storageLimitOf({ storageMb: null })).toBeNull();
    expect(storageLimitOf({})).toBeNull();
  });

  it('refuses anonymous callers of the usage', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/fileupload/usage' });
    expect(response.statusCode).toBe(401);
  });
});

describe('pixel limit', () => {
  it('refuses an image whose header claims more than 16384 px a side or 40 megapixels, storing nothing', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const before = await storedFiles();
    const bomb = await upload(admin, pngClaiming(30_000, 30_000));
    expect(bomb.statusCode).toBe(413);
    expect(json(bomb).error).toBe(
      'The image is 30000×30000 pixels; images may be at most 16384 pixels on a side and 40 megapixels in all',
    );
    expect((await upload(admin, pngClaiming(8000, 8000))).statusCode).toBe(413);
    expect(await storedFiles()).toBe(before);
    expect((await upload(admin, pngClaiming(6000, 4000))).statusCode).toBe(201);
  });

  it("refuses a GIF whose small screen hides a huge frame, naming the frame's size, storing nothing", async () => {
    const admin = await t.createUser({ role: 'admin' });
    const before = await storedFiles();
    const hidden = gifWithFrames({ width: 10, height: 10 }, [
      { width: 10, height: 10 },
      { width: 65_535, height: 65_535 },
    ]);
    const refused = await upload(admin, hidden);
    expect(refused.statusCode).toBe(413);
    expect(json(refused).error).toBe(
      'The image is 65535×65535 pixels; images may be at most 16384 pixels on a side and 40 megapixels in all',
    );
    const offCanvas = gifWithFrames({ width: 10, height: 10 }, [{ left: 60_000, width: 10, height: 10 }]);
    expect((await upload(admin, offCanvas)).statusCode).toBe(413);
    expect(await storedFiles()).toBe(before);
  });

  it('refuses with 400 a GIF whose blocks cannot be walked (a frame could hide behind them)', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const walkable = gifWithFrames({ width: 10, height: 10 }, [{ width: 10, height: 10 }]);
    const broken = Buffer.concat([walkable.subarray(0, -1), Buffer.from([0x99, 0x3b])]);
    const refused = await upload(admin, broken);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error).toBe('The image could not be read: its header is damaged');
  });

  it('stores an animated GIF whose frames all fit the limit', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const animated = gifWithFrames({ width: 4000, height: 4000 }, [
      { width: 4000, height: 4000 },
      { left: 100, top: 100, width: 200, height: 200 },
    ]);
    const stored = await upload(admin, animated);
    expect(stored.statusCode, stored.body).toBe(201);
  });
});
