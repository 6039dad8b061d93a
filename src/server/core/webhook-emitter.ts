/**
 * What a feature calls to tell its customer's webhook endpoints that something happened. The
 * webhooks feature makes it (features/webhooks/emit.ts) and features/index.ts hands it to
 * projects, organizations and billing through their deps: they need not import webhooks (nor
 * webhooks them), so no import goes in a circle.
 */
import type { WebhookEventData, WebhookEventType } from '../../shared/contracts/webhook-events.ts';
import type { Db } from '../db/client.ts';

/** Whose endpoints: the same shape as features/entitlements' Customer. */
export type WebhookCustomer = { kind: 'user' | 'organization'; id: string };

/**
 * Writes the event and one delivery per enabled endpoint of the customer that takes its type, and
 * queues them. Given `db` (a transaction), all of it commits or rolls back with the change it reports.
 */
export type EmitWebhookEvent = <T extends Exclude<WebhookEventType, 'ping'>>(
  customer: WebhookCustomer,
  type: T,
  data: WebhookEventData<T>,
  db?: Db,
) => Promise<void>;
