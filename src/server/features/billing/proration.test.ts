import { describe, expect, it } from 'vitest';
import { amountDueNow, changeTiming, type PeriodPrice, remainingShare, upgradeLines } from './proration.ts';

const monthly = (unitAmount: number, quantity = 1): PeriodPrice => ({
  unitAmount,
  quantity,
  billingCycle: 'monthly',
});
const yearly = (unitAmount: number, quantity = 1): PeriodPrice => ({
  unitAmount,
  quantity,
  billingCycle: 'yearly',
});
// A 30-day period, half gone.
const period = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') };
const halfway = new Date('2026-11-16T00:00:00Z');

describe('when a plan change applies', () => {
  it('applies an upgrade to a dearer plan now', () => {
    expect(changeTiming(monthly(1900), monthly(4900))).toBe('now');
  });

  it('waits for the period end to apply a downgrade', () => {
    expect(changeTiming(monthly(4900), monthly(1900))).toBe('period_end');
  });

  it('counts more seats as an upgrade and fewer as a downgrade', () => {
    expect(changeTiming(monthly(1000, 3), monthly(1000, 4))).toBe('now');
    expect(changeTiming(monthly(1000, 4), monthly(1000, 3))).toBe('period_end');
  });

  it('moves monthly to yearly now and yearly to monthly at the period end', () => {
    expect(changeTiming(monthly(1900), yearly(19000))).toBe('now');
    expect(changeTiming(yearly(49000), monthly(1900))).toBe('period_end');
  });
});

describe('the share of a period left', () => {
  it('is a half halfway, all before the start and none after the end', () => {
    expect(remainingShare(period, halfway)).toBe(0.5);
    expect(remainingShare(period, new Date('2026-10-01T00:00:00Z'))).toBe(1);
    expect(remainingShare(period, new Date('2027-01-01T00:00:00Z'))).toBe(0);
  });
});

describe('an upgrade within the same cycle', () => {
  it('credits the unused half of the old price and charges half of the new one', () => {
    const lines = upgradeLines(monthly(1900), monthly(4900), period, halfway);
    expect(lines).toEqual([
      { kind: 'unused_time', amount: -950, quantity: 1 },
      { kind: 'remaining_time', amount: 2450, quantity: 1 },
    ]);
    expect(amountDueNow(lines)).toBe(1500);
  });

  it('prorates by the second and rounds each line to a cent', () => {
    const third = new Date(period.start.getTime() + (period.end.getTime() - period.start.getTime()) / 3);
    const lines = upgradeLines(monthly(1000), monthly(2000), period, third);
    expect(lines.map((line) => line.amount)).toEqual([-667, 1333]);
    expect(amountDueNow(lines)).toBe(666);
  });

  it('multiplies by the seats', () => {
    const lines = upgradeLines(monthly(1000, 3), monthly(1000, 5), period, halfway);
    expect(lines).toEqual([
      { kind: 'unused_time', amount: -1500, quantity: 3 },
      { kind: 'remaining_time', amount: 2500, quantity: 5 },
    ]);
  });
});

describe('an upgrade to a new cycle', () => {
  it("credits the unused time against the new cycle's full first period", () => {
    const lines = upgradeLines(monthly(1900), yearly(19000), period, halfway);
    expect(lines).toEqual([
      { kind: 'unused_time', amount: -950, quantity: 1 },
      { kind: 'new_period', amount: 19000, quantity: 1 },
    ]);
    expect(amountDueNow(lines)).toBe(18050);
  });
});

describe('what is due now', () => {
  it('is never below zero', () => {
    expect(amountDueNow([{ amount: -500 }, { amount: 200 }])).toBe(0);
  });
});
