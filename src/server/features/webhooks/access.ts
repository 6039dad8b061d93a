/**
 * Whose endpoints a caller manages, and the endpoint an id names when the caller may manage it.
 * The API keys' rule: the caller's own, or an organization's by its owner or an admin; an API key
 * acts in its own space only (another organizationId: 404), and an organization's key only while
 * its user may still manage the organization. The plan needs `flags.webhooks` (403 plan_feature).
 */
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { type WebhookEndpointRow, webhookEndpoints } from '../../db/schema.ts';
import {
  assertFeature,
  type Caller,
  type Customer,
  customerKey,
  entitlementsOf,
  keySpace,
  organizationCustomer,
  userCustomer,
} from '../entitlements/index.ts';
import { OWNER_OR_ADMIN, organizationNotFound, requireRole } from '../organizations/index.ts';

export async function managedSpace(
  db: Db,
  caller: Caller,
  organizationId: string | undefined,
): Promise<Customer> {
  let space: Customer;
  if (caller.apiKey) {
    space = keySpace(caller.userId, caller.apiKey);
    if (organizationId !== undefined && (space.kind !== 'organization' || space.id !== organizationId))
      throw organizationNotFound();
  } else
    space = organizationId === undefined ? userCustomer(caller.userId) : organizationCustomer(organizationId);
  if (space.kind === 'organization') await requireRole(db, space.id, caller.userId, OWNER_OR_ADMIN);
  await assertFeature(db, await entitlementsOf(db, space), 'webhooks');
  return space;
}

const endpointNotFound = () => notFound('Webhook endpoint not found');

/** The endpoint when the caller may manage it; a non-member or a stranger learns nothing (404). */
export async function managedEndpoint(db: Db, caller: Caller, id: string): Promise<WebhookEndpointRow> {
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!endpoint) throw endpointNotFound();
  if (caller.apiKey && endpoint.customerKey !== customerKey(keySpace(caller.userId, caller.apiKey)))
    throw endpointNotFound();
  if (endpoint.organizationId) {
    // A member who may not manage it gets 403, as for API keys.
    await requireRole(db, endpoint.organizationId, caller.userId, OWNER_OR_ADMIN).catch((error: unknown) => {
      throw error instanceof AppError && error.status === 404 ? endpointNotFound() : error;
    });
  } else if (endpoint.userId !== caller.userId) throw endpointNotFound();
  const space = endpoint.organizationId
    ? organizationCustomer(endpoint.organizationId)
    : userCustomer(endpoint.userId!);
  await assertFeature(db, await entitlementsOf(db, space), 'webhooks');
  return endpoint;
}
