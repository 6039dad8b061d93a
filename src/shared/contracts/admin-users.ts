import { z } from 'zod';
import { subscriptionView } from './billing.ts';
import { POST_STATUSES } from './blog.ts';
import { endpoints } from './endpoint.ts';
import { subscriptionSummary } from './me.ts';
import { pageQuery, pagination } from './pagination.ts';
import { logEntry, logListResponse } from './security-logs.ts';

export const adminUserRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  /** True only while a ban applies (no expiry, or expiry in the future). */
  banned: z.boolean(),
  banReason: z.string().nullable(),
  banExpires: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  subscription: subscriptionSummary,
});

export type AdminUserRow = z.infer<typeof adminUserRow>;

export const userListQuery = z.object({
  ...pageQuery,
  search: z.string().trim().max(200).optional(),
  role: z.enum(['user', 'admin']).optional(),
  status: z.enum(['active', 'banned']).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const userListResponse = z.object({ users: z.array(adminUserRow), pagination });

/** The audit log's paging (its answer is the security log's list: logListResponse). */
export const auditLogQuery = z.object(pageQuery);

const recentOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ total: z.number().int(), items: z.array(item) });

export const userDetailsResponse = z.object({
  user: adminUserRow,
  subscription: subscriptionView.nullable(),
  activity: z.object({
    lastSignInAt: z.string().nullable(),
    signInCount: z.number().int(),
    recentSignIns: z.array(
      z.object({ timestamp: z.string(), ipAddress: z.string().nullable(), userAgent: z.string().nullable() }),
    ),
    /** Each list: the newest few and the user's total. */
    posts: recentOf(
      z.object({
        id: z.number().int(),
        title: z.string(),
        slug: z.string(),
        status: z.enum(POST_STATUSES),
        publishedAt: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    likes: recentOf(
      z.object({ postId: z.number().int(), title: z.string(), slug: z.string(), likedAt: z.string() }),
    ),
    uploads: recentOf(
      z.object({
        id: z.string(),
        name: z.string(),
        type: z.string(),
        size: z.number().int(),
        createdAt: z.string(),
      }),
    ),
  }),
  securityEvents: z.array(logEntry),
});

export const userIdParam = z.object({ id: z.string().trim().min(1).max(64) });
export const userIdBody = z.object({ userId: z.string().trim().min(1, 'userId is required').max(64) });
export const banBody = userIdBody.extend({
  reason: z.string().trim().min(1, 'A reason is required').max(500),
  expires: z
    .string()
    .trim()
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO date-time')
    .transform((value) => new Date(value))
    .refine((date) => date.getTime() > Date.now(), 'The expiry must be in the future')
    // JavaScript dates reach the year 275760; PostgreSQL refused such a timestamp with a 500.
    .refine((date) => date.getUTCFullYear() <= 9999, 'The expiry must be before the year 10000')
    .optional(),
});

export const roleChangeResponse = z.object({
  success: z.literal(true),
  user: z.object({ id: z.string(), role: z.enum(['user', 'admin']) }),
});
export const banResponse = z.object({
  success: z.literal(true),
  user: z.object({
    id: z.string(),
    banned: z.literal(true),
    banReason: z.string(),
    banExpires: z.string().nullable(),
  }),
});
export const unbanResponse = z.object({
  success: z.literal(true),
  user: z.object({ id: z.string(), banned: z.literal(false) }),
});

/** A user as the list shows it. `banned` is true only while a ban applies. */
export type AdminUser = z.output<typeof adminUserRow>;
export type AdminUserDetails = z.output<typeof userDetailsResponse>;
export type AdminUsersQuery = z.input<typeof userListQuery>;

export const adminUserEndpoints = endpoints(
  { access: 'admin', tags: ['admin: users'] },
  {
    list: {
      method: 'GET',
      path: '/api/admin/users',
      summary: 'Users, newest first: search by name or e-mail, filter by role and status',
      query: userListQuery,
      response: userListResponse,
    },
    get: {
      method: 'GET',
      path: '/api/admin/users/:id',
      summary: "A user's profile, subscription, activity and recent security events",
      params: userIdParam,
      response: userDetailsResponse,
    },
    auditLog: {
      method: 'GET',
      path: '/api/admin/users/:id/audit-log',
      summary: 'Every security event about the user or caused by them, newest first',
      params: userIdParam,
      query: auditLogQuery,
      response: logListResponse,
    },
    promote: {
      method: 'POST',
      path: '/api/admin/users/promote',
      summary: 'Make a user an admin',
      body: userIdBody,
      response: roleChangeResponse,
    },
    demote: {
      method: 'POST',
      path: '/api/admin/users/demote',
      summary: 'Make an admin a user (not yourself, not the last admin)',
      body: userIdBody,
      response: roleChangeResponse,
    },
    ban: {
      method: 'POST',
      path: '/api/admin/users/ban',
      summary: 'Ban a user with a reason and an optional expiry; revokes every session at once',
      body: banBody,
      response: banResponse,
    },
    unban: {
      method: 'POST',
      path: '/api/admin/users/unban',
      summary: 'Lift a ban',
      body: userIdBody,
      response: unbanResponse,
    },
  },
);
