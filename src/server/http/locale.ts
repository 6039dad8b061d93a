/**
 * The language of a request: a signed-in user's saved choice, else the `locale` cookie (a
 * visitor's choice in the switcher), else Accept-Language, else English. Used for the app shell's
 * <html lang>, the server-rendered pages and the e-mails a request sends.
 */
import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, type Locale, resolveLocale } from '../../shared/i18n/locales.ts';

export function requestLocale(request: FastifyRequest): Locale {
  const saved = request.session?.user.locale ?? request.cookies?.[LOCALE_COOKIE];
  return resolveLocale(saved, request.headers['accept-language']);
}
