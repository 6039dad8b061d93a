/**
 * Standard Webhooks signing (https://www.standardwebhooks.com) through its reference library, so
 * a receiver's `new Webhook(secret).verify(body, headers)` accepts what we send. During a
 * rotation's overlap the request carries both signatures, space-separated, as the specification
 * allows: a receiver with either secret verifies it.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export const SECRET_PREFIX = 'whsec_';

/** `whsec_` + base64 of 24 random bytes (192 bits, Standard Webhooks' recommended range). */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function signedHeaders(
  secrets: readonly string[],
  messageId: string,
  at: Date,
  body: string,
): SignedHeaders {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(messageId, at, body));
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
