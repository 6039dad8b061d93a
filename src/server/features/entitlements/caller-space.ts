/**
 * The customer a caller acts for. A signed-in user: `organizationId` names an organization the
 * caller is a member of (404 otherwise: a non-member learns nothing); without it, billing-like
 * reads mean the personal space, and the product's resources (projects) the caller's active
 * organization, as the web app's switcher shows it. An API key acts only in its own space: its
 * organization, or its user's personal space; another `organizationId` is 404.
 */
import type { RequestApiKey, RequestSession } from '../../core/session.ts';
import type { Db } from '../../db/client.ts';
import { organizationNotFound, roleIn, userOrganizations } from '../organizations/index.ts';
import { type Customer, organizationCustomer, userCustomer } from './customer.ts';

export interface Caller {
  userId: string;
  /** Set when the caller is an API key. */
  apiKey?: Pick<RequestApiKey, 'organizationId'> | undefined;
}

/** The caller of a request: its user, and its API key when it is one. */
export const callerOf = (session: RequestSession): Caller => ({
  userId: session.user.id,
  apiKey: session.apiKey,
});

/** The space an API key acts in. */
export const keySpace = (userId: string, apiKey: Pick<RequestApiKey, 'organizationId'>): Customer =>
  apiKey.organizationId ? organizationCustomer(apiKey.organizationId) : userCustomer(userId);

export async function callerSpace(
  db: Db,
  caller: Caller,
  organizationId: string | undefined,
  otherwise: 'personal' | 'active',
): Promise<Customer> {
  if (caller.apiKey) {
    const space = keySpace(caller.userId, caller.apiKey);
    if (organizationId !== undefined && (space.kind !== 'organization' || space.id !== organizationId))
      throw organizationNotFound();
    return space;
  }
  if (organizationId !== undefined) {
    await roleIn(db, organizationId, caller.userId);
    return organizationCustomer(organizationId);
  }
  if (otherwise === 'personal') return userCustomer(caller.userId);
  const { activeOrganizationId } = await userOrganizations(db, caller.userId);
  return activeOrganizationId ? organizationCustomer(activeOrganizationId) : userCustomer(caller.userId);
}
