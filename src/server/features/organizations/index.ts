/** The organizations feature's public entry: what other features may use of it. */
export {
  setActiveOrganization,
  toUserOrganizations,
  type UserOrganizations,
  userOrganizationsColumn,
} from './memberships.ts';
export { ownsOrganizationWithOtherMembers } from './ownership.ts';
export { organizationPayers } from './payers.ts';
