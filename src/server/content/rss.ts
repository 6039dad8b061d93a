/**
 * An RSS 2.0 document around items already rendered as `<item>` elements (the blog's and the
 * changelog's feeds). Feed readers resolve nothing against the site: links must be absolute.
 */
import { escapeXml } from './html.ts';

const NAMESPACES = {
  content: 'http://purl.org/rss/1.0/modules/content/',
  dc: 'http://purl.org/dc/elements/1.1/',
};

export interface RssChannel {
  title: string;
  /** The site page the feed follows. */
  link: string;
  description: string;
  /** The feed's own URL. */
  selfUrl: string;
  /** When the newest item was published; none for an empty feed. */
  lastBuildDate?: Date | undefined;
  /** Namespaces the items use besides Atom's: `content:encoded`, `dc:creator`. */
  namespaces?: Array<keyof typeof NAMESPACES>;
}

export function rssDocument(channel: RssChannel, items: string[]): string {
  const xmlns = [
    'xmlns:atom="http://www.w3.org/2005/Atom"',
    ...(channel.namespaces ?? []).map((prefix) => `xmlns:${prefix}="${NAMESPACES[prefix]}"`),
  ].join(' ');
  const lastBuild = channel.lastBuildDate
    ? `<lastBuildDate>${channel.lastBuildDate.toUTCString()}</lastBuildDate>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" ${xmlns}>
<channel><title>${escapeXml(channel.title)}</title><link>${escapeXml(channel.link)}</link><description>${escapeXml(channel.description)}</description><language>en</language><atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml" />${lastBuild}
${items.join('\n')}
</channel></rss>`;
}
