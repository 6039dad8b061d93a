/**
 * The Stripe SDK client and how its failures read. Calls go to STRIPE_API_URL when set
 * (stripe-mock, or the tests' stand-in). Few retries and a 10 s timeout: a user waits on
 * checkout, so a slow Stripe becomes a clear 503 rather than a hang.
 */
import Stripe from 'stripe';
import type { BillingCycle } from '../../../shared/contracts/billing.ts';
import { AppError } from '../../core/errors.ts';

export const PROVIDER_UNAVAILABLE = 'The payment provider is unavailable, please try again';
/** Plans are priced in one currency; amounts are its minor units. */
export const CURRENCY = 'usd';

export const providerUnavailable = (cause: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', PROVIDER_UNAVAILABLE, { cause });

export const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;

export const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** Any Stripe failure (network, timeout, 5xx, refused key) becomes one clear 503. */
export async function call<T>(perform: () => Promise<T>): Promise<T> {
  try {
    return await perform();
  } catch (error) {
    throw isStripeError(error) ? providerUnavailable(error) : error;
  }
}

/** The error a charge refused by the card answers (400: the error table has no 402). */
export const cardDeclined = () =>
  new AppError('BAD_REQUEST', 'Your card was declined: no payment was made. Try another card.', {
    apiCode: 'card_declined',
  });

/** As `call`, for a request that charges the card: a card Stripe declines is the customer's 400. */
export async function callCharging<T>(perform: () => Promise<T>): Promise<T> {
  try {
    return await perform();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw cardDeclined();
    throw isStripeError(error) ? providerUnavailable(error) : error;
  }
}

/** A failure in words, for the admin's verify report. */
export function describe(error: unknown): string {
  if (error instanceof Stripe.errors.StripeAuthenticationError) return 'Stripe refused the secret key';
  if (error instanceof Stripe.errors.StripePermissionError) return 'The key may not do this';
  if (error instanceof Stripe.errors.StripeConnectionError) return 'Stripe could not be reached';
  if (isStripeError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}

export const intervalOf = (cycle: BillingCycle) => (cycle === 'yearly' ? 'year' : 'month');

function apiAddress(url: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: parsed.port || (protocol === 'http' ? 80 : 443), protocol };
}

export const createStripeClient = (secretKey: string, apiUrl: string | undefined) =>
  new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    ...apiAddress(apiUrl),
  });
