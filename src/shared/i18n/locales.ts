/**
 * The languages of the web app and the built-in e-mails. Adding a language is this one line plus
 * one catalog file per area (src/shared/i18n/catalogs/<locale>/<area>.json), the e-mails'
 * words included (server-mail.json): nothing else names a language.
 */
export const LOCALES = ['en', 'de', 'fr', 'es'] as const;

export type Locale = (typeof LOCALES)[number];

/** What every other language falls back to, and the catalogs every other one must match. */
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * A test-only language: English with accented, lengthened words, so a browser test can tell
 * translated text from text that never went through a catalog (FormatJS's own convention).
 */
export const PSEUDO_LOCALE = 'en-XA';

/**
 * The query parameter that picks the web app's language on a first load (`?lang=de`; tests use it
 * for the pseudo-language). Not `locale`: pages use that for what they edit (an e-mail template's
 * language), which must not change the language of the app.
 */
export const LANGUAGE_PARAM = 'lang';

/** The cookie that keeps a visitor's chosen language (a signed-in user's is also saved on the account). */
export const LOCALE_COOKIE = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A language's own name in that language, capitalised: "Deutsch", "Français". */
export function localeName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * The best supported language for an Accept-Language header (or a browser's language list),
 * by quality then order: "de-CH,de;q=0.9,en;q=0.8" → "de". Unknown or empty → the default.
 */
export function negotiateLocale(accepted: string | readonly string[] | undefined | null): Locale {
  const entries = typeof accepted === 'string' ? parseAcceptLanguage(accepted) : [...(accepted ?? [])];
  for (const tag of entries) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language of a request: the saved choice (a signed-in user's `locale`, or the `locale`
 * cookie), else Accept-Language, else English.
 */
export function resolveLocale(saved: string | null | undefined, acceptLanguage: string | undefined): Locale {
  return isLocale(saved) ? saved : negotiateLocale(acceptLanguage);
}
