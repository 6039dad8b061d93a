/**
 * DELETE /api/me: refused without the right confirmation and for the last admin; otherwise no
 * personal data is left (checked table by table), the files are gone, the subscription is ended,
 * the security log is kept without the person, and a confirmation is sent.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  emails,
  feedback,
  organizationMembers,
  organizations,
  passkeys,
  securityLogs,
  subscriptions,
  testimonials,
  twoFactorBackupCodes,
  twoFactors,
  uploads,
  users,
} from '../../db/schema.ts';
import { createTestApp, json, type TestApp, type TestUser } from '../../testing/app.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { lastSecurityEvent } from '../../testing/security-events.ts';
import { type DataSubject, dataSubjectOf, PERSONAL_DATA } from './personal-data.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'account-deletion-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The keys of the personal-data tables that still hold something about the subject. */
async function personalDataLeft(subject: DataSubject): Promise<Record<string, unknown>> {
  const left: Record<string, unknown> = {};
  for (const table of PERSONAL_DATA) {
    const value = await table.read(t.deps.database.db, subject);
    const nothing =
      value === null ||
      (Array.isArray(value) && value.length === 0) ||
      // twoFactor: { enabledAt: null, backupCodesLeft: 0 }
      (typeof value === 'object' && Object.values(value).every((field) => field === null || field === 0));
    if (!nothing) left[table.key] = value;
  }
  return left;
}

const storedFiles = async () => (await readdir(path.join(dataDir, 'uploads')).catch(() => [])).length;

/** A user with something in every table that can hold their personal data. */
async function busyUser(): Promise<TestUser> {
  const user = await t.createUser({ verified: true, name: 'Soon Gone' });
  const admin = await t.createUser({ role: 'admin' });
  const ok = (status: number) => expect([200, 201]).toContain(status);
  ok(
    (
      await t.call('POST', '/api/testimonials', {
        as: user,
        payload: { content: 'A product that does what it says.', rating: 5, authorName: 'Soon Gone' },
      })
    ).statusCode,
  );
  ok(
    (
      await t.call('POST', '/api/feedback', {
        as: user,
        payload: { type: 'bug', message: 'Something broke.' },
      })
    ).statusCode,
  );
  ok(
    (
      await t.call('POST', '/api/contact', {
        payload: {
          fullName: 'Soon Gone',
          email: user.email,
          subject: 'Hello',
          message: 'A question about plans.',
        },
      })
    ).statusCode,
  );
  ok(
    (await t.call('POST', '/api/waitlist', { payload: { email: user.email, name: 'Soon Gone' } })).statusCode,
  );
  const post = json(
    await t.call('POST', '/api/blog', {
      as: admin,
      payload: { title: `Liked ${Date.now()}`, content: 'Text.', published: true },
    }),
  );
  ok(
    (await t.call('POST', `/api/blog/${(post.data.post as { id: number }).id}/like`, { as: user }))
      .statusCode,
  );
  const { payload, contentType } = multipartBody([
    { field: 'file', name: 'me.png', type: 'image/png', bytes: PNG },
  ]);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/fileupload',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${user.token}` },
  });
  ok(upload.statusCode);
  const checkout = await t.call('POST', '/api/subscription/checkout', {
    as: user,
    payload: { priceId: 'local_startup_monthly', billingCycle: 'monthly' },
  });
  const sessionId = (json(checkout).data.url as string).split('/').pop();
  ok((await t.call('POST', `/api/billing/local/checkout/${sessionId}/confirm`, { as: user })).statusCode);
  // Delete the admin again so the only admins are those each test names.
  await t.deps.database.db.delete(users).where(eq(users.id, admin.id));
  // A passkey and two-factor with its backup codes (rows as their flows write them).
  const db = t.deps.database.db;
  await db.insert(passkeys).values({
    id: `key-${user.id}`,
    name: 'Laptop',
    publicKey: 'AAAA',
    userId: user.id,
    credentialID: `cred-${user.id}`,
    counter: 0,
    deviceType: 'singleDevice',
    backedUp: false,
  });
  await db.insert(twoFactors).values({ userId: user.id, secret: 'encrypted', enabledAt: new Date() });
  await db.insert(twoFactorBackupCodes).values({ userId: user.id, codeHash: 'hash' });
  return user;
}

describe('DELETE /api/me', () => {
  it('refuses a wrong password, a visitor and a malformed body, and deletes nothing', async () => {
    const user = await t.createUser({ verified: true });
    expect(
      (await t.call('DELETE', '/api/me', { as: user, payload: { password: 'wrong password' } })).statusCode,
    ).toBe(400);
    expect((await t.call('DELETE', '/api/me', { as: user, payload: {} })).statusCode).toBe(400);
    expect((await t.call('DELETE', '/api/me', { payload: { password: user.password } })).statusCode).toBe(
      401,
    );
    expect((await t.call('GET', '/api/me', { as: user })).statusCode).toBe(200);
  });

  it('answers 409 to the last admin, and deletes an admin when another remains', async () => {
    const db = t.deps.database.db;
    const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    for (const { id } of admins) await db.delete(users).where(eq(users.id, id));
    const only = await t.createUser({ role: 'admin' });
    const refused = await t.call('DELETE', '/api/me', { as: only, payload: { password: only.password } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error).toMatch(/last admin/);
    const second = await t.createUser({ role: 'admin' });
    const deleted = await t.call('DELETE', '/api/me', { as: only, payload: { password: only.password } });
    expect(deleted.statusCode).toBe(200);
    expect((await t.call('GET', '/api/me', { as: second })).statusCode).toBe(200);
  });

  it('answers 409 to the owner of an organization with other members; deletes one the user alone belongs to', async () => {
    const db = t.deps.database.db;
    const owner = await t.createUser({ verified: true });
    const created = await t.call('POST', '/api/organizations', {
      as: owner,
      payload: { name: 'Shared Team' },
    });
    expect(created.statusCode).toBe(201);
    const shared = (json(created).data.organization as { id: string }).id;
    const colleague = await t.createUser({ verified: true });
    await db
      .insert(organizationMembers)
      .values({ organizationId: shared, userId: colleague.id, role: 'member' });

    const refused = await t.call('DELETE', '/api/me', { as: owner, payload: { password: owner.password } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error).toMatch(/transfer its ownership/);
    expect(await db.select().from(users).where(eq(users.id, owner.id))).toHaveLength(1);

    // The colleague leaves: the organization is the owner's alone, and goes with the account.
    await db.delete(organizationMembers).where(eq(organizationMembers.userId, colleague.id));
    const deleted = await t.call('DELETE', '/api/me', { as: owner, payload: { password: owner.password } });
    expect(deleted.statusCode).toBe(200);
    expect(await db.select().from(organizations).where(eq(organizations.id, shared))).toEqual([]);
  });

  it('leaves no personal data, table by table; keeps the log without the person; ends the subscription; tells the user', async () => {
    const user = await busyUser();
    const db = t.deps.database.db;
    expect(await storedFiles()).toBeGreaterThan(0);
    const filesBefore = await storedFiles();
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(subscription?.status).toBe('active');
    const logBefore = (await db.select().from(securityLogs).where(eq(securityLogs.userId, user.id))).map(
      (row) => row.id,
    );
    expect(logBefore.length).toBeGreaterThan(0);
    const subject = await dataSubjectOf(db, user);
    // The check after the deletion is not empty-handed: the user holds data in these tables.
    const held = Object.keys(await personalDataLeft(subject));
    for (const key of [
      'profile',
      'signInMethods',
      'passkeys',
      'twoFactor',
      'sessions',
      'subscriptions',
      'invoices',
    ])
      expect(held).toContain(key);
    for (const key of ['blogLikes', 'testimonials', 'feedback', 'uploads', 'contactSubmissions', 'waitlist'])
      expect(held).toContain(key);

    const response = await t.call('DELETE', '/api/me', { as: user, payload: { password: user.password } });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { success: true }, success: true });

    // Rows that name the person without pointing at the account (the tables' own filters, checked
    // below, would not find them).
    expect(await db.select().from(users).where(eq(users.email, user.email))).toEqual([]);
    expect(await db.select().from(testimonials).where(eq(testimonials.authorName, 'Soon Gone'))).toEqual([]);
    expect(await db.select().from(feedback).where(eq(feedback.message, 'Something broke.'))).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.name, 'me.png'))).toEqual([]);
    expect(await storedFiles()).toBe(filesBefore - 1);
    // The only e-mail to the address is the confirmation of the deletion.
    await t.deps.mailer.drain();
    const mails = await db.select().from(emails).where(eq(emails.to, user.email));
    expect(mails.map((mail) => mail.template)).toEqual(['account_deleted']);
    // Table by table, every table the export and the deletion know: nothing left but that e-mail.
    expect(Object.keys(await personalDataLeft(subject))).toEqual(['emails']);

    // The log is kept, without the reference and without the address.
    const kept = await db
      .select()
      .from(securityLogs)
      .where(or(...logBefore.map((id) => eq(securityLogs.id, id))));
    expect(kept).toHaveLength(logBefore.length);
    for (const entry of kept) {
      expect(entry.userId).toBeNull();
      expect(entry.metadata).toMatchObject({ deletedUser: true });
      expect(JSON.stringify(entry)).not.toContain(user.email);
    }
    expect(await lastSecurityEvent(t, 'account_deleted')).toMatchObject({
      userId: null,
      metadata: { deletedUser: true, deletedUserId: user.id, cancelledSubscriptions: 1, files: 1 },
    });
    // The session is gone at once.
    expect((await t.call('GET', '/api/me', { as: user })).statusCode).toBe(401);
  });

  it('also forgets the addresses the account had before an e-mail change', async () => {
    const user = await t.createUser({ verified: true });
    const db = t.deps.database.db;
    const newEmail = `renamed-${Date.now()}@example.com`;
    await t.call('POST', '/api/me/email', { as: user, payload: { newEmail, password: user.password } });
    const token = decodeURIComponent(
      /confirm-email-change\?token=([^"&<\s]+)/.exec((await t.lastEmail(newEmail))!.html)![1]!,
    );
    expect((await t.call('POST', '/api/me/email/confirm', { payload: { token } })).statusCode).toBe(200);
    const kept = (await db.select().from(securityLogs).where(eq(securityLogs.userId, user.id))).map(
      (row) => row.id,
    );

    expect(
      (await t.call('DELETE', '/api/me', { as: user, payload: { password: user.password } })).statusCode,
    ).toBe(200);
    await t.deps.mailer.drain();
    expect(await db.select().from(emails).where(eq(emails.to, user.email))).toEqual([]);
    const entries = await db
      .select()
      .from(securityLogs)
      .where(or(...kept.map((id) => eq(securityLogs.id, id))));
    expect(entries).toHaveLength(kept.length);
    for (const entry of entries) {
      expect(JSON.stringify(entry)).not.toContain(user.email);
      expect(JSON.stringify(entry)).not.toContain(newEmail);
    }
  });

  it('confirms an account without a password with a fresh e-mailed code', async () => {
    const user = await t.createUser({ verified: true });
    const db = t.deps.database.db;
    // An account that signs in another way (OAuth): no password.
    await db.update(accounts).set({ password: null }).where(eq(accounts.userId, user.id));
    expect((await t.call('DELETE', '/api/me', { as: user, payload: { code: 'AAAAAAAA' } })).statusCode).toBe(
      400,
    );
    const first = await t.call('POST', '/api/me/deletion-code', { as: user });
    expect(first.statusCode).toBe(200);
    const oldCode = /letter-spacing:4px[^>]*>([A-Z0-9]{8})</.exec((await t.lastEmail(user.email))!.html)?.[1];
    await t.call('POST', '/api/me/deletion-code', { as: user });
    const code = /letter-spacing:4px[^>]*>([A-Z0-9]{8})</.exec((await t.lastEmail(user.email))!.html)?.[1];
    expect(code).toBeDefined();
    // Only the newest code works.
    if (oldCode !== code)
      expect((await t.call('DELETE', '/api/me', { as: user, payload: { code: oldCode } })).statusCode).toBe(
        400,
      );
    const response = await t.call('DELETE', '/api/me', { as: user, payload: { code: code!.toLowerCase() } });
    expect(response.statusCode).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('does not send a code to an account with a password (409)', async () => {
    const user = await t.createUser({ verified: true });
    expect((await t.call('POST', '/api/me/deletion-code', { as: user })).statusCode).toBe(409);
  });
});
