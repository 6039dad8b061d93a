/**
 * Organizations' contract (docs/api.md, "Organizations"): organizations, members, invitations,
 * accepting and declining, the admin's list and details, the `organizations` and
 * `activeOrganizationId` of GET/PUT /api/me, and the `organizationId` of checkout and portal.
 * Ids are text (random UUIDs). Dates are ISO strings.
 *
 * This module holds the organization's own routes (/api/organizations) and is the one import path
 * of the whole contract: the shared views, invitations and the admin's routes live beside it.
 */
import { z } from 'zod';
import { imageUrlSchema } from '../auth-contracts.ts';
import { subscriptionView } from './billing-subscriptions.ts';
import { endpoints } from './endpoint.ts';
import {
  createInvitationBody,
  invitationParam,
  invitationResponse,
  invitationView,
} from './organization-invitations.ts';
import {
  memberLimitView,
  memberParam,
  myOrganization,
  ORGANIZATION_NAME_MAX,
  organizationIdParam,
  organizationMember,
  organizationNameSchema,
  organizationRole,
  organizationView,
  slugSchema,
  successResponse,
  textId,
} from './organization-views.ts';

export * from './organization-admin.ts';
export * from './organization-invitations.ts';
export * from './organization-views.ts';

// ---- POST/GET /api/organizations ---------------------------------------------------------------

export const createOrganizationBody = z.object({
  name: organizationNameSchema,
  /** Derived from the name when left out. */
  slug: slugSchema.optional(),
});
export type CreateOrganizationBody = z.infer<typeof createOrganizationBody>;

export const createOrganizationResponse = z.object({
  organization: organizationView,
  membership: z.object({ role: z.literal('owner') }),
});
export type CreateOrganizationResponse = z.infer<typeof createOrganizationResponse>;

export const organizationListResponse = z.object({ organizations: z.array(myOrganization) });
export type OrganizationListResponse = z.infer<typeof organizationListResponse>;

// ---- /api/organizations/{id} -------------------------------------------------------------------

export const organizationDetailsResponse = z.object({
  organization: organizationView,
  /** The caller's role in it. */
  role: organizationRole,
  members: z.array(organizationMember),
  /** Pending invitations, for owners and admins; null for plain members. */
  invitations: z.array(invitationView).nullable(),
  /** The organization's subscription (newest not canceled, else newest); null when none. */
  subscription: subscriptionView.nullable(),
  memberLimit: memberLimitView,
});
export type OrganizationDetailsResponse = z.infer<typeof organizationDetailsResponse>;

export const updateOrganizationBody = z
  .object({
    name: organizationNameSchema.optional(),
    slug: slugSchema.optional(),
    /** A URL (e.g. from POST /api/uploads); null or "" removes the logo. */
    logo: imageUrlSchema.nullable().optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.slug !== undefined || body.logo !== undefined,
    'Nothing to update',
  );
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBody>;

export const organizationResponse = z.object({ organization: organizationView });
export type OrganizationResponse = z.infer<typeof organizationResponse>;

/**
 * DELETE /api/organizations/{id}: no body, or "cancel now and delete" (the owner ends a live
 * subscription at once), confirmed by typing the organization's name.
 */
export const deleteOrganizationBody = z
  .object({
    cancelSubscription: z.boolean().optional(),
    confirmName: z.string().trim().max(ORGANIZATION_NAME_MAX).optional(),
  })
  .strict()
  .refine((body) => !body.cancelSubscription || Boolean(body.confirmName), {
    path: ['confirmName'],
    message: "Type the organization's name",
  })
  .optional();
export type DeleteOrganizationBody = z.infer<typeof deleteOrganizationBody>;

// ---- Members -----------------------------------------------------------------------------------

export const updateMemberBody = z.object({ role: organizationRole });
export type UpdateMemberBody = z.infer<typeof updateMemberBody>;

export const memberResponse = z.object({ member: organizationMember });
export type MemberResponse = z.infer<typeof memberResponse>;

// ---- GET/PUT /api/me additions -----------------------------------------------------------------

/** What GET /api/me's `user` carries in addition. */
export const meOrganizationFields = {
  organizations: z.array(myOrganization),
  /** Null when the user belongs to none (or has not picked one and belongs to none). */
  activeOrganizationId: z.string().nullable(),
};

/** PUT /api/me's additional field: must name one of the user's organizations (null clears it). */
export const activeOrganizationIdField = textId.nullable();

// ---- Billing additions -------------------------------------------------------------------------
// `organizationId` of POST /api/subscription/checkout and /portal lives in billing-subscriptions.ts
// (checkoutBody, portalBody): that module cannot import this one (this one imports it).

// ---- Endpoints ---------------------------------------------------------------------------------

/** /api/organizations: members' and managers' routes (a non-member gets 404). */
export const organizationEndpoints = endpoints(
  { access: 'user', tags: ['organizations'] },
  {
    create: {
      method: 'POST',
      path: '/api/organizations',
      summary: 'Create an organization; the caller becomes its owner (409 when the slug is taken)',
      body: createOrganizationBody,
      response: createOrganizationResponse,
      status: 201,
    },
    list: {
      method: 'GET',
      path: '/api/organizations',
      summary: "The caller's organizations with the caller's role",
      response: organizationListResponse,
    },
    get: {
      method: 'GET',
      path: '/api/organizations/:id',
      summary:
        'An organization with its members, subscription and member limit (members; invitations for owner/admin; 404 for non-members)',
      params: organizationIdParam,
      response: organizationDetailsResponse,
    },
    update: {
      method: 'PUT',
      path: '/api/organizations/:id',
      summary: 'Change name, slug or logo (owner, admin)',
      params: organizationIdParam,
      body: updateOrganizationBody,
      response: organizationResponse,
    },
    remove: {
      method: 'DELETE',
      path: '/api/organizations/:id',
      summary:
        'Delete the organization (owner; 409 while its paid subscription is live, naming when it ends); `{ cancelSubscription: true, confirmName }` ends that subscription now first',
      params: organizationIdParam,
      body: deleteOrganizationBody,
      response: successResponse,
    },
    invite: {
      method: 'POST',
      path: '/api/organizations/:id/invitations',
      summary:
        "Invite an e-mail address as admin or member (owner, admin); 409 already a member or invited; 403 over the plan's member limit",
      params: organizationIdParam,
      body: createInvitationBody,
      response: invitationResponse,
      status: 201,
    },
    resendInvitation: {
      method: 'POST',
      path: '/api/organizations/:id/invitations/:invitationId/resend',
      summary: 'Send a pending invitation again with a new link and expiry (owner, admin)',
      params: invitationParam,
      response: invitationResponse,
    },
    revokeInvitation: {
      method: 'DELETE',
      path: '/api/organizations/:id/invitations/:invitationId',
      summary: 'Revoke a pending invitation (owner, admin)',
      params: invitationParam,
      response: successResponse,
    },
    changeRole: {
      method: 'PUT',
      path: '/api/organizations/:id/members/:userId',
      summary:
        'Change a member\'s role (owner; admin: member ↔ admin only); role "owner" from the owner transfers ownership (the old owner becomes admin)',
      params: memberParam,
      body: updateMemberBody,
      response: memberResponse,
    },
    removeMember: {
      method: 'DELETE',
      path: '/api/organizations/:id/members/:userId',
      summary:
        'Remove a member (owner, admin) or leave (the member themself); the owner cannot (400: transfer first)',
      params: memberParam,
      response: successResponse,
    },
  },
);
