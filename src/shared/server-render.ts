/**
 * The contract between the server and the web app's server renderer (src/web/ssr/entry-server.tsx,
 * built by `vite build --ssr` beside the web app): what the server asks for and what it gets back.
 * The server writes the head tags and the page itself (src/server/features/public-pages).
 */
import type { Locale } from './i18n/locales.ts';

export interface RenderRequest {
  /** The page's path and query, as the visitor asked for it. */
  url: string;
  locale: Locale;
  /** The site's public address (BASE_URL), for absolute links in structured data. */
  baseUrl: string;
  /** Answers the page's API requests in the server's own process (the renderer has no network). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

export interface RenderedPage {
  /** 200, or 404 for a path no page has and a post that does not exist. */
  status: number;
  /** The markup for <div id="root">. */
  html: string;
  /** The JSON for <script type="application/json" id="ssr-data"> (already safe inside a script). */
  data: string;
  head: PageHead;
}

/** What a page's head says; the server turns it into tags. */
export interface PageHead {
  /** The document's <title> (the site's name once). */
  title: string;
  /** The page's own title, for link previews (og:title, twitter:title), which name the site apart. */
  shareTitle: string;
  description?: string;
  /** Open Graph's type: an article for a post. */
  type: 'website' | 'article';
  /** The preview image: a post's featured image or card; else the site's card. */
  image?: string;
  article?: { publishedTime?: string; author?: string; tags: string[] };
  /** A blog page links the feed. */
  feed?: boolean;
  /** schema.org objects, each written as <script type="application/ld+json">. */
  structuredData: object[];
}

/** The renderer module's shape (dist/web-ssr/entry-server.js). */
export interface ServerRenderer {
  /** The page, or null for an address that is one of the app's pages the browser renders (the account). */
  render(request: RenderRequest): Promise<RenderedPage | null>;
}
