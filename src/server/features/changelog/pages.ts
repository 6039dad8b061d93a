/**
 * /changelog/rss.xml: the public entries as RSS 2.0, newest version first, with absolute links
 * (feed readers resolve nothing against the site), as the blog's feed in blog/pages.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { pageEndpoints } from '../../../shared/contracts/pages.ts';
import { absoluteLinks, escapeXml } from '../../content/html.ts';
import { serveRaw } from '../../http/route-kit-raw.ts';
import { sendRss } from '../../http/rss.ts';
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
  serveRaw(app, pageEndpoints.changelogFeed, async ({ reply }) => {
    const entries = await publicFeedEntries(deps, FEED_SIZE);
    const newest = entries.reduce<string | undefined>(
      (latest, entry) => (!latest || entry.publishedAt > latest ? entry.publishedAt : latest),
      undefined,
    );
    return sendRss(reply, {
      title: `${appName} changelog`,
      link: `${baseUrl}/changelog`,
      selfUrl: `${baseUrl}/changelog/rss.xml`,
      description: `What is new in ${appName}.`,
      lastBuildDate: newest,
      items: entries.map((entry) => {
        const url = `${baseUrl}/changelog#v${entry.version}`;
        return `<item><title>${escapeXml(`${entry.version}: ${entry.title}`)}</title><link>${escapeXml(url)}</link><guid isPermaLink="false">${escapeXml(`${baseUrl}/changelog/${entry.id}`)}</guid><pubDate>${new Date(entry.publishedAt).toUTCString()}</pubDate><category>${escapeXml(TYPE_LABELS[entry.type] ?? entry.type)}</category><description>${escapeXml(absoluteLinks(baseUrl, entry.contentHtml))}</description></item>`;
      }),
    });
  });
};
