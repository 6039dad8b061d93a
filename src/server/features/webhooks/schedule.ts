/**
 * When a failed delivery is tried again: 8 attempts over about 27.6 hours (Standard Webhooks'
 * suggestion, stretched past a day so a receiver down for a night still gets every event).
 * WEBHOOK_RETRY_BASE_MS scales it (1000: as written; tests make it a few milliseconds).
 */
const WAITS_IN_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600];

export const MAX_ATTEMPTS = WAITS_IN_SECONDS.length + 1;

/** The wait after the `attempt`-th failed attempt (1-based). */
export const retryDelayMs = (baseMs: number) => (attempt: number) =>
  Math.round((WAITS_IN_SECONDS[Math.min(attempt, WAITS_IN_SECONDS.length) - 1] ?? 0) * baseMs);

/**
 * An endpoint whose deliveries have all failed this long is disabled. Real time, not scaled with
 * the schedule: a test's blink of a schedule must not disable an endpoint between two attempts.
 */
export const DISABLE_AFTER_MS = 5 * 24 * 3600 * 1000;
/** …or this many failed attempts in a row. */
export const DISABLE_AFTER_FAILURES = 50;
