import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assignVariant, hash32 } from './ab-assignment.ts';

const variants = [
  { id: 11, weight: 1 },
  { id: 12, weight: 3 },
];

describe('assignVariant', () => {
  it('is stable per visitor and banner, whatever the order of the variants', () => {
    for (let index = 0; index < 200; index += 1) {
      const visitor = randomUUID();
      const first = assignVariant(visitor, 5, variants);
      expect(assignVariant(visitor, 5, variants)).toBe(first);
      expect(assignVariant(visitor, 5, [...variants].reverse())?.id).toBe(first?.id);
    }
  });

  it('splits 10,000 visitors within 2 percentage points of the weights', () => {
    const weighted = [
      { id: 1, weight: 1 },
      { id: 2, weight: 2 },
      { id: 3, weight: 1 },
    ];
    const counts = new Map<number, number>();
    const visitors = 10_000;
    for (let index = 0; index < visitors; index += 1) {
      const chosen = assignVariant(randomUUID(), 42, weighted)!;
      counts.set(chosen.id, (counts.get(chosen.id) ?? 0) + 1);
    }
    expect(Math.abs((counts.get(1) ?? 0) / visitors - 0.25)).toBeLessThan(0.02);
    expect(Math.abs((counts.get(2) ?? 0) / visitors - 0.5)).toBeLessThan(0.02);
    expect(Math.abs((counts.get(3) ?? 0) / visitors - 0.25)).toBeLessThan(0.02);
  });

  it('assigns banners independently and ignores weightless variants', () => {
    const same = Array.from({ length: 400 }, () => randomUUID()).filter(
      (visitor) => assignVariant(visitor, 1, variants)?.id === assignVariant(visitor, 2, variants)?.id,
    ).length;
    // Independent 25/75 splits agree for about 62.5% of visitors, not all of them.
    expect(same).toBeGreaterThan(180);
    expect(same).toBeLessThan(320);
    expect(assignVariant('v', 1, [{ id: 1, weight: 0 }])).toBeNull();
    expect(assignVariant('v', 1, [])).toBeNull();
    expect(
      assignVariant('v', 1, [
        { id: 1, weight: 0 },
        { id: 2, weight: 1 },
      ])?.id,
    ).toBe(2);
  });

  it('hashes to unsigned 32-bit integers', () => {
    for (const input of ['', 'a', 'visitor:1', 'ü€😀']) {
      const value = hash32(input);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(2 ** 32);
    }
  });
});
