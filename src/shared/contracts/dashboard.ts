/** The shape of GET /api/admin/dashboard (docs/decisions.md, "Admin API"; docs/api.md, "Admin dashboard"). */
import { z } from 'zod';
import { DASHBOARD_RANGES, DEFAULT_DASHBOARD_RANGE } from '../dashboard-ranges.ts';
import { endpoints } from './endpoint.ts';

export const dashboardQuery = z.object({ range: z.enum(DASHBOARD_RANGES).default(DEFAULT_DASHBOARD_RANGE) });

const int = z.number().int();
const STAT_KEYS = [
  'totalUsers',
  'activeSubscriptions',
  'monthlyRevenue',
  'blogPosts',
  'contactSubmissions',
  'waitlistCount',
  'organizations',
] as const;
export type StatKey = (typeof STAT_KEYS)[number];

const stats = z.object(Object.fromEntries(STAT_KEYS.map((key) => [key, int])) as Record<StatKey, typeof int>);
const change = z.object({ previous: int, changePercent: z.number().nullable() });
const changes = z.object(
  Object.fromEntries(STAT_KEYS.map((key) => [key, change])) as Record<StatKey, typeof change>,
);

export const dashboardResponse = z.object({
  range: z.enum(DASHBOARD_RANGES),
  bucket: z.enum(['day', 'week', 'month']),
  from: z.string(),
  to: z.string(),
  stats,
  /** Each card against its value at the start of the range. */
  changes,
  charts: z.object({
    userGrowth: z.array(z.object({ date: z.string(), newUsers: int, totalUsers: int })),
    revenue: z.array(z.object({ date: z.string(), mrr: int })),
    /** Customers per plan: `count` = `users` + `organizations` (each holds its own subscription). */
    subscriptionDistribution: z.array(
      z.object({ plan: z.string(), slug: z.string(), count: int, users: int, organizations: int }),
    ),
    engagement: z.array(z.object({ date: z.string(), views: int, likes: int, comments: int })),
    /** Comments do not exist yet: the engagement chart counts them as zero and says so. */
    commentsAvailable: z.literal(false),
  }),
  /**
   * Billing over the range: trials, MRR movement in cents a month (`net` = new + expansion -
   * contraction - churn) and payment failures (once per episode) and recoveries.
   */
  billing: z.object({
    trialsStarted: int,
    trialsConverted: int,
    mrrMovement: z.object({ new: int, expansion: int, contraction: int, churn: int, net: int }),
    paymentsFailed: int,
    paymentsRecovered: int,
  }),
  recent: z.object({
    signups: z.array(
      z.object({ id: z.string(), name: z.string(), email: z.string(), createdAt: z.string() }),
    ),
    posts: z.array(
      z.object({
        id: int,
        title: z.string(),
        slug: z.string(),
        status: z.enum(['draft', 'scheduled', 'published']),
        createdAt: z.string(),
      }),
    ),
    contactSubmissions: z.array(
      z.object({
        id: int,
        fullName: z.string(),
        email: z.string(),
        subject: z.string().nullable(),
        read: z.boolean(),
        createdAt: z.string(),
      }),
    ),
    failedLogins: z.array(
      z.object({
        id: int,
        timestamp: z.string(),
        email: z.string().nullable(),
        ipAddress: z.string().nullable(),
        description: z.string(),
      }),
    ),
  }),
});
export type DashboardOut = z.infer<typeof dashboardResponse>;

/** What the admin dashboard shows: money in cents, dates as ISO strings. */
export type DashboardData = z.output<typeof dashboardResponse>;
export type DashboardBucket = DashboardData['bucket'];
export type DashboardStatKey = keyof DashboardData['stats'];
/** A card's value at the start of the range, and the change since (null when that was 0). */
export type DashboardChange = DashboardData['changes'][DashboardStatKey];

export const dashboardEndpoints = endpoints(
  { access: 'admin', tags: ['admin: dashboard'] },
  {
    get: {
      method: 'GET',
      path: '/api/admin/dashboard',
      summary: 'Cards (with the change since the start of the range), charts and recent activity',
      query: dashboardQuery,
      response: dashboardResponse,
    },
  },
);
