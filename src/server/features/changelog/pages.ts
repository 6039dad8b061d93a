/**
 * /changelog/rss.xml: the public entries as RSS 2.0, newest version first, with absolute links
 * (feed readers resolve nothing against the site), as the blog's feed in blog/pages.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { absoluteLinks, escapeXml } from '../../content/html.ts';
import type { ChangelogDeps } from './deps.ts';
import { publicFeedEntries } from './entries.ts';

const FEED_SIZE = 50;

const TYPE_LABELS: Record<string, string> = {
  feature: 'Feature',
  bugfix: 'Bug fix',
  improvement: 'Improvement',
  breaking: 'Breaking change',
};

export const changelogPageRoutes: FastifyPluginAsync<{
  deps: ChangelogDeps;
  baseUrl: string;
  appName: string;
}> = async (app, { deps, baseUrl, appName }) => {
  app.get(
    '/changelog/rss.xml',
    { config: { auth: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const entries = await publicFeedEntries(deps, FEED_SIZE);
      const items = entries
        .map((entry) => {
          const url = `${baseUrl}/changelog#v${entry.version}`;
          return `<item><title>${escapeXml(`${entry.version}: ${entry.title}`)}</title><link>${escapeXml(url)}</link><guid isPermaLink="false">${escapeXml(`${baseUrl}/changelog/${entry.id}`)}</guid><pubDate>${new Date(entry.publishedAt).toUTCString()}</pubDate><category>${escapeXml(TYPE_LABELS[entry.type] ?? entry.type)}</category><description>${escapeXml(absoluteLinks(baseUrl, entry.contentHtml))}</description></item>`;
        })
        .join('\n');
      const newest = entries.reduce<string | undefined>(
        (latest, entry) => (!latest || entry.publishedAt > latest ? entry.publishedAt : latest),
        undefined,
      );
      const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel><title>${escapeXml(appName)} changelog</title><link>${escapeXml(`${baseUrl}/changelog`)}</link><description>${escapeXml(`What is new in ${appName}.`)}</description><language>en</language><atom:link href="${escapeXml(`${baseUrl}/changelog/rss.xml`)}" rel="self" type="application/rss+xml" />${newest ? `<lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : ''}
${items}
</channel></rss>`;
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(body);
    },
  );
};
