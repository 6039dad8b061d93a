/**
 * The event catalogue in the OpenAPI document's top-level `webhooks`: per type, the POST a
 * receiver gets, with the body's schema and the Standard Webhooks headers (app.ts passes it to
 * @fastify/swagger). Built from the same zod schemas the emitter is typed by.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import {
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_SUMMARIES,
  WEBHOOK_EVENT_TYPES,
  webhookEventEnvelope,
} from '../../../shared/contracts/webhook-events.ts';

const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

const HEADERS = [
  header('webhook-id', "The event's id: the same on every retry, so a receiver can drop a repeat"),
  header('webhook-timestamp', 'Unix seconds when this attempt was signed'),
  header(
    'webhook-signature',
    '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the secret\'s bytes; two, space-separated, during a rotation\'s 24-hour overlap',
  ),
];

export function webhookEventsDocument(): Record<string, OpenAPIV3_1.PathItemObject> {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => {
      const { $schema: _ignored, ...schema } = z.toJSONSchema(
        webhookEventEnvelope(type, WEBHOOK_EVENT_DATA[type]),
        { target: 'openapi-3.0' },
      ) as Record<string, unknown>;
      return [
        type,
        {
          post: {
            summary: WEBHOOK_EVENT_SUMMARIES[type],
            description:
              'Sent to each enabled endpoint subscribed to this type (or `*`). Answer 2xx within 10 seconds; anything else is retried (docs/api.md, "Webhooks").',
            tags: ['webhook events'],
            parameters: HEADERS,
            requestBody: { required: true, content: { 'application/json': { schema } } },
            responses: { '2XX': { description: 'Received' } },
          },
        },
      ];
    }),
  ) as Record<string, OpenAPIV3_1.PathItemObject>;
}
