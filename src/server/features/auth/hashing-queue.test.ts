import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.ts';
import { createHashingQueue } from './hashing-queue.ts';

/** A task that finishes when told to. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, task: () => opened };
}

describe('the hashing queue', () => {
  it('runs at most `concurrency` tasks, the others in order, and refuses with 503 when full', async () => {
    const queue = createHashingQueue({ concurrency: 2, maxWaiting: 1 });
    const gates = [gate(), gate(), gate()];
    const order: number[] = [];
    const runs = gates.map((g, index) => queue.run(g.task).then(() => order.push(index)));
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(1);
    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('SERVICE_UNAVAILABLE');

    gates[1]!.open();
    await runs[1];
    // The waiting task took the freed slot.
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(0);
    gates[2]!.open();
    gates[0]!.open();
    await Promise.all(runs);
    expect(order).toEqual([1, 2, 0]);
    expect(queue.running).toBe(0);
    expect(await queue.run(async () => 'free again')).toBe('free again');
  });

  it('frees the slot when a task fails', async () => {
    const queue = createHashingQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(queue.running).toBe(0);
    expect(await queue.run(async () => 1)).toBe(1);
  });

  it('refuses at once when the expected wait is longer than maxWaitMs', async () => {
    const queue = createHashingQueue({ concurrency: 1, minWaiting: 1, maxWaiting: 100, maxWaitMs: 1_000 });
    // A task of at least 60 ms teaches the queue how long a task takes.
    await queue.run(() => new Promise((resolve) => setTimeout(resolve, 60)));
    const running = gate();
    const first = queue.run(running.task);
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => {
        const accepted = queue.run(async () => 'done');
        // Refusals settle at once; accepted tasks only after the gate opens.
        return Promise.race([
          accepted.then(
            () => 'accepted',
            (error: AppError) => error.code,
          ),
          new Promise((resolve) => setTimeout(() => resolve('waiting'), 20)),
        ]);
      }),
    );
    const waitingCount = outcomes.filter((outcome) => outcome === 'waiting').length;
    // About 1,000 ms / 60 ms of waiting at most, and the rest refused with 503.
    expect(waitingCount).toBeGreaterThanOrEqual(1);
    expect(waitingCount).toBeLessThanOrEqual(16);
    expect(outcomes.filter((outcome) => outcome === 'SERVICE_UNAVAILABLE')).toHaveLength(40 - waitingCount);
    running.open();
    await first;
  });

  it('lets only minWaiting wait before it knows how long a task takes', async () => {
    const queue = createHashingQueue({ concurrency: 1, minWaiting: 2, maxWaiting: 100, maxWaitMs: 60_000 });
    const running = gate();
    const runs = [queue.run(running.task), queue.run(async () => 1), queue.run(async () => 2)];
    const refused = await queue.run(async () => 3).catch((error: AppError) => error.code);
    expect(refused).toBe('SERVICE_UNAVAILABLE');
    running.open();
    await Promise.all(runs);
  });
});
