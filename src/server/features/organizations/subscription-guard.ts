/** Whether an organization pays: a live subscription keeps it from being deleted. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';
import { LIVE_STATUSES } from '../billing/current-subscription.ts';

export async function liveOrganizationSubscription(db: Db, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.organizationId, organizationId), inArray(subscriptions.status, LIVE_STATUSES)),
    )
    .limit(1);
  return row !== undefined;
}
