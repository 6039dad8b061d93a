/**
 * Whether the payment provider answers. The local provider is this process. Stripe is asked for
 * the account's balance (a read that changes nothing) with the configured key: a refused key or no
 * answer is "down". The answer is kept for a minute, so an open system page (it reads every 15 s)
 * costs Stripe one call a minute at most.
 */
const STRIPE_API = 'https://api.stripe.com';
const KEEP_MS = 60_000;

export interface PaymentsProbe {
  kind: 'local' | 'stripe';
  probe(): Promise<void>;
}

export function paymentsProbe(stripe: {
  secretKey: string | undefined;
  apiUrl: string | undefined;
}): PaymentsProbe {
  const { secretKey } = stripe;
  if (!secretKey) return { kind: 'local', probe: async () => {} };
  const url = new URL('/v1/balance', stripe.apiUrl ?? STRIPE_API);
  let last: { at: number; ok: boolean } | undefined;
  return {
    kind: 'stripe',
    async probe() {
      if (!last || Date.now() - last.at > KEEP_MS) {
        const ok = await fetch(url, {
          headers: { authorization: `Bearer ${secretKey}` },
          signal: AbortSignal.timeout(5_000),
        }).then(
          async (response) => {
            await response.body?.cancel();
            return response.ok;
          },
          () => false,
        );
        last = { at: Date.now(), ok };
      }
      if (!last.ok) throw new Error('the payment provider did not answer');
    },
  };
}
