import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../../shared/contracts/endpoint.ts';
import type { SecurityEventInput } from '../core/security-log.ts';
import type { SessionUser } from '../core/session.ts';
import { forwardCookies } from './auth-cookies.ts';
import { serve, serveCsv } from './route-kit.ts';

const admin = { id: 'admin-1', email: 'admin@example.com', role: 'admin' } as SessionUser;
const written: SecurityEventInput[] = [];
const routes: Array<{
  url: string;
  method: unknown;
  auth: unknown;
  config: Record<string, unknown> | undefined;
  description: unknown;
  schemaKeys: string[];
  statuses: string[];
}> = [];
let app: FastifyInstance;
/** What the server logged at warn level and above. */
const warnings: string[] = [];

const widgets = endpoints(
  { access: 'user', tags: ['widgets'] },
  {
    rename: {
      method: 'PATCH',
      path: '/api/widgets/:id',
      summary: 'Rename a widget',
      params: z.object({ id: z.coerce.number().int() }),
      query: z.object({ dryRun: z.enum(['yes', 'no']).default('no') }),
      body: z.object({ name: z.string() }),
      response: z.object({ widget: z.object({ id: z.number(), name: z.string() }) }),
    },
    elsewhere: { method: 'GET', path: '/api/gadgets', summary: 'Not a widget', response: z.object({}) },
    join: {
      method: 'POST',
      path: '/api/widgets/join',
      summary: 'Join, or be told you already had',
      description: 'A new member: 201; an old one: 200.',
      access: 'public',
      body: z.object({ name: z.string() }),
      response: z.object({ name: z.string() }),
      status: [200, 201],
    },
    signIn: {
      method: 'POST',
      path: '/api/widgets/sign-in',
      summary: 'Sets a cookie',
      access: 'public',
      response: z.object({ signedIn: z.boolean() }),
    },
    mine: {
      method: 'GET',
      path: '/api/widgets/mine',
      summary: 'The caller with the session',
      response: z.object({ session: z.string(), impersonated: z.boolean() }),
    },
    pay: {
      method: 'POST',
      path: '/api/widgets/pay',
      summary: 'Pay through a provider that may be down',
      response: z.object({ paid: z.boolean() }),
      errors: [503],
    },
    counted: {
      method: 'GET',
      path: '/api/widgets/counted',
      summary: 'An answer serialized once and sent by the function itself (like sendCached)',
      response: z.object({ count: z.number() }),
    },
    export: {
      method: 'GET',
      path: '/api/widgets/export',
      summary: 'Widgets as CSV',
      access: 'admin',
      query: z.object({ q: z.string().optional() }),
      csv: 'widgets',
    },
  },
);

const things = endpoints(
  { access: 'admin', tags: ['admin: things'] },
  {
    rename: {
      method: 'POST',
      path: '/api/things/:id',
      summary: 'Rename a thing',
      params: z.object({ id: z.coerce.number().int() }),
      body: z.object({ name: z.string() }),
      response: z.object({ thing: z.object({ id: z.number(), name: z.string() }) }),
      status: 201,
    },
    list: {
      method: 'GET',
      path: '/api/things',
      summary: 'Things',
      response: z.object({ count: z.number() }),
    },
  },
);

beforeAll(async () => {
  app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('securityLog', { write: async (event: SecurityEventInput) => void written.push(event) });
  app.decorateRequest('session', null);
  // The real guard checks `config.auth`; here every caller is the admin.
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-anonymous'] === undefined)
      request.session = { id: 's', user: admin, via: 'bearer', impersonatedBy: null };
  });
  app.addHook('onRoute', (route) => {
    routes.push({
      url: route.url,
      method: route.method,
      auth: route.config?.auth,
      config: route.config as Record<string, unknown> | undefined,
      description: (route.schema as { description?: unknown } | undefined)?.description,
      schemaKeys: Object.keys(route.schema ?? {}),
      statuses: Object.keys((route.schema?.response as object | undefined) ?? {}),
    });
  });
  const thingRoutes: FastifyPluginAsync = async (plugin) => {
    serve(plugin, things.rename, async (call) => ({
      // The extra field proves the response schema filters what leaves.
      thing: {
        id: call.params.id,
        name: `${call.body.name} by ${call.actor.email} at ${call.meta.requestPath}`,
      },
      secret: 'x',
    }));
    serve(plugin, things.list, async () => ({ count: 2 }));
  };
  await app.register(thingRoutes, { prefix: '/api/things' });
  const widgetRoutes: FastifyPluginAsync = async (plugin) => {
    serveCsv(plugin, widgets.export, async (query) => Readable.from([`name\n${query.q ?? 'all'}\n`]));
    serve(plugin, widgets.rename, async (call) => ({
      widget: { id: call.params.id, name: `${call.body.name} for ${call.user.id} (${call.query.dryRun})` },
      secret: 'x',
    }));
    const members = new Set<string>();
    serve(plugin, widgets.join, async (call) => {
      const created = !members.has(call.body.name);
      members.add(call.body.name);
      return { status: created ? 201 : 200, data: { name: call.body.name } };
    });
    serve(plugin, widgets.signIn, async (call) => {
      // What better-auth hands back: the session cookie, forwarded with its signed-in hint.
      const headers = new Headers();
      headers.append('set-cookie', 'app.session_token=abc; Max-Age=60; Path=/; HttpOnly; SameSite=Lax');
      forwardCookies(headers, call.reply);
      return { signedIn: call.session !== null };
    });
    serve(plugin, widgets.pay, async () => ({ paid: true }));
    serve(plugin, widgets.counted, async (call) =>
      call.reply.type('application/json; charset=utf-8').send('{"success":true,"data":{"count":7}}'),
    );
    serve(
      plugin,
      widgets.mine,
      async (call) => ({ session: call.session.id, impersonated: call.session.impersonatedBy !== null }),
      { config: { sessionColumns: { plan: 'plan' } as never } },
    );
  };
  await app.register(widgetRoutes, { prefix: '/api/widgets' });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('serve (an admin endpoint)', () => {
  it('declares the access level and the schema keys in the usual order', () => {
    const post = routes.find((route) => route.url === '/api/things/:id')!;
    expect(post).toMatchObject({ method: 'POST', auth: 'admin' });
    expect(post.schemaKeys).toEqual(['tags', 'summary', 'params', 'body', 'response']);
    expect(post.statuses).toEqual(['201', '400', '401', '403', '404', '409', '429', '500']);
  });

  it('hands the parsed request and the admin to the function, and envelopes its filtered answer', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/things/7', payload: { name: 'Box' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: { thing: { id: 7, name: 'Box by admin@example.com at /api/things/7' } },
      success: true,
    });
  });

  it('sends an answer the function sent itself once, with no "already sent" warning', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/widgets/counted' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { count: 7 } });
    // The warning is logged after the answer has gone: let the handler's promise settle first.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.join('')).not.toContain('already sent');
  });

  it('answers 200 by default', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/things' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { count: 2 }, success: true });
  });
});

describe('serve (a declared endpoint)', () => {
  it('registers the declared path inside its plugin, with the declared access, tags and schemas', () => {
    const route = routes.find((entry) => entry.url === '/api/widgets/:id')!;
    expect(route).toMatchObject({ method: 'PATCH', auth: 'user' });
    expect(route.schemaKeys).toEqual(['tags', 'summary', 'params', 'querystring', 'body', 'response']);
  });

  it('hands the parsed request and the signed-in user to the function, and envelopes its filtered answer', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/widgets/3?dryRun=yes',
      payload: { name: 'Cog' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { widget: { id: 3, name: 'Cog for admin-1 (yes)' } },
      success: true,
    });
  });

  it("hands the function the reply, so it can forward the auth library's cookies, and the caller's session", async () => {
    const signedIn = await app.inject({ method: 'POST', url: '/api/widgets/sign-in' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ data: { signedIn: true }, success: true });
    expect(signedIn.headers['set-cookie']).toEqual([
      'app.session_token=abc; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
      'signed_in=1; Max-Age=60; Path=/; SameSite=Lax',
    ]);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/widgets/sign-in',
      headers: { 'x-anonymous': '1' },
    });
    expect(anonymous.json()).toEqual({ data: { signedIn: false }, success: true });
    const mine = await app.inject({ method: 'GET', url: '/api/widgets/mine' });
    expect(mine.json()).toEqual({ data: { session: 's', impersonated: false }, success: true });
  });

  it('answers 201 or 200 as the function chooses, both documented, with the description', async () => {
    const route = routes.find((entry) => entry.url === '/api/widgets/join')!;
    expect(route).toMatchObject({
      method: 'POST',
      auth: 'public',
      description: 'A new member: 201; an old one: 200.',
    });
    expect(route.schemaKeys).toEqual(['tags', 'summary', 'description', 'body', 'response']);
    expect(route.statuses).toEqual(['200', '201', '400', '401', '403', '404', '409', '429', '500']);
    const first = await app.inject({ method: 'POST', url: '/api/widgets/join', payload: { name: 'Ada' } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ data: { name: 'Ada' }, success: true });
    const again = await app.inject({ method: 'POST', url: '/api/widgets/join', payload: { name: 'Ada' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { name: 'Ada' }, success: true });
  });

  it('documents the extra error statuses a declaration names, after the standard ones', () => {
    const route = routes.find((entry) => entry.url === '/api/widgets/pay')!;
    expect(route.statuses).toEqual(['200', '400', '401', '403', '404', '409', '429', '500', '503']);
  });

  it("adds the server's own route options, never over the declared access", () => {
    const route = routes.find((entry) => entry.url === '/api/widgets/mine')!;
    expect(route.config).toMatchObject({ auth: 'user', sessionColumns: { plan: 'plan' } });
  });

  it('stops start-up when an endpoint is served inside a plugin for another prefix', async () => {
    const elsewhere: FastifyPluginAsync = async (plugin) =>
      serve(plugin, widgets.elsewhere, async () => ({}));
    const other = Fastify();
    other.setValidatorCompiler(validatorCompiler);
    other.setSerializerCompiler(serializerCompiler);
    await expect(other.register(elsewhere, { prefix: '/api/widgets' })).rejects.toThrow(
      'GET /api/gadgets is served inside the plugin for /api/widgets',
    );
    await other.close();
  });

  it('serves a declared CSV download under its file name, recorded as an export by the admin', async () => {
    const route = routes.find((entry) => entry.url === '/api/widgets/export')!;
    expect(route).toMatchObject({ method: 'GET', auth: 'admin' });
    expect(route.schemaKeys).toEqual(['tags', 'summary', 'querystring', 'produces']);
    const response = await app.inject({ method: 'GET', url: '/api/widgets/export?q=cog' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="widgets-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toBe('name\ncog\n');
    expect(written.at(-1)).toMatchObject({
      eventType: 'sensitive_data_access',
      actorId: 'admin-1',
      metadata: { export: 'widgets', filters: { q: 'cog' } },
    });
  });
});
