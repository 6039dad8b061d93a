/**
 * Durable delivery through a real SMTP conversation: a local SMTP server (smtp-server) that
 * refuses messages, then recovers. Nothing of our own code is replaced.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../../../tests/support/doubles/smtp-test-server.ts';
import { emails, jobs } from '../db/schema.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { createTestApp, json, type TestApp } from '../testing/app.ts';
import { createMailer } from './mailer.ts';
import { createSmtpTransport } from './transport.ts';

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('delivery over SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    // The backoff must outlast one worker pass even on a loaded machine, or the first drain() makes
    // the second attempt too.
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_MS: '400', MAIL_MAX_ATTEMPTS: '3' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const rowOf = async (subject: string) =>
    (await t.deps.database.db.select().from(emails).where(eq(emails.subject, subject)))[0]!;
  /** A one-line test message, queued for the worker. */
  const sendTest = (to: string, subject: string) =>
    t.deps.mailer.send({ to, subject, template: 'test', html: '<p>x</p>', text: 'x' });

  it('retries with backoff while the server refuses, then delivers once and records it', async () => {
    smtp.state.refuse = 2;
    await sendTest('retry@example.com', 'Retried');
    await t.deps.mailer.drain();
    const afterFirst = await rowOf('Retried');
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFirst.error).toContain('Mailbox busy');
    expect(afterFirst.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);

    await waitFor(async () => (await rowOf('Retried')).status === 'sent');
    expect(await rowOf('Retried')).toMatchObject({ status: 'sent', attempts: 3, error: null });
    expect(smtp.received.filter((mail) => mail.subject === 'Retried')).toHaveLength(1);
  });

  it('marks a message failed after the last attempt, shows why, and an admin can queue it again', async () => {
    smtp.state.refuse = 3;
    await sendTest('gone@example.com', 'Gave up');
    await waitFor(async () => (await rowOf('Gave up')).status === 'failed');
    expect(await rowOf('Gave up')).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: expect.stringContaining('451'),
    });

    const admin = await t.createUser({ role: 'admin' });
    const listed = await t.call('GET', '/api/admin/emails?status=failed', { as: admin });
    const failed = json<{
      data: { emails: Array<{ id: number; subject: string; attempts: number; error: string }> };
    }>(listed).data.emails;
    const row = failed.find((email) => email.subject === 'Gave up')!;
    expect(row).toMatchObject({ attempts: 3, error: expect.stringContaining('Mailbox busy') });

    const retried = await t.call('POST', `/api/admin/emails/${row.id}/retry`, { as: admin });
    expect(retried.statusCode).toBe(200);
    await waitFor(async () => (await rowOf('Gave up')).status === 'sent');
    expect(smtp.received.filter((mail) => mail.subject === 'Gave up')).toHaveLength(1);
    const again = await t.call('POST', `/api/admin/emails/${row.id}/retry`, { as: admin });
    expect(again.statusCode).toBe(409);
  });

  it('delivers each message once when two instances work the same queue', async () => {
    const db = t.deps.database.db;
    // A second instance: its own job runner and mailer on the same database and SMTP server.
    const jobsOfSecond = createJobRunner({
      db,
      log: t.app.log,
      pollMs: 1000,
      concurrency: 10,
      leaseMs: 60_000,
    });
    const second = createMailer({
      db,
      jobs: jobsOfSecond,
      transport: await createSmtpTransport(smtp.url),
      templates: t.deps.templates,
      from: 'Second <second@example.com>',
      log: t.app.log,
      retry: { baseDelayMs: 50, maxAttempts: 3 },
    });
    try {
      const subjects = Array.from({ length: 30 }, (_, index) => `Parallel ${index}`);
      // Queue them without waking either worker, then let both race for them.
      const queued = await db
        .insert(emails)
        .values(
          subjects.map((subject) => ({
            to: 'many@example.com',
            subject,
            template: 'test',
            html: 'x',
            text: 'x',
            transport: 'smtp',
          })),
        )
        .returning({ id: emails.id });
      await db
        .insert(jobs)
        .values(queued.map(({ id }) => ({ queue: 'mail', payload: { emailId: id }, maxAttempts: 3 })));
      await Promise.all([t.deps.mailer.drain(10_000), second.drain(10_000), t.deps.mailer.drain(10_000)]);
      const rows = await db.select().from(emails).where(inArray(emails.subject, subjects));
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      for (const subject of subjects)
        expect(smtp.received.filter((mail) => mail.subject === subject)).toHaveLength(1);
    } finally {
      await jobsOfSecond.close();
    }
  });
});
