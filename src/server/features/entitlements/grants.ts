/**
 * What a plan's record grants, read the one way every check reads it. Pure: no database.
 *
 * Limits: a number of 0 or more is the limit (fractions allowed: `storageMb: 0.5`); `false` allows
 * none; null, absent, `true` or anything else is unlimited. Flags: only `true` switches one on.
 */
import { LIMIT_KEYS, type LimitKey, type PlanFlags } from '../../../shared/contracts/plan-entitlements.ts';

export type RawLimits = Record<string, unknown>;

export function limitOf(limits: RawLimits, key: string): number | null {
  const value = limits[key];
  if (value === false) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return value;
}

export type Limits = Record<LimitKey, number | null>;

/** Every limit the kit enforces, the overrides' replacing the plan's key by key. */
export function limitsOf(plan: RawLimits, overrides: RawLimits = {}): Limits {
  const limits = {} as Limits;
  for (const key of LIMIT_KEYS) limits[key] = limitOf(key in overrides ? overrides : plan, key);
  return limits;
}

/** The plan's flags with the overrides on top; only booleans count. */
export function flagsOf(plan: Record<string, unknown>, overrides: Record<string, unknown> = {}): PlanFlags {
  const flags: PlanFlags = {};
  for (const source of [plan, overrides])
    for (const [key, value] of Object.entries(source)) if (typeof value === 'boolean') flags[key] = value;
  return flags;
}
