/** What marketing's functions need: the database, and the one way an admin writes. */

import type { AdminActionRunner, AdminActor, AdminEvent } from '../../core/admin-action.ts';
import type { Db } from '../../db/client.ts';

export interface MarketingDeps {
  db: Db;
  runAdminAction: AdminActionRunner;
}

/** The security-log entry of an admin's change to a banner or a popup. */
export const marketingChanged = (
  action: string,
  actor: AdminActor,
  description: string,
  metadata: Record<string, unknown>,
): AdminEvent => ({
  eventType: 'marketing_changed',
  description: `${actor.email} ${description}`,
  metadata: { action, ...metadata },
});
