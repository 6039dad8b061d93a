/**
 * Serves the built web app (dist/web): hashed assets with long-lived caching, and index.html for
 * every other page (the client router takes over). /dashboard/admin and every page under it are
 * checked here, on the server, before anything is sent:
 *   signed out        → 302 to /sign-in?redirect=<the page>
 *   signed in, no admin → 403 with the app shell (which renders the 403 page)
 * Both outcomes, and each granted admin page load, are written to the security log. The pages
 * are declared in src/shared/contracts/pages.ts (public to the guard, which covers /api only).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brand } from '../../shared/brand.ts';
import { pageEndpoints } from '../../shared/contracts/pages.ts';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales.ts';
import { escapeHtml } from '../content/html.ts';
import type { SecurityLog } from '../core/security-log.ts';
import { resolveSession, type SessionProvider } from './auth-guard.ts';
import { withBootScript } from './boot-script.ts';
import { requestLocale } from './locale.ts';
import { requestMeta } from './request-meta.ts';
import { serveRaw } from './route-kit-raw.ts';

// A whole document, so server-rendered pages still carry their meta tags and content unbuilt.
const NOT_BUILT_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="" />
    <title>${escapeHtml(brand.name)}</title>
  </head>
  <body>
    <p>The web app is not built yet: run <code>npm run build</code>.</p>
    <div id="root"></div>
  </body>
</html>`;

export interface WebDeps {
  auth: SessionProvider;
  securityLog: SecurityLog;
  distDir: string;
}

/** What a server-rendered page puts into the shell before the client app takes over. */
export interface PageContent {
  title: string;
  description?: string;
  /** Extra elements for <head> (already escaped): canonical link, Open Graph, feeds. */
  head?: string;
  /** HTML for <div id="root"> (already escaped): what crawlers and link previews read. */
  body?: string;
  /** The page's language for <html lang> (the request's: see http/locale.ts); English when unset. */
  lang?: Locale;
  /**
   * A server-rendered page's data for hydration (src/web/lib/ssr-data.ts), already safe inside a
   * script element: sent as `<script type="application/json">`, which runs nothing.
   */
  data?: string;
}

/** The shell in a language: <html lang> is what the web app reads first, before any catalog loads. */
const withLang = (html: string, lang: Locale) =>
  html.replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`);

export function createWebApp(deps: WebDeps) {
  const root = path.resolve(deps.distDir);
  const indexPath = path.join(root, 'index.html');
  let indexHtml: string | undefined;

  async function shell(): Promise<string> {
    if (indexHtml) return indexHtml;
    if (!existsSync(indexPath)) return NOT_BUILT_HTML;
    indexHtml = await readFile(indexPath, 'utf8');
    return indexHtml;
  }

  async function sendShell(reply: FastifyReply, status = 200, cacheControl = 'no-cache') {
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', cacheControl)
      .header('vary', 'Accept-Language, Cookie')
      .send(withLang(await shell(), requestLocale(reply.request)));
  }

  async function adminPage(request: FastifyRequest, reply: FastifyReply) {
    const session = await resolveSession(deps.auth, request, reply);
    const meta = requestMeta(request);
    if (!session) {
      await deps.securityLog.write({
        eventType: 'permission_denied',
        description: `Anonymous visitor was sent to sign in from ${meta.requestPath}`,
        success: false,
        metadata: { page: meta.requestPath, requiredRole: 'admin' },
        meta,
      });
      const target = `/sign-in?redirect=${encodeURIComponent(request.url)}`;
      return reply.code(302).header('cache-control', 'no-store').redirect(target);
    }
    if (session.user.role !== 'admin') {
      await deps.securityLog.write({
        eventType: 'permission_denied',
        description: `${session.user.email} was refused the admin page ${meta.requestPath}`,
        userId: session.user.id,
        success: false,
        metadata: { page: meta.requestPath, requiredRole: 'admin' },
        meta,
      });
      return sendShell(reply, 403, 'no-store');
    }
    await deps.securityLog.write({
      eventType: 'admin_access',
      description: `${session.user.email} opened ${meta.requestPath}`,
      userId: session.user.id,
      metadata: { page: meta.requestPath },
      meta,
    });
    return sendShell(reply, 200, 'no-store');
  }

  /** The app shell with a page's title, description, head tags and pre-rendered content. */
  async function renderPage(content: PageContent): Promise<string> {
    // Painted before the web app loads: the boot script in the entry's place (src/web/boot.ts).
    let html = withBootScript(withLang(await shell(), content.lang ?? DEFAULT_LOCALE));
    // Replacer functions, not strings: a "$&" or "$'" in a post must stay text, not a pattern.
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(content.title)}</title>`);
    if (content.description !== undefined) {
      html = html.replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(content.description ?? '')}" />`,
      );
    }
    const { head, body, data } = content;
    if (head) html = html.replace('</head>', () => `${head}\n  </head>`);
    const dataScript = data ? `<script type="application/json" id="ssr-data">${data}</script>` : '';
    if (body || dataScript) {
      html = html.replace('<div id="root"></div>', () => `<div id="root">${body ?? ''}</div>${dataScript}`);
    }
    return html;
  }

  return {
    renderPage,
    async register(app: FastifyInstance) {
      if (existsSync(root)) {
        await app.register(fastifyStatic, {
          root,
          prefix: '/',
          index: false,
          wildcard: false,
          setHeaders(reply, filePath) {
            const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
            reply.header(
              'cache-control',
              immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
            );
          },
        });
      }
      serveRaw(app, pageEndpoints.admin, ({ request, reply }) => adminPage(request, reply));
      serveRaw(app, pageEndpoints.adminPage, ({ request, reply }) => adminPage(request, reply));
    },
    /** The app shell, for a page the browser renders (status 404 for a path no page has). */
    sendShell: (reply: FastifyReply, status = 200) => sendShell(reply, status),
  };
}
