/**
 * The server's own words (server-rendered pages) in a request's language: the `server-pages`
 * catalog (./catalogs.ts), formatted as ICU messages; a message id is `<area>.<key>`, as in the
 * web app. A message a language lacks falls back to English (the catalog test keeps every
 * language complete, so that is a safety net only).
 */
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales.ts';
import { isServerArea, serverCatalog } from './catalogs.ts';

export type MessageValues = Record<string, PrimitiveType>;
export type Translate = (id: string, values?: MessageValues) => string;

// Parsing a message is the slow part: each one is parsed once per language.
const formats = new Map<string, IntlMessageFormat>();

function format(locale: Locale, id: string): IntlMessageFormat | undefined {
  const cacheKey = `${locale}|${id}`;
  const cached = formats.get(cacheKey);
  if (cached) return cached;
  const dot = id.indexOf('.');
  const area = id.slice(0, dot);
  if (!isServerArea(area)) return undefined;
  const key = id.slice(dot + 1);
  const message = serverCatalog(area, locale)[key] ?? serverCatalog(area, DEFAULT_LOCALE)[key];
  if (message === undefined) return undefined;
  const parsed = new IntlMessageFormat(message, locale);
  formats.set(cacheKey, parsed);
  return parsed;
}

/** `t('server-pages.blog.title', { appName })` in one language; an unknown id reads as itself. */
export function translator(locale: Locale): Translate {
  return (id, values) => {
    const message = format(locale, id);
    return message ? String(message.format(values)) : id;
  };
}
