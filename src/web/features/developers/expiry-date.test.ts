import { describe, expect, it } from 'vitest';
import { expiryOfDay, todayAsDateValue } from './expiry-date';

describe('expiryOfDay', () => {
  it("is the end of the picked day in the reader's time zone", () => {
    expect(expiryOfDay('2030-05-01')).toBe(new Date(2030, 4, 1, 23, 59, 59).toISOString());
  });

  it('is none for an empty picker (a key that does not expire) or a value that is no date', () => {
    expect(expiryOfDay('')).toBeUndefined();
    expect(expiryOfDay('not-a-day')).toBeUndefined();
  });
});

describe('todayAsDateValue', () => {
  it('writes the local day as the date input wants it, zero-padded', () => {
    expect(todayAsDateValue(new Date(2030, 0, 5, 22, 30))).toBe('2030-01-05');
  });
});
