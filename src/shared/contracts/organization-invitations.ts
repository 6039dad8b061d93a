/**
 * Invitations to an organization: sending, resending and revoking them (the organization's routes
 * in organizations.ts), and the invitee's side: the preview page, their pending list, accepting and
 * declining (/api/invitations).
 */
import { z } from 'zod';
import { EMAIL_MAX, emailSchema } from '../auth-contracts.ts';
import { endpoints } from './endpoint.ts';
import { organizationRole, organizationView, successResponse, textId } from './organization-views.ts';

/** The roles an invitation can give (ownership is only ever transferred). */
export const INVITATION_ROLES = ['admin', 'member'] as const;
export const invitationRole = z.enum(INVITATION_ROLES);
export type InvitationRole = z.infer<typeof invitationRole>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;
export const invitationStatus = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatus>;

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

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

export const invitationParam = z.object({ id: textId, invitationId: textId });

export const createInvitationBody = z.object({ email: emailSchema, role: invitationRole });
export type CreateInvitationBody = z.infer<typeof createInvitationBody>;

export const invitationResponse = z.object({ invitation: invitationView });
export type InvitationResponse = z.infer<typeof invitationResponse>;

/**
 * POST /api/invitations/accept and /decline: the e-mail's `token`, or the `invitationId` of the
 * caller's list (GET /api/invitations; a verified address only). Exactly one of the two.
 */
export const invitationAnswerBody = z
  .object({
    token: z.string().trim().min(1, 'Token is required').max(256).optional(),
    invitationId: z.string().trim().min(1).max(64).optional(),
  })
  .refine(
    (body) => (body.token === undefined) !== (body.invitationId === undefined),
    "Give the invitation's token or its id",
  );
export type InvitationAnswerBody = z.infer<typeof invitationAnswerBody>;
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

/** GET /api/invitations: the caller's pending invitations (to their verified address). */
export const myInvitationsResponse = z.object({
  invitations: z.array(
    z.object({
      id: z.string(),
      role: invitationRole,
      expiresAt: z.string(),
      createdAt: z.string(),
      organization: z.object({ name: z.string(), slug: z.string(), logo: z.string().nullable() }),
      invitedBy: z.object({ name: z.string() }).nullable(),
    }),
  ),
});
export type MyInvitationsResponse = z.infer<typeof myInvitationsResponse>;

export const acceptInvitationResponse = z.object({
  organization: organizationView,
  membership: z.object({ role: organizationRole }),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponse>;

/** /api/invitations: the caller's pending ones, answering one, and the invitation page's preview (public). */
export const invitationEndpoints = endpoints(
  { access: 'user', tags: ['organizations'] },
  {
    mine: {
      method: 'GET',
      path: '/api/invitations',
      summary:
        "The caller's pending invitations, to answer by id (none until the caller's address is verified)",
      response: myInvitationsResponse,
    },
    preview: {
      method: 'GET',
      path: '/api/invitations/:token',
      access: 'public',
      summary:
        'What the invitation page shows: organization, inviter, address, role, status (404 unknown token)',
      params: invitationTokenParam,
      response: invitationPreviewResponse,
    },
    accept: {
      method: 'POST',
      path: '/api/invitations/accept',
      summary:
        'Accept an invitation by `token` or by `invitationId` (403 signed in with another address, or by id unverified; 400 expired or used)',
      body: invitationAnswerBody,
      response: acceptInvitationResponse,
    },
    decline: {
      method: 'POST',
      path: '/api/invitations/decline',
      summary: 'Decline an invitation by `token` or `invitationId` (403 / 400 as accept)',
      body: invitationAnswerBody,
      response: successResponse,
    },
  },
);
