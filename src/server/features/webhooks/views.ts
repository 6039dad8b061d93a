/** Rows as the API shows them: never the secret (it is answered at creation and rotation only). */
import type { WebhookDeliveryView, WebhookEndpointView } from '../../../shared/contracts/webhooks.ts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema.ts';

export const toEndpointView = (row: WebhookEndpointRow): WebhookEndpointView => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  organizationId: row.organizationId,
  createdAt: row.createdAt.toISOString(),
});

export const toDeliveryView = (row: WebhookDeliveryRow, eventType: string): WebhookDeliveryView => ({
  id: row.id,
  eventId: row.eventId,
  eventType,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  requestExcerpt: row.requestExcerpt,
  responseExcerpt: row.responseExcerpt,
  error: row.error,
  durationMs: row.durationMs,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
