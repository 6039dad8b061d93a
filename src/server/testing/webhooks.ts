/** What the webhook tests share: an entitled user, an endpoint, and waiting for a delivery to settle. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type WebhookDeliveryRow, webhookDeliveries } from '../db/schema.ts';
import type { HttpMethod, TestApp, TestUser } from './app.ts';

// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
export type Data = Record<string, any>;

export async function dataOf(response: Promise<{ statusCode: number; body: string }>, status = 200) {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBe(status);
  return (JSON.parse(settled.body) as { data: Data }).data;
}

export const callAs = (
  t: TestApp,
  user: TestUser | null,
  method: HttpMethod,
  url: string,
  payload?: object,
) => t.call(method, url, { as: user, payload });

/** A user whose personal space has webhooks (and API access), by an admin's override. */
export async function entitledUser(t: TestApp, admin: TestUser, flags: object = {}) {
  const user = await t.createUser({ verified: true });
  await dataOf(
    callAs(t, admin, 'PUT', `/api/admin/users/${user.id}/entitlements`, {
      flags: { webhooks: true, apiAccess: true, ...flags },
    }),
  );
  return user;
}

export async function addEndpoint(t: TestApp, user: TestUser, url: string, extra: object = {}) {
  return dataOf(callAs(t, user, 'POST', '/api/webhooks/endpoints', { url, events: ['*'], ...extra }), 201);
}

/** The runner the app was built with. */
export const jobsOf = (t: TestApp) => t.deps.jobs;

/** Runs due jobs until the delivery is no longer pending (its retries wait on the scaled schedule). */
export async function settle(
  t: TestApp,
  deliveryId: string,
  timeoutMs = 15_000,
): Promise<WebhookDeliveryRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await jobsOf(t).drain();
    const [row] = await t.deps.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    if (row && row.status !== 'pending') return row;
    if (Date.now() > deadline)
      throw new Error(`delivery ${deliveryId} still pending: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
