/** Who may pay for an organization, as billing asks it (billing/deps.ts): its owner and admins. */
import type { OrganizationPayers } from '../billing/index.ts';
import { canManage, memberRole, OWNER_OR_ADMIN, requireRole } from './access.ts';

export const organizationPayers: OrganizationPayers = {
  async requirePayer(db, organizationId, userId, options) {
    await requireRole(db, organizationId, userId, OWNER_OR_ADMIN, options);
  },
  async mayPay(db, organizationId, userId) {
    const role = await memberRole(db, organizationId, userId);
    return role !== null && canManage(role);
  },
};
