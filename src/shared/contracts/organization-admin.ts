/** The admin's view of organizations: /api/admin/organizations (list, details, deletion). */
import { z } from 'zod';
import { subscriptionView } from './billing-subscriptions.ts';
import { endpoints } from './endpoint.ts';
import { invitationView } from './organization-invitations.ts';
import {
  memberLimitView,
  organizationIdParam,
  organizationMember,
  successResponse,
} from './organization-views.ts';
import { pageQuery, pagination } from './pagination.ts';

export const adminOrganizationRow = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  createdAt: z.string(),
  memberCount: z.number().int(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** The plan of the live subscription; null on the Free plan. */
  plan: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
});
export type AdminOrganizationRow = z.infer<typeof adminOrganizationRow>;

export const adminOrganizationListQuery = z.object({
  ...pageQuery,
  /** Matches name or slug. */
  search: z.string().trim().max(200).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminOrganizationListQuery = z.infer<typeof adminOrganizationListQuery>;

export const adminOrganizationListResponse = z.object({
  organizations: z.array(adminOrganizationRow),
  pagination,
});
export type AdminOrganizationListResponse = z.infer<typeof adminOrganizationListResponse>;

export const adminOrganizationDetailsResponse = z.object({
  organization: adminOrganizationRow,
  members: z.array(organizationMember),
  /** Pending invitations. */
  invitations: z.array(invitationView),
  subscription: subscriptionView.nullable(),
  memberLimit: memberLimitView,
});
export type AdminOrganizationDetailsResponse = z.infer<typeof adminOrganizationDetailsResponse>;

export const organizationAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: organizations'] },
  {
    list: {
      method: 'GET',
      path: '/api/admin/organizations',
      summary: 'Organizations, newest first, with member count, owner and plan; search by name or slug',
      query: adminOrganizationListQuery,
      response: adminOrganizationListResponse,
    },
    get: {
      method: 'GET',
      path: '/api/admin/organizations/:id',
      summary: 'An organization with its members, pending invitations, subscription and member limit',
      params: organizationIdParam,
      response: adminOrganizationDetailsResponse,
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/organizations/:id',
      summary: 'Delete an organization (409 while its subscription is live)',
      params: organizationIdParam,
      response: successResponse,
    },
  },
);
