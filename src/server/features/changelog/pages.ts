/**
 * /changelog/rss.xml: the public entries as RSS 2.0, newest version first, with absolute links
 * (feed readers resolve nothing against the site), as the blog's feed in blog/pages.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../content/html.ts';
import type { ChangelogService } from './service.ts';

const FEED_SIZE = 50;
const xml = (value: string) => escapeHtml(value);
const absoluteLinks = (baseUrl: string, html: string) =>
  html.replace(/\b(href|src)="\/(?!\/)/g, (_match, attribute: string) => `${attribute}="${baseUrl}/`);

const TYPE_LABELS: Record<string, string> = {
  feature: 'Feature',
  bugfix: 'Bug fix',
  improvement: 'Improvement',
  breaking: 'Breaking change',
};

export const changelogPageRoutes: FastifyPluginAsync<{
  service: ChangelogService;
  baseUrl: string;
  appName: string;
}> = async (app, { service, baseUrl, appName }) => {
  app.get(
    '/changelog/rss.xml',
    { config: { auth: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const entries = await service.publicFeed(FEED_SIZE);
      const items = entries
        .map((entry) => {
          const url = `${baseUrl}/changelog#v${entry.version}`;
          return `<item><title>${xml(`${entry.version}: ${entry.title}`)}</title><link>${xml(url)}</link><guid isPermaLink="false">${xml(`${baseUrl}/changelog/${entry.id}`)}</guid><pubDate>${new Date(entry.publishedAt).toUTCString()}</pubDate><category>${xml(TYPE_LABELS[entry.type] ?? entry.type)}</category><description>${xml(absoluteLinks(baseUrl, entry.contentHtml))}</description></item>`;
        })
        .join('\n');
      const newest = entries.reduce<string | undefined>(
        (latest, entry) => (!latest || entry.publishedAt > latest ? entry.publishedAt : latest),
        undefined,
      );
      const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel><title>${xml(appName)} changelog</title><link>${xml(`${baseUrl}/changelog`)}</link><description>${xml(`What is new in ${appName}.`)}</description><language>en</language><atom:link href="${xml(`${baseUrl}/changelog/rss.xml`)}" rel="self" type="application/rss+xml" />${newest ? `<lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : ''}
${items}
</channel></rss>`;
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(body);
    },
  );
};
