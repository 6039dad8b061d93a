/**
 * Stripe's webhook (POST /api/stripe/webhook): Stripe calls it, nothing in the web app does. Its
 * body is read raw by the plugin that serves it (the signature covers the bytes as sent), so it
 * declares no body schema.
 */
import { webhookResponse } from './billing.ts';
import { endpoints } from './endpoint.ts';

export const stripeWebhookEndpoints = endpoints(
  { access: 'public', tags: ['billing'] },
  {
    receive: {
      method: 'POST',
      path: '/api/stripe/webhook',
      summary:
        'Stripe events (Stripe-Signature checked, 5-minute tolerance; each event applied once; a handled type of the wrong shape is 400, other types are acknowledged and ignored)',
      response: webhookResponse,
      // A failure of the payment provider answers 503.
      errors: [503],
    },
  },
);
