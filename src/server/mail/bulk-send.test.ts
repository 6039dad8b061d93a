/**
 * A bulk send larger than one statement can carry (PostgreSQL takes 65,535 parameters, seven a
 * message): every message and its delivery job are queued.
 */
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, jobs } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Queued is what is checked: nothing delivers them meanwhile.
  await t.deps.jobs.close();
});

afterAll(async () => {
  await t?.close();
});

describe('sendTemplateToMany', () => {
  it('queues ten thousand messages and their delivery jobs', async () => {
    const recipients = Array.from({ length: 10_000 }, (_, index) => ({
      to: `bulk-${index}@example.com`,
      values: { name: `Reader ${index}`, url: `https://example.com/sign-up?n=${index}` },
    }));
    await t.deps.mailer.sendTemplateToMany('waitlist_invitation', recipients);
    const db = t.deps.database.db;
    const [queued] = await db.select({ value: count() }).from(emails).where(like(emails.to, 'bulk-%'));
    const [deliveries] = await db.select({ value: count() }).from(jobs).where(eq(jobs.queue, 'mail'));
    expect(queued?.value).toBe(10_000);
    expect(deliveries?.value).toBeGreaterThanOrEqual(10_000);
  });
});
