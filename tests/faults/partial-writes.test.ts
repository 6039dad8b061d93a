/**
 * No partial writes: each change that spans several rows (a reorder, a bulk action, an admin
 * action and its security-log entry, an invitation batch and its e-mails) commits whole or not at
 * all. A trigger in the test database raises midway (on the Nth row, or on the log entry that
 * comes last); afterwards nothing of the change is there, and the same request succeeds once the
 * fault is gone. In PostgreSQL mode a proxy also cuts the connection while the transaction is open.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogPosts,
  emails,
  emailTemplates,
  emailTemplateVersions,
  faqs,
  securityLogs,
  sessions,
  testimonials,
  users,
  waitlistEntries,
} from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp, uniqueEmail } from '../../src/server/testing/app.ts';
import { type DbFaultOptions, withDbFault } from './support/db-faults.ts';
import { faultTally, startProxiedApp } from './support/proxied-app.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;

let t: TestApp;
let admin: User;
const tally = faultTally('partial writes');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(async () => {
  tally.print();
  await t?.close();
});

const db = () => t.deps.database.db;
const asAdmin = (options: InjectOptions) =>
  t.app.inject({ ...options, headers: { authorization: `Bearer ${admin.token}`, ...options.headers } });
const logCount = async () => (await db().select({ n: count() }).from(securityLogs))[0]!.n;

/**
 * Sends the request with the fault in place and checks that it failed with the generic 500
 * envelope, that the fault fired, and that the security log did not move.
 */
async function failsWhole(table: PgTable, fault: DbFaultOptions, request: InjectOptions) {
  const logsBefore = await logCount();
  await withDbFault(db(), table, fault, async (injected) => {
    const response = await asAdmin(request);
    expect(response.statusCode, response.body).toBe(500);
    expect(response.json()).toEqual({
      error: 'Internal Server Error',
      success: false,
      code: 'internal_error',
    });
    expect(await injected.hits()).toBeGreaterThanOrEqual(fault.failAt ?? 1);
  });
  expect(await logCount()).toBe(logsBefore);
  tally.add(`${fault.on.toLowerCase()} on ${request.method} ${request.url}`);
}

async function createDraft(title: string) {
  const response = await asAdmin({
    method: 'POST',
    url: '/api/blog',
    payload: { title, content: 'Body text.' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { post: { id: number } } }).data.post.id;
}

describe('reorders are all or nothing', () => {
  it('FAQs: a failure on the third row leaves the old order and no log entry; the retry applies it', async () => {
    const rows = await db()
      .insert(faqs)
      .values(
        Array.from({ length: 5 }, (_, index) => ({
          question: `Question ${index}?`,
          answer: 'Answer.',
          answerHtml: '<p>Answer.</p>',
          sortOrder: index,
          published: true,
        })),
      )
      .returning({ id: faqs.id });
    const order = async () =>
      (await db().select({ id: faqs.id }).from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id))).map(
        (row) => row.id,
      );
    const before = await order();
    const reversed = rows.map((row) => row.id).reverse();
    const request = { method: 'PUT', url: '/api/admin/faqs/order', payload: { ids: reversed } } as const;

    await failsWhole(faqs, { on: 'UPDATE', failAt: 3, times: 1 }, request);
    expect(await order()).toEqual(before);

    const retried = await asAdmin(request);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await order()).toEqual(reversed);
  });

  it('testimonials: a failure on the fourth row leaves the published order as it was', async () => {
    const rows = await db()
      .insert(testimonials)
      .values(
        Array.from({ length: 5 }, (_, index) => ({
          authorName: `Author ${index}`,
          content: 'A very good product indeed.',
          rating: 5,
          status: 'published',
          sortOrder: index,
          publishedAt: new Date(),
        })),
      )
      .returning({ id: testimonials.id });
    const order = async () =>
      (
        await db()
          .select({ id: testimonials.id })
          .from(testimonials)
          .where(eq(testimonials.status, 'published'))
          .orderBy(asc(testimonials.sortOrder), asc(testimonials.id))
      ).map((row) => row.id);
    const before = await order();
    const reversed = rows.map((row) => row.id).reverse();
    const request = {
      method: 'PUT',
      url: '/api/admin/testimonials/order',
      payload: { ids: reversed },
    } as const;

    await failsWhole(testimonials, { on: 'UPDATE', failAt: 4, times: 1 }, request);
    expect(await order()).toEqual(before);
    expect((await asAdmin(request)).statusCode).toBe(200);
    expect(await order()).toEqual(reversed);
  });
});

describe('bulk blog actions are all or nothing', () => {
  it('bulk publish: a failing row or a failing log entry publishes none of the posts', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 4; index++) ids.push(await createDraft(`Bulk draft ${index}`));
    const published = async () =>
      (
        await db()
          .select({ id: blogPosts.id })
          .from(blogPosts)
          .where(and(inArray(blogPosts.id, ids), eq(blogPosts.published, true)))
      ).length;
    const request = { method: 'POST', url: '/api/admin/blog/bulk-publish', payload: { ids } } as const;

    await failsWhole(blogPosts, { on: 'UPDATE', failAt: 3, times: 1 }, request);
    expect(await published()).toBe(0);
    // The log entry is written last, after every post changed: its failure must undo them all.
    await failsWhole(securityLogs, { on: 'INSERT', when: "NEW.event_type = 'blog_post_published'" }, request);
    expect(await published()).toBe(0);

    const retried = await asAdmin(request);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await published()).toBe(4);
  });

  it('bulk delete: a failure on the second row deletes none', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index++) ids.push(await createDraft(`Bulk delete ${index}`));
    const remaining = async () =>
      (await db().select({ id: blogPosts.id }).from(blogPosts).where(inArray(blogPosts.id, ids))).length;
    const request = { method: 'POST', url: '/api/admin/blog/bulk-delete', payload: { ids } } as const;

    await failsWhole(blogPosts, { on: 'DELETE', failAt: 2, times: 1 }, request);
    expect(await remaining()).toBe(3);
    expect((await asAdmin(request)).statusCode).toBe(200);
    expect(await remaining()).toBe(0);
  });
});

describe('admin actions commit with their security-log entry', () => {
  it('waitlist invite: no entry invited and no e-mail queued when the batch fails', async () => {
    const addresses = Array.from({ length: 4 }, () => uniqueEmail('invitee'));
    for (const email of addresses) {
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        payload: { email, name: 'Invitee' },
      });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    const entries = await db()
      .select()
      .from(waitlistEntries)
      .where(inArray(waitlistEntries.email, addresses));
    const ids = entries.map((entry) => entry.id);
    const statuses = async () =>
      (
        await db()
          .select({ status: waitlistEntries.status })
          .from(waitlistEntries)
          .where(inArray(waitlistEntries.id, ids))
      )
        .map((row) => row.status)
        .sort();
    const mails = async () => {
      await t.deps.mailer.drain();
      return (await db().select({ n: count() }).from(emails).where(inArray(emails.to, addresses)))[0]!.n;
    };
    const request = { method: 'POST', url: '/api/admin/waitlist/invite', payload: { ids } } as const;

    await failsWhole(waitlistEntries, { on: 'UPDATE', failAt: 3, times: 1 }, request);
    await failsWhole(securityLogs, { on: 'INSERT', when: "NEW.event_type = 'waitlist_invited'" }, request);
    expect(await statuses()).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect(await mails()).toBe(0);

    const retried = await asAdmin(request);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await statuses()).toEqual(['invited', 'invited', 'invited', 'invited']);
    expect(await mails()).toBe(4);
  });

  it('e-mail template: neither a save-and-activate nor an activation lands without its log entry', async () => {
    const [template] = await db().select().from(emailTemplates).where(eq(emailTemplates.key, 'welcome'));
    expect(template).toBeDefined();
    const versions = async () =>
      (
        await db()
          .select({ n: count() })
          .from(emailTemplateVersions)
          .where(eq(emailTemplateVersions.templateId, template!.id))
      )[0]!.n;
    const active = async () =>
      (await db().select().from(emailTemplates).where(eq(emailTemplates.id, template!.id)))[0]!
        .activeVersionId;
    const content = { subject: 'Welcome aboard', html: '<p>Hello {{name}}</p>', text: '' };
    const logged = { on: 'INSERT', when: "NEW.event_type = 'email_template_changed'" } as const;
    const versionsBefore = await versions();
    const activeBefore = await active();

    const saveAndActivate = {
      method: 'PUT',
      url: `/api/admin/email-templates/${template!.id}`,
      payload: { ...content, activate: true },
    } as const;
    await failsWhole(securityLogs, logged, saveAndActivate);
    expect(await versions()).toBe(versionsBefore);
    expect(await active()).toBe(activeBefore);

    // A saved (inactive) version, then its activation under the fault.
    const saved = await asAdmin({ ...saveAndActivate, payload: { ...content, activate: false } });
    expect(saved.statusCode, saved.body).toBe(200);
    const [newest] = await db()
      .select({ id: emailTemplateVersions.id })
      .from(emailTemplateVersions)
      .where(eq(emailTemplateVersions.templateId, template!.id))
      .orderBy(sql`${emailTemplateVersions.version} desc`)
      .limit(1);
    const activate = {
      method: 'POST',
      url: `/api/admin/email-templates/${template!.id}/activate`,
      payload: { versionId: newest!.id },
    } as const;
    await failsWhole(securityLogs, logged, activate);
    expect(await active()).toBe(activeBefore);
    expect((await asAdmin(activate)).statusCode).toBe(200);
    expect(await active()).toBe(newest!.id);
  });

  it('ban: no ban and no revoked session when the session delete or the log entry fails', async () => {
    const user = await t.createUser({ verified: true });
    const request = {
      method: 'POST',
      url: '/api/admin/users/ban',
      payload: { userId: user.id, reason: 'Spam' },
    } as const;
    const state = async () => {
      const [row] = await db().select({ banned: users.banned }).from(users).where(eq(users.id, user.id));
      const [live] = await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id));
      return { banned: Boolean(row!.banned), sessions: live!.n };
    };
    const before = await state();
    expect(before.sessions).toBeGreaterThan(0);

    await failsWhole(sessions, { on: 'DELETE', failAt: 1, times: 1 }, request);
    expect(await state()).toEqual({ banned: false, sessions: before.sessions });
    await failsWhole(securityLogs, { on: 'INSERT', when: "NEW.event_type = 'user_banned'" }, request);
    expect(await state()).toEqual({ banned: false, sessions: before.sessions });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.statusCode).toBe(200);

    expect((await asAdmin(request)).statusCode).toBe(200);
    expect(await state()).toEqual({ banned: true, sessions: 0 });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a connection cut while the transaction is open (PostgreSQL)',
  () => {
    it('answers 503 and commits nothing: the server rolls back the transaction it never saw end', async () => {
      const proxied = await startProxiedApp(t.databaseUrl!);
      try {
        const ids: number[] = [];
        for (let index = 0; index < 3; index++) ids.push(await createDraft(`Cut draft ${index}`));
        const logsBefore = await logCount();
        // The log entry (the last write) sleeps: the cut lands after the posts changed, before COMMIT.
        await withDbFault(
          db(),
          securityLogs,
          {
            on: 'INSERT',
            failAt: 0,
            times: 0,
            sleepSeconds: 1,
            when: "NEW.event_type = 'blog_post_published'",
          },
          async (fault) => {
            const pending = proxied.app.inject({
              method: 'POST',
              url: '/api/admin/blog/bulk-publish',
              headers: { authorization: `Bearer ${admin.token}` },
              payload: { ids },
            });
            for (let attempt = 0; (await fault.hits()) === 0; attempt++) {
              if (attempt > 200) throw new Error('the transaction never reached the log entry');
              await new Promise((resolve) => setTimeout(resolve, 10));
            }
            proxied.proxy.cut();
            tally.add('connection cut mid-transaction');
            const response = await pending;
            expect(response.statusCode, response.body).toBe(503);
            expect(response.json()).toEqual({
              error: 'Service Unavailable',
              success: false,
              code: 'service_unavailable',
            });
            // The backend finishes its sleep, finds its client gone and rolls back: wait for that.
            for (let attempt = 0; attempt < 300; attempt++) {
              const result = await db().execute(
                sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state <> 'idle' and query like '%insert into "security_log"%' and pid <> pg_backend_pid()`,
              );
              if ((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n === 0) break;
              await new Promise((resolve) => setTimeout(resolve, 20));
            }
          },
        );
        const published = await db()
          .select({ id: blogPosts.id })
          .from(blogPosts)
          .where(and(inArray(blogPosts.id, ids), eq(blogPosts.published, true)));
        expect(published).toEqual([]);
        expect(await logCount()).toBe(logsBefore);

        proxied.proxy.restore();
        const retried = await proxied.app.inject({
          method: 'POST',
          url: '/api/admin/blog/bulk-publish',
          headers: { authorization: `Bearer ${admin.token}` },
          payload: { ids },
        });
        expect(retried.statusCode, retried.body).toBe(200);
      } finally {
        await proxied.close();
      }
    });
  },
);
