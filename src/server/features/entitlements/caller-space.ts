/**
 * The customer a signed-in caller acts for. `organizationId` names an organization the caller is a
 * member of (404 otherwise: a non-member learns nothing). Without it, billing-like reads mean the
 * personal space, and the product's resources (projects) the caller's active organization, as the
 * web app's switcher shows it.
 */
import type { Db } from '../../db/client.ts';
import { roleIn, userOrganizations } from '../organizations/index.ts';
import { type Customer, organizationCustomer, userCustomer } from './customer.ts';

export async function callerSpace(
  db: Db,
  userId: string,
  organizationId: string | undefined,
  otherwise: 'personal' | 'active',
): Promise<Customer> {
  if (organizationId !== undefined) {
    await roleIn(db, organizationId, userId);
    return organizationCustomer(organizationId);
  }
  if (otherwise === 'personal') return userCustomer(userId);
  const { activeOrganizationId } = await userOrganizations(db, userId);
  return activeOrganizationId ? organizationCustomer(activeOrganizationId) : userCustomer(userId);
}
