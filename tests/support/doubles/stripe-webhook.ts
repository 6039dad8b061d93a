/**
 * Tests only: delivers an event to the app's Stripe webhook as Stripe would, signed with the
 * endpoint's secret (Stripe's own test signature), through Fastify's inject.
 */
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

export function postSignedEvent(app: FastifyInstance, secret: string, event: object) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}
