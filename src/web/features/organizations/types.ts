/**
 * Organizations' named types for the pages (docs/api.md, "Organizations"): an organization's
 * details, members and invitations, the caller's invitations, the invitation page's preview and the
 * admin's list and details, from src/shared/contracts/organizations.ts (type-only: nothing is added
 * to a page). The calls are `api(...)` of the contract's endpoints, imported from
 * `@shared/endpoints/organizations`.
 */
import type { ResponseOf } from '@shared/contracts/endpoint';
import type {
  organizationAdminEndpoints as admin,
  invitationEndpoints as invitations,
  OrganizationRole,
  organizationEndpoints as organization,
} from '@shared/contracts/organizations';

export type OrganizationDetails = ResponseOf<typeof organization.get>;
export type OrganizationMember = OrganizationDetails['members'][number];
export type Invitation = NonNullable<OrganizationDetails['invitations']>[number];
export type MyInvitation = ResponseOf<typeof invitations.mine>['invitations'][number];
export type InvitationPreview = ResponseOf<typeof invitations.preview>['invitation'];
export type AdminOrganizationList = ResponseOf<typeof admin.list>;
export type AdminOrganizationRow = AdminOrganizationList['organizations'][number];
export type AdminOrganizationDetails = ResponseOf<typeof admin.get>;
export type { OrganizationRole };
