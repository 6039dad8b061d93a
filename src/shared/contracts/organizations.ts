/**
 * Organizations' contract (extensions.md, "Organizations"): organizations, members, invitations,
 * accepting and declining, the admin's list and details, the `organizations` and
 * `activeOrganizationId` of GET/PUT /api/me, and the `organizationId` of checkout and portal.
 * Ids are text (random UUIDs). Dates are ISO strings.
 */
import { z } from 'zod';
import { EMAIL_MAX, emailSchema, imageUrlSchema } from '../auth-contracts.ts';
import { subscriptionView } from './billing.ts';
import { pageQuery, pagination } from './pagination.ts';

export const ORGANIZATION_ROLES = ['owner', 'admin', 'member'] as const;
export const organizationRole = z.enum(ORGANIZATION_ROLES);
export type OrganizationRole = z.infer<typeof organizationRole>;

/** The roles an invitation can give (ownership is only ever transferred). */
export const INVITATION_ROLES = ['admin', 'member'] as const;
export const invitationRole = z.enum(INVITATION_ROLES);
export type InvitationRole = z.infer<typeof invitationRole>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;
export const invitationStatus = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatus>;

export const ORGANIZATION_NAME_MAX = 100;
export const SLUG_MIN = 2;
export const SLUG_MAX = 50;
/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

export const organizationNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(ORGANIZATION_NAME_MAX, 'Name is too long');

/** Lower-case letters, digits and single hyphens between them (it appears in URLs). */
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(SLUG_MIN, `Slug must be at least ${SLUG_MIN} characters`)
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens');

const textId = z.string().trim().min(1).max(64);

// ---- Views -------------------------------------------------------------------------------------

export const organizationView = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  createdAt: z.string(),
});
export type OrganizationView = z.infer<typeof organizationView>;

/** One of the caller's organizations, with the caller's role in it. */
export const myOrganization = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  role: organizationRole,
});
export type MyOrganization = z.infer<typeof myOrganization>;

export const organizationMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: organizationRole,
  joinedAt: z.string(),
});
export type OrganizationMember = z.infer<typeof organizationMember>;

export const invitationView = z.object({
  id: z.string(),
  email: z.string(),
  role: invitationRole,
  status: invitationStatus,
  expiresAt: z.string(),
  createdAt: z.string(),
  /** Who sent it; null once that user is gone. */
  invitedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type InvitationView = z.infer<typeof invitationView>;

/** Members + pending invitations against the plan's `limits.teamMembers` (null: unlimited). */
export const memberLimitView = z.object({
  limit: z.number().int().nullable(),
  used: z.number().int(),
});
export type MemberLimitView = z.infer<typeof memberLimitView>;

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

export const organizationIdParam = z.object({ id: textId });
export const memberParam = z.object({ id: textId, userId: textId });
export const invitationParam = z.object({ id: textId, invitationId: textId });

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

export const successResponse = z.object({ success: z.literal(true) });

// ---- Invitations -------------------------------------------------------------------------------

export const createInvitationBody = z.object({ email: emailSchema, role: invitationRole });
export type CreateInvitationBody = z.infer<typeof createInvitationBody>;

export const invitationResponse = z.object({ invitation: invitationView });
export type InvitationResponse = z.infer<typeof invitationResponse>;

export const invitationTokenBody = z.object({
  token: z.string().trim().min(1, 'Token is required').max(256),
});
export type InvitationTokenBody = z.infer<typeof invitationTokenBody>;
export const invitationTokenParam = z.object({ token: z.string().trim().min(1).max(256) });

/** GET /api/invitations/{token} (public): what the invitation page shows before sign-in. */
export const invitationPreviewResponse = z.object({
  invitation: z.object({
    email: z.string().max(EMAIL_MAX),
    role: invitationRole,
    status: invitationStatus,
    expiresAt: z.string(),
    organization: z.object({ name: z.string(), slug: z.string(), logo: z.string().nullable() }),
    invitedBy: z.object({ name: z.string() }).nullable(),
  }),
});
export type InvitationPreviewResponse = z.infer<typeof invitationPreviewResponse>;

export const acceptInvitationResponse = z.object({
  organization: organizationView,
  membership: z.object({ role: organizationRole }),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponse>;

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
// `organizationId` of POST /api/subscription/checkout and /portal lives in billing.ts
// (checkoutBody, portalBody): billing.ts cannot import this module (it imports billing.ts).

// ---- Admin: /api/admin/organizations -----------------------------------------------------------

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
