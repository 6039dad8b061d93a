/**
 * The public pages, rendered on the server for signed-out visitors (declared in
 * src/shared/contracts/pages.ts): the web app's own components with their first view, data and
 * head, in the visitor's language, cached per address, language and content version. A visitor
 * with a session gets the app shell, as do the app's other pages; a path no page has answers 404
 * with the rendered not-found page.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brand } from '../../../shared/brand.ts';
import { pageEndpoints } from '../../../shared/contracts/pages.ts';
import {
  isLocale,
  LANGUAGE_PARAM,
  LOCALE_COOKIE,
  type Locale,
  PSEUDO_LOCALE,
} from '../../../shared/i18n/locales.ts';
import type { ServerRenderer } from '../../../shared/server-render.ts';
import { mayBeSignedIn } from '../../http/auth-cookies.ts';
import { isNotModified } from '../../http/etag.ts';
import { requestLocale } from '../../http/locale.ts';
import { createPageCache } from '../../http/page-cache.ts';
import { serveRaw } from '../../http/route-kit-raw.ts';
import type { PageContent } from '../../http/web.ts';
import { headTags } from './head-tags.ts';
import { injectFetch } from './inject-fetch.ts';
import { chooseEncoding, type Encodings, encodeAll } from './precompressed.ts';

/**
 * A rendered page (its HTML kept as bytes, compressed too: a hit sends them as they are), or
 * null for an address the browser renders (the app shell).
 */
export type RenderedDocument = { status: number; html: Encodings; etag: string } | null;

export interface PublicPagesDeps {
  renderer: ServerRenderer | undefined;
  baseUrl: string;
  renderPage: (content: PageContent) => Promise<string>;
  sendShell: (reply: FastifyReply, status?: number) => Promise<unknown>;
  /** The content's version (content/content-version.ts): rendered pages are kept while it stays. */
  readContentVersion: () => Promise<number>;
  /** Drops this instance's public API caches (the cache bus's local half). */
  dropLocalCaches: () => void;
  /** After a post's page is served: its view, counted as the client's read of it once was. */
  countPostView?: (slug: string, request: FastifyRequest) => Promise<void>;
}

const PAGES = [
  pageEndpoints.home,
  pageEndpoints.pricing,
  pageEndpoints.faq,
  pageEndpoints.changelog,
  pageEndpoints.contact,
  pageEndpoints.waitlist,
  pageEndpoints.signIn,
  pageEndpoints.signUp,
  pageEndpoints.blog,
] as const;

/**
 * The language a page is rendered in, or undefined for a page the browser must render: `?lang=`
 * or the saved choice naming a language the server has not (the pseudo-language of the
 * translation tests).
 */
function renderLocale(request: FastifyRequest): Locale | undefined {
  const asked = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  if (asked !== undefined) return typeof asked === 'string' && isLocale(asked) ? asked : undefined;
  // The pseudo-language, once chosen, is kept in the same cookie as a language.
  if (request.headers.cookie?.includes(`${LOCALE_COOKIE}=${PSEUDO_LOCALE}`)) return undefined;
  return requestLocale(request);
}

export function createPublicPages(app: FastifyInstance, deps: PublicPagesDeps) {
  const { renderer } = deps;
  // Rendered documents by address and language, while the content version stays the same. A new
  // version first drops this instance's public API caches, so the next render cannot read what
  // the Redis bus has not cleared yet.
  const cache = createPageCache<RenderedDocument>({
    readVersion: deps.readContentVersion,
    onNewVersion: deps.dropLocalCaches,
    onVersionError: (error) => app.log.warn({ err: error }, 'page cache: the content version is unreadable'),
    sizeOf: (page) =>
      page ? page.html.identity.byteLength + page.html.br.byteLength + page.html.gzip.byteLength : 0,
  });

  async function render(request: FastifyRequest, locale: Locale): Promise<RenderedDocument> {
    if (!renderer) throw new Error('no server renderer');
    const url = request.url;
    const visitor = { ip: request.ip, userAgent: request.headers['user-agent'], locale };
    const page = await renderer.render({
      url,
      locale,
      baseUrl: deps.baseUrl,
      fetch: injectFetch(app, visitor),
    });
    if (!page) return null;
    const path = url.split('?')[0] ?? '/';
    const html = Buffer.from(
      await deps.renderPage({
        lang: locale,
        title: page.head.title,
        description: page.head.description,
        head: headTags(deps.baseUrl, brand.name, { path, locale, head: page.head }),
        body: page.html,
        data: page.data,
      }),
    );
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    return { status: page.status, html: encodeAll(html), etag };
  }

  /** The page for a signed-out visitor, rendered (or from the cache); the shell for everyone else. */
  async function servePage(request: FastifyRequest, reply: FastifyReply, fallbackStatus = 200) {
    const locale = renderer && !mayBeSignedIn(request) ? renderLocale(request) : undefined;
    if (!locale) return deps.sendShell(reply, fallbackStatus);
    let page: RenderedDocument;
    try {
      page = await cache.get(`${locale} ${request.url}`, () => render(request, locale));
    } catch (error) {
      // The browser can still render the page: a rendering bug costs the visitor speed, not the page.
      request.log.error({ err: error }, 'server rendering failed');
      return deps.sendShell(reply, fallbackStatus);
    }
    if (!page) return deps.sendShell(reply, fallbackStatus);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
      .header('etag', page.etag);
    if (page.status === 200 && isNotModified(request, page.etag)) return reply.code(304).send();
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.html[encoding]);
  }

  return {
    register() {
      for (const endpoint of PAGES)
        serveRaw(app, endpoint, ({ request, reply }) => servePage(request, reply));
      serveRaw(app, pageEndpoints.blogPost, async ({ params, request, reply }) => {
        const sent = await servePage(request, reply);
        if (reply.statusCode === 200 || reply.statusCode === 304)
          await deps.countPostView?.(params.slug, request);
        return sent;
      });
    },
    /**
     * A GET no route answers: the rendered not-found page (404) for a signed-out visitor, when
     * no page of the web app has that address either; the app's own pages (the account, the
     * organizations) are the browser's to render.
     */
    async fallback(request: FastifyRequest, reply: FastifyReply) {
      return servePage(request, reply, 200);
    },
  };
}
