/**
 * GET /og/blog/{slug}.png and GET /og/default.png, declared in src/shared/contracts/pages.ts.
 * Link previews fetch them rarely but crawlers revalidate: each answer carries its ETag and a
 * matching If-None-Match is a 304 before anything is drawn.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { pageEndpoints } from '../../../shared/contracts/pages.ts';
import { isNotModified } from '../../http/etag.ts';
import { serveRaw } from '../../http/route-kit-raw.ts';
import { type Card, defaultCard, postCard } from './cards.ts';
import type { SocialCardDeps } from './deps.ts';

async function sendCard(reply: FastifyReply, card: Card) {
  // Five minutes fresh, then revalidated: an edited post's card shows within that time.
  reply.header('etag', card.etag).header('cache-control', 'public, max-age=300');
  if (isNotModified(reply.request, card.etag)) return reply.code(304).send();
  return reply.type('image/png').send(await card.png());
}

export const socialCardRoutes: FastifyPluginAsync<{ deps: SocialCardDeps }> = async (app, { deps }) => {
  serveRaw(app, pageEndpoints.postCard, async ({ params, reply }) =>
    sendCard(reply, await postCard(deps, params.slug)),
  );
  serveRaw(app, pageEndpoints.defaultCard, async ({ reply }) => sendCard(reply, defaultCard(deps)));
};
