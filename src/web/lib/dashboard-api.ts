/**
 * The admin dashboard's API: GET /api/admin/dashboard (stats, changes over the range, chart
 * series and the newest activity). Money is in cents; dates are ISO strings.
 */
import { request } from './api';
import type { PostStatus } from './blog-api';

export const DASHBOARD_RANGES = ['7d', '30d', '90d', '12m'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DEFAULT_DASHBOARD_RANGE: DashboardRange = '30d';

export type DashboardBucket = 'day' | 'week' | 'month';

export interface DashboardStats {
  totalUsers: number;
  activeSubscriptions: number;
  /** MRR in cents: yearly plans count as a twelfth of their price. */
  monthlyRevenue: number;
  /** Published posts. */
  blogPosts: number;
  contactSubmissions: number;
  waitlistCount: number;
}

export type DashboardStatKey = keyof DashboardStats;

export interface DashboardChange {
  /** The value at the start of the range. */
  previous: number;
  /** null when `previous` is 0 (no percentage exists). */
  changePercent: number | null;
}

export interface UserGrowthPoint {
  /** Bucket start, YYYY-MM-DD. */
  date: string;
  newUsers: number;
  totalUsers: number;
}

export interface RevenuePoint {
  date: string;
  /** Cents. */
  mrr: number;
}

export interface PlanShare {
  plan: string;
  slug: string;
  count: number;
}

export interface EngagementPoint {
  date: string;
  views: number;
  likes: number;
  /** Always 0 until comments exist. */
  comments: number;
}

export interface DashboardCharts {
  userGrowth: UserGrowthPoint[];
  revenue: RevenuePoint[];
  subscriptionDistribution: PlanShare[];
  engagement: EngagementPoint[];
  commentsAvailable: boolean;
}

export interface RecentSignup {
  id: string;
  name: string;
  email: string;
  createdAt: string;
}

export interface RecentPost {
  id: number;
  title: string;
  slug: string;
  status: PostStatus;
  createdAt: string;
}

export interface RecentContactSubmission {
  id: number;
  fullName: string;
  email: string;
  subject: string | null;
  read: boolean;
  createdAt: string;
}

export interface RecentFailedLogin {
  id: number;
  timestamp: string;
  email: string | null;
  ipAddress: string | null;
  description: string;
}

export interface DashboardData {
  range: DashboardRange;
  bucket: DashboardBucket;
  from: string;
  to: string;
  stats: DashboardStats;
  changes: Record<DashboardStatKey, DashboardChange>;
  charts: DashboardCharts;
  recent: {
    signups: RecentSignup[];
    posts: RecentPost[];
    contactSubmissions: RecentContactSubmission[];
    failedLogins: RecentFailedLogin[];
  };
}

export function isDashboardRange(value: unknown): value is DashboardRange {
  return typeof value === 'string' && (DASHBOARD_RANGES as readonly string[]).includes(value);
}

export const dashboardApi = {
  get: (range: DashboardRange) => request<DashboardData>('GET', '/api/admin/dashboard', undefined, { range }),
};
