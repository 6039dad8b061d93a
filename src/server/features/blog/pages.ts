/**
 * The blog for crawlers and link previews, rendered on the server: /blog/{slug} arrives with its
 * title, description, canonical URL, Open Graph / Twitter tags, JSON-free structured head and the
 * article itself; /blog lists the latest posts as links; /blog/rss.xml and /sitemap.xml are feeds.
 * The client app then renders the same pages interactively.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { PostDetailOut, PostOut } from '../../../shared/contracts/blog.ts';
import { absoluteLinks, escapeHtml, escapeXml } from '../../content/html.ts';
import { AppError } from '../../http/errors.ts';
import type { PageContent } from '../../http/web.ts';
import type { BlogService } from './service.ts';

const FEED_SIZE = 50;
const SITEMAP_SIZE = 5000;

const absolute = (baseUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${baseUrl}${url}`);

function articleHead(baseUrl: string, appName: string, post: PostDetailOut): string {
  const url = `${baseUrl}/blog/${post.slug}`;
  const title = post.seoTitle || post.title;
  const description = post.seoDescription || post.excerpt;
  const tags = [
    `<link rel="canonical" href="${escapeXml(url)}" />`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeXml(appName)} blog" href="${escapeXml(`${baseUrl}/blog/rss.xml`)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${escapeXml(appName)}" />`,
    `<meta property="og:title" content="${escapeXml(title)}" />`,
    `<meta property="og:description" content="${escapeXml(description)}" />`,
    `<meta property="og:url" content="${escapeXml(url)}" />`,
    `<meta name="twitter:card" content="${post.featuredImage ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeXml(title)}" />`,
    `<meta name="twitter:description" content="${escapeXml(description)}" />`,
  ];
  if (post.publishedAt) tags.push(`<meta property="article:published_time" content="${post.publishedAt}" />`);
  if (post.author) tags.push(`<meta name="author" content="${escapeXml(post.author.name)}" />`);
  for (const tag of post.tags) tags.push(`<meta property="article:tag" content="${escapeXml(tag.name)}" />`);
  if (post.featuredImage) {
    const image = escapeXml(absolute(baseUrl, post.featuredImage));
    tags.push(
      `<meta property="og:image" content="${image}" />`,
      `<meta name="twitter:image" content="${image}" />`,
    );
  }
  return tags.map((tag) => `    ${tag}`).join('\n');
}

function articleBody(post: PostDetailOut): string {
  const byline = [post.author?.name, post.publishedAt?.slice(0, 10), `${post.readingTimeMinutes} min read`]
    .filter(Boolean)
    .map((part) => escapeHtml(String(part)))
    .join(' · ');
  return `<main><article><h1>${escapeHtml(post.title)}</h1><p>${byline}</p>${post.contentHtml}</article></main>`;
}

function listBody(posts: PostOut[]): string {
  const items = posts
    .map(
      (post) =>
        `<li><a href="/blog/${encodeURIComponent(post.slug)}">${escapeHtml(post.title)}</a><p>${escapeHtml(post.excerpt)}</p></li>`,
    )
    .join('');
  return `<main><h1>Blog</h1><ul>${items}</ul></main>`;
}

export const blogPageRoutes: FastifyPluginAsync<{
  service: BlogService;
  baseUrl: string;
  appName: string;
  renderPage: (content: PageContent) => Promise<string>;
}> = async (app, { service, baseUrl, appName, renderPage }) => {
  const config = { auth: 'public' as const };
  const schema = { hide: true };

  const sendPage = async (reply: FastifyReply, content: PageContent, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await renderPage(content));

  app.get('/blog', { config, schema }, async (_request, reply) => {
    const { posts } = await service.list({ page: 1, limit: 20, order: 'desc' }, undefined);
    return sendPage(reply, {
      title: `Blog · ${appName}`,
      description: `News, guides and release notes from ${appName}.`,
      head: [
        `    <link rel="canonical" href="${escapeXml(`${baseUrl}/blog`)}" />`,
        `    <link rel="alternate" type="application/rss+xml" title="${escapeXml(appName)} blog" href="${escapeXml(`${baseUrl}/blog/rss.xml`)}" />`,
      ].join('\n'),
      body: listBody(posts),
    });
  });

  app.get<{ Params: { slug: string } }>('/blog/:slug', { config, schema }, async (request, reply) => {
    const { slug } = request.params;
    let post: PostDetailOut;
    try {
      // The page load is the view: the client's own fetch of the post then counts again, so the
      // crawler-facing render reads without counting (admins preview drafts in the app instead).
      post = await service.getPublicBySlug(slug);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        return sendPage(reply, { title: `Not found · ${appName}` }, 404);
      }
      throw error;
    }
    return sendPage(reply, {
      title: `${post.seoTitle || post.title} · ${appName}`,
      description: post.seoDescription || post.excerpt,
      head: articleHead(baseUrl, appName, post),
      body: articleBody(post),
    });
  });

  async function sendFeed(reply: FastifyReply) {
    const posts = await service.publicFeed(FEED_SIZE);
    const items = posts
      .map((post) => {
        const url = `${baseUrl}/blog/${post.slug}`;
        const categories = [...post.categories, ...post.tags]
          .map((item) => `<category>${escapeXml(item.name)}</category>`)
          .join('');
        return `<item><title>${escapeXml(post.title)}</title><link>${escapeXml(url)}</link><guid isPermaLink="true">${escapeXml(url)}</guid><pubDate>${new Date(post.publishedAt!).toUTCString()}</pubDate>${post.author ? `<dc:creator>${escapeXml(post.author.name)}</dc:creator>` : ''}${categories}<description>${escapeXml(post.excerpt)}</description><content:encoded>${escapeXml(absoluteLinks(baseUrl, post.contentHtml))}</content:encoded></item>`;
      })
      .join('\n');
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>${escapeXml(appName)} blog</title><link>${escapeXml(`${baseUrl}/blog`)}</link><description>${escapeXml(`News, guides and release notes from ${appName}.`)}</description><language>en</language><atom:link href="${escapeXml(`${baseUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />${posts[0] ? `<lastBuildDate>${new Date(posts[0].publishedAt!).toUTCString()}</lastBuildDate>` : ''}
${items}
</channel></rss>`;
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body);
  }

  app.get('/blog/rss.xml', { config, schema }, async (_request, reply) => sendFeed(reply));

  app.get('/sitemap.xml', { config, schema }, async (_request, reply) => {
    const posts = await service.sitemapEntries(SITEMAP_SIZE);
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
