/**
 * What every part of the organizations' contract shares: the roles, the name and slug rules, the
 * views of an organization and its members, and the route parameters and plain answer they all use.
 */
import { z } from 'zod';

export const ORGANIZATION_ROLES = ['owner', 'admin', 'member'] as const;
export const organizationRole = z.enum(ORGANIZATION_ROLES);
export type OrganizationRole = z.infer<typeof organizationRole>;

export const ORGANIZATION_NAME_MAX = 100;
export const SLUG_MIN = 2;
export const SLUG_MAX = 50;

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

/** An organization or user id in a path (random UUIDs, as text). */
export const textId = z.string().trim().min(1).max(64);

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

/** Members + pending invitations against the plan's `limits.teamMembers` (null: unlimited). */
export const memberLimitView = z.object({
  limit: z.number().int().nullable(),
  used: z.number().int(),
});
export type MemberLimitView = z.infer<typeof memberLimitView>;

export const organizationIdParam = z.object({ id: textId });
export const memberParam = z.object({ id: textId, userId: textId });

export const successResponse = z.object({ success: z.literal(true) });
