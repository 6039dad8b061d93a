/**
 * The message catalogs the web app downloads: src/shared/i18n/catalogs/<locale>/<area>.json, one
 * chunk each, loaded for the current language only and parsed at build time
 * (scripts/vite-i18n-messages.ts). A key `save` in `common.json` is the message id `common.save`.
 * Areas named `admin*` load when the admin area opens (visitors never download them); areas named
 * `server-*` are the server's own (e-mails, server-rendered pages) and never reach the browser.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, type Locale, PSEUDO_LOCALE } from '@shared/i18n/locales';

export type AppLocale = Locale | typeof PSEUDO_LOCALE;
export type AreaGroup = 'app' | 'admin';
/** Messages as parsed ICU (the build parses the catalogs). */
export type Messages = Record<string, MessageFormatElement[]>;

const files = import.meta.glob<Messages>(
  ['../../shared/i18n/catalogs/*/*.json', '!../../shared/i18n/catalogs/*/server-*.json'],
  { import: 'default' },
);

interface CatalogFile {
  locale: string;
  area: string;
  load: () => Promise<Messages>;
}

const catalogFiles: CatalogFile[] = Object.entries(files).map(([path, load]) => {
  const [, locale = '', area = ''] = /\/catalogs\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return { locale, area, load };
});

export const groupOf = (area: string): AreaGroup => (area.startsWith('admin') ? 'admin' : 'app');

async function loadCatalogs(locale: Locale, group: AreaGroup): Promise<Messages> {
  const wanted = catalogFiles.filter((file) => file.locale === locale && groupOf(file.area) === group);
  const loaded = await Promise.all(
    wanted.map(async (file) => {
      const catalog = await file.load();
      return Object.entries(catalog).map(([key, message]) => [`${file.area}.${key}`, message] as const);
    }),
  );
  return Object.fromEntries(loaded.flat());
}

/** One group of areas in a language; the pseudo-language is English run through pseudo.ts. */
export async function loadMessages(locale: AppLocale, group: AreaGroup): Promise<Messages> {
  if (locale !== PSEUDO_LOCALE) return loadCatalogs(locale, group);
  const [english, { pseudoLocalize }] = await Promise.all([
    loadCatalogs(DEFAULT_LOCALE, group),
    import('./pseudo'),
  ]);
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoLocalize(message)]));
}
