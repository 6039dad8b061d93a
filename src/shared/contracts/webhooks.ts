/**
 * Outgoing webhooks: a customer's endpoints (URL, chosen event types), their signing secret (shown
 * at creation and rotation only), a test event and the delivery log with retry. The owner's own,
 * or with `organizationId` the organization's (its owner or an admin); an API key needs
 * `webhooks:manage` and acts in its own space. The plan needs `flags.webhooks`.
 */
import { z } from 'zod';
import { organizationIdField } from './billing-subscriptions.ts';
import { endpoints } from './endpoint.ts';
import { pageQuery, pagination } from './pagination.ts';
import { WEBHOOK_EVENT_TYPES } from './webhook-events.ts';

/** Every type but `ping` (sent by the test button only), or `*`. */
export const SUBSCRIBABLE_EVENT_TYPES = WEBHOOK_EVENT_TYPES.filter((type) => type !== 'ping');
const eventType = z.enum(SUBSCRIBABLE_EVENT_TYPES as [string, ...string[]]);

export const webhookEvents = z.union([
  z.tuple([z.literal('*')]),
  z
    .array(eventType)
    .min(1, 'Choose at least one event')
    .refine((types) => new Set(types).size === types.length, 'Each event once'),
]);

export const webhookEndpointView = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why it was disabled automatically; null otherwise. */
  disabledReason: z.string().nullable(),
  /** null: the creator's personal space. */
  organizationId: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointView>;

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const webhookDeliveryView = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  /** The last attempt's request body and answer, each at most 2 KB. */
  requestExcerpt: z.string().nullable(),
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

const url = z.string().trim().min(1, 'URL is required').max(2000);
const description = z.string().trim().max(500);

export const webhookEndpointCreateBody = z
  .object({
    url,
    description: description.optional(),
    events: webhookEvents,
    enabled: z.boolean().optional(),
    organizationId: organizationIdField,
  })
  .strict();
export const webhookEndpointUpdateBody = z
  .object({
    url: url.optional(),
    description: description.optional(),
    events: webhookEvents.optional(),
    enabled: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update');
export const webhookListQuery = z.object({ organizationId: organizationIdField });
export const webhookIdParam = z.object({ id: z.string().min(1).max(64) });
export const webhookDeliveryQuery = z.object({
  ...pageQuery,
  status: z.enum(DELIVERY_STATUSES).optional(),
});

const one = z.object({ endpoint: webhookEndpointView });
const delivery = z.object({ delivery: webhookDeliveryView });

export const webhookEndpoints = endpoints(
  { access: 'user', tags: ['webhooks'], apiKey: ['webhooks:manage'] },
  {
    list: {
      method: 'GET',
      path: '/api/webhooks/endpoints',
      summary: "The caller's endpoints (or, with organizationId, the organization's: owner and admin)",
      query: webhookListQuery,
      response: z.object({ endpoints: z.array(webhookEndpointView) }),
    },
    create: {
      method: 'POST',
      path: '/api/webhooks/endpoints',
      summary: 'Add an endpoint; its signing secret is in this answer only',
      description:
        'A URL whose host is or resolves to a private, loopback, link-local or metadata address is refused (400); `https` only in production.',
      body: webhookEndpointCreateBody,
      response: z.object({ endpoint: webhookEndpointView, secret: z.string() }),
      status: 201,
    },
    get: {
      method: 'GET',
      path: '/api/webhooks/endpoints/:id',
      summary: 'One endpoint',
      params: webhookIdParam,
      response: one,
    },
    update: {
      method: 'PUT',
      path: '/api/webhooks/endpoints/:id',
      summary: 'Change the URL, description or events; enable or disable it',
      params: webhookIdParam,
      body: webhookEndpointUpdateBody,
      response: one,
    },
    remove: {
      method: 'DELETE',
      path: '/api/webhooks/endpoints/:id',
      summary: 'Delete an endpoint and its delivery log',
      params: webhookIdParam,
      response: z.object({ deleted: z.literal(true) }),
    },
    rotateSecret: {
      method: 'POST',
      path: '/api/webhooks/endpoints/:id/rotate-secret',
      summary: 'A new signing secret; the old one stays valid (both sign) for 24 hours',
      params: webhookIdParam,
      response: z.object({ secret: z.string() }),
    },
    test: {
      method: 'POST',
      path: '/api/webhooks/endpoints/:id/test',
      summary: 'Send a `ping` event to the endpoint (202: queued)',
      params: webhookIdParam,
      response: delivery,
      status: 202,
    },
    deliveries: {
      method: 'GET',
      path: '/api/webhooks/endpoints/:id/deliveries',
      summary: "The endpoint's deliveries, newest first, with the last attempt's excerpts",
      params: webhookIdParam,
      query: webhookDeliveryQuery,
      response: z.object({ deliveries: z.array(webhookDeliveryView), pagination }),
    },
    retry: {
      method: 'POST',
      path: '/api/webhooks/deliveries/:id/retry',
      summary: 'Send a delivery again now (a retry of a failed one, or a replay); 202: queued',
      params: webhookIdParam,
      response: delivery,
      status: 202,
    },
  },
);
