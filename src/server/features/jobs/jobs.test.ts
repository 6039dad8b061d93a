/**
 * The job runner as the service uses it, over HTTP: the admin's jobs page (queues, failed jobs,
 * retry), a scheduled post coming out at its time, and the local billing clock's tick renewing a
 * subscription with no admin moving the clock.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentVersion } from '../../content/content-version.ts';
import { emails, jobs, subscriptions } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, type TestApp } from '../../testing/app.ts';
import { lastSecurityEvent } from '../../testing/security-events.ts';

let t: TestApp;
let admin: User;
beforeAll(async () => {
  // The clock's tick is off under NODE_ENV=test unless asked for: here every 300 ms.
  t = await createTestApp({ BILLING_CLOCK_TICK_MS: '300' });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

type User = Awaited<ReturnType<TestApp['createUser']>>;
const call = (user: User | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
const data = (response: Awaited<ReturnType<typeof call>>) => json(response).data as Record<string, any>;
const db = () => t.deps.database.db;

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the jobs page', () => {
  let healthy = false;
  beforeAll(async () => {
    const queue = t.deps.jobs.define<{ to: string }>({
      name: 'test.receiver',
      maxAttempts: 2,
      retryDelayMs: () => 10,
      run: async ({ to }) => {
        if (!healthy) throw new Error(`${to} answered 503`);
      },
    });
    await queue.add({ to: 'https://receiver.test' });
    await waitFor(async () => {
      const [row] = await db().select().from(jobs).where(eq(jobs.queue, 'test.receiver'));
      return row?.status === 'failed';
    });
  });

  it('lists each queue with its waiting, failed and finished jobs', async () => {
    const response = await call(admin, 'GET', '/api/admin/jobs/queues');
    expect(response.statusCode).toBe(200);
    const queues = data(response).queues as Array<{ name: string }>;
    expect(queues.find((queue) => queue.name === 'test.receiver')).toEqual({
      name: 'test.receiver',
      queued: 0,
      running: 0,
      failed: 1,
      succeeded: 0,
      oldestDueAt: null,
    });
  });

  it('lists the failed jobs with their last error', async () => {
    const response = await call(admin, 'GET', '/api/admin/jobs?status=failed&queue=test.receiver');
    expect(response.statusCode).toBe(200);
    expect(data(response).jobs).toEqual([
      expect.objectContaining({
        queue: 'test.receiver',
        status: 'failed',
        attempts: 2,
        maxAttempts: 2,
        payload: { to: 'https://receiver.test' },
        lastError: 'https://receiver.test answered 503',
      }),
    ]);
    expect(data(response).pagination).toMatchObject({ total: 1 });
  });

  it("runs a failed job again on the admin's retry, and logs who did it", async () => {
    const [failed] = await db().select().from(jobs).where(eq(jobs.queue, 'test.receiver'));
    healthy = true;
    const response = await call(admin, 'POST', `/api/admin/jobs/${failed!.id}/retry`);
    expect(response.statusCode, response.body).toBe(200);
    expect(data(response).job).toMatchObject({ id: failed!.id, attempts: 0, lastError: null });
    await waitFor(async () => {
      const [row] = await db().select().from(jobs).where(eq(jobs.id, failed!.id));
      return row?.status === 'succeeded';
    });
    const entry = await lastSecurityEvent(t, 'custom_admin_action');
    expect(entry?.description).toContain(admin.email);
    expect(entry?.metadata).toMatchObject({ action: 'job_retry', jobId: failed!.id, queue: 'test.receiver' });
  });

  it('answers 409 to a retry of a job that did not fail, and 404 to an unknown one', async () => {
    const [done] = await db().select().from(jobs).where(eq(jobs.queue, 'test.receiver'));
    expect((await call(admin, 'POST', `/api/admin/jobs/${done!.id}/retry`)).statusCode).toBe(409);
    expect((await call(admin, 'POST', '/api/admin/jobs/999999999/retry')).statusCode).toBe(404);
  });

  it('refuses a signed-in user who is not an admin', async () => {
    const user = await t.createUser();
    expect((await call(user, 'GET', '/api/admin/jobs')).statusCode).toBe(403);
  });
});

describe('a failed e-mail', () => {
  /** What a message that failed its last attempt leaves: its row failed, its job failed. */
  async function failedMail(subject: string) {
    const [email] = await db()
      .insert(emails)
      .values({
        to: 'bounced@example.com',
        subject,
        template: 'test',
        html: '<p>x</p>',
        text: 'x',
        transport: 'outbox',
        status: 'failed',
        attempts: 3,
        error: '451 Mailbox busy',
      })
      .returning();
    const [job] = await db()
      .insert(jobs)
      .values({
        queue: 'mail',
        payload: { emailId: email!.id },
        status: 'failed',
        attempts: 3,
        maxAttempts: 3,
        lastError: '451 Mailbox busy',
      })
      .returning();
    return { email: email!, job: job! };
  }
  const rowOf = async (table: typeof emails | typeof jobs, id: number) =>
    (await db().select().from(table).where(eq(table.id, id)))[0]!;

  it('is sent when the jobs page retries its job', async () => {
    const { email, job } = await failedMail('Retried from the jobs page');
    expect((await call(admin, 'POST', `/api/admin/jobs/${job.id}/retry`)).statusCode).toBe(200);
    await t.deps.jobs.drain();
    expect(await rowOf(emails, email.id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(await rowOf(jobs, job.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('runs its failed job again when the Emails page retries it (no second job)', async () => {
    const { email, job } = await failedMail('Retried from the Emails page');
    expect((await call(admin, 'POST', `/api/admin/emails/${email.id}/retry`)).statusCode).toBe(200);
    await t.deps.jobs.drain();
    expect(await rowOf(emails, email.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await rowOf(jobs, job.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
    const mailJobs = (await db().select().from(jobs).where(eq(jobs.queue, 'mail'))).filter(
      (row) => (row.payload as { emailId: number }).emailId === email.id,
    );
    expect(mailJobs).toHaveLength(1);
  });
});

describe('scheduled publishing', () => {
  const createPost = async (title: string) => {
    const response = await call(admin, 'POST', '/api/blog', {
      title,
      content: 'Coming soon.',
      excerpt: 'Soon',
    });
    expect(response.statusCode, response.body).toBe(201);
    return data(response).post as { id: number; slug: string };
  };
  const publishAt = async (id: number, at: Date) => {
    const response = await call(admin, 'POST', `/api/blog/${id}/publish`, {
      publishedAt: at.toISOString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return data(response).post as { status: string; publishedAt: string };
  };
  const publicationJobOf = async (postId: number) =>
    (await db().select().from(jobs).where(eq(jobs.queue, 'blog.publish-scheduled'))).filter(
      (job) => (job.payload as { postId: number }).postId === postId,
    );

  it('moves the public pages forward at the time a post was scheduled for', async () => {
    const post = await createPost(`Scheduled ${Date.now()}`);
    const at = new Date(Date.now() + 1500);
    expect((await publishAt(post.id, at)).status).toBe('scheduled');
    const before = await readContentVersion(db());
    const [job] = await publicationJobOf(post.id);
    expect(job).toMatchObject({ status: 'queued' });
    expect(job!.runAt.getTime()).toBe(new Date((await publishAt(post.id, at)).publishedAt).getTime());

    await waitFor(async () => (await publicationJobOf(post.id))[0]?.status === 'succeeded');
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(await readContentVersion(db())).toBeGreaterThan(before);
    const article = await call(null, 'GET', `/api/blog/${post.slug}`);
    expect(article.statusCode).toBe(200);
  });

  it('schedules one job for a post published twice for the same time', async () => {
    const post = await createPost(`Twice ${Date.now()}`);
    const at = new Date(Date.now() + 60 * 60 * 1000);
    await publishAt(post.id, at);
    await publishAt(post.id, at);
    expect(await publicationJobOf(post.id)).toHaveLength(1);
  });
});

describe('the local billing clock', () => {
  it('renews a subscription whose period has ended, with no admin moving the clock', async () => {
    const user = await t.createUser();
    const checkout = await call(user, 'POST', '/api/subscription/checkout', {
      priceId: 'local_startup_monthly',
      billingCycle: 'monthly',
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const id = (data(checkout).url as string).split('/').pop()!;
    const confirm = await call(user, 'POST', `/api/billing/local/checkout/${id}/confirm`, {});
    expect(confirm.statusCode, confirm.body).toBe(200);
    const subscriptionId = data(confirm).subscription.id as string;
    // The month has passed: its end is a minute ago.
    const ended = new Date(Date.now() - 60_000);
    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: ended })
      .where(eq(subscriptions.id, subscriptionId));

    await waitFor(async () => {
      const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
      return (row?.currentPeriodEnd?.getTime() ?? 0) > Date.now();
    });
    const current = data(await call(user, 'GET', '/api/subscription')).subscription;
    expect(current).toMatchObject({ id: subscriptionId, status: 'active' });
    const invoices = data(await call(user, 'GET', '/api/subscription/invoices')).invoices as unknown[];
    expect(invoices).toHaveLength(2);
  });
});
