/**
 * Organizations' HTTP (extensions.md, "Organizations"): /api/organizations (members' and
 * managers' routes; a non-member gets 404), /api/invitations (answering an invitation, and the
 * public preview of the invitation page) and /api/admin/organizations.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  acceptInvitationResponse,
  adminOrganizationDetailsResponse,
  adminOrganizationListQuery,
  adminOrganizationListResponse,
  createInvitationBody,
  createOrganizationBody,
  createOrganizationResponse,
  invitationParam,
  invitationPreviewResponse,
  invitationResponse,
  invitationTokenBody,
  invitationTokenParam,
  memberParam,
  memberResponse,
  organizationDetailsResponse,
  organizationIdParam,
  organizationListResponse,
  organizationResponse,
  successResponse,
  updateMemberBody,
  updateOrganizationBody,
} from '../../../shared/contracts/organizations.ts';
import { routeKit } from '../../http/route-kit.ts';
import { requestMeta } from '../../http/security-log.ts';
import { adminDeleteOrganization, adminOrganizationDetails, listOrganizations } from './admin.ts';
import type { OrganizationDeps } from './deps.ts';
import {
  acceptInvitation,
  createInvitation,
  declineInvitation,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitations.ts';
import { changeMemberRole, removeMember } from './members.ts';
import {
  createOrganization,
  deleteOrganization,
  listMyOrganizations,
  organizationDetails,
  updateOrganization,
} from './organizations.ts';

const tags = ['organizations'];

export const organizationRoutes: FastifyPluginAsync<{ deps: OrganizationDeps }> = async (app, { deps }) => {
  const user = routeKit(app, { auth: 'user', tags });

  user.post(
    '/',
    {
      summary: 'Create an organization; the caller becomes its owner (409 when the slug is taken)',
      body: createOrganizationBody,
      response: createOrganizationResponse,
      status: 201,
    },
    (call) => createOrganization(deps, call.user.id, call.body, requestMeta(call.request)),
  );
  user.get(
    '/',
    { summary: "The caller's organizations with the caller's role", response: organizationListResponse },
    (call) => listMyOrganizations(deps, call.user.id),
  );
  user.get(
    '/:id',
    {
      summary:
        'An organization with its members, subscription and member limit (members; invitations for owner/admin; 404 for non-members)',
      params: organizationIdParam,
      response: organizationDetailsResponse,
    },
    (call) => organizationDetails(deps, call.user.id, call.params.id),
  );
  user.put(
    '/:id',
    {
      summary: 'Change name, slug or logo (owner, admin)',
      params: organizationIdParam,
      body: updateOrganizationBody,
      response: organizationResponse,
    },
    (call) => updateOrganization(deps, call.user.id, call.params.id, call.body, requestMeta(call.request)),
  );
  user.delete(
    '/:id',
    {
      summary: 'Delete the organization (owner; 409 while its paid subscription is live)',
      params: organizationIdParam,
      response: successResponse,
    },
    (call) => deleteOrganization(deps, call.user.id, call.params.id, requestMeta(call.request)),
  );

  user.post(
    '/:id/invitations',
    {
      summary:
        "Invite an e-mail address as admin or member (owner, admin); 409 already a member or invited; 403 over the plan's member limit",
      params: organizationIdParam,
      body: createInvitationBody,
      response: invitationResponse,
      status: 201,
    },
    (call) => createInvitation(deps, call.user.id, call.params.id, call.body, requestMeta(call.request)),
  );
  user.post(
    '/:id/invitations/:invitationId/resend',
    {
      summary: 'Send a pending invitation again with a new link and expiry (owner, admin)',
      params: invitationParam,
      response: invitationResponse,
    },
    (call) =>
      resendInvitation(
        deps,
        call.user.id,
        call.params.id,
        call.params.invitationId,
        requestMeta(call.request),
      ),
  );
  user.delete(
    '/:id/invitations/:invitationId',
    {
      summary: 'Revoke a pending invitation (owner, admin)',
      params: invitationParam,
      response: successResponse,
    },
    (call) =>
      revokeInvitation(
        deps,
        call.user.id,
        call.params.id,
        call.params.invitationId,
        requestMeta(call.request),
      ),
  );

  user.put(
    '/:id/members/:userId',
    {
      summary:
        'Change a member\'s role (owner; admin: member ↔ admin only); role "owner" from the owner transfers ownership (the old owner becomes admin)',
      params: memberParam,
      body: updateMemberBody,
      response: memberResponse,
    },
    (call) =>
      changeMemberRole(
        deps,
        call.user.id,
        call.params.id,
        call.params.userId,
        call.body.role,
        requestMeta(call.request),
      ),
  );
  user.delete(
    '/:id/members/:userId',
    {
      summary:
        'Remove a member (owner, admin) or leave (the member themself); the owner cannot (400: transfer first)',
      params: memberParam,
      response: successResponse,
    },
    (call) => removeMember(deps, call.user.id, call.params.id, call.params.userId, requestMeta(call.request)),
  );
};

export const invitationRoutes: FastifyPluginAsync<{ deps: OrganizationDeps }> = async (app, { deps }) => {
  const visitor = routeKit(app, { auth: 'public', tags });
  const user = routeKit(app, { auth: 'user', tags });

  visitor.get(
    '/:token',
    {
      summary:
        'What the invitation page shows: organization, inviter, address, role, status (404 unknown token)',
      params: invitationTokenParam,
      response: invitationPreviewResponse,
    },
    (call) => previewInvitation(deps, call.params.token),
  );
  user.post(
    '/accept',
    {
      summary: 'Accept an invitation (403 signed in with another address; 400 expired or used)',
      body: invitationTokenBody,
      response: acceptInvitationResponse,
    },
    (call) => acceptInvitation(deps, call.user, call.body.token, requestMeta(call.request)),
  );
  user.post(
    '/decline',
    {
      summary: 'Decline an invitation (403 signed in with another address; 400 expired or used)',
      body: invitationTokenBody,
      response: successResponse,
    },
    (call) => declineInvitation(deps, call.user, call.body.token, requestMeta(call.request)),
  );
};

export const adminOrganizationRoutes: FastifyPluginAsync<{ deps: OrganizationDeps }> = async (
  app,
  { deps },
) => {
  const admin = routeKit(app, { auth: 'admin', tags: ['admin: organizations'] });

  admin.get(
    '/',
    {
      summary: 'Organizations, newest first, with member count, owner and plan; search by name or slug',
      querystring: adminOrganizationListQuery,
      response: adminOrganizationListResponse,
    },
    (call) => listOrganizations(deps, call.query),
  );
  admin.get(
    '/:id',
    {
      summary: 'An organization with its members, pending invitations, subscription and member limit',
      params: organizationIdParam,
      response: adminOrganizationDetailsResponse,
    },
    (call) => adminOrganizationDetails(deps, call.params.id),
  );
  admin.delete(
    '/:id',
    {
      summary: 'Delete an organization (409 while its subscription is live)',
      params: organizationIdParam,
      response: successResponse,
    },
    (call) => adminDeleteOrganization(deps, call.actor, call.meta, call.params.id),
  );
};
