/**
 * Organizations' HTTP (docs/api.md, "Organizations"): /api/organizations (members' and
 * managers' routes; a non-member gets 404), /api/invitations (the caller's pending ones, answering
 * one, and the public preview of the invitation page) and /api/admin/organizations.
 * The endpoints are declared in src/shared/contracts/organizations.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  organizationAdminEndpoints as admin,
  invitationEndpoints as invitation,
  organizationEndpoints as organization,
} from '../../../shared/contracts/organizations.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { serve } from '../../http/route-kit.ts';
import { adminDeleteOrganization, adminOrganizationDetails, listOrganizations } from './admin.ts';
import type { OrganizationDeps } from './deps.ts';
import {
  acceptInvitation,
  declineInvitation,
  listMyInvitations,
  previewInvitation,
} from './invitation-answers.ts';
import { createInvitation, resendInvitation, revokeInvitation } from './invitations.ts';
import { changeMemberRole, removeMember } from './members.ts';
import {
  createOrganization,
  deleteOrganization,
  listMyOrganizations,
  organizationDetails,
  updateOrganization,
} from './organizations.ts';

export const organizationRoutes: FastifyPluginAsync<{ deps: OrganizationDeps }> = async (app, { deps }) => {
  serve(app, organization.create, (call) =>
    createOrganization(deps, call.user.id, call.body, requestMeta(call.request)),
  );
  serve(app, organization.list, (call) => listMyOrganizations(deps, call.user.id));
  serve(app, organization.get, (call) => organizationDetails(deps, call.user.id, call.params.id));
  serve(app, organization.update, (call) =>
    updateOrganization(deps, call.user.id, call.params.id, call.body, requestMeta(call.request)),
  );
  serve(app, organization.remove, (call) =>
    deleteOrganization(deps, call.user.id, call.params.id, call.body, requestMeta(call.request)),
  );

  serve(app, organization.invite, (call) =>
    createInvitation(deps, call.user.id, call.params.id, call.body, requestMeta(call.request)),
  );
  serve(app, organization.resendInvitation, (call) =>
    resendInvitation(deps, call.user.id, call.params.id, call.params.invitationId, requestMeta(call.request)),
  );
  serve(app, organization.revokeInvitation, (call) =>
    revokeInvitation(deps, call.user.id, call.params.id, call.params.invitationId, requestMeta(call.request)),
  );

  serve(app, organization.changeRole, (call) =>
    changeMemberRole(
      deps,
      call.user.id,
      call.params.id,
      call.params.userId,
      call.body.role,
      requestMeta(call.request),
    ),
  );
  serve(app, organization.removeMember, (call) =>
    removeMember(deps, call.user.id, call.params.id, call.params.userId, requestMeta(call.request)),
  );
};

export const invitationRoutes: FastifyPluginAsync<{ deps: OrganizationDeps }> = async (app, { deps }) => {
  serve(app, invitation.mine, (call) => listMyInvitations(deps, call.user));
  serve(app, invitation.preview, (call) => previewInvitation(deps, call.params.token));
  serve(app, invitation.accept, (call) =>
    acceptInvitation(deps, call.user, call.body, requestMeta(call.request)),
  );
  serve(app, invitation.decline, (call) =>
    declineInvitation(deps, call.user, call.body, requestMeta(call.request)),
  );
};

export const adminOrganizationRoutes: FastifyPluginAsync<{ deps: OrganizationDeps }> = async (
  app,
  { deps },
) => {
  serve(app, admin.list, (call) => listOrganizations(deps, call.query));
  serve(app, admin.get, (call) => adminOrganizationDetails(deps, call.params.id));
  serve(app, admin.remove, (call) => adminDeleteOrganization(deps, call.actor, call.meta, call.params.id));
};
