/**
 * The admin dashboard's time ranges, free of zod so the dashboard page can use them at run time
 * without loading the validation library (the contract builds its schemas on them).
 */
export const DASHBOARD_RANGES = ['7d', '30d', '90d', '12m'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DEFAULT_DASHBOARD_RANGE: DashboardRange = '30d';

export function isDashboardRange(value: unknown): value is DashboardRange {
  return typeof value === 'string' && (DASHBOARD_RANGES as readonly string[]).includes(value);
}
