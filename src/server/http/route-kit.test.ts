import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SessionUser } from './auth-guard.ts';
import { errorBody } from './envelope.ts';
import { routeKit } from './route-kit.ts';
import type { SecurityEventInput } from './security-log.ts';

const admin = { id: 'admin-1', email: 'admin@example.com', role: 'admin' } as SessionUser;
const written: SecurityEventInput[] = [];
const routes: Array<{
  url: string;
  method: unknown;
  auth: unknown;
  schemaKeys: string[];
  statuses: string[];
}> = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('securityLog', { write: async (event: SecurityEventInput) => void written.push(event) });
  app.decorateRequest('session', null);
  // The real guard checks `config.auth`; here every caller is the admin.
  app.addHook('onRequest', async (request) => {
    request.session = { id: 's', user: admin, via: 'bearer', impersonatedBy: null };
  });
  app.addHook('onRoute', (route) => {
    routes.push({
      url: route.url,
      method: route.method,
      auth: route.config?.auth,
      schemaKeys: Object.keys(route.schema ?? {}),
      statuses: Object.keys((route.schema?.response as object | undefined) ?? {}),
    });
  });
  await app.register(async (plugin) => {
    const kit = routeKit(plugin, { auth: 'admin', tags: ['admin: things'] });
    kit.post(
      '/things/:id',
      {
        summary: 'Rename a thing',
        params: z.object({ id: z.coerce.number().int() }),
        body: z.object({ name: z.string() }),
        response: z.object({ thing: z.object({ id: z.number(), name: z.string() }) }),
        status: 201,
      },
      async (call) => ({
        // The extra field proves the response schema filters what leaves.
        thing: {
          id: call.params.id,
          name: `${call.body.name} by ${call.actor.email} at ${call.meta.requestPath}`,
        },
        secret: 'x',
      }),
    );
    kit.get(
      '/things',
      { summary: 'Things', response: z.object({ count: z.number() }), errors: { 418: errorBody } },
      async () => ({ count: 2 }),
    );
    kit.csv(
      '/things/export',
      { summary: 'Things as CSV', querystring: z.object({ q: z.string().optional() }), file: 'things' },
      (query) => Readable.from([`name\n${query.q ?? 'all'}\n`]),
    );
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('routeKit', () => {
  it('declares the access level and the schema keys in the usual order', () => {
    const post = routes.find((route) => route.url === '/things/:id')!;
    expect(post).toMatchObject({ method: 'POST', auth: 'admin' });
    expect(post.schemaKeys).toEqual(['tags', 'summary', 'params', 'body', 'response']);
    expect(post.statuses).toEqual(['201', '400', '401', '403', '404', '409', '429', '500']);
    expect(routes.find((route) => route.url === '/things')!.statuses).toEqual(['200', '418']);
    const csv = routes.find((route) => route.url === '/things/export')!;
    expect(csv).toMatchObject({ method: 'GET', auth: 'admin' });
    expect(csv.schemaKeys).toEqual(['tags', 'summary', 'querystring', 'produces']);
  });

  it('hands the parsed request and the admin to the function, and envelopes its filtered answer', async () => {
    const response = await app.inject({ method: 'POST', url: '/things/7', payload: { name: 'Box' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: { thing: { id: 7, name: 'Box by admin@example.com at /things/7' } },
      success: true,
    });
  });

  it('answers 200 by default', async () => {
    const response = await app.inject({ method: 'GET', url: '/things' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { count: 2 }, success: true });
  });

  it('sends a CSV export as a download and records it', async () => {
    const response = await app.inject({ method: 'GET', url: '/things/export?q=box' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="things-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toBe('name\nbox\n');
    expect(written.at(-1)).toMatchObject({
      eventType: 'sensitive_data_access',
      actorId: 'admin-1',
      metadata: { export: 'things', filters: { q: 'box' } },
    });
  });
});
