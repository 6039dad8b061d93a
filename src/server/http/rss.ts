/**
 * RSS 2.0 feeds (the blog's and the changelog's): the document around the items and how it is
 * sent, written once, so every feed has the same head, self link and caching.
 */
import type { FastifyReply } from 'fastify';
import { escapeXml } from '../content/html.ts';

export interface RssChannel {
  title: string;
  /** The page the feed belongs to, and the feed's own address. */
  link: string;
  selfUrl: string;
  description: string;
  /** When the newest item was published (ISO), if there is one. */
  lastBuildDate?: string | undefined;
  /** Namespace declarations the items use besides Atom (` xmlns:dc="…"`). */
  namespaces?: string;
  /** Each item as its `<item>…</item>` XML. */
  items: string[];
}

export function rssDocument(channel: RssChannel): string {
  const built = channel.lastBuildDate
    ? `<lastBuildDate>${new Date(channel.lastBuildDate).toUTCString()}</lastBuildDate>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"${channel.namespaces ?? ''}>
<channel><title>${escapeXml(channel.title)}</title><link>${escapeXml(channel.link)}</link><description>${escapeXml(channel.description)}</description><language>en</language><atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml" />${built}
${channel.items.join('\n')}
</channel></rss>`;
}

/** Sends a feed; readers poll, so shared caches may keep it five minutes. */
export const sendRss = (reply: FastifyReply, channel: RssChannel) =>
  reply
    .type('application/rss+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=300')
    .send(rssDocument(channel));
