/**
 * The admin dashboard's API: GET /api/admin/dashboard (stats, changes over the range, chart
 * series and the newest activity). Money is in cents; dates are ISO strings. Types come from the
 * shared contract.
 */
import type { dashboardResponse } from '@shared/contracts/dashboard';
import type { DashboardRange } from '@shared/dashboard-ranges';
import type { z } from 'zod';
import { request } from '../api';

export {
  DASHBOARD_RANGES,
  type DashboardRange,
  DEFAULT_DASHBOARD_RANGE,
  isDashboardRange,
} from '@shared/dashboard-ranges';

export type DashboardData = z.output<typeof dashboardResponse>;
export type DashboardBucket = DashboardData['bucket'];
export type DashboardStatKey = keyof DashboardData['stats'];
/** A card's value at the start of the range, and the change since (null when that was 0). */
export type DashboardChange = DashboardData['changes'][DashboardStatKey];

export const dashboardApi = {
  get: (range: DashboardRange) => request<DashboardData>('GET', '/api/admin/dashboard', undefined, { range }),
};
