/**
 * The blog's feeds, rendered on the server: /blog/rss.xml and /sitemap.xml (declared in
 * src/shared/contracts/pages.ts), and the view a post's page counts. The pages themselves are the
 * web app's, rendered by features/public-pages.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { pageEndpoints } from '../../../shared/contracts/pages.ts';
import { absoluteLinks, escapeXml } from '../../content/html.ts';
import { serveRaw } from '../../http/route-kit-raw.ts';
import { sendRss } from '../../http/rss.ts';
import { countPageView } from './articles.ts';
import type { BlogDeps } from './deps.ts';
import { publicFeed, sitemapEntries } from './feeds.ts';
import { visitorOf } from './public-routes.ts';

const FEED_SIZE = 50;
const SITEMAP_SIZE = 5000;

/** Counts the view of a post's page for its visitor (once per 30 minutes, as every read). */
export const postPageViews = (deps: BlogDeps) => (slug: string, request: FastifyRequest) =>
  countPageView(deps, slug, visitorOf(request));

export const blogPageRoutes: FastifyPluginAsync<{
  deps: BlogDeps;
  baseUrl: string;
  appName: string;
}> = async (app, { deps, baseUrl, appName }) => {
  async function sendFeed(reply: FastifyReply) {
    const posts = await publicFeed(deps, FEED_SIZE);
    const items = posts.map((post) => {
      const url = `${baseUrl}/blog/${post.slug}`;
      const categories = [...post.categories, ...post.tags]
        .map((item) => `<category>${escapeXml(item.name)}</category>`)
        .join('');
      return `<item><title>${escapeXml(post.title)}</title><link>${escapeXml(url)}</link><guid isPermaLink="true">${escapeXml(url)}</guid><pubDate>${new Date(post.publishedAt!).toUTCString()}</pubDate>${post.author ? `<dc:creator>${escapeXml(post.author.name)}</dc:creator>` : ''}${categories}<description>${escapeXml(post.excerpt)}</description><content:encoded>${escapeXml(absoluteLinks(baseUrl, post.contentHtml))}</content:encoded></item>`;
    });
    return sendRss(reply, {
      title: `${appName} blog`,
      link: `${baseUrl}/blog`,
      description: `News, guides and release notes from ${appName}.`,
      selfUrl: `${baseUrl}/blog/rss.xml`,
      lastBuildDate: posts[0]?.publishedAt ?? undefined,
      namespaces:
        ' xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"',
      items,
    });
  }

  serveRaw(app, pageEndpoints.blogFeed, async ({ reply }) => sendFeed(reply));

  serveRaw(app, pageEndpoints.sitemap, async ({ reply }) => {
    const posts = await sitemapEntries(deps, SITEMAP_SIZE);
    const staticPages = ['/', '/blog', '/pricing', '/faq', '/changelog', '/contact', '/waitlist'];
    const urls = [
      ...staticPages.map((page) => `<url><loc>${escapeXml(`${baseUrl}${page}`)}</loc></url>`),
      ...posts.map(
        (post) =>
          `<url><loc>${escapeXml(`${baseUrl}/blog/${post.slug}`)}</loc><lastmod>${post.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>`,
      );
  });
};
