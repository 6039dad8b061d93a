import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream } from '../core/csv-rows.ts';

describe('csvStream', () => {
  it('streams rows as CSV with formula cells escaped', async () => {
    async function* rows() {
      yield { name: 'Ada', note: '=1+1' };
    }
    expect(await text(await csvStream(rows(), ['name', 'note']))).toBe("name,note\nAda,'=1+1\n");
  });

  it('rejects with the error, before there is a stream to send, when the first row fails', async () => {
    // biome-ignore lint/correctness/useYield: the first page fails before its first row
    async function* rows(): AsyncGenerator<Record<string, unknown>> {
      throw new Error('connection refused');
    }
    await expect(csvStream(rows(), ['name'])).rejects.toThrow('connection refused');
  });

  it('ends the stream with the error when the rows fail midway, without an unhandled error', async () => {
    async function* rows() {
      yield { name: 'Ada' };
      throw new Error('connection lost');
    }
    const unhandled: unknown[] = [];
    const onUncaught = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      await expect(text(await csvStream(rows(), ['name']))).rejects.toThrow('connection lost');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
