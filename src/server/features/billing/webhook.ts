/**
 * Stripe's webhook: the signature is checked over the raw body (STRIPE_WEBHOOK_SECRET, five
 * minutes of tolerance), then the event's shape (400), then it is applied once.
 */
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { BillingDeps } from './deps.ts';
import { endIfStarterMayNotBuy } from './organization-checkout.ts';
import { isKnownEvent, type PrefetchedSubscription, processEvent } from './subscription-events.ts';
import { isHandled, type ProviderEvent, parseProviderEvent } from './webhook-event.ts';

/** Stripe's default: a signature older than five minutes is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The signed event, checked against the shapes we handle (400 for either failure). The Stripe SDK
 * checks the signature; it is loaded on the first signed delivery, so the local provider's service
 * does not carry it.
 */
async function verifiedEvent(
  webhookSecret: string | undefined,
  rawBody: Buffer,
  signature: string | undefined,
) {
  if (!webhookSecret)
    throw new AppError('BAD_REQUEST', 'Webhooks are not configured: STRIPE_WEBHOOK_SECRET is not set');
  if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
  const { default: Stripe } = await import('stripe');
  let payload: unknown;
  try {
    payload = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
  }
  return parseProviderEvent(payload);
}

/** The session names its subscription by id: fetch it before the transaction, not inside. */
async function prefetchCheckoutSubscription(
  { provider }: BillingDeps,
  event: ProviderEvent,
): Promise<PrefetchedSubscription | null> {
  if (!isHandled(event) || event.type !== 'checkout.session.completed') return null;
  const subscriptionId = event.data.object.subscription;
  if (typeof subscriptionId !== 'string') return null;
  // The state returned is at least as recent as the start of the call: it is stamped so.
  const fetchedAt = Math.floor(Date.now() / 1000);
  const subscription = await provider.retrieveSubscription(subscriptionId);
  return subscription ? { subscription, fetchedAt } : null;
}

/** Verifies, then applies the event once (a replay is acknowledged and changes nothing). */
export async function handleWebhook(
  deps: BillingDeps,
  rawBody: Buffer,
  signature: string | undefined,
  meta: RequestMeta,
) {
  const event = await verifiedEvent(deps.webhookSecret, rawBody, signature);
  if (await isKnownEvent(deps, event.id)) return { received: true as const, duplicate: true };
  const fetched = await prefetchCheckoutSubscription(deps, event);
  const prefetched = await endIfStarterMayNotBuy(deps, event, fetched, meta);
  const { duplicate } = await processEvent(deps, event, meta, prefetched);
  return { received: true as const, duplicate };
}
