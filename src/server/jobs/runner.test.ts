/**
 * The job runner against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): runs each
 * job once across instances, retries on its queue's schedule, keeps what failed for an admin,
 * takes back a crashed worker's job, and runs a recurring job once per period.
 */

import { AsyncLocalStorage } from 'node:async_hooks';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './runner.ts';

const silent = {
  warn() {},
  error() {},
  info() {},
  debug() {},
} as unknown as FastifyBaseLogger;

let test: TestDatabase;
let db: Db;
const runners: JobRunner[] = [];

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.close()));
  await test?.close();
});

function runner(options: Partial<JobRunnerOptions> = {}): JobRunner {
  const created = createJobRunner({
    db,
    log: silent,
    pollMs: 50,
    concurrency: 5,
    leaseMs: 60_000,
    ...options,
  });
  runners.push(created);
  return created;
}

const waitFor = async (check: () => Promise<boolean> | boolean, timeoutMs = 10_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const rowsOf = (queue: string) => db.select().from(jobs).where(eq(jobs.queue, queue)).orderBy(jobs.id);

describe('the job runner', () => {
  it("runs a job added during a request outside that request's context (its trace, its log fields)", async () => {
    const request = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const instance = runner();
    const queue = instance.define<{ n: number }>({
      name: 'test.context',
      maxAttempts: 1,
      retryDelayMs: () => 10,
      run: async () => {
        seen.push(request.getStore());
      },
    });
    instance.start();
    // Added outside a transaction, the job wakes the runner at once, from inside the "request".
    await request.run('request-1', () => queue.add({ n: 1 }));
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([undefined]);
  });

  it('runs a job added on one instance once, even with two instances working the queue', async () => {
    const ran: number[] = [];
    const define = (instance: JobRunner) =>
      instance.define<{ n: number }>({
        name: 'test.once',
        maxAttempts: 3,
        retryDelayMs: () => 10,
        run: async ({ n }) => {
          ran.push(n);
        },
      });
    const first = runner();
    const second = runner();
    const queue = define(first);
    define(second);
    await queue.addMany(Array.from({ length: 40 }, (_, n) => ({ n })));
    await Promise.all([first.drain(10_000), second.drain(10_000)]);
    expect(ran.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect((await rowsOf('test.once')).every((row) => row.status === 'succeeded' && row.attempts === 1)).toBe(
      true,
    );
  });

  it('retries a failing job after its backoff and records the success', async () => {
    const instance = runner();
    const attemptsAt: number[] = [];
    const queue = instance.define<Record<string, never>>({
      name: 'test.flaky',
      maxAttempts: 5,
      retryDelayMs: (attempt) => 100 * attempt,
      run: async () => {
        attemptsAt.push(Date.now());
        if (attemptsAt.length < 3) throw new Error(`refused ${attemptsAt.length}`);
      },
    });
    await queue.add({});
    instance.start();
    await waitFor(async () => (await rowsOf('test.flaky'))[0]?.status === 'succeeded');
    const [row] = await rowsOf('test.flaky');
    expect(row).toMatchObject({ status: 'succeeded', attempts: 3, lastError: null });
    // The waits follow the schedule: 100 ms after the first failure, 200 ms after the second.
    expect(attemptsAt[1]! - attemptsAt[0]!).toBeGreaterThanOrEqual(90);
    expect(attemptsAt[2]! - attemptsAt[1]!).toBeGreaterThanOrEqual(190);
  });

  it('keeps a job that failed its last attempt, with the error, until it is retried', async () => {
    const instance = runner();
    let healthy = false;
    const failures: boolean[] = [];
    const queue = instance.define<Record<string, never>>({
      name: 'test.broken',
      maxAttempts: 2,
      retryDelayMs: () => 10,
      run: async () => {
        if (!healthy) throw new Error('receiver down');
      },
      failed: async (_payload, failure) => {
        failures.push(failure.final);
      },
    });
    await queue.add({});
    instance.start();
    await waitFor(async () => (await rowsOf('test.broken'))[0]?.status === 'failed');
    const [failed] = await rowsOf('test.broken');
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, lastError: 'receiver down' });
    expect(failures).toEqual([false, true]);

    healthy = true;
    expect(await instance.retry(failed!.id)).toBe(true);
    await waitFor(async () => (await rowsOf('test.broken'))[0]?.status === 'succeeded');
    expect((await rowsOf('test.broken'))[0]).toMatchObject({ attempts: 1, lastError: null });
    // Only a failed job can be retried.
    expect(await instance.retry(failed!.id)).toBe(false);
  });

  it('takes back the job of a worker that died holding it, once its lease has run out', async () => {
    const instance = runner({ leaseMs: 60_000 });
    const ran: string[] = [];
    instance.define<{ name: string }>({
      name: 'test.orphan',
      maxAttempts: 3,
      retryDelayMs: () => 10,
      run: async ({ name }) => {
        ran.push(name);
      },
    });
    // What a crashed instance leaves: one job leased until a moment from now, one whose lease ended.
    await db.insert(jobs).values([
      {
        queue: 'test.orphan',
        payload: { name: 'still held' },
        status: 'running',
        attempts: 1,
        maxAttempts: 3,
        lockedUntil: sql`now() + interval '800 milliseconds'`,
      },
      {
        queue: 'test.orphan',
        payload: { name: 'lease over' },
        status: 'running',
        attempts: 1,
        maxAttempts: 3,
        lockedUntil: sql`now() - interval '1 second'`,
      },
    ]);
    await instance.drain();
    expect(ran).toEqual(['lease over']);
    instance.start();
    await waitFor(() => ran.length === 2);
    // The success is written after run() returns: wait for the job in hand, not only for its run.
    await instance.drain();
    expect(ran).toEqual(['lease over', 'still held']);
    expect((await rowsOf('test.orphan')).map((row) => [row.status, row.attempts])).toEqual([
      ['succeeded', 2],
      ['succeeded', 2],
    ]);
  });

  it('never runs a job added in a transaction that rolled back', async () => {
    const instance = runner();
    const ran: string[] = [];
    const queue = instance.define<{ name: string }>({
      name: 'test.transactional',
      maxAttempts: 1,
      retryDelayMs: () => 10,
      run: async ({ name }) => {
        ran.push(name);
      },
    });
    await inTransaction(db, (tx) => queue.add({ name: 'committed' }, { db: tx }));
    await inTransaction(db, async (tx) => {
      await queue.add({ name: 'rolled back' }, { db: tx });
      throw new Error('the change failed');
    }).catch(() => {});
    await instance.drain();
    expect(ran).toEqual(['committed']);
  });

  it('waits for a job scheduled for later, and adds a keyed job only once', async () => {
    const instance = runner();
    const ran: number[] = [];
    const queue = instance.define<{ n: number }>({
      name: 'test.later',
      maxAttempts: 1,
      retryDelayMs: () => 10,
      run: async ({ n }) => {
        ran.push(n);
      },
    });
    const runAt = new Date(Date.now() + 400);
    await queue.add({ n: 1 }, { runAt, singletonKey: 'test.later:1' });
    await queue.add({ n: 2 }, { runAt, singletonKey: 'test.later:1' });
    await instance.drain();
    expect(ran).toEqual([]);
    instance.start();
    await waitFor(() => ran.length > 0);
    expect(Date.now()).toBeGreaterThanOrEqual(runAt.getTime());
    expect(ran).toEqual([1]);
    expect(await rowsOf('test.later')).toHaveLength(1);
  });

  it('tells its observer how each run ended: a retry, then a success; a last failed attempt as failed', async () => {
    const outcomes: string[] = [];
    const instance = runner({
      observer: { jobFinished: (queue, outcome) => outcomes.push(`${queue} ${outcome}`) },
    });
    let attempts = 0;
    const flaky = instance.define<Record<string, never>>({
      name: 'test.observed',
      maxAttempts: 2,
      retryDelayMs: () => 0,
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('refused once');
      },
    });
    const doomed = instance.define<Record<string, never>>({
      name: 'test.observed-doomed',
      maxAttempts: 1,
      retryDelayMs: () => 0,
      run: async () => {
        throw new Error('always refused');
      },
    });
    await flaky.add({});
    await instance.drain();
    await doomed.add({});
    await instance.drain();
    expect(outcomes).toEqual([
      'test.observed retry',
      'test.observed succeeded',
      'test.observed-doomed failed',
    ]);
  });

  it('runs a recurring job once per period however many instances run', async () => {
    let runs = 0;
    const instances = [runner(), runner(), runner()];
    for (const instance of instances) {
      const tick = instance.define<Record<string, never>>({
        name: 'test.tick',
        maxAttempts: 1,
        retryDelayMs: () => 0,
        run: async () => {
          runs += 1;
        },
      });
      instance.every(tick, 60 * 60 * 1000);
      instance.start();
    }
    await waitFor(async () => (await rowsOf('test.tick'))[0]?.status === 'succeeded');
    await Promise.all(instances.map((instance) => instance.drain()));
    expect(runs).toBe(1);
    expect(await rowsOf('test.tick')).toHaveLength(1);
  });
});
