import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from './write-batcher.ts';

/** A fake statement: records each batch it is given and answers when told to. */
function recordingWrite(fail?: (item: number) => boolean) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const write = (items: readonly number[]) => {
    batches.push([...items]);
    return new Promise<number[]>((resolve, reject) => {
      pending.push(() =>
        items.some((item) => fail?.(item))
          ? reject(new Error('bad row'))
          : resolve(items.map((item) => item * 10)),
      );
    });
  };
  const finishAll = async () => {
    while (pending.length > 0) {
      pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { batches, write, finishAll };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createWriteBatcher', () => {
  it('sends a write at once when nothing is running, alone', async () => {
    const { batches, write, finishAll } = recordingWrite();
    const batcher = createWriteBatcher(write, { maxInFlight: 2, maxBatch: 100 });
    const result = batcher(1);
    await tick();
    expect(batches).toEqual([[1]]);
    await finishAll();
    expect(await result).toBe(10);
  });

  it('joins the writes that arrive while the limit of batches runs into one batch, sent when one ends', async () => {
    const { batches, write, finishAll } = recordingWrite();
    const batcher = createWriteBatcher(write, { maxInFlight: 1, maxBatch: 100 });
    const first = batcher(1);
    await tick();
    // These arrive in separate ticks, as requests do, while the first statement runs.
    const later: Promise<number>[] = [];
    for (const item of [2, 3, 4]) {
      later.push(batcher(item));
      await tick();
    }
    expect(batches).toEqual([[1]]);
    await finishAll();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30, 40]);
  });

  it('puts at most maxBatch writes in one statement', async () => {
    const { batches, write, finishAll } = recordingWrite();
    const batcher = createWriteBatcher(write, { maxInFlight: 1, maxBatch: 2 });
    const results = [1, 2, 3, 4, 5].map((item) => batcher(item));
    await tick();
    await finishAll();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
    expect(batches.every((batch) => batch.length <= 2)).toBe(true);
    expect(batches.flat().sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('fails only the bad write of a batch whose statement failed: the others are written alone', async () => {
    const { write, finishAll } = recordingWrite((item) => item === 3);
    const batcher = createWriteBatcher(write, { maxInFlight: 1, maxBatch: 100 });
    const first = batcher(1);
    await tick();
    const rest = [2, 3, 4].map((item) => batcher(item));
    const settled = Promise.allSettled([first, ...rest]);
    await finishAll();
    const outcomes = await settled;
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((outcomes[2] as PromiseRejectedResult).reason.message).toBe('bad row');
  });
});
