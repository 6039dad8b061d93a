/**
 * The server's own words (server-rendered pages) in a request's language: the `server-pages`
 * catalogs of src/shared/i18n/catalogs, formatted as ICU messages. They are imported here, not
 * read from disk, so the bundled server carries them; a message a language lacks falls back to
 * English (the catalog test keeps every language complete, so that is a safety net only).
 */
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import de from '../../shared/i18n/catalogs/de/server-pages.json' with { type: 'json' };
import en from '../../shared/i18n/catalogs/en/server-pages.json' with { type: 'json' };
import es from '../../shared/i18n/catalogs/es/server-pages.json' with { type: 'json' };
import fr from '../../shared/i18n/catalogs/fr/server-pages.json' with { type: 'json' };
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales.ts';

type Catalog = Record<string, string>;

/** Every server area by its name; a message id is `<area>.<key>`, as in the web app. */
const areas: Record<string, Record<Locale, Catalog>> = {
  'server-pages': { en, de, fr, es },
};

export type MessageValues = Record<string, PrimitiveType>;
export type Translate = (id: string, values?: MessageValues) => string;

// Parsing a message is the slow part: each one is parsed once per language.
const formats = new Map<string, IntlMessageFormat>();

function format(locale: Locale, id: string): IntlMessageFormat | undefined {
  const cacheKey = `${locale}|${id}`;
  const cached = formats.get(cacheKey);
  if (cached) return cached;
  const dot = id.indexOf('.');
  const catalogs = areas[id.slice(0, dot)];
  const key = id.slice(dot + 1);
  const message = catalogs?.[locale][key] ?? catalogs?.[DEFAULT_LOCALE][key];
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
