/**
 * Outgoing webhooks (issue #33): endpoints per customer with the plan's `webhooks` flag, the secret
 * shown once, requests signed per Standard Webhooks (verified here with its reference library),
 * the delivery log, retry, rotation with overlap, and the events the features emit.
 */
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../../shared/contracts/webhook-events.ts';
import { organizationMembers, securityLogs, webhookEndpoints } from '../../db/schema.ts';
import { json, type TestUser } from '../../testing/app.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';
import { type Receiver, startReceiver } from '../../testing/webhook-receiver.ts';
import { addEndpoint, callAs, type Data, dataOf, entitledUser, settle } from '../../testing/webhooks.ts';

const t = sharedTestApp({ WEBHOOK_RETRY_BASE_MS: '0.001' });
const admin = sharedUser(t, { role: 'admin' });
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const call = (user: TestUser | null, method: Parameters<typeof callAs>[2], url: string, payload?: object) =>
  callAs(t, user, method, url, payload);
const withKey = (secret: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${secret}` },
    ...(payload ? { payload } : {}),
  });

const headersOf = (request: Receiver['received'][number]) => ({
  'webhook-id': String(request.headers['webhook-id']),
  'webhook-timestamp': String(request.headers['webhook-timestamp']),
  'webhook-signature': String(request.headers['webhook-signature']),
});

async function testDelivery(user: TestUser, endpointId: string) {
  const { delivery } = await dataOf(call(user, 'POST', `/api/webhooks/endpoints/${endpointId}/test`), 202);
  return settle(t, delivery.id);
}

describe('webhook endpoints', () => {
  it('are refused with 403 plan_feature without the plan flag', async () => {
    const user = await t.createUser({ verified: true });
    const refused = await call(user, 'POST', '/api/webhooks/endpoints', { url: receiver.url, events: ['*'] });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: 'plan_feature', feature: 'webhooks' });
  });

  it('show the whsec_ secret once, list without it, and log the creation', async () => {
    const user = await entitledUser(t, admin);
    const { endpoint, secret } = await addEndpoint(t, user, receiver.url, { events: ['project.created'] });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({ url: receiver.url, events: ['project.created'], enabled: true });
    const { endpoints } = await dataOf(call(user, 'GET', '/api/webhooks/endpoints'));
    expect(endpoints.map((e: Data) => e.id)).toEqual([endpoint.id]);
    expect(JSON.stringify(endpoints)).not.toContain(secret);
    const logged = await t.deps.database.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.userId, user.id));
    expect(logged.find((entry) => entry.eventType === 'webhook_endpoint_created')?.metadata).toMatchObject({
      endpointId: endpoint.id,
      url: receiver.url,
    });
  });

  it('refuse an unknown event type and an empty list (400)', async () => {
    const user = await entitledUser(t, admin);
    for (const events of [['project.exploded'], [], ['ping']])
      expect(
        (await call(user, 'POST', '/api/webhooks/endpoints', { url: receiver.url, events })).statusCode,
      ).toBe(400);
  });

  it("are another user's to see or change: 404", async () => {
    const owner = await entitledUser(t, admin);
    const stranger = await entitledUser(t, admin);
    const { endpoint } = await addEndpoint(t, owner, receiver.url);
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['POST', '/rotate-secret'],
      ['POST', '/test'],
      ['GET', '/deliveries'],
    ] as const) {
      const response = await call(stranger, method, `/api/webhooks/endpoints/${endpoint.id}${path}`, {
        ...(method === 'PUT' ? { enabled: false } : {}),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
  });

  it("of an organization are its owner's and admins', not a member's (403)", async () => {
    const owner = await t.createUser({ verified: true });
    const { organization } = await dataOf(call(owner, 'POST', '/api/organizations', { name: 'Hooked' }), 201);
    await dataOf(
      call(admin, 'PUT', `/api/admin/organizations/${organization.id}/entitlements`, {
        flags: { webhooks: true },
      }),
    );
    const { endpoint } = await addEndpoint(t, owner, receiver.url, { organizationId: organization.id });
    expect(endpoint.organizationId).toBe(organization.id);
    const member = await t.createUser({ verified: true });
    await t.deps.database.db
      .insert(organizationMembers)
      .values({ organizationId: organization.id, userId: member.id, role: 'member' });
    expect(
      (await call(member, 'GET', `/api/webhooks/endpoints?organizationId=${organization.id}`)).statusCode,
    ).toBe(403);
    expect((await call(member, 'GET', `/api/webhooks/endpoints/${endpoint.id}`)).statusCode).toBe(403);
  });
});

describe('a delivery', () => {
  it('is signed per Standard Webhooks: the reference library verifies it', async () => {
    const user = await entitledUser(t, admin);
    const { endpoint, secret } = await addEndpoint(t, user, receiver.url);
    const before = receiver.received.length;
    const delivery = await testDelivery(user, endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, responseStatus: 200 });
    const request = receiver.received[before]!;
    const body = new Webhook(secret).verify(request.body, headersOf(request)) as Data;
    expect(body).toMatchObject({ type: 'ping', data: { message: expect.any(String) } });
    expect(request.headers['webhook-id']).toBe(body.id);
    // Another secret does not verify it.
    const other = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
    expect(() => new Webhook(other).verify(request.body, headersOf(request))).toThrow();
  });

  it('is in the log with its excerpts, filtered by status, and can be sent again (202)', async () => {
    const user = await entitledUser(t, admin);
    const { endpoint } = await addEndpoint(t, user, receiver.url);
    receiver.answer = () => ({ status: 410, body: 'gone for now' });
    const failedFirst = await testDelivery(user, endpoint.id);
    receiver.answer = () => ({ status: 200, body: 'ok' });
    expect(failedFirst).toMatchObject({ status: 'failed', responseStatus: 410 });
    const { deliveries, pagination } = await dataOf(
      call(user, 'GET', `/api/webhooks/endpoints/${endpoint.id}/deliveries?status=failed`),
    );
    expect(pagination.total).toBe(1);
    expect(deliveries[0]).toMatchObject({
      id: failedFirst.id,
      eventType: 'ping',
      status: 'failed',
      responseStatus: 410,
      responseExcerpt: 'gone for now',
    });
    expect(JSON.parse(deliveries[0].requestExcerpt)).toMatchObject({ type: 'ping' });
    const { delivery } = await dataOf(
      call(user, 'POST', `/api/webhooks/deliveries/${failedFirst.id}/retry`),
      202,
    );
    expect(delivery.status).toBe('pending');
    expect(await settle(t, failedFirst.id)).toMatchObject({ status: 'succeeded', responseStatus: 200 });
  });

  it('after a rotation is signed with both secrets for the overlap: the old one still verifies', async () => {
    const user = await entitledUser(t, admin);
    const { endpoint, secret: old } = await addEndpoint(t, user, receiver.url);
    const { secret: fresh } = await dataOf(
      call(user, 'POST', `/api/webhooks/endpoints/${endpoint.id}/rotate-secret`),
    );
    expect(fresh).not.toBe(old);
    const before = receiver.received.length;
    await testDelivery(user, endpoint.id);
    const request = receiver.received[before]!;
    expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [old, fresh])
      expect(() => new Webhook(secret).verify(request.body, headersOf(request))).not.toThrow();
    // Once the overlap has ended, only the new one signs.
    await t.deps.database.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await testDelivery(user, endpoint.id);
    const later = receiver.received.at(-1)!;
    expect(() => new Webhook(old).verify(later.body, headersOf(later))).toThrow();
    expect(() => new Webhook(fresh).verify(later.body, headersOf(later))).not.toThrow();
  });
});

describe('events', () => {
  it('go to the endpoints subscribed to their type: project.created, updated, deleted', async () => {
    const user = await entitledUser(t, admin);
    const { endpoint: all } = await addEndpoint(t, user, `${receiver.url}/all`);
    const { endpoint: created } = await addEndpoint(t, user, `${receiver.url}/created`, {
      events: ['project.created'],
    });
    const { project } = await dataOf(call(user, 'POST', '/api/projects', { name: 'Hooked' }), 201);
    await dataOf(call(user, 'PUT', `/api/projects/${project.id}`, { name: 'Renamed' }));
    await dataOf(call(user, 'DELETE', `/api/projects/${project.id}`));
    const types = async (id: string) => {
      const { deliveries } = await dataOf(call(user, 'GET', `/api/webhooks/endpoints/${id}/deliveries`));
      for (const delivery of deliveries) await settle(t, delivery.id);
      return deliveries.map((delivery: Data) => delivery.eventType).sort();
    };
    expect(await types(all.id)).toEqual(['project.created', 'project.deleted', 'project.updated']);
    expect(await types(created.id)).toEqual(['project.created']);
    const bodies = receiver.received
      .filter((r) => r.path === '/hooks/created')
      .map((r) => JSON.parse(r.body));
    expect(bodies).toEqual([
      expect.objectContaining({
        type: 'project.created',
        data: { project: expect.objectContaining({ id: project.id }) },
      }),
    ]);
  });

  it("member.removed goes to the organization's endpoints when a member leaves", async () => {
    const owner = await t.createUser({ verified: true });
    const { organization } = await dataOf(
      call(owner, 'POST', '/api/organizations', { name: 'Members' }),
      201,
    );
    await dataOf(
      call(admin, 'PUT', `/api/admin/organizations/${organization.id}/entitlements`, {
        flags: { webhooks: true },
      }),
    );
    const { endpoint } = await addEndpoint(t, owner, `${receiver.url}/members`, {
      organizationId: organization.id,
      events: ['member.added', 'member.removed'],
    });
    const member = await t.createUser({ verified: true });
    await t.deps.database.db
      .insert(organizationMembers)
      .values({ organizationId: organization.id, userId: member.id, role: 'member' });
    await dataOf(call(member, 'DELETE', `/api/organizations/${organization.id}/members/${member.id}`));
    const { deliveries } = await dataOf(
      call(owner, 'GET', `/api/webhooks/endpoints/${endpoint.id}/deliveries`),
    );
    expect(deliveries.map((delivery: Data) => delivery.eventType)).toEqual(['member.removed']);
    await settle(t, deliveries[0].id);
    const body = JSON.parse(receiver.received.find((r) => r.path === '/hooks/members')!.body);
    expect(body.data).toEqual({
      member: { organizationId: organization.id, userId: member.id, role: 'member' },
    });
  });

  it('reach no disabled endpoint', async () => {
    const user = await entitledUser(t, admin);
    const { endpoint } = await addEndpoint(t, user, receiver.url);
    await dataOf(call(user, 'PUT', `/api/webhooks/endpoints/${endpoint.id}`, { enabled: false }));
    await dataOf(call(user, 'POST', '/api/projects', { name: 'Quiet' }), 201);
    const { deliveries } = await dataOf(
      call(user, 'GET', `/api/webhooks/endpoints/${endpoint.id}/deliveries`),
    );
    expect(deliveries).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('lists every event type under `webhooks`, with the body schema and the signature header', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      webhooks: Record<string, { post: Data }>;
    };
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    const created = document.webhooks['project.created']!.post;
    expect(created.parameters.map((p: Data) => p.name)).toContain('webhook-signature');
    const schema = created.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['id', 'type', 'createdAt', 'data']));
    expect(schema.properties.data.properties.project.required).toContain('id');
  });
});

describe('an API key', () => {
  it('without webhooks:manage is refused (403); with it, manages its own space', async () => {
    const user = await entitledUser(t, admin);
    const { secret: readOnly } = await dataOf(
      call(user, 'POST', '/api/api-keys', { name: 'read', scopes: ['projects:read'] }),
      201,
    );
    const refused = await withKey(readOnly, 'GET', '/api/webhooks/endpoints');
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: 'api_key_scope' });
    const { secret: manager } = await dataOf(
      call(user, 'POST', '/api/api-keys', { name: 'hooks', scopes: ['webhooks:manage'] }),
      201,
    );
    const created = await withKey(manager, 'POST', '/api/webhooks/endpoints', {
      url: receiver.url,
      events: ['*'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { endpoints } = await dataOf(withKey(manager, 'GET', '/api/webhooks/endpoints'));
    expect(endpoints).toHaveLength(1);
  });
});
