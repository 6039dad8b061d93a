/**
 * An endpoint that only fails is disabled, so a receiver gone for good does not cost a retry
 * schedule per event forever: after 50 failed attempts in a row, or when every attempt has failed
 * for 5 days. Its owner hears of it by e-mail (an organization's:
 * its owner and admins), and enables it again on the developer page.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationMembers, users, webhookEndpoints } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { DISABLE_AFTER_FAILURES, DISABLE_AFTER_MS } from './schedule.ts';

export interface DisablingDeps {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
}

/** One more failed attempt of the endpoint; disables it when the rule says so. */
export async function countFailure(deps: DisablingDeps, endpointId: string): Promise<void> {
  const { db } = deps;
  const [endpoint] = await db
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())`,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  if (!endpoint?.enabled) return;
  const failingFor = Date.now() - (endpoint.failingSince?.getTime() ?? Date.now());
  const reason =
    endpoint.consecutiveFailures >= DISABLE_AFTER_FAILURES
      ? `${endpoint.consecutiveFailures} failed delivery attempts in a row`
      : failingFor >= DISABLE_AFTER_MS
        ? 'every delivery attempt failed for 5 days'
        : undefined;
  if (!reason) return;
  // Only the attempt that switches it off sends the e-mail (several may fail at once).
  const [disabled] = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (!disabled) return;
  const url = disabled.organizationId
    ? `${deps.baseUrl}/organizations/${disabled.organizationId}/developers`
    : `${deps.baseUrl}/account/developers`;
  for (const owner of await ownersOf(db, disabled))
    await deps.mailer.sendTemplate('webhook_endpoint_disabled', owner.email, {
      name: owner.name,
      endpointUrl: disabled.url,
      reason,
      url,
    });
}

/** Who is told: the personal space's user, or the organization's owner and admins. */
async function ownersOf(db: Db, endpoint: typeof webhookEndpoints.$inferSelect) {
  if (endpoint.organizationId)
    return db
      .select({ email: users.email, name: users.name })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(
        and(
          eq(organizationMembers.organizationId, endpoint.organizationId),
          inArray(organizationMembers.role, ['owner', 'admin']),
        ),
      );
  if (!endpoint.userId) return [];
  return db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, endpoint.userId));
}
