/** What the organization functions need. */

import type { AdminActionRunner } from '../../core/admin-action.ts';
import type { RequestMeta, SecurityLog } from '../../core/security-log.ts';
import type { EmitWebhookEvent } from '../../core/webhook-emitter.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';

export interface OrganizationDeps {
  db: Db;
  mailer: Mailer;
  securityLog: SecurityLog;
  runAdminAction: AdminActionRunner;
  /** Invitation links. */
  baseUrl: string;
  /** Ends a subscription now, at the provider too (billing's; the owner's "cancel now and delete"). */
  endSubscriptionNow: (subscriptionId: string, meta: RequestMeta) => Promise<void>;
  /**
   * Billing's: a per-seat plan's quantity set from the members, after a member joined or left
   * (committed first; it never throws).
   */
  seatsChanged: (organizationId: string, meta: RequestMeta) => Promise<void>;
  /** member.added and member.removed to the organization's webhook endpoints (features/webhooks). */
  emitWebhook: EmitWebhookEvent;
  now?: () => Date;
}

export const nowOf = (deps: Pick<OrganizationDeps, 'now'>): Date => (deps.now ?? (() => new Date()))();
