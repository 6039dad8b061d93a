/**
 * Server-side request forgery (WEBHOOK_ALLOW_PRIVATE_URLS=false, as in production): URLs to
 * loopback, private, link-local and metadata addresses, and host names that resolve to them, are
 * refused when saved (400) and again at delivery (a row written directly). No public address is
 * contacted: every refused URL points at this machine or at addresses never connected to.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { json } from '../../testing/app.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';
import { type Receiver, startReceiver } from '../../testing/webhook-receiver.ts';
import { addEndpoint, callAs, dataOf, entitledUser, jobsOf } from '../../testing/webhooks.ts';
import { isPublicAddress } from './address-check.ts';

// The schedule as written: the first attempt runs now, the retry in 5 s (after this file).
const t = sharedTestApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'false' });
const admin = sharedUser(t, { role: 'admin' });
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe('address classification', () => {
  it('refuses every special range and accepts public unicast', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
  });
});

describe('saving an endpoint', () => {
  it('refuses loopback, private, link-local, metadata and IPv6 loopback URLs with 400 on url', async () => {
    const user = await entitledUser(t, admin);
    for (const url of [
      'http://127.0.0.1:9/hooks',
      'http://10.0.0.5/hooks',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:9/hooks',
      'http://localhost:9/hooks',
      'http://0.0.0.0/',
      'ftp://example.com/',
    ]) {
      const refused = await callAs(t, user, 'POST', '/api/webhooks/endpoints', { url, events: ['*'] });
      expect(refused.statusCode, url).toBe(400);
      expect(json(refused), url).toMatchObject({
        code: 'validation_failed',
        details: [{ path: 'url', message: expect.any(String) }],
      });
    }
  });

  it('refuses a change of URL to a private address too', async () => {
    const user = await entitledUser(t, admin);
    // Saved while the check was skipped (a row written directly): the PUT checks its new URL.
    const id = randomUUID();
    await t.deps.database.db.insert(webhookEndpoints).values({
      id,
      customerKey: `user:${user.id}`,
      userId: user.id,
      url: receiver.url,
      events: ['*'],
      secret: `whsec_${Buffer.alloc(24, 1).toString('base64')}`,
    });
    const refused = await callAs(t, user, 'PUT', `/api/webhooks/endpoints/${id}`, {
      url: 'http://10.0.0.1/',
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('a delivery', () => {
  it('to a private address written directly is refused at delivery: the receiver is never called', async () => {
    const user = await entitledUser(t, admin);
    const id = randomUUID();
    await t.deps.database.db.insert(webhookEndpoints).values({
      id,
      customerKey: `user:${user.id}`,
      userId: user.id,
      url: receiver.url,
      events: ['*'],
      secret: `whsec_${Buffer.alloc(24, 2).toString('base64')}`,
    });
    const { delivery } = await dataOf(callAs(t, user, 'POST', `/api/webhooks/endpoints/${id}/test`), 202);
    await jobsOf(t).drain();
    const [attempted] = await t.deps.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery.id));
    expect(attempted).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null });
    expect(attempted?.error).toMatch(/^Refused: .*private/);
    expect(receiver.received).toEqual([]);
  });

  it('is allowed to a public address (the check passes; nothing is sent in this test)', async () => {
    // Saving resolves no name for an IP literal: a public one is accepted without any connection.
    const user = await entitledUser(t, admin);
    const { endpoint } = await addEndpoint(t, user, 'https://93.184.216.34/hooks', { enabled: false });
    expect(endpoint).toMatchObject({ enabled: false });
  });
});
