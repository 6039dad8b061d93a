/**
 * SMTP failing, over a real SMTP conversation (tests/support/doubles/smtp-test-server.ts). Already covered
 * in src/server/mail/delivery.test.ts: 451 refusals retried with backoff then delivered once; a
 * message failed after its last attempt, listed as failed with the reason, and queued again by an
 * admin; two instances on one queue. Here: the server unreachable, the connection dropped in the
 * middle of a message, a worker that died holding a message (its job leased and never answered), and a burst through all of it —
 * every message delivered exactly once, none lost.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, jobs } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from '../../src/server/testing/app.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../support/doubles/smtp-test-server.ts';
import { faultTally } from './support/proxied-app.ts';

let smtp: SmtpTestServer;
let t: TestApp;
const tally = faultTally('SMTP');

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // A backoff that outlasts one worker pass even on a loaded machine; enough attempts to ride out
  // each fault below.
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_MS: '300', MAIL_MAX_ATTEMPTS: '5' });
});
afterAll(async () => {
  tally.print();
  await t?.close();
  await smtp?.close();
});

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const rowOf = async (subject: string) =>
  (await t.deps.database.db.select().from(emails).where(eq(emails.subject, subject)))[0]!;
const deliveredCount = (subject: string) => smtp.received.filter((mail) => mail.subject === subject).length;
const queue = (subject: string, to = 'fault@example.com') =>
  t.deps.mailer.send({ to, subject, template: 'test', html: `<p>${subject}</p>`, text: subject });

describe('SMTP failing', () => {
  it('keeps a message queued while the server is unreachable and delivers it once when it is back', async () => {
    await smtp.stop();
    try {
      await queue('While down');
      await t.deps.mailer.drain();
      const waiting = await rowOf('While down');
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
      expect(waiting.error).toMatch(/ECONNREFUSED|connect/i);
      tally.add('server unreachable');
    } finally {
      await smtp.start();
    }
    await waitFor(async () => (await rowOf('While down')).status === 'sent');
    expect(await rowOf('While down')).toMatchObject({ status: 'sent', error: null });
    expect(deliveredCount('While down')).toBe(1);
  });

  it('retries a message whose connection dropped mid-message, and delivers it once', async () => {
    smtp.state.drop = 2;
    await queue('Dropped twice');
    await waitFor(async () => (await rowOf('Dropped twice')).status === 'sent');
    expect(await rowOf('Dropped twice')).toMatchObject({ status: 'sent', attempts: 3, error: null });
    expect(deliveredCount('Dropped twice')).toBe(1);
    expect(smtp.state.drop).toBe(0);
    tally.add('connection dropped mid-message', 2);
  });

  it('frees a message held by a worker that died (its lease runs out) and delivers it once', async () => {
    const db = t.deps.database.db;
    // What a crashed instance leaves behind: claimed (attempt 1, leased) and never answered.
    const [held] = await db
      .insert(emails)
      .values({
        to: 'orphan@example.com',
        subject: 'Orphaned',
        template: 'test',
        html: '<p>x</p>',
        text: 'x',
        transport: 'smtp',
        attempts: 1,
      })
      .returning();
    await db.insert(jobs).values({
      queue: 'mail',
      payload: { emailId: held!.id },
      status: 'running',
      attempts: 1,
      maxAttempts: 5,
      lockedUntil: sql`now() + interval '1500 milliseconds'`,
    });
    await t.deps.mailer.drain();
    expect(await rowOf('Orphaned')).toMatchObject({ status: 'queued', attempts: 1 });
    expect(deliveredCount('Orphaned')).toBe(0);
    tally.add('worker died holding a message');

    await waitFor(async () => (await rowOf('Orphaned')).status === 'sent');
    expect(await rowOf('Orphaned')).toMatchObject({ id: held!.id, status: 'sent', attempts: 2 });
    expect(deliveredCount('Orphaned')).toBe(1);
  });

  it('delivers a burst through refusals and drops: every message exactly once, none lost', async () => {
    const subjects = Array.from({ length: 20 }, (_, index) => `Burst ${index}`);
    smtp.state.refuse = 5;
    smtp.state.drop = 5;
    const before = { ...smtp.stats };
    await Promise.all(subjects.map((subject) => queue(subject, 'burst@example.com')));
    await waitFor(async () => {
      const rows = await t.deps.database.db.select().from(emails).where(inArray(emails.subject, subjects));
      return rows.length === subjects.length && rows.every((row) => row.status !== 'queued');
    });
    const rows = await t.deps.database.db.select().from(emails).where(inArray(emails.subject, subjects));
    expect(rows.map((row) => row.status)).toEqual(subjects.map(() => 'sent'));
    for (const subject of subjects) expect(deliveredCount(subject), subject).toBe(1);
    const injected = smtp.stats.refused - before.refused + (smtp.stats.dropped - before.dropped);
    expect(injected).toBe(10);
    // Each fault cost its message exactly one more attempt.
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(subjects.length + injected);
    tally.add('refusals and drops in a burst', injected);
  });
});
