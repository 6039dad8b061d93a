/**
 * The blog for crawlers and link previews, rendered on the server: /blog/{slug} arrives with its
 * title, description, canonical URL, Open Graph / Twitter tags, JSON-free structured head and the
 * article itself; /blog lists the latest posts as links; /blog/rss.xml and /sitemap.xml are feeds.
 * The client app then renders the same pages interactively. Declared in src/shared/contracts/pages.ts.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { PostDetailOut } from '../../../shared/contracts/blog.ts';
import { pageEndpoints } from '../../../shared/contracts/pages.ts';
import { pageTitle } from '../../../shared/page-title.ts';
import { absoluteLinks, escapeXml } from '../../content/html.ts';
import { AppError } from '../../core/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { serveRaw } from '../../http/route-kit-raw.ts';
import { sendRss } from '../../http/rss.ts';
import type { PageContent } from '../../http/web.ts';
import { translator } from '../../i18n/messages.ts';
import { publicArticle } from './articles.ts';
import type { BlogDeps } from './deps.ts';
import { publicFeed, sitemapEntries } from './feeds.ts';
import { articleBody, articleHead, listBody, listHead } from './page-html.ts';
import { listPosts } from './posts.ts';

const FEED_SIZE = 50;
const SITEMAP_SIZE = 5000;

export const blogPageRoutes: FastifyPluginAsync<{
  deps: BlogDeps;
  baseUrl: string;
  appName: string;
  renderPage: (content: PageContent) => Promise<string>;
}> = async (app, { deps, baseUrl, appName, renderPage }) => {
  const sendPage = async (reply: FastifyReply, content: PageContent, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(await renderPage(content));

  // The pages' own words follow the request's language (saved choice, cookie, Accept-Language);
  // posts stay as written. Caches must keep one copy per language.
  serveRaw(app, pageEndpoints.blog, async ({ request, reply }) => {
    const lang = requestLocale(request);
    const t = translator(lang);
    const { posts } = await listPosts(deps, { page: 1, limit: 20, order: 'desc' }, undefined);
    const title = pageTitle(t('server-pages.blog.title'), appName);
    const description = t('server-pages.blog.description', { appName });
    return sendPage(reply, {
      lang,
      title,
      description,
      head: listHead(baseUrl, appName, title, description),
      body: listBody(posts, t),
    });
  });

  serveRaw(app, pageEndpoints.blogPost, async ({ params, request, reply }) => {
    const { slug } = params;
    const lang = requestLocale(request);
    const t = translator(lang);
    let post: PostDetailOut;
    try {
      // The page load is the view: the client's own fetch of the post then counts again, so the
      // crawler-facing render reads without counting (admins preview drafts in the app instead).
      post = await publicArticle(deps, slug);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        return sendPage(reply, { lang, title: pageTitle(t('server-pages.notFound.title'), appName) }, 404);
      }
      throw error;
    }
    return sendPage(reply, {
      lang,
      title: pageTitle(post.seoTitle || post.title, appName),
      description: post.seoDescription || post.excerpt,
      head: articleHead(baseUrl, appName, post),
      body: articleBody(post, t, lang),
    });
  });

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
