/**
 * The language of a request: a signed-in user's saved choice, else the `locale` cookie (a
 * visitor's choice in the switcher), else Accept-Language, else English. Used for the app shell's
 * <html lang>, the server-rendered pages and the e-mails a request sends.
 */
import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, type Locale, resolveLocale } from '../../shared/i18n/locales.ts';

/** The `locale` cookie, read from the header here (no cookie plugin parses every request for one value). */
function cookieLocale(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header?.includes(`${LOCALE_COOKIE}=`)) return undefined;
  return parseCookie(header)[LOCALE_COOKIE];
}

export function requestLocale(request: FastifyRequest): Locale {
  const saved = request.session?.user.locale ?? cookieLocale(request);
  return resolveLocale(saved, request.headers['accept-language']);
}
