/**
 * Account deletion with Stripe (the stand-in at the network boundary): a live subscription is
 * cancelled at the provider before anything is deleted; if the provider cannot be reached, the
 * account stays as it was.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn } from '../../../../tests/support/doubles/stripe-stand-in.ts';
import { subscriptions, users } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/app.ts';

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripe.env());
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

/** A user whose subscription is live at Stripe and recorded here, as a webhook would have left it. */
async function subscribedUser(): Promise<{ user: TestUser; subscriptionId: string }> {
  const user = await t.createUser({ verified: true });
  const subscriptionId = `sub_${user.id.slice(0, 12)}`;
  stripe.store.subscriptions.set(subscriptionId, {
    id: subscriptionId,
    object: 'subscription',
    status: 'active',
  });
  await t.deps.database.db.insert(subscriptions).values({
    id: subscriptionId,
    userId: user.id,
    status: 'active',
    customerId: `cus_${user.id.slice(0, 12)}`,
    providerUpdatedAt: new Date(),
  });
  return { user, subscriptionId };
}

describe('DELETE /api/me with Stripe', () => {
  it('cancels the live subscription at Stripe, then deletes the account', async () => {
    const { user, subscriptionId } = await subscribedUser();
    const response = await t.call('DELETE', '/api/me', { as: user, payload: { password: user.password } });
    expect(response.statusCode).toBe(200);
    expect(stripe.requests).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/v1/subscriptions/${subscriptionId}` }),
    );
    expect(stripe.store.subscriptions.get(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await t.deps.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('keeps the account when Stripe cannot be reached (503), so nothing is billed without an owner', async () => {
    const { user, subscriptionId } = await subscribedUser();
    stripe.state.fail = { path: '/v1/subscriptions', mode: 500 };
    try {
      const response = await t.call('DELETE', '/api/me', { as: user, payload: { password: user.password } });
      expect(response.statusCode).toBe(503);
    } finally {
      stripe.state.fail = null;
    }
    expect(await t.deps.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect(stripe.store.subscriptions.get(subscriptionId)).toMatchObject({ status: 'active' });
    expect((await t.call('GET', '/api/me', { as: user })).statusCode).toBe(200);
  });
});
