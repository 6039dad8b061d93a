/**
 * A rendered page's head as tags: the canonical URL, Open Graph and Twitter cards, an article's
 * facts, the blog's feed and the structured data (JSON-LD). The page's <title> and description
 * are the shell's own elements, set by http/web.ts.
 */

import { scriptSafeJson } from '../../../shared/script-json.ts';
import type { PageHead } from '../../../shared/server-render.ts';
import { escapeXml } from '../../content/html.ts';

export function headTags(
  baseUrl: string,
  appName: string,
  page: { path: string; locale: string; head: PageHead },
): string {
  const { head } = page;
  const url = `${baseUrl}${page.path}`;
  const description = head.description ?? '';
  const tags = [
    `<link rel="canonical" href="${escapeXml(url)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:site_name" content="${escapeXml(appName)}" />`,
    `<meta property="og:title" content="${escapeXml(head.shareTitle)}" />`,
    `<meta property="og:description" content="${escapeXml(description)}" />`,
    `<meta property="og:url" content="${escapeXml(url)}" />`,
    `<meta property="og:locale" content="${escapeXml(page.locale)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeXml(head.shareTitle)}" />`,
    `<meta name="twitter:description" content="${escapeXml(description)}" />`,
  ];
  if (head.image) {
    const image = escapeXml(head.image);
    tags.push(
      `<meta property="og:image" content="${image}" />`,
      `<meta name="twitter:image" content="${image}" />`,
    );
  }
  if (head.feed) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeXml(appName)} blog" href="${escapeXml(`${baseUrl}/blog/rss.xml`)}" />`,
    );
  }
  const article = head.article;
  if (article?.publishedTime)
    tags.push(`<meta property="article:published_time" content="${escapeXml(article.publishedTime)}" />`);
  if (article?.author) tags.push(`<meta name="author" content="${escapeXml(article.author)}" />`);
  for (const tag of article?.tags ?? [])
    tags.push(`<meta property="article:tag" content="${escapeXml(tag)}" />`);
  for (const data of head.structuredData)
    tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return tags.map((tag) => `    ${tag}`).join('\n');
}
