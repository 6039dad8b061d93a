/**
 * The HTML the server renders for crawlers and link previews: an article's head (canonical URL,
 * Open Graph and Twitter tags) and body, and the list of the latest posts as links.
 */
import type { PostDetailOut, PostOut } from '../../../shared/contracts/blog.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { escapeHtml, escapeXml } from '../../content/html.ts';
import type { Translate } from '../../i18n/messages.ts';
import { defaultCardUrl, postCardUrl } from '../social-cards/index.ts';

const absolute = (baseUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${baseUrl}${url}`);

export function articleHead(baseUrl: string, appName: string, post: PostDetailOut): string {
  const title = post.seoTitle || post.title;
  const description = post.seoDescription || post.excerpt;
  const tags = blogPageTags(baseUrl, appName, {
    path: `/blog/${post.slug}`,
    type: 'article',
    title,
    description,
  });
  tags.push(
    `<meta name="twitter:title" content="${escapeXml(title)}" />`,
    `<meta name="twitter:description" content="${escapeXml(description)}" />`,
  );
  if (post.publishedAt) tags.push(`<meta property="article:published_time" content="${post.publishedAt}" />`);
  if (post.author) tags.push(`<meta name="author" content="${escapeXml(post.author.name)}" />`);
  for (const tag of post.tags) tags.push(`<meta property="article:tag" content="${escapeXml(tag.name)}" />`);
  // Every post has a large image: its featured image, else its own card (features/social-cards).
  tags.push(
    ...imageTags(
      post.featuredImage ? absolute(baseUrl, post.featuredImage) : postCardUrl(baseUrl, post.slug),
    ),
  );
  return tags.map((tag) => `    ${tag}`).join('\n');
}

/** A page's preview image for Open Graph and Twitter. */
function imageTags(url: string): string[] {
  const image = escapeXml(url);
  return [
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
}

/** The head of the list of posts: canonical URL, the feed, and the site's card as its preview. */
export function listHead(baseUrl: string, appName: string, title: string, description: string): string {
  const tags = blogPageTags(baseUrl, appName, { path: '/blog', type: 'website', title, description });
  tags.push(...imageTags(defaultCardUrl(baseUrl)));
  return tags.map((tag) => `    ${tag}`).join('\n');
}

/** What every blog page's head says: its canonical URL, the feed, and its Open Graph card. */
function blogPageTags(
  baseUrl: string,
  appName: string,
  page: { path: string; type: 'article' | 'website'; title: string; description: string },
): string[] {
  const url = `${baseUrl}${page.path}`;
  return [
    `<link rel="canonical" href="${escapeXml(url)}" />`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeXml(appName)} blog" href="${escapeXml(`${baseUrl}/blog/rss.xml`)}" />`,
    `<meta property="og:type" content="${page.type}" />`,
    `<meta property="og:site_name" content="${escapeXml(appName)}" />`,
    `<meta property="og:title" content="${escapeXml(page.title)}" />`,
    `<meta property="og:description" content="${escapeXml(page.description)}" />`,
    `<meta property="og:url" content="${escapeXml(url)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
}

/** A publication date in the page's language ("Nov 24, 2026", "24.11.2026"), as stored (UTC). */
const publishedOn = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

export function articleBody(post: PostDetailOut, t: Translate, locale: Locale): string {
  const byline = [
    post.author?.name,
    post.publishedAt ? publishedOn(post.publishedAt, locale) : undefined,
    t('server-pages.blog.readingTime', { minutes: post.readingTimeMinutes }),
  ]
    .filter(Boolean)
    .map((part) => escapeHtml(String(part)))
    .join(' · ');
  return `<main><article><h1>${escapeHtml(post.title)}</h1><p>${byline}</p>${post.contentHtml}</article></main>`;
}

export function listBody(posts: PostOut[], t: Translate): string {
  const items = posts
    .map(
      (post) =>
        `<li><a href="/blog/${encodeURIComponent(post.slug)}">${escapeHtml(post.title)}</a><p>${escapeHtml(post.excerpt)}</p></li>`,
    )
    .join('');
  return `<main><h1>${escapeHtml(t('server-pages.blog.title'))}</h1><ul>${items}</ul></main>`;
}
