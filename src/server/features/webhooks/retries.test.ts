/**
 * Webhook delivery over time (WEBHOOK_RETRY_BASE_MS scales the schedule to milliseconds): a
 * receiver answering 500 gets the retries on schedule and then the success; one down for the whole
 * window ends with the endpoint disabled and its owner e-mailed; a redirect is not followed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';
import { type Receiver, startReceiver } from '../../testing/webhook-receiver.ts';
import { addEndpoint, callAs, dataOf, entitledUser, settle } from '../../testing/webhooks.ts';
import { DISABLE_AFTER_FAILURES, MAX_ATTEMPTS, retryDelayMs } from './schedule.ts';

const BASE_MS = 0.01;
const t = sharedTestApp({ WEBHOOK_RETRY_BASE_MS: String(BASE_MS) });
const admin = sharedUser(t, { role: 'admin' });
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const ping = async (user: Parameters<typeof callAs>[1], endpointId: string) =>
  (await dataOf(callAs(t, user, 'POST', `/api/webhooks/endpoints/${endpointId}/test`), 202)).delivery
    .id as string;

describe('the retry schedule', () => {
  it('is at least 6 attempts over at least 24 hours as written', () => {
    const waits = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(1000)(i + 1));
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(6);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThanOrEqual(24 * 3600 * 1000);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
  });

  it('retries a receiver answering 500 on schedule, then succeeds', async () => {
    const user = await entitledUser(t, admin);
    const { endpoint } = await addEndpoint(t, user, `${receiver.url}/flaky`);
    let calls = 0;
    receiver.answer = () => ({ status: ++calls <= 3 ? 500 : 200 });
    const delivery = await settle(t, await ping(user, endpoint.id));
    receiver.answer = () => ({ status: 200 });
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 4, responseStatus: 200 });
    const times = receiver.received.filter((r) => r.path === '/hooks/flaky').map((r) => r.at);
    expect(times).toHaveLength(4);
    // Each retry waited at least its scaled delay (the runner keeps milliseconds).
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(Math.floor(retryDelayMs(BASE_MS)(i)));
    const [row] = await t.deps.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ consecutiveFailures: 0, failingSince: null, enabled: true });
  });

  it('gives up after the last attempt: the delivery is failed', async () => {
    const user = await entitledUser(t, admin);
    const { endpoint } = await addEndpoint(t, user, `${receiver.url}/down`);
    receiver.answer = (request) => ({ status: request.path === '/hooks/down' ? 503 : 200 });
    const delivery = await settle(t, await ping(user, endpoint.id));
    expect(delivery).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, responseStatus: 503 });
    expect(delivery.nextAttemptAt).toBeNull();
  });
});

describe('an endpoint whose receiver is down for the whole window', () => {
  it(`is disabled after ${DISABLE_AFTER_FAILURES} failed attempts in a row, and its owner e-mailed`, async () => {
    const user = await entitledUser(t, admin);
    const { endpoint } = await addEndpoint(t, user, `${receiver.url}/gone`);
    receiver.answer = (request) => ({ status: request.path === '/hooks/gone' ? 500 : 200 });
    const pings = Math.ceil(DISABLE_AFTER_FAILURES / MAX_ATTEMPTS);
    const ids = [];
    for (let i = 0; i < pings; i++) ids.push(await ping(user, endpoint.id));
    for (const id of ids) await settle(t, id);
    const { endpoint: after } = await dataOf(
      callAs(t, user, 'GET', `/api/webhooks/endpoints/${endpoint.id}`),
    );
    expect(after).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('in a row') });
    const mail = await t.lastEmail(user.email);
    expect(mail?.template).toBe('webhook_endpoint_disabled');
    expect(mail?.text).toContain(`${receiver.url}/gone`);
    // Disabled: the test event is refused until it is enabled again.
    expect((await callAs(t, user, 'POST', `/api/webhooks/endpoints/${endpoint.id}/test`)).statusCode).toBe(
      409,
    );
    const { endpoint: enabled } = await dataOf(
      callAs(t, user, 'PUT', `/api/webhooks/endpoints/${endpoint.id}`, { enabled: true }),
    );
    expect(enabled).toMatchObject({ enabled: true, disabledReason: null });
  });
});

describe('an endpoint whose every attempt failed for 5 days', () => {
  it('is disabled at its next failure', async () => {
    const user = await entitledUser(t, admin);
    const { endpoint } = await addEndpoint(t, user, `${receiver.url}/stale`);
    // Five days and a minute of failures, as if they had happened.
    await t.deps.database.db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 3, failingSince: new Date(Date.now() - (5 * 24 * 60 + 1) * 60_000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    receiver.answer = (request) => ({ status: request.path === '/hooks/stale' ? 500 : 200 });
    const delivery = await settle(t, await ping(user, endpoint.id));
    expect(delivery).toMatchObject({ status: 'failed', error: 'The endpoint is disabled' });
    const { endpoint: after } = await dataOf(
      callAs(t, user, 'GET', `/api/webhooks/endpoints/${endpoint.id}`),
    );
    expect(after).toMatchObject({
      enabled: false,
      disabledReason: 'every delivery attempt failed for 5 days',
    });
    expect((await t.lastEmail(user.email))?.template).toBe('webhook_endpoint_disabled');
  });
});

describe('a redirect', () => {
  it('is not followed: a 302 fails the attempt and its target is never called', async () => {
    const user = await entitledUser(t, admin);
    const target = `${receiver.url}/target`;
    const { endpoint } = await addEndpoint(t, user, `${receiver.url}/moved`);
    receiver.answer = (request) =>
      request.path === '/hooks/moved' ? { status: 302, headers: { location: target } } : { status: 200 };
    const delivery = await settle(t, await ping(user, endpoint.id));
    expect(delivery).toMatchObject({ status: 'failed', responseStatus: 302 });
    expect(receiver.received.filter((r) => r.path === '/hooks/target')).toEqual([]);
  });
});
