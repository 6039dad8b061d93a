/**
 * Tests only: delivers an event to the app's Stripe webhook as Stripe would, signed with the
 * endpoint's secret (Stripe's own test signature), through Fastify's inject.
 */
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

/** `timestamp` (seconds) signs as of another moment, for the signature's age limit. */
export function postSignedEvent(
  app: FastifyInstance,
  secret: string,
  event: object,
  { timestamp }: { timestamp?: number } = {},
) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
  return postEventSignedAs(app, signature, event);
}

/** Delivers `event` with this Stripe-Signature header as it is, or with none (null): the refusals. */
export function postEventSignedAs(app: FastifyInstance, signature: string | null, event: object) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload: JSON.stringify(event),
  });
}
