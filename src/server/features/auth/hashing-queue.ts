/**
 * Bounds the password hashes computed at once. Each scrypt hash holds 32 MiB and a core for its
 * duration; left alone, a burst of sign-ins fills libuv's thread pool (four by default) and piles
 * up behind it, so memory grows and every sign-in waits for all the others. Here at most one hash
 * per core runs and the others wait in order: a few always (`minWaiting`, so an ordinary handful
 * of sign-ins at once never fails), more as long as their expected wait (the hashes ahead of them
 * times the recent duration of one) stays under `maxWaitMs`; past that, or past `maxWaiting`, the
 * caller is told 503 at once instead of waiting until its client gives up.
 */
import os from 'node:os';
import { AppError } from '../../core/errors.ts';

export interface HashingQueueOptions {
  /** Hashes computed at once; the cores by default. */
  concurrency?: number;
  /** Hashes that may always wait, whatever the expected wait. Four per running hash by default. */
  minWaiting?: number;
  /** Hashes waiting at most; past that, 503. Sixteen per running hash by default. */
  maxWaiting?: number;
  /** The longest expected wait accepted, in ms (5 s by default: within a client's usual 10 s timeout). */
  maxWaitMs?: number;
}

export interface HashingQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Whether a task would be refused now: a route checks it before any other work (routes.ts). */
  readonly full: boolean;
  /** Running and waiting now (for tests and metrics). */
  readonly running: number;
  readonly waiting: number;
}

/** The 503 of a full queue: the client may retry in a second. */
export const tooManyAtOnce = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Too many sign-ins at once, please try again in a moment', {
    apiCode: 'too_many_sign_ins',
    headers: { 'retry-after': '1' },
    loadShedding: true,
  });

export function createHashingQueue(options: HashingQueueOptions = {}): HashingQueue {
  const concurrency = Math.max(1, options.concurrency ?? os.availableParallelism());
  const maxWaiting = Math.max(0, options.maxWaiting ?? concurrency * 16);
  const maxWaitMs = options.maxWaitMs ?? 5_000;
  const minWaiting = Math.min(maxWaiting, Math.max(0, options.minWaiting ?? concurrency * 4));
  const waiting: Array<() => void> = [];
  let running = 0;
  // A moving average of one task's duration (0 until the first has finished).
  let averageMs = 0;

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  // Unknown until a hash has finished: then only `minWaiting` may wait (a first burst must not fill
  // the queue with more work than its clients will wait for).
  const expectedWaitMs = () =>
    averageMs === 0 ? Number.POSITIVE_INFINITY : Math.ceil((waiting.length + 1) / concurrency) * averageMs;

  const accepts = () =>
    running < concurrency ||
    waiting.length < minWaiting ||
    (waiting.length < maxWaiting && expectedWaitMs() <= maxWaitMs);

  return {
    async run(task) {
      if (!accepts()) throw tooManyAtOnce();
      if (running < concurrency) running++;
      // The slot is handed over by release(): `running` stays counted.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      const started = performance.now();
      try {
        return await task();
      } finally {
        const took = performance.now() - started;
        averageMs = averageMs === 0 ? took : averageMs * 0.8 + took * 0.2;
        release();
      }
    },
    get full() {
      return !accepts();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
