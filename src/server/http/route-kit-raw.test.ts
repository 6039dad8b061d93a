import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../../shared/contracts/endpoint.ts';
import { serveRaw } from './route-kit-raw.ts';

const files = endpoints(
  { access: 'user', tags: ['files'] },
  {
    download: {
      raw: true,
      method: 'GET',
      path: '/api/files/:id',
      summary: 'A file as it was uploaded',
      params: z.object({ id: z.coerce.number().int() }),
      produces: ['text/plain'],
    },
    feed: { raw: true, hide: true, access: 'public', method: 'GET', path: '/feed.xml', summary: 'A feed' },
    privatePage: { raw: true, hide: true, method: 'GET', path: '/private', summary: 'Not for everyone' },
    shownPage: { raw: true, access: 'public', method: 'GET', path: '/shown', summary: 'In the reference' },
  },
);

function newApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('session', null);
  return app;
}

let app: FastifyInstance;
const routes: Array<{ url: string; config: unknown; schema: Record<string, unknown> }> = [];

beforeAll(async () => {
  app = newApp();
  // The real guard checks `config.auth`; here every caller is a signed-in user.
  app.addHook('onRequest', async (request) => {
    request.session = {
      id: 's',
      user: { id: 'user-1', email: 'u@example.com', role: 'user' },
      via: 'cookie',
      impersonatedBy: null,
    } as never;
  });
  app.addHook('onRoute', (route) => {
    routes.push({
      url: route.url,
      config: route.config,
      schema: (route.schema ?? {}) as Record<string, unknown>,
    });
  });
  const fileRoutes: FastifyPluginAsync = async (plugin) =>
    serveRaw(plugin, files.download, async (call) =>
      call.reply.type('text/plain').send(`file ${call.params.id + 1} for ${call.user.id}`),
    );
  await app.register(fileRoutes, { prefix: '/api/files' });
  serveRaw(app, files.feed, async (call) => call.reply.type('application/rss+xml').send('<rss/>'));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('serveRaw', () => {
  it('registers the declared path with its access, parsed params and content types', () => {
    const route = routes.find((entry) => entry.url === '/api/files/:id')!;
    expect(route.config).toMatchObject({ auth: 'user' });
    expect(Object.keys(route.schema)).toEqual(['tags', 'summary', 'params', 'produces']);
    expect(route.schema.produces).toEqual(['text/plain']);
  });

  it('lets the function send its own answer, not enveloped, with the parsed request and the user', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/files/41' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('file 42 for user-1');
  });

  it('refuses a request its declared params do not accept with 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/files/not-a-number' });
    expect(response.statusCode).toBe(400);
  });

  it('serves a public page outside /api, hidden from the API reference', async () => {
    expect(routes.find((entry) => entry.url === '/feed.xml')?.schema).toMatchObject({ hide: true });
    const response = await app.inject({ method: 'GET', url: '/feed.xml' });
    expect(response.body).toBe('<rss/>');
  });

  it.each([
    ['not public', files.privatePage],
    ['not hidden', files.shownPage],
  ])('stops start-up for a page outside /api that is %s (the guard checks /api only)', (_why, endpoint) => {
    expect(() => serveRaw(newApp(), endpoint, async () => undefined)).toThrow(
      'a page outside /api is declared public and hidden',
    );
  });
});
