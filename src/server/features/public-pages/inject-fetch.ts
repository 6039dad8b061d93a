/**
 * The renderer's API requests, answered by this process (Fastify's inject): the same routes,
 * validation and caches a browser's request meets, for the visitor the page is rendered for (their
 * language, address and browser, so a post's view is counted once for them, as their own read would be).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { LOCALE_COOKIE, type Locale } from '../../../shared/i18n/locales.ts';

export interface Visitor {
  ip: string;
  userAgent: string | undefined;
  locale: Locale;
}

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

export function injectFetch(app: FastifyInstance, visitor: Visitor) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': visitor.locale,
      cookie: `${LOCALE_COOKIE}=${visitor.locale}`,
    };
    if (visitor.userAgent) headers['user-agent'] = visitor.userAgent;
    if (typeof init.body === 'string') headers['content-type'] = 'application/json';
    const answer = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: visitor.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
