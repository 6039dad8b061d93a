/**
 * The one durable job runner: mail, webhook deliveries and the recurring ticks (auto-invite,
 * scheduled publishing, the local billing clock) are rows of the `job` table until they have run.
 *
 * - `queue.add()` writes the job (in the caller's transaction when given one) and wakes this
 *   instance's worker; every instance also polls, so a job added elsewhere runs within `pollMs`.
 * - A worker claims due jobs with `FOR UPDATE SKIP LOCKED` (two instances never take the same one)
 *   and leases them for `leaseMs`: a crash or a `kill -9` mid-run frees the job for another try
 *   once the lease ends, so a job runs at least once, never zero times.
 * - A handler that throws is retried after the queue's backoff until `maxAttempts`, then the job
 *   is `failed` with its error, listed on the admin's jobs page with a retry button.
 * - `every()` makes a recurring job: one per period across all instances (the period is the job's
 *   singleton key), so an hourly tick runs once an hour however many instances run.
 *
 * Why not pg-boss or graphile-worker: both need a `pg` connection, and the embedded database
 * (PGlite) is not one (pg-boss's own PGlite recipe interpolates parameters into SQL text). This is
 * the mail queue's design, made general: docs/architecture.md, "The job runner".
 */
import { AsyncResource } from 'node:async_hooks';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { type Job, jobs } from '../db/schema.ts';

export interface JobContext {
  id: number;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/** What a failed attempt leads to: another one at `nextRunAt`, or none (`final`). */
export interface JobFailure {
  error: string;
  attempt: number;
  final: boolean;
  nextRunAt: Date | null;
}

export interface QueueDefinition<Payload> {
  /** e.g. `mail`, `webhook.deliver`. */
  name: string;
  /** Does the work; throwing is a failed attempt (retried until maxAttempts). */
  run(payload: Payload, job: JobContext): Promise<void>;
  maxAttempts: number;
  /** The wait after the `attempt`-th failed attempt (1-based). */
  retryDelayMs(attempt: number): number;
  /** After each failed attempt, once the job's row says what comes next. */
  failed?(payload: Payload, failure: JobFailure, job: JobContext): Promise<void>;
  /** When an admin retries a failed job, in that transaction: undo what the last failure recorded. */
  retried?(payload: Payload, db: Db): Promise<void>;
}

export interface AddOptions {
  /** The transaction to write the job in: it runs only if that commits. */
  db?: Db;
  /** Not before this time. */
  runAt?: Date;
  /** At most one job with this key, ever (a second add is ignored). */
  singletonKey?: string;
}

export interface Queue<Payload> {
  readonly name: string;
  add(payload: Payload, options?: AddOptions): Promise<void>;
  /** Many jobs in one statement (a webhook event's deliveries). */
  addMany(payloads: readonly Payload[], options?: Omit<AddOptions, 'singletonKey'>): Promise<void>;
  /**
   * Puts this queue's failed jobs whose payload contains `match` back with a fresh set of
   * attempts (what a feature's own retry button does); answers how many.
   */
  retryFailed(match: Partial<Payload>, db?: Db): Promise<number>;
}

export interface JobRunner {
  define<Payload>(definition: QueueDefinition<Payload>): Queue<Payload>;
  /** A recurring job of a defined queue, once per `intervalMs` across every instance. */
  every(queue: Queue<Record<string, never>>, intervalMs: number): void;
  /** Starts polling (buildApp does, once every feature has defined its queues). */
  start(): void;
  /** Runs every due job now and waits for them (tests, "send now"), at most `timeoutMs`. */
  drain(timeoutMs?: number): Promise<void>;
  /** Puts a failed job back in its queue with a fresh set of attempts; false if it is not failed. */
  retry(id: number, db?: Db): Promise<boolean>;
  /** Looks for due jobs now (after a transaction that added some has committed). */
  wake(): void;
  /** Stops claiming and waits for the jobs in hand. */
  close(): Promise<void>;
}

/** How a run of a job ended: done, failed with attempts left, or failed for good. */
export type JobOutcome = 'succeeded' | 'retry' | 'failed';

/** Told of every finished run (the metrics' counters); the runner itself knows no metrics. */
export interface JobObserver {
  jobFinished(queue: string, outcome: JobOutcome): void;
}

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  observer?: JobObserver | undefined;
  /** How often each instance looks for due jobs. */
  pollMs: number;
  /** Jobs one instance runs at once. */
  concurrency: number;
  /** How long a claim holds a job before another worker may take it (longer than any run). */
  leaseMs: number;
}

/** A finished job's row is kept this long (the admin page's recent history), then deleted. */
const KEEP_FINISHED = sql`interval '7 days'`;
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** A failed job put back: due now, with a fresh set of attempts. */
const RETRIED = {
  status: 'queued',
  attempts: 0,
  runAt: sql`now()`,
  lastError: null,
  finishedAt: null,
} as const;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log, concurrency, observer } = options;
  const refillAt = Math.max(1, Math.ceil(concurrency / 2));
  // The context the runner was made in (the app's start-up): where claimed jobs run (pump).
  const detached = new AsyncResource('job-runner');
  const definitions = new Map<string, QueueDefinition<unknown>>();
  const recurring: { queue: string; intervalMs: number }[] = [];
  const inFlight = new Set<Promise<void>>();
  let claiming: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let lastPurge = 0;
  // Every job ends with this write: prepared once, not built each time (a burst is many thousands).
  const succeeded = db
    .update(jobs)
    .set({ status: 'succeeded', lockedUntil: null, lastError: null, finishedAt: sql`now()` })
    .where(
      and(
        eq(jobs.id, sql.placeholder('id')),
        eq(jobs.status, 'running'),
        eq(jobs.attempts, sql.placeholder('attempts')),
      ),
    )
    .prepare('job_succeeded');

  /** Takes up to `limit` due jobs nobody holds (or whose holder's lease ran out) and leases them. */
  async function claim(limit: number): Promise<Job[]> {
    const names = [...definitions.keys()];
    if (names.length === 0) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.queue, names),
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        status: 'running',
        lockedUntil: sql`now() + ${`${options.leaseMs} milliseconds`}::interval`,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  async function runOne(job: Job): Promise<void> {
    const definition = definitions.get(job.queue);
    if (!definition) return;
    const context: JobContext = { id: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts };
    // Only the claim that is still ours records the outcome: if the lease ran out and another
    // worker took the job (attempts moved on), this late answer changes nothing.
    const ours = and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));
    let failure: unknown;
    try {
      await definition.run(job.payload, context);
    } catch (error) {
      failure = error;
    }
    if (failure === undefined) {
      await succeeded.execute({ id: job.id, attempts: job.attempts });
      observer?.jobFinished(job.queue, 'succeeded');
      return;
    }
    const error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 2000);
    const final = job.attempts >= job.maxAttempts;
    const nextRunAt = final ? null : new Date(Date.now() + definition.retryDelayMs(job.attempts));
    log.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts, final, err: failure }, 'job failed');
    const [updated] = await db
      .update(jobs)
      .set(
        nextRunAt
          ? { status: 'queued', lockedUntil: null, lastError: error, runAt: nextRunAt }
          : { status: 'failed', lockedUntil: null, lastError: error, finishedAt: sql`now()` },
      )
      .where(ours)
      .returning({ id: jobs.id });
    // A late answer (another worker holds the job now) is not counted: that worker's run is.
    if (updated) observer?.jobFinished(job.queue, final ? 'failed' : 'retry');
    if (updated && definition.failed)
      await definition.failed(job.payload, { error, attempt: job.attempts, final, nextRunAt }, context);
  }

  function start(job: Job) {
    const running: Promise<void> = runOne(job)
      .catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'job runner failed'))
      .finally(() => {
        inFlight.delete(running);
        // A slot is free: look for more (the claim loop skips it while full).
        void pump();
      });
    inFlight.add(running);
  }

  async function scheduleRecurring(): Promise<void> {
    if (recurring.length === 0) return;
    const now = Date.now();
    const rows = recurring.map(({ queue, intervalMs }) => ({
      queue,
      payload: {},
      maxAttempts: 1,
      // The period's key: every instance tries to add it, the unique index keeps one.
      singletonKey: `every:${queue}:${intervalMs}:${Math.floor(now / intervalMs)}`,
    }));
    await db.insert(jobs).values(rows).onConflictDoNothing();
  }

  async function purgeFinished(): Promise<void> {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    await db
      .delete(jobs)
      .where(and(eq(jobs.status, 'succeeded'), lt(jobs.finishedAt, sql`now() - ${KEEP_FINISHED}`)));
  }

  /** Claims while there are free slots and due jobs; a call during a claim makes it look again. */
  function pump(): Promise<void> {
    if (closed) return Promise.resolve();
    if (claiming !== undefined) {
      again = true;
      return claiming;
    }
    // In the runner's own async context, not the caller's: a job added by a request (which wakes
    // the runner at once) must not run inside that request's trace, logs or store.
    claiming = detached
      .runInAsyncScope(async () => {
        do {
          again = false;
          // Claims in batches: only with half the slots free (or none running), so a queue with a
          // backlog costs one claim per batch, not one per finished job.
          while (!closed && (inFlight.size === 0 || concurrency - inFlight.size >= refillAt)) {
            const claimed = await claim(concurrency - inFlight.size);
            for (const job of claimed) start(job);
            if (claimed.length === 0) break;
          }
        } while (again && !closed && concurrency - inFlight.size >= refillAt);
      })
      .catch((error: unknown) => log.error({ err: error }, 'job runner failed to claim'))
      .finally(() => {
        claiming = undefined;
      });
    return claiming;
  }

  async function tick(): Promise<void> {
    try {
      await scheduleRecurring();
      await purgeFinished();
    } catch (error) {
      log.error({ err: error }, 'job runner failed to schedule');
    }
    await pump();
  }

  function add<Payload>(
    definition: QueueDefinition<Payload>,
    payloads: readonly Payload[],
    options: AddOptions,
  ) {
    if (payloads.length === 0) return Promise.resolve();
    const target = options.db ?? db;
    const rows = payloads.map((payload) => ({
      queue: definition.name,
      payload,
      maxAttempts: definition.maxAttempts,
      runAt: options.runAt,
      singletonKey: options.singletonKey,
    }));
    const insert = target.insert(jobs).values(rows);
    return (options.singletonKey ? insert.onConflictDoNothing() : insert).then(() => {
      // In a caller's transaction the job is not visible until it commits: the poll finds it.
      if (!options.db && !options.runAt) void pump();
    });
  }

  return {
    define<Payload>(definition: QueueDefinition<Payload>): Queue<Payload> {
      if (definitions.has(definition.name)) throw new Error(`queue ${definition.name} is defined twice`);
      definitions.set(definition.name, definition as QueueDefinition<unknown>);
      return {
        name: definition.name,
        add: (payload, addOptions = {}) => add(definition, [payload], addOptions),
        addMany: (payloads, addOptions = {}) => add(definition, payloads, addOptions),
        async retryFailed(match, target = db) {
          const retried = await target
            .update(jobs)
            .set(RETRIED)
            .where(
              and(
                eq(jobs.queue, definition.name),
                eq(jobs.status, 'failed'),
                sql`${jobs.payload} @> ${JSON.stringify(match)}::jsonb`,
              ),
            )
            .returning({ id: jobs.id });
          if (retried.length > 0 && target === db) void pump();
          return retried.length;
        },
      };
    },
    every(queue, intervalMs) {
      recurring.push({ queue: queue.name, intervalMs });
    },
    start() {
      if (timer || closed) return;
      timer = setInterval(() => void tick(), options.pollMs);
      timer.unref();
      void tick();
    },
    async drain(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      // Until a claim finds nothing due and nothing runs: a job may add the next one.
      while (Date.now() < deadline && !closed) {
        await pump();
        if (inFlight.size === 0) {
          const [due] = await db
            .select({ id: jobs.id })
            .from(jobs)
            .where(
              and(
                inArray(jobs.queue, [...definitions.keys()]),
                eq(jobs.status, 'queued'),
                lte(jobs.runAt, sql`now()`),
              ),
            )
            .limit(1);
          if (!due) return;
          continue;
        }
        await Promise.race([
          Promise.race(inFlight),
          new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
        ]);
      }
    },
    async retry(id, target = db) {
      const [updated] = await target
        .update(jobs)
        .set(RETRIED)
        .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
        .returning({ queue: jobs.queue, payload: jobs.payload });
      if (!updated) return false;
      await definitions.get(updated.queue)?.retried?.(updated.payload, target);
      if (target === db) void pump();
      return true;
    },
    wake() {
      void pump();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await claiming;
      await Promise.all(inFlight);
    },
  };
}
