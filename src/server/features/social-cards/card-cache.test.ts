import { describe, expect, it } from 'vitest';
import { createCardCache } from './card-cache.ts';

const png = (label: string) => Buffer.from(label);

describe('the kept cards', () => {
  it('draws a card once per version, and again when its version changes', async () => {
    const cache = createCardCache(10);
    let drawings = 0;
    const draw = (label: string) => async () => {
      drawings += 1;
      return png(label);
    };
    const [first, second] = await Promise.all([
      cache.get('post:a', 'v1', draw('one')),
      cache.get('post:a', 'v1', draw('two')),
    ]);
    expect([first.toString(), second.toString(), drawings]).toEqual(['one', 'one', 1]);
    expect((await cache.get('post:a', 'v2', draw('edited'))).toString()).toBe('edited');
    expect(drawings).toBe(2);
  });

  it('drops the least recently used card beyond its size, and never keeps a failed drawing', async () => {
    const cache = createCardCache(2);
    let drawings = 0;
    const draw = async () => {
      drawings += 1;
      return png('card');
    };
    await cache.get('a', 'v', draw);
    await cache.get('b', 'v', draw);
    await cache.get('a', 'v', draw); // a is now the most recent
    await cache.get('c', 'v', draw); // b goes
    expect(drawings).toBe(3);
    await cache.get('a', 'v', draw);
    expect(drawings).toBe(3);
    await cache.get('b', 'v', draw);
    expect(drawings).toBe(4);

    await expect(cache.get('d', 'v', () => Promise.reject(new Error('no font')))).rejects.toThrow('no font');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get('d', 'v', draw)).toString()).toBe('card');
  });
});
