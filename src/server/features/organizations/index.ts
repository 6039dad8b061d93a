/** The organizations feature's public entry: what other features may use of it. */
export {
  OWNER_OR_ADMIN,
  organizationNotFound,
  requireRole,
  roleIn,
} from './access.ts';
export {
  setActiveOrganization,
  toUserOrganizations,
  type UserOrganizations,
  userOrganizations,
  userOrganizationsColumn,
} from './memberships.ts';
export { ownsOrganizationWithOtherMembers } from './ownership.ts';
export { organizationPayers } from './payers.ts';
