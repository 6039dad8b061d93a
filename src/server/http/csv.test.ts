import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream } from './csv.ts';

describe('csvStream', () => {
  it('streams rows as CSV with formula cells escaped', async () => {
    async function* rows() {
      yield { name: 'Ada', note: '=1+1' };
    }
    expect(await text(csvStream(rows(), ['name', 'note']))).toBe("name,note\nAda,'=1+1\n");
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
      await expect(text(csvStream(rows(), ['name']))).rejects.toThrow('connection lost');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
