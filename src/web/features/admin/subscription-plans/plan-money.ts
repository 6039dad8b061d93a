/**
 * Money as the plan editor takes it: typed in dollars ("19.99"), stored in cents (1999), converted
 * exactly (no floating point). The plan's prices and its metered prices use the same field.
 */
import { z } from 'zod';

export const dollars = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, 'A price in dollars, like 19 or 19.99');

/** "19.99" -> 1999, exactly (no floating point). */
export function toCents(value: string): number {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 1999 -> "19.99", 1900 -> "19". */
export function toDollars(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
