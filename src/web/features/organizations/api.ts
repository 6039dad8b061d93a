/**
 * Organizations' API (extensions.md, "Organizations"): the caller's organizations, one
 * organization's settings, members and invitations, invitation links, the organization's billing
 * and the admin's list. Every type comes from src/shared/contracts/organizations.ts (type-only).
 */
import type { BillingCycle, urlResponse } from '@shared/contracts/billing';
import type {
  AdminOrganizationListQuery,
  acceptInvitationResponse,
  adminOrganizationDetailsResponse,
  adminOrganizationListResponse,
  CreateInvitationBody,
  CreateOrganizationBody,
  createOrganizationResponse,
  invitationPreviewResponse,
  invitationResponse,
  memberResponse,
  OrganizationRole,
  organizationDetailsResponse,
  organizationListResponse,
  organizationResponse,
  UpdateOrganizationBody,
} from '@shared/contracts/organizations';
import type { z } from 'zod';
import { request } from '@/lib/api';

export type OrganizationDetails = z.output<typeof organizationDetailsResponse>;
export type OrganizationMember = OrganizationDetails['members'][number];
export type Invitation = NonNullable<OrganizationDetails['invitations']>[number];
export type InvitationPreview = z.output<typeof invitationPreviewResponse>['invitation'];
export type AdminOrganizationList = z.output<typeof adminOrganizationListResponse>;
export type AdminOrganizationRow = AdminOrganizationList['organizations'][number];
export type AdminOrganizationDetails = z.output<typeof adminOrganizationDetailsResponse>;
export type { OrganizationRole };

type Success = { success: true };
const org = (id: string) => `/api/organizations/${encodeURIComponent(id)}`;

export const organizationsApi = {
  list: () => request<z.output<typeof organizationListResponse>>('GET', '/api/organizations'),
  create: (body: CreateOrganizationBody) =>
    request<z.output<typeof createOrganizationResponse>>('POST', '/api/organizations', body),
  get: (id: string) => request<OrganizationDetails>('GET', org(id)),
  update: (id: string, body: UpdateOrganizationBody) =>
    request<z.output<typeof organizationResponse>>('PUT', org(id), body),
  remove: (id: string) => request<Success>('DELETE', org(id)),

  invite: (id: string, body: CreateInvitationBody) =>
    request<z.output<typeof invitationResponse>>('POST', `${org(id)}/invitations`, body),
  resendInvitation: (id: string, invitationId: string) =>
    request<z.output<typeof invitationResponse>>(
      'POST',
      `${org(id)}/invitations/${encodeURIComponent(invitationId)}/resend`,
    ),
  revokeInvitation: (id: string, invitationId: string) =>
    request<Success>('DELETE', `${org(id)}/invitations/${encodeURIComponent(invitationId)}`),

  changeRole: (id: string, userId: string, role: OrganizationRole) =>
    request<z.output<typeof memberResponse>>('PUT', `${org(id)}/members/${encodeURIComponent(userId)}`, {
      role,
    }),
  /** Removes a member, or (the caller's own id) leaves. */
  removeMember: (id: string, userId: string) =>
    request<Success>('DELETE', `${org(id)}/members/${encodeURIComponent(userId)}`),

  invitation: (token: string) =>
    request<z.output<typeof invitationPreviewResponse>>(
      'GET',
      `/api/invitations/${encodeURIComponent(token)}`,
    ),
  accept: (token: string) =>
    request<z.output<typeof acceptInvitationResponse>>('POST', '/api/invitations/accept', { token }),
  decline: (token: string) => request<Success>('POST', '/api/invitations/decline', { token }),

  /** Checkout and portal of the organization's own subscription (owner or admin). */
  checkout: (organizationId: string, priceId: string, billingCycle: BillingCycle) =>
    request<z.output<typeof urlResponse>>('POST', '/api/subscription/checkout', {
      priceId,
      billingCycle,
      organizationId,
    }),
  portal: (organizationId: string) =>
    request<z.output<typeof urlResponse>>('POST', '/api/subscription/portal', { organizationId }),

  admin: {
    list: (query: Partial<AdminOrganizationListQuery>) =>
      request<AdminOrganizationList>('GET', '/api/admin/organizations', undefined, query),
    get: (id: string) =>
      request<AdminOrganizationDetails>('GET', `/api/admin/organizations/${encodeURIComponent(id)}`),
    remove: (id: string) => request<Success>('DELETE', `/api/admin/organizations/${encodeURIComponent(id)}`),
  },
};
