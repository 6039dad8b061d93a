/** GET /robots.txt, declared in src/shared/contracts/pages.ts. */
import type { FastifyPluginAsync } from 'fastify';
import { pageEndpoints } from '../../../shared/contracts/pages.ts';
import { serveRaw } from '../../http/route-kit-raw.ts';
import { robotsTxt } from './robots.ts';

export const robotsRoutes: FastifyPluginAsync<{ baseUrl: string }> = async (app, { baseUrl }) => {
  // The same text for every request: written once, when the app starts.
  const body = robotsTxt(baseUrl);
  serveRaw(app, pageEndpoints.robots, async ({ reply }) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body),
  );
};
